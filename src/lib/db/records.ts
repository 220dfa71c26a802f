/**
 * What the result screen and the Players screen read and write: a finished game's row with its
 * whole log, the finished rows with their result summaries and the remembered names, the summary
 * worked out once for rows written before summaries existed, and renaming a remembered player.
 * Storage only: the results and the records are computed in $lib/core.
 */
import { resultSummary, isResultSummary, type ResultSummary } from '$lib/core/results';
import { renamedPeople, personKey, type Person, type RecordRow } from '$lib/core/records';
import { nameProblem } from '$lib/core/players';
import type { LogEntry } from '$lib/core/types';
import { loadGame } from '$lib/games/registry';
import { getDb } from './database';
import type { BoardroomDb, RememberedName, SessionRecord } from './schema';
import { readTail, SessionStore } from './session-store';

/** A session row with its whole log and the remembered names (for the players' stable ids). */
export async function readGameForResult(
  id: string,
  db: BoardroomDb = getDb()
): Promise<{ record: SessionRecord; entries: LogEntry[]; people: Person[] } | null> {
  return db.transaction('r', db.sessions, db.events, db.names, async () => {
    const record = await db.sessions.get(id);
    if (!record || record.deletedAt) return null;
    const entries = await readTail(db, id, 0);
    const people = await db.names.toArray();
    return { record, entries, people };
  });
}

/**
 * Keeps a summary worked out from the log on a row that had none, if the row is still at the
 * same entry (a tap since then wrote its own).
 */
export async function storeResult(id: string, lastSeq: number, result: ResultSummary, db: BoardroomDb = getDb()): Promise<boolean> {
  return db.transaction('rw', db.sessions, async () => {
    const row = await db.sessions.get(id);
    if (!row || row.lastSeq !== lastSeq || row.status !== 'finished') return false;
    await db.sessions.update(id, { result });
    return true;
  });
}

export interface RecordsData {
  rows: RecordRow[];
  people: Person[];
  /** Finished games whose rows have no summary yet (written before summaries existed). */
  missing: string[];
}

/** The finished games' rows and the remembered names, in one read: no log is read. */
export async function readRecords(db: BoardroomDb = getDb()): Promise<RecordsData> {
  return db.transaction('r', db.sessions, db.names, async () => {
    const [sessions, people] = await Promise.all([db.sessions.toArray(), db.names.toArray()]);
    const rows: RecordRow[] = [];
    const missing: string[] = [];
    for (const s of sessions) {
      if (s.deletedAt || s.status !== 'finished') continue;
      if (isResultSummary(s.result)) rows.push({ id: s.id, kind: s.kind, players: s.players, createdAt: s.createdAt, result: s.result });
      else missing.push(s.id);
    }
    return { rows, people, missing };
  });
}

/**
 * Works out and stores the summary of finished games whose rows have none, one game at a time
 * (each opened from its newest snapshot). Done once: the summary then stays on the row.
 */
export async function fillMissingResults(ids: readonly string[], db: BoardroomDb = getDb()): Promise<number> {
  let filled = 0;
  for (const id of ids) {
    const row = await db.sessions.get(id);
    if (!row || row.deletedAt || row.status !== 'finished' || isResultSummary(row.result)) continue;
    const def = await loadGame(row.kind);
    const store = await SessionStore.open(id, def, db);
    const result = store && resultSummary(def, store.state, row.players);
    if (result && (await storeResult(id, store.seq, result, db))) filled++;
  }
  return filled;
}

/**
 * Renames a remembered player: their record stays together under the new name (games played
 * under the old one count for it), their colour and stable id go with them. Renaming to a name
 * already remembered joins the two records. Returns the problem with the name, or null.
 */
export async function renamePlayer(key: string, name: string, at = Date.now(), db: BoardroomDb = getDb()): Promise<string | null> {
  const problem = nameProblem(name, []);
  if (problem) return problem;
  return db.transaction('rw', db.names, async () => {
    // A player known only from their games (never remembered, or forgotten): remembered from now on.
    const from: RememberedName = (await db.names.get(key)) ?? { key, name: key, lastUsed: 0 };
    const to = personKey(name);
    const existing = to === key ? undefined : await db.names.get(to);
    const change = renamedPeople(from, name, existing, at);
    if (!change) return null;
    const row: RememberedName = { ...(change.put as RememberedName), lastUsed: Math.max(from.lastUsed, existing?.lastUsed ?? 0) };
    await db.names.bulkDelete(change.remove);
    await db.names.put(row);
    return null;
  });
}
