/**
 * The Undercover HR Agent's ability, checked and applied in one place: once per turn its owner
 * pays 1 and declares a flip (target and call: an entry of its own, undoable), then either the coin
 * is flipped (a chance entry: the called side takes the target over) or an opponent pays to counter
 * it before the flip. The one-entry flip and counter of version 1 are in ../legacy.ts. Pure.
 */
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import { UNDERCOVER_COST } from '../cards';
import { gain, moveEmployee, NOT_ON_TABLE, notEnoughToPay, pay } from '../effects';
import type {
  UndercoverCountered,
  UndercoverCounteredV2,
  UndercoverDeclared,
  UndercoverDeclaredV1,
  UndercoverFlipped,
  UndercoverFlippedV2
} from '../events';
import { currentPlayer, findEmployee, isInt, type ItState } from '../state';
import { undercoverProblem } from '../table';
import { isPlayer } from './money';
import { playerName } from '$lib/core/text';

const isSide = (v: unknown) => v === 'heads' || v === 'tails';

/** "Once per turn you may pay (1): declare a coin flip": an opponent's employee, outsourced ones included. */
export function undercoverDeclared(
  state: ItState,
  event: UndercoverDeclared | UndercoverDeclaredV1,
  players: readonly Player[]
): ItState | Invalid {
  const me = currentPlayer(state);
  const ready = undercoverProblem(state, me, players);
  if (ready) return invalid(ready);
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (e.owner === me) return invalid(`${e.name} is already ${playerName(players, me)}'s.`);
  if (!isSide(event.call)) return invalid('A coin shows heads or tails.');
  const paid = pay(state, me, UNDERCOVER_COST, players, `the Undercover HR Agent's flip costs ${UNDERCOVER_COST}`);
  if (isInvalid(paid)) return paid;
  return { ...paid, turn: { ...paid.turn, undercoverUsed: true, undercover: { employee: e.id, call: event.call } } };
}

const NOTHING_DECLARED = 'No Undercover HR Agent flip is declared this turn: declare it first (pay 1, target, call).';

/**
 * Why a flip finds no declaration. The screen flips only after one, so a flip without it is met where
 * the declaration was taken back from under it (Undo passes over the flip, a result of chance, to the
 * call): the refusal then says that the landed coin keeps its call, and what can still be done.
 */
function flipWithoutCall(state: ItState, players: readonly Player[]): string {
  if (state.turn.undercoverUsed) return NOTHING_DECLARED;
  const me = playerName(players, currentPlayer(state));
  return `the coin is flipped, so ${me}'s call stands: a coin that has landed is not called again, and what it decided stays; a figure can still be put right by hand on a player's sheet`;
}

/** Why a counter finds no declaration: taken back from under it, the counter goes first. */
function counterWithoutCall(state: ItState): string {
  return state.turn.undercoverUsed ? NOTHING_DECLARED : 'the counter answers this call: take the counter back first';
}

/** The state with the declared flip resolved (by the coin or a counter). */
function resolved(state: ItState): ItState {
  const turn = { ...state.turn };
  delete turn.undercover;
  return { ...state, turn };
}

/** "If you win: take over a target employee": for good (an outsourced one's loan ends with it). */
export function undercoverFlipped(
  state: ItState,
  event: UndercoverFlipped | UndercoverFlippedV2,
  players: readonly Player[]
): ItState | Invalid {
  const declared = state.turn.undercover;
  if (!declared) return invalid(flipWithoutCall(state, players));
  if (!isSide(event.side)) return invalid('A coin shows heads or tails.');
  const me = currentPlayer(state);
  const e = findEmployee(state, declared.employee);
  return event.side === declared.call && e && e.owner !== me ? moveEmployee(resolved(state), e.id, me, null) : resolved(state);
}

/** "Before the coin flip any opponent may pay you (3) to counter this ability": no flip this turn. */
export function undercoverCountered(
  state: ItState,
  event: UndercoverCountered | UndercoverCounteredV2,
  players: readonly Player[]
): ItState | Invalid {
  const me = currentPlayer(state);
  if (!state.turn.undercover) return invalid(counterWithoutCall(state));
  if (!isPlayer(state, event.opponent) || event.opponent === me) return invalid('Choose the opponent who counters.');
  if (!isInt(event.counter, 0, 1000)) return invalid('A counter is a whole number of resources from 0.');
  const countered = pay(state, event.opponent, event.counter, players, notEnoughToPay(players, event.counter, me, ' to counter'));
  if (isInvalid(countered)) return countered;
  return gain(resolved(countered), me, event.counter);
}
