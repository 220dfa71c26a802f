/**
 * The Players screen's data: the records of every finished game on this phone, read from the
 * session rows (no log is folded), and the summaries of older games worked out once when some
 * rows have none yet. No Svelte here: the screens call these and render the records.
 */
import { buildRecords, type PlayerRecord } from '$lib/core/player-records';
import { readRecords } from '$lib/db/records-data';
import { GAMES } from '$lib/games/catalog';

export interface Records {
  players: PlayerRecord[];
  /** Finished games whose rows have no summary yet; `completeRecords` works them out. */
  missing: string[];
}

export async function loadRecords(): Promise<Records> {
  const data = await readRecords();
  return {
    players: buildRecords(
      data.rows,
      data.people,
      GAMES.map((g) => g.kind)
    ),
    missing: data.missing
  };
}

/** Works out the summaries the rows lack (once: they are kept), then reads the records again. */
export async function completeRecords(missing: readonly string[]): Promise<Records> {
  // Loaded only when needed: filling in opens games with their rules, which the list never does.
  const { fillMissingResults } = await import('$lib/db/fill-results');
  await fillMissingResults(missing);
  return loadRecords();
}
