/**
 * What the Players screen reads and writes: the finished rows with their result summaries and the
 * remembered names (no log is read, so it stays quick with hundreds of games), a summary kept on
 * a row that had none, and renaming a remembered player. Kept apart from result-data.ts, which
 * reads logs, so that the Players screen loads none of that. Storage only: the records are
 * computed in $lib/core.
 */
import { isResultSummary, type ResultSummary } from '$lib/core/results';
import { renamedPeople, personKey, type Person, type RecordRow } from '$lib/core/player-records';
import { nameProblem } from '$lib/core/players';
import { playersNamed } from '$lib/core/rename';
import { getDb } from './database';
import type { BoardroomDb, RememberedName } from './schema';

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
      if (isResultSummary(s.result))
        rows.push({ id: s.id, kind: s.kind, players: playersNamed(s.players, s.names), createdAt: s.createdAt, result: s.result });
      else missing.push(s.id);
    }
    return { rows, people, missing };
  });
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
