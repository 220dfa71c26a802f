/**
 * What every session has whatever the game: the play clock and the last table-tool result.
 * Pure reducers over plain data; the tools' randomness is drawn before the event is made,
 * so these only record it.
 */
import { invalid, type GameEvent, type Invalid, type Player } from './types';

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
}

/**
 * After this long without a tap the clock counts only up to the last tap: a game left open over
 * dinner or overnight does not gain the break. The next tap starts it again from that tap.
 */
export const IDLE_PAUSE_MS = 30 * 60 * 1000;

/** The dice the tools roll. A result without `sides` is of six-sided dice (as every result before dice had sides). */
export const DIE_SIDES = [4, 6, 8, 10, 12, 20] as const;
export const MAX_DICE = 6;

export type ToolResult =
  | { tool: 'dice'; values: number[]; sides?: number }
  | { tool: 'coin'; side: 'heads' | 'tails' }
  | { tool: 'spinner'; segments: number; value: number }
  | { tool: 'first-player'; playerId: string };

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

function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a recorded tool result (it may come from an imported file). */
export function checkToolResult(result: unknown, players: readonly Player[]): ToolResult | Invalid {
  if (typeof result !== 'object' || result === null) return invalid('The tool result is missing.');
  const r = result as Record<string, unknown>;
  switch (r.tool) {
    case 'dice': {
      if (r.sides !== undefined && !DIE_SIDES.includes(r.sides as never)) return invalid(`Dice have ${DIE_SIDES.join(', ')} sides.`);
      const sides = (r.sides as number | undefined) ?? 6;
      if (Array.isArray(r.values) && r.values.length >= 1 && r.values.length <= MAX_DICE && r.values.every((v) => isIntIn(v, 1, sides)))
        return r.sides === undefined ? { tool: 'dice', values: r.values as number[] } : { tool: 'dice', values: r.values as number[], sides };
      return invalid(`Dice values must be 1 to ${MAX_DICE} numbers from 1 to ${sides}.`);
    }
    case 'coin':
      if (r.side === 'heads' || r.side === 'tails') return { tool: 'coin', side: r.side };
      return invalid('A coin shows heads or tails.');
    case 'spinner':
      if (isIntIn(r.segments, 2, 12) && isIntIn(r.value, 1, r.segments as number))
        return { tool: 'spinner', segments: r.segments as number, value: r.value as number };
      return invalid('A spinner result must be within its 2 to 12 segments.');
    case 'first-player':
      if (typeof r.playerId === 'string' && players.some((p) => p.id === r.playerId))
        return { tool: 'first-player', playerId: r.playerId };
      return invalid('The first player picked is not in this game.');
    default:
      return invalid('Unknown table tool.');
  }
}

export function describeToolResult(result: ToolResult, players: readonly Player[]): string {
  switch (result.tool) {
    case 'dice': {
      // Six-sided dice keep the words they always had; other dice say their size ("a d20").
      const sides = result.sides ?? 6;
      const what = sides === 6 ? (result.values.length === 1 ? 'a die' : `${result.values.length} dice`) : result.values.length === 1 ? `a d${sides}` : `${result.values.length} d${sides}`;
      return result.values.length === 1
        ? `Rolled ${what}: ${result.values[0]}`
        : `Rolled ${what}: ${result.values.join(' + ')} = ${result.values.reduce((a, b) => a + b, 0)}`;
    }
    case 'coin':
      return `Flipped a coin: ${result.side}`;
    case 'spinner':
      return `Spun the spinner (${result.segments}): ${result.value}`;
    case 'first-player': {
      const seat = players.findIndex((p) => p.id === result.playerId);
      return seat < 0 ? 'First player picked: unknown' : `First player picked: ${players[seat].name} (seat ${seat + 1} of ${players.length})`;
    }
  }
}
