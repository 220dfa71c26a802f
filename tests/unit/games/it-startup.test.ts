import { describe, expect, it } from 'vitest';
import { itEvents } from '../../support/it-startup-events';
import type { Player } from '$lib/core/types';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, type ItState } from '$lib/games/it-startup/state';
import { projectedPoints } from '$lib/games/it-startup/view';
import {
  burnoutLimit,
  endOfTurnBurnout,
  incomeForTurn,
  planningBonus,
  turnPoints,
  victory,
  type Employee
} from '$lib/games/it-startup/rules';

const dev = (efficiency: number, extra: Partial<Employee> = {}): Employee => ({
  name: 'Dev',
  kind: 'dev',
  efficiency,
  knowledge: [],
  resistance: 0,
  burnout: 0,
  ...extra
});

describe('IT Startup rules.ts', () => {
  it('rulebook: developers 5 and 2 score 7', () => {
    expect(turnPoints([dev(5), dev(2)])).toBe(7);
  });

  it('knowledge, boosts (Scrum Master) and action extras', () => {
    const scrum: Employee = { name: 'Scrum Master', kind: 'agile', efficiency: 0, knowledge: [], resistance: 0, burnout: 0, boost: 1 };
    const hr: Employee = { name: 'HR', kind: 'hr', efficiency: 0, knowledge: [], resistance: 1, burnout: 0 };
    expect(turnPoints([dev(3, { knowledge: [5] }), dev(1), scrum, hr])).toBe(3 + 5 + 1 + 1 + 1);
    expect(turnPoints([dev(2), dev(1)], { perDeveloper: 2, flat: 3 })).toBe(3 + 4 + 3);
    expect(turnPoints([])).toBe(0);
  });

  it('income: 1, 2 … at most 8', () => {
    expect([1, 2, 5, 8, 9, 20].map(incomeForTurn)).toEqual([1, 2, 5, 8, 8, 8]);
    for (const bad of [0, -1, 1.5, NaN]) expect(() => incomeForTurn(bad)).toThrow(RangeError);
  });

  it('rulebook: burnout resistance 1 → removed after 4 burnout points', () => {
    expect(burnoutLimit({ resistance: 0 })).toBe(3);
    expect(burnoutLimit({ resistance: 1 })).toBe(4);
    let table = [dev(2, { resistance: 1, name: 'Database Developer' })];
    for (let turn = 1; turn <= 3; turn++) {
      const r = endOfTurnBurnout(table);
      expect(r.removed).toEqual([]);
      table = r.table;
    }
    const fourth = endOfTurnBurnout(table);
    expect(fourth.table).toEqual([]);
    expect(fourth.removed.map((e) => e.burnout)).toEqual([4]);
  });

  it('end of turn: Crunch Time adds burnout to developers; Get away from it all skips all burnout', () => {
    const hr: Employee = { name: 'HR', kind: 'hr', efficiency: 0, knowledge: [], resistance: 0, burnout: 0 };
    const r = endOfTurnBurnout([dev(1), hr], { extraForDevelopers: 1 });
    expect(r.table.map((e) => e.burnout)).toEqual([2, 1]);
    expect(endOfTurnBurnout([dev(1, { burnout: 2 })], { skip: true, extraForDevelopers: 1 }).table[0].burnout).toBe(2);
  });

  it('planning bonus at powers of two up to 128', () => {
    expect([1, 2, 4, 8, 16, 32, 64, 128].every(planningBonus)).toBe(true);
    expect([0, 3, 6, 12, 256, 129].some(planningBonus)).toBe(false);
  });

  it('rulebook score sheet (Pat 2, 5, 8 and Mat 0, 5, 10): no winner at 32 after 3 turns', () => {
    expect(
      victory(
        [
          { name: 'Pat', points: 8, turns: 3 },
          { name: 'Mat', points: 10, turns: 3 }
        ],
        32
      )
    ).toEqual({ state: 'playing' });
    expect(
      victory(
        [
          { name: 'Pat', points: 8, turns: 3 },
          { name: 'Mat', points: 10, turns: 3 }
        ],
        10
      )
    ).toEqual({ state: 'won', winner: 'Mat' });
  });

  it('victory only with equal turns; highest total over the target wins; an exact tie plays another turn', () => {
    expect(
      victory(
        [
          { name: 'A', points: 70, turns: 7 },
          { name: 'B', points: 10, turns: 6 }
        ],
        64
      )
    ).toEqual({ state: 'playing' });
    expect(
      victory(
        [
          { name: 'A', points: 70, turns: 7 },
          { name: 'B', points: 66, turns: 7 }
        ],
        64
      )
    ).toEqual({ state: 'won', winner: 'A' });
    expect(
      victory(
        [
          { name: 'A', points: 70, turns: 7 },
          { name: 'B', points: 70, turns: 7 },
          { name: 'C', points: 80, turns: 7 }
        ],
        64
      )
    ).toEqual({ state: 'won', winner: 'C' });
    expect(
      victory(
        [
          { name: 'A', points: 70, turns: 7 },
          { name: 'B', points: 70, turns: 7 }
        ],
        64
      )
    ).toEqual({ state: 'extra-turn', tied: ['A', 'B'] });
  });
});

