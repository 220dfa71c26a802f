// The document contract's check (server/contract.mjs), without a server: which Yjs updates a table
// accepts against the server's document, and which tokens it reads.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { checkUpdate, parseToken } from '../../server/contract.mjs';
import { entry } from './helpers';

/** The updates a change to a copy of `base` produces. */
function updatesOf(base: Y.Doc, change: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(base));
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  change(doc);
  return Y.mergeUpdates(updates);
}

/** A server document with a table's first keys and two entries. */
function serverDoc(): Y.Doc {
  const doc = new Y.Doc();
  doc.getMap('table').set('kind', 'disrupt');
  doc.getArray('log').push([entry('ana', 1), entry('ana', 2)]);
  return doc;
}

describe('the live table contract', () => {
  it('accepts appends and new table keys, and says whether the update is new to the server', () => {
    const server = serverDoc();
    const append = updatesOf(server, (d) => d.getArray('log').push([entry('ben', 1), { ...entry('ben', 2), gesture: 'ben:1' }]));
    expect(checkUpdate(server, append)).toEqual({ problem: null, isNew: true });
    Y.applyUpdate(server, append);
    expect(checkUpdate(server, append)).toEqual({ problem: null, isNew: false });
    expect(
      checkUpdate(
        server,
        updatesOf(server, (d) => d.getMap('table').set('closed', true))
      ).problem
    ).toBeNull();
    // A first write into an empty document: the host's first sync.
    const empty = new Y.Doc();
    expect(checkUpdate(empty, Y.encodeStateAsUpdate(server)).problem).toBeNull();
  });

  it('accepts an append that arrives before the entry it follows, and nothing else that builds on a missing item', () => {
    const server = serverDoc();
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(server));
    const updates: Uint8Array[] = [];
    phone.on('update', (u: Uint8Array) => updates.push(u));
    phone.getArray('log').push([entry('ben', 1)]);
    phone.getArray('log').push([entry('ben', 2)]);
    phone.getMap('table').set('players', []);
    phone.getMap('table').set('players', ['p1']);
    const [first, second, , overwrite] = updates;
    expect(checkUpdate(server, second)).toEqual({ problem: null, isNew: true });
    Y.applyUpdate(server, second);
    expect(server.getArray('log').length).toBe(2);
    expect(checkUpdate(server, first).problem).toBeNull();
    Y.applyUpdate(server, first);
    expect(
      server
        .getArray('log')
        .toArray()
        .map((e) => (e as { id: string }).id)
    ).toEqual(['ana:1', 'ana:2', 'ben:1', 'ben:2']);
    // A value for a table key that follows one the server lacks is not an entry: refused.
    const stripped = Y.diffUpdate(overwrite, Y.encodeStateVector(new Y.Doc()));
    expect(checkUpdate(server, stripped).problem).not.toBeNull();
  });

  it('refuses deletions, rewrites of a table key, inserts before an entry, and content outside the contract', () => {
    const server = serverDoc();
    const refused: Array<[string, (d: Y.Doc) => void]> = [
      ['the update deletes', (d) => d.getArray('log').delete(0, 1)],
      // An overwrite deletes the old value: its delete set is what gives it away.
      ['the update deletes', (d) => d.getMap('table').set('kind', 'it-startup')],
      ['the update inserts before a log entry (the log is append-only)', (d) => d.getArray('log').insert(1, [entry('ben', 1)])],
      ['the update carries content that is not plain JSON', (d) => d.getArray('log').push([new Y.Map()])],
      ['the update carries content that is not plain JSON', (d) => d.getText('notes').insert(0, 'x')],
      ['the update writes outside the log and the table', (d) => d.getMap('other').set('a', 1)],
      ['a log entry id is not <device>:<counter>', (d) => d.getArray('log').push([{ ...entry('ben', 1), id: 'ana:3' }])],
      ['a log entry event has no version', (d) => d.getArray('log').push([{ ...entry('ben', 1), event: { type: 'x', v: 0 } }])]
    ];
    for (const [problem, change] of refused) expect(checkUpdate(server, updatesOf(server, change)).problem).toBe(problem);
    // Written by a document that never saw the server's value: no delete set, still a second value.
    const concurrent = updatesOf(new Y.Doc(), (d) => d.getMap('table').set('kind', 'logo-billionaire'));
    expect(Y.decodeUpdate(concurrent).ds.clients.size).toBe(0);
    expect(checkUpdate(server, concurrent).problem).toBe("the table's kind is already set");
    expect(checkUpdate(server, new Uint8Array([1, 2, 3])).problem).toBe('the update cannot be decoded');
  });

  it('refuses every new log entry once the table is closed, resends of what it has included', () => {
    const server = serverDoc();
    const before = updatesOf(server, (d) => d.getArray('log').push([entry('ben', 1)]));
    Y.applyUpdate(server, before);
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(server));
    const append = updatesOf(server, (d) => d.getArray('log').push([entry('ben', 2)]));
    // Made on a phone whose earlier entry the server lacks: an append after an unknown item.
    const offline: Uint8Array[] = [];
    phone.on('update', (u: Uint8Array) => offline.push(u));
    phone.getArray('log').push([entry('cy', 1)]);
    phone.getArray('log').push([entry('cy', 2)]);
    expect(checkUpdate(server, append).problem).toBeNull();

    Y.applyUpdate(
      server,
      updatesOf(server, (d) => d.getMap('table').set('closed', true))
    );
    expect(checkUpdate(server, append).problem).toBe('the table is closed: it takes no more entries');
    expect(checkUpdate(server, offline[1]).problem).toBe('the table is closed: it takes no more entries');
    expect(checkUpdate(server, Y.mergeUpdates(offline)).problem).toBe('the table is closed: it takes no more entries');
    // What the server already holds may come again (a phone's sync step after a reconnect).
    expect(checkUpdate(server, before)).toEqual({ problem: null, isNew: false });
    expect(checkUpdate(server, Y.encodeStateAsUpdate(server))).toEqual({ problem: null, isNew: false });
  });

  it('reads the token: a secret of 128 bits or more, a device id, a seat or null', () => {
    const secret = 'a'.repeat(22);
    expect(parseToken(JSON.stringify({ secret, device: 'phone-1', seat: 'p1' }))).toEqual({
      ok: true,
      value: { secret, device: 'phone-1', seat: 'p1' }
    });
    expect(parseToken(JSON.stringify({ secret, device: 'phone-1', seat: null })).ok).toBe(true);
    for (const bad of [
      undefined,
      '',
      'not json',
      JSON.stringify({ secret: 'short', device: 'd', seat: null }),
      JSON.stringify({ secret, seat: null }),
      JSON.stringify({ secret, device: 'has space', seat: null }),
      JSON.stringify({ secret, device: 'd', seat: 3 })
    ]) {
      expect(parseToken(bad).ok).toBe(false);
    }
  });
});
