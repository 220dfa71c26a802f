// An open game follows the other tabs' writes through their announcements (db/session-writes.ts),
// and its own taps cause no read of the database after they are saved: a read of the session row
// after each tap held the next tap's write until it was done.
import { afterEach, describe, expect, it } from 'vitest';
import type { DBCore, Middleware } from 'dexie';
import { useDatabase } from '$lib/db/database';
import { BoardroomDb } from '$lib/db/schema';
import { onSessionWritten, type SessionWritten } from '$lib/db/session-writes';
import { OpenSession } from '$lib/state/open-session.svelte';
import { adjust, newStore, pay } from '../helpers';

const settle = () => new Promise((done) => setTimeout(done, 60));

/** A database that records every transaction Dexie starts on it (its stores and mode). */
function countedDb(): { db: BoardroomDb; started: string[] } {
  const started: string[] = [];
  const db = new BoardroomDb(`open-session-writes-${Date.now()}-${Math.random()}`);
  const counting: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'CountTransactions',
    create: (down) => ({
      ...down,
      transaction: (stores, mode, options) => {
        started.push(`${mode} ${[...stores].join(',')}`);
        return down.transaction(stores, mode, options);
      }
    })
  };
  db.use(counting);
  useDatabase(db);
  return { db, started };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('an open game and the writes of other tabs', () => {
  it('announces a stored tap with its seq once committed, and nothing for a refused one', async () => {
    const { db } = countedDb();
    const { record, store } = await newStore(db);
    const heard: SessionWritten[] = [];
    stops.push(onSessionWritten((written) => heard.push(written)));
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    await settle();
    expect(heard).toEqual([{ id: record.id, lastSeq: 1 }]);
    expect((await store.dispatch(pay('p1', 'p2', 500))).ok).toBe(false);
    await settle();
    expect(heard).toHaveLength(1);
  });

  it('catches up with a write made by another tab', async () => {
    const { db } = countedDb();
    const { def, record, store: otherTab } = await newStore(db);
    const open = await OpenSession.open(record.id, def);
    stops.push(() => open!.close());
    expect((await otherTab.dispatch(adjust('p1', 7))).ok).toBe(true);
    await settle();
    expect(open!.seq).toBe(1);
    expect((open!.state.game as { balances: Record<string, number> }).balances.p1).toBe(57);
  });

  it('starts no transaction after its own tap is saved', async () => {
    const { db, started } = countedDb();
    const { def, record } = await newStore(db);
    const open = await OpenSession.open(record.id, def);
    stops.push(() => open!.close());
    await settle();
    started.length = 0;
    expect((await open!.dispatch(adjust('p1', 5))).ok).toBe(true);
    const byTheTap = started.length;
    await settle();
    expect(byTheTap).toBe(1);
    expect(started).toEqual(['readwrite sessions,events,snapshots']);
  });
});
