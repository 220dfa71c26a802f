/**
 * IT Startup as a Boardroom game: the guided turn (income, outsourced employees coming home,
 * the planning bonus, end-of-turn points, burnout and removals), resources, employees with
 * their burnout and knowledge, takeovers, outsourcing, action cards, the score sheet, victory.
 * Pure: no Svelte, Dexie or DOM.
 */
import { amountProblem } from '$lib/core/numbers';
import { andList, finalLine, leadLine, turnOf } from '$lib/core/standing';
import { invalid, isInvalid, type EventKind, type GameDefinition, type GameEvent, type Invalid, type Player, type SessionConfig } from '$lib/core/types';
import { burnoutLimit, endOfTurnBurnout, incomeForTurn, planningBonus, turnPoints, victory, type Employee } from './rules';

export interface TableEmployee extends Employee {
  id: string;
  owner: string;
  cost: number;
  /** What each knowledge card cost to play (paid again to transfer it). */
  knowledgeCosts: number[];
  knowledgeDiscount: number;
  transferDiscount: number;
  /** Set while the employee is outsourced: the employer it goes back to. */
  outsourcedFrom: string | null;
}

export type Outcome = { state: 'playing' } | { state: 'won'; winner: string } | { state: 'extra-turn'; tied: string[] };

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
  turn: { perDeveloper: number; crunch: number; skipBurnout: boolean; planningPrompt: boolean; undercoverUsed: boolean };
  outcome: Outcome;
  nextId: number;
}

export const PROJECT_SIZES = [32, 64, 128, 256] as const;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const freshTurn = (): ItState['turn'] => ({ perDeveloper: 0, crunch: 0, skipBurnout: false, planningPrompt: false, undercoverUsed: false });

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

/** The start of a player's turn: income, outsourced employees go home, the planning bonus prompt. */
function startTurn(state: ItState, player: string): ItState {
  const income = incomeForTurn(turnNumberOf(state, player));
  const employees = state.employees.map((e) =>
    e.outsourcedFrom !== null && e.owner === player ? { ...e, owner: e.outsourcedFrom, outsourcedFrom: null } : e
  );
  const next = { ...state, employees, resources: { ...state.resources, [player]: state.resources[player] + income } };
  const prompt = state.planningBonusOn && planningBonus(state.points[player]) && tableOf(next, player).some((e) => e.burnout > 0);
  return { ...next, turn: { ...freshTurn(), planningPrompt: prompt } };
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
    outcome: { state: 'playing' },
    nextId: 1
  };
  return startTurn(state, order[0]);
}

function nameOf(players: readonly Player[], id: string | null | undefined): string {
  return players.find((p) => p.id === id)?.name ?? 'someone';
}

