/**
 * Logo Billionaire's own words for its cards: a category's cards ("1 Cars card", "3 Cars cards") and a
 * Risky Business card ("BUST", "30M"). Money and the other counts are written by $lib/core/text, as
 * in every game. Pure: no Svelte, Dexie or DOM.
 */
import { grouped } from '$lib/core/numbers';
import { millions } from '$lib/core/text';
import type { RbCard } from './rules';

/** "1 Cars card", "3 Cars cards": a category's cards, counted. */
export function cardsOf(count: number, label: string): string {
  return `${grouped(count)} ${label} ${count === 1 ? 'card' : 'cards'}`;
}

/** A Risky Business card as the table calls it: "BUST", or its value ("30M"). */
export const rbCardName = (card: RbCard): string => (card === 'bust' ? 'BUST' : millions(card));
