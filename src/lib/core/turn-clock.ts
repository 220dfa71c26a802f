/**
 * The turn clock: who has taken how long. The table taps the player whose turn it is; their time
 * runs until another player is tapped or the clock is stopped. In a game its taps are core entries
 * of the log (`turn-clock.started`, `turn-clock.stopped`: neither undone nor in Undo's way, as the
 * play clock's pause), and it follows the play clock: it waits while that is paused, counts only up
 * to the last tap after 30 idle minutes, and stops with the game. Pure: no Svelte, Dexie or DOM.
 */
import { isIdle, type PlayClock } from './clock';
import { playerName } from './text';
import { invalid, type GameEvent, type Invalid, type Player } from './types';

export interface TurnClock {
  /** The player whose turn is timed now; null when the clock is stopped. */
  current: string | null;
  /** When the current turn's time last started counting; null when stopped or waiting for the play clock. */
  since: number | null;
  /** Time counted per player before `since`, in ms. */
  totals: Record<string, number>;
  /** Turns started per player. */
  turns: Record<string, number>;
}

export interface TurnClockStarted extends GameEvent {
  type: 'turn-clock.started';
  v: 1;
  player: string;
}

export interface TurnClockStopped extends GameEvent {
  type: 'turn-clock.stopped';
  v: 1;
}

export const turnClockStarted = (player: string): TurnClockStarted => ({ type: 'turn-clock.started', v: 1, player });
export const turnClockStopped = (): TurnClockStopped => ({ type: 'turn-clock.stopped', v: 1 });

export function isTurnClockEvent(event: GameEvent): event is TurnClockStarted | TurnClockStopped {
  return event.type === 'turn-clock.started' || event.type === 'turn-clock.stopped';
}

const lastTap = (clock: PlayClock) => clock.lastTapAt ?? clock.since ?? 0;

/** Where the time counted up to `at` ends: at the last tap when the play clock has gone idle. */
function endAt(clock: PlayClock | null, at: number): number {
  return clock && isIdle(clock, at) ? lastTap(clock) : at;
}

/** The running turn's time banked up to `end`. */
function banked(tc: TurnClock, end: number): TurnClock {
  if (tc.current === null || tc.since === null) return tc;
  return { ...tc, totals: { ...tc.totals, [tc.current]: (tc.totals[tc.current] ?? 0) + Math.max(0, end - tc.since) }, since: null };
}

const counting = (clock: PlayClock | null) => !clock || (clock.running && !clock.stopped);

/**
 * A tap on the turn clock at `at`, or why it is refused. `clock` is the play clock before the tap
 * (null in Tools without a game: no pause, no idle rule).
 */
export function applyTurnClock(
  tc: TurnClock | undefined,
  clock: PlayClock | null,
  event: GameEvent,
  at: number,
  players: readonly Pick<Player, 'id' | 'name'>[]
): TurnClock | Invalid {
  const base: TurnClock = tc ?? { current: null, since: null, totals: {}, turns: {} };
  if (clock?.stopped) return invalid('The game is over: its turn clock has stopped.');
  if (event.type === 'turn-clock.stopped') {
    if (base.current === null) return invalid('The turn clock is not running.');
    return { ...banked(base, endAt(clock, at)), current: null };
  }
  const player = (event as Partial<TurnClockStarted>).player;
  if (typeof player !== 'string' || !players.some((p) => p.id === player)) return invalid('That player is not in this game.');
  if (base.current === player) return invalid(`It is already ${playerName(players, player)}'s turn on the turn clock.`);
  const before = banked(base, endAt(clock, at));
  return {
    ...before,
    current: player,
    since: counting(clock) ? at : null,
    turns: { ...before.turns, [player]: (before.turns[player] ?? 0) + 1 }
  };
}

/**
 * The turn clock after any entry moved the play clock from `before` to `after` at `at`: paused or
 * stopped, the turn's time is banked (a stopped game ends the turn); resumed, it counts again; a
 * tap after an idle gap counts from that tap, as the play clock does.
 */
export function followPlayClock(tc: TurnClock, before: PlayClock, after: PlayClock, at: number): TurnClock {
  const wasCounting = before.running && before.since !== null && !before.stopped;
  const end = endAt(before, at);
  if (!after.running || after.stopped) {
    const paused = wasCounting ? banked(tc, end) : tc;
    return after.stopped && paused.current !== null ? { ...paused, current: null, since: null } : paused;
  }
  if (!before.running) return tc.current !== null && tc.since === null ? { ...tc, since: at } : tc;
  if (wasCounting && isIdle(before, at) && tc.since !== null) return { ...banked(tc, end), since: at };
  return tc;
}

/** Each player's time (ms) at `now`, the running turn included. */
export function turnTotals(tc: TurnClock, clock: PlayClock | null, now: number): Record<string, number> {
  const running = tc.current !== null && tc.since !== null && counting(clock);
  return running ? banked(tc, endAt(clock, now)).totals : tc.totals;
}

/** The history's line for a tap on the turn clock. */
export function describeTurnClock(event: GameEvent, players: readonly Pick<Player, 'id' | 'name'>[]): string {
  if (event.type === 'turn-clock.stopped') return 'Stopped the turn clock';
  return `Turn clock: ${playerName(players, (event as Partial<TurnClockStarted>).player)}'s turn`;
}
