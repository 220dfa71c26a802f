// A phone's connection to a live table, without a server (nothing listens on its address): a
// gesture made after the host closed the table stays on the phone and is not appended to the shared
// log; a page that loads the table again while offline counts the changes the table has not had; a
// table closed (or left) says so only once the game's views have let go of it; an entry stored and
// not in the document on opening waits for the table's state and is pushed only if the table lacks it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { markShared } from '$lib/db/live-sessions';
import { LiveConnection, PUSH_WAIT_MAX_MS } from '$lib/live/connection.svelte';
import { adjust, freshDb, newStore } from '../helpers';

const NOWHERE = 'http://127.0.0.1:9';
// The provider opens a browser WebSocket; Node's test environment has none of its own.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
const opened: LiveConnection[] = [];
const connect = (link: ConstructorParameters<typeof LiveConnection>[0]) => {
  const connection = new LiveConnection(link, NOWHERE);
  opened.push(connection);
  return connection;
};
afterEach(() => {
  vi.unstubAllGlobals();
  for (const c of opened.splice(0)) c.provider.destroy();
});

/** Lets the tasks queued so far run (the push that follows a save is one). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** The page's idle moments, run by hand: the y-indexeddb copy of a push waits for one (see keepLater). */
function manualIdle(): () => void {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {};
  });
  return () => idle.splice(0).forEach((run) => run());
}

const linkOf = (tableId: string) => ({ tableId, secret: 's'.repeat(43), device: 'host', seat: null, host: 'host' });

/**
 * A game on this phone (in `db`), marked shared at the table of `link`, with its connection attached
 * and holding the table's state (as the provider's sync with the server leaves it): its taps go to the
 * shared log as they are saved.
 */
async function attachedShared(link: ConstructorParameters<typeof LiveConnection>[0], db = freshDb()) {
  const { store } = await newStore(db);
  await store.exclusive((d) => markShared(d, store.id, link));
  const connection = connect(link);
  await connection.attach(store);
  connection['tableReached']();
  return { store, connection };
}

