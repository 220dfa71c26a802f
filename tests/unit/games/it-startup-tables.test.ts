// What tables tripped over in IT Startup (issue 25), in the events written today: the planning
// bonus only at the start of the turn, outsourced employees as targets of Head Hunter, Outsourcing
// and the Undercover HR Agent, and the Undercover HR Agent's target and call as an entry of their
// own before the coin. Older versions keep their meaning (the last test of each part).
import { describe, expect, it } from 'vitest';
import { itEvents } from '../../support/it-startup-events';
import type { Player } from '$lib/core/types';
import { describeIt } from '$lib/games/it-startup/describe';
import * as ev from '$lib/games/it-startup/events';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, newEmployeeId, startTurn, type ItState } from '$lib/games/it-startup/state';
import { takeoverTargets } from '$lib/games/it-startup/table';
import { distinctNames, nearBurnoutFirst } from '$lib/games/it-startup/view';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cat', color: '#11602b' }
];
const { run, refusal } = itEvents(players);
const game = (options: Record<string, unknown> = {}) =>
  itSetup({ kind: 'it-startup', players, options: { target: 200, startingResources: 30, ...options } });
/** A hire as the screen writes it (v3, its own id). */
const hire = (s: ItState, name: string, extra: Partial<ev.HiredCard> = {}) =>
  ev.employeeHired({ employeeId: newEmployeeId(s), card: { name, kind: 'dev', efficiency: 1, resistance: 0, cost: 1, ...extra } });
/** Applies moves built from the state each one meets. */
function play(s: ItState, ...moves: ((s: ItState) => Record<string, unknown>)[]): ItState {
  for (const move of moves) s = run(s, move(s));
  return s;
}
const end = () => ev.turnEnded();
const owner = (s: ItState, id: string) => s.employees.find((e) => e.id === id)?.owner;

