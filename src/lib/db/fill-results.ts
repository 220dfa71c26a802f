/**
 * The summary of finished games whose rows were written before summaries were kept on rows, worked
 * out once (each game opened from its newest snapshot) and stored. Storage and wiring only: the
 * result is computed in $lib/core.
 */
import { isResultSummary, resultSummary } from '$lib/core/results';
import { loadGame } from '$lib/games/registry';
import { getDb } from './database';
import { storeResult } from './records-data';
import type { BoardroomDb } from './schema';
import { SessionStore } from './session-store';

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
