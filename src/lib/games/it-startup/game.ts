/**
 * IT Startup as a Boardroom game: the guided turn (income, outsourced employees coming home,
 * the planning bonus, end-of-turn points, burnout and removals), resources, employees with
 * their burnout and knowledge, takeovers, outsourcing, action cards, the score sheet, victory.
 * Pure: no Svelte, Dexie or DOM.
 *
 * Events record facts only (what was played, on whom, what a card costs as printed or typed, a
 * coin's side); everything else (what a planned card costs, who receives the Outsourcing money,
 * who burns out) is derived here from the state, so a history take-back replays right.
 * Version 1 events of older logs replay exactly as they did; the versions that changed:
 * - `its.employee-hired` v2: the card's `key` applies its "When played" text (Rockstar Recruiter's
 *   takeover, Downer Dave's burnout, Code Monkey "Mike"'s return to hand, Office Manager's −1).
 * - `its.action-played` v2: one event per card, cost charged once (planned: one less, from the
 *   plan), Monster Bug on every opponent, Head Hunter and Outsourcing with their target and
 *   counter, Technical debt, Investor, a free play after a Database Developer.
 * - `its.action-planned` v2: names the card by `key`.
 * - `its.burnout-changed` v2: only the player whose turn it is, on their own employees.
 * - `its.employee-hired` v3: v2 with the employee's own id (`employeeId`), chosen when the tap is
 *   made. v1 and v2 took their id from a counter in this fold, so taking back an earlier hire gave
 *   every later employee another id and the later events that named one pointed at another.
 * - `its.knowledge-transferred` v2: names the knowledge card by what it is (`knowledge`: name, bonus,
 *   cost) instead of its place on the developer (v1's `index`, which a take-back could shift).
 * - `its.action-played` v3: Crunch Time and Coffee machine count the developers when played (the
 *   card's own words), the points are added at the end of the turn; v2 counted them at the end.
 * - `by` (any version, on the events of the player whose turn it is): who made the move. The fold
 *   refuses it in anyone else's turn, so taking back an earlier turn's end cannot silently hand the
 *   later moves to another player; events without it (older logs) are applied as before.
 */
import { amountProblem, grouped } from '$lib/core/numbers';
import { andList, finalLine, leadLine, turnOf } from '$lib/core/standing';
import { invalid, isInvalid, type EventKind, type GameDefinition, type GameEvent, type Invalid, type Player, type SessionConfig } from '$lib/core/types';
import { actionCard, DRAWS_AT_END, employeeCard, HEAD_HUNTER_COUNTER, ROCKSTAR_MIN_EMPLOYEES, UNDERCOVER_COST } from './cards';
import { burnoutLimit, endOfTurnBurnout, incomeForTurn, planningBonus, turnPoints, victory, type Employee } from './rules';
import { lentName, nameOf } from './names';
import { itResults } from './results';

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
  /** Set while the employee is outsourced: the employer it goes back to. */
  outsourcedFrom: string | null;
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
  planned: Record<string, { name: string; cost: number; onTurn: number } | null>;
  turn: TurnFlags;
  /** How the last turn ended: what it scored, who burnt out, which cards give its player a draw. */
  lastTurn: { player: string; scored: number; total: number; gone: Gone[]; draws: string[] } | null;
  outcome: Outcome;
  nextId: number;
}

export const PROJECT_SIZES = [32, 64, 128, 256] as const;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const freshTurn = (): TurnFlags => ({
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

/** The events a player makes in their own turn: they carry `by`, the player who made them. */
export const TURN_EVENTS: readonly string[] = [
  'its.cards-sold',
  'its.cards-bought',
  'its.employee-hired',
  'its.burnout-changed',
  'its.planning-bonus-used',
  'its.planning-bonus-skipped',
  'its.knowledge-attached',
  'its.knowledge-transferred',
  'its.employee-taken-over',
  'its.takeover-countered',
  'its.undercover-flipped',
  'its.undercover-countered',
  'its.employee-outsourced',
  'its.employee-returned-to-hand',
  'its.employee-removed',
  'its.action-played',
  'its.action-planned',
  'its.turn-ended'
];

/** The event as the screen sends it: a move of the turn's player carries `by`. */
export function madeBy<E extends Record<string, unknown>>(state: ItState, event: E): E {
  return TURN_EVENTS.includes(String(event.type)) && event.by === undefined ? { ...event, by: currentPlayer(state) } : event;
}

/** What an employee id given by a hire (v3) looks like: letters, digits, "-" and "_". */
const EMPLOYEE_ID = /^[A-Za-z0-9_-]{1,40}$/;

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
function counterAfter(state: ItState, id: string): number {
  const n = /^e([0-9]{1,9})$/.exec(id);
  return n ? Math.max(state.nextId, Number(n[1]) + 1) : state.nextId;
}

/** This player's turn number (1-based) while it is their turn. */
export function turnNumberOf(state: ItState, player: string): number {
  return state.turnsDone[player] + 1;
}

export function tableOf(state: ItState, player: string): TableEmployee[] {
  return state.employees.filter((e) => e.owner === player);
}

/** "1 card", "2 cards". */
export function plural(n: number, word: string): string {
  return `${grouped(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** "+1 point", "+11 points". */
export function plusPoints(n: number): string {
  return `+${plural(n, 'point')}`;
}

/**
 * Names that tell a player's employees apart: "Intern 1" and "Intern 2" when the same owner has
 * two of one card (in their table's order), the plain name otherwise. For the screen only.
 */
export function distinctNames(state: ItState): Map<string, string> {
  const names = new Map<string, string>();
  for (const owner of state.order) {
    const table = tableOf(state, owner);
    for (const e of table) {
      const same = table.filter((x) => x.name === e.name);
      names.set(e.id, same.length > 1 ? `${e.name} ${same.indexOf(e) + 1}` : e.name);
    }
  }
  return names;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function knowledgeLabel(e: TableEmployee, i: number): string {
  return `${e.knowledgeNames[i] ?? 'Knowledge'} +${e.knowledge[i]}`;
}

function goneOf(e: TableEmployee): Gone {
  const gone: Gone = { name: e.name, owner: e.owner, knowledge: e.knowledge.map((_, i) => knowledgeLabel(e, i)) };
  // Only when lent, so that the states of games without outsourcing stay as they were.
  return e.outsourcedFrom !== null ? { ...gone, lentBy: e.outsourcedFrom } : gone;
}


/** The employees of `before` that are no longer on the table in `after` (but for `except`). */
export function goneBetween(before: ItState, after: ItState, except: readonly unknown[] = []): Gone[] {
  const still = new Set(after.employees.map((e) => e.id));
  return before.employees.filter((e) => !still.has(e.id) && !except.includes(e.id)).map(goneOf);
}

/** "Ann's Lead Developer and Full Stack Ninja" and "TDD +5". */
function goneParts(gone: readonly Gone[], players: readonly Player[]): { names: string; knowledge: string } {
  const owners = [...new Set(gone.map((g) => g.owner))];
  const groups = owners.map((o) => {
    // Two Interns read "Intern ×2", not "Intern and Intern".
    const names = gone.filter((g) => g.owner === o).map((g) => lentName(g.name, g.lentBy, players));
    const counted = [...new Set(names)].map((n) => {
      const times = names.filter((x) => x === n).length;
      return times > 1 ? `${n} ×${times}` : n;
    });
    return `${nameOf(players, o)}'s ${listed(counted)}`;
  });
  // Owners are separated by "; " when one of them lists several employees ("Ann's A and B; Ben's C").
  const names = groups.length > 1 && groups.some((g) => g.includes(' and ') || g.includes(', ')) ? groups.join('; ') : listed(groups);
  return { names, knowledge: listed(gone.flatMap((g) => g.knowledge)) };
}

