/**
 * Logo Billionaire's arithmetic, as the rulebook states it: the Risky Business (RB) deck, a
 * company's value, the odds of BUST, takeovers, winning. Pure functions; no Svelte, Dexie or DOM.
 */
import { cryptoRng, type Rng } from '$lib/core/random';

/** A money card carries its value in millions. */
export type RbCard = number | 'bust';

/**
 * The rulebook gives 27 cards with a 1:9 chance of BUST (so 3 BUST cards) and a Bear market that
 * removes three 10M cards, but not the values of the money cards. This default is labelled in the
 * app as "check it against your deck" and can be edited.
 */
export const DEFAULT_RB_DECK: readonly RbCard[] = Object.freeze([
  'bust',
  'bust',
  'bust',
  10,
  10,
  10,
  10,
  10,
  10,
  20,
  20,
  20,
  20,
  20,
  20,
  30,
  30,
  30,
  30,
  30,
  40,
  40,
  40,
  40,
  50,
  50,
  50
] as RbCard[]);

const isMoneyCard = (card: RbCard): card is number => typeof card === 'number';

function checkDeck(deck: readonly RbCard[]): void {
  if (!Array.isArray(deck) || deck.length === 0) throw new RangeError('deck: a deck needs at least one card');
  for (const card of deck) {
    if (card !== 'bust' && !(Number.isInteger(card) && card > 0 && card <= 1000))
      throw new RangeError(`deck: ${String(card)} is not a card (BUST or a whole number of millions from 1 to 1000)`);
  }
}

/** The deck for a market: Bull is the whole deck, Bear the same deck less three 10M cards. */
export function rbDeck(market: 'bull' | 'bear', deck: readonly RbCard[] = DEFAULT_RB_DECK): RbCard[] {
  checkDeck(deck);
  if (market === 'bull') return [...deck];
  if (market !== 'bear') throw new RangeError(`market: must be bull or bear, got ${String(market)}`);
  let toRemove = 3;
  const out: RbCard[] = [];
  for (const card of deck) {
    if (card === 10 && toRemove > 0) toRemove--;
    else out.push(card);
  }
  if (toRemove > 0) throw new RangeError('deck: a Bear market removes three 10M cards, and this deck has fewer than three');
  return out;
}

function checkCount(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name}: must be a whole number, got ${value}`);
}

/**
 * A launched company's worth: every Brand card is worth the RB total, and each On The Up one
 * counts twice; a BUST as the last draw makes it worth nothing.
 */
export function companyValue(launch: { brandCards: number; onTheUp: number; draws: readonly RbCard[] }): number {
  const { brandCards, onTheUp, draws } = launch;
  checkCount('brandCards', brandCards);
  checkCount('onTheUp', onTheUp);
  if (brandCards < 3) throw new RangeError(`brandCards: a company has at least 3 Brand cards, got ${brandCards}`);
  if (onTheUp < 0 || onTheUp > brandCards) throw new RangeError(`onTheUp: must be from 0 to brandCards (${brandCards}), got ${onTheUp}`);
  if (!Array.isArray(draws) || draws.length === 0) throw new RangeError('draws: the first draw is compulsory');
  draws.forEach((card, i) => {
    if (card === 'bust' && i !== draws.length - 1) throw new RangeError('draws: a BUST ends the drawing, so it can only be the last draw');
    if (card !== 'bust') checkCount(`draws[${i}]`, card);
  });
  if (draws[draws.length - 1] === 'bust') return 0;
  const total = draws.reduce<number>((sum, card) => sum + (card === 'bust' ? 0 : card), 0);
  return total * (brandCards + onTheUp);
}

/** The share of BUST cards in what is left of the deck (0 for an empty deck). */
export function bustChance(remaining: readonly RbCard[]): number {
  if (remaining.length === 0) return 0;
  return remaining.filter((c) => c === 'bust').length / remaining.length;
}

/**
 * The company's expected worth if the player draws exactly one more card from `remaining`:
 * a BUST makes it 0, a money card adds its value to the RB total.
 */
export function expectedValueOfOneMoreDraw(
  launch: { brandCards: number; onTheUp: number; rbTotal: number },
  remaining: readonly RbCard[]
): number {
  if (remaining.length === 0) return launch.rbTotal * (launch.brandCards + launch.onTheUp);
  const multiplier = launch.brandCards + launch.onTheUp;
  const sum = remaining.filter(isMoneyCard).reduce((acc, card) => acc + (launch.rbTotal + card) * multiplier, 0);
  return sum / remaining.length;
}

/** Takes the cards that remain after `drawn` came out of `deck` (by value, one for one). */
export function remainingCards(deck: readonly RbCard[], drawn: readonly RbCard[]): RbCard[] {
  const left = [...deck];
  for (const card of drawn) {
    const i = left.indexOf(card);
    if (i < 0) throw new RangeError(`drawn: ${String(card)} is not left in the deck`);
    left.splice(i, 1);
  }
  return left;
}

/**
 * Draws the next card. The rulebook has the deck shuffled before each use; the top card of a
 * fair shuffle of what remains is any remaining card with equal chance, which is what this picks
 * (one uniform draw instead of a whole shuffle: the same odds, and a result a test can replay).
 */
export function drawCard(remaining: readonly RbCard[], rng: Rng = cryptoRng): RbCard {
  if (remaining.length === 0) throw new RangeError('remaining: the deck is empty');
  return remaining[rng(remaining.length)];
}

export interface TakeoverSide {
  cards: number;
  onTheUp: number;
  spin: number;
}

/** Each side: its cards of the category, its On The Up ones again (they count twice), and its spin. */
export function takeover(t: { launcher: TakeoverSide; challenger: TakeoverSide }): 'launcher' | 'challenger' | 'respin' {
  for (const side of ['launcher', 'challenger'] as const) {
    const s = t[side];
    for (const key of ['cards', 'onTheUp', 'spin'] as const) {
      checkCount(`${side}.${key}`, s[key]);
      if (s[key] < 0) throw new RangeError(`${side}.${key}: cannot be negative`);
    }
    if (s.onTheUp > s.cards) throw new RangeError(`${side}.onTheUp: cannot be more than ${side}.cards`);
  }
  const total = (s: TakeoverSide) => s.cards + s.onTheUp + s.spin;
  const l = total(t.launcher);
  const c = total(t.challenger);
  return l > c ? 'launcher' : c > l ? 'challenger' : 'respin';
}

/** The goal: one billion, that is 1,000M. */
export const BILLION = 1000;

export function hasWon(millions: number): boolean {
  return millions >= BILLION;
}
