import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import { readTail } from '$lib/db/log-reader';
import { SessionStore, SNAPSHOT_EVERY } from '$lib/db/session-store';
import { adjust, ANA, BEN, dieRoll, freshDb, newStore, pay } from '../helpers';

const balances = (store: SessionStore) => (store.state.game as { balances: Record<string, number> }).balances;

describe('session store: the log, undo and redo', () => {
  it('appends one event per gesture and keeps state after reopening', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    for (let i = 0; i < 10; i++) expect(await store.dispatch(adjust('p1', 1))).toEqual({ ok: true, done: 'Ana got 1M.', seq: i + 1 });
    expect(balances(store).p1).toBe(60);
    const reopened = await SessionStore.open(record.id, def, db);
    expect(balances(reopened!)).toEqual({ p1: 60, p2: 50 });
    expect(reopened!.seq).toBe(10);
    expect((await db.sessions.get(record.id))!.lastSeq).toBe(10);
  });

  it('refuses an invalid event with a reason and stores nothing', async () => {
    const db = freshDb();
    const { record, store } = await newStore(db);
    const result = await store.dispatch(pay('p1', 'p2', 51));
    expect(result).toMatchObject({ ok: false, refused: true });
    expect((result as { reason: string }).reason).toContain('Ana has only 50M');
    expect(await db.events.count()).toBe(0);
    expect((await db.sessions.get(record.id))!.lastSeq).toBe(0);
    expect(balances(store)).toEqual({ p1: 50, p2: 50 });
  });

  it('undo 3, redo 1 gives the state of the first 8 changes; undo deletes nothing', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    for (let i = 1; i <= 10; i++) await store.dispatch(adjust('p1', i));
    for (let i = 0; i < 3; i++) expect((await store.undo()).ok).toBe(true);
    expect(balances(store).p1).toBe(50 + 28);
    expect((await store.redo()).ok).toBe(true);
    expect(balances(store).p1).toBe(50 + 36);
    expect(await db.events.count()).toBe(14);
    const reopened = await SessionStore.open(record.id, def, db);
    expect(balances(reopened!).p1).toBe(86);
    expect(reopened!.canRedo).toBe(true);
  });

  it('undo after redo, and a new change clears redo', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 5));
    await store.dispatch(adjust('p1', 7));
    await store.undo();
    await store.redo();
    await store.undo();
    expect(balances(store).p1).toBe(55);
    await store.dispatch(adjust('p2', 1));
    expect(store.canRedo).toBe(false);
    expect((await store.redo()).ok).toBe(false);
    await store.undo();
    await store.undo();
    expect(balances(store)).toEqual({ p1: 50, p2: 50 });
    expect(store.canUndo).toBe(false);
  });

  it('undoes a gesture of several events (a batch) as one', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 1));
    // A gesture says all it stored, in the history's words (the sheet's "Saved: …" line).
    expect(await store.dispatch([adjust('p1', 10), adjust('p2', 10)])).toEqual({ ok: true, done: 'Ana got 10M; Ben got 10M.', seq: 3 });
    expect(balances(store)).toEqual({ p1: 61, p2: 60 });
    await store.undo();
    expect(balances(store)).toEqual({ p1: 51, p2: 50 });
    await store.redo();
    expect(balances(store)).toEqual({ p1: 61, p2: 60 });
  });

  it('a batch with one refused event stores none of it', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    const result = await store.dispatch([adjust('p1', 10), adjust('p2', -80)]);
    expect(result.ok).toBe(false);
    expect(await db.events.count()).toBe(0);
    expect(balances(store)).toEqual({ p1: 50, p2: 50 });
  });

  it('undo passes over a chance result, which stays in the log and in the state', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 5));
    await store.dispatch(dieRoll(4));
    expect(store.canUndo).toBe(true);
    expect((await store.undo()).ok).toBe(true);
    expect(balances(store)).toEqual({ p1: 50, p2: 50 });
    expect(store.state.lastTool).toEqual({ tool: 'dice', values: [4] });
    expect(store.canUndo).toBe(false);
    const result = await store.undo();
    expect(result).toMatchObject({ ok: false, refused: true });
    expect((result as { reason: string }).reason).toMatch(/chance/);
  });

  it('writes a snapshot every SNAPSHOT_EVERY entries, in the same transaction as its event', async () => {
    const db = freshDb();
    const { record, store } = await newStore(db);
    for (let i = 0; i < SNAPSHOT_EVERY * 2 + 3; i++) await store.dispatch(adjust('p1', 1));
    const snapshots = await db.snapshots.toArray();
    expect(snapshots.map((s) => s.seq)).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY * 2]);
    for (const s of snapshots) expect(await db.events.get([record.id, s.seq])).toBeDefined();
  });

  it('snapshot + tail equals a full replay, through undos, redos and new changes across snapshots', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    let step = 0;
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 23; i++) await store.dispatch(adjust(++step % 2 ? 'p1' : 'p2', (step % 7) + 1));
      for (let i = 0; i < 9 + round; i++) await store.undo();
      for (let i = 0; i < 4; i++) await store.redo();
      await store.dispatch(pay('p1', 'p2', 1));
    }
    const all = await readTail(db, record.id, 0);
    const full = fold(def, { state: initialSessionState(def, record, record.createdAt), cursor: EMPTY_CURSOR }, all, record.players);
    expect(full.refused).toEqual([]);
    expect(store.state).toEqual(full.state);
    expect(store.cursor).toEqual(full.cursor);
    const reopened = await SessionStore.open(record.id, def, db);
    expect(reopened!.state).toEqual(full.state);
    expect(reopened!.cursor).toEqual(full.cursor);
    // No snapshot is ahead of the log.
    for (const s of await db.snapshots.toArray()) expect(s.seq).toBeLessThanOrEqual(store.seq);
  });

  it('a snapshot of another state version is ignored and the state is rebuilt from the log', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    for (let i = 0; i < SNAPSHOT_EVERY + 2; i++) await store.dispatch(adjust('p1', 1));
    await db.snapshots.toCollection().modify({ stateVersion: 0, state: { game: { balances: { p1: -999 } } } });
    const reopened = await SessionStore.open(record.id, def, db);
    expect(balances(reopened!).p1).toBe(50 + SNAPSHOT_EVERY + 2);
  });

  it('two stores on one session (two tabs) keep every event and never reuse a seq', async () => {
    const db = freshDb();
    const { def, record, store: tabA } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    const tabB = (await SessionStore.open(record.id, def, db))!;
    const writes = [];
    for (let i = 0; i < 10; i++) {
      writes.push(tabA.dispatch(adjust('p1', 1)));
      writes.push(tabB.dispatch(adjust('p2', 1)));
    }
    const results = await Promise.all(writes);
    expect(results.every((r) => r.ok)).toBe(true);
    const entries = await readTail(db, record.id, 0);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await tabA.refresh();
    await tabB.refresh();
    expect(balances(tabA)).toEqual({ p1: 60, p2: 60 });
    expect(balances(tabB)).toEqual({ p1: 60, p2: 60 });
  });

  it('take-backs far back, with another tab writing and taking back in between, always judge the log as stored', async () => {
    const db = freshDb();
    const { def, record, store: tabA } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    for (let i = 0; i < 160; i++) await tabA.dispatch(adjust(i % 2 ? 'p1' : 'p2', 1));
    const tabB = (await SessionStore.open(record.id, def, db))!;
    const replayed = async () => {
      const stored = (await db.sessions.get(record.id))!;
      return fold(
        def,
        { state: initialSessionState(def, stored, stored.createdAt), cursor: EMPTY_CURSOR },
        await readTail(db, record.id, 0),
        stored.players
      ).state.game;
    };
    // Tab A takes back an entry 150 back (its entries are then known to it), tab B writes and takes
    // back without A knowing, then A takes back and puts back again: each judged on the whole log.
    expect((await tabA.takeBack([10])).ok).toBe(true);
    for (let i = 0; i < 3; i++) expect((await tabB.dispatch(adjust('p1', 100))).ok).toBe(true);
    expect((await tabA.takeBack([30])).ok).toBe(true);
    expect(tabA.state.game).toEqual(await replayed());
    expect((await tabB.takeBack([20])).ok).toBe(true);
    expect((await tabA.takeBack([40])).ok).toBe(true);
    expect(tabA.state.game).toEqual(await replayed());
    expect((await tabA.putBack([40])).ok).toBe(true);
    expect((await tabA.putBack([20])).ok).toBe(true);
    expect((await tabA.putBack([10])).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect((await tabA.dispatch(adjust('p2', 1))).ok).toBe(true);
    expect((await tabA.takeBack([5])).ok).toBe(true);
    expect(tabA.state.game).toEqual(await replayed());
    await tabB.refresh();
    expect(tabB.state.game).toEqual(tabA.state.game);
    // 160 taps of 1, the 5th and the 30th taken back (both on p2's side or p1's), 3 of 100 and 5 of 1.
    expect(balances(tabA).p1 + balances(tabA).p2).toBe(100 + 160 - 2 + 300 + 5);
  });
});

describe('session store: failed writes', () => {
  it('a QuotaExceededError is reported in plain words, nothing is ahead of the database, the next tap works', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    await store.dispatch(adjust('p1', 5));
    const original = db.events.bulkAdd.bind(db.events);
    db.events.bulkAdd = (() =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))) as unknown as typeof db.events.bulkAdd;
    const result = await store.dispatch(adjust('p1', 7));
    expect(result).toMatchObject({ ok: false, refused: false });
    expect((result as { reason: string }).reason).toMatch(/Storage is full/);
    expect(balances(store).p1).toBe(55);
    expect(store.seq).toBe(1);
    expect(await db.events.count()).toBe(1);
    expect((await db.sessions.get(record.id))!.lastSeq).toBe(1);
    db.events.bulkAdd = original;
    expect(await store.dispatch(adjust('p1', 7))).toMatchObject({ ok: true, done: 'Ana got 7M.' });
    expect(balances(store).p1).toBe(62);
    const reopened = await SessionStore.open(record.id, def, db);
    expect(balances(reopened!).p1).toBe(62);
  });
});