/** "Ann's Lead Developer and Full Stack Ninja burnt out, TDD +5 went with them". */
export function goneText(gone: readonly Gone[], players: readonly Player[], verb = 'burnt out'): string {
  if (!gone.length) return '';
  const { names, knowledge } = goneParts(gone, players);
  return `${names} ${verb}${knowledge ? `, ${knowledge} went with ${gone.length === 1 ? 'it' : 'them'}` : ''}`;
}

/** The named cards on a player's table that give a draw at the end of the turn. */
export function drawsAtEnd(state: ItState, player: string): string[] {
  return tableOf(state, player)
    .filter((e) => DRAWS_AT_END.includes(e.name))
    .map((e) => e.name);
}

/** The efficiency boosts on a player's table (a Scrum Master's +1): each card's name and boost. */
export function boostsOf(state: ItState, player: string): { name: string; boost: number }[] {
  return tableOf(state, player)
    .filter((e) => (e.boost ?? 0) > 0)
    .map((e) => ({ name: e.name, boost: e.boost ?? 0 }));
}

/**
 * What a developer scores at the end of its owner's turn, as the owner's table stands: its
 * printed efficiency plus every boost there ("3 (2 + Scrum Master)"); knowledge is listed apart.
 * `text` is "2" with no boost.
 */
export function effectiveEfficiency(state: ItState, e: TableEmployee): { value: number; text: string } {
  const boosts = boostsOf(state, e.owner);
  const value = e.efficiency + boosts.reduce((sum, b) => sum + b.boost, 0);
  if (!boosts.length) return { value, text: String(value) };
  const parts = boosts.map((b) => (b.boost === 1 ? b.name : `${b.boost} for ${b.name}`));
  return { value, text: `${value} (${[String(e.efficiency), ...parts].join(' + ')})` };
}

/**
 * Players at or over the target while the round is not over yet, and whose turn closes the
 * round: victory is checked only once everyone has had the same number of turns.
 */
export function pastTarget(state: ItState): { players: string[]; roundEndsWith: string } | null {
  if (state.outcome.state !== 'playing') return null;
  const players = state.order.filter((id) => state.points[id] >= state.target);
  if (!players.length) return null;
  return { players, roundEndsWith: state.order[state.order.length - 1] };
}

/** Employees an action could take from `me`'s opponents: not outsourced (they go home soon). */
export function takeoverTargets(state: ItState, me: string): TableEmployee[] {
  return state.employees.filter((e) => e.owner !== me && e.outsourcedFrom === null);
}

/** Rockstar Recruiter's targets: employees of opponents with 4 or more employees. */
export function rockstarTargets(state: ItState, me: string): TableEmployee[] {
  return takeoverTargets(state, me).filter((e) => tableOf(state, e.owner).length >= ROCKSTAR_MIN_EMPLOYEES);
}

/** What playing the current player's planned card costs now, or null when it cannot be played yet. */
export function plannedPrice(state: ItState, player = currentPlayer(state)): number | null {
  const planned = state.planned[player];
  if (!planned || planned.onTurn >= turnNumberOf(state, player)) return null;
  return Math.max(0, planned.cost - 1);
}

/** The start of a player's turn: income, outsourced employees go home, the planning bonus prompt. */
function startTurn(state: ItState, player: string): ItState {
  const income = incomeForTurn(turnNumberOf(state, player));
  const cameHome = state.employees.filter((e) => e.outsourcedFrom !== null && e.owner === player).map((e) => ({ name: e.name, owner: e.outsourcedFrom! }));
  const employees = state.employees.map((e) =>
    e.outsourcedFrom !== null && e.owner === player ? { ...e, owner: e.outsourcedFrom, outsourcedFrom: null } : e
  );
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
  const o = config.options as { target?: unknown; startingResources?: unknown; planningBonus?: unknown; firstPlayer?: unknown };
  const ids = config.players.map((p) => p.id);
  if (ids.length < 2 || ids.length > 4) throw new RangeError('players: IT Startup takes 2 to 4 players');
  const target = o.target ?? 64;
  if (!isInt(target, 1, 100_000)) throw new RangeError('target: a whole number of project points from 1');
  const starting = o.startingResources ?? 0;
  if (!isInt(starting, 0, 1000)) throw new RangeError('startingResources: a whole number from 0');
  const first = ids.indexOf((o.firstPlayer as string) ?? ids[0]);
  if (first < 0) throw new RangeError('firstPlayer: not a player of this game');
  const order = [...ids.slice(first), ...ids.slice(0, first)];
  const by = <T>(value: () => T) => Object.fromEntries(ids.map((id) => [id, value()])) as Record<string, T>;
  const state: ItState = {
    target,
    planningBonusOn: o.planningBonus === true,
    order,
    current: 0,
    turnsDone: by(() => 0),
    resources: by(() => starting),
    points: by(() => 0),
    sheet: by(() => [] as number[]),
    employees: [],
    planned: by(() => null),
    turn: freshTurn(),
    lastTurn: null,
    outcome: { state: 'playing' },
    nextId: 1
  };
  return startTurn(state, order[0]);
}

/**
 * Takes `amount` from `player`; refused when they have less, worded for what was tapped: `what`
 * ends the sentence ("Lead Developer costs 5", "not enough to pay Ann 7").
 */
