/**
 * What the table screen needs of the figure memory (figure-memory.ts): whether each kept play still
 * stands, followed through Undo, Redo, take-back and put-back. Kept apart from the teaching and
 * reading, which only the sheets do and which load with them. Pure.
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