describe('the planning bonus, "at the start of your turn"', () => {
  /** Ann has an Intern (e1) with 1 burnout point and 1 project point: her turn 2 offers the bonus. */
  const offered = () => play(game({ planningBonus: true }), (s) => hire(s, 'Intern'), end, end, end);

  it('is taken before any other move', () => {
    const s = offered();
    expect(s.turn.planningPrompt).toBe(true);
    expect(run(s, ev.planningBonusUsed({ employee: 'e1' })).employees[0].burnout).toBe(0);
  });

  it('is gone once the turn’s player has made another move; End turn still records it as not used', () => {
    const s = run(offered(), ev.cardsSold({ count: 1 }));
    expect(refusal(s, ev.planningBonusUsed({ employee: 'e1' }))).toBe(
      'The planning bonus comes at the start of the turn: Ann has made another move since, so it is gone for this turn.'
    );
    expect(run(s, ev.planningBonusSkipped(), ev.turnEnded()).current).toBe(1);
  });

  it('is never taken on an employee taken over this turn', () => {
    // Ben has an Intern with a burnout point; Ann takes it over with Head Hunter, then asks for the bonus on it.
    let s = play(
      game({ planningBonus: true }),
      (x) => hire(x, 'Intern'),
      (x) => hire(x, 'Dev'),
      end,
      (x) => hire(x, 'Intern'),
      end,
      end
    );
    // Ann's turn 2 at 2 points: the bonus is offered
    expect(s.turn.planningPrompt).toBe(true);
    s = run(s, ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e3' }));
    expect(owner(s, 'e3')).toBe('p1');
    expect(refusal(s, ev.planningBonusUsed({ employee: 'e3' }))).toMatch(/start of the turn/);
  });

  it('version 1, written before, is still taken later in the turn as it was', () => {
    const s = run(offered(), ev.cardsSold({ count: 1 }), { type: 'its.planning-bonus-used', v: 1, employee: 'e1' });
    expect(s.employees[0].burnout).toBe(0);
  });
});

describe('outsourced employees as targets', () => {
  /** Ann's Lead Developer (e1) outsourced to Ben in Ben's turn; now Cat's turn, Cat with 30. */
  function lent(): ItState {
    let s = play(game(), (x) => hire(x, 'Lead Developer', { efficiency: 5, cost: 5, resistance: 5 }), end);
    s = run(s, ev.actionPlayed({ key: 'outsourcing', cost: 3, employee: 'e1' }), end());
    expect([owner(s, 'e1'), s.employees[0].outsourcedFrom]).toEqual(['p2', 'p1']);
    return s;
  }

  it('are offered as targets of Head Hunter, Outsourcing and the Undercover HR Agent', () => {
    expect(takeoverTargets(lent(), 'p3').map((e) => e.id)).toEqual(['e1']);
  });

  it('Head Hunter takes one for good: the loan ends, it does not go back', () => {
    let s = run(lent(), ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e1' }));
    expect([owner(s, 'e1'), s.employees[0].outsourcedFrom]).toEqual(['p3', null]);
    s = run(s, end(), end()); // Ann's and Ben's turns start: nobody takes it back
    expect(owner(s, 'e1')).toBe('p3');
  });

  /** Whose table, whose employee, and the earlier loans still running. */
  const lead = (s: ItState) => {
    const e = s.employees.find((x) => x.id === 'e1');
    return [e?.owner, e?.outsourcedFrom, e?.heldBefore ?? []];
  };

  it('Outsourcing one from its borrower is a second loan: the borrower is paid, the employee stays Ann’s', () => {
    const ben = lent().resources.p2;
    const s = run(lent(), ev.actionPlayed({ key: 'outsourcing', cost: 2, employee: 'e1' }));
    expect(lead(s)).toEqual(['p3', 'p1', ['p2']]);
    expect(s.resources.p2).toBe(ben + 2);
  });

  it('the earlier loan ends first (Ben’s turn): Cat keeps it until her turn, then it goes home to Ann', () => {
    let s = run(lent(), ev.actionPlayed({ key: 'outsourcing', cost: 2, employee: 'e1' }), end());
    expect(lead(s)).toEqual(['p3', 'p1', ['p2']]); // Ann's turn: nothing ends
    s = run(s, end()); // Ben's turn starts: his loan ends while Cat has it
    expect(lead(s)).toEqual(['p3', 'p1', []]);
    expect(s.turn.cameHome).toEqual([]);
    expect(describeIt(ev.madeBy(s, end()), s, players)).toBe('Ben scored 0 (total 5); Lead Developer went back to Ann (outsourcing ended)');
    s = run(s, end()); // Cat's turn starts: her loan ends, and Ben's has ended
    expect(lead(s)).toEqual(['p1', null, []]);
    expect(s.turn.cameHome).toEqual([{ name: 'Lead Developer', owner: 'p1' }]);
    s = run(s, end(), end(), end());
    expect(owner(s, 'e1')).toBe('p1');
  });

  it('taken from a borrower whose turn comes before the taker’s: that loan still ends first, then home to Ann', () => {
    // Ann's Lead Developer to Cat (Cat's turn), then Ben outsources it from Cat (Ben's turn): Cat's loan ends first.
    let s = play(game(), (x) => hire(x, 'Lead Developer', { efficiency: 5, cost: 5, resistance: 5 }), end, end);
    s = run(s, ev.actionPlayed({ key: 'outsourcing', cost: 3, employee: 'e1' }), end(), end());
    expect(lead(s)).toEqual(['p3', 'p1', []]); // Ben's turn 2
    s = run(s, ev.actionPlayed({ key: 'outsourcing', cost: 2, employee: 'e1' }));
    expect(lead(s)).toEqual(['p2', 'p1', ['p3']]);
    s = run(s, end()); // Cat's turn starts: her loan ends while Ben has it
    expect(lead(s)).toEqual(['p2', 'p1', []]);
    s = run(s, end()); // Ann's turn: Ben's loan still runs
    expect(lead(s)).toEqual(['p2', 'p1', []]);
    s = run(s, end()); // Ben's turn starts: his loan ends, home to Ann
    expect(lead(s)).toEqual(['p1', null, []]);
  });

  it('when the later loan ends while the earlier one runs, the employee goes to the earlier borrower', () => {
    // Ben borrows it (Ben's turn), Cat borrows it from Ben; then Ann (its employer) takes it back
    // with Outsourcing from Cat before Ben's turn: three loans; Cat's and Ben's end, Ann's last.
    let s = run(lent(), ev.actionPlayed({ key: 'outsourcing', cost: 2, employee: 'e1' }), end());
    s = run(s, ev.actionPlayed({ key: 'outsourcing', cost: 1, employee: 'e1' }));
    expect(lead(s)).toEqual(['p1', 'p1', ['p2', 'p3']]);
    s = run(s, end()); // Ben's turn: his loan ends
    expect(lead(s)).toEqual(['p1', 'p1', ['p3']]);
    s = run(s, end()); // Cat's turn: hers ends
    expect(lead(s)).toEqual(['p1', 'p1', []]);
    s = run(s, end()); // Ann's turn: hers ends, it is home
    expect(lead(s)).toEqual(['p1', null, []]);
  });

  it('Head Hunter on one is countered by its employer, who would lose it for good', () => {
    const before = lent();
    const played = ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e1', countered: true, counter: 5 });
    const s = run(before, played);
    expect([s.resources.p1, s.resources.p2, s.resources.p3]).toEqual([before.resources.p1 - 5, before.resources.p2, before.resources.p3]);
    expect(lead(s)).toEqual(['p2', 'p1', []]);
    expect(describeIt(played, before, players)).toBe(
      "Cat played Head Hunter for 5 on Ann's Lead Developer (outsourced to Ben): Ann paid Cat 5 to counter it"
    );
    // Version 4 had its borrower pay.
    const v4 = { ...played, v: 4 };
    expect(run(before, v4).resources.p2).toBe(before.resources.p2 - 5);
    expect(describeIt(v4, before, players)).toMatch(/: Ben paid Cat 5 to counter it$/);
  });

  it('the later loan ending first (never in turn order, but the fold allows it): to the earlier borrower, then home', () => {
    // By turn order the earlier loan always ends first; the start of a turn is still right the other way round.
    const s = run(lent(), ev.actionPlayed({ key: 'outsourcing', cost: 2, employee: 'e1' }));
    let t = startTurn(s, 'p3'); // Cat's loan ends while Ben's still runs
    expect(lead(t)).toEqual(['p2', 'p1', []]);
    expect(t.turn.cameHome).toEqual([{ name: 'Lead Developer', owner: 'p2' }]);
    t = startTurn(t, 'p2');
    expect(lead(t)).toEqual(['p1', null, []]);
  });

  it('version 4, written before, gave it to the borrower it was taken from for good, and still does', () => {
    let s = run(lent(), { type: 'its.action-played', v: 4, key: 'outsourcing', cost: 2, employee: 'e1' });
    expect(lead(s)).toEqual(['p3', 'p2', []]);
    s = run(s, end(), end(), end());
    expect(lead(s)).toEqual(['p2', null, []]);
  });

  it('the Undercover HR Agent may declare its flip on one', () => {
    let s = play(lent(), (x) => hire(x, 'Undercover HR Agent', { key: 'undercover-hr-agent', kind: 'hr', efficiency: 0, cost: 3 }));
    s = run(s, ev.undercoverDeclared({ employee: 'e1', call: 'tails' }), ev.undercoverFlipped({ side: 'tails' }));
    expect([owner(s, 'e1'), s.employees[0].outsourcedFrom]).toEqual(['p3', null]);
  });

  it('versions written before refuse them as they did', () => {
    expect(refusal(lent(), { type: 'its.action-played', v: 3, key: 'head-hunter', cost: 5, employee: 'e1' })).toMatch(/is outsourced/);
  });
});

describe('the Undercover HR Agent: target and call first, the coin after', () => {
  /** Ben has an Undercover HR Agent (e2), Ann a Lead Developer (e1); Ben's turn. */
  const agent = () =>
    play(
      game(),
      (x) => hire(x, 'Lead Developer', { efficiency: 5, cost: 5, resistance: 5 }),
      end,
      (x) => hire(x, 'Undercover HR Agent', { key: 'undercover-hr-agent', kind: 'hr', efficiency: 0, cost: 3 }),
      end,
      end,
      end
    );

  it('the declaration pays 1 and is an undoable entry; the flip is chance', () => {
    const s = agent();
    const declared = run(s, ev.undercoverDeclared({ employee: 'e1', call: 'heads' }));
    expect(declared.resources.p2).toBe(s.resources.p2 - 1);
    expect(declared.turn.undercover).toEqual({ employee: 'e1', call: 'heads' });
    expect(itStartup.kindOf(ev.undercoverDeclared({ employee: 'e1', call: 'heads' }))).toBe('undoable');
    expect(itStartup.kindOf(ev.undercoverFlipped({ side: 'heads' }))).toBe('chance');
    expect(describeIt(ev.undercoverDeclared({ employee: 'e1', call: 'heads' }), s, players)).toBe(
      "Ben's Undercover HR Agent: paid 1, called heads for Ann's Lead Developer"
    );
  });

  it('the coin takes the declared target over when the call comes up, and not otherwise', () => {
    const declared = run(agent(), ev.undercoverDeclared({ employee: 'e1', call: 'heads' }));
    expect(owner(run(declared, ev.undercoverFlipped({ side: 'heads' })), 'e1')).toBe('p2');
    expect(owner(run(declared, ev.undercoverFlipped({ side: 'tails' })), 'e1')).toBe('p1');
    expect(describeIt(ev.undercoverFlipped({ side: 'heads' }), declared, players)).toBe(
      "Ben's Undercover HR Agent: the coin shows heads: took over Ann's Lead Developer"
    );
  });

  it('no coin without a declaration, no second declaration, and no end of turn before the coin or a counter', () => {
    const s = agent();
    // The screen flips only after a call: a flip without one is met where the call was taken back from under it.
    expect(refusal(s, ev.undercoverFlipped({ side: 'heads' }))).toMatch(/^the coin is flipped, so \w+'s call stands/);
    const declared = run(s, ev.undercoverDeclared({ employee: 'e1', call: 'heads' }));
    expect(refusal(declared, ev.undercoverDeclared({ employee: 'e1', call: 'tails' }))).toMatch(/once per turn/);
    expect(refusal(declared, end())).toMatch(/Flip the coin or record the counter first/);
  });

  it('countered after the declaration: the opponent pays, no coin this turn', () => {
    const s = agent();
    const after = run(s, ev.undercoverDeclared({ employee: 'e1', call: 'heads' }), ev.undercoverCountered({ opponent: 'p1', counter: 3 }));
    expect([after.resources.p2, after.resources.p1]).toEqual([s.resources.p2 - 1 + 3, s.resources.p1 - 3]);
    expect(refusal(after, ev.undercoverFlipped({ side: 'heads' }))).toMatch(/declare it first/);
    expect(run(after, end()).current).toBe(2);
  });

  it('version 1 (target, call and side in one entry) replays as it did', () => {
    const s = run(agent(), { type: 'its.undercover-flipped', v: 1, employee: 'e1', call: 'heads', side: 'heads' });
    expect(owner(s, 'e1')).toBe('p2');
    expect(s.turn.undercover).toBeUndefined();
  });
});

describe('what the screen says', () => {
  it('a borrower’s own Lead Developer is not numbered against the one on loan, and two of one card are', () => {
    let s = play(game(), (x) => hire(x, 'Lead Developer', { resistance: 5 }), end);
    s = play(
      s,
      (x) => hire(x, 'Lead Developer', { resistance: 5 }),
      (x) => hire(x, 'Intern'),
      (x) => hire(x, 'Intern')
    );
    s = run(s, ev.actionPlayed({ key: 'outsourcing', cost: 1, employee: 'e1' }));
    const names = distinctNames(s);
    expect([names.get('e1'), names.get('e2'), names.get('e3'), names.get('e4')]).toEqual([
      'Lead Developer',
      'Lead Developer',
      'Intern 1',
      'Intern 2'
    ]);
  });

  it('the near-burnout list puts the most valuable first, not the table’s order', () => {
    let s = play(
      game(),
      (x) => hire(x, 'Intern'),
      (x) => hire(x, 'Intern'),
      (x) => hire(x, 'Lead Developer', { efficiency: 5, cost: 5 }),
      end,
      end,
      end,
      end,
      end,
      end
    );
    expect(nearBurnoutFirst(s, 'p1').map((e) => e.name)).toEqual(['Lead Developer', 'Intern', 'Intern']);
    s = run(s, end());
    expect(nearBurnoutFirst(s, 'p1')).toEqual([]);
  });

  it('a history line tells two of one card apart as the tiles do, and names one alone plainly', () => {
    const s = play(
      game(),
      (x) => hire(x, 'Intern'),
      (x) => hire(x, 'Intern'),
      (x) => hire(x, 'Lead Developer', { efficiency: 5, cost: 5 })
    );
    expect(describeIt(ev.knowledgeAttached({ employee: 'e2', name: 'TDD', bonus: 5, cost: 4 }), s, players)).toBe(
      'TDD +5 on Intern 2 for 4'
    );
    expect(describeIt(ev.knowledgeAttached({ employee: 'e3', name: 'TDD', bonus: 5, cost: 4 }), s, players)).toBe(
      'TDD +5 on Lead Developer for 4'
    );
  });

  it('the line of an attached knowledge card says what was paid (less a Full Stack Ninja’s 2)', () => {
    const s = play(game(), (x) => hire(x, 'Full Stack Ninja', { key: 'full-stack-ninja', efficiency: 3, cost: 4, knowledgeDiscount: 2 }));
    expect(describeIt(ev.knowledgeAttached({ employee: 'e1', name: 'TDD', bonus: 5, cost: 4 }), s, players)).toBe(
      'TDD +5 on Full Stack Ninja for 2'
    );
  });
});
