/**
 * IT Startup's state and its setup: the shape of the table (players' resources, points and score
 * sheet, the employees with their burnout and knowledge, planned cards, this turn's flags), the
 * start of a turn (income, outsourced employees going home, the planning bonus prompt) and the few
 * readings every other module needs (whose turn, whose table, which employee). Applies no event
 * (apply/ does). Pure: no Svelte, Dexie or DOM.
 */
import type { SessionConfig } from '$lib/core/types';
import { incomeForTurn, planningBonus, type Employee } from './rules';

export interface TableEmployee extends Employee {
  id: string;
  owner: string;
  cost: number;
  /** What each knowledge card cost to play (paid again to transfer it). */
  knowledgeCosts: number[];
  /** Each knowledge card's name ("TDD"), for the history. */
  knowledgeNames: string[];
  knowledgeDiscount: number;
  transferDiscount: number;
  /** Set while the employee is outsourced: its employer (the real owner), whom it goes back to once every loan has ended. */
  outsourcedFrom: string | null;
  /**
   * Outsourced from a borrower (`its.action-played` v5): the borrowers of the earlier loans still
   * running, oldest first. Each loan ends at the start of its own borrower's next turn; when the
   * holder's loan ends the employee goes to the last of them, else home to `outsourcedFrom`.
   * Absent for a single loan.
   */
  heldBefore?: string[];
}

export type Outcome = { state: 'playing' } | { state: 'won'; winner: string } | { state: 'extra-turn'; tied: string[] };

/** An employee that left the table, with the knowledge that went with it. */
export interface Gone {
  name: string;
  owner: string;
  /** "TDD +5" */
  knowledge: string[];
  /** The employer of an outsourced employee (its owner is the borrower); absent otherwise. */
  lentBy?: string;
}

export interface TurnFlags {
  perDeveloper: number;
  crunch: number;
  skipBurnout: boolean;
  planningPrompt: boolean;
  /** The Undercover HR Agent's ability was used this turn: flipped, or countered before the flip. */
  undercoverUsed: boolean;
  /** Action cards drawn with a Database Developer this turn, playable for 0. */
  freeActions: number;
  /** Reminders of this turn's "When played" draws ("Database Developer: draw 2 cards"). */
  notes: string[];
  /** Outsourced employees that went home at the start of this turn. */
  cameHome: { name: string; owner: string }[];
  /** The player's resources once the income was added at the start of this turn (absent in older saves). */
  startResources?: number;
  /** Project points of action cards counted when played (`its.action-played` v3), added at the end of the turn. */
  banked?: number;
  /**
   * The turn's player made another move while the planning bonus was on offer: the bonus, given "at
   * the start of your turn", can no longer be taken (`its.planning-bonus-used` v2). Set only then.
   */
  planningLapsed?: boolean;
  /** The Undercover HR Agent's flip declared and paid, before the coin or a counter (set only then). */
  undercover?: { employee: string; call: 'heads' | 'tails' };
}

export interface ItState {
  target: number;
  planningBonusOn: boolean;
  order: string[];
  current: number;
  turnsDone: Record<string, number>;
  resources: Record<string, number>;
  points: Record<string, number>;
  /** Running totals after each of a player's turns: the paper score sheet. */
  sheet: Record<string, number[]>;
  employees: TableEmployee[];
  /** `cost`: the card's cost as planned (v1, v2 asked it; v3 keeps the printed one), null when it is typed as the card is played. */
  planned: Record<string, { name: string; cost: number | null; onTurn: number } | null>;
  turn: TurnFlags;
  /** How the last turn ended: what it scored, who burnt out, which cards give its player a draw. */
  lastTurn: { player: string; scored: number; total: number; gone: Gone[]; draws: string[] } | null;
  outcome: Outcome;
  nextId: number;
  /**
   * The order each card on the table came among its player's cards of that name: given as the card
   * arrives (`numberArrivals` in view.ts) and never changed after; `distinctNames` numbers the cards
   * held now in this order.
   * Absent before the first hire, and in states from before stateVersion 4.
   */
  cardNumbers?: Record<string, number>;
  /** How many cards of each name each player has had, those gone included: the last order given. */
  cardsHad?: Record<string, Record<string, number>>;
  /** The names `lastTurn.gone`'s employees had on the table ("Intern 1"), in its order. */
  lastTurnNames?: string[];
}

export const PROJECT_SIZES = [32, 64, 128, 256] as const;

export const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

export const freshTurn = (): TurnFlags => ({
  perDeveloper: 0,
  crunch: 0,
  skipBurnout: false,
  planningPrompt: false,
  undercoverUsed: false,
  freeActions: 0,
  notes: [],
  cameHome: []
});

export function currentPlayer(state: ItState): string {
  return state.order[state.current];
}

/** This player's turn number (1-based) while it is their turn. */
export function turnNumberOf(state: ItState, player: string): number {
  return state.turnsDone[player] + 1;
}

