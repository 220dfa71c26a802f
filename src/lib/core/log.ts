/**
 * The event log as a fold: session state = the active events applied in order, and undo/redo as
 * a cursor over the log. Pure functions over plain data; storage (Dexie) calls these, never the reverse.
 *
 * Undo model:
 * - an undoable gesture goes on the undo stack and clears the redo stack;
 * - a result of chance (die, spin, drawn card) stays in the log and in the state: undo passes
 *   over it to the newest undoable gesture before it (a spun 4 stays spun);
 * - a neutral event (clock) is neither undone nor in the way;
 * - a gesture the rules refused at its place (a live table's merge) changed nothing: undo passes
 *   over it too, unless part of it applied (then the whole gesture is undone, as one);
 * - any active undoable gesture can be taken back, and any taken-back one put back, unless that
 *   would make a later entry break the rules (`changeBreaks` names it);
 * - `history.undone`/`history.redone` entries mark their target; nothing is ever deleted.
 * The state therefore depends only on which events are currently undone, which makes
 * "snapshot + tail" equal to a full replay.
 */
import { applyClock, holdClock, IDLE_PAUSE_MS, isIdle, releaseClock, startedClock, stopClock, touchClock, type PlayClock } from './clock';
import { markEnteredTwice, type Counted, type Phone } from './entered-twice';
import { describeRename, isRename, playersNamed, renamedNames } from './rename';
import { checkToolResult, describeToolResult, type ToolResult } from './tool-results';
import { applyTurnClock, describeTurnClock, followPlayClock, isTurnClockEvent, type TurnClock } from './turn-clock';
import {
  invalid,
  isInvalid,
  type ControlEvent,
  type EventKind,
  type GameDefinition,
  type GameRules,
  type GameEvent,
  type Invalid,
  type LogEntry,
  type Player,
  type SessionConfig
} from './types';
import { versionProblem } from './versions';

export interface SessionState<S = unknown> {
  game: S;
  clock: PlayClock;
  lastTool: ToolResult | null;
  /** Names given mid-game (player id → name), laid over the set-up line-up; absent until the first rename. */
  names?: Record<string, string>;
  /** Who has taken how long, once the turn clock was used in this game. */
  turnClock?: TurnClock;
}

/** The line-up as it stands in `state`: the set-up players, renamed where a rename says so. */
export function playersOf<P extends Pick<Player, 'id' | 'name'>>(state: Pick<SessionState, 'names'>, players: readonly P[]): P[] {
  return playersNamed(players, state.names);
}

/**
 * Undo and redo work on gestures: a gesture that logged several events (a payment to every
 * player at once) is one group of seqs and is undone as one.
 */
export interface Cursor {
  /** The newest active undoable gestures, oldest first (at most UNDO_DEPTH): Undo takes the last. */
  undo: number[][];
  /** Gestures taken back since the last new gesture, the last taken back on top: Redo puts it back. */
  redo: number[][];
}

export const EMPTY_CURSOR: Cursor = { undo: [], redo: [] };

/**
 * How many gestures the Undo button can walk back. The cursor is stored in every snapshot, so it
 * is bounded; History can take back any gesture, however old.
 */
export const UNDO_DEPTH = 200;

export function isControl(event: GameEvent): event is ControlEvent {
  return event.type === 'history.undone' || event.type === 'history.redone';
}

export function kindOfEvent(def: GameRules, event: GameEvent): EventKind {
  if (event.type === 'tool.used') return 'chance';
  if (isRename(event)) return 'undoable';
  if (isTurnClockEvent(event)) return 'neutral';
  if (event.type === 'clock.paused' || event.type === 'clock.resumed') return 'neutral';
  return def.kindOf(event);
}

export function initialSessionState<S>(def: GameRules<S>, config: SessionConfig, createdAt: number): SessionState<S> {
  return { game: def.setup(config), clock: startedClock(createdAt), lastTool: null };
}

