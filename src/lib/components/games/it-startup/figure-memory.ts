/**
 * The figures the rulebook does not print (an action card's cost, an employee's efficiency, the
 * Investor's gain), as this phone learnt them from plays that still stand. Each figure typed is
 * kept with the log entry it was played in; an Undo or a take-back of that entry takes the figure
 * back with it, and the one learnt before shows again. Pure: the prefs and the session are read
 * by the caller (sheet-ui.ts, Board.svelte).
 */
import type { Cursor } from '$lib/core/log';

/** A figure as typed in one play: the game (session id) and a seq of the entry that stored it. */
export interface TaughtFigure {
  key: string;
  value: number;
  table: string;
  seq: number;
  /** False once its entry was undone or taken back (until it is redone or put back). */
  stands: boolean;
}

/** The plays kept per figure: enough to fall back past several undone ones. */
export const TAUGHT_PER_KEY = 5;

export const isTaught = (v: unknown): v is TaughtFigure[] =>
  Array.isArray(v) &&
  v.every(
    (t) =>
      typeof t === 'object' &&
      t !== null &&
      typeof t.key === 'string' &&
      Number.isInteger(t.value) &&
      t.value >= 0 &&
      typeof t.table === 'string' &&
      Number.isInteger(t.seq) &&
      typeof t.stands === 'boolean'
  );

/**
 * Each figure as the latest standing play taught it; a figure no standing play taught keeps the
 * value remembered before plays were kept (`older`), if any.
 */
export function standingFigures(older: Readonly<Record<string, number>>, taught: readonly TaughtFigure[]): Record<string, number> {
  const figures: Record<string, number> = { ...older };
  const seen = new Set<string>();
  for (const t of taught) seen.add(t.key);
  for (const key of seen) delete figures[key];
  for (const key of seen) {
    const latest = taught.filter((t) => t.key === key && t.stands).at(-1);
    if (latest) figures[key] = latest.value;
    else if (key in older) figures[key] = older[key];
  }
  return figures;
}

/** `taught` with the figures of one stored play added (the oldest of a figure's plays dropped past TAUGHT_PER_KEY). */
export function teach(
  taught: readonly TaughtFigure[],
  values: Readonly<Record<string, number>>,
  entry: { table: string; seq: number }
): TaughtFigure[] {
  let next = [...taught];
  for (const [key, value] of Object.entries(values)) {
    next.push({ key, value, table: entry.table, seq: entry.seq, stands: true });
    const mine = next.filter((t) => t.key === key);
    if (mine.length > TAUGHT_PER_KEY) {
      const drop = new Set(mine.slice(0, mine.length - TAUGHT_PER_KEY));
      next = next.filter((t) => !drop.has(t));
    }
  }
  return next;
}

const holds = (groups: readonly number[][], seq: number) => groups.some((g) => g.includes(seq));

/**
 * Follows Undo, Redo, take-back and put-back in one game: a play of `table` whose entry is among
 * the gestures taken back no longer stands, one among the active gestures stands again. A play the
 * cursor no longer lists keeps what was last seen of it. Returns `taught` itself when nothing changed.
 */
export function settle(taught: readonly TaughtFigure[], table: string, cursor: Cursor): readonly TaughtFigure[] {
  let changed = false;
  const next = taught.map((t) => {
    if (t.table !== table) return t;
    const stands = holds(cursor.redo, t.seq) ? false : holds(cursor.undo, t.seq) ? true : t.stands;
    if (stands === t.stands) return t;
    changed = true;
    return { ...t, stands };
  });
  return changed ? next : taught;
}
