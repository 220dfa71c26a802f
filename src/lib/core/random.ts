/**
 * Fair randomness for the table: a uniform integer source (`Rng`) and the helpers built on it.
 * Pure: no DOM, no storage. `cryptoRng` needs only the Web Crypto global, which browsers and Node 20 have.
 */

/** A uniform integer in [0, maxExclusive). */
export type Rng = (maxExclusive: number) => number;

const RANGE = 2 ** 32;

function checkBound(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > RANGE) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
}

/**
 * Draws from a source of uniform 32-bit words by rejection sampling: words at or above the
 * largest multiple of `maxExclusive` are thrown away, so no result is favoured (no modulo bias).
 */
function uniformFromWords(nextWord: () => number, maxExclusive: number): number {
  checkBound(maxExclusive);
  const limit = RANGE - (RANGE % maxExclusive);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % maxExclusive;
  }
}

const word = new Uint32Array(1);
function cryptoWord(): number {
  globalThis.crypto.getRandomValues(word);
  return word[0];
}

/** The default source: crypto.getRandomValues with rejection sampling. */
export const cryptoRng: Rng = (maxExclusive) => uniformFromWords(cryptoWord, maxExclusive);

/** Hashes a seed into a 32-bit state (xmur3-style mixing), so string and number seeds both work. */
function seedToState(seed: string | number): number {
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A deterministic source for tests and fixtures (mulberry32 words, same rejection sampling). */
export function seededRng(seed: string | number): Rng {
  let state = seedToState(seed);
  const nextWord = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return (maxExclusive) => uniformFromWords(nextWord, maxExclusive);
}

/** Fisher–Yates shuffle into a new array; the input is left as it was. */
export function shuffle<T>(items: readonly T[], rng: Rng = cryptoRng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function checkCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number of at least 1, got ${value}`);
}

/** One die: 1..sides. */
export function rollDie(sides = 6, rng: Rng = cryptoRng): number {
  checkCount('sides', sides);
  return rng(sides) + 1;
}

/** A spinner with `segments` equal segments: 1..segments. */
export function spin(segments: number, rng: Rng = cryptoRng): number {
  checkCount('segments', segments);
  return rng(segments) + 1;
}
