/**
 * Whole-number amounts typed by players: parse text strictly and say what is wrong in words.
 * Money and points are integers everywhere in Boardroom; anything else is refused at the edge.
 */

/** Anything above this is a typing slip, not a game amount. */
export const MAX_AMOUNT = 1_000_000_000;

export interface AmountRules {
  allowZero?: boolean;
  allowNegative?: boolean;
  max?: number;
}

/** Returns a message when `value` is not a whole amount within the limits, else null. */
export function amountProblem(value: unknown, { allowZero = false, allowNegative = false, max = MAX_AMOUNT }: AmountRules = {}): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'Enter a number.';
  if (!Number.isFinite(value) || Math.abs(value) > max) return `At most ${max.toLocaleString('en-US')}.`;
  if (!Number.isInteger(value)) return 'Use whole numbers only.';
  if (!allowNegative && value < 0) return 'It cannot be negative.';
  if (!allowZero && value === 0) return 'It must not be zero.';
  return null;
}

export type Parsed = { ok: true; value: number } | { ok: false; problem: string };

/** Reads what a player typed: digits with an optional sign; "1,000" and spaces are accepted. */
export function parseAmount(text: string, rules: AmountRules = {}): Parsed {
  const cleaned = text.trim().replace(/[\s,_]/g, '').replace(/^−/, '-');
  if (cleaned === '') return { ok: false, problem: 'Enter a number.' };
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, problem: 'Use digits only, like 12.' };
  const value = Number(cleaned);
  const problem = amountProblem(value, rules);
  return problem ? { ok: false, problem } : { ok: true, value };
}
