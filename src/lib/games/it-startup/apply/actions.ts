/**
 * IT Startup's action cards, each play checked and applied in one place: one event per card, its
 * cost charged once (from hand, from the plan for one less, or free after a Database Developer),
 * its whole effect applied (Crunch Time, Coffee machine, Get away from it all, Monster Bug on every
 * opponent, Technical debt, Head Hunter and Outsourcing with their target and counter, Investor);
 * and a card planned face down. Version 1 plays and plans are in ../legacy.ts. Pure.
 */
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import { actionCard, HEAD_HUNTER_COUNTER } from '../cards';
import { changeBurnout, gain, moveEmployee, notEnoughToPay, pay } from '../effects';
import type { ActionPlanned, ActionPlannedV2, ActionPlannedV3, ActionPlay } from '../events';
import { currentPlayer, findEmployee, isInt, tableOf, turnNumberOf, type ItState, type TurnFlags } from '../state';
import { developersOf, headHunterCounterer } from '../table';
import { playerName } from '$lib/core/text';

/**
 * Plays an action card. `countNow` (since v3): Crunch Time and Coffee machine count the developers
 * as the card is played (the card's own words) and bank the points for the end of the turn; without
 * it (v2) the developers are counted at the end of the turn. `outsourcedTargets` (since v4): Head
 * Hunter and Outsourcing may take an outsourced employee, from its borrower. `loans` (since v5):
 * outsourcing an outsourced employee is a loan of its own (the earlier one still runs and the employee
 * stays its employer's), and Head Hunter on an outsourced employee is countered by its employer.
 */