/** Applies one non-control entry; returns the reason when the event is refused. */
export function applyEntry<S>(
  def: GameRules<S>,
  state: SessionState<S>,
  entry: Pick<LogEntry, 'at' | 'event'>,
  players: readonly Player[]
): SessionState<S> | Invalid {
  const next = applyOne(def, state, entry, players);
  // The turn clock, once used, follows the play clock: a pause, the idle rule and the game's end.
  if (isInvalid(next) || !next.turnClock || next.clock === state.clock) return next;
  const turnClock = followPlayClock(next.turnClock, state.clock, next.clock, entry.at);
  return turnClock === next.turnClock ? next : { ...next, turnClock };
}

function applyOne<S>(
  def: GameRules<S>,
  state: SessionState<S>,
  entry: Pick<LogEntry, 'at' | 'event'>,
  players: readonly Player[]
): SessionState<S> | Invalid {
  const { event } = entry;
  if (typeof event.v !== 'number') return invalid('The event has no version.');
  // An entry of a version this code does not know is never guessed at (import, open, replay and
  // take-back all fold through here).
  const unreadable = versionProblem(def, event);
  if (unreadable) return invalid(unreadable);
  if (event.type === 'clock.paused' || event.type === 'clock.resumed') {
    const clock = applyClock(state.clock, event, entry.at);
    return isInvalid(clock) ? clock : { ...state, clock };
  }
  if (isControl(event)) return invalid('Undo and redo are not applied as game events.');
  const clock = touchClock(state.clock, entry.at);
  // A rename is the core's: applied here, before the game's rules, which know players by id.
  if (isRename(event)) {
    const names = renamedNames(state.names, event, players);
    return isInvalid(names) ? names : { ...state, clock, names };
  }
  const named = playersOf(state, players);
  if (isTurnClockEvent(event)) {
    const turnClock = applyTurnClock(state.turnClock, state.clock, event, entry.at, named);
    return isInvalid(turnClock) ? turnClock : { ...state, clock, turnClock };
  }
  if (event.type === 'tool.used') {
    const result = checkToolResult(event.result, named);
    return isInvalid(result) ? result : { ...state, clock, lastTool: result };
  }
  const game = def.apply(state.game, event, named);
  if (isInvalid(game)) return game;
  // The game is over: its clock stops at this tap and keeps the final time.
  return { ...state, game, clock: def.isFinished(game) ? stopClock(clock, entry.at) : clock };
}

/**
 * An undo or redo mark is a tap too: it keeps the clock awake. An undo of the entry that ended the
 * game starts again the clock held since that entry (see passedOver).
 */
function touchedBy<S>(state: SessionState<S>, entry: LogEntry): SessionState<S> {
  const touched = touchClock(state.clock, entry.at);
  const { event } = entry;
  const clock = event.type === 'history.undone' ? releaseClock(touched, entry.at, (event as ControlEvent).targets) : touched;
  if (!state.turnClock) return { ...state, clock };
  return { ...state, clock, turnClock: followPlayClock(state.turnClock, state.clock, clock, entry.at) };
}

/**
 * An undone entry, passed over: a tap all the same. If it would have ended the game, the clock
 * holds still from it until the undo that took it back, so the time the table spent on the result
 * before undoing the final scoring is not counted as play.
 */
function passedOver<S>(def: GameRules<S>, state: SessionState<S>, entry: LogEntry, players: readonly Player[]): SessionState<S> {
  const touched = touchedBy(state, entry);
  if (def.isFinished(state.game)) return touched;
  const applied = applyEntry(def, state, entry, players);
  if (isInvalid(applied) || !def.isFinished(applied.game)) return touched;
  return { ...touched, clock: holdClock(touched.clock, entry.at, entry.seq) };
}

export function describeEntry<S>(
  def: GameDefinition<S>,
  before: SessionState<S>,
  event: GameEvent,
  players: readonly Player[],
  namesNow?: readonly Player[]
): string {
  if (event.type === 'clock.paused') return 'Paused the clock';
  if (event.type === 'clock.resumed') return 'Resumed the clock';
  if (isRename(event)) return describeRename(event, playersOf(before, players));
  // History words every other entry with the names as they stand now (`namesNow`), as it heads
  // turns: "Ben scored 8" under "Benji's turn 3" read as two players. A rename says the old name.
  const named = namesNow ?? playersOf(before, players);
  if (isTurnClockEvent(event)) return describeTurnClock(event, named);
  if (event.type === 'tool.used') {
    const result = checkToolResult(event.result, named);
    return isInvalid(result) ? 'Used a table tool' : describeToolResult(result, named);
  }
  return def.describe(event, before.game, named);
}

