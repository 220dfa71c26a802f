// The live table's server, one process with its SQLite file: changes go live between phones, a
// connection without the table's secret is refused, an update that deletes or rewrites is refused
// (not applied, not stored, not relayed), an oversized message and a flood close only their own
// connection, phones that appended while disconnected converge on one order, and every HTTP answer
// carries the security headers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error better-sqlite3 ships no types
import Database from 'better-sqlite3';
import { join } from 'node:path';
import * as Y from 'yjs';
import {
  destroyClients,
  entry,
  httpGet,
  phone,
  randomId,
  rawClient,
  sleep,
  startServer,
  stopAll,
  tempFolder,
  tinyBuild,
  waitFor,
  type ServerProcess
} from './helpers';

const PORT = 4190;
let server: ServerProcess;
let data: string;

beforeAll(async () => {
  data = tempFolder('data');
  server = await startServer(PORT, { BOARDROOM_DATA: data, BOARDROOM_BUILD_DIR: tinyBuild() });
});
afterEach(() => destroyClients());
afterAll(() => stopAll());

/** What the store holds for a table: its updates merged, as a document and the merge's delete set. */
function stored(table: string) {
  const db = new Database(join(data, 'tables.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT data FROM live_updates WHERE name = ? ORDER BY id').all(table) as { data: Buffer }[];
    const merged = Y.mergeUpdates(rows.map((r) => new Uint8Array(r.data)));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, merged);
    return { doc, deletes: Y.decodeUpdate(merged).ds.clients.size, rows: rows.length };
  } finally {
    db.close();
  }
}

