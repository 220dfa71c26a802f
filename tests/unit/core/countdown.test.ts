// The table timer's arithmetic, driven by the time it is given (no real clock).
import { describe, expect, it } from 'vitest';
import { formatCountdown, isDone, isRunning, leftMs, newCountdown, pause, reset, start } from '$lib/core/countdown';

describe('countdown', () => {
  it('runs from its length to zero, paused and resumed on the way', () => {
    let c = newCountdown(60_000);
    expect(leftMs(c, 0)).toBe(60_000);
    c = start(c, 1000);
    expect(isRunning(c, 1000)).toBe(true);
    expect(leftMs(c, 21_000)).toBe(40_000);
    c = pause(c, 21_000);
    // Paused: time passing changes nothing.
    expect(leftMs(c, 500_000)).toBe(40_000);
    c = start(c, 500_000);
    expect(leftMs(c, 539_999)).toBe(1);
    expect(isDone(c, 540_000)).toBe(true);
    expect(leftMs(c, 999_999)).toBe(0);
    expect(isRunning(c, 540_000)).toBe(false);
  });

  it('a finished timer starts again from its full length; reset goes back to it', () => {
    let c = start(newCountdown(30_000), 0);
    c = start(c, 40_000);
    expect(leftMs(c, 40_000)).toBe(30_000);
    c = reset(pause(c, 50_000));
    expect(leftMs(c, 99_000)).toBe(30_000);
    expect(isRunning(c, 99_000)).toBe(false);
  });

  it('starting a running timer changes nothing', () => {
    const c = start(newCountdown(30_000), 0);
    expect(start(c, 10_000)).toBe(c);
  });

  it.each([0, -1, 1.5, 2 * 60 * 60 * 1000 + 1, Number.NaN])('refuses a length of %s ms', (ms) => {
    expect(() => newCountdown(ms)).toThrow(RangeError);
  });

  it.each([
    [60_000, '1:00'],
    [59_001, '1:00'],
    [59_000, '0:59'],
    [1, '0:01'],
    [0, '0:00'],
    [7_200_000, '120:00']
  ])('shows %i ms as %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