const sameGroup = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Puts a group back among the others in log order, keeping at most UNDO_DEPTH. */
function withGroup(groups: number[][], group: number[]): number[][] {
  const next = [...groups.filter((g) => !sameGroup(g, group)), group].sort((a, b) => a[0] - b[0]);
  return next.length > UNDO_DEPTH ? next.slice(next.length - UNDO_DEPTH) : next;
}

/** Moves the cursor over one entry of the log. */
export function cursorAfter(cursor: Cursor, entry: LogEntry, kind: EventKind | 'control'): Cursor {
  if (kind === 'control') {
    const { type, targets } = entry.event as ControlEvent;
    if (type === 'history.undone') {
      return {
        undo: cursor.undo.filter((g) => !sameGroup(g, targets)),
        redo: [...cursor.redo.filter((g) => !sameGroup(g, targets)), targets]
      };
    }
    return { undo: withGroup(cursor.undo, targets), redo: cursor.redo.filter((g) => !sameGroup(g, targets)) };
  }
  if (kind === 'undoable') {
    const top = cursor.undo[cursor.undo.length - 1];
    // Events of one gesture share `gesture` (the seq of its first event): they join one group.
    if (entry.gesture !== undefined && top && top[0] === entry.gesture) {
      return { undo: [...cursor.undo.slice(0, -1), [...top, entry.seq]], redo: [] };
    }
    const undo = [...cursor.undo, [entry.seq]];
    return { undo: undo.length > UNDO_DEPTH ? undo.slice(undo.length - UNDO_DEPTH) : undo, redo: [] };
  }
  // A result of chance or bookkeeping: undo passes over it, so the stacks stay as they are.
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
 * applied, undone ones are skipped, and the cursor follows every entry. `visit`, if given, sees the
 * state and cursor after each entry.
 */
export function fold<S>(
  def: GameRules<S>,
  base: { state: SessionState<S>; cursor: Cursor },
  entries: readonly LogEntry[],
  players: readonly Player[],
  visit?: (seq: number, state: SessionState<S>, cursor: Cursor) => void
): FoldResult<S> {
  const undone = undoneSeqs(entries);
  let state = base.state;
  let cursor = base.cursor;
  const refused: number[] = [];
  // The gestures whose entries so far were all refused, by their first seq: off the undo stack.
  const leftOut = new Map<number, number[]>();
  for (const entry of entries) {
    if (isControl(entry.event)) {
      cursor = cursorAfter(cursor, entry, 'control');
      state = touchedBy(state, entry);
    } else if (undone.has(entry.seq)) {
      cursor = cursorAfter(cursor, entry, kindOfEvent(def, entry.event));
      state = passedOver(def, state, entry, players);
    } else {
      const kind = kindOfEvent(def, entry.event);
      const next = applyEntry(def, state, entry, players);
      if (isInvalid(next)) {
        refused.push(entry.seq);
        cursor = refusedAfter(cursor, entry, kind, leftOut);
      } else {
        state = next;
        const held = entry.gesture !== undefined && kind === 'undoable' ? leftOut.get(entry.gesture) : undefined;
        cursor = held ? withRefusedStart(cursor, [...held, entry.seq]) : cursorAfter(cursor, entry, kind);
        if (held) leftOut.delete(entry.gesture!);
      }
    }
    visit?.(entry.seq, state, cursor);
  }
  return { state, cursor, refused };
}

/**
 * The cursor after an entry the rules refused at its place: Undo (a phone's newest gesture) would
 * pick it and change nothing, so a gesture refused from its first entry stays off the undo stack
 * (held in `leftOut` until an entry of it applies). One whose first entries applied is on the stack
 * already, and the refused entry joins it: undoing that gesture undoes the rest of it.
 */
function refusedAfter(cursor: Cursor, entry: LogEntry, kind: EventKind, leftOut: Map<number, number[]>): Cursor {
  if (kind !== 'undoable') return cursor;
  const top = cursor.undo[cursor.undo.length - 1];
  if (entry.gesture !== undefined && top && top[0] === entry.gesture) return cursorAfter(cursor, entry, kind);
  const first = entry.gesture ?? entry.seq;
  leftOut.set(first, [...(leftOut.get(first) ?? []), entry.seq]);
  // As any new gesture, it ends what Redo could put back.
  return { undo: cursor.undo, redo: [] };
}

/** A gesture whose first entries were refused and whose `seqs` so far now count: on the stack whole. */
function withRefusedStart(cursor: Cursor, seqs: number[]): Cursor {
  const undo = [...cursor.undo, seqs];
  return { undo: undo.length > UNDO_DEPTH ? undo.slice(undo.length - UNDO_DEPTH) : undo, redo: [] };
}

/**
 * Where a whole log replayed from its start (a restored backup) may keep snapshots, as play here
 * would have: after every `every`-th entry, except after one that a later undo or redo reaches
 * back past (the store drops such snapshots when it writes that mark).
 */
export function snapshotSeqs(entries: readonly LogEntry[], every: number): Set<number> {
  // The earliest target of any mark written after each point: a point at or past it is stale.
  let earliestLater = Infinity;
  const keep = new Set<number>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry.seq % every === 0 && entry.seq < earliestLater) keep.add(entry.seq);
    if (isControl(entry.event)) earliestLater = Math.min(earliestLater, ...(entry.event as ControlEvent).targets);
  }
  return keep;
}

