/**
 * Brand card events: the deal at setup, a turn's pick-up, a correction of a count, TRADE (buy one
 * card for 30M or swap one each way, once with each other player a turn) and the Takeover disks.
 * Each handler checks its event and applies it; the parts an older version shares are exported for
 * ./legacy. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, isInvalid, type Invalid } from '$lib/core/types';
import type { CardBought, CardBoughtV1, CardsSwapped, CardsSwappedV1, Loose } from '../events';
import { cardsOf } from '../format';
import { millions } from '$lib/core/text';
import { categoryLabel, currentPlayer, isCategory, isInt, isRecord, setBalance, setBrands, TRADE_PRICE, type LbState } from '../state';
import { companyLock, dealHand, type Ctx, type Handlers } from './context';

/** A rule on who may trade with whom, checked before the cards: the turn's rule, or none (version 1). */
export type TradeRule = (state: LbState, ctx: Ctx, trader: string, other: string) => Invalid | null;

/**
 * TRADE: the player whose turn it is, on the space, "can trade or buy one Brand card from each
 * other player".
 */
const turnsTrade: TradeRule = (state, { who }, trader, other) => {
  const current = currentPlayer(state);
  if (trader !== current)
    return invalid(`It is ${who(current)}'s turn: only the player on a TRADE space trades (one card from each other player).`);
  if (state.turn.traded?.includes(other))
    return invalid(`${who(trader)} has already traded with ${who(other)} this turn: one Brand card from each other player.`);
  return null;
};
const tradedWith = (next: LbState, other: string): LbState => ({
  ...next,
  turn: { ...next.turn, traded: [...(next.turn.traded ?? []), other] }
});

/** One card bought for the trade price, under `rule`. */
export function buyCard(state: LbState, event: Loose<CardBought | CardBoughtV1>, ctx: Ctx, rule: TradeRule): LbState | Invalid {
  const { buyer, seller, category } = event;
  const { known, who } = ctx;
  if (!known(buyer) || !known(seller) || buyer === seller || !isCategory(category))
    return invalid('Pick the buyer, the seller and the category.');
  const refused = rule(state, ctx, buyer, seller);
  if (refused) return refused;
  if (state.brands[seller][category] < 1) return invalid(`${who(seller)} has no ${categoryLabel(category)} card to sell.`);
  if (state.balances[buyer] < TRADE_PRICE)
    return invalid(`${who(buyer)} has only ${millions(state.balances[buyer])}; a card costs ${millions(TRADE_PRICE)}.`);
  const locked = companyLock(state, ctx, seller, category, state.brands[seller][category] - 1);
  if (locked) return locked;
  let next = setBalance(state, buyer, state.balances[buyer] - TRADE_PRICE);
  next = setBalance(next, seller, next.balances[seller] + TRADE_PRICE);
  next = setBrands(next, seller, category, next.brands[seller][category] - 1);
  return setBrands(next, buyer, category, next.brands[buyer][category] + 1);
}

/** One card given each way between `a` and `b`, under `rule`. */
export function swapCards(state: LbState, event: Loose<CardsSwapped | CardsSwappedV1>, ctx: Ctx, rule: TradeRule): LbState | Invalid {
  const { a, b, aGives, bGives } = event;
  const { known, who } = ctx;
  if (!known(a) || !known(b) || a === b || !isCategory(aGives) || !isCategory(bGives))
    return invalid('Pick two players and a card of each.');
  const refused = rule(state, ctx, a, b);
  if (refused) return refused;
  if (state.brands[a][aGives] < 1) return invalid(`${who(a)} has no ${categoryLabel(aGives)} card.`);
  if (state.brands[b][bGives] < 1) return invalid(`${who(b)} has no ${categoryLabel(bGives)} card.`);
  if (aGives !== bGives) {
    const locked =
      companyLock(state, ctx, a, aGives, state.brands[a][aGives] - 1) ?? companyLock(state, ctx, b, bGives, state.brands[b][bGives] - 1);
    if (locked) return locked;
  }
  let next = setBrands(state, a, aGives, state.brands[a][aGives] - 1);
  next = setBrands(next, b, aGives, next.brands[b][aGives] + 1);
  next = setBrands(next, b, bGives, next.brands[b][bGives] - 1);
  return setBrands(next, a, bGives, next.brands[a][bGives] + 1);
}

