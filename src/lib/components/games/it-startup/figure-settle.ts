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

/** Where the log stood when the kept plays were last settled: its last seq and its cursor. */
export interface LogMark {
  seq: number;
  cursor: Cursor;
}

/**
 * Whether the log moved under the kept plays between two marks, so that `settle` may change one:
 * it shrank, a gesture was taken back (it is new among the Redo gestures: Undo, take-back), or an
 * entry already in the log is active again (Redo, put-back, a merge that reorders). A new gesture
 * only adds its own entries on top and clears Redo, which leaves every kept play as it was.
 */
export function logMovedUnder(before: LogMark, after: LogMark): boolean {
  const undone = new Set(before.cursor.redo.flat());
  const active = new Set(before.cursor.undo.flat());
  return (
    after.seq < before.seq ||
    after.cursor.redo.flat().some((seq) => !undone.has(seq)) ||
    after.cursor.undo.flat().some((seq) => seq <= before.seq && !active.has(seq))
  );
}