/** Why a take-back or put-back cannot be done: a later entry would break the rules. */
export interface BrokenBy {
  seq: number;
  /** The history line of the entry that would break. */
  text: string;
  /** What the rules would say about it. */
  reason: string;
  /** The history line of the (first) target. */
  targetText: string;
}

/** A take-back or put-back that the log allows: the state after it, and its target as the history words it. */
/** `refused`: the entries of `entries` still refused at their place after the change (a live merge's). */
/** `refiled`: later entries that stay as they are but are filed otherwise after the change, in words (GameReport.filedAs). */
export type ChangeCheck<S> =
  { ok: true; state: SessionState<S>; targetText: string; refused: number[]; refiled: string[] } | { ok: false; broken: BrokenBy };

/**
 * Folds `entries` with `change` (an undo or redo mark) applied, from a base before its earliest
 * target. If an entry that applies today would be refused after the change (or a target being put
 * back would itself be refused), the change is refused and that entry named; otherwise the folded
 * state after the change is returned.
 *
 * The log as it is today is folded only as far as a refused entry needs it (whether that entry
 * applies today, and its history line): in a sound log no entry is refused, and the check costs
 * one fold instead of two (taking back an entry 1,000 entries ago is the budget's case).
 */
export function checkChange<S>(
  def: GameDefinition<S>,
  base: SessionState<S>,
  entries: readonly LogEntry[],
  change: LogEntry,
  players: readonly Player[]
): ChangeCheck<S> {
  const control = change.event as ControlEvent;
  const targets = new Set(control.targets);
  const undoneNow = undoneSeqs(entries);
  const undoneAfter = new Set(undoneNow);
  for (const t of control.targets) {
    if (control.type === 'history.undone') undoneAfter.add(t);
    else undoneAfter.delete(t);
  }
  const line = (state: SessionState<S>, entry: LogEntry) => {
    try {
      return describeEntry(def, state, entry.event, players);
    } catch {
      return entry.event.type;
    }
  };
  // Today's fold, advanced only when asked, never backwards: `today` is the state before entries[todayAt].
  let today = base;
  let todayAt = 0;
  const todayBefore = (index: number): SessionState<S> => {
    for (; todayAt < index; todayAt++) {
      const entry = entries[todayAt];
      if (isControl(entry.event)) today = touchedBy(today, entry);
      else if (undoneNow.has(entry.seq)) today = passedOver(def, today, entry, players);
      else {
        const next = applyEntry(def, today, entry, players);
        if (!isInvalid(next)) today = next;
      }
    }
    return today;
  };
  let after = base;
  let targetText = '';
  // The gesture's later entries the game names too (a Worker turn ended with the cube that ended it).
  const also: string[] = [];
  const refused: number[] = [];
  const refiled: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (isControl(entry.event)) {
      after = touchedBy(after, entry);
      continue;
    }
    // Up to the earliest target the log with the change is the log as it is: its line reads the same.
    if (targets.has(entry.seq) && targetText) {
      const more = alsoLine(def, after, entry, players);
      if (more) also.push(more);
    }
    if (targets.has(entry.seq) && !targetText) targetText = line(after, entry);
    if (undoneAfter.has(entry.seq)) {
      after = passedOver(def, after, entry, players);
      continue;
    }
    const next = applyEntry(def, after, entry, players);
    if (!isInvalid(next)) {
      // A later entry filed apart from where it stands (only those are read in today's log as well).
      const filed = targets.has(entry.seq) ? null : filedAs(def, after, entry, players);
      if (filed !== null && !undoneNow.has(entry.seq)) {
        const was = filedAs(def, todayBefore(i), entry, players);
        if (was !== null && was !== filed) refiled.push(`“${line(after, entry)}”, later, is now filed ${filed}, no longer ${was}.`);
      }
      after = next;
      continue;
    }
    // The broken entry is named as the history shows it today, from the state it applies to now.
    const stateToday = todayBefore(i);
    const appliesNow = !undoneNow.has(entry.seq) && !isInvalid(applyEntry(def, stateToday, entry, players));
    // An entry the log already refused (a damaged log) stays left out; anything else is broken.
    if (appliesNow || (targets.has(entry.seq) && control.type === 'history.redone')) {
      const text = line(appliesNow ? stateToday : after, entry);
      return { ok: false, broken: { seq: entry.seq, text, reason: next.invalid, targetText: targetText || text } };
    }
    refused.push(entry.seq);
  }
  const text = also.length ? `${targetText.replace(/\.$/, '')}, and ${also.join(', and ')}` : targetText;
  return { ok: true, state: touchedBy(after, change), targetText: text, refused, refiled };
}

