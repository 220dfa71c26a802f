/**
 * IT Startup's money events, each checked and applied in one place: resources paid to the pool,
 * gained from it, given to another player; cards sold (+1 each) and bought (2 each). Pure.
 */
import { amountProblem } from '$lib/core/numbers';
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import type { CardsBought, CardsSold, ResourcesGained, ResourcesGiven, ResourcesPaid } from '../events';
import { gain, notEnoughToPay, pay } from '../effects';
import { currentPlayer, type ItState } from '../state';
import { plural } from '$lib/core/text';

/** Why a typed count is refused ("Amount: a whole number from 1."), or null. */
export const countProblem = (v: unknown, what: string): string | null =>
  amountProblem(v, { allowZero: false, max: 1000 }) ? `${what}: a whole number from 1.` : null;

/** True when `id` is a player of this game. */
export const isPlayer = (state: ItState, id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.resources, id);

export function resourcesPaid(state: ItState, event: ResourcesPaid, players: readonly Player[]): ItState | Invalid {
  if (!isPlayer(state, event.player)) return invalid('Pick a player.');
  const problem = countProblem(event.amount, 'Amount');
  if (problem) return invalid(problem);
  return pay(state, event.player, event.amount, players, notEnoughToPay(players, event.amount));
}

export function resourcesGained(state: ItState, event: ResourcesGained): ItState | Invalid {
  if (!isPlayer(state, event.player)) return invalid('Pick a player.');
  const problem = countProblem(event.amount, 'Amount');
  if (problem) return invalid(problem);
  return gain(state, event.player, event.amount);
}

export function resourcesGiven(state: ItState, event: ResourcesGiven, players: readonly Player[]): ItState | Invalid {
  if (!isPlayer(state, event.from) || !isPlayer(state, event.to) || event.from === event.to) return invalid('Pick two different players.');
  const problem = countProblem(event.amount, 'Amount');
  if (problem) return invalid(problem);
  const paid = pay(state, event.from, event.amount, players, notEnoughToPay(players, event.amount, event.to));
  return isInvalid(paid) ? paid : gain(paid, event.to, event.amount);
}

export function cardsSold(state: ItState, event: CardsSold): ItState | Invalid {
  const problem = countProblem(event.count, 'Cards');
  if (problem) return invalid(problem);
  return gain(state, currentPlayer(state), event.count);
}

export function cardsBought(state: ItState, event: CardsBought, players: readonly Player[]): ItState | Invalid {
  const problem = countProblem(event.count, 'Cards');
  if (problem) return invalid(problem);
  const { count } = event;
  return pay(state, currentPlayer(state), 2 * count, players, `${plural(count, 'card')} ${count === 1 ? 'costs' : 'cost'} ${2 * count}`);
}
