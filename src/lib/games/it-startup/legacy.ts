/**
 * IT Startup's older event versions, replayed exactly as they were applied when written, so that
 * every log ever stored folds to the state it did. Nothing here is written today (events.ts has
 * today's versions). Pure: no Svelte, Dexie or DOM.
 *
 * Version history (the version written today is the last of each type in events.ts):
 * - `its.employee-hired` v1: the card's figures only. v2: the card's `key` applies its "When
 *   played" text (Rockstar Recruiter's takeover, Downer Dave's burnout, Code Monkey "Mike"'s
 *   return to hand, Office Manager's −1). v3: v2 with the employee's own id (`employeeId`), chosen
 *   when the tap is made; v1 and v2 took their id from a counter in the fold, so taking back an
 *   earlier hire gave every later employee another id.
 * - `its.action-played` v1: name, typed cost and an `effect`; Monster Bug on one opponent; takeovers
 *   and outsourcing were their own events. v2: one event per card (`key`), cost charged once
 *   (planned: one less, from the plan), Monster Bug on every opponent, Head Hunter and Outsourcing
 *   with their target and counter, Technical debt, Investor, a free play after a Database
 *   Developer. v3: Crunch Time and Coffee machine count the developers when played (the card's own
 *   words), the points added at the end of the turn; v2 counted them at the end. v4: Head Hunter and
 *   Outsourcing may take an outsourced employee (the rulebook limits those only for knowledge transfer
 *   and the return to hand): Head Hunter takes it for good, Outsourcing from its borrower (who then kept it
 *   for good once that loan ended: the employer lost it). v5: Outsourcing an outsourced employee is a
 *   loan of its own; each loan ends at the start of its borrower's next turn and the employee then goes
 *   to whoever holds it then (the borrower of an earlier loan still running, else its employer). Head
 *   Hunter on an outsourced employee is countered by its employer, who would lose it (v4: its borrower).
 * - `its.undercover-flipped` v1: target, call and side in one chance entry (a mis-tapped target could
 *   not be taken back); `its.undercover-countered` v1: the counter recorded instead of a flip, with
 *   the ability's price. Since then `its.undercover-declared` (target and call, paid, undoable), then
 *   `its.undercover-flipped` v2 (the side: chance) or `its.undercover-countered` v2; an outsourced
 *   employee may be the target.
 * - `its.action-planned` v1: names the card by its name. v2: by `key`. v3: no cost asked (planning
 *   is free, "you pay the card's resource cost after you turn the card face up"): a printed cost is
 *   kept from the card, another is typed as the planned card is played (`its.action-played` v4's
 *   `cost` with `planned`), less 1.
 * - `its.burnout-changed` v1: any employee. v2: only the turn's player's, on their own table.
 * - `its.planning-bonus-used` v1: while on offer, at any moment of the turn. v2: "at the start of your
 *   turn": refused once the turn's player has made another move this turn.
 * - `its.knowledge-transferred` v1: the card by its place on the developer (`index`, which a
 *   take-back could shift). v2: by what it is (`knowledge`: name, bonus, cost).
 * - `its.burnout-all`, `its.employee-taken-over`, `its.takeover-countered`, `its.employee-outsourced`
 *   (v1 only): written before the cards' own events carried these effects.
 * - `by` (any version, on the events of the player whose turn it is): who made the move. The fold
 *   refuses it in anyone else's turn; events without it (older logs) are applied as before.
 * - The moves that act on the turn (events.ts's TURN_STAMPED: `its.turn-ended` v2,
 *   `its.planning-bonus-used` v3, `its.planning-bonus-skipped` v2, `its.undercover-declared` v2,
 *   `its.undercover-flipped` v3, `its.undercover-countered` v3, `its.action-played` v6,
 *   `its.action-planned` v4, `its.employee-hired` v4) carry the turn of `by` they were entered in and
 *   are refused in any other (apply/index.ts): a phone cut from a live table could enter one after
 *   that turn ended, and the version before each counted it in whichever turn of that player the
 *   merged log put it. The version before applies as it did, by the same handler, without that check.
 */
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import { UNDERCOVER_COST } from './cards';
import { changeBurnout, gain, moveEmployee, NOT_ON_TABLE, notEnoughToPay, pay } from './effects';
import type {
  ActionPlannedV1,
  ActionPlayedV1,
  ActionPlayedV2ToV4,
  BurnoutAllV1,
  BurnoutChangedV1,
  PlanningBonusUsedV1,
  EmployeeHiredV1V2,
  EmployeeOutsourcedV1,
  EmployeeTakenOverV1,
  KnowledgeTransferredV1,
  TakeoverCounteredV1,
  UndercoverCounteredV1,
  UndercoverFlippedV1
} from './events';
import { currentPlayer, findEmployee, isInt, tableOf, turnNumberOf, type ItState } from './state';
import { undercoverProblem } from './table';
import { playAction, planCard } from './apply/actions';
import { burnoutByHand, hiredCardProblem, placeHire, whenHired } from './apply/employees';
import { moveKnowledge, transferEnds } from './apply/knowledge';
import { planningBonusUsed } from './apply/turn';
import { isPlayer } from './apply/money';
import { playerName } from '$lib/core/text';