function pay(state: ItState, player: string, amount: number, players: readonly Player[], what: string): ItState | Invalid {
  if (amount > state.resources[player]) {
    const has = state.resources[player] ? `has only ${plural(state.resources[player], 'resource')}` : 'has no resources';
    return invalid(`${nameOf(players, player)} ${has}: ${what}.`);
  }
  return { ...state, resources: { ...state.resources, [player]: state.resources[player] - amount } };
}

/** "not enough to pay Ann 7", "not enough to pay 7" (to the pool). */
function notEnoughToPay(players: readonly Player[], amount: number, to?: string, why = ''): string {
  return `not enough to pay ${to ? `${nameOf(players, to)} ` : ''}${grouped(amount)}${why}`;
}

function gain(state: ItState, player: string, amount: number): ItState {
  return { ...state, resources: { ...state.resources, [player]: state.resources[player] + amount } };
}

/** Changes burnout; an employee reaching its limit is removed at that moment. */
function changeBurnout(state: ItState, ids: readonly string[], delta: number): ItState {
  const employees: TableEmployee[] = [];
  for (const e of state.employees) {
    if (!ids.includes(e.id)) employees.push(e);
    else {
      const burnout = Math.max(0, e.burnout + delta);
      if (burnout < burnoutLimit(e)) employees.push({ ...e, burnout });
    }
  }
  return { ...state, employees };
}

function moveEmployee(state: ItState, id: string, to: string, outsourcedFrom: string | null): ItState {
  return { ...state, employees: state.employees.map((e) => (e.id === id ? { ...e, owner: to, outsourcedFrom } : e)) };
}

function findEmployee(state: ItState, id: unknown): TableEmployee | undefined {
  return state.employees.find((e) => e.id === id);
}

/** Why an event that names an employee is refused when it is not on the table (after a take-back, say). */
const NOT_ON_TABLE = 'The employee it names is not on the table.';

/** The knowledge card a v2 transfer names ({ name, bonus, cost }) on `from`, or -1. Equal cards are the same to move. */
function knowledgeIndex(from: TableEmployee, card: unknown): number {
  if (typeof card !== 'object' || card === null) return -1;
  const { name, bonus, cost } = card as Record<string, unknown>;
  return from.knowledge.findIndex((b, i) => b === bonus && (from.knowledgeNames[i] ?? 'Knowledge') === name && from.knowledgeCosts[i] === cost);
}

/** "TDD +5", for a knowledge card named in an event. */
function knowledgeText(card: unknown): string {
  const c = (typeof card === 'object' && card !== null ? card : {}) as Record<string, unknown>;
  return typeof c.name === 'string' && typeof c.bonus === 'number' ? `${c.name} +${c.bonus}` : 'such knowledge card';
}

/** What a v2 transfer names: the card at `i` of `from`, by what it is. */
export function knowledgeCard(from: TableEmployee, i: number): { name: string; bonus: number; cost: number } {
  return { name: from.knowledgeNames[i] ?? 'Knowledge', bonus: from.knowledge[i], cost: from.knowledgeCosts[i] ?? 0 };
}

const withNote = (state: ItState, note: string): ItState => ({ ...state, turn: { ...state.turn, notes: [...state.turn.notes, note] } });