/** Where the game files an entry in `state` (GameReport.filedAs), or null. */
function filedAs<S>(def: GameDefinition<S>, state: SessionState<S>, entry: LogEntry, players: readonly Player[]): string | null {
  try {
    return def.filedAs?.(entry.event, state.game, playersOf(state, players)) ?? null;
  } catch {
    return null;
  }
}

/** A later entry of a gesture as the game names it in an Undo or Redo message, or null (see GameReport.alsoChanged). */
function alsoLine<S>(def: GameDefinition<S>, state: SessionState<S>, entry: LogEntry, players: readonly Player[]): string | null {
  try {
    return def.alsoChanged?.(entry.event, state.game, playersOf(state, players)) ?? null;
  } catch {
    return null;
  }
}

/**
 * How a change was asked for, so its refusal uses the words of the button that was tapped: Undo
 * and Redo in the bottom bar, Take back and Put back in History.
 */
export type ChangeAsked = 'undo' | 'redo' | 'take back' | 'put back';

/** The refusal of a take-back or put-back, in words for the notice. */
export function brokenMessage(broken: BrokenBy, kind: ChangeAsked): string {
  const verb = kind === 'redo' ? 'redone' : 'put back';
  if (broken.text === broken.targetText) return `“${broken.text}” cannot be ${verb}: ${broken.reason}`;
  // The reason describes the game as the change would leave it ("…; it is now Ana's turn 4" is the
  // turn after the undo): said so first, or a player reads it as the game on the screen.
  const done = { undo: 'undone', redo: 'redone', 'take back': 'taken back', 'put back': 'put back' }[kind];
  const refused =
    `Cannot ${kind} “${broken.targetText}”: “${broken.text}”, later, depends on it ` +
    `(with it ${done}: ${broken.reason.replace(/\.$/, '')}).`;
  // Undo reaches only the newest change; the one a player means (a payment before the next
  // player's spin) is often older, and History can take it back on its own.
  return kind === 'undo' ? `${refused} An older change can be taken back in History.` : refused;
}

