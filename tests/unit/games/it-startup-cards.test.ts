// IT Startup's cards as one event each (issue 13): every takeover and Outsourcing charged once
// (planned: one less), the owner paid for Outsourcing, the Undercover HR Agent once per turn with
// its counter, Monster Bug on every opponent, Technical debt on every employee, the "When played"
// texts of hired cards, and the history lines that say who burnt out and what went with them.
import { describe, expect, it } from 'vitest';
import { itEvents } from '../../support/it-startup-events';
import type { Player } from '$lib/core/types';
import { describeIt } from '$lib/games/it-startup/describe';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, type ItState } from '$lib/games/it-startup/state';
import { plannedPrice } from '$lib/games/it-startup/table';
import { projectedBurnouts, projectedPoints } from '$lib/games/it-startup/view';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cat', color: '#11602b' }
];

function game(options: Record<string, unknown> = {}): ItState {
  return itSetup({ kind: 'it-startup', players, options: { target: 200, startingResources: 30, ...options } });
}
const { run, refusal } = itEvents(players);
const line = (state: ItState, event: Record<string, unknown>) => describeIt({ v: 1, ...event } as never, state, players);
const dev = (name: string, efficiency: number, cost = 0, extra: Record<string, unknown> = {}) => ({
  type: 'its.employee-hired',
  v: 2,
  card: { name, kind: 'dev', efficiency, resistance: 0, cost, ...extra }
});
const hr = (key: string, name: string, cost: number, extra: Record<string, unknown> = {}) => ({
  type: 'its.employee-hired',
  v: 2,
  card: { key, name, kind: 'hr', efficiency: 0, resistance: 0, cost },
  ...extra
});
const end = { type: 'its.turn-ended' };
const play = (key: string, extra: Record<string, unknown> = {}) => ({ type: 'its.action-played', v: 2, key, ...extra });
const tdd = (employee: string) => ({ type: 'its.knowledge-attached', employee, bonus: 5, cost: 4, name: 'TDD' });
const owner = (s: ItState, id: string) => s.employees.find((e) => e.id === id)?.owner;
const burnout = (s: ItState, id: string) => s.employees.find((e) => e.id === id)?.burnout;

/** Ann has a Lead Developer (e1) with TDD and a Full Stack Ninja (e2); Ben an Intern (e3); Cat an Intern (e4). Ann's turn 2. */
function tables(resistance = 0): ItState {
  return run(
    game(),
    dev('Lead Developer', 5, 5, { resistance }),
    dev('Full Stack Ninja', 3, 3),
    tdd('e1'),
    end,
    dev('Intern', 1, 1),
    end,
    dev('Intern', 1, 1),
    end
  );
}

describe('Monster Bug: every opponent, one tap', () => {
  it('hits the employees of both opponents and no one of the player’s own', () => {
    let s = tables(); // Ann's turn 2: Ann's employees have 1 burnout, Ben's and Cat's 1 each
    s = run(s, end); // Ben's turn 2
    expect([burnout(s, 'e1'), burnout(s, 'e3'), burnout(s, 'e4')]).toEqual([2, 1, 1]);
    const before = s.resources.p2;
    s = run(s, play('monster-bug', { cost: 2 }));
    expect(s.resources.p2).toBe(before - 2);
    expect([burnout(s, 'e1'), burnout(s, 'e2'), burnout(s, 'e3'), burnout(s, 'e4')]).toEqual([undefined, undefined, 1, 2]);
  });

  it('the history says who burnt out and what went with them', () => {
    const s = run(tables(), end);
    expect(line(s, play('monster-bug', { cost: 2 }))).toBe(
      "Ben played Monster Bug for 2: every employee of Ann and Cat +1 burnout; Ann's Lead Developer and Full Stack Ninja burnt out, TDD +5 went with them"
    );
  });

  it('version 1 events still hit the one opponent they named', () => {
    const s = run(tables(), end, { type: 'its.action-played', name: 'Monster Bug', cost: 2, effect: 'monster-bug', target: 'p3' });
    expect([burnout(s, 'e1'), burnout(s, 'e4')]).toEqual([2, 2]);
  });
});