/** The "When played" text of a hired card (event v2), applied after the card is on the table. */
function whenHired(state: ItState, key: unknown, event: GameEvent, me: string, hired: string, players: readonly Player[]): ItState | Invalid {
  const who = (id: string) => nameOf(players, id);
  switch (key) {
    case 'rockstar-recruiter': {
      const targets = rockstarTargets(state, me);
      if (event.takeOver === undefined || event.takeOver === null) {
        if (targets.length) return invalid('Choose the employee Rockstar Recruiter takes over.');
        return state;
      }
      const e = findEmployee(state, event.takeOver);
      if (!e || !targets.some((t) => t.id === e.id)) {
        return invalid(targets.length ? 'Rockstar Recruiter takes over an employee of an opponent with 4 or more employees.' : 'No opponent has 4 or more employees: Rockstar Recruiter takes nobody over.');
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
      return { ...state, employees: state.employees.filter((x) => x.id !== e.id) };
    }
    case 'office-manager':
      return changeBurnout(state, tableOf(state, me).map((e) => e.id), -1);
    case 'database-developer':
      return withNote({ ...state, turn: { ...state.turn, freeActions: state.turn.freeActions + 2 } }, 'Database Developer: draw 2 cards; an action card drawn this way can be played this turn for 0.');
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

export function applyIt(state: ItState, event: GameEvent, players: readonly Player[]): ItState | Invalid {
  const who = (id: string | null | undefined) => nameOf(players, id);
  const known = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.resources, id);
  const me = currentPlayer(state);
  if (state.outcome.state === 'won') return invalid(`${who(state.outcome.winner)} has won: the game is over.`);
  if (event.by !== undefined && TURN_EVENTS.includes(event.type)) {
    if (!known(event.by)) return invalid('The player who made this move is not in this game.');
    // A move made in one player's turn never becomes another player's (after a take-back of a turn's end).
    if (event.by !== me) return invalid(`${who(event.by)}'s move would now fall in ${who(me)}'s turn.`);
  }
  const count = (v: unknown, what: string) => amountProblem(v, { allowZero: false, max: 1000 }) && `${what}: a whole number from 1.`;
  const cost = (v: unknown) => (isInt(v, 0, 1000) ? null : 'A cost is a whole number from 0.');
  switch (event.type) {
    case 'its.resources-paid': {
      if (!known(event.player)) return invalid('Pick a player.');
      const problem = count(event.amount, 'Amount');
      if (problem) return invalid(problem);
      return pay(state, event.player, event.amount as number, players, notEnoughToPay(players, event.amount as number));
    }
    case 'its.resources-gained': {
      if (!known(event.player)) return invalid('Pick a player.');
      const problem = count(event.amount, 'Amount');
      if (problem) return invalid(problem);
      return gain(state, event.player, event.amount as number);
    }
    case 'its.resources-given': {
      if (!known(event.from) || !known(event.to) || event.from === event.to) return invalid('Pick two different players.');
      const problem = count(event.amount, 'Amount');
      if (problem) return invalid(problem);
      const paid = pay(state, event.from, event.amount as number, players, notEnoughToPay(players, event.amount as number, event.to));
      return isInvalid(paid) ? paid : gain(paid, event.to, event.amount as number);
    }
    case 'its.cards-sold': {
      const problem = count(event.count, 'Cards');
      if (problem) return invalid(problem);
      return gain(state, me, event.count as number);
    }
    case 'its.cards-bought': {
      const problem = count(event.count, 'Cards');
      if (problem) return invalid(problem);
      return pay(state, me, 2 * (event.count as number), players, `${plural(event.count as number, 'card')} ${event.count === 1 ? 'costs' : 'cost'} ${2 * (event.count as number)}`);
    }
    case 'its.employee-hired': {
      if (event.v !== 1 && event.v !== 2 && event.v !== 3) return invalid('This hire comes from a newer version of Boardroom.');
      const c = event.card as (Partial<TableEmployee> & { key?: unknown }) | undefined;
      if (!c || typeof c.name !== 'string' || c.name.trim().length < 1 || c.name.length > 40) return invalid('Name the employee (1 to 40 characters).');
      if (c.kind !== 'dev' && c.kind !== 'hr' && c.kind !== 'agile') return invalid('An employee is a developer, HR or an agile coach.');
      if (!isInt(c.efficiency, 0, 100) || !isInt(c.resistance, 0, 20) || !isInt(c.boost ?? 0, 0, 20)) return invalid('Efficiency, resistance and boost are whole numbers from 0.');
      if (!isInt(c.knowledgeDiscount ?? 0, 0, 20) || !isInt(c.transferDiscount ?? 0, 0, 20)) return invalid('Discounts are whole numbers from 0.');
      const problem = cost(c.cost);
      if (problem) return invalid(problem);
      if (event.v !== 1 && c.key !== undefined && !employeeCard(c.key)) return invalid('Unknown employee card.');
      // v3 names its own employee; v1 and v2 take the counter's next id, exactly as they did.
      let id = `e${state.nextId}`;
      let nextId = state.nextId + 1;
      if (event.v === 3) {
        if (typeof event.employeeId !== 'string' || !EMPLOYEE_ID.test(event.employeeId)) return invalid('This hire has no employee id.');
        const taken = findEmployee(state, event.employeeId);
        if (taken) return invalid(`${who(taken.owner)}'s ${taken.name} already has this hire's employee id (${event.employeeId}); take that hire back first.`);
        id = event.employeeId;
        nextId = counterAfter(state, id);
      }
      const paid = pay(state, me, c.cost as number, players, `${c.name.trim()} costs ${c.cost}`);
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
        cost: c.cost as number,
        knowledgeDiscount: c.knowledgeDiscount ?? 0,
        transferDiscount: c.transferDiscount ?? 0,
        outsourcedFrom: null
      };
      const hired: ItState = { ...paid, employees: [...paid.employees, employee], nextId };
      return event.v === 1 ? hired : whenHired(hired, c.key, event, me, employee.id, players);
    }
    case 'its.burnout-changed': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid(NOT_ON_TABLE);
      if (event.delta !== 1 && event.delta !== -1) return invalid('Burnout changes by one point at a time.');
      // Since v2 a hand correction is for the player whose turn it is, on their own table; an
      // opponent's employees change only through a card.
      if (event.v === 2 && e.owner !== me) return invalid(`On ${who(me)}'s turn ${who(e.owner)}'s employees change only through a card.`);
      if (event.delta === -1 && e.burnout === 0) return invalid(`${e.name} has no burnout point to remove.`);
      return changeBurnout(state, [e.id], event.delta);
    }
    case 'its.burnout-all': {
      if (!known(event.owner)) return invalid('Pick a player.');
      if (event.delta !== 1 && event.delta !== -1) return invalid('Burnout changes by one point at a time.');
      const ids = tableOf(state, event.owner).map((e) => e.id);
      if (!ids.length) return invalid(`${who(event.owner)} has no employees.`);
      return changeBurnout(state, ids, event.delta);
    }
    case 'its.planning-bonus-used': {
      if (!state.turn.planningPrompt) return invalid(`The planning bonus is not available now (${who(me)} has ${plural(state.points[me], 'point')}).`);
      const e = findEmployee(state, event.employee);
      if (!e) return invalid(NOT_ON_TABLE);
      if (e.owner !== me) return invalid(`${who(e.owner)}'s ${e.name} is not ${who(me)}'s: the bonus is for one of ${who(me)}'s employees.`);
      if (e.burnout === 0) return invalid(`${who(me)}'s ${e.name} has no burnout point to remove.`);
      return { ...changeBurnout(state, [e.id], -1), turn: { ...state.turn, planningPrompt: false } };
    }
    case 'its.planning-bonus-skipped':
      if (!state.turn.planningPrompt) return invalid(`The planning bonus is not available now (${who(me)} has ${plural(state.points[me], 'point')}).`);
      return { ...state, turn: { ...state.turn, planningPrompt: false } };
    case 'its.knowledge-attached': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid(NOT_ON_TABLE);
      if (e.owner !== me) return invalid(`${who(e.owner)}'s ${e.name} is not ${who(me)}'s: knowledge goes on ${who(me)}'s own developers.`);
      if (e.kind !== 'dev') return invalid('Knowledge goes on developers only.');
      if (e.outsourcedFrom !== null) return invalid('Knowledge cannot go on an outsourced employee.');
      if (!isInt(event.bonus, 1, 100)) return invalid('A knowledge card adds a whole number of efficiency from 1.');
      const problem = cost(event.cost);
      if (problem) return invalid(problem);
      if (event.name !== undefined && (typeof event.name !== 'string' || event.name.trim().length < 1 || event.name.length > 40)) return invalid('Name the knowledge card (1 to 40 characters).');
      const name = typeof event.name === 'string' ? event.name.trim() : 'Knowledge';
      const price = Math.max(0, (event.cost as number) - e.knowledgeDiscount);
      const paid = pay(state, me, price, players, `${name} on ${e.name} costs ${price}`);
      if (isInvalid(paid)) return paid;
      return {
        ...paid,
        employees: paid.employees.map((x) =>
          x.id === e.id
            ? { ...x, knowledge: [...x.knowledge, event.bonus as number], knowledgeCosts: [...x.knowledgeCosts, event.cost as number], knowledgeNames: [...x.knowledgeNames, name] }
            : x
        )
      };
    }
    case 'its.knowledge-transferred': {
      if (event.v !== 1 && event.v !== 2) return invalid('This knowledge move comes from a newer version of Boardroom.');
      const from = findEmployee(state, event.from);
      const to = findEmployee(state, event.to);
      if (!from || !to) return invalid(NOT_ON_TABLE);
      if (from.id === to.id || from.owner !== me || to.owner !== me) return invalid(`Knowledge moves between two of ${who(me)}'s own developers.`);
      if (from.kind !== 'dev' || to.kind !== 'dev') return invalid('Knowledge goes on developers only.');
      if (from.outsourcedFrom !== null || to.outsourcedFrom !== null) return invalid('Knowledge cannot move to or from an outsourced employee.');
      // v2 finds the card by what it is; v1 by its place on the developer, as it did.
      const i = event.v === 2 ? knowledgeIndex(from, event.knowledge) : isInt(event.index, 0, from.knowledge.length - 1) ? event.index : -1;
      if (i < 0) return invalid(event.v === 2 ? `${who(me)}'s ${from.name} has no ${knowledgeText(event.knowledge)} to move.` : 'Pick a knowledge card of that developer.');
      const price = transferPrice(state, from, i, to);
      const paid = pay(state, me, price, players, `moving ${knowledgeLabel(from, i)} to ${to.name} costs ${price}`);
      if (isInvalid(paid)) return paid;
      const label = from.knowledgeNames[i] ?? 'Knowledge';
      return {
        ...paid,
        employees: paid.employees.map((x) =>
          x.id === from.id
            ? {
                ...x,
                knowledge: x.knowledge.filter((_, k) => k !== i),
                knowledgeCosts: x.knowledgeCosts.filter((_, k) => k !== i),
                knowledgeNames: x.knowledgeNames.filter((_, k) => k !== i)
              }
            : x.id === to.id
              ? { ...x, knowledge: [...x.knowledge, from.knowledge[i]], knowledgeCosts: [...x.knowledgeCosts, from.knowledgeCosts[i]], knowledgeNames: [...x.knowledgeNames, label] }
              : x
        )
      };
    }
    case 'its.employee-taken-over': {
      // Version 1 logs (the screen now plays these through the card's own event).
      const e = findEmployee(state, event.employee);
      if (!e || e.owner === me) return invalid("Pick an opponent's employee.");
      if (e.outsourcedFrom !== null) return invalid('That employee is outsourced; it goes back at the start of its borrower’s turn.');
      const problem = cost(event.paid);
      if (problem) return invalid(problem);
      if (event.method === 'rockstar-recruiter' && tableOf(state, e.owner).length < 4) return invalid(`${who(e.owner)} has fewer than 4 employees.`);
      const paid = pay(state, me, event.paid as number, players, `taking over ${who(e.owner)}'s ${e.name} costs ${event.paid}`);
      if (isInvalid(paid)) return paid;
      return moveEmployee(paid, e.id, me, null);
    }
    case 'its.takeover-countered': {
      // Version 1 logs: the opponent paid to counter; the card's cost is still paid.
      if (!known(event.opponent) || event.opponent === me) return invalid('Pick the opponent who countered.');
      const problem = cost(event.paid) ?? cost(event.counter);
      if (problem) return invalid(problem);
      const paid = pay(state, me, event.paid as number, players, `the takeover card costs ${event.paid}`);
      if (isInvalid(paid)) return paid;
      const countered = pay(paid, event.opponent, event.counter as number, players, notEnoughToPay(players, event.counter as number, me, ' to counter'));
      if (isInvalid(countered)) return countered;
      return gain(countered, me, event.counter as number);
    }
    case 'its.undercover-flipped': {
      const ready = undercoverProblem(state, me, players);
      if (ready) return invalid(ready);
      const e = findEmployee(state, event.employee);
      if (!e) return invalid(NOT_ON_TABLE);
      if (e.owner === me) return invalid(`${e.name} is already ${who(me)}'s.`);
      if (e.outsourcedFrom !== null) return invalid(`${who(e.owner)}'s ${e.name} is outsourced: it cannot be taken over.`);
      if ((event.call !== 'heads' && event.call !== 'tails') || (event.side !== 'heads' && event.side !== 'tails')) return invalid('A coin shows heads or tails.');
      const paid = pay(state, me, UNDERCOVER_COST, players, `the Undercover HR Agent's flip costs ${UNDERCOVER_COST}`);
      if (isInvalid(paid)) return paid;
      const used = { ...paid, turn: { ...paid.turn, undercoverUsed: true } };
      return event.call === event.side ? moveEmployee(used, e.id, me, null) : used;
    }
    case 'its.undercover-countered': {
      // "Before the coin flip any opponent may pay you (3) to counter this ability": the ability
      // (its 1) is paid and used for this turn, and no coin is flipped.
      const ready = undercoverProblem(state, me, players);
      if (ready) return invalid(ready);
      if (!known(event.opponent) || event.opponent === me) return invalid('Choose the opponent who counters.');
      const problem = cost(event.paid) ?? cost(event.counter);
      if (problem) return invalid(problem);
      const paid = pay(state, me, event.paid as number, players, `the Undercover HR Agent's ability costs ${event.paid}`);
      if (isInvalid(paid)) return paid;
      const countered = pay(paid, event.opponent, event.counter as number, players, notEnoughToPay(players, event.counter as number, me, ' to counter'));
      if (isInvalid(countered)) return countered;
      const used = gain(countered, me, event.counter as number);
      return { ...used, turn: { ...used.turn, undercoverUsed: true } };
    }
    case 'its.employee-outsourced': {
      // Version 1 logs: the price typed on the employee; the previous employer gets it.
      const e = findEmployee(state, event.employee);
      if (!e || e.owner === me) return invalid("Pick an opponent's employee.");
      if (e.outsourcedFrom !== null) return invalid('That employee is already outsourced.');
      const problem = cost(event.paid);
      if (problem) return invalid(problem);
      const paid = pay(state, me, event.paid as number, players, `outsourcing ${who(e.owner)}'s ${e.name} costs ${event.paid}`);
      if (isInvalid(paid)) return paid;
      return moveEmployee(gain(paid, e.owner, event.paid as number), e.id, me, e.owner);
    }
    case 'its.employee-returned-to-hand': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid(NOT_ON_TABLE);
      if (e.outsourcedFrom !== null) return invalid('An outsourced employee cannot be returned to hand.');
      return { ...state, employees: state.employees.filter((x) => x.id !== e.id) };
    }
    case 'its.employee-removed': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid(NOT_ON_TABLE);
      return { ...state, employees: state.employees.filter((x) => x.id !== e.id) };
    }
    case 'its.action-played':
      return event.v === 2 || event.v === 3 ? playAction(state, event, players) : event.v === 1 ? playActionV1(state, event, players) : invalid('This card comes from a newer version of Boardroom.');
    case 'its.action-planned': {
      if (state.planned[me]) return invalid('Only one action card can be planned at a time; play it first.');
      let name = event.name;
      if (event.v === 2) {
        const card = actionCard(event.key);
        if (!card) return invalid('Choose the action card to plan.');
        if (card.key !== 'other') name = card.name;
        if (card.cost !== null && event.cost !== card.cost) return invalid(`${card.name} costs ${card.cost}.`);
      }
      if (typeof name !== 'string' || name.trim().length < 1 || name.length > 40) return invalid('Name the action card.');
      const problem = cost(event.cost);
      if (problem) return invalid(problem);
      return { ...state, planned: { ...state.planned, [me]: { name: name.trim(), cost: event.cost as number, onTurn: turnNumberOf(state, me) } } };
    }
    case 'its.turn-ended': {
      // The screen's End turn records the bonus as not used in the same gesture (it is optional).
      if (state.turn.planningPrompt) return invalid('Use or skip the planning bonus first.');
      const table = tableOf(state, me);
      const scored = turnPoints(table, { perDeveloper: state.turn.perDeveloper, flat: state.turn.banked ?? 0 });
      const { table: kept } = endOfTurnBurnout(table, { skip: state.turn.skipBurnout, extraForDevelopers: state.turn.crunch });
      const keptById = new Map(kept.map((e) => [(e as TableEmployee).id, e as TableEmployee]));
      const employees = state.employees.flatMap((e) => (e.owner !== me ? [e] : keptById.has(e.id) ? [keptById.get(e.id)!] : []));
      const total = state.points[me] + scored;
      const gone = table.filter((e) => !keptById.has(e.id)).map(goneOf);
      let next: ItState = {
        ...state,
        employees,
        points: { ...state.points, [me]: total },
        sheet: { ...state.sheet, [me]: [...state.sheet[me], total] },
        turnsDone: { ...state.turnsDone, [me]: state.turnsDone[me] + 1 },
        // The cards that give a draw are those on the table as the turn ends (before burnout).
        lastTurn: { player: me, scored, total, gone, draws: drawsAtEnd(state, me) }
      };
      const result = victory(next.order.map((id) => ({ name: id, points: next.points[id], turns: next.turnsDone[id] })), next.target);
      if (result.state === 'won') return { ...next, outcome: result, turn: freshTurn() };
      next = { ...next, outcome: result.state === 'extra-turn' ? result : next.outcome.state === 'extra-turn' && result.state === 'playing' ? next.outcome : result };
      const current = (state.current + 1) % state.order.length;
      return startTurn({ ...next, current }, next.order[current]);
    }
    default:
      return invalid(`IT Startup does not know “${event.type}”.`);
  }
}