/** `its.employee-hired` v1 and v2: the id is the fold's counter; v1 applies no "When played" text. */
export function employeeHiredV1V2(state: ItState, event: EmployeeHiredV1V2, players: readonly Player[]): ItState | Invalid {
  const problem = hiredCardProblem(event.card, event.v !== 1);
  if (problem) return invalid(problem);
  const id = `e${state.nextId}`;
  const hired = placeHire(state, event.card, id, state.nextId + 1, players);
  if (isInvalid(hired) || event.v === 1) return hired;
  return whenHired(hired, event.card.key, event, id, players);
}

export const burnoutChangedV1 = (state: ItState, event: BurnoutChangedV1, players: readonly Player[]): ItState | Invalid =>
  burnoutByHand(state, event.employee, event.delta, false, players);

/** `its.planning-bonus-used` v1: taken at any moment of the turn while on offer. */
export const planningBonusUsedV1 = (state: ItState, event: PlanningBonusUsedV1, players: readonly Player[]): ItState | Invalid =>
  planningBonusUsed(state, event, false, players);

export function burnoutAllV1(state: ItState, event: BurnoutAllV1, players: readonly Player[]): ItState | Invalid {
  if (!isPlayer(state, event.owner)) return invalid('Pick a player.');
  if (event.delta !== 1 && event.delta !== -1) return invalid('Burnout changes by one point at a time.');
  const ids = tableOf(state, event.owner).map((e) => e.id);
  if (!ids.length) return invalid(`${playerName(players, event.owner)} has no employees.`);
  return changeBurnout(state, ids, event.delta);
}

export function knowledgeTransferredV1(state: ItState, event: KnowledgeTransferredV1, players: readonly Player[]): ItState | Invalid {
  const ends = transferEnds(state, event.from, event.to, players);
  if (isInvalid(ends)) return ends;
  if (!isInt(event.index, 0, ends.from.knowledge.length - 1)) return invalid('Pick a knowledge card of that developer.');
  return moveKnowledge(state, ends.from, event.index, ends.to, players);
}

/**
 * v2 counts Crunch Time's and Coffee machine's developers at the end of the turn; v2 and v3 take no
 * outsourced employee; v4 outsources one from its borrower for good (it goes back to that borrower
 * and stays theirs) and has Head Hunter on one countered by its borrower.
 */
export const actionPlayedV2ToV4 = (state: ItState, event: ActionPlayedV2ToV4, players: readonly Player[]): ItState | Invalid =>
  playAction(state, event, { countNow: event.v !== 2, outsourcedTargets: event.v === 4, loans: false }, players);

/** `its.undercover-flipped` v1: target, call and side in one chance entry; the 1 paid with it; no outsourced target. */
export function undercoverFlippedV1(state: ItState, event: UndercoverFlippedV1, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const ready = undercoverProblem(state, me, players);
  if (ready) return invalid(ready);
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (e.owner === me) return invalid(`${e.name} is already ${playerName(players, me)}'s.`);
  if (e.outsourcedFrom !== null) return invalid(`${playerName(players, e.owner)}'s ${e.name} is outsourced: it cannot be taken over.`);
  if ((event.call !== 'heads' && event.call !== 'tails') || (event.side !== 'heads' && event.side !== 'tails'))
    return invalid('A coin shows heads or tails.');
  const paid = pay(state, me, UNDERCOVER_COST, players, `the Undercover HR Agent's flip costs ${UNDERCOVER_COST}`);
  if (isInvalid(paid)) return paid;
  const used = { ...paid, turn: { ...paid.turn, undercoverUsed: true } };
  return event.call === event.side ? moveEmployee(used, e.id, me, null) : used;
}

/**
 * `its.undercover-countered` v1: recorded instead of a flip, with what the ability cost (`paid`);
 * the ability is paid and used for this turn, and no coin is flipped.
 */