describe('Technical debt, read literally', () => {
  it('every employee on the table, every player’s, leaves with its knowledge', () => {
    let s = run(tables(), dev('Intern', 1, 1)); // Ann's own new Intern too
    expect(s.employees).toHaveLength(5);
    const before = s.resources.p1;
    expect(refusal(s, play('technical-debt', { cost: 3 }))).toBe('Technical debt costs 4.');
    expect(line(s, play('technical-debt', { cost: 4 }))).toBe(
      "Ann played Technical debt for 4: every employee on the table went into the deck with its knowledge (Ann's Lead Developer, Full Stack Ninja and Intern; Ben's Intern; Cat's Intern; TDD +5)"
    );
    s = run(s, play('technical-debt', { cost: 4 }));
    expect(s.employees).toEqual([]);
    expect(s.resources.p1).toBe(before - 4);
  });
});

describe('Head Hunter: one event, its cost once', () => {
  it('takes over for 5 with burnout and knowledge', () => {
    let s = run(tables(5), end); // Ben's turn
    const ben = s.resources.p2;
    const ann = s.resources.p1;
    s = run(s, play('head-hunter', { cost: 5, employee: 'e1' }));
    expect(s.resources.p2).toBe(ben - 5);
    expect(s.resources.p1).toBe(ann);
    expect(s.employees.find((e) => e.id === 'e1')).toMatchObject({ owner: 'p2', burnout: 2, knowledge: [5], knowledgeNames: ['TDD'] });
    expect(line(run(tables(5), end), play('head-hunter', { cost: 5, employee: 'e1' }))).toBe(
      "Ben played Head Hunter for 5: took over Ann's Lead Developer"
    );
  });

  it('countered: the card is paid, the owner pays 5, nobody moves', () => {
    let s = run(tables(5), end);
    const ben = s.resources.p2;
    const ann = s.resources.p1;
    s = run(s, play('head-hunter', { cost: 5, employee: 'e1', countered: true }));
    expect(s.resources.p2).toBe(ben - 5 + 5);
    expect(s.resources.p1).toBe(ann - 5);
    expect(owner(s, 'e1')).toBe('p1');
  });

  it('a counter its payer cannot afford is refused with the reason, and nothing is stored', () => {
    const s = run(tables(5), end);
    const poor = { ...s, resources: { ...s.resources, p1: 4 } };
    expect(refusal(poor, play('head-hunter', { cost: 5, employee: 'e1', countered: true, counter: 5 }))).toMatch(
      /^Ann has only 4 resources: not enough to pay Ben 5 to counter\.$/
    );
  });

  it('planned: one less, and only from the next turn', () => {
    let s = run(tables(5), end, { type: 'its.action-planned', v: 2, key: 'head-hunter', cost: 5 });
    expect(s.planned.p2).toMatchObject({ name: 'Head Hunter', cost: 5 });
    expect(plannedPrice(s)).toBeNull();
    expect(refusal(s, play('head-hunter', { planned: true, employee: 'e1' }))).toMatch(/next turn/);
    s = run(s, end, end, end); // Ben's next turn
    expect(plannedPrice(s)).toBe(4);
    expect(refusal(s, play('monster-bug', { planned: true }))).toBe('The planned card is Head Hunter, not Monster Bug.');
    const ben = s.resources.p2;
    s = run(s, play('head-hunter', { planned: true, employee: 'e1' }));
    expect(s.resources.p2).toBe(ben - 4);
    expect(owner(s, 'e1')).toBe('p2');
    expect(s.planned.p2).toBeNull();
  });

  it('a target is required, an own or outsourced employee refused, nothing paid', () => {
    const s = run(tables(5), end);
    expect(refusal(s, play('head-hunter', { cost: 5 }))).toBe('Choose the employee Head Hunter takes over.');
    expect(refusal(s, play('head-hunter', { cost: 5, employee: 'e3' }))).toBe("Intern is already Ben's.");
    expect(refusal(s, play('head-hunter', { cost: 4, employee: 'e1' }))).toBe('Head Hunter costs 5.');
  });
});

