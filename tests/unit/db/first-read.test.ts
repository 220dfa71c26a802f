// The home screen's first read, done without Dexie: the same list as Dexie's, never a database
// created or upgraded by it, "unknown" (so the Dexie path) for anything it does not know, and the
// channel on which Dexie tells other tabs of a write.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { NATIVE_VERSION, DB_NAME } from '$lib/db/constants';
import { databasePresence, onOtherTabWrite, readSessionsAtStart } from '$lib/db/first-read';
import { BoardroomDb } from '$lib/db/schema';
import { createSession, homeList, markDeleted } from '$lib/db/sessions';
import type { GameDefinition } from '$lib/core/types';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { ANA, BEN, CAI } from '../helpers';

const lb = logoBillionaire as unknown as GameDefinition;

/** The app's own database, in an IndexedDB of its own. */
function appDb(factory = new IDBFactory()): { factory: IDBFactory; db: BoardroomDb } {
  return { factory, db: new BoardroomDb(DB_NAME, { indexedDB: factory, IDBKeyRange }) };
}

describe('the first read of the list', () => {
  it('finds no database on a first visit, and does not create one', async () => {
    const factory = new IDBFactory();
    expect(await readSessionsAtStart(factory)).toEqual({ kind: 'absent' });
    expect(await factory.databases()).toEqual([]);
  });

  it("gives the games exactly as Dexie's homeList does: newest first, ties alike, deleted ones counted apart", async () => {
    const { factory, db } = appDb();
    const made = [];
    for (const players of [
      [ANA, BEN],
      [BEN, CAI],
      [ANA, CAI],
      [CAI, ANA]
    ]) {
      made.push(await createSession(lb, { kind: 'logo-billionaire', players, options: {} }, db));
    }
    // Two games last played at the same moment: the order between them must match too.
    await db.sessions.update(made[1].id, { updatedAt: 5 });
    await db.sessions.update(made[2].id, { updatedAt: 5 });
    await markDeleted(made[3].id, db);
    const expected = await homeList(Date.now(), db);
    expect(expected.rows).toHaveLength(3);
    expect(expected.deleted).toBe(1);
    db.close();
    expect(await readSessionsAtStart(factory)).toEqual({ kind: 'rows', ...expected, total: 3 });
  });

  it('reads only the first page, the games in progress it is asked for, and counts the rest with the indexes', async () => {
    const { factory, db } = appDb();
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await createSession(lb, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, db));
    // Oldest first by updatedAt; two finished, one deleted among the newest, one old game in progress.
    for (const [i, row] of made.entries())
      await db.sessions.update(row.id, { updatedAt: 1000 + i, status: i === 1 ? 'active' : 'finished' });
    await db.sessions.update(made[11].id, { deletedAt: Date.now() });
    const expected = await homeList(Date.now(), db);
    db.close();
    const first = await readSessionsAtStart(factory, { page: 4, inProgress: [made[1].id, made[10].id, 'gone'] });
    if (first.kind !== 'rows') throw new Error(first.kind);
    expect(first.total).toBe(11);
    expect(first.deleted).toBe(1);
    // The 4 newest not deleted, then the old game in progress, in homeList's order.
    expect(first.rows.map((r) => r.id)).toEqual([...expected.rows.slice(0, 4), made[1]].map((r) => r.id));
    expect(first.rows).toEqual(expected.rows.filter((r) => first.rows.some((f) => f.id === r.id)));
    // A game asked for that is no longer in progress is not brought forward.
    const again = await readSessionsAtStart(factory, { page: 2, inProgress: [made[3].id] });
    expect(again.kind === 'rows' && again.rows.map((r) => r.id)).toEqual([made[10].id, made[9].id]);
  });

  it('gives an empty list for a database with no games', async () => {
    const { factory, db } = appDb();
    await db.open();
    db.close();
    expect(await readSessionsAtStart(factory)).toEqual({ kind: 'rows', rows: [], total: 0, deleted: 0 });
  });

  it('knows the version Dexie gives the newest schema', async () => {
    const { db } = appDb();
    await db.open();
    expect(db.backendDB().version).toBe(NATIVE_VERSION);
    db.close();
  });

  it('leaves a database of another version to Dexie, untouched', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const request = factory.open(DB_NAME, NATIVE_VERSION + 10);
      request.onupgradeneeded = () => request.result.createObjectStore('sessions', { keyPath: 'id' });
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect(await readSessionsAtStart(factory)).toEqual({ kind: 'unknown' });
    expect((await factory.databases()).map((d) => d.version)).toEqual([NATIVE_VERSION + 10]);
  });

  it('answers "unknown" where the browser cannot list its databases', async () => {
    const factory = new IDBFactory();
    Object.defineProperty(factory, 'databases', { value: undefined });
    expect(await databasePresence(factory)).toBe('unknown');
    expect(await readSessionsAtStart(factory)).toEqual({ kind: 'unknown' });
  });
});

describe('another tab’s write', () => {
  it('is heard on the channel Dexie broadcasts its writes on', async () => {
    const { db } = appDb();
    let heard = 0;
    const stop = onOtherTabWrite(() => heard++);
    try {
      await createSession(lb, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, db);
      await expect.poll(() => heard, { timeout: 2000 }).toBeGreaterThan(0);
    } finally {
      stop();
      db.close();
    }
  });
});
