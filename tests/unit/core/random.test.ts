import { describe, expect, it } from 'vitest';
import { cryptoRng, rollDie, seededRng, shuffle, spin, type Rng } from '$lib/core/random';

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

// Critical values of chi-square. The seeded source is deterministic, so p = 0.001 never flakes
// for it; the crypto source is random on every run, so it is held to p = 1e-6 (a fair source
// fails about once in a million runs, not once in a thousand as a CI suite would notice).
const CRITICAL_0_001: Record<number, number> = { 2: 13.82, 5: 20.52, 11: 31.26, 23: 49.73 };
const CRITICAL_1E_6: Record<number, number> = { 2: 27.63, 5: 35.89, 11: 48.87, 23: 70.55 };

describe('random', () => {
  it('seededRng is deterministic per seed and differs between seeds', () => {
    const a = seededRng('table-1');
    const b = seededRng('table-1');
    const c = seededRng(42);
    const seqA = Array.from({ length: 20 }, () => a(1000));
    const seqB = Array.from({ length: 20 }, () => b(1000));
    const seqC = Array.from({ length: 20 }, () => c(1000));
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it('stays in range and rejects bad bounds', () => {
    for (let i = 0; i < 1000; i++) {
      const v = cryptoRng(7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
    }
    expect(cryptoRng(1)).toBe(0);
    for (const bad of [0, -1, 2.5, NaN, 2 ** 32 + 1]) expect(() => cryptoRng(bad)).toThrow(RangeError);
    expect(() => rollDie(0)).toThrow(RangeError);
    expect(() => spin(1.5)).toThrow(RangeError);
  });

  it('uses rejection sampling: no modulo bias even for a bound that does not divide 2^32', () => {
    // With 3 * 2^30 as the bound, plain modulo would make the lowest third twice as likely.
    const bound = 3 * 2 ** 30;
    const counts = [0, 0, 0];
    const n = 30000;
    for (let i = 0; i < n; i++) counts[Math.floor(cryptoRng(bound) / 2 ** 30)]++;
    expect(chiSquare(counts)).toBeLessThan(CRITICAL_1E_6[2]);
  });

  it('shuffle returns a new permutation and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    const out = shuffle(items, seededRng(1));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(out).not.toBe(items);
    expect([...out].sort()).toEqual(items);
    expect(shuffle(items, seededRng(1))).toEqual(out);
  });

  it.each([
    ['crypto', cryptoRng, CRITICAL_1E_6],
    ['seeded', seededRng('fairness'), CRITICAL_0_001]
  ] as [string, Rng, Record<number, number>][])(
    '%s: shuffles of 4 items are uniform over all 24 orders (chi-square)',
    (_, rng, critical) => {
      const counts = new Map<string, number>();
      const n = 24000;
      for (let i = 0; i < n; i++) {
        const key = shuffle(['a', 'b', 'c', 'd'], rng).join('');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(counts.size).toBe(24);
      expect(chiSquare([...counts.values()])).toBeLessThan(critical[23]);
    }
  );

  it.each([
    ['crypto', cryptoRng, CRITICAL_1E_6],
    ['seeded', seededRng(7), CRITICAL_0_001]
  ] as [string, Rng, Record<number, number>][])('%s: die and 12-segment spinner are uniform (chi-square)', (_, rng, critical) => {
    const die = new Array(6).fill(0);
    const spinner = new Array(12).fill(0);
    for (let i = 0; i < 36000; i++) {
      die[rollDie(6, rng) - 1]++;
      spinner[spin(12, rng) - 1]++;
    }
    expect(chiSquare(die)).toBeLessThan(critical[5]);
    expect(chiSquare(spinner)).toBeLessThan(critical[11]);
  });

  it('a biased source is caught by the same test, even at the strict level (the test can fail)', () => {
    const fair = seededRng('biased');
    const biased: Rng = (max) => (fair(100) < 5 ? 0 : fair(max));
    const die = new Array(6).fill(0);
    for (let i = 0; i < 36000; i++) die[rollDie(6, biased) - 1]++;
    expect(chiSquare(die)).toBeGreaterThan(CRITICAL_1E_6[5]);
  });
});