describe('Outsourcing pays the owner', () => {
  it('the owner gets what was paid; the employee comes home at the start of the borrower’s next turn', () => {
    let s = run(tables(5), end);
    const ben = s.resources.p2;
    const ann = s.resources.p1;
    s = run(s, play('outsourcing', { cost: 2, employee: 'e1' }));
    expect(s.resources.p2).toBe(ben - 2);
    expect(s.resources.p1).toBe(ann + 2);
    expect(s.employees.find((e) => e.id === 'e1')).toMatchObject({ owner: 'p2', outsourcedFrom: 'p1' });
    expect(refusal(run(s, end), play('head-hunter', { cost: 5, employee: 'e1' }))).toMatch(/outsourced: it goes back to Ann/);
    s = run(s, end, end, end);
    expect(owner(s, 'e1')).toBe('p1');
    expect(s.turn.cameHome).toEqual([{ name: 'Lead Developer', owner: 'p1' }]);
  });

  it('planned: one less is paid, and one less is what the owner gets', () => {
    let s = run(tables(5), end, { type: 'its.action-planned', v: 2, key: 'outsourcing', cost: 3 }, end, end, end);
    const ben = s.resources.p2;
    const ann = s.resources.p1;
    expect(line(s, play('outsourcing', { planned: true, employee: 'e1' }))).toBe(
      "Ben played Outsourcing (planned) for 2: Ann's Lead Developer works for Ben until the start of Ben's next turn; Ann got 2 resources"
    );
    s = run(s, play('outsourcing', { planned: true, employee: 'e1' }));
    expect(s.resources.p2).toBe(ben - 2);
    expect(s.resources.p1).toBe(ann + 2);
  });
});

describe('Rockstar Recruiter: hired and taking over in one event', () => {
  /** Ann with 4 employees; Ben's turn. */
  function four(): ItState {
    return run(game(), dev('A', 1), dev('B', 1), dev('C', 1), dev('D', 1), end);
  }

  it('charges its cost once and takes over an employee of an opponent with 4 or more', () => {
    let s = four();
    const ben = s.resources.p2;
    expect(refusal(s, hr('rockstar-recruiter', 'Rockstar Recruiter', 3))).toBe('Choose the employee Rockstar Recruiter takes over.');
    s = run(s, hr('rockstar-recruiter', 'Rockstar Recruiter', 3, { takeOver: 'e2' }));
    expect(s.resources.p2).toBe(ben - 3);
    expect(owner(s, 'e2')).toBe('p2');
  });

  it('with nobody at 4 employees it is hired without a takeover', () => {
    let s = run(game(), dev('A', 1), end);
    expect(refusal(s, hr('rockstar-recruiter', 'Rockstar Recruiter', 3, { takeOver: 'e1' }))).toMatch(/No opponent has 4/);
    s = run(s, hr('rockstar-recruiter', 'Rockstar Recruiter', 3));
    expect(owner(s, 'e1')).toBe('p1');
  });
});