export function undercoverCounteredV1(state: ItState, event: UndercoverCounteredV1, players: readonly Player[]): ItState | Invalid {
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

/** `its.action-played` v1, exactly as older logs were applied. */
export function actionPlayedV1(state: ItState, event: ActionPlayedV1, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  if (!isInt(event.cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
  if (typeof event.name !== 'string' || event.name.length < 1 || event.name.length > 40) return invalid('Name the action card.');
  let next: ItState = state;
  let toPay = event.cost;
  if (event.planned === true) {
    const planned = state.planned[me];
    if (!planned) return invalid('You have no planned action card.');
    if (planned.onTurn >= turnNumberOf(state, me)) return invalid('A planned card can be played from your next turn on.');
    // v1 plays follow v1 plans, which always carried a cost; a plan without one is played by today's event.
    toPay = Math.max(0, (planned.cost ?? event.cost) - 1);
    next = { ...next, planned: { ...next.planned, [me]: null } };
  }
  const paid = pay(next, me, toPay, players, `${event.planned === true ? 'the planned ' : ''}${event.name} costs ${toPay}`);
  if (isInvalid(paid)) return paid;
  next = paid;
  const mine = tableOf(next, me).map((e) => e.id);
  switch (event.effect) {
    case 'crunch-time':
      return { ...next, turn: { ...next.turn, perDeveloper: next.turn.perDeveloper + 2, crunch: next.turn.crunch + 1 } };
    case 'coffee-machine':
      return { ...changeBurnout(next, mine, -1), turn: { ...next.turn, perDeveloper: next.turn.perDeveloper + 1 } };
    case 'get-away':
      return { ...changeBurnout(next, mine, -1), turn: { ...next.turn, skipBurnout: true } };
    case 'monster-bug': {
      if (!isPlayer(state, event.target) || event.target === me) return invalid('Pick the opponent.');
      return changeBurnout(
        next,
        tableOf(next, event.target).map((e) => e.id),
        1
      );
    }
    case 'none':
    case undefined:
      return next;
    default:
      return invalid('Unknown action card effect.');
  }
}

export function actionPlannedV1(state: ItState, event: ActionPlannedV1): ItState | Invalid {
  if (state.planned[currentPlayer(state)]) return invalid('Only one action card can be planned at a time; play it first.');
  if (!isInt(event.cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
  return planCard(state, event.name, event.cost);
}

/** Version 1 logs (the screen now plays these through the card's own event). */
export function employeeTakenOverV1(state: ItState, event: EmployeeTakenOverV1, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const e = findEmployee(state, event.employee);
  if (!e || e.owner === me) return invalid("Pick an opponent's employee.");
  if (e.outsourcedFrom !== null) return invalid('That employee is outsourced; it goes back at the start of its borrower’s turn.');
  if (!isInt(event.paid, 0, 1000)) return invalid('A cost is a whole number from 0.');
  if (event.method === 'rockstar-recruiter' && tableOf(state, e.owner).length < 4)
    return invalid(`${playerName(players, e.owner)} has fewer than 4 employees.`);
  const paid = pay(state, me, event.paid, players, `taking over ${playerName(players, e.owner)}'s ${e.name} costs ${event.paid}`);
  if (isInvalid(paid)) return paid;
  return moveEmployee(paid, e.id, me, null);
}

/** Version 1 logs: the opponent paid to counter; the card's cost is still paid. */
export function takeoverCounteredV1(state: ItState, event: TakeoverCounteredV1, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  if (!isPlayer(state, event.opponent) || event.opponent === me) return invalid('Pick the opponent who countered.');
  if (!isInt(event.paid, 0, 1000) || !isInt(event.counter, 0, 1000)) return invalid('A cost is a whole number from 0.');
  const paid = pay(state, me, event.paid, players, `the takeover card costs ${event.paid}`);
  if (isInvalid(paid)) return paid;
  const countered = pay(paid, event.opponent, event.counter, players, notEnoughToPay(players, event.counter, me, ' to counter'));
  if (isInvalid(countered)) return countered;
  return gain(countered, me, event.counter);
}

/** Version 1 logs: the price typed on the employee; the previous employer gets it. */
export function employeeOutsourcedV1(state: ItState, event: EmployeeOutsourcedV1, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const e = findEmployee(state, event.employee);
  if (!e || e.owner === me) return invalid("Pick an opponent's employee.");
  if (e.outsourcedFrom !== null) return invalid('That employee is already outsourced.');
  if (!isInt(event.paid, 0, 1000)) return invalid('A cost is a whole number from 0.');
  const paid = pay(state, me, event.paid, players, `outsourcing ${playerName(players, e.owner)}'s ${e.name} costs ${event.paid}`);
  if (isInvalid(paid)) return paid;
  return moveEmployee(gain(paid, e.owner, event.paid), e.id, me, e.owner);
}
