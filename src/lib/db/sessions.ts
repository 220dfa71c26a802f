/**
 * Session rows: create, list, delete (a few seconds' "Undo", then 30 days in "Recently deleted"
 * with Restore), and the names (with their
 * colours) the app remembers for next time. Storage only; the rules live in $lib/core and $lib/games.
 */
import { initialSessionState } from '$lib/core/log';
import { regularsAfterRenames } from '$lib/core/play-again-line-up';
import type { GameKind, GameRules, Player, SessionConfig } from '$lib/core/types';
import { KEEP_DELETED_MS, UNDO_DELETE_MS } from './constants';
import { getDb } from './database';
import type { BoardroomDb, RememberedName, SessionRecord } from './schema';

export { KEEP_DELETED_MS, UNDO_DELETE_MS };

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export async function createSession(def: GameRules, config: SessionConfig, db: BoardroomDb = getDb()): Promise<SessionRecord> {
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
    standing: def.standing(state.game, config.players),
    deletedAt: 0
  };
  await db.transaction('rw', db.sessions, db.names, async () => {
    await db.sessions.add(record);
    await rememberPlayers(db, config.players, now);
  });
  return record;
}

/**
 * Keeps each player's name and colour for the next setup, as used at `at`. Inside the caller's
 * transaction (it must include `db.names`). A name already kept from a later game keeps its
 * newer colour: an imported old game does not undo what the table chose since.
 */
export async function rememberPlayers(db: BoardroomDb, players: readonly Player[], at: number): Promise<void> {
  const keys = players.map((p) => p.name.toLocaleLowerCase());
  const known = await db.names.bulkGet(keys);
  const fresh = players
    // What else is kept with a name (its id and former names, after a rename) stays with it.
    .map((p, i) => ({ ...known[i], key: keys[i], name: p.name, lastUsed: at, color: p.color }))
    .filter((entry, i) => !known[i] || known[i]!.lastUsed <= at);
  if (fresh.length) await db.names.bulkPut(fresh);
}

/** Sessions for the home screen, newest first, without those being deleted. */
export async function listSessions(db: BoardroomDb = getDb()): Promise<SessionRecord[]> {
  const all = await db.sessions.orderBy('updatedAt').reverse().toArray();
  return all.filter((s) => !s.deletedAt);
}

/** The home screen's list (as `listSessions`) and how many games wait in Recently deleted, in one read. */
export async function homeList(now = Date.now(), db: BoardroomDb = getDb()): Promise<{ rows: SessionRecord[]; deleted: number }> {
  const all = await db.sessions.orderBy('updatedAt').reverse().toArray();
  const keptSince = now - KEEP_DELETED_MS;
  return { rows: all.filter((s) => !s.deletedAt), deleted: all.filter((s) => s.deletedAt > keptSince).length };
}

/**
 * The newest game of `kind` that is not deleted, else the newest of any kind (by last change: the
 * table that played last), or undefined with none. Reads the `updatedAt` index from the newest down
 * and stops at the first game of the kind.
 */
export async function lastTable(kind: GameKind, db: BoardroomDb = getDb()): Promise<SessionRecord | undefined> {
  let anyKind: SessionRecord | undefined;
  let ofKind: SessionRecord | undefined;
  await db.sessions
    .orderBy('updatedAt')
    .reverse()
    .until(() => ofKind !== undefined)
    .each((s) => {
      if (s.deletedAt) return;
      anyKind ??= s;
      if (s.kind === kind) ofKind = s;
    });
  return ofKind ?? anyKind;
}

export async function getSession(id: string, db: BoardroomDb = getDb()): Promise<SessionRecord | undefined> {
  const record = await db.sessions.get(id);
  return record && !record.deletedAt ? record : undefined;
}

export async function countSessions(db: BoardroomDb = getDb()): Promise<number> {
  return db.sessions.count();
}