/** Why the current player cannot use the Undercover HR Agent now, or null. */
export function undercoverProblem(state: ItState, me: string, players: readonly Player[]): string | null {
  // Says whose turn it is: replayed after a take-back, the move may fall in another player's turn.
  if (!tableOf(state, me).some((e) => e.name === 'Undercover HR Agent')) return `It is ${nameOf(players, me)}'s turn, and ${nameOf(players, me)} has no Undercover HR Agent on the table.`;
  if (state.turn.undercoverUsed) return 'The Undercover HR Agent can be used once per turn (a counter uses it too).';
  return null;
}

/** What moving knowledge card `i` of `from` onto `to` costs: its cost again, less the Lead Developer's and the target's discounts. */
export function transferPrice(state: ItState, from: TableEmployee, i: number, to: TableEmployee): number {
  const leadDiscount = Math.max(0, ...tableOf(state, from.owner).map((e) => e.transferDiscount));
  return Math.max(0, (from.knowledgeCosts[i] ?? 0) - leadDiscount - to.knowledgeDiscount);
}

/** `its.action-played` v1, exactly as older logs were applied. */
function playActionV1(state: ItState, event: GameEvent, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  if (!isInt(event.cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
  if (typeof event.name !== 'string' || event.name.length < 1 || event.name.length > 40) return invalid('Name the action card.');
  let next: ItState = state;
  let toPay = event.cost;
  if (event.planned === true) {
    const planned = state.planned[me];
    if (!planned) return invalid('You have no planned action card.');
    if (planned.onTurn >= turnNumberOf(state, me)) return invalid('A planned card can be played from your next turn on.');
    toPay = Math.max(0, planned.cost - 1);
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
      if (typeof event.target !== 'string' || !Object.hasOwn(state.resources, event.target) || event.target === me) return invalid('Pick the opponent.');
      return changeBurnout(next, tableOf(next, event.target).map((e) => e.id), 1);
    }
    case 'none':
    case undefined:
      return next;
    default:
      return invalid('Unknown action card effect.');
  }
}

/** What an action card costs to play now: from the plan (one less), free after a Database Developer, or its cost. */
export function actionPrice(state: ItState, event: Readonly<Record<string, unknown>>): number | null {
  if (event.planned === true) return plannedPrice(state);
  if (event.free === true) return 0;
  return isInt(event.cost, 0, 1000) ? event.cost : null;
}

/**
 * `its.action-played` v2 and v3: one event per card, its cost charged once, its whole effect
 * applied. v3 counts Crunch Time's and Coffee machine's developers when the card is played.
 */
function playAction(state: ItState, event: GameEvent, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const who = (id: string | null | undefined) => nameOf(players, id);
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
    toPay = Math.max(0, planned.cost - 1);
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
  const target = card.key === 'head-hunter' || card.key === 'outsourcing' ? findEmployee(state, event.employee) : undefined;
  if (card.key === 'head-hunter' || card.key === 'outsourcing') {
    if (!target) return invalid(event.employee === undefined || event.employee === null ? `Choose the employee ${card.name} takes over.` : NOT_ON_TABLE);
    if (target.owner === me) return invalid(`${target.name} is already ${who(me)}'s.`);
    if (target.outsourcedFrom !== null) return invalid(`${target.name} is outsourced: it goes back to ${who(target.outsourcedFrom)} at the start of ${who(target.owner)}'s turn.`);
  }
  const paid = pay(next, me, toPay, players, `${event.planned === true ? 'the planned ' : ''}${name} costs ${toPay}`);
  if (isInvalid(paid)) return paid;
  next = paid;
  const mine = tableOf(next, me).map((e) => e.id);
  // "You get (n) project points for every developer you control": v3 counts them now, v2 at the end of the turn.
  const bank = (perDeveloper: number, turn: TurnFlags): TurnFlags =>
    event.v === 3 ? { ...turn, banked: (turn.banked ?? 0) + perDeveloper * developersOf(next, me) } : { ...turn, perDeveloper: turn.perDeveloper + perDeveloper };
  switch (card.key) {
    case 'crunch-time':
      return { ...next, turn: { ...bank(2, next.turn), crunch: next.turn.crunch + 1 } };
    case 'coffee-machine':
      return { ...changeBurnout(next, mine, -1), turn: bank(1, next.turn) };
    case 'get-away':
      return { ...changeBurnout(next, mine, -1), turn: { ...next.turn, skipBurnout: true } };
    case 'monster-bug':
      // "All opponent employees get (1) burnout point": every opponent's, in one go.
      return changeBurnout(next, next.employees.filter((e) => e.owner !== me).map((e) => e.id), 1);
    case 'technical-debt':
      // "Shuffle all employees and their knowledge into the deck", read literally: every employee on the table.
      return { ...next, employees: [] };
    case 'head-hunter': {
      if (event.countered === true) {
        // "The opponent can pay you (5) to counter this card": the card is played (and paid), nobody moves.
        const counter = event.counter ?? HEAD_HUNTER_COUNTER;
        if (!isInt(counter, 0, 1000)) return invalid('The counter is a whole number of resources from 0.');
        const countered = pay(next, target!.owner, counter, players, notEnoughToPay(players, counter, me, ' to counter'));
        return isInvalid(countered) ? countered : gain(countered, me, counter);
      }
      return moveEmployee(next, target!.id, me, null);
    }
    case 'outsourcing':
      // "The opponent gets the resources you paid for this card" (planned: what was paid, one less).
      return moveEmployee(gain(next, target!.owner, toPay), target!.id, me, target!.owner);
    case 'investor': {
      if (!isInt(event.gain, 1, 1000)) return invalid('Investor: the resources gained are a whole number from 1.');
      return gain(next, me, event.gain);
    }
    default:
      return next;
  }
}

/** The developers a player controls now (outsourced ones they have included). */
export function developersOf(state: ItState, player: string): number {
  return tableOf(state, player).filter((e) => e.kind === 'dev').length;
}

/** What the end of the current turn will score, for the screen. */
export function projectedPoints(state: ItState): number {
  return turnPoints(tableOf(state, currentPlayer(state)), { perDeveloper: state.turn.perDeveloper, flat: state.turn.banked ?? 0 });
}

/** Who would burn out if the current turn ended now. */
export function projectedBurnouts(state: ItState): TableEmployee[] {
  const table = tableOf(state, currentPlayer(state));
  const { removed } = endOfTurnBurnout(table, { skip: state.turn.skipBurnout, extraForDevelopers: state.turn.crunch });
  const ids = new Set(removed.map((e) => (e as TableEmployee).id));
  return table.filter((e) => ids.has(e.id));
}

export function describeIt(event: GameEvent, before: ItState, players: readonly Player[]): string {
  const who = (id: unknown) => nameOf(players, id as string);
  // A move says who made it (`by`); older ones were the turn's player's.
  const me = typeof event.by === 'string' && Object.hasOwn(before.resources, event.by) ? event.by : currentPlayer(before);
  const emp = (id: unknown) => findEmployee(before, id)?.name ?? 'an employee';
  const ofOwner = (id: unknown) => {
    const e = findEmployee(before, id);
    return e ? `${who(e.owner)}'s ${e.name}` : 'an employee';
  };
  const res = (n: unknown) => plural(n as number, 'resource');
  const after = () => {
    const next = applyIt(before, event, players);
    return isInvalid(next) ? null : next;
  };
  const burnt = () => {
    const next = after();
    const gone = next ? goneBetween(before, next) : [];
    return gone.length ? `: ${goneText(gone, players)}` : '';
  };
  switch (event.type) {
    case 'its.resources-paid':
      return `${who(event.player)} paid ${res(event.amount)}`;
    case 'its.resources-gained':
      return `${who(event.player)} gained ${res(event.amount)}`;
    case 'its.resources-given':
      return `${who(event.from)} paid ${who(event.to)} ${res(event.amount)}`;
    case 'its.cards-sold':
      return `${who(me)} sold ${plural(event.count as number, 'card')} for ${event.count}`;
    case 'its.cards-bought':
      return `${who(me)} bought ${plural(event.count as number, 'card')} for ${2 * (event.count as number)}`;
    case 'its.employee-hired': {
      const c = event.card as { name: string; cost: number; key?: string };
      const base = `${who(me)} hired ${c.name} for ${c.cost}`;
      if (event.v === 1) return base;
      const next = after();
      const parts: string[] = [];
      if (c.key === 'rockstar-recruiter' && event.takeOver) parts.push(`took over ${ofOwner(event.takeOver)}`);
      if (c.key === 'downer-dave' && event.burnout) parts.push(`${ofOwner(event.burnout)} +1 burnout`);
      if (c.key === 'code-monkey-mike' && event.returnToHand) parts.push(`${emp(event.returnToHand)} returned to hand`);
      if (c.key === 'office-manager') parts.push(`all of ${who(me)}'s employees −1 burnout`);
      const gone = next ? goneBetween(before, next, c.key === 'code-monkey-mike' ? [event.returnToHand] : []) : [];
      if (gone.length) parts.push(goneText(gone, players));
      if (next && next.turn.notes.length > before.turn.notes.length) parts.push(next.turn.notes[next.turn.notes.length - 1].replace(/^[^:]+: /, ''));
      return parts.length ? `${base}: ${parts.join('; ')}` : base;
    }
    case 'its.burnout-changed':
      return `${ofOwner(event.employee)} ${(event.delta as number) > 0 ? '+1' : '−1'} burnout${burnt()}`;
    case 'its.burnout-all':
      return `All of ${who(event.owner)}'s employees ${(event.delta as number) > 0 ? '+1' : '−1'} burnout${burnt()}`;
    case 'its.planning-bonus-used':
      return `Planning bonus: ${emp(event.employee)} −1 burnout`;
    case 'its.planning-bonus-skipped':
      return `Planning bonus not used`;
    case 'its.knowledge-attached':
      return `${typeof event.name === 'string' ? event.name : 'Knowledge'} +${event.bonus} on ${emp(event.employee)}`;
    case 'its.knowledge-transferred': {
      const from = findEmployee(before, event.from);
      const to = findEmployee(before, event.to);
      const i = event.v === 2 ? (from ? knowledgeIndex(from, event.knowledge) : -1) : (event.index as number);
      const price = from && to && isInt(i, 0, from.knowledge.length - 1) ? ` for ${transferPrice(before, from, i, to)}` : '';
      return `${from && isInt(i, 0, from.knowledge.length - 1) ? knowledgeLabel(from, i) : 'Knowledge'} moved from ${emp(event.from)} to ${emp(event.to)}${price}`;
    }
    case 'its.employee-taken-over':
      return `${who(me)} took over ${emp(event.employee)} from ${who(findEmployee(before, event.employee)?.owner)}`;
    case 'its.takeover-countered':
      return `${who(event.opponent)} paid ${event.counter} to counter the takeover`;
    case 'its.undercover-flipped':
      return `${who(me)}'s Undercover HR Agent: paid ${UNDERCOVER_COST}, called ${event.call}, the coin shows ${event.side}${event.call === event.side ? `: took over ${ofOwner(event.employee)}` : ': no takeover'}`;
    case 'its.undercover-countered':
      return `${who(me)}'s Undercover HR Agent (paid ${event.paid}): ${who(event.opponent)} paid ${who(me)} ${event.counter} to counter it, no coin flip this turn`;
    case 'its.employee-outsourced':
      return `${who(me)} outsourced ${emp(event.employee)} for ${event.paid}`;
    case 'its.employee-returned-to-hand':
      return `${ofOwner(event.employee)} returned to hand`;
    case 'its.employee-removed': {
      const e = findEmployee(before, event.employee);
      return e ? `${goneText([goneOf(e)], players, 'removed from the table')}` : 'An employee removed from the table';
    }
    case 'its.action-played': {
      if (event.v === 1) return `${who(me)} played ${event.name}${event.planned ? ' (planned)' : ''}`;
      const card = actionCard(event.key);
      const name = card?.key === 'other' ? String(event.name) : (card?.name ?? 'an action card');
      const price = actionPrice(before, event);
      const base = `${who(me)} played ${name}${event.planned ? ' (planned)' : ''}${event.free ? ' for 0 (drawn with the Database Developer)' : price !== null ? ` for ${price}` : ''}`;
      const next = after();
      const gone = next ? goneBetween(before, next) : [];
      switch (card?.key) {
        case 'monster-bug': {
          const hit = before.order.filter((id) => id !== me && tableOf(before, id).length > 0);
          const line = hit.length ? `every employee of ${listed(hit.map(who))} +1 burnout` : 'no opponent has employees';
          return `${base}: ${line}${gone.length ? `; ${goneText(gone, players)}` : ''}`;
        }
        case 'technical-debt': {
          if (!gone.length) return `${base}: there were no employees on the table`;
          const { names, knowledge } = goneParts(gone, players);
          return `${base}: every employee on the table went into the deck with its knowledge (${names}${knowledge ? `; ${knowledge}` : ''})`;
        }
        case 'head-hunter':
          if (event.countered === true) {
            const e = findEmployee(before, event.employee);
            return `${base} on ${ofOwner(event.employee)}: ${who(e?.owner)} paid ${who(me)} ${event.counter ?? HEAD_HUNTER_COUNTER} to counter it`;
          }
          return `${base}: took over ${ofOwner(event.employee)}`;
        case 'outsourcing': {
          const e = findEmployee(before, event.employee);
          return `${base}: ${ofOwner(event.employee)} works for ${who(me)} until the start of ${who(me)}'s next turn; ${who(e?.owner)} got ${res(price ?? 0)}`;
        }
        case 'investor':
          return `${base}: gained ${res(event.gain)}`;
        case 'crunch-time':
          if (event.v !== 3) return base;
          return `${base}: ${plusPoints(2 * developersOf(before, me))} (2 for each of ${who(me)}'s ${plural(developersOf(before, me), 'developer')}) at the end of the turn`;
        case 'coffee-machine':
          if (event.v === 3) return `${base}: ${plusPoints(developersOf(before, me))} (1 for each of ${who(me)}'s ${plural(developersOf(before, me), 'developer')}) at the end of the turn; all of ${who(me)}'s employees −1 burnout`;
          return `${base}: all of ${who(me)}'s employees −1 burnout`;
        case 'get-away':
          return `${base}: all of ${who(me)}'s employees −1 burnout`;
        default:
          return base;
      }
    }
    case 'its.action-planned':
      return `${who(me)} planned an action card (face down)`;
    case 'its.turn-ended': {
      const next = after();
      if (!next || !next.lastTurn) return `Turn ended`;
      const { scored, total, gone, draws } = next.lastTurn;
      const parts = [`${who(me)} scored ${scored} (total ${total})`];
      if (gone.length) parts.push(goneText(gone, players));
      if (draws.length) parts.push(`draw ${plural(draws.length, 'card')} (${listed(draws)})`);
      return parts.join('; ');
    }
    default:
      return event.type;
  }
}

/**
 * "Round 3, Pat's turn, Mat leads with 24 points (6 ahead)"; a tie over the target says who plays
 * the extra turn; once won, "Mat won with 130 points · Pat 121 points".
 */
export function itStanding(state: ItState, players: readonly Player[]): string {
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? 'someone';
  const points = (n: number) => `${grouped(n)} ${n === 1 ? 'point' : 'points'}`;
  const figures = state.order.map((id) => ({ name: name(id), value: state.points[id] ?? 0 }));
  if (state.outcome.state === 'won') return finalLine([name(state.outcome.winner)], figures, points);
  const round = `Round ${Math.min(...Object.values(state.turnsDone)) + 1}`;
  const tie = state.outcome.state === 'extra-turn' ? ` · a tie over the target: another turn for ${andList(state.outcome.tied.map(name))}` : '';
  return `${round}, ${turnOf(name(currentPlayer(state)))}, ${leadLine(figures, points)}${tie}`;
}

export const itStartup: GameDefinition<ItState> = {
  id: 'it-startup',
  name: 'IT Startup',
  // 2: knowledge names, the turn's notes and free plays, how the last turn ended.
  stateVersion: 2,
  minPlayers: 2,
  maxPlayers: 4,
  setup: itSetup,
  apply: applyIt,
  describe: describeIt,
  period: (state, players) => `${nameOf(players, currentPlayer(state))}'s turn ${turnNumberOf(state, currentPlayer(state))}`,
  kindOf: (event): EventKind => (event.type === 'its.undercover-flipped' ? 'chance' : 'undoable'),
  summary: (state) =>
    state.outcome.state === 'won' ? 'Won' : `Round ${Math.min(...Object.values(state.turnsDone)) + 1}`,
  standing: itStanding,
  isFinished: (state) => state.outcome.state === 'won',
  results: itResults
};
