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
export function amountProblem(
  value: unknown,
  { allowZero = false, allowNegative = false, max = MAX_AMOUNT }: AmountRules = {}
): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'Enter a number.';
  if (!Number.isFinite(value) || Math.abs(value) > max) return `At most ${grouped(max)}.`;
  if (!Number.isInteger(value)) return 'Use whole numbers only.';
  if (!allowNegative && value < 0) return 'It cannot be negative.';
  if (!allowZero && value === 0) return 'It must not be zero.';
  return null;
}

export type Parsed = { ok: true; value: number } | { ok: false; problem: string };

/** Reads what a player typed: digits with an optional sign; "1,000" and spaces are accepted. */
export function parseAmount(text: string, rules: AmountRules = {}): Parsed {
  const cleaned = text
    .trim()
    .replace(/[\s,_]/g, '')
    .replace(/^−/, '-');
  if (cleaned === '') return { ok: false, problem: 'Enter a number.' };
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, problem: 'Use digits only, like 12.' };
  const value = Number(cleaned);
  const problem = amountProblem(value, rules);
  return problem ? { ok: false, problem } : { ok: true, value };
}

/**
 * A number as en-US writes it ("1,234", "−" not included: "-1,234"), with at most
 * `fractionDigits` decimals, rounded half away from zero as Intl does. Written by hand because
 * the browser's own formatting (Intl.NumberFormat, toLocaleString) loads its locale data on first
 * use: 15 to 60 ms on a phone-class CPU, paid while a game screen first draws.
 */
export function grouped(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value).replace('Infinity', '∞');
  const negative = value < 0;
  let [whole, fraction = ''] = roundedDigits(Math.abs(value), fractionDigits).split('.');
  fraction = fraction.replace(/0+$/, '');
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The plain decimal digits of a non-negative number, rounded to `places` decimals from its
 * shortest representation ("1.15" rounds to "1.2", as Intl does; `toFixed` would give "1.1").
 */
function roundedDigits(value: number, places: number): string {
  const [mantissa, exponent = '0'] = value.toString().split('e');
  const [int, frac = ''] = mantissa.split('.');
  // Shift the decimal point by the exponent: the digits as a whole plus a fraction string.
  let digits = int + frac;
  let point = int.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) digits = digits.padEnd(point, '0');
  const keep = point + places;
  if (digits.length <= keep) return point < digits.length ? `${digits.slice(0, point)}.${digits.slice(point)}` : digits;
  const roundUp = Number(digits[keep]) >= 5;
  let kept = digits.slice(0, keep);
  if (roundUp) {
    // Add one at the last kept digit, carrying leftwards.
    const chars = kept.split('');
    let i = chars.length - 1;
    while (i >= 0) {
      if (chars[i] === '9') {
        chars[i] = '0';
        i--;
      } else {
        chars[i] = String(Number(chars[i]) + 1);
        break;
      }
    }
    kept = chars.join('');
    if (i < 0) {
      kept = `1${kept}`;
      point++;
    }
  }
  const whole = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const fraction = kept.slice(point);
  return fraction ? `${whole}.${fraction}` : whole;
}
