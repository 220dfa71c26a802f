/**
 * The figures the rulebook does not print (an action card's cost, an employee's efficiency, the
 * Investor's gain), as this phone learnt them from plays that still stand. Each figure typed is
 * kept with the log entry it was played in; an Undo or a take-back of that entry takes the figure
 * back with it, and the one learnt before shows again. Pure: the prefs and the session are read
 * by the caller (sheet-ui.ts, Board.svelte); following Undo and take-back is in figure-settle.ts.
 */
import type { TaughtFigure } from './figure-settle';

export { settle, type TaughtFigure } from './figure-settle';

/** The plays kept per figure: enough to fall back past several undone ones. */
export const TAUGHT_PER_KEY = 5;

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