describe('Undercover HR Agent: once per turn, counter included', () => {
  /** Ben has an Undercover HR Agent (e2) and it is his turn; Ann has a Lead Developer (e1). */
  function agent(): ItState {
    return run(
      game(),
      dev('Lead Developer', 5, 5, { resistance: 5 }),
      end,
      hr('undercover-hr-agent', 'Undercover HR Agent', 3),
      end,
      end,
      end
    );
  }
  const flip = (call: string, side: string) => ({ type: 'its.undercover-flipped', employee: 'e1', call, side });
  const counter = (paid = 1, amount = 3) => ({ type: 'its.undercover-countered', opponent: 'p1', paid, counter: amount });

  it('a won flip takes over for 1; a second use that turn is refused', () => {
    let s = agent();
    const ben = s.resources.p2;
    s = run(s, flip('heads', 'heads'));
    expect(s.resources.p2).toBe(ben - 1);
    expect(owner(s, 'e1')).toBe('p2');
    expect(refusal(s, flip('heads', 'heads'))).toMatch(/once per turn/);
    expect(refusal(s, counter())).toMatch(/once per turn/);
  });

  it('a lost flip costs 1 and moves nobody', () => {
    const s = run(agent(), flip('heads', 'tails'));
    expect(owner(s, 'e1')).toBe('p1');
  });

  it('countered: Ben pays 1, Ann pays Ben 3, and no flip that turn; the next turn it works again', () => {
    let s = agent();
    const ben = s.resources.p2;
    const ann = s.resources.p1;
    s = run(s, counter());
    expect(s.resources.p2).toBe(ben - 1 + 3);
    expect(s.resources.p1).toBe(ann - 3);
    expect(refusal(s, flip('heads', 'heads'))).toMatch(/once per turn/);
    expect(line(agent(), counter())).toBe("Ben's Undercover HR Agent (paid 1): Ann paid Ben 3 to counter it, no coin flip this turn");
    s = run(s, end, end, end);
    expect(owner(run(s, flip('tails', 'tails')), 'e1')).toBe('p2');
  });

  it('needs the agent on the table, and an opponent who can pay', () => {
    const s = run(game(), dev('Lead Developer', 5, 5), end);
    expect(refusal(s, counter())).toBe("It is Ben's turn, and Ben has no Undercover HR Agent on the table.");
    expect(refusal(agent(), { ...counter(), opponent: 'p2' })).toMatch(/opponent/);
    expect(refusal(agent(), counter(1, 500))).toMatch(/^Ann has only \d+ resources: not enough to pay Ben 500 to counter\.$/);
  });

  it('the flip is chance: it stays when undo passes over it', () => {
    expect(itStartup.kindOf({ type: 'its.undercover-flipped', v: 1 })).toBe('chance');
    expect(itStartup.kindOf({ type: 'its.undercover-countered', v: 1 })).toBe('undoable');
  });
});