const players: Player[] = [
  { id: 'p1', name: 'Pat', color: '#b3261e' },
  { id: 'p2', name: 'Mat', color: '#1d4ed8' }
];

function game(options: Record<string, unknown> = {}): ItState {
  return itSetup({ kind: 'it-startup', players, options: { target: 32, startingResources: 3, ...options } });
}
const { run, refusal } = itEvents(players);
const hire = (name: string, efficiency: number, cost: number, extra: Record<string, unknown> = {}) => ({
  type: 'its.employee-hired',
  card: { name, kind: 'dev', efficiency, resistance: 0, cost, ...extra }
});
const end = { type: 'its.turn-ended' };

describe('IT Startup game', () => {
  it('income is added at the start of each turn: 1, then 2 …', () => {
    let s = game();
    expect(s.resources).toEqual({ p1: 4, p2: 3 });
    s = run(s, end);
    expect(s.resources).toEqual({ p1: 4, p2: 4 });
    s = run(s, end);
    expect(s.resources.p1).toBe(6);
  });

  it('end of turn: points, then burnout and removals, then the next player; the score sheet keeps running totals', () => {
    let s = run(game(), hire('Intern', 1, 1), hire('Intern', 1, 1));
    expect(projectedPoints(s)).toBe(2);
    s = run(s, end, end, end, end, end);
    expect(s.sheet.p1).toEqual([2, 4, 6]);
    expect(s.employees).toEqual([]); // burnt out after their third turn
    expect(s.sheet.p2).toEqual([0, 0]);
  });

  it('paying more than the player has is refused', () => {
    expect(refusal(game(), hire('Lead Developer', 5, 5))).toMatch(/only 4 resources/);
    expect(refusal(game(), { type: 'its.cards-bought', count: 3 })).toMatch(/only 4/);
    expect(run(game(), { type: 'its.cards-sold', count: 2 }).resources.p1).toBe(6);
  });

  it('rulebook: TDD on a Full Stack Ninja costs 2; transfer pays again with the Lead Developer discount', () => {
    let s = game({ startingResources: 30 });
    s = run(s, hire('Full Stack Ninja', 3, 0, { knowledgeDiscount: 2 }), hire('Lead Developer', 5, 5, { transferDiscount: 2 }));
    const before = s.resources.p1;
    s = run(s, { type: 'its.knowledge-attached', employee: 'e1', bonus: 5, cost: 4 });
    expect(before - s.resources.p1).toBe(2);
    const mid = s.resources.p1;
    s = run(s, { type: 'its.knowledge-transferred', from: 'e1', to: 'e2', index: 0 });
    expect(mid - s.resources.p1).toBe(2);
    expect(s.employees.find((e) => e.id === 'e2')!.knowledge).toEqual([5]);
  });

  it('rulebook: a Head Hunter planned on turn 3 is played from turn 4 for 4 instead of 5', () => {
    let s = game({ startingResources: 20 });
    s = run(s, { type: 'its.action-planned', name: 'Head Hunter', cost: 5 });
    expect(refusal(s, { type: 'its.action-played', name: 'Head Hunter', cost: 5, planned: true })).toMatch(/next turn/);
    expect(refusal(s, { type: 'its.action-planned', name: 'Monster Bug', cost: 2 })).toMatch(/one action card/);
    s = run(s, end, end);
    const before = s.resources.p1;
    s = run(s, { type: 'its.action-played', name: 'Head Hunter', cost: 5, planned: true });
    expect(before - s.resources.p1).toBe(4);
    expect(s.planned.p1).toBeNull();
  });

  it('Crunch Time: +2 points per developer and +1 burnout per developer at the end of the turn', () => {
    let s = run(game({ startingResources: 10 }), hire('Dev', 2, 0), {
      type: 'its.action-played',
      name: 'Crunch Time',
      cost: 1,
      effect: 'crunch-time'
    });
    s = run(s, end);
    expect(s.points.p1).toBe(4);
    expect(s.employees[0].burnout).toBe(2);
  });

  it('Coffee machine and Get away from it all', () => {
    let s = run(game({ startingResources: 10 }), hire('Dev', 2, 0), end, end);
    expect(s.employees[0].burnout).toBe(1);
    s = run(s, { type: 'its.action-played', name: 'Coffee machine', cost: 0, effect: 'coffee-machine' });
    expect(s.employees[0].burnout).toBe(0);
    s = run(s, { type: 'its.action-played', name: 'Get away from it all', cost: 0, effect: 'get-away' }, end);
    expect(s.points.p1).toBe(2 + 3);
    expect(s.employees[0].burnout).toBe(0);
  });

  it('takeover keeps burnout and knowledge; outsourcing returns at the start of the borrower’s next turn and pays the employer', () => {
    let s = run(
      game({ startingResources: 20 }),
      hire('Dev', 3, 0),
      { type: 'its.knowledge-attached', employee: 'e1', bonus: 5, cost: 4 },
      end
    );
    const beforeOutsourcing = s.resources.p1;
    s = run(s, { type: 'its.employee-outsourced', employee: 'e1', paid: 2 });
    expect(s.resources.p1).toBe(beforeOutsourcing + 2);
    expect(s.employees[0]).toMatchObject({ owner: 'p2', outsourcedFrom: 'p1', knowledge: [5] });
    expect(refusal(s, { type: 'its.employee-returned-to-hand', employee: 'e1' })).toMatch(/outsourced/);
    const p1Before = s.resources.p1;
    s = run(s, end);
    expect(s.points.p2).toBe(8);
    expect(s.employees[0].owner).toBe('p2');
    s = run(s, end);
    expect(s.employees[0]).toMatchObject({ owner: 'p1', outsourcedFrom: null, burnout: 2 });
    expect(s.resources.p1).toBe(p1Before + 2); // Pat's income on turn 2
    // Mat takes Pat's developer over for good with a Head Hunter (5).
    s = run(s, { type: 'its.employee-taken-over', employee: 'e1', method: 'head-hunter', paid: 5 });
    expect(s.employees[0]).toMatchObject({ owner: 'p2', burnout: 2, knowledge: [5] });
  });

  it('the planning bonus prompt appears at 1, 2, 4 … points and removes one burnout', () => {
    let s = run(game({ planningBonus: true, startingResources: 5 }), hire('Intern', 1, 1), end, end);
    expect(s.turn.planningPrompt).toBe(true);
    expect(refusal(s, end)).toMatch(/planning bonus/);
    s = run(s, { type: 'its.planning-bonus-used', employee: 'e1' });
    expect(s.employees[0].burnout).toBe(0);
  });

  it('victory is decided only at the end of a full round', () => {
    let s = game({ target: 3, startingResources: 10 });
    s = run(s, hire('Lead', 5, 5), end);
    expect(s.outcome).toEqual({ state: 'playing' });
    s = run(s, end);
    expect(s.outcome).toEqual({ state: 'won', winner: 'p1' });
    expect(itStartup.isFinished(s)).toBe(true);
    expect(refusal(s, end)).toMatch(/won/);
  });

  it('an exact tie over the target plays another turn', () => {
    let s = game({ target: 2, startingResources: 10 });
    s = run(s, hire('A', 2, 0), end, hire('B', 2, 0), end);
    expect(s.outcome).toEqual({ state: 'extra-turn', tied: ['p1', 'p2'] });
    s = run(s, hire('C', 1, 0), end, end);
    expect(s.outcome).toEqual({ state: 'won', winner: 'p1' });
  });
});