describe('the live table server', () => {
  it('relays appends between two phones of a table, in the same order, and stores them', async () => {
    const table = randomId();
    const secret = randomId();
    const ana = phone(PORT, table, secret);
    const ben = phone(PORT, table, secret);
    await Promise.all([ana.synced(), ben.synced()]);
    ana.append(5);
    ben.append(3);
    await waitFor('both phones with 8 entries', () => ana.ids().length === 8 && ben.ids().length === 8);
    expect(ben.ids()).toEqual(ana.ids());
    await ana.acknowledged();
    await ben.acknowledged();
    expect(stored(table).doc.getArray('log').length).toBe(8);
  });

  it('refuses a connection without the secret or with another one, and tells it why; the table stays unseen', async () => {
    const table = randomId();
    const secret = randomId();
    const host = phone(PORT, table, secret);
    await host.synced();
    host.append(2);
    await host.acknowledged();

    const thief = phone(PORT, table, randomId());
    const anonymous = rawClient(PORT, table, JSON.stringify({ device: 'x' }));
    const badTable = rawClient(PORT, 'short', JSON.stringify({ secret, device: 'x', seat: null }));
    await waitFor('the wrong secret refused', () => thief.authFailures.length > 0);
    expect(thief.authFailures[0]).toBe('wrong table secret');
    expect((await anonymous).authenticated).toBe(false);
    expect((await badTable).authenticated).toBe(false);
    await sleep(200);
    expect(thief.ids()).toEqual([]);
    // The same secret still works.
    const friend = phone(PORT, table, secret);
    await waitFor('the friend sees the entries', () => friend.ids().length === 2);
  });

  it('refuses a hand-made update that deletes: not applied, not relayed, not stored; the connection is told', async () => {
    const table = randomId();
    const secret = randomId();
    const ana = phone(PORT, table, secret);
    const ben = phone(PORT, table, secret);
    await Promise.all([ana.synced(), ben.synced()]);
    ana.append(3);
    await ana.acknowledged();
    await waitFor('ben sees 3', () => ben.ids().length === 3);

    // A copy of the document that deletes the first entry: its update carries only a delete set.
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(ana.doc));
    let deleting: Uint8Array | null = null;
    copy.on('update', (update: Uint8Array) => (deleting = update));
    copy.getArray('log').delete(0, 1);
    expect(Y.decodeUpdate(deleting!).ds.clients.size).toBe(1);

    const raw = await rawClient(PORT, table, JSON.stringify({ secret, device: 'mallory', seat: null }));
    expect(raw.authenticated).toBe(true);
    raw.sendUpdate(deleting!);
    await waitFor('the refusal', () => raw.toldClosed() || raw.closed() !== null);
    await sleep(200);
    expect(ben.ids()).toEqual(ana.ids());
    expect(ben.ids().length).toBe(3);
    const kept = stored(table);
    expect(kept.deletes).toBe(0);
    expect(kept.doc.getArray('log').length).toBe(3);

    // A second write of a table key (an overwrite: the old value is deleted) is refused the same way,
    // and so is an entry inserted before another one; the first value of a key is accepted.
    ana.doc.getMap('table').set('kind', 'disrupt');
    await ana.acknowledged();
    await waitFor('ben sees the kind', () => ben.doc.getMap('table').get('kind') === 'disrupt');
    const host2 = new Y.Doc();
    Y.applyUpdate(host2, Y.encodeStateAsUpdate(ana.doc));
    const rewrites: Uint8Array[] = [];
    host2.on('update', (update: Uint8Array) => rewrites.push(update));
    host2.getMap('table').set('kind', 'it-startup');
    host2.getArray('log').insert(0, [entry('mallory', 1)]);
    for (const update of rewrites) {
      const again = await rawClient(PORT, table, JSON.stringify({ secret, device: 'mallory', seat: null }));
      again.sendUpdate(update);
      await waitFor('the refusal', () => again.toldClosed() || again.closed() !== null);
    }
    // A concurrent first write of a key the server already has (no delete set of its own) is refused.
    const stranger = new Y.Doc();
    const concurrent: Uint8Array[] = [];
    stranger.on('update', (update: Uint8Array) => concurrent.push(update));
    stranger.getMap('table').set('kind', 'logo-billionaire');
    expect(Y.decodeUpdate(concurrent[0]).ds.clients.size).toBe(0);
    const late = await rawClient(PORT, table, JSON.stringify({ secret, device: 'late', seat: null }));
    late.sendUpdate(concurrent[0]);
    await waitFor('the refusal', () => late.toldClosed() || late.closed() !== null);
    await sleep(200);
    expect(ben.doc.getMap('table').get('kind')).toBe('disrupt');
    expect(ben.ids()).toEqual(ana.ids());
    expect(stored(table).deletes).toBe(0);
    expect(stored(table).doc.getMap('table').get('kind')).toBe('disrupt');
  });

  it('refuses a hand-made append after the host closed the table: not applied, not relayed, not stored', async () => {
    const table = randomId();
    const secret = randomId();
    const host = phone(PORT, table, secret);
    const ben = phone(PORT, table, secret);
    await Promise.all([host.synced(), ben.synced()]);
    host.append(2);
    host.doc.getMap('table').set('closed', true);
    await host.acknowledged();
    await waitFor('ben sees the close', () => ben.doc.getMap('table').get('closed') === true && ben.ids().length === 2);

    // A copy of the closed document that appends one entry: an append like any other, after the close.
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(host.doc));
    let appending: Uint8Array | null = null;
    copy.on('update', (update: Uint8Array) => (appending = update));
    copy.getArray('log').push([entry('mallory', 1)]);
    const raw = await rawClient(PORT, table, JSON.stringify({ secret, device: 'mallory', seat: null }));
    expect(raw.authenticated).toBe(true);
    raw.sendUpdate(appending!);
    await waitFor('the refusal', () => raw.toldClosed() || raw.closed() !== null);
    await sleep(200);
    expect(ben.ids()).toEqual(host.ids());
    expect(ben.ids().length).toBe(2);
    expect(stored(table).doc.getArray('log').length).toBe(2);
    expect(stored(table).doc.getMap('table').get('closed')).toBe(true);
  });

  it('refuses entries that are not of the contract: nested types, text, a malformed entry, other root types', async () => {
    const table = randomId();
    const secret = randomId();
    const ana = phone(PORT, table, secret);
    await ana.synced();
    const bad: Array<(doc: Y.Doc) => void> = [
      (doc) => doc.getArray('log').push([new Y.Map()]),
      (doc) => doc.getArray('log').push([{ id: 'x', device: 'y', seat: null, at: 1, event: { type: 't', v: 1 } }]),
      (doc) => doc.getArray('log').push([{ ...entry('dev', 1), event: { type: 't' } }]),
      (doc) => doc.getText('notes').insert(0, 'hello'),
      (doc) => doc.getMap('other').set('a', 1)
    ];
    for (const write of bad) {
      const doc = new Y.Doc();
      let update: Uint8Array | null = null;
      doc.on('update', (u: Uint8Array) => (update = u));
      write(doc);
      const raw = await rawClient(PORT, table, JSON.stringify({ secret, device: 'dev', seat: null }));
      raw.sendUpdate(update!);
      await waitFor('the refusal', () => raw.toldClosed() || raw.closed() !== null);
      raw.close();
    }
    const good = new Y.Doc();
    let update: Uint8Array | null = null;
    good.on('update', (u: Uint8Array) => (update = u));
    good.getArray('log').push([entry('dev', 1)]);
    const raw = await rawClient(PORT, table, JSON.stringify({ secret, device: 'dev', seat: null }));
    raw.sendUpdate(update!);
    await waitFor('the good entry relayed', () => ana.ids().length === 1);
    expect(raw.toldClosed()).toBe(false);
    expect(ana.doc.share.has('notes')).toBe(false);
    expect(stored(table).doc.getArray('log').length).toBe(1);
  });

  it('closes only the connection that sends an oversized message or a flood; the table and the server go on', async () => {
    const table = randomId();
    const secret = randomId();
    const ana = phone(PORT, table, secret);
    const ben = phone(PORT, table, secret);
    await Promise.all([ana.synced(), ben.synced()]);

    const big = await rawClient(PORT, table, JSON.stringify({ secret, device: 'big', seat: null }));
    big.sendBytes(new Uint8Array(1024 * 1024 + 1));
    await waitFor('the oversized message closed', () => big.closed() !== null);
    expect(big.closed()!.code).toBe(1009);

    const flood = await rawClient(PORT, table, JSON.stringify({ secret, device: 'flood', seat: null }));
    for (let i = 0; i < 300; i++) flood.sendQueryAwareness();
    await waitFor('the flood closed', () => flood.closed() !== null);
    expect(flood.closed()!.code).toBe(4429);

    ana.append(2);
    await waitFor('ben still gets ana’s entries', () => ben.ids().length === 2);
    expect(ana.closes).toEqual([]);
    expect(ben.closes).toEqual([]);
    expect((await httpGet(PORT, '/')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('merges appends made by disconnected phones into one order, the same on every phone and the server', async () => {
    const table = randomId();
    const secret = randomId();
    const phones = [phone(PORT, table, secret), phone(PORT, table, secret), phone(PORT, table, secret)];
    await Promise.all(phones.map((p) => p.synced()));
    phones[0].append(2);
    await waitFor('all see the first 2', () => phones.every((p) => p.ids().length === 2));
    for (const p of phones) p.socket.disconnect();
    await waitFor('all phones disconnected', () => phones.every((p) => p.socket.status === 'disconnected'));
    phones.forEach((p, i) => p.append(10 + i));
    for (const p of phones) void p.socket.connect();
    await waitFor('all phones with 35 entries', () => phones.every((p) => p.ids().length === 35), 10_000);
    const order = phones[0].ids();
    for (const p of phones) expect(p.ids()).toEqual(order);
    expect(new Set(order).size).toBe(35);
    const late = phone(PORT, table, secret);
    await waitFor('a new phone with 35 entries', () => late.ids().length === 35);
    expect(late.ids()).toEqual(order);
    for (const p of phones) await p.acknowledged();
    const kept = stored(table)
      .doc.getArray<{ id: string }>('log')
      .toArray()
      .map((e) => e.id);
    expect(kept).toEqual(order);
  });

  it('answers HTTP with the security headers, refuses bodies, long URLs and upgrades off /sync', async () => {
    const page = await httpGet(PORT, '/session/abc', { host: `localhost:${PORT}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ws://localhost:${PORT} wss://localhost:${PORT}`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await httpGet(PORT, `/${'a'.repeat(3000)}`)).status).toBe(414);
    const post = await new Promise<number>((resolve, reject) => {
      import('node:http').then(({ request }) => {
        const req = request({ host: '127.0.0.1', port: PORT, path: '/', method: 'POST', headers: { 'content-length': '5' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end('hello');
      });
    });
    expect(post).toBe(405);
    const WebSocket = (await import('ws')).default;
    const elsewhere = new WebSocket(`ws://127.0.0.1:${PORT}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      elsewhere.on('open', () => resolve('open'));
      elsewhere.on('error', (error) => resolve(String(error.message)));
      elsewhere.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
    });
    elsewhere.terminate();
    expect(outcome).toBe('status 404');
  });
});
