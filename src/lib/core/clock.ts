/**
 * The play clock every session has, whatever the game: started with the game, paused and resumed
 * by hand, pausing itself after a long gap without a tap, stopped when the game ends. Pure reducers
 * over plain data; no Svelte, Dexie or DOM.
 */
import { invalid, type GameEvent, type Invalid } from './types';

export interface PlayClock {
  running: boolean;
  /** When the clock was last started, in ms since the epoch; null while paused. */
  since: number | null;
  /** Milliseconds counted before `since`. */
  accumulatedMs: number;
  /** The time of the newest tap (any entry of the log); absent in sessions saved before it was kept. */
  lastTapAt?: number;
  /** True once the game is over: the clock has stopped for good and shows the game's final time. */
  stopped?: boolean;
  /**
   * The seq of an entry that ended the game and was later undone: the clock held still from that
   * entry until the undo that took it back (see holdClock). Only ever set inside a fold.
   */
  heldFor?: number;
}

/**
 * After this long without a tap the clock counts only up to the last tap: a game left open over
 * dinner or overnight does not gain the break. The next tap starts it again from that tap.
 */
export const IDLE_PAUSE_MS = 30 * 60 * 1000;

export function startedClock(at: number): PlayClock {
  return { running: true, since: at, accumulatedMs: 0, lastTapAt: at };
}

const lastTapOf = (clock: PlayClock) => clock.lastTapAt ?? clock.since ?? 0;

/** True when the clock runs but nobody has tapped for IDLE_PAUSE_MS: it is not counting now. */
export function isIdle(clock: PlayClock, now: number): boolean {
  return clock.running && clock.since !== null && now - lastTapOf(clock) > IDLE_PAUSE_MS;
}

export function elapsedMs(clock: PlayClock, now: number): number {
  if (!clock.running || clock.since === null) return clock.accumulatedMs;
  // Idle: count only up to the last tap.
  const end = isIdle(clock, now) ? lastTapOf(clock) : now;
  return clock.accumulatedMs + Math.max(0, end - clock.since);
}

export function formatElapsed(ms: number): string {
  const totalSeconds = Math.floor(ms / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${m}:${ss}`;
}

/**
 * A tap at `at` (any entry of the log). After an idle gap the clock keeps only the time up to the
 * previous tap and starts again from this one.
 */
export function touchClock(clock: PlayClock, at: number): PlayClock {
  if (clock.running && clock.since !== null && isIdle(clock, at)) {
    return { ...clock, accumulatedMs: elapsedMs(clock, at), since: at, lastTapAt: at };
  }
  return { ...clock, lastTapAt: Math.max(at, lastTapOf(clock)) };
}

/** The game is over: the clock keeps its final time and never runs again. */
export function stopClock(clock: PlayClock, at: number): PlayClock {
  if (clock.stopped) return clock;
  return { running: false, since: null, accumulatedMs: elapsedMs(clock, at), lastTapAt: lastTapOf(clock), stopped: true };
}

/**
 * An entry that ended the game, passed over in a fold because it was undone later: the time from
 * it to that undo was spent on the result pages, not in play, so the clock holds still from the
 * entry's time until the undo (releaseClock). A clock paused by hand stays as it is.
 */
export function holdClock(clock: PlayClock, at: number, seq: number): PlayClock {
  if (!clock.running || clock.since === null) return clock;
  return { running: false, since: null, accumulatedMs: elapsedMs(clock, at), lastTapAt: Math.max(at, lastTapOf(clock)), heldFor: seq };
}

/** An undo mark at `at`: if it takes back the entry the clock is held for, the clock starts again from it. */
export function releaseClock(clock: PlayClock, at: number, targets: readonly number[]): PlayClock {
  if (clock.heldFor === undefined || !targets.includes(clock.heldFor)) return clock;
  return { running: true, since: at, accumulatedMs: clock.accumulatedMs, lastTapAt: at };
}

export function applyClock(clock: PlayClock, event: GameEvent, at: number): PlayClock | Invalid {
  if (event.type === 'clock.paused') {
    if (!clock.running) return invalid('The clock is already paused.');
    return { running: false, since: null, accumulatedMs: elapsedMs(clock, at), lastTapAt: Math.max(at, lastTapOf(clock)) };
  }
  if (event.type === 'clock.resumed') {
    if (clock.stopped) return invalid('The game is over: its clock has stopped.');
    if (clock.running) return invalid('The clock is already running.');
    return { running: true, since: at, accumulatedMs: clock.accumulatedMs, lastTapAt: at };
  }
  return clock;
}