/** Hides a session at once; `purgeDeleted` removes it for good once it has been deleted KEEP_DELETED_MS. */
export async function markDeleted(id: string, db: BoardroomDb = getDb()): Promise<void> {
  await db.sessions.update(id, { deletedAt: Date.now() });
}

/**
 * The deleted sessions still kept ("Recently deleted"), most recently deleted first. Those due for
 * removal at the next start are left out: what the list offers to restore is still there.
 */
export async function listDeleted(now = Date.now(), db: BoardroomDb = getDb()): Promise<SessionRecord[]> {
  const rows = await db.sessions
    .where('deletedAt')
    .above(now - KEEP_DELETED_MS)
    .toArray();
  return rows.filter((s) => s.deletedAt > 0).sort((a, b) => b.deletedAt - a.deletedAt);
}

/** Brings back sessions hidden by `markDeleted` (those already purged are gone for good). */
export async function undoDelete(ids: string | readonly string[], db: BoardroomDb = getDb()): Promise<void> {
  const list = typeof ids === 'string' ? [ids] : ids;
  await db.transaction('rw', db.sessions, async () => {
    for (const id of list) await db.sessions.update(id, { deletedAt: 0 });
  });
}

/**
 * Removes for good the given sessions, if they are still marked deleted (one restored meanwhile,
 * in this tab or another, stays): "Delete for good" in Recently deleted.
 */
export async function purgeSessions(ids: readonly string[], db: BoardroomDb = getDb()): Promise<number> {
  return db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
    let purged = 0;
    for (const id of ids) {
      const row = await db.sessions.get(id);
      if (!row?.deletedAt) continue;
      await deleteSessionRows(db, id);
      purged++;
    }
    return purged;
  });
}

/** Removes sessions deleted more than `KEEP_DELETED_MS` ago, with their events and snapshots. */
export async function purgeDeleted(now = Date.now(), db: BoardroomDb = getDb()): Promise<number> {
  const due = () =>
    db.sessions
      .where('deletedAt')
      .between(1, now - KEEP_DELETED_MS, true, true)
      .primaryKeys();
  // Every start calls this and nearly always nothing is due: a read then, so that starting takes
  // no write lock on the stores the game screen is about to read.
  if ((await due()).length === 0) return 0;
  return db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
    const ids = await due();
    for (const id of ids) await deleteSessionRows(db, id);
    return ids.length;
  });
}

export async function deleteSessionRows(db: BoardroomDb, id: string): Promise<void> {
  await db.events.where('[sessionId+seq]').between([id, -Infinity], [id, Infinity]).delete();
  await db.snapshots.where('[sessionId+seq]').between([id, -Infinity], [id, Infinity]).delete();
  await db.sessions.delete(id);
}

/**
 * Marks games as being in a backup file as of `at` (a backup of these games was handed over), so
 * that the reminder counts them as safe until they change. Their `updatedAt` stays: nothing in the
 * game changed.
 */
export async function markGamesBackedUp(ids: readonly string[], at = Date.now(), db: BoardroomDb = getDb()): Promise<void> {
  await db.transaction('rw', db.sessions, async () => {
    for (const id of ids) await db.sessions.update(id, { backedUpAt: at });
  });
}

/**
 * The names kept from earlier games, most recently used first (with their colour where known), as
 * the games have them now: a player renamed mid-game by the new name only (see regularsAfterRenames).
 */
export async function rememberedNames(db: BoardroomDb = getDb()): Promise<RememberedName[]> {
  return db.transaction('r', db.names, db.sessions, async () => {
    const [kept, games] = await Promise.all([db.names.orderBy('lastUsed').reverse().limit(50).toArray(), db.sessions.toArray()]);
    const byKey = new Map(kept.map((n) => [n.key, n]));
    // The rows kept stay whole (their id and former names); a name given mid-game is only offered.
    return regularsAfterRenames(kept, games).map((n) => byKey.get(n.key) ?? n);
  });
}