function pay(state: ItState, player: string, amount: number, players: readonly Player[]): ItState | Invalid {
  if (amount > state.resources[player]) return invalid(`${nameOf(players, player)} has only ${state.resources[player]} resources; this costs ${amount}.`);
  return { ...state, resources: { ...state.resources, [player]: state.resources[player] - amount } };
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

export function applyIt(state: ItState, event: GameEvent, players: readonly Player[]): ItState | Invalid {
  const who = (id: string | null | undefined) => nameOf(players, id);
  const known = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.resources, id);
  const me = currentPlayer(state);
  if (state.outcome.state === 'won') return invalid(`${who(state.outcome.winner)} has won: the game is over.`);
  const count = (v: unknown, what: string) => amountProblem(v, { allowZero: false, max: 1000 }) && `${what}: a whole number from 1.`;
  const cost = (v: unknown) => (isInt(v, 0, 1000) ? null : 'A cost is a whole number from 0.');
  switch (event.type) {
    case 'its.resources-paid': {
      if (!known(event.player)) return invalid('Pick a player.');
      const problem = count(event.amount, 'Amount');
      if (problem) return invalid(problem);
      return pay(state, event.player, event.amount as number, players);
    }
    case 'its.resources-gained': {
      if (!known(event.player)) return invalid('Pick a player.');
      const problem = count(event.amount, 'Amount');
      if (problem) return invalid(problem);
      return gain(state, event.player, event.amount as number);
    }
    case 'its.cards-sold': {
      const problem = count(event.count, 'Cards');
      if (problem) return invalid(problem);
      return gain(state, me, event.count as number);
    }
    case 'its.cards-bought': {
      const problem = count(event.count, 'Cards');
      if (problem) return invalid(problem);
      return pay(state, me, 2 * (event.count as number), players);
    }
    case 'its.employee-hired': {
      const c = event.card as Partial<TableEmployee> | undefined;
      if (!c || typeof c.name !== 'string' || c.name.trim().length < 1 || c.name.length > 40) return invalid('Name the employee (1 to 40 characters).');
      if (c.kind !== 'dev' && c.kind !== 'hr' && c.kind !== 'agile') return invalid('An employee is a developer, HR or an agile coach.');
      if (!isInt(c.efficiency, 0, 100) || !isInt(c.resistance, 0, 20) || !isInt(c.boost ?? 0, 0, 20)) return invalid('Efficiency, resistance and boost are whole numbers from 0.');
      if (!isInt(c.knowledgeDiscount ?? 0, 0, 20) || !isInt(c.transferDiscount ?? 0, 0, 20)) return invalid('Discounts are whole numbers from 0.');
      const problem = cost(c.cost);
      if (problem) return invalid(problem);
      const paid = pay(state, me, c.cost as number, players);
      if (isInvalid(paid)) return paid;
      const employee: TableEmployee = {
        id: `e${state.nextId}`,
        owner: me,
        name: c.name.trim(),
        kind: c.kind,
        efficiency: c.kind === 'dev' ? c.efficiency : 0,
        knowledge: [],
        knowledgeCosts: [],
        resistance: c.resistance,
        burnout: 0,
        boost: c.boost ?? 0,
        cost: c.cost as number,
        knowledgeDiscount: c.knowledgeDiscount ?? 0,
        transferDiscount: c.transferDiscount ?? 0,
        outsourcedFrom: null
      };
      return { ...paid, employees: [...paid.employees, employee], nextId: state.nextId + 1 };
    }
    case 'its.burnout-changed': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid('Pick an employee on the table.');
      if (event.delta !== 1 && event.delta !== -1) return invalid('Burnout changes by one point at a time.');
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
      if (!state.turn.planningPrompt) return invalid('The planning bonus is not available now.');
      const e = findEmployee(state, event.employee);
      if (!e || e.owner !== me || e.burnout === 0) return invalid('Pick one of your employees with a burnout point.');
      return { ...changeBurnout(state, [e.id], -1), turn: { ...state.turn, planningPrompt: false } };
    }
    case 'its.planning-bonus-skipped':
      if (!state.turn.planningPrompt) return invalid('The planning bonus is not available now.');
      return { ...state, turn: { ...state.turn, planningPrompt: false } };
    case 'its.knowledge-attached': {
      const e = findEmployee(state, event.employee);
      if (!e || e.owner !== me) return invalid('Pick one of your developers.');
      if (e.kind !== 'dev') return invalid('Knowledge goes on developers only.');
      if (e.outsourcedFrom !== null) return invalid('Knowledge cannot go on an outsourced employee.');
      if (!isInt(event.bonus, 1, 100)) return invalid('A knowledge card adds a whole number of efficiency from 1.');
      const problem = cost(event.cost);
      if (problem) return invalid(problem);
      const toPay = Math.max(0, (event.cost as number) - e.knowledgeDiscount);
      const paid = pay(state, me, toPay, players);
      if (isInvalid(paid)) return paid;
      return {
        ...paid,
        employees: paid.employees.map((x) =>
          x.id === e.id ? { ...x, knowledge: [...x.knowledge, event.bonus as number], knowledgeCosts: [...x.knowledgeCosts, event.cost as number] } : x
        )
      };
    }
    case 'its.knowledge-transferred': {
      const from = findEmployee(state, event.from);
      const to = findEmployee(state, event.to);
      if (!from || !to || from.id === to.id || from.owner !== me || to.owner !== me) return invalid('Pick two of your developers.');
      if (from.kind !== 'dev' || to.kind !== 'dev') return invalid('Knowledge goes on developers only.');
      if (from.outsourcedFrom !== null || to.outsourcedFrom !== null) return invalid('Knowledge cannot move to or from an outsourced employee.');
      if (!isInt(event.index, 0, from.knowledge.length - 1)) return invalid('Pick a knowledge card of that developer.');
      const i = event.index as number;
      const leadDiscount = Math.max(0, ...tableOf(state, me).map((e) => e.transferDiscount));
      const toPay = Math.max(0, from.knowledgeCosts[i] - leadDiscount - to.knowledgeDiscount);
      const paid = pay(state, me, toPay, players);
      if (isInvalid(paid)) return paid;
      return {
        ...paid,
        employees: paid.employees.map((x) =>
          x.id === from.id
            ? { ...x, knowledge: x.knowledge.filter((_, k) => k !== i), knowledgeCosts: x.knowledgeCosts.filter((_, k) => k !== i) }
            : x.id === to.id
              ? { ...x, knowledge: [...x.knowledge, from.knowledge[i]], knowledgeCosts: [...x.knowledgeCosts, from.knowledgeCosts[i]] }
              : x
        )
      };
    }
    case 'its.employee-taken-over': {
      // Head Hunter, Rockstar Recruiter, Undercover HR Agent: the employee comes with burnout and knowledge.
      const e = findEmployee(state, event.employee);
      if (!e || e.owner === me) return invalid("Pick an opponent's employee.");
      if (e.outsourcedFrom !== null) return invalid('That employee is outsourced; it goes back at the start of its borrower’s turn.');
      const problem = cost(event.paid);
      if (problem) return invalid(problem);
      if (event.method === 'rockstar-recruiter' && tableOf(state, e.owner).length < 4) return invalid(`${who(e.owner)} has fewer than 4 employees.`);
      const paid = pay(state, me, event.paid as number, players);
      if (isInvalid(paid)) return paid;
      return moveEmployee(paid, e.id, me, null);
    }
    case 'its.takeover-countered': {
      // The opponent paid to counter (Head Hunter: 5; Undercover HR Agent: 3): the card's cost is still paid.
      if (!known(event.opponent) || event.opponent === me) return invalid('Pick the opponent who countered.');
      const problem = cost(event.paid) ?? cost(event.counter);
      if (problem) return invalid(problem);
      const paid = pay(state, me, event.paid as number, players);
      if (isInvalid(paid)) return paid;
      const countered = pay(paid, event.opponent, event.counter as number, players);
      if (isInvalid(countered)) return countered;
      return gain(countered, me, event.counter as number);
    }
    case 'its.undercover-flipped': {
      if (state.turn.undercoverUsed) return invalid('The Undercover HR Agent can be used once per turn.');
      if (!tableOf(state, me).some((e) => e.name === 'Undercover HR Agent')) return invalid('You need an Undercover HR Agent on your table.');
      const e = findEmployee(state, event.employee);
      if (!e || e.owner === me || e.outsourcedFrom !== null) return invalid("Pick an opponent's employee.");
      if ((event.call !== 'heads' && event.call !== 'tails') || (event.side !== 'heads' && event.side !== 'tails')) return invalid('A coin shows heads or tails.');
      const paid = pay(state, me, 1, players);
      if (isInvalid(paid)) return paid;
      const used = { ...paid, turn: { ...paid.turn, undercoverUsed: true } };
      return event.call === event.side ? moveEmployee(used, e.id, me, null) : used;
    }
    case 'its.employee-outsourced': {
      const e = findEmployee(state, event.employee);
      if (!e || e.owner === me) return invalid("Pick an opponent's employee.");
      if (e.outsourcedFrom !== null) return invalid('That employee is already outsourced.');
      const problem = cost(event.paid);
      if (problem) return invalid(problem);
      const paid = pay(state, me, event.paid as number, players);
      if (isInvalid(paid)) return paid;
      // The previous employer gets the resources paid for the Outsourcing card.
      return moveEmployee(gain(paid, e.owner, event.paid as number), e.id, me, e.owner);
    }
    case 'its.employee-returned-to-hand': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid('Pick an employee on the table.');
      if (e.outsourcedFrom !== null) return invalid('An outsourced employee cannot be returned to hand.');
      return { ...state, employees: state.employees.filter((x) => x.id !== e.id) };
    }
    case 'its.employee-removed': {
      const e = findEmployee(state, event.employee);
      if (!e) return invalid('Pick an employee on the table.');
      return { ...state, employees: state.employees.filter((x) => x.id !== e.id) };
    }
    case 'its.action-played': {
      const problem = cost(event.cost);
      if (problem) return invalid(problem);
      if (typeof event.name !== 'string' || event.name.length < 1 || event.name.length > 40) return invalid('Name the action card.');
      let next: ItState = state;
      let toPay = event.cost as number;
      if (event.planned === true) {
        const planned = state.planned[me];
        if (!planned) return invalid('You have no planned action card.');
        if (planned.onTurn >= turnNumberOf(state, me)) return invalid('A planned card can be played from your next turn on.');
        toPay = Math.max(0, planned.cost - 1);
        next = { ...next, planned: { ...next.planned, [me]: null } };
      }
      const paid = pay(next, me, toPay, players);
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
          if (!known(event.target) || event.target === me) return invalid('Pick the opponent.');
          return changeBurnout(next, tableOf(next, event.target).map((e) => e.id), 1);
        }
        case 'none':
        case undefined:
          return next;
        default:
          return invalid('Unknown action card effect.');
      }
    }
    case 'its.action-planned': {
      if (state.planned[me]) return invalid('Only one action card can be planned at a time; play it first.');
      if (typeof event.name !== 'string' || event.name.length < 1 || event.name.length > 40) return invalid('Name the action card.');
      const problem = cost(event.cost);
      if (problem) return invalid(problem);
      return { ...state, planned: { ...state.planned, [me]: { name: event.name, cost: event.cost as number, onTurn: turnNumberOf(state, me) } } };
    }
    case 'its.turn-ended': {
      if (state.turn.planningPrompt) return invalid('Use or skip the planning bonus first.');
      const table = tableOf(state, me);
      const scored = turnPoints(table, { perDeveloper: state.turn.perDeveloper });
      const { table: kept } = endOfTurnBurnout(table, { skip: state.turn.skipBurnout, extraForDevelopers: state.turn.crunch });
      const keptById = new Map(kept.map((e) => [(e as TableEmployee).id, e as TableEmployee]));
      const employees = state.employees.flatMap((e) => (e.owner !== me ? [e] : keptById.has(e.id) ? [keptById.get(e.id)!] : []));
      const total = state.points[me] + scored;
      let next: ItState = {
        ...state,
        employees,
        points: { ...state.points, [me]: total },
        sheet: { ...state.sheet, [me]: [...state.sheet[me], total] },
        turnsDone: { ...state.turnsDone, [me]: state.turnsDone[me] + 1 }
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

/** What the end of the current turn will score, for the screen. */
export function projectedPoints(state: ItState): number {
  return turnPoints(tableOf(state, currentPlayer(state)), { perDeveloper: state.turn.perDeveloper });
}

export function describeIt(event: GameEvent, before: ItState, players: readonly Player[]): string {
  const who = (id: unknown) => nameOf(players, id as string);
  const me = currentPlayer(before);
  const emp = (id: unknown) => findEmployee(before, id)?.name ?? 'an employee';
  switch (event.type) {
    case 'its.resources-paid':
      return `${who(event.player)} paid ${event.amount} resources`;
    case 'its.resources-gained':
      return `${who(event.player)} gained ${event.amount} resources`;
    case 'its.cards-sold':
      return `${who(me)} sold ${event.count} card(s) for ${event.count}`;
    case 'its.cards-bought':
      return `${who(me)} bought ${event.count} card(s) for ${2 * (event.count as number)}`;
    case 'its.employee-hired': {
      const c = event.card as { name: string; cost: number };
      return `${who(me)} hired ${c.name} for ${c.cost}`;
    }
    case 'its.burnout-changed':
      return `${emp(event.employee)} ${(event.delta as number) > 0 ? '+1' : '−1'} burnout`;
    case 'its.burnout-all':
      return `All of ${who(event.owner)}'s employees ${(event.delta as number) > 0 ? '+1' : '−1'} burnout`;
    case 'its.planning-bonus-used':
      return `Planning bonus: ${emp(event.employee)} −1 burnout`;
    case 'its.planning-bonus-skipped':
      return `Planning bonus not used`;
    case 'its.knowledge-attached':
      return `Knowledge +${event.bonus} on ${emp(event.employee)}`;
    case 'its.knowledge-transferred':
      return `Knowledge moved from ${emp(event.from)} to ${emp(event.to)}`;
    case 'its.employee-taken-over':
      return `${who(me)} took over ${emp(event.employee)} from ${who(findEmployee(before, event.employee)?.owner)}`;
    case 'its.takeover-countered':
      return `${who(event.opponent)} paid ${event.counter} to counter the takeover`;
    case 'its.undercover-flipped':
      return `Undercover HR Agent: called ${event.call}, the coin shows ${event.side}${event.call === event.side ? `: ${emp(event.employee)} taken over` : ': no takeover'}`;
    case 'its.employee-outsourced':
      return `${who(me)} outsourced ${emp(event.employee)} for ${event.paid}`;
    case 'its.employee-returned-to-hand':
      return `${emp(event.employee)} returned to hand`;
    case 'its.employee-removed':
      return `${emp(event.employee)} removed from the table`;
    case 'its.action-played':
      return `${who(me)} played ${event.name}${event.planned ? ' (planned)' : ''}`;
    case 'its.action-planned':
      return `${who(me)} planned an action card`;
    case 'its.turn-ended': {
      const after = applyIt(before, event, players);
      if (isInvalid(after)) return `Turn ended`;
      const scored = after.points[me] - before.points[me];
      const gone = tableOf(before, me).filter((e) => !after.employees.some((x) => x.id === e.id)).map((e) => e.name);
      return `scored ${scored} (total ${after.points[me]})${gone.length ? `; burnt out: ${gone.join(', ')}` : ''}`;
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
  const points = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'point' : 'points'}`;
  const figures = state.order.map((id) => ({ name: name(id), value: state.points[id] ?? 0 }));
  if (state.outcome.state === 'won') return finalLine([name(state.outcome.winner)], figures, points);
  const round = `Round ${Math.min(...Object.values(state.turnsDone)) + 1}`;
  const tie = state.outcome.state === 'extra-turn' ? ` · a tie over the target: another turn for ${andList(state.outcome.tied.map(name))}` : '';
  return `${round}, ${turnOf(name(currentPlayer(state)))}, ${leadLine(figures, points)}${tie}`;
}

export const itStartup: GameDefinition<ItState> = {
  id: 'it-startup',
  name: 'IT Startup',
  stateVersion: 1,
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
  isFinished: (state) => state.outcome.state === 'won'
};
