/**
 * What needs a finished game's log: its row with the whole log and the remembered names (for the
 * result screen), and the summary worked out once for rows written before summaries were kept on
 * rows (each game opened from its newest snapshot). Storage only: the result is computed in
 * $lib/core.
 */
import { isResultSummary, resultSummary } from '$lib/core/results';
import type { Person } from '$lib/core/player-records';
import type { LogEntry } from '$lib/core/types';
import { loadGame } from '$lib/games/registry';
import { getDb } from './database';
import { storeResult } from './records-data';
import type { BoardroomDb, SessionRecord } from './schema';
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
