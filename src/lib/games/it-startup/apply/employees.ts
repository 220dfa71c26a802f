/**
 * IT Startup's employee events, each checked and applied in one place: a hire (paid, placed, and
 * its card's "When played" text: Rockstar Recruiter's takeover, Downer Dave's burnout point, Code
 * Monkey "Mike"'s return to hand, Office Manager's −1, the draws), a burnout point by hand, an
 * employee returned to hand or removed. Older versions of a hire and of a burnout change are in
 * ../legacy.ts and use the shared parts here. Pure.
 */
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import { employeeCard } from '../cards';
import { changeBurnout, moveEmployee, NOT_ON_TABLE, pay, removeEmployee, withNote } from '../effects';
import type { EmployeeHired, EmployeeHiredV3, EmployeeRemoved, EmployeeReturnedToHand, HiredCard } from '../events';
import { counterAfter, currentPlayer, EMPLOYEE_ID, findEmployee, isInt, tableOf, type ItState, type TableEmployee } from '../state';
import { rockstarTargets } from '../table';
import { playerName, plural } from '$lib/core/text';

/** Why a hired card's figures are refused, or null; `checkKey`: a key must name a known card (since v2). */
export function hiredCardProblem(c: HiredCard | undefined, checkKey: boolean): string | null {
  if (!c || typeof c.name !== 'string' || c.name.trim().length < 1 || c.name.length > 40) return 'Name the employee (1 to 40 characters).';
  if (c.kind !== 'dev' && c.kind !== 'hr' && c.kind !== 'agile') return 'An employee is a developer, HR or an agile coach.';
  if (!isInt(c.efficiency, 0, 100) || !isInt(c.resistance, 0, 20) || !isInt(c.boost ?? 0, 0, 20))
    return 'Efficiency, resistance and boost are whole numbers from 0.';
  if (!isInt(c.knowledgeDiscount ?? 0, 0, 20) || !isInt(c.transferDiscount ?? 0, 0, 20)) return 'Discounts are whole numbers from 0.';
  if (!isInt(c.cost, 0, 1000)) return 'A cost is a whole number from 0.';
  if (checkKey && c.key !== undefined && !employeeCard(c.key)) return 'Unknown employee card.';
  return null;
}

/** Pays for a checked card and puts it on the current player's table as employee `id`. */
export function placeHire(state: ItState, c: HiredCard, id: string, nextId: number, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const paid = pay(state, me, c.cost, players, `${c.name.trim()} costs ${c.cost}`);
  if (isInvalid(paid)) return paid;
  const employee: TableEmployee = {
    id,
    owner: me,
    name: c.name.trim(),
    kind: c.kind,
    efficiency: c.kind === 'dev' ? c.efficiency : 0,
    knowledge: [],
    knowledgeCosts: [],
    knowledgeNames: [],
    resistance: c.resistance,
    burnout: 0,
    boost: c.boost ?? 0,
    cost: c.cost,
    knowledgeDiscount: c.knowledgeDiscount ?? 0,
    transferDiscount: c.transferDiscount ?? 0,
    outsourcedFrom: null
  };
  return { ...paid, employees: [...paid.employees, employee], nextId };
}

type HireTargets = Pick<EmployeeHired, 'takeOver' | 'burnout' | 'returnToHand'>;