export interface HistoryLine {
  /** Unique among the lines (a clock line has no seq of its own). */
  key: string;
  seq: number;
  at: number;
  text: string;
  undone: boolean;
  kind: EventKind | 'clock';
  /** The part of the game the entry was made in ("Turn 12"). */
  period: string;
  /** The seqs of the whole gesture this entry belongs to (what Take back or Put back acts on). */
  gesture: number[];
  /**
   * Set when the game folds this line with others (GameDefinition.historyFold): the fold's id and,
   * on its newest line (the one History shows, `head`), how many lines are folded under it and the
   * text of the fold's first line. Folds of a single line are not folds.
   */
  fold?: { id: string; head: boolean; under: number; first: string };
  /** Why the rules refused the entry at its place (a live table's merge); it changed nothing. */
  refused?: string;
  /**
   * Who entered it, in a game shared live (the phone's device and seat), or as a backup kept it
   * (`host` said then, since the game no longer knows the host's device).
   */
  by?: Phone;
  /** The entry's id at its live table (core/live-log): it names the entry wherever a merge puts it. */
  liveId?: string;
  /**
   * Set when the same entry (the same event, in the same part of the game, or entered after this one
   * by the phones' clocks) was counted before from another phone: that phone (core/entered-twice).
   * Asked about in History ("the same entry twice?"), never refused.
   */
  twice?: Phone;
}

/**
 * The readable log of a session, newest first: one line per event (undo/redo marks are not
 * lines; the events they mark are shown as undone), plus a line where the clock paused itself
 * after a long gap without a tap. Folds the whole log once.
 */
export function historyLines<S>(
  def: GameDefinition<S>,
  initial: SessionState<S>,
  entries: readonly LogEntry[],
  players: readonly Player[]
): HistoryLine[] {
  const undone = undoneSeqs(entries);
  const groups = new Map<number, number[]>();
  for (const entry of entries) {
    if (entry.gesture === undefined) continue;
    const group = groups.get(entry.gesture) ?? [];
    group.push(entry.seq);
    groups.set(entry.gesture, group);
  }
  let state = initial;
  const lines: HistoryLine[] = [];
  /**
   * The fold opened last by a line that counted, the one opened last by a refused line (until a line
   * that counts opens one), and each event line's fold. A refused line (a live table's merge) folds
   * only with refused lines: folded with counted ones, the newest was the fold's head, and a refused
   * Stop entered on a cut phone headed, struck through, the launch that counted, with its lines under it.
   */
  let openFold: string | null = null;
  let refusedFold: string | null = null;
  const foldOf = new Map<HistoryLine, string>();
  // Each line's period ("Ben's turn 3") is worded once the fold is done, with the names as they
  // stand now: worded as it went, a rename mid-turn split that turn under two headings.
  const gameAt = new Map<HistoryLine, S>();
  // Each entry's words too, for the same reason (see describeEntry).
  const told = new Map<HistoryLine, { before: SessionState<S>; event: GameEvent }>();
  const counted: Counted[] = [];
  for (const entry of entries) {
    if (isIdle(state.clock, entry.at)) {
      const from = state.clock.lastTapAt ?? entry.at;
      lines.push({
        key: `${entry.seq}-idle`,
        seq: entry.seq,
        at: from + IDLE_PAUSE_MS,
        text: `The clock paused itself after ${IDLE_PAUSE_MS / 60_000} minutes without a tap, counting up to the last tap; it started again with the next one.`,
        undone: false,
        kind: 'clock',
        period: '',
        gesture: []
      });
      gameAt.set(lines[lines.length - 1], state.game);
    }
    if (isControl(entry.event)) {
      state = touchedBy(state, entry);
      continue;
    }
    const line: HistoryLine = {
      key: String(entry.seq),
      seq: entry.seq,
      at: entry.at,
      text: '',
      undone: undone.has(entry.seq),
      kind: kindOfEvent(def, entry.event),
      period: '',
      gesture: entry.gesture !== undefined ? (groups.get(entry.gesture) ?? [entry.seq]) : [entry.seq],
      ...(entry.live
        ? { by: { device: entry.live.device, seat: entry.live.seat }, liveId: entry.live.id }
        : entry.by
          ? { by: { ...entry.by } }
          : {})
    };
    lines.push(line);
    gameAt.set(line, state.game);
    told.set(line, { before: state, event: entry.event });
    const folding = foldingOf(def, entry.event, state.game);
    if (!undone.has(entry.seq)) {
      const next = applyEntry(def, state, entry, players);
      if (isInvalid(next)) line.refused = next.invalid;
      else {
        state = next;
        if (line.by && line.kind === 'undoable') counted.push({ line, event: entry.event });
      }
    } else state = passedOver(def, state, entry, players);
    if (folding === 'opens' && line.refused) refusedFold = `fold-${entry.seq}`;
    else if (folding === 'opens') [openFold, refusedFold] = [`fold-${entry.seq}`, null];
    const into = line.refused ? refusedFold : openFold;
    if (into !== null && folding !== null) foldOf.set(line, into);
  }
  const named = playersOf(state, players);
  for (const [line, { before, event }] of told) {
    try {
      line.text = describeEntry(def, before, event, players, named);
    } catch {
      line.text = event.type;
    }
  }
  for (const [line, game] of gameAt) {
    try {
      line.period = def.period(game, named, told.get(line)?.event);
    } catch {
      line.period = '';
    }
  }
  markEnteredTwice(counted);
  lines.reverse();
  if (foldOf.size) markFolds(lines, foldOf);
  return lines;
}

