/**
 * What every handler of Disrupt's events shares: the context a handler is given (how refusals name
 * roles, which roles and holders are in this game), the signature of a handler, and the changes
 * and checks of money that several families make. No event is handled here. Pure: no Svelte,
 * Dexie or DOM.
 */
import { amountProblem, type AmountRules } from '$lib/core/numbers';
import { invalid, type GameEvent, type Invalid } from '$lib/core/types';
import { PROJECT_NAMES, type ProjectId, type Role } from '../scoring';
import { countIn } from '../market';
import { isRole, type DisruptState, type Holder } from '../state';
import { sharesOf, type Naming } from '../words';
import type { DisruptEventType } from '../events';

export interface Context {
  names: Naming;
  /** A role that plays in this game. */
  inGame: (r: unknown) => r is Role;
  /** A holder of Shares in this game: in a game with the Market board, Shares on the Market are in its rows, not in a "market" holder. */
  holder: (h: unknown) => h is Holder;
}

export function contextOf(state: DisruptState, names: Naming): Context {
  const inGame = (r: unknown): r is Role => isRole(r) && state.roles.includes(r);
  return { names, inGame, holder: (h: unknown): h is Holder => (h === 'market' && !state.board) || h === 'outside' || inGame(h) };
}

export type Applied = DisruptState | Invalid;
/** One event type's handler: its checks and its effect, side by side. Takes any logged event (see Logged). */
export type Handler = (state: DisruptState, event: GameEvent, context: Context) => Applied;
export type Handlers<T extends DisruptEventType> = Record<T, Handler>;

/** A whole amount by the rules of `amountProblem`, or the refusal (prefixed with `label` when given). */
export function checkedAmount(value: unknown, rules: AmountRules = {}, label = ''): number | Invalid {
  const problem = amountProblem(value, rules);
  if (problem || typeof value !== 'number') return invalid(`${label}${problem ?? 'Enter a number.'}`);
  return value;
}

export function withMillions(state: DisruptState, role: Role, delta: number): DisruptState {
  return { ...state, millions: { ...state.millions, [role]: (state.millions[role] ?? 0) + delta } };
}

/**
 * Refuses a payment that would take a role below 0, unless the table confirmed the debt. The
 * rulebook has no debt (the credit card's dials show what a player has): going below 0 is a
 * table's agreement, ticked as "Allow going below 0" beside the action.
 */
export function payProblem(
  state: DisruptState,
  role: Role,
  amount: number,
  debt: unknown,
  names: Naming,
  what = `paying ${amount}M`
): Invalid | null {
  const has = state.millions[role] ?? 0;
  if (amount > has && debt !== true)
    return invalid(
      `${names.The(role)} has only ${has}M: ${what} would go below 0. Tick “Allow going below 0” only if the table agrees to a debt (the rulebook has none).`
    );
  return null;
}

/**
 * Why a holder cannot give that many Shares: what is in hand, and the Shares up for sale beside
 * it ("The Startupper has only 2 Eturnium Shares in hand (1 more is up for sale)").
 */
export function fewSharesProblem(state: DisruptState, from: Holder, project: ProjectId, names: Naming): string {
  const has = state.shares[from][project];
  if (from === 'outside')
    return has
      ? `Only ${sharesOf(has, project)} ${has === 1 ? 'is' : 'are'} beside the board.`
      : `No ${PROJECT_NAMES[project]} Share is beside the board.`;
  if (from === 'market') return `The Market has only ${sharesOf(has, project)}.`;
  const forSale = countIn((state.board?.[from] ?? []).map((c) => (c === project ? c : null)));
  const more = forSale
    ? ` (${forSale} more ${forSale === 1 ? 'is' : 'are'} up for sale: take ${forSale === 1 ? 'it' : 'them'} back with Set up for sale first)`
    : '';
  return `${names.The(from)} has ${has ? `only ${sharesOf(has, project)}` : `no ${PROJECT_NAMES[project]} Share`} in hand${more}.`;
}