export function playAction(
  state: ItState,
  event: ActionPlay,
  { countNow, outsourcedTargets, loans }: { countNow: boolean; outsourcedTargets: boolean; loans: boolean },
  players: readonly Player[]
): ItState | Invalid {
  const me = currentPlayer(state);
  const who = (id: string | null | undefined) => playerName(players, id);
  const card = actionCard(event.key);
  if (!card) return invalid('Choose the action card.');
  const name = card.key === 'other' ? (typeof event.name === 'string' ? event.name.trim() : '') : card.name;
  if (name.length < 1 || name.length > 40) return invalid('Name the action card.');
  let next: ItState = state;
  let toPay: number;
  if (event.planned === true) {
    const planned = state.planned[me];
    if (!planned) return invalid(`${who(me)} has no planned action card.`);
    if (planned.onTurn >= turnNumberOf(state, me)) return invalid('A planned card can be played from your next turn on.');
    if (planned.name !== name) return invalid(`The planned card is ${planned.name}, not ${name}.`);
    // Planned without a cost (v3, a card whose cost the rulebook does not print): the play names it.
    // (A plan that kept a cost is paid from it, as older logs were.)
    const cost = planned.cost ?? event.cost;
    if (!isInt(cost, 0, 1000)) return invalid(`Type ${name}'s cost: the planned one is paid 1 less.`);
    toPay = Math.max(0, cost - 1);
    next = { ...next, planned: { ...next.planned, [me]: null } };
  } else if (event.free === true) {
    if (state.turn.freeActions < 1) return invalid('Only an action card drawn with a Database Developer this turn is played for 0.');
    toPay = 0;
    next = { ...next, turn: { ...next.turn, freeActions: next.turn.freeActions - 1 } };
  } else {
    if (!isInt(event.cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
    if (card.cost !== null && event.cost !== card.cost) return invalid(`${card.name} costs ${card.cost}.`);
    toPay = event.cost;
  }
  // Targets are checked before paying, so the refusal names the real problem.
  const takes = card.key === 'head-hunter' || card.key === 'outsourcing';
  const target = takes ? findEmployee(state, event.employee) : undefined;
  if (takes) {
    if (!target)
      return invalid(
        event.employee === undefined || event.employee === null
          ? `Choose the employee ${card.name} takes over.`
          : 'The employee it names is not on the table.'
      );
    if (target.owner === me) return invalid(`${target.name} is already ${who(me)}'s.`);
    if (!outsourcedTargets && target.outsourcedFrom !== null)
      return invalid(
        `${target.name} is outsourced: it goes back to ${who(target.outsourcedFrom)} at the start of ${who(target.owner)}'s turn.`
      );
  }
  const paid = pay(next, me, toPay, players, `${event.planned === true ? 'the planned ' : ''}${name} costs ${toPay}`);
  if (isInvalid(paid)) return paid;
  next = paid;
  const mine = tableOf(next, me).map((e) => e.id);
  // "You get (n) project points for every developer you control".
  const bank = (perDeveloper: number, turn: TurnFlags): TurnFlags =>
    countNow
      ? { ...turn, banked: (turn.banked ?? 0) + perDeveloper * developersOf(next, me) }
      : { ...turn, perDeveloper: turn.perDeveloper + perDeveloper };
  switch (card.key) {
    case 'crunch-time':
      return { ...next, turn: { ...bank(2, next.turn), crunch: next.turn.crunch + 1 } };
    case 'coffee-machine':
      return { ...changeBurnout(next, mine, -1), turn: bank(1, next.turn) };
    case 'get-away':
      return { ...changeBurnout(next, mine, -1), turn: { ...next.turn, skipBurnout: true } };
    case 'monster-bug':
      // "All opponent employees get (1) burnout point": every opponent's, in one go.
      return changeBurnout(
        next,
        next.employees.filter((e) => e.owner !== me).map((e) => e.id),
        1
      );
    case 'technical-debt':
      // "Shuffle all employees and their knowledge into the deck", read literally: every employee on the table.
      return { ...next, employees: [] };
    case 'head-hunter': {
      if (!target) return next;
      if (event.countered === true) {
        // "The opponent can pay you (5) to counter this card": the card is played (and paid), nobody moves.
        const counter = event.counter ?? HEAD_HUNTER_COUNTER;
        if (!isInt(counter, 0, 1000)) return invalid('The counter is a whole number of resources from 0.');
        const countered = pay(
          next,
          headHunterCounterer(target, me, loans),
          counter,
          players,
          notEnoughToPay(players, counter, me, ' to counter')
        );
        return isInvalid(countered) ? countered : gain(countered, me, counter);
      }
      // Taken over for good: an outsourced employee's loan ends with it.
      return moveEmployee(next, target.id, me, null);
    }
    case 'outsourcing': {
      if (!target) return next;
      // "The opponent gets the resources you paid for this card" (planned: what was paid, one less):
      // for an outsourced target, "the previous employer", the borrower it is taken from.
      const paidOwner = gain(next, target.owner, toPay);
      if (target.outsourcedFrom === null) return moveEmployee(paidOwner, target.id, me, target.owner);
      // "Until the start of your next turn": a loan of its own; the borrower's earlier loan still runs.
      if (loans) return moveEmployee(paidOwner, target.id, me, target.outsourcedFrom, [...(target.heldBefore ?? []), target.owner]);
      return moveEmployee(paidOwner, target.id, me, target.owner);
    }
    case 'investor': {
      if (!isInt(event.gain, 1, 1000)) return invalid('Investor: the resources gained are a whole number from 1.');
      return gain(next, me, event.gain);
    }
    default:
      return next;
  }
}

/** Versions 5 and 6 (which adds the turn, checked before: ./index.ts). */
export const actionPlayed = (state: ItState, event: ActionPlay, players: readonly Player[]): ItState | Invalid =>
  playAction(state, event, { countNow: true, outsourcedTargets: true, loans: true }, players);

/**
 * A card planned face down: one at a time, played from the player's next turn for one less.
 * `cost` null: not known yet, typed as the card is played (planning itself costs nothing).
 */
export function planCard(state: ItState, name: unknown, cost: unknown): ItState | Invalid {
  const me = currentPlayer(state);
  if (typeof name !== 'string' || name.trim().length < 1 || name.length > 40) return invalid('Name the action card.');
  if (cost !== null && !isInt(cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
  return { ...state, planned: { ...state.planned, [me]: { name: name.trim(), cost, onTurn: turnNumberOf(state, me) } } };
}

/**
 * `its.action-planned` v3 and v4 (which adds the turn), the card named by its key, and v2, which also
 * carried a cost typed at planning. v3 and v4 keep the printed cost, or none: it is asked as the card is played.
 */
export function actionPlanned(state: ItState, event: ActionPlanned | ActionPlannedV3 | ActionPlannedV2): ItState | Invalid {
  if (state.planned[currentPlayer(state)]) return invalid('Only one action card can be planned at a time; play it first.');
  const card = actionCard(event.key);
  if (!card) return invalid('Choose the action card to plan.');
  const name = card.key === 'other' ? event.name : card.name;
  if (event.v !== 2) return planCard(state, name, card.cost);
  if (card.cost !== null && event.cost !== card.cost) return invalid(`${card.name} costs ${card.cost}.`);
  if (!isInt(event.cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
  return planCard(state, name, event.cost);
}