/** The deal is made at setup, before anything else (the deal closes at the first other entry). */
export const dealProblem = (state: LbState): Invalid | null =>
  state.dealOpen ? null : invalid('The deal is made at setup, before anything else happens (it was not chosen, or is over).');

type CardEvents =
  'lb.dealt' | 'lb.cards-picked' | 'lb.cards-adjusted' | 'lb.card-bought' | 'lb.cards-swapped' | 'lb.disk-taken' | 'lb.disk-returned';

export const cardHandlers: Handlers<CardEvents> = {
  // Every player's hand in one entry, dealt in turn order.
  'lb.dealt': (state, event, ctx) => {
    const closed = dealProblem(state);
    if (closed) return closed;
    const hands = event.hands;
    if (!isRecord(hands)) return invalid('The deal is a hand for each player.');
    if (state.dealt.length > 0) return invalid('Part of the deal is made already.');
    const ids = Object.keys(hands);
    if (ids.length !== state.order.length || !ids.every(ctx.known))
      return invalid('The deal is a hand for each player of this game, once each.');
    let next: LbState = state;
    for (const id of state.order) {
      const dealt = dealHand(next, id, hands[id], ctx);
      if (isInvalid(dealt)) return invalid(`${ctx.who(id)}: ${dealt.invalid}`);
      next = dealt;
    }
    return next;
  },

  'lb.cards-picked': (state, event, { known, who }) => {
    const { player, category, count } = event;
    if (!known(player) || !isCategory(category)) return invalid('Pick a player and a category.');
    if (!isInt(count, 1, 2)) return invalid('A pick-up is one or two Brand cards.');
    // The turn's pick-up a second time: two phones at a live table entered the same turn. The one
    // the merged log put first stands; a card owed is entered in the player's sheet instead.
    const made = state.turn.picked;
    if (event.turnsPickUp === true && made)
      return invalid(
        `${who(player)} has already picked up this turn (${cardsOf(made.count, categoryLabel(made.category))}): one pick-up a spin. ` +
          `A card owed goes in ${who(player)}'s sheet.`
      );
    const next = setBrands(state, player, category, state.brands[player][category] + count);
    // The turn's player picking up after the spin is the turn's pick-up; any other pick-up (a
    // card owed, a slip put right) changes the count only.
    const turnsPickUp = player === currentPlayer(state) && state.turn.spin !== null && !state.turn.picked;
    return turnsPickUp ? { ...next, turn: { ...next.turn, picked: { category, count } } } : next;
  },

  'lb.cards-adjusted': (state, event, ctx) => {
    const { player, category, delta } = event;
    if (!ctx.known(player) || !isCategory(category)) return invalid('Pick a player and a category.');
    if (!isInt(delta, -96, 96) || delta === 0) return invalid('Change the count by a whole number of cards.');
    const count = state.brands[player][category] + delta;
    if (count < 0) return invalid(`${ctx.who(player)} has only ${cardsOf(state.brands[player][category], categoryLabel(category))}.`);
    return companyLock(state, ctx, player, category, count) ?? setBrands(state, player, category, count);
  },

  'lb.card-bought': (state, event, ctx) => {
    const next = buyCard(state, event, ctx, turnsTrade);
    return isInvalid(next) ? next : tradedWith(next, String(event.seller));
  },

  'lb.cards-swapped': (state, event, ctx) => {
    const next = swapCards(state, event, ctx, turnsTrade);
    return isInvalid(next) ? next : tradedWith(next, String(event.b));
  },

  'lb.disk-taken': (state, event, { known, who, executive }) => {
    if (!executive) return invalid('Takeover disks are used in the Executive game only.');
    if (!known(event.player)) return invalid('Pick a player.');
    if (state.disks[event.player]) return invalid(`${who(event.player)} already holds a Takeover disk (one at a time).`);
    return { ...state, disks: { ...state.disks, [event.player]: true } };
  },

  'lb.disk-returned': (state, event, { known }) => {
    if (!known(event.player) || !state.disks[event.player]) return invalid('That player holds no Takeover disk.');
    return { ...state, disks: { ...state.disks, [event.player]: false } };
  }
};