describe('a live connection', () => {
  it('appends nothing once the table is closed, even before this phone has marked its game left', async () => {
    const db = freshDb();
    const link = linkOf('C'.repeat(22));
    const { store, connection } = await attachedShared(link, db);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    expect(connection.log.length).toBe(1);
    // The host's close arrives from the table.
    connection.doc.transact(() => connection.table.set('closed', true), 'table');
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    expect(connection.log.length).toBe(1);
  });

  it('counts this phone’s changes waiting when it loads the table again with the network gone', async () => {
    const db = freshDb();
    const link = linkOf('W'.repeat(22));
    const { store, connection: first } = await attachedShared(link, db);
    await store.dispatch(adjust('p1', 5));
    await store.dispatch(adjust('p2', 5));
    await nextTask();
    expect(first.waiting).toBe(2);
    // Let y-indexeddb store the document, then a new page load (a new connection to the same table).
    await new Promise((r) => setTimeout(r, 1200));
    first.provider.destroy();
    const again = connect(link);
    await again.attach(store);
    expect(again.log.length).toBe(2);
    expect(again.waiting).toBe(2);
  });

  it('pushes a gesture to the shared log after it is saved, and from the stored log on the next open if the page closed first', async () => {
    const db = freshDb();
    const link = linkOf('P'.repeat(22));
    const { store, connection: first } = await attachedShared(link, db);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    // Saved (in Dexie, on screen) before the Yjs transaction, the y-indexeddb write and the message.
    expect(store.seq).toBe(1);
    expect(first.log.length).toBe(0);
    await nextTask();
    expect(first.log.toArray().map((e) => e.id)).toEqual(['host:1']);

    // The page closes between a save and its push: the push never runs.
    expect((await store.dispatch(adjust('p2', 7))).ok).toBe(true);
    clearTimeout(first['pushTask'] ?? undefined);
    expect(first.log.length).toBe(1);
    await new Promise((r) => setTimeout(r, 1200)); // y-indexeddb stores what the document had
    first.provider.destroy();
    opened.splice(opened.indexOf(first), 1);
    // The next page load: the stored log is the truth. What the shared log lacks waits for the table's
    // state (the table may have it already), counted as waiting, then is appended to it.
    const again = connect(link);
    await again.attach(store);
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    expect(again.waiting).toBe(2);
    // A tap meanwhile waits behind it, so that the two reach the table in the order they were stored.
    expect((await store.dispatch(adjust('p1', 2))).ok).toBe(true);
    await nextTask();
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    expect(again.waiting).toBe(3);
    again['tableReached']();
    await vi.waitFor(() => expect(again.log.length).toBe(3));
    expect(again.log.toArray().map((e) => [e.id, e.event])).toEqual([
      ['host:1', adjust('p1', 5)],
      ['host:2', adjust('p2', 7)],
      ['host:3', adjust('p1', 2)]
    ]);
    expect(again.waiting).toBe(3);
    // Once pushed, a later gesture follows it and nothing is pushed twice.
    await store.dispatch(adjust('p1', 1));
    await nextTask();
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1', 'host:2', 'host:3', 'host:4']);
  });

  it('pushes between taps: a push that finds the next tap being saved waits for it, at most PUSH_WAIT_MAX_MS', async () => {
    const { store, connection } = await attachedShared(linkOf('B'.repeat(22)));
    const updates: Uint8Array[] = [];
    connection.doc.on('update', (update: Uint8Array) => updates.push(update));
    // A write of the game in flight for as long as the test says (a tap being saved).
    let release = () => {};
    const inFlight = () =>
      store.exclusive(
        () => new Promise<void>((done) => (release = done)),
        () => true
      );
    expect((await store.dispatch(adjust('p1', 1))).ok).toBe(true);
    // The next tap starts at once, as the bench's do: the push waits for it instead of running in it.
    const first = inFlight();
    const second = store.dispatch(adjust('p1', 2));
    await nextTask();
    expect(connection.log.length).toBe(0);
    release();
    await first;
    expect((await second).ok).toBe(true);
    await nextTask();
    // Both in one update, in the order they were stored.
    expect(connection.log.toArray().map((e) => e.id)).toEqual(['host:1', 'host:2']);
    expect(updates).toHaveLength(1);
    // Taps that never leave a gap: the push goes anyway once the first waiting has waited long enough.
    expect((await store.dispatch(adjust('p1', 3))).ok).toBe(true);
    const endless = inFlight();
    await nextTask();
    expect(connection.log.length).toBe(2);
    await new Promise((r) => setTimeout(r, PUSH_WAIT_MAX_MS + 50));
    expect(connection.log.toArray().map((e) => e.id)).toEqual(['host:1', 'host:2', 'host:3']);
    release();
    await endless;
  });

  it('pushes an entry the table got from a page closed before y-indexeddb stored it exactly once', async () => {
    const db = freshDb();
    const link = linkOf('E'.repeat(22));
    const { store, connection: first } = await attachedShared(link, db);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    await new Promise((r) => setTimeout(r, 1200)); // y-indexeddb stores host:1
    // The second tap's push leaves for the table, and the page closes before y-indexeddb stores it.
    expect((await store.dispatch(adjust('p2', 7))).ok).toBe(true);
    await nextTask();
    const table = Y.encodeStateAsUpdate(first.doc);
    first['cancelKeep']?.();
    first.provider.destroy();
    opened.splice(opened.indexOf(first), 1);

    const again = connect(link);
    await again.attach(store);
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    // The table's state arrives (the server had host:2): nothing is pushed twice.
    Y.applyUpdate(again.doc, table, 'server');
    again['tableReached']();
    await new Promise((r) => setTimeout(r, 100));
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1', 'host:2']);
    expect(store.seq).toBe(2);
  });

  it('keeps the stored order on opening until the table has said where an entry it lacks stands', async () => {
    manualIdle(); // no idle moment: host:1's copy is never written
    const db = freshDb();
    const link = linkOf('O'.repeat(22));
    const { store, connection: first } = await attachedShared(link, db);
    // Another phone's entry made without this phone's: concurrent with it, placed after it by Yjs.
    const other = new Y.Doc();
    other.clientID = first.doc.clientID + 1;
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    const theirs = { id: 'guest:1', device: 'guest', seat: 'p2', at: 1, event: adjust('p2', 3) };
    other.getArray('log').push([theirs]);
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(other), 'server');
    await vi.waitFor(() => expect(store.seq).toBe(2));
    const stored = async () => (await db.events.where('sessionId').equals(store.id).sortBy('seq')).map((e) => e.live?.id);
    expect(await stored()).toEqual(['host:1', 'guest:1']);
    // The page closes before y-indexeddb wrote host:1 (the other phone's entry was written at once).
    const table = Y.encodeStateAsUpdate(first.doc);
    await new Promise((r) => setTimeout(r, 200));
    first.provider.destroy();
    opened.splice(opened.indexOf(first), 1);

    const again = connect(link);
    await again.attach(store);
    expect(again.log.toArray().map((e) => e.id)).toEqual(['guest:1']);
    // Not [guest:1, host:1] for a moment: the table has host:1 first.
    expect(await stored()).toEqual(['host:1', 'guest:1']);
    expect(again.waiting).toBe(1);
    Y.applyUpdate(again.doc, table, 'server');
    again['tableReached']();
    await new Promise((r) => setTimeout(r, 100));
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1', 'guest:1']);
    expect(await stored()).toEqual(['host:1', 'guest:1']);
  });

  /** This phone loses its connection to the table after having had its state (the socket opened, then dropped). */
  function cut(connection: LiveConnection): void {
    connection['onStatus']('connected');
    connection['onStatus']('disconnected');
  }

  /**
   * The table as the server holds it, with another phone's entry appended while this phone was cut:
   * a document whose client id makes Yjs place that entry after this phone's concurrent one, as the
   * play-test's merge did.
   */
  function tableWithGuestEntry(connection: LiveConnection): Y.Doc {
    const table = new Y.Doc();
    table.clientID = connection.doc.clientID + 1;
    Y.applyUpdate(table, Y.encodeStateAsUpdate(connection.doc), 'server');
    table.getArray('log').push([{ id: 'guest:1', device: 'guest', seat: 'p2', at: 2, event: adjust('p2', 10) }]);
    return table;
  }

  const storedIds = async (db: ReturnType<typeof freshDb>, sessionId: string) =>
    (await db.events.where('sessionId').equals(sessionId).sortBy('seq')).map((e) => e.live?.id);

  it('holds a cut phone’s entries until the table’s state is back, then appends them after what the table did meanwhile', async () => {
    const db = freshDb();
    const { store, connection } = await attachedShared(linkOf('M'.repeat(22)), db);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    expect(connection.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    const table = tableWithGuestEntry(connection);

    cut(connection);
    const waiting = connection.waiting; // host:1 (no server here acknowledges it)
    expect((await store.dispatch(adjust('p1', 50))).ok).toBe(true);
    await nextTask();
    // Saved on the phone and shown by its fold, counted as waiting, and not in the shared log yet.
    expect(store.seq).toBe(2);
    expect(connection.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    expect(connection.waiting).toBe(waiting + 1);

    // Back: the server's state arrives (its sync step), then the provider says the table is reached.
    Y.applyUpdate(connection.doc, Y.encodeStateAsUpdate(table), 'server');
    connection['tableReached']();
    await vi.waitFor(() => expect(connection.log.length).toBe(3));
    const order = ['host:1', 'guest:1', 'host:2'];
    expect(connection.log.toArray().map((e) => e.id)).toEqual(order);
    await vi.waitFor(async () => expect(await storedIds(db, store.id)).toEqual(order));
    // The table gets the same order: the cut phone's entry follows the other phone's.
    Y.applyUpdate(table, Y.encodeStateAsUpdate(connection.doc), 'server');
    expect(
      table
        .getArray<{ id: string }>('log')
        .toArray()
        .map((e) => e.id)
    ).toEqual(order);
  });

  it('keeps a cut phone’s held entries across a reload while cut, and appends them after the table’s once it is back', async () => {
    const db = freshDb();
    const link = linkOf('N'.repeat(22));
    const { store, connection: first } = await attachedShared(link, db);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    const table = tableWithGuestEntry(first);
    cut(first);
    expect((await store.dispatch(adjust('p1', 50))).ok).toBe(true);
    await nextTask();
    first['storeKept']();
    await new Promise((r) => setTimeout(r, 200)); // y-indexeddb stores what the document has
    first.provider.destroy();
    opened.splice(opened.indexOf(first), 1);

    const again = connect(link);
    await again.attach(store);
    expect(store.seq).toBe(2);
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    expect(again.waiting).toBe(2); // host:1 (no server here acknowledges it) and host:2
    // A tap on the reloaded page, still cut, waits behind it.
    expect((await store.dispatch(adjust('p1', 1))).ok).toBe(true);
    await nextTask();
    expect(again.log.length).toBe(1);
    Y.applyUpdate(again.doc, Y.encodeStateAsUpdate(table), 'server');
    again['tableReached']();
    await vi.waitFor(() => expect(again.log.length).toBe(4));
    const order = ['host:1', 'guest:1', 'host:2', 'host:3'];
    expect(again.log.toArray().map((e) => e.id)).toEqual(order);
    await vi.waitFor(async () => expect(await storedIds(db, store.id)).toEqual(order));
  });

  it('sends a cut host’s held entries before its close when it stops sharing', async () => {
    const { store, connection } = await attachedShared(linkOf('H'.repeat(22)));
    cut(connection);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    expect(connection.log.length).toBe(0);
    const updates: string[] = [];
    connection.log.observe(() => updates.push('log'));
    connection.table.observe(() => updates.push('table'));
    await connection.stopSharing();
    expect(connection.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    expect(connection.closed).toBe(true);
    expect(updates).toEqual(['log', 'table']);
  });

  it('writes the y-indexeddb copy of its pushes when the page is idle with no tap in flight, those kept meanwhile in one write', async () => {
    const runIdle = manualIdle();
    const db = freshDb();
    const link = linkOf('K'.repeat(22));
    const { store, connection } = await attachedShared(link, db);
    const persistence = connection.persistence as unknown as { _dbsize: number };
    const before = persistence._dbsize;
    for (const amount of [1, 2, 3]) {
      expect((await store.dispatch(adjust('p1', amount))).ok).toBe(true);
      await nextTask();
    }
    // Pushed at once (the table has them), and no write to y-indexeddb in the way of the next taps.
    expect(connection.log.length).toBe(3);
    expect(persistence._dbsize).toBe(before);
    // Idle, but a tap is being stored: the copy waits for the next idle moment.
    const tap = store.dispatch(adjust('p1', 4));
    runIdle();
    expect(persistence._dbsize).toBe(before);
    await tap;
    await nextTask();
    runIdle();
    expect(persistence._dbsize).toBe(before + 1);
    expect(connection.log.length).toBe(4);
  });

  it('reopens a game whose log the table already holds without writing it again (nor loading the report for its row)', async () => {
    const db = freshDb();
    const link = linkOf('R'.repeat(22));
    const { store, connection: first } = await attachedShared(link, db);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await nextTask();
    first['storeKept']();
    await new Promise((r) => setTimeout(r, 200)); // y-indexeddb stores host:1
    first.provider.destroy();
    opened.splice(opened.indexOf(first), 1);
    const reread = vi.spyOn(store as unknown as { wholeGame: () => Promise<unknown> }, 'wholeGame');
    const again = connect(link);
    await again.attach(store);
    expect(again.log.toArray().map((e) => e.id)).toEqual(['host:1']);
    expect(reread).not.toHaveBeenCalled();
    expect(store.seq).toBe(1);
  });

  it('while live, shows the changes waiting only when the acknowledgement is late, so that the line does not change with every tap', async () => {
    const db = freshDb();
    const link = linkOf('L'.repeat(22));
    const { store, connection } = await attachedShared(link, db);
    connection.status = 'live'; // as the provider's synced connection makes it
    await store.dispatch(adjust('p1', 5));
    await nextTask();
    expect(connection.log.length).toBe(1);
    expect(connection.waiting).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(connection.waiting).toBe(1);
  });

  /** The line's state at each change of the store's views: [status, whether the game has left the table]. */
  function followLine(connection: LiveConnection, store: Awaited<ReturnType<typeof newStore>>['store']): [string, boolean][] {
    const seen: [string, boolean][] = [];
    store.subscribe(() => seen.push([connection.status, Boolean(store.record.live?.left)]));
    return seen;
  }

  /** A guest's game at a live table (`tableId`), attached and live, with its line followed. */
  async function liveGuest(tableId: string) {
    const link = { ...linkOf(tableId), device: 'guest', seat: 'p2' };
    const { store, connection } = await attachedShared(link, freshDb());
    connection.status = 'live';
    return { store, connection, seen: followLine(connection, store) };
  }

  it('says closed only once the game has left the table when the host stops sharing, so the line goes from live to none', async () => {
    const { store, connection, seen } = await liveGuest('X'.repeat(22));
    // The host's close arrives from the table.
    connection.doc.transact(() => connection.table.set('closed', true), 'table');
    await vi.waitFor(() => expect(connection.status).toBe('closed'));
    expect(store.record.live?.left).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    // A view still at the table (its line drawn) never saw the line say closed.
    expect(seen.filter(([status, left]) => status === 'closed' && !left)).toEqual([]);
  });

  it('says closed only once the game has left the table when this phone leaves it', async () => {
    const { store, connection, seen } = await liveGuest('Y'.repeat(22));
    await connection.leave(store.id);
    expect(connection.status).toBe('closed');
    expect(store.record.live?.left).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter(([status, left]) => status === 'closed' && !left)).toEqual([]);
  });
});
