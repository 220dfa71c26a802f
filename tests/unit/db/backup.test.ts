import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, conflictingGames, exportBackup, importBackup, MAX_BACKUP_BYTES, parseBackup } from '$lib/db/backup';
import { SessionStore } from '$lib/db/session-store';
import { markGamesBackedUp } from '$lib/db/sessions';
import { adjust, dieRoll, freshDb, newStore, pay } from '../helpers';
import type { BoardroomDb } from '$lib/db/schema';

async function sampleDb() {
  const db = freshDb();
  const { def, record, store } = await newStore(db);
  await store.dispatch(adjust('p1', 30));
  await store.dispatch(pay('p2', 'p1', 5));
  await store.dispatch([adjust('p1', 1), adjust('p2', 1)]);
  await store.undo();
  await store.dispatch(dieRoll(6));
  await store.dispatch({ type: 'lb.turn-ended', v: 1 });
  return { db, def, record, store };
}

async function tableCounts(db: BoardroomDb) {
  return { sessions: await db.sessions.count(), events: await db.events.count(), snapshots: await db.snapshots.count() };
}

describe('backup', () => {
  it('round trip: export, import into an empty database, same state and same log', async () => {
    const { db, def, record, store } = await sampleDb();
    const file = await exportBackup();
    const text = JSON.stringify(file);
    expect(file.format).toBe(BACKUP_FORMAT);
    expect(file.sessions[0].events).toHaveLength(store.seq);

    const target = freshDb();
    const parsed = await parseBackup(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(await importBackup(parsed.backup, 'skip', target)).toMatchObject({ imported: 1, copied: 0, skipped: 0 });
    const reopened = await SessionStore.open(record.id, def, target);
    expect(reopened!.state).toEqual(store.state);
    expect(reopened!.cursor).toEqual(store.cursor);
    expect(await target.events.count()).toBe(await db.events.count());
  });

  it('a restored game keeps snapshots every 50 entries, as play here would, and takes back far back to the same state', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    for (let i = 1; i <= 179; i++) await store.dispatch(adjust(i % 2 ? 'p1' : 'p2', 1));
    // Entry 180 takes back entry 120: a snapshot after 120 and before 180 would be stale.
    expect((await store.takeBack([120])).ok).toBe(true);
    for (let i = 181; i <= 230; i++) await store.dispatch(adjust('p2', 2));
    const parsed = await parseBackup(JSON.stringify(await exportBackup(undefined, db)));
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await importBackup(parsed.backup, 'skip', target);
    const kept = await target.snapshots.where('[sessionId+seq]').between([record.id, 0], [record.id, Infinity]).toArray();
    expect(kept.map((k) => k.seq)).toEqual([50, 100, 200, 230]);
    const restored = (await SessionStore.open(record.id, def, target))!;
    expect(restored.state).toEqual(store.state);
    // Taking back entry 60 here and there (at the same moment): the same game, and the same again once put back.
    const at = Date.now();
    expect(await restored.takeBack([60], at)).toMatchObject({ ok: true });
    expect(await store.takeBack([60], at)).toMatchObject({ ok: true });
    expect(restored.state).toEqual(store.state);
    expect(await restored.putBack([60], at + 1)).toMatchObject({ ok: true });
    expect(await store.putBack([60], at + 1)).toMatchObject({ ok: true });
    expect(restored.state).toEqual(store.state);
    expect((await SessionStore.open(record.id, def, target))!.state).toEqual(store.state);
  });

  it('never overwrites: an existing session is skipped, or imported as a copy with a new id', async () => {
    const { db, record, store } = await sampleDb();
    const parsed = await parseBackup(JSON.stringify(await exportBackup(undefined, db)));
    if (!parsed.ok) throw new Error(parsed.reason);
    // Played on after the export: the copy here differs from the file's.
    await store.dispatch(adjust('p2', 10));
    const before = await db.events.toArray();
    expect(await importBackup(parsed.backup, 'skip', db)).toMatchObject({ imported: 0, copied: 0, skipped: 1 });
    expect(await db.events.toArray()).toEqual(before);
    expect(await importBackup(parsed.backup, 'copy', db)).toMatchObject({ imported: 0, copied: 1, skipped: 0 });
    const sessions = await db.sessions.toArray();
    expect(sessions).toHaveLength(2);
    const copy = sessions.find((s) => s.id !== record.id)!;
    // The copy says what it is a copy of; the original does not.
    expect(copy.copyOf).toBe(record.id);
    expect(sessions.find((s) => s.id === record.id)!.copyOf).toBeUndefined();
    expect(await db.events.where('[sessionId+seq]').between([copy.id, 0], [copy.id, Infinity]).count()).toBe(before.length - 1);
    expect(await db.events.toArray()).toEqual(expect.arrayContaining(before));
  });

  it('tells a game already here from the file’s copy: entries and last change of each, or identical', async () => {
    const { db, record, store } = await sampleDb();
    const text = JSON.stringify(await exportBackup(undefined, db));
    const parsed = await parseBackup(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    const fileEntries = parsed.backup.checked[0].entries.length;
    // The same game with the same log: identical, and never copied, even when copies are asked for.
    expect(await conflictingGames(parsed.backup, db)).toEqual([
      expect.objectContaining({
        id: record.id,
        entries: fileEntries,
        here: expect.objectContaining({ entries: fileEntries, deleted: false }),
        identical: true
      })
    ]);
    expect(await importBackup(parsed.backup, 'copy', db)).toMatchObject({ imported: 0, copied: 0, skipped: 1 });
    expect(await db.sessions.count()).toBe(1);
    // Same number of entries but one changed (another amount): no longer identical.
    const edited = JSON.parse(text);
    edited.sessions[0].events[0].event.amount = 31;
    const other = await parseBackup(JSON.stringify(edited));
    if (!other.ok) throw new Error(other.reason);
    expect((await conflictingGames(other.backup, db))[0].identical).toBe(false);
    // One more entry here, deleted since: the copy here is newer, and waits in Recently deleted.
    await store.dispatch(adjust('p2', 10));
    await db.sessions.update(record.id, { deletedAt: Date.now() });
    const [conflict] = await conflictingGames(parsed.backup, db);
    expect(conflict).toMatchObject({ entries: fileEntries, here: { entries: fileEntries + 1, deleted: true }, identical: false });
    expect(conflict.here.updatedAt).toBeGreaterThanOrEqual(conflict.updatedAt);
  });

  const valid = async () => JSON.parse(JSON.stringify(await exportBackup(undefined, (await sampleDb()).db)));

  // Each case breaks the exported JSON in its own way, so the file it is handed has no one type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const badCases: [string, (f: any) => string, RegExp][] = [
    ['not JSON', () => '{"format": "boardroom-backup", ', /not valid JSON/],
    ['cut short', (f) => JSON.stringify(f).slice(0, 200), /not valid JSON/],
    ['another app', (f) => JSON.stringify({ ...f, format: 'other' }), /not a Boardroom backup/],
    ['unknown version', (f) => JSON.stringify({ ...f, version: 99 }), /version 99/],
    ['no sessions', (f) => JSON.stringify({ ...f, sessions: 'x' }), /no sessions/],
    ['__proto__ key', (f) => JSON.stringify(f).replace('"format"', '"__proto__":{"polluted":1},"format"'), /forbidden key “__proto__”/],
    [
      'constructor key',
      (f) => {
        f.sessions[0].session.options = JSON.parse('{"constructor":{"x":1}}');
        return JSON.stringify(f);
      },
      /forbidden key “constructor”/
    ],
    ['too deep', (f) => JSON.stringify({ ...f, extra: JSON.parse('['.repeat(40) + ']'.repeat(40)) }), /nested/],
    [
      'wrong type of amount',
      (f) => {
        f.sessions[0].events[0].event.amount = '30';
        return JSON.stringify(f);
      },
      /event 1: the game's rules refuse it/
    ],
    [
      'fractional amount',
      (f) => {
        f.sessions[0].events[0].event.amount = 2.5;
        return JSON.stringify(f);
      },
      /event 1/
    ],
    [
      'huge amount',
      (f) => {
        f.sessions[0].events[0].event.amount = 1e300;
        return JSON.stringify(f);
      },
      /event 1/
    ],
    [
      'payment the rules forbid',
      (f) => {
        f.sessions[0].events[1].event.amount = 5000;
        return JSON.stringify(f);
      },
      /event 2/
    ],
    [
      'events out of order',
      (f) => {
        f.sessions[0].events[1].seq = 7;
        return JSON.stringify(f);
      },
      /out of order/
    ],
    [
      'lastSeq mismatch',
      (f) => {
        f.sessions[0].session.lastSeq = 3;
        return JSON.stringify(f);
      },
      /says it has 3 events/
    ],
    [
      'unknown game',
      (f) => {
        f.sessions[0].session.kind = 'chess';
        return JSON.stringify(f);
      },
      /unknown game/
    ],
    [
      'bad player name',
      (f) => {
        f.sessions[0].session.players[0].name = '';
        return JSON.stringify(f);
      },
      /player 1/
    ],
    [
      'duplicate player names',
      (f) => {
        f.sessions[0].session.players[1].name = 'ANA';
        return JSON.stringify(f);
      },
      /already playing/
    ],
    [
      'over-long name',
      (f) => {
        f.sessions[0].session.players[0].name = 'x'.repeat(25);
        return JSON.stringify(f);
      },
      /at most 24/
    ],
    ['duplicated session ids', (f) => JSON.stringify({ ...f, sessions: [f.sessions[0], f.sessions[0]] }), /appears twice/],
    [
      'undo of part of a gesture',
      (f) => {
        const e = f.sessions[0].events.find((x: { event: { type: string } }) => x.event.type === 'history.undone');
        e.event.targets = [3];
        return JSON.stringify(f);
      },
      /undo or redo/
    ],
    [
      'bad setup options',
      (f) => {
        f.sessions[0].session.options = { segments: 99 };
        return JSON.stringify(f);
      },
      /setup is not valid/
    ],
    [
      'event without type',
      (f) => {
        delete f.sessions[0].events[0].event.type;
        return JSON.stringify(f);
      },
      /has no type/
    ],
    [
      'bad time',
      (f) => {
        f.sessions[0].events[0].at = 'yesterday';
        return JSON.stringify(f);
      },
      /invalid time/
    ],
    ['over 5 MB', (f) => JSON.stringify({ ...f, padding: 'x'.repeat(MAX_BACKUP_BYTES) }), /larger than 5 MB/]
  ];

  it.each(badCases)('refuses %s with a message and changes nothing', async (_, mutate, message) => {
    const file = await valid();
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 1));
    const before = await tableCounts(db);
    const parsed = await parseBackup(mutate(file));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reason).toMatch(message);
    expect(await tableCounts(db)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('backup marks', () => {
  it('a restored game counts as backed up when it was restored; a file carries no mark of its own', async () => {
    const { db, record } = await sampleDb();
    await markGamesBackedUp([record.id], 1234, db);
    const file = await exportBackup(undefined, db);
    expect('backedUpAt' in file.sessions[0].session).toBe(false);
    // A mark written into the file by hand is not trusted either.
    (file.sessions[0].session as Record<string, unknown>).backedUpAt = 99;
    const parsed = await parseBackup(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await importBackup(parsed.backup, 'skip', target, 5_000);
    expect((await target.sessions.get(record.id))!.backedUpAt).toBe(5_000);
    // The game here made different from the file's, so that a copy is made.
    await target.events.update([record.id, 1], { at: 1 });
    await importBackup(parsed.backup, 'copy', target, 6_000);
    const copy = (await target.sessions.toArray()).find((s) => s.copyOf === record.id)!;
    expect(copy.backedUpAt).toBe(6_000);
  });

  it('exporting chosen games marks those rows only, and leaves their last change as it was', async () => {
    const { db, record } = await sampleDb();
    const before = (await db.sessions.get(record.id))!;
    const other = await newStore(db);
    await markGamesBackedUp([record.id], 7_000, db);
    const after = (await db.sessions.get(record.id))!;
    expect(after.backedUpAt).toBe(7_000);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect((await db.sessions.get(other.record.id))!.backedUpAt).toBeUndefined();
  });
});
