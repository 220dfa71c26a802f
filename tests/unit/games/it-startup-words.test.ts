// IT Startup's words on the table screen (play-test of a 3-player game): the income line tells the
// turn's start, the efficiency a developer scores with, a player past the target before the round
// ends, whose outsourced employee, the Head Hunter counter's verb, where a card prints a figure.
import { describe, expect, it } from 'vitest';
import { andList } from '$lib/core/text';
import { itEvents } from '../../support/it-startup-events';
import type { Player } from '$lib/core/types';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, startingProblem, type ItState } from '$lib/games/it-startup/state';
import { distinctNames, effectiveEfficiency, pastTarget } from '$lib/games/it-startup/view';
import { bySeat } from '$lib/games/it-startup/sheet-view';
import { burnoutCause, goneText, plusPoints } from '$lib/games/it-startup/words';
import { employeeName } from '$lib/components/games/it-startup/its-ui';
import { askedWhere, counterLabel, employeeDetail, ownedName } from '$lib/components/games/it-startup/sheet-ui';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cat', color: '#11602b' }
];
const game = (target = 200): ItState => itSetup({ kind: 'it-startup', players, options: { target, startingResources: 5 } });
const { run } = itEvents(players);
const hire = (key: string, name: string, kind: string, efficiency: number, cost: number, extra: Record<string, unknown> = {}) => ({
  type: 'its.employee-hired',
  v: 2,
  card: { key, name, kind, efficiency, resistance: 0, cost, ...extra }
});
const end = { type: 'its.turn-ended' };

