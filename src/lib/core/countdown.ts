/**
 * The standalone timer of the table tools (a sand timer for a turn or a round; nothing to do with
 * a game's play clock and never logged). Pure: every function takes the time, so the timer is
 * right after the phone slept or the tab was in the background, and tests need no real clock.
 */

export interface Countdown {
  /** The length it was set to, in ms. */
  durationMs: number;
  /** While running: when it reaches zero (ms since the epoch); null while stopped. */
  endsAt: number | null;
  /** While stopped: what is left (the whole duration before the first start). */
  leftMs: number;
}

/** Up to two hours: a longer "timer" at a board-game table is a typing slip. */
export const MAX_COUNTDOWN_MS = 2 * 60 * 60 * 1000;

export function newCountdown(durationMs: number): Countdown {
  if (!Number.isInteger(durationMs) || durationMs <= 0 || durationMs > MAX_COUNTDOWN_MS)
    throw new RangeError('A timer runs from 1 second to 2 hours.');
  return { durationMs, endsAt: null, leftMs: durationMs };
}

export function leftMs(c: Countdown, now: number): number {
  return c.endsAt === null ? c.leftMs : Math.max(0, c.endsAt - now);
}

export function isRunning(c: Countdown, now: number): boolean {
  return c.endsAt !== null && c.endsAt > now;
}

export function isDone(c: Countdown, now: number): boolean {
  return leftMs(c, now) === 0;
}

/** Starts or resumes; a finished timer starts again from its full length. */
export function start(c: Countdown, now: number): Countdown {
  if (isRunning(c, now)) return c;
  const left = isDone(c, now) ? c.durationMs : c.leftMs;
  return { ...c, endsAt: now + left, leftMs: left };
}

export function pause(c: Countdown, now: number): Countdown {
  if (c.endsAt === null) return c;
  return { ...c, endsAt: null, leftMs: leftMs(c, now) };
}

export function reset(c: Countdown): Countdown {
  return { ...c, endsAt: null, leftMs: c.durationMs };
}

/** "2:05", "0:09"; rounds up, so the display shows 0:00 only once the time is over. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
