/**
 * The few words IT Startup's lines are built from: counts with their noun, signed points, lists.
 * Text only: reads no state, applies no rule. No Svelte, Dexie or DOM.
 */
import { grouped } from '$lib/core/numbers';

/** "1 card", "2 cards". */
export function plural(n: number, word: string): string {
  return `${grouped(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** "+1 point", "+11 points". */
export function plusPoints(n: number): string {
  return `+${plural(n, 'point')}`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