describe('IT Startup words', () => {
  it("the turn's start keeps the resources it had then, whatever is bought after", () => {
    let s = game();
    expect(s.turn.startResources).toBe(6);
    s = run(s, hire('intern', 'Intern', 'dev', 1, 1));
    expect(s.resources.p1).toBe(5);
    expect(s.turn.startResources).toBe(6);
    s = run(s, end);
    expect(s.turn.startResources).toBe(6); // Ben: 5 + 1
  });

  it("a Scrum Master's +1 shows in the efficiency, with its reason", () => {
    let s = run(game(), hire('database-developer', 'Database Developer', 'dev', 2, 4, { resistance: 1 }));
    const db = s.employees[0];
    expect(effectiveEfficiency(s, db)).toEqual({ value: 2, text: '2' });
    s = { ...s, resources: { ...s.resources, p1: 10 } };
    s = run(s, hire('scrum-master', 'Scrum Master', 'agile', 0, 4, { boost: 1 }));
    expect(effectiveEfficiency(s, s.employees[0])).toEqual({ value: 3, text: '3 (2 + Scrum Master)' });
    expect(employeeDetail(s.employees[0], s)).toBe('efficiency 3 (2 + Scrum Master) · burnout 0 of 4');
  });

  it('a player at the target before the round ends: the round ends with the last in order', () => {
    let s = game(10);
    expect(pastTarget(s)).toBeNull();
    s = { ...s, resources: { ...s.resources, p1: 20 } };
    s = run(s, hire('lead-developer', 'Lead Developer', 'dev', 5, 5), hire('lead-developer', 'Lead Developer', 'dev', 5, 5), end);
    expect(s.points.p1).toBe(10);
    expect(pastTarget(s)).toEqual({ players: ['p1'], roundEndsWith: 'p3' });
    s = run(s, end, end);
    expect(s.outcome).toEqual({ state: 'won', winner: 'p1' });
    expect(pastTarget(s)).toBeNull();
  });

  it("an outsourced employee is marked with its employer's name", () => {
    let s: ItState = { ...game(), resources: { p1: 20, p2: 20, p3: 20 } };
    s = run(s, hire('lead-developer', 'Lead Developer', 'dev', 5, 5), end);
    s = run(s, { type: 'its.action-played', v: 2, key: 'outsourcing', cost: 2, employee: 'e1' });
    const lead = s.employees[0];
    expect(lead.owner).toBe('p2');
    expect(employeeName(lead, players)).toBe("Lead Developer (Ann's)");
    expect(employeeName({ ...lead, outsourcedFrom: null }, players)).toBe('Lead Developer');
  });

  it("an outsourced employee that burns out is told as the sheet tells it: its employer's, outsourced to the borrower", () => {
    let s: ItState = { ...game(), resources: { p1: 20, p2: 20, p3: 20 } };
    s = run(s, hire('lead-developer', 'Lead Developer', 'dev', 5, 5), hire('intern', 'Intern', 'dev', 1, 1), end);
    s = run(s, hire('intern', 'Intern', 'dev', 1, 1), { type: 'its.action-played', v: 2, key: 'outsourcing', cost: 2, employee: 'e1' });
    s = { ...s, employees: s.employees.map((e) => ({ ...e, burnout: 2 })) };
    const before = s;
    s = run(s, end);
    expect(s.lastTurn?.gone.map((g) => g.name)).toEqual(['Lead Developer', 'Intern']);
    expect(goneText(s.lastTurn!.gone, players)).toBe("Ann's Lead Developer (outsourced to Ben) and Ben's Intern burnt out");
    expect(itStartup.describe({ type: 'its.turn-ended', v: 1 }, before, players)).toContain(
      "Ann's Lead Developer (outsourced to Ben) and Ben's Intern burnt out"
    );
    // Ann's own Intern, not lent, is named as before.
    expect(goneText([{ name: 'Intern', owner: 'p1', knowledge: [] }], players)).toBe("Ann's Intern burnt out");
  });

  it('History names an outsourced employee as the sheet does: "Ann\'s Lead Developer (outsourced to Rob)", not "Rob\'s"', () => {
    let s: ItState = { ...game(), resources: { p1: 20, p2: 20, p3: 20 } };
    s = run(s, hire('lead-developer', 'Lead Developer', 'dev', 5, 5), end);
    s = run(s, { type: 'its.action-played', v: 2, key: 'outsourcing', cost: 2, employee: 'e1' });
    const sheet = ownedName(s.employees[0], 'Lead Developer', players);
    expect(sheet).toBe("Ann's Lead Developer (outsourced to Ben)");
    const line = itStartup.describe({ type: 'its.burnout-changed', v: 2, employee: 'e1', delta: 1 }, s, players);
    expect(line).toBe(`${sheet} +1 burnout`);
    const takeOver = itStartup.describe({ type: 'its.employee-taken-over', v: 1, employee: 'e1', by: 'p2' }, s, players);
    expect(takeOver).toBe(`Ben took over ${sheet}`);
    // Its own employer's, not lent, reads as before.
    s = run(s, hire('intern', 'Intern', 'dev', 1, 1));
    expect(itStartup.describe({ type: 'its.burnout-changed', v: 2, employee: 'e2', delta: 1 }, s, players)).toBe("Ben's Intern +1 burnout");
  });

  it('names agree with their verbs; each asked figure says where the card prints it', () => {
    expect(counterLabel('Cat', 'Ann')).toBe('If Cat counters, Cat pays Ann');
    expect(counterLabel(null, 'Ann')).toBe('If the owner counters, they pay Ann');
    expect(askedWhere(['efficiency'])).toBe('the efficiency is the red number in the circle');
    expect(askedWhere(['efficiency'])).not.toMatch(/top-right/);
    expect(askedWhere(['cost'])).toBe('the cost is in the top-right corner');
  });

  it('one point is "+1 point", more are points', () => {
    expect([0, 1, 2, 1234].map(plusPoints)).toEqual(['+0 points', '+1 point', '+2 points', '+1,234 points']);
  });

  it('two of one card on a table are told apart (Rockstar Recruiter listed "Ben\'s Intern" twice)', () => {
    let s: ItState = { ...game(), resources: { p1: 20, p2: 20, p3: 20 } };
    s = run(
      s,
      end,
      hire('intern', 'Intern', 'dev', 1, 1),
      hire('intern', 'Intern', 'dev', 1, 1),
      hire('lead-developer', 'Lead Developer', 'dev', 5, 5),
      end,
      hire('intern', 'Intern', 'dev', 1, 1)
    );
    const names = distinctNames(s);
    expect(s.employees.map((e) => names.get(e.id))).toEqual(['Intern 1', 'Intern 2', 'Lead Developer', 'Intern']);
  });

  it('a target list reads a heading per player in seat order, a loan under its employer ("Ann\'s … (outsourced to Cy)")', () => {
    // Cat hires first and Ben last: the groups still go Ann, Ben, Cat; within a player, as given.
    const e = (id: string, owner: string, outsourcedFrom: string | null = null) =>
      ({ id, name: id, owner, outsourcedFrom }) as ItState['employees'][number];
    const list = [e('c1', 'p3'), e('a1', 'p1'), e('lent', 'p3', 'p1'), e('b1', 'p2'), e('a2', 'p1')];
    const groups = bySeat(game(), list).map((g) => [g.player, g.employees.map((x) => x.id)]);
    expect(groups).toEqual([
      ['p1', ['a1', 'lent', 'a2']],
      ['p2', ['b1']],
      ['p3', ['c1']]
    ]);
    // Nobody's employees, no heading.
    expect(bySeat(game(), [e('b1', 'p2')]).map((g) => g.player)).toEqual(['p2']);
  });

  it('starting resources are a roll of the six-sided die: 1 to 6, anything else refused with the reason', () => {
    expect([1, 3, 6].map(startingProblem)).toEqual([null, null, null]);
    for (const bad of [0, 7, 20]) expect(startingProblem(bad)).toBe('The rulebook rolls a six-sided die for this: 1 to 6.');
    // Games set up before this reading (with 0 or 20) still open: the fold itself takes them.
    expect(itSetup({ kind: 'it-startup', players, options: { startingResources: 20 } }).resources.p1).toBe(21);
    expect(itSetup({ kind: 'it-startup', players, options: { startingResources: 0 } }).resources.p1).toBe(1);
  });
});

describe('who burns out at the end of the turn', () => {
  it('says each employee its own cause and knowledge (the play-test read "… burn out with TDD +5" as everyone’s)', () => {
    const line = andList([
      burnoutCause('Full Stack Ninja 2', 1, 3, 3, ['TDD +5']),
      burnoutCause('The Nice HR Lady', 1, 4, 4, []),
      burnoutCause('Lead Developer', 2, 3, 3, ['TDD +5', 'Java +3'])
    ]);
    expect(line).toBe(
      'Full Stack Ninja 2 (+1 makes 3 of 3; TDD +5 goes with it), The Nice HR Lady (+1 makes 4 of 4) and ' +
        'Lead Developer (+2 makes 3 of 3; TDD +5 and Java +3 go with it)'
    );
  });
});