/** How the game folds an entry's line, or null (no folding, or a game whose fold rule throws on an odd entry). */
function foldingOf<S>(def: GameDefinition<S>, event: GameEvent, before: S): 'opens' | 'joins' | null {
  if (!def.historyFold) return null;
  try {
    return def.historyFold(event, before);
  } catch {
    return null;
  }
}

/** Marks each fold of two lines or more on its lines (newest first): the newest is its head. */
function markFolds(lines: HistoryLine[], foldOf: ReadonlyMap<HistoryLine, string>) {
  const members = new Map<string, HistoryLine[]>();
  for (const line of lines) {
    const id = foldOf.get(line);
    if (id === undefined) continue;
    const folded = members.get(id);
    if (folded) folded.push(line);
    else members.set(id, [line]);
  }
  for (const [id, folded] of members) {
    if (folded.length < 2) continue;
    const first = folded[folded.length - 1].text;
    folded.forEach((line, i) => (line.fold = { id, head: i === 0, under: folded.length - 1, first }));
  }
}

/**
 * What is wrong with an undo or redo mark, judged against `entries` (the log before it, from at
 * least its earliest target on), or null: the targets must be one whole undoable gesture, active
 * for an undo and taken back for a redo.
 */
export function controlProblem(def: GameRules, entries: readonly LogEntry[], control: ControlEvent): string | null {
  const targets = control.targets;
  if (!Array.isArray(targets) || targets.length === 0 || !targets.every((t) => Number.isInteger(t))) return 'It names no change.';
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  const first = bySeq.get(targets[0]);
  if (!first || targets.some((t) => !bySeq.has(t))) return 'It names a change that is not in the log.';
  const gesture = first.gesture;
  const whole = gesture === undefined ? [first.seq] : entries.filter((e) => e.gesture === gesture).map((e) => e.seq);
  if (
    !sameGroup(
      whole,
      [...targets].sort((a, b) => a - b)
    ) ||
    !sameGroup(whole, targets)
  )
    return 'It names part of a gesture, not the whole of it.';
  if (targets.some((t) => kindOfEvent(def, bySeq.get(t)!.event) !== 'undoable'))
    return 'Results of chance and the clock cannot be taken back.';
  const undone = undoneSeqs(entries);
  if (control.type === 'history.undone' && targets.some((t) => undone.has(t))) return 'That change is already taken back.';
  if (control.type === 'history.redone' && targets.some((t) => !undone.has(t))) return 'That change is not taken back.';
  return null;
}
