/**
 * The Undercover HR Agent's ability, checked and applied in one place: once per turn its owner
 * pays 1 and flips a coin (a called side that comes up takes the target over), or an opponent
 * pays to counter it before the flip. Pure.
 */
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import { UNDERCOVER_COST } from '../cards';
import { gain, moveEmployee, NOT_ON_TABLE, notEnoughToPay, pay } from '../effects';
import type { UndercoverCountered, UndercoverFlipped } from '../events';
import { nameOf } from '../names';
import { currentPlayer, findEmployee, isInt, type ItState } from '../state';
import { undercoverProblem } from '../table';
import { isPlayer } from './money';

export function undercoverFlipped(state: ItState, event: UndercoverFlipped, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const ready = undercoverProblem(state, me, players);
  if (ready) return invalid(ready);
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (e.owner === me) return invalid(`${e.name} is already ${nameOf(players, me)}'s.`);
  if (e.outsourcedFrom !== null) return invalid(`${nameOf(players, e.owner)}'s ${e.name} is outsourced: it cannot be taken over.`);
  if ((event.call !== 'heads' && event.call !== 'tails') || (event.side !== 'heads' && event.side !== 'tails')) return invalid('A coin shows heads or tails.');
  const paid = pay(state, me, UNDERCOVER_COST, players, `the Undercover HR Agent's flip costs ${UNDERCOVER_COST}`);
  if (isInvalid(paid)) return paid;
  const used = { ...paid, turn: { ...paid.turn, undercoverUsed: true } };
  return event.call === event.side ? moveEmployee(used, e.id, me, null) : used;
}

/**
 * "Before the coin flip any opponent may pay you (3) to counter this ability": the ability (its 1)
 * is paid and used for this turn, and no coin is flipped.
 */
export function undercoverCountered(state: ItState, event: UndercoverCountered, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const ready = undercoverProblem(state, me, players);
  if (ready) return invalid(ready);
  if (!isPlayer(state, event.opponent) || event.opponent === me) return invalid('Choose the opponent who counters.');
  if (!isInt(event.paid, 0, 1000) || !isInt(event.counter, 0, 1000)) return invalid('A cost is a whole number from 0.');
  const paid = pay(state, me, event.paid, players, `the Undercover HR Agent's ability costs ${event.paid}`);
  if (isInvalid(paid)) return paid;
  const countered = pay(paid, event.opponent, event.counter, players, notEnoughToPay(players, event.counter, me, ' to counter'));
  if (isInvalid(countered)) return countered;
  const used = gain(countered, me, event.counter);
  return { ...used, turn: { ...used.turn, undercoverUsed: true } };
}
