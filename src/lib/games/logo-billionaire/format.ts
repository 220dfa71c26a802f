/**
 * Logo Billionaire's own count: a category's cards ("1 Cars card", "3 Cars cards"). Money and the
 * other counts are written by $lib/core/text, as in every game. Pure: no Svelte, Dexie or DOM.
 */
import { grouped } from '$lib/core/numbers';

/** "1 Cars card", "3 Cars cards": a category's cards, counted. */
export function cardsOf(count: number, label: string): string {
  return `${grouped(count)} ${label} ${count === 1 ? 'card' : 'cards'}`;
}