/** The "When played" text of a hired card (event v2 and later), applied after the card is on the table. */
export function whenHired(
  state: ItState,
  key: string | undefined,
  event: HireTargets,
  hired: string,
  players: readonly Player[]
): ItState | Invalid {
  const me = currentPlayer(state);
  const who = (id: string) => playerName(players, id);
  switch (key) {
    case 'rockstar-recruiter': {
      const targets = rockstarTargets(state, me);
      if (event.takeOver === undefined || event.takeOver === null) {
        if (targets.length) return invalid('Choose the employee Rockstar Recruiter takes over.');
        return state;
      }
      const e = findEmployee(state, event.takeOver);
      if (!e || !targets.some((t) => t.id === e.id)) {
        return invalid(
          targets.length
            ? 'Rockstar Recruiter takes over an employee of an opponent with 4 or more employees.'
            : 'No opponent has 4 or more employees: Rockstar Recruiter takes nobody over.'
        );
      }
      return moveEmployee(state, e.id, me, null);
    }
    case 'downer-dave': {
      const targets = state.employees.filter((e) => e.owner !== me);
      if (event.burnout === undefined || event.burnout === null) {
        if (targets.length) return invalid("Choose the opponent's employee Downer Dave adds 1 burnout point to.");
        return state;
      }
      const e = findEmployee(state, event.burnout);
      if (!e || e.owner === me) return invalid("Downer Dave adds 1 burnout point to an opponent's employee.");
      return changeBurnout(state, [e.id], 1);
    }
    case 'code-monkey-mike': {
      if (event.returnToHand === undefined || event.returnToHand === null) return state;
      const e = findEmployee(state, event.returnToHand);
      if (!e || e.owner !== me || e.id === hired) return invalid(`Code Monkey "Mike" returns one of ${who(me)}'s other employees to hand.`);
      if (e.outsourcedFrom !== null) return invalid('An outsourced employee cannot be returned to hand.');
      return removeEmployee(state, e.id);
    }
    case 'office-manager':
      return changeBurnout(
        state,
        tableOf(state, me).map((e) => e.id),
        -1
      );
    case 'database-developer':
      return withNote(
        { ...state, turn: { ...state.turn, freeActions: state.turn.freeActions + 2 } },
        'Database Developer: draw 2 cards; an action card drawn this way can be played this turn for 0.'
      );
    case 'senior-backend-developer':
      return withNote(state, 'Senior Backend Developer: look at the top 5 cards, draw 2 of them, the rest go to the bottom of the deck.');
    case 'scrum-master': {
      const devs = tableOf(state, me).filter((e) => e.kind === 'dev').length;
      return withNote(state, `Scrum Master: draw ${plural(devs, 'card')} (one for each developer ${who(me)} controls).`);
    }
    default:
      return state;
  }
}

/** `its.employee-hired` v3: the employee's own id comes with the event. */
export function employeeHired(state: ItState, event: EmployeeHired | EmployeeHiredV3, players: readonly Player[]): ItState | Invalid {
  const problem = hiredCardProblem(event.card, true);
  if (problem) return invalid(problem);
  if (typeof event.employeeId !== 'string' || !EMPLOYEE_ID.test(event.employeeId)) return invalid('This hire has no employee id.');
  const taken = findEmployee(state, event.employeeId);
  if (taken)
    return invalid(
      `${playerName(players, taken.owner)}'s ${taken.name} already has this hire's employee id (${event.employeeId}); take that hire back first.`
    );
  const hired = placeHire(state, event.card, event.employeeId, counterAfter(state, event.employeeId), players);
  return isInvalid(hired) ? hired : whenHired(hired, event.card.key, event, event.employeeId, players);
}

/**
 * One burnout point added or removed by hand. `ownTableOnly` (since v2): only on the turn's
 * player's own employees; an opponent's change only through a card.
 */
export function burnoutByHand(
  state: ItState,
  employee: unknown,
  delta: unknown,
  ownTableOnly: boolean,
  players: readonly Player[]
): ItState | Invalid {
  const me = currentPlayer(state);
  const e = findEmployee(state, employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (delta !== 1 && delta !== -1) return invalid('Burnout changes by one point at a time.');
  if (ownTableOnly && e.owner !== me)
    return invalid(`On ${playerName(players, me)}'s turn ${playerName(players, e.owner)}'s employees change only through a card.`);
  if (delta === -1 && e.burnout === 0) return invalid(`${e.name} has no burnout point to remove.`);
  return changeBurnout(state, [e.id], delta);
}

export function employeeReturnedToHand(state: ItState, event: EmployeeReturnedToHand): ItState | Invalid {
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (e.outsourcedFrom !== null) return invalid('An outsourced employee cannot be returned to hand.');
  return removeEmployee(state, e.id);
}

export function employeeRemoved(state: ItState, event: EmployeeRemoved): ItState | Invalid {
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  return removeEmployee(state, e.id);
}