export function tableOf(state: ItState, player: string): TableEmployee[] {
  return state.employees.filter((e) => e.owner === player);
}

export function findEmployee(state: ItState, id: unknown): TableEmployee | undefined {
  return state.employees.find((e) => e.id === id);
}

/** What an employee id given by a hire (v3) looks like: letters, digits, "-" and "_". */
export const EMPLOYEE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The id for the next hire (`its.employee-hired` v3): "e" and the fold's counter, which is past
 * every "e<n>" id this fold has seen, so it is free on the table. It is stored in the event and
 * never changes after: taking back an earlier hire leaves it as it is.
 */
export function newEmployeeId(state: ItState): string {
  let n = state.nextId;
  while (state.employees.some((e) => e.id === `e${n}`)) n++;
  return `e${n}`;
}

/** The counter after an "e<n>" id was given: past it. */
export function counterAfter(state: ItState, id: string): number {
  const n = /^e([0-9]{1,9})$/.exec(id);
  return n ? Math.max(state.nextId, Number(n[1]) + 1) : state.nextId;
}

/**
 * At the start of `player`'s turn their loans end: an outsourced employee they hold goes to whoever
 * holds it then (the borrower of an earlier loan still running, else its employer), and one they
 * lent on stays with its holder, now going home when that holder's loan ends.
 */
function endLoans(e: TableEmployee, player: string): TableEmployee {
  if (e.outsourcedFrom === null) return e;
  const earlier = (e.heldBefore ?? []).filter((b) => b !== player);
  const holds = e.owner === player;
  if (!holds && earlier.length === (e.heldBefore ?? []).length) return e;
  const holder = holds ? earlier.pop() : e.owner;
  const { heldBefore: _ended, ...rest } = e;
  if (holder === undefined) return { ...rest, owner: e.outsourcedFrom, outsourcedFrom: null };
  return earlier.length ? { ...rest, owner: holder, heldBefore: earlier } : { ...rest, owner: holder };
}

/** The start of a player's turn: income, outsourced employees go back, the planning bonus prompt. */
export function startTurn(state: ItState, player: string): ItState {
  const income = incomeForTurn(turnNumberOf(state, player));
  const employees = state.employees.map((e) => endLoans(e, player));
  const cameHome = state.employees
    .filter((e) => e.outsourcedFrom !== null && e.owner === player)
    .map((e) => ({ name: e.name, owner: employees.find((x) => x.id === e.id)?.owner ?? e.outsourcedFrom ?? e.owner }));
  const next = { ...state, employees, resources: { ...state.resources, [player]: state.resources[player] + income } };
  const prompt = state.planningBonusOn && planningBonus(state.points[player]) && tableOf(next, player).some((e) => e.burnout > 0);
  return { ...next, turn: { ...freshTurn(), planningPrompt: prompt, cameHome, startResources: next.resources[player] } };
}

/** "Roll the die to determine the amount of starting resources": a six-sided die, 1 to 6. */
export const STARTING_DIE = { min: 1, max: 6 } as const;

/**
 * Why a typed number of starting resources is not a roll of the die, or null. The setup screen
 * refuses it; `itSetup` itself still takes any whole number from 0, because games set up before
 * this reading (with 0 or 20) are set up again from their options each time they open.
 */
export function startingProblem(value: number): string | null {
  return value >= STARTING_DIE.min && value <= STARTING_DIE.max
    ? null
    : `The rulebook rolls a six-sided die for this: ${STARTING_DIE.min} to ${STARTING_DIE.max}.`;
}

export function itSetup(config: SessionConfig): ItState {
  const o = config.options;
  const ids = config.players.map((p) => p.id);
  if (ids.length < 2 || ids.length > 4) throw new RangeError('players: IT Startup takes 2 to 4 players');
  const target = o.target ?? 64;
  if (!isInt(target, 1, 100_000)) throw new RangeError('target: a whole number of project points from 1');
  const starting = o.startingResources ?? 0;
  if (!isInt(starting, 0, 1000)) throw new RangeError('startingResources: a whole number from 0');
  // No first player (or null) is the first seat.
  const first = o.firstPlayer === undefined || o.firstPlayer === null ? 0 : ids.findIndex((id) => id === o.firstPlayer);
  if (first < 0) throw new RangeError('firstPlayer: not a player of this game');
  const order = [...ids.slice(first), ...ids.slice(0, first)];
  const by = <T>(value: () => T): Record<string, T> => Object.fromEntries(ids.map((id) => [id, value()]));
  const state: ItState = {
    target,
    planningBonusOn: o.planningBonus === true,
    order,
    current: 0,
    turnsDone: by(() => 0),
    resources: by(() => starting),
    points: by(() => 0),
    sheet: by((): number[] => []),
    employees: [],
    planned: by(() => null),
    turn: freshTurn(),
    lastTurn: null,
    outcome: { state: 'playing' },
    nextId: 1
  };
  return startTurn(state, order[0]);
}
