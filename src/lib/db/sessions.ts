/**
 * Session rows: create, list, delete with a few seconds' "Undo delete", and the names the app
 * remembers for next time. Storage only; the rules live in $lib/core and $lib/games.
 */
import { initialSessionState } from '$lib/core/log';
import type { GameDefinition, SessionConfig } from '$lib/core/types';
import { getDb } from './database';
import type { BoardroomDb, RememberedName, SessionRecord } from './schema';

/** How long a deleted session can still be brought back. */
export const UNDO_DELETE_MS = 8000;

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export async function createSession(def: GameDefinition, config: SessionConfig, db: BoardroomDb = getDb()): Promise<SessionRecord> {
  const now = Date.now();
  // `setup` throws on bad options: better here than a session that cannot open.
  const state = initialSessionState(def, config, now);
  const record: SessionRecord = {
    id: newId(),
    kind: config.kind,
    players: config.players,
    options: config.options,
    createdAt: now,
    updatedAt: now,
    lastSeq: 0,
    status: 'active',
    summary: def.summary(state.game),
    deletedAt: 0
  };
  await db.transaction('rw', db.sessions, db.names, async () => {
    await db.sessions.add(record);
    await db.names.bulkPut(config.players.map((p) => ({ key: p.name.toLocaleLowerCase(), name: p.name, lastUsed: now })));
  });
  return record;
}

/** Sessions for the home screen, newest first, without those being deleted. */
export async function listSessions(db: BoardroomDb = getDb()): Promise<SessionRecord[]> {
  const all = await db.sessions.orderBy('updatedAt').reverse().toArray();
  return all.filter((s) => !s.deletedAt);
}

export async function getSession(id: string, db: BoardroomDb = getDb()): Promise<SessionRecord | undefined> {
  const record = await db.sessions.get(id);
  return record && !record.deletedAt ? record : undefined;
}

export async function countSessions(db: BoardroomDb = getDb()): Promise<number> {
  return db.sessions.count();
}

/** Hides a session at once; `purgeDeleted` removes it for good once the undo time is over. */
export async function markDeleted(id: string, db: BoardroomDb = getDb()): Promise<void> {
  await db.sessions.update(id, { deletedAt: Date.now() });
}

export async function undoDelete(id: string, db: BoardroomDb = getDb()): Promise<void> {
  await db.sessions.update(id, { deletedAt: 0 });
}

/** Removes sessions deleted more than `UNDO_DELETE_MS` ago, with their events and snapshots. */
export async function purgeDeleted(now = Date.now(), db: BoardroomDb = getDb()): Promise<number> {
  return db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
    const due = await db.sessions.where('deletedAt').between(1, now - UNDO_DELETE_MS, true, true).primaryKeys();
    for (const id of due) await deleteSessionRows(db, id);
    return due.length;
  });
}

export async function deleteSessionRows(db: BoardroomDb, id: string): Promise<void> {
  await db.events.where('[sessionId+seq]').between([id, -Infinity], [id, Infinity]).delete();
  await db.snapshots.where('[sessionId+seq]').between([id, -Infinity], [id, Infinity]).delete();
  await db.sessions.delete(id);
}

export async function rememberedNames(db: BoardroomDb = getDb()): Promise<RememberedName[]> {
  return db.names.orderBy('lastUsed').reverse().limit(50).toArray();
}
