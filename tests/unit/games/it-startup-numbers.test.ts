// The numbers that tell a player's cards of one name apart ("Intern 2") count only the cards the
// player holds now, in the order they came: a lone card reads plainly, whatever left before it
// (issue 25's play-test: Ann's only Intern read "Intern 2" once her first had burnt out), and a
// replay of the log gives the same names.
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameDefinition, LogEntry, Player } from '$lib/core/types';
import { describeIt } from '$lib/games/it-startup/describe';
import * as ev from '$lib/games/it-startup/events';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, newEmployeeId, type ItState } from '$lib/games/it-startup/state';
import { distinctNames } from '$lib/games/it-startup/view';
import { itEvents } from '../../support/it-startup-events';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cat', color: '#11602b' }
];
const { run } = itEvents(players);
const options = { target: 200, startingResources: 30 };
const game = () => itSetup({ kind: 'it-startup', players, options });
const hire = (s: ItState, name = 'Intern') =>
  ev.employeeHired({ employeeId: newEmployeeId(s), card: { name, kind: 'dev', efficiency: 1, resistance: 0, cost: 1 } });
const burn = (employee: string) => ev.burnoutChanged({ employee, delta: 1 });
const end = () => ev.turnEnded();
/** Applies moves built from the state each one meets, and keeps every event for a replay. */
function play(s: ItState, log: Record<string, unknown>[], ...moves: ((s: ItState) => Record<string, unknown>)[]): ItState {
  for (const move of moves) {
    // Signed and stamped as the screen sends it, so that the replay below meets what the app stores.
    const event = ev.madeBy(s, move(s) as ev.ItEvent);
    log.push(event);
    s = run(s, event);
  }
  return s;
}
/** Burnout points by hand until the employee burns out. */
function burnOut(s: ItState, log: Record<string, unknown>[], id: string): ItState {
  while (s.employees.some((e) => e.id === id)) s = play(s, log, () => burn(id));
  return s;
}
const namesOf = (s: ItState, ids: string[]) => ids.map((id) => distinctNames(s).get(id));

/** Ann hires three Interns (e1–e3), Ben three (e4–e6); Cat passes. */
function threeInternsEach(log: Record<string, unknown>[] = []): ItState {
  const h = (s: ItState) => hire(s);
  return play(game(), log, h, h, h, end, h, h, h, end, end);
}

