/**
 * The event log as a fold: session state = the active events applied in order, and undo/redo as
 * a cursor over the log. Pure functions over plain data; storage (Dexie) calls these, never the reverse.
 *
 * Undo model (boardgame.io's `undoable: false`, tldraw's history stack):
 * - an undoable event goes on the undo stack and clears the redo stack;
 * - a chance event (die, spin, drawn card) is a barrier: undo cannot go back past it;
 * - a neutral event (clock) is neither undone nor in the way;
 * - `history.undone`/`history.redone` entries mark their target; nothing is ever deleted.
 * The state therefore depends only on which events are currently undone, which makes
 * "snapshot + tail" equal to a full replay.
 */
import {
  applyClock,
  checkToolResult,
  describeToolResult,
  startedClock,
  type PlayClock,
  type ToolResult
} from './table';
import {
  invalid,
  isInvalid,
  type ControlEvent,
  type EventKind,
  type GameDefinition,
  type GameEvent,
  type Invalid,
  type LogEntry,
  type Player,
  type SessionConfig
} from './types';

export interface SessionState<S = unknown> {
  game: S;
  clock: PlayClock;
  lastTool: ToolResult | null;
}

/**
 * Undo and redo work on gestures: a gesture that logged several events (a payment to every
 * player at once) is one group of seqs and is undone as one.
 */
export interface Cursor {
  /** Groups of seqs that undo would take back, last on top. */
  undo: number[][];
  /** Groups of seqs that redo would put back, last on top. */
  redo: number[][];
}

export const EMPTY_CURSOR: Cursor = { undo: [], redo: [] };

export function isControl(event: GameEvent): event is ControlEvent {
  return event.type === 'history.undone' || event.type === 'history.redone';
}

export function kindOfEvent(def: GameDefinition, event: GameEvent): EventKind {
  if (event.type === 'tool.used') return 'chance';
  if (event.type === 'clock.paused' || event.type === 'clock.resumed') return 'neutral';
  return def.kindOf(event);
}

export function initialSessionState<S>(def: GameDefinition<S>, config: SessionConfig, createdAt: number): SessionState<S> {
  return { game: def.setup(config), clock: startedClock(createdAt), lastTool: null };
}

/** Applies one non-control entry; returns the reason when the event is refused. */
export function applyEntry<S>(
  def: GameDefinition<S>,
  state: SessionState<S>,
  entry: Pick<LogEntry, 'at' | 'event'>,
  players: readonly Player[]
): SessionState<S> | Invalid {
  const { event } = entry;
  if (typeof event.v !== 'number') return invalid('The event has no version.');
  if (event.type === 'clock.paused' || event.type === 'clock.resumed') {
    const clock = applyClock(state.clock, event, entry.at);
    return isInvalid(clock) ? clock : { ...state, clock };
  }
  if (event.type === 'tool.used') {
    const result = checkToolResult(event.result, players);
    return isInvalid(result) ? result : { ...state, lastTool: result };
  }
  if (isControl(event)) return invalid('Undo and redo are not applied as game events.');
  const game = def.apply(state.game, event, players);
  return isInvalid(game) ? game : { ...state, game };
}

export function describeEntry<S>(
  def: GameDefinition<S>,
  before: SessionState<S>,
  event: GameEvent,
  players: readonly Player[]
): string {
  if (event.type === 'clock.paused') return 'Paused the clock';
  if (event.type === 'clock.resumed') return 'Resumed the clock';
  if (event.type === 'tool.used') {
    const result = checkToolResult(event.result, players);
    return isInvalid(result) ? 'Used a table tool' : describeToolResult(result, players);
  }
  return def.describe(event, before.game, players);
}

