/**
 * How Logo Billionaire writes its figures, one way everywhere (history lines, refusals, the
 * screen): millions grouped in thousands ("1,100M"), counts that agree in number ("1 card",
 * "2 cards"). Pure: no Svelte, Dexie or DOM.
 */

import { grouped } from '$lib/core/numbers';

/** 1100 → "1,100M"; a negative amount keeps its sign as a true minus ("−20M"): the app's one way. */
export { millions } from '$lib/core/standing';

/** A count with its noun in the right number: plural(1, 'card') → "1 card", plural(3, 'card') → "3 cards". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${grouped(count)} ${count === 1 ? one : many}`;
}

/** "1 Cars card", "3 Cars cards": a category's cards, counted. */
export function cardsOf(count: number, label: string): string {
  return `${grouped(count)} ${label} ${count === 1 ? 'card' : 'cards'}`;
}