describe('the numbers of cards with one name', () => {
  it('count the cards held now, in the order they came, and a replay names them alike', () => {
    const log: Record<string, unknown>[] = [];
    let s = threeInternsEach(log);
    expect(namesOf(s, ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'])).toEqual([
      'Intern 1',
      'Intern 2',
      'Intern 3',
      'Intern 1',
      'Intern 2',
      'Intern 3'
    ]);
    s = play(burnOut(s, log, 'e1'), log, end);
    s = burnOut(burnOut(s, log, 'e4'), log, 'e5');
    expect(s.employees.map((e) => e.id)).toEqual(['e2', 'e3', 'e6']);
    // Ann's two left read 1 and 2; Ben's last Intern is alone on his table and reads plainly.
    expect(namesOf(s, ['e2', 'e3', 'e6'])).toEqual(['Intern 1', 'Intern 2', 'Intern']);
    // A new Intern comes last among Ben's.
    s = play(s, log, (x) => hire(x));
    expect(namesOf(s, ['e6', s.employees[s.employees.length - 1].id])).toEqual(['Intern 1', 'Intern 2']);

    // The same log replayed through the game's fold (as another phone or a reopened game does) gives the same names.
    const def = itStartup as unknown as GameDefinition;
    const config = { kind: 'it-startup' as const, players, options };
    const entries: LogEntry[] = log.map((e, i) => ({ sessionId: 's', seq: i + 1, at: i + 1, event: { v: 1, ...e } as never }));
    const base = { state: initialSessionState(def, config, 0), cursor: EMPTY_CURSOR };
    const replayed = fold(def, base, entries, players).state.game as ItState;
    expect([...distinctNames(replayed)]).toEqual([...distinctNames(s)]);
  });

  it('a lone card reads plainly, the first gone or not; two of one name are numbered', () => {
    let s = play(game(), [], (x) => hire(x));
    expect(namesOf(s, ['e1'])).toEqual(['Intern']);
    s = play(s, [], (x) => hire(x));
    expect(namesOf(s, ['e1', 'e2'])).toEqual(['Intern 1', 'Intern 2']);
    s = burnOut(s, [], 'e1');
    expect(namesOf(s, ['e2'])).toEqual(['Intern']);
  });

  it('History names each card as the table told it apart then, the hire included', () => {
    let s = play(game(), [], (x) => hire(x));
    expect(describeIt(ev.madeBy(s, hire(s)), s, players)).toBe('Ann hired Intern 2 for 1');
    s = play(
      s,
      [],
      (x) => hire(x),
      () => burn('e1'),
      () => burn('e1')
    );
    expect(describeIt(burn('e1'), s, players)).toBe("Ann's Intern 1 +1 burnout: Ann's Intern 1 burnt out");
    s = run(s, burn('e1'));
    // Ann's only Intern now: a new line names it plainly.
    expect(describeIt(burn('e2'), s, players)).toBe("Ann's Intern +1 burnout");
    s = burnOut(s, [], 'e2');
    expect(describeIt(ev.madeBy(s, hire(s)), s, players)).toBe('Ann hired Intern for 1');
  });

  it('the end of a turn keeps the names its burnt-out employees had, for the next turn’s line', () => {
    let s = play(
      game(),
      [],
      (x) => hire(x),
      (x) => hire(x),
      () => burn('e1'),
      () => burn('e1')
    );
    s = run(s, end());
    expect(s.lastTurn?.gone.map((g) => g.name)).toEqual(['Intern']);
    expect(s.lastTurnNames).toEqual(['Intern 1']);
    expect(namesOf(s, ['e2'])).toEqual(['Intern']);
  });

  it('a card on loan is numbered among its holder’s cards from the same employer; one taken over for good comes last among its new owner’s', () => {
    let s = threeInternsEach();
    // Ann outsources Ben's Intern 2: the only one of Ben's she holds, it reads "Intern" (the tiles add "(Ben's)").
    s = run(s, ev.actionPlayed({ key: 'outsourcing', cost: 1, employee: 'e5' }));
    expect(namesOf(s, ['e1', 'e2', 'e3', 'e5', 'e4', 'e6'])).toEqual([
      'Intern 1',
      'Intern 2',
      'Intern 3',
      'Intern',
      'Intern 1',
      'Intern 2'
    ]);
    expect(describeIt(burn('e5'), s, players)).toBe("Ben's Intern (outsourced to Ann) +1 burnout");
    // Ann takes Ben's last Intern at home over with Head Hunter: her fourth Intern, and Ben's one left at home reads plainly.
    s = run(s, ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e6' }));
    expect(namesOf(s, ['e6', 'e4'])).toEqual(['Intern 4', 'Intern']);
    // At the start of Ann's next turn the loan ends: Ben holds two Interns again, in the order they came.
    s = run(s, end(), end(), end());
    expect(s.employees.find((e) => e.id === 'e5')?.owner).toBe('p2');
    expect(namesOf(s, ['e4', 'e5'])).toEqual(['Intern 1', 'Intern 2']);
  });

  it('an employee taken over with Head Hunter is numbered among its new owner’s employees of that name, after them', () => {
    const lead = (x: ItState) => hire(x, 'Lead Developer');
    // Ann hires two Lead Developers (e1, e2); Ben passes; Cat hires one (e3).
    let s = play(game(), [], lead, lead, end, end, lead);
    expect(namesOf(s, ['e1', 'e2', 'e3'])).toEqual(['Lead Developer 1', 'Lead Developer 2', 'Lead Developer']);
    const takeOver = ev.madeBy(s, ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e2' }));
    expect(describeIt(takeOver, s, players)).toBe("Cat played Head Hunter for 5: took over Ann's Lead Developer 2");
    s = run(s, takeOver);
    // Cat's own comes first, the one she took second; Ann's one left reads plainly.
    expect(namesOf(s, ['e3', 'e2', 'e1'])).toEqual(['Lead Developer 1', 'Lead Developer 2', 'Lead Developer']);
    expect(describeIt(burn('e2'), s, players)).toBe("Cat's Lead Developer 2 +1 burnout");
    // Ann takes Cat's first back: it comes after Ann's one left, and Cat's one left reads plainly.
    s = run(s, end());
    s = run(s, ev.madeBy(s, ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e3' })));
    expect(namesOf(s, ['e1', 'e3', 'e2'])).toEqual(['Lead Developer 1', 'Lead Developer 2', 'Lead Developer']);
    // Ben, with none, takes Cat's last: his only one reads plainly.
    s = run(s, end());
    s = run(s, ev.madeBy(s, ev.actionPlayed({ key: 'head-hunter', cost: 5, employee: 'e2' })));
    expect(namesOf(s, ['e2'])).toEqual(['Lead Developer']);
    expect(describeIt(burn('e2'), s, players)).toMatch(/^Ben's Lead Developer \+1 burnout/);
  });
});