const sameGroup = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Moves the cursor over one entry of the log. */
export function cursorAfter(cursor: Cursor, entry: LogEntry, kind: EventKind | 'control'): Cursor {
  if (kind === 'control') {
    const { type, targets } = entry.event as ControlEvent;
    if (type === 'history.undone') {
      return { undo: cursor.undo.filter((g) => !sameGroup(g, targets)), redo: [...cursor.redo, targets] };
    }
    return { undo: [...cursor.undo, targets], redo: cursor.redo.filter((g) => !sameGroup(g, targets)) };
  }
  if (kind === 'undoable') {
    const top = cursor.undo[cursor.undo.length - 1];
    // Events of one gesture share `gesture` (the seq of its first event): they join one group.
    if (entry.gesture !== undefined && top && top[0] === entry.gesture) {
      return { undo: [...cursor.undo.slice(0, -1), [...top, entry.seq]], redo: [] };
    }
    return { undo: [...cursor.undo, [entry.seq]], redo: [] };
  }
  // A chance result is a barrier: nothing before it can be undone, nothing undone can come back.
  if (kind === 'chance') return { undo: [], redo: [] };
  return cursor;
}

export function undoTarget(cursor: Cursor): number[] | null {
  return cursor.undo.length ? cursor.undo[cursor.undo.length - 1] : null;
}

export function redoTarget(cursor: Cursor): number[] | null {
  return cursor.redo.length ? cursor.redo[cursor.redo.length - 1] : null;
}

/** Which seqs are undone now, judging by the control entries in `entries`. */
export function undoneSeqs(entries: readonly LogEntry[]): Set<number> {
  const undone = new Set<number>();
  for (const { event } of entries) {
    if (event.type === 'history.undone') for (const t of (event as ControlEvent).targets) undone.add(t);
    else if (event.type === 'history.redone') for (const t of (event as ControlEvent).targets) undone.delete(t);
  }
  return undone;
}

export interface FoldResult<S> {
  state: SessionState<S>;
  cursor: Cursor;
  /** Entries that the game refused on replay (a damaged log); they are left out, never applied. */
  refused: number[];
}

/**
 * Folds `entries` (sorted by seq, all after `base`) onto `base`: the events still active are
 * applied, undone ones are skipped, and the cursor follows every entry.
 */
export function fold<S>(
  def: GameDefinition<S>,
  base: { state: SessionState<S>; cursor: Cursor },
  entries: readonly LogEntry[],
  players: readonly Player[]
): FoldResult<S> {
  const undone = undoneSeqs(entries);
  let state = base.state;
  let cursor = base.cursor;
  const refused: number[] = [];
  for (const entry of entries) {
    if (isControl(entry.event)) {
      cursor = cursorAfter(cursor, entry, 'control');
      continue;
    }
    const kind = kindOfEvent(def, entry.event);
    cursor = cursorAfter(cursor, entry, kind);
    if (undone.has(entry.seq)) continue;
    const next = applyEntry(def, state, entry, players);
    if (isInvalid(next)) refused.push(entry.seq);
    else state = next;
  }
  return { state, cursor, refused };
}


export interface HistoryLine {
  seq: number;
  at: number;
  text: string;
  undone: boolean;
  kind: EventKind;
}

/**
 * The readable log of a session, newest first: one line per event (undo/redo marks are not
 * lines; the events they mark are shown as undone). Folds the whole log once.
 */
export function historyLines<S>(
  def: GameDefinition<S>,
  initial: SessionState<S>,
  entries: readonly LogEntry[],
  players: readonly Player[]
): HistoryLine[] {
  const undone = undoneSeqs(entries);
  let state = initial;
  const lines: HistoryLine[] = [];
  for (const entry of entries) {
    if (isControl(entry.event)) continue;
    let text: string;
    try {
      text = describeEntry(def, state, entry.event, players);
    } catch {
      text = entry.event.type;
    }
    lines.push({ seq: entry.seq, at: entry.at, text, undone: undone.has(entry.seq), kind: kindOfEvent(def, entry.event) });
    if (!undone.has(entry.seq)) {
      const next = applyEntry(def, state, entry, players);
      if (!isInvalid(next)) state = next;
    }
  }
  return lines.reverse();
}
