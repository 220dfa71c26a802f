/**
 * What every handler of Logo Billionaire's events shares: the context of one application (the
 * players, their names, the rules in play), the handler's shape, and the checks and updates used
 * by more than one family of events (an amount, a launch under way, a company's locked cards, the
 * deal of one hand, the end of a launch). Pure: no Svelte, Dexie or DOM; no event routing here.
 */
import { amountProblem, type AmountRules } from '$lib/core/numbers';
import { invalid, type Invalid, type Player } from '$lib/core/types';
import type { LbEventOf, LbEventType, Loose } from '../events';
import { cardsOf } from '../format';
import {
  CATEGORIES,
  categoryLabel,
  HAND_SIZE,
  cardCount,
  nameOf,
  readCards,
  setBalance,
  setBrands,
  type Category,
  type Launch,
  type LbState
} from '../state';

export interface Ctx {
  players: readonly Player[];
  /** True for a player of this game. */
  known(id: unknown): id is string;
  who(id: string): string;
  executive: boolean;
}

export function contextOf(state: LbState, players: readonly Player[]): Ctx {
  return {
    players,
    known: (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.balances, id),
    who: (id: string) => nameOf(players, id),
    executive: state.options.rules === 'executive'
  };
}

/** One event's validation and effect: the next state, or why the rules refuse it. */
export type Handler<E> = (state: LbState, event: Loose<E>, ctx: Ctx) => LbState | Invalid;
/** The handlers of the versions written today, one per event type of a family. */
export type Handlers<T extends LbEventType> = { [K in T]: Handler<LbEventOf<K>> };

/** A whole amount of millions from an event, or the refusal that says what is wrong with it. */
export function amountOf(value: unknown, rules?: AmountRules): number | Invalid {
  const problem = amountProblem(value, rules);
  if (problem !== null || typeof value !== 'number') return invalid(problem ?? 'Enter a number.');
  return value;
}

export const busyLaunch = (state: LbState): Invalid | null =>
  state.launch ? invalid('Finish the launch first (stop, or draw until BUST).') : null;

/** A company being launched is cards held: they stay with the launcher until the launch ends. */
export function companyLock(state: LbState, ctx: Ctx, player: string, category: Category, after: number): Invalid | null {
  const l = state.launch;
  if (!l?.held || l.player !== player || l.category !== category || after >= l.brandCards) return null;
  return invalid(
    `${ctx.who(player)}'s ${cardsOf(l.brandCards, categoryLabel(category))} are the company being launched: finish the launch first.`
  );
}

/** Deals one player's six cards (both versions of the deal): from each set, as many cards as players. */
export function dealHand(state: LbState, player: string, value: unknown, ctx: Ctx): LbState | Invalid {
  if (state.dealt.includes(player)) return invalid(`${ctx.who(player)} has been dealt already.`);
  const cards = readCards(value, HAND_SIZE);
  if (!cards) return invalid('A hand is a count of cards for each colour.');
  const total = cardCount(cards);
  if (total !== HAND_SIZE) return invalid(`Each player is dealt ${HAND_SIZE} Brand cards; this hand has ${total}.`);
  const perSet = state.order.length;
  let next = state;
  for (const c of CATEGORIES) {
    const dealt = state.dealt.reduce((n, id) => n + state.brands[id][c.id], 0) + cards[c.id];
    if (dealt > perSet)
      return invalid(`Only ${perSet} ${c.label} cards are dealt with ${perSet} players (one per player); this hand would make ${dealt}.`);
    next = setBrands(next, player, c.id, next.brands[player][c.id] + cards[c.id]);
  }
  const dealt = [...state.dealt, player];
  // Everyone dealt: the deal is over and turn 1 begins.
  return { ...next, dealt, dealOpen: dealt.length < state.order.length };
}

/** Ends a launch (launched or BUST) worth `value`: the money is paid, the company's cards go back. */
export function endLaunch(state: LbState, launch: Launch, value: number): LbState {
  // Launched or BUST, the company's Brand cards go back under their pile on the board.
  const left = Math.max(0, state.brands[launch.player][launch.category] - launch.brandCards);
  let next = setBrands(state, launch.player, launch.category, left);
  next = setBalance(next, launch.player, next.balances[launch.player] + value);
  const { player, category, brandCards, onTheUp, draws } = launch;
  return {
    ...next,
    launch: null,
    lastLaunch: { player, category, brandCards, onTheUp, draws, value, turn: state.turn.number },
    turn: { ...next.turn, launched: true }
  };
}