describe('When played, for hired cards (version 2)', () => {
  it('Downer Dave adds a burnout point to an opponent’s employee; the history says who burnt out', () => {
    let s = run(game(), dev('Intern', 1, 1), tdd('e1'), end, end, end, end); // Ben's turn 2, Ann's Intern at 2 of 3
    expect(burnout(s, 'e1')).toBe(2);
    const dave = { ...dev('Downer Dave', 1, 2, { key: 'downer-dave', resistance: 2 }) };
    expect(refusal(s, dave)).toMatch(/Choose the opponent's employee/);
    expect(line(s, { ...dave, burnout: 'e1' })).toBe(
      "Ben hired Downer Dave for 2: Ann's Intern +1 burnout; Ann's Intern burnt out, TDD +5 went with it"
    );
    s = run(s, { ...dave, burnout: 'e1' });
    expect(s.employees.map((e) => e.name)).toEqual(['Downer Dave']);
  });

  it('Code Monkey "Mike" may return one of your other employees to hand', () => {
    let s = run(game(), dev('Intern', 1, 1));
    const mike = dev('Code Monkey "Mike"', 2, 2, { key: 'code-monkey-mike' });
    expect(run(s, mike).employees).toHaveLength(2);
    s = run(s, { ...mike, returnToHand: 'e1' });
    expect(s.employees.map((e) => e.name)).toEqual(['Code Monkey "Mike"']);
  });

  it('Office Manager removes 1 burnout from all your employees', () => {
    let s = run(game(), dev('Intern', 1, 1), dev('Intern', 1, 1), end, end, end);
    s = run(s, hr('office-manager', 'Office Manager', 3));
    expect(s.employees.map((e) => e.burnout)).toEqual([0, 0, 0]);
  });

  it('version 1 hires of the same cards change nothing else, as before', () => {
    const s = run(game(), dev('Intern', 1, 1), end, end, end, {
      type: 'its.employee-hired',
      card: { name: 'Office Manager', kind: 'hr', efficiency: 0, resistance: 0, cost: 3 }
    });
    expect(burnout(s, 'e1')).toBe(1);
  });

  it('Database Developer: two action cards drawn with it are played for 0 this turn', () => {
    let s = run(game(), dev('Database Developer', 2, 4, { key: 'database-developer', resistance: 1 }));
    expect(s.turn.notes).toEqual(['Database Developer: draw 2 cards; an action card drawn this way can be played this turn for 0.']);
    const before = s.resources.p1;
    s = run(s, play('crunch-time', { free: true }), play('coffee-machine', { free: true }));
    expect(s.resources.p1).toBe(before);
    expect(refusal(s, play('get-away', { free: true }))).toMatch(/Database Developer/);
    expect(run(s, end).turn.notes).toEqual([]);
  });

  it('Scrum Master: a draw for each developer you control', () => {
    const s = run(game(), dev('A', 1), dev('B', 1), {
      type: 'its.employee-hired',
      v: 2,
      card: { key: 'scrum-master', name: 'Scrum Master', kind: 'agile', efficiency: 0, resistance: 0, boost: 1, cost: 4 }
    });
    expect(s.turn.notes).toEqual(['Scrum Master: draw 2 cards (one for each developer Ann controls).']);
  });
});

describe('the turn', () => {
  it('Coffee machine and Crunch Time (v3) count the developers controlled when played, added at the end of the turn', () => {
    let s = run(game(), dev('Intern', 1, 1), dev('Intern', 1, 1), end, end, end); // Ann's turn 2: 2 developers
    expect(line(s, play('coffee-machine', { v: 3, cost: 1 }))).toBe(
      "Ann played Coffee machine for 1: +2 points (1 for each of Ann's 2 developers) at the end of the turn; all of Ann's employees −1 burnout"
    );
    s = run(s, play('coffee-machine', { v: 3, cost: 1 }), dev('Lead Developer', 5, 5)); // a third developer after the card
    expect(projectedPoints(s)).toBe(1 + 1 + 5 + 2);
    expect(line(s, play('crunch-time', { v: 3, cost: 1 }))).toBe(
      "Ann played Crunch Time for 1: +6 points (2 for each of Ann's 3 developers) at the end of the turn"
    );
    s = run(s, play('crunch-time', { v: 3, cost: 1 }), dev('Intern', 1, 1));
    expect(projectedPoints(s)).toBe(1 + 1 + 5 + 1 + 2 + 6);
    // Crunch Time's extra burnout is still "at the end of your turn": every developer controlled then.
    expect(projectedBurnouts(s).map((e) => e.name)).toEqual([]);
    s = run(s, end);
    expect(s.points.p1).toBe(2 + 16);
    expect(s.employees.filter((e) => e.owner === 'p1').map((e) => e.burnout)).toEqual([2, 2, 2, 2]);
    // v2, kept for older logs: counted at the end of the turn (the Lead Developer hired after it counts).
    let v2 = run(game(), dev('Intern', 1, 1), end, end, end, play('coffee-machine', { cost: 1 }), dev('Lead Developer', 5, 5));
    expect(projectedPoints(v2)).toBe(1 + 5 + 2);
    v2 = run(v2, end);
    expect(v2.points.p1).toBe(1 + 8);
  });

  it('Crunch Time counts developers at the end of the turn, and the end lists who burns out and the draws', () => {
    let s = run(game(), dev('Intern', 1, 1), hr('nice-hr-lady', 'The Nice HR Lady', 2), end, end, end);
    s = run(s, play('crunch-time', { cost: 1 }), dev('Lead Developer', 5, 5));
    expect(projectedBurnouts(s).map((e) => e.name)).toEqual(['Intern']);
    expect(line(s, end)).toBe("Ann scored 10 (total 11); Ann's Intern burnt out; draw 1 card (The Nice HR Lady)");
    s = run(s, end);
    expect(s.lastTurn).toMatchObject({
      player: 'p1',
      scored: 10,
      total: 11,
      gone: [{ name: 'Intern', owner: 'p1', knowledge: [] }],
      draws: ['The Nice HR Lady']
    });
  });

  it('hand corrections of burnout are for the player whose turn it is, on their own table (version 2)', () => {
    const s = run(game(), dev('Intern', 1, 1), end);
    expect(refusal(s, { type: 'its.burnout-changed', v: 2, employee: 'e1', delta: 1 })).toBe(
      "On Ben's turn Ann's employees change only through a card."
    );
    expect(burnout(run(s, { type: 'its.burnout-changed', employee: 'e1', delta: 1 }), 'e1')).toBe(2); // version 1 as before
  });

  it('paying another player moves resources; more than they have is refused', () => {
    const s = run(game({ startingResources: 3 }), { type: 'its.resources-given', from: 'p2', to: 'p1', amount: 3 });
    expect(s.resources).toMatchObject({ p1: 7, p2: 0 });
    // Worded for a payment, not a cost (play-test: "Pay Ann" 7 with 6 resources read "this costs 7").
    expect(refusal(s, { type: 'its.resources-given', from: 'p2', to: 'p1', amount: 1 })).toBe(
      'Ben has no resources: not enough to pay Ann 1.'
    );
    expect(refusal(s, { type: 'its.resources-paid', player: 'p2', amount: 2 })).toBe('Ben has no resources: not enough to pay 2.');
    expect(refusal(s, { type: 'its.cards-bought', count: 4 })).toBe('Ann has only 7 resources: 4 cards cost 8.');
    expect(refusal(s, dev('Lead Developer', 5, 8))).toBe('Ann has only 7 resources: Lead Developer costs 8.');
    expect(refusal(s, play('head-hunter', { cost: 5, employee: 'nobody' }))).toBe('The employee it names is not on the table.');
    expect(line(s, { type: 'its.resources-given', from: 'p1', to: 'p3', amount: 1 })).toBe('Ann paid Cat 1 resource');
  });
});

describe('Planning costs nothing and asks no cost (its.action-planned v3)', () => {
  const plan = (key: string, extra: Record<string, unknown> = {}) => ({ type: 'its.action-planned', v: 3, key, ...extra });

  it('a printed cost is kept from the card: Head Hunter planned is played for 4', () => {
    let s = run(tables(5), end);
    const before = s.resources.p2;
    s = run(s, plan('head-hunter'));
    expect(s.resources.p2, 'planning is free').toBe(before);
    expect(s.planned.p2).toMatchObject({ name: 'Head Hunter', cost: 5 });
    s = run(s, end, end, end);
    expect(plannedPrice(s)).toBe(4);
    const ben = s.resources.p2;
    s = run(s, play('head-hunter', { planned: true, employee: 'e1' }));
    expect(s.resources.p2).toBe(ben - 4);
    expect(owner(s, 'e1')).toBe('p2');
  });

  it('a cost the rulebook does not print is typed as the planned card is played, and 1 less is paid', () => {
    let s = run(tables(5), end, plan('outsourcing'));
    expect(s.planned.p2).toMatchObject({ name: 'Outsourcing', cost: null });
    s = run(s, end, end, end);
    expect(plannedPrice(s)).toBeNull();
    expect(plannedPrice(s, 'p2', 3)).toBe(2);
    expect(refusal(s, play('outsourcing', { planned: true, employee: 'e1' }))).toBe(
      "Type Outsourcing's cost: the planned one is paid 1 less."
    );
    const ben = s.resources.p2;
    const ann = s.resources.p1;
    const played = { type: 'its.action-played', v: 4, key: 'outsourcing', planned: true, cost: 3, employee: 'e1' };
    expect(line(s, played)).toBe(
      "Ben played Outsourcing (planned) for 2: Ann's Lead Developer works for Ben until the start of Ben's next turn; Ann got 2 resources"
    );
    s = run(s, played);
    expect(s.resources.p2).toBe(ben - 2);
    expect(s.resources.p1).toBe(ann + 2);
    expect(s.planned.p2).toBeNull();
  });

  it('another action card planned by its name alone', () => {
    let s = run(tables(5), end, plan('other', { name: 'Pair programming' }));
    expect(s.planned.p2).toMatchObject({ name: 'Pair programming', cost: null });
    s = run(s, end, end, end);
    const ben = s.resources.p2;
    s = run(s, { type: 'its.action-played', v: 4, key: 'other', name: 'Pair programming', planned: true, cost: 3 });
    expect(s.resources.p2).toBe(ben - 2);
  });

  it('a plan of version 2 still carries its typed cost', () => {
    let s = run(tables(5), end, { type: 'its.action-planned', v: 2, key: 'outsourcing', cost: 3 }, end, end, end);
    expect(plannedPrice(s)).toBe(2);
    expect(refusal(run(tables(5), end), { type: 'its.action-planned', v: 2, key: 'outsourcing' })).toBe('A cost is a whole number from 0.');
    s = run(s, play('outsourcing', { planned: true, employee: 'e1' }));
    expect(s.planned.p2).toBeNull();
  });
});
