// A live table's phone cut from the others keeps playing: what it entered during a turn the table
// has since played past lands, in the merged log, in a later turn. A move that acts on the turn
// itself (an End turn, the planning bonus, a card played or planned, the Undercover HR Agent's flip,
// a hire) carries the turn it was entered in and is refused in any other, naming both turns; the
// versions written before the stamp replay as they did.
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameDefinition, GameEvent, LogEntry, Player } from '$lib/core/types';
import * as ev from '$lib/games/it-startup/events';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, newEmployeeId, type ItState } from '$lib/games/it-startup/state';
import { itEvents } from '../../support/it-startup-events';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];
const { run, refusal } = itEvents(players);
const options = { target: 200, startingResources: 30, planningBonus: true };
const game = () => itSetup({ kind: 'it-startup', players, options });
const intern = (s: ItState) =>
  ev.employeeHired({ employeeId: newEmployeeId(s), card: { name: 'Intern', kind: 'dev', efficiency: 1, resistance: 0, cost: 1 } });
/** Ann's turn 1 and Ben's turn 1 ended: Ann's turn 2. */
const annsSecond = () => {
  let s = game();
  s = run(s, ev.madeBy(s, ev.turnEnded()));
  return run(s, ev.madeBy(s, ev.turnEnded()));
};

describe('a move entered during a turn the table has played past', () => {
  it('an End turn of Ann’s turn 1 does not end her turn 2, nor Ben’s turn 1', () => {
    const first = game();
    const stale = ev.madeBy(first, ev.turnEnded());
    expect(stale).toMatchObject({ by: 'p1', turn: 1 });
    const bens = run(first, ev.madeBy(first, ev.turnEnded()));
    expect(refusal(bens, stale)).toBe("Entered during Ann's turn 1; it is now Ben's turn 1.");
    expect(refusal(annsSecond(), stale)).toBe("Entered during Ann's turn 1; it is now Ann's turn 2.");
    // Written before the stamp (version 1, signed), it ended whichever turn of Ann's it met, and still does.
    const v1 = { type: 'its.turn-ended', v: 1, by: 'p1' };
    expect(run(annsSecond(), v1).turnsDone).toEqual({ p1: 2, p2: 1 });
    const unstamped = { invalid: 'Say whose turn this was entered in, and which of their turns.' };
    expect(itStartup.apply(game(), { type: 'its.turn-ended', v: 2, by: 'p1' }, players)).toEqual(unstamped);
    expect(itStartup.apply(game(), { type: 'its.turn-ended', v: 2, turn: 1 }, players)).toEqual(unstamped);
  });

  it('the stamp’s reason comes before the game over', () => {
    const first = game();
    const stale = ev.madeBy(first, ev.turnEnded());
    // A won game (its state as the fold leaves it), in Ben's turn 1: the stale End turn names its turn.
    const won: ItState = { ...run(first, ev.madeBy(first, ev.turnEnded())), outcome: { state: 'won', winner: 'p2' } };
    expect(refusal(won, stale)).toBe("Entered during Ann's turn 1; it is now Ben's turn 1.");
    expect(refusal(won, ev.madeBy(won, ev.turnEnded()))).toBe('Ben has won: the game is over.');
  });

  it('the planning bonus, a card played or planned, the Undercover HR Agent and a hire belong to their turn', () => {
    // Ann's Intern scores her 1 point in turn 1 and takes a burnout point: the bonus is on offer in her turn 2.
    let s = game();
    s = run(s, intern(s), ev.turnEnded(), ev.turnEnded());
    const turn2 = s;
    expect(turn2.turn.planningPrompt).toBe(true);
    const stale: Record<string, unknown>[] = [
      ev.planningBonusUsed({ employee: 'e1' }),
      ev.planningBonusSkipped(),
      ev.actionPlayed({ key: 'crunch-time', cost: 3 }),
      ev.actionPlanned({ key: 'head-hunter' }),
      ev.undercoverDeclared({ employee: 'e1', call: 'heads' }),
      intern(s)
    ].map((e) => ev.madeBy(turn2, e));
    // Ann's turn 2 ends (2 points), Ben's too: the bonus is on offer again in her turn 3.
    s = run(s, ev.planningBonusSkipped(), ev.turnEnded(), ev.turnEnded());
    expect(s.turn.planningPrompt).toBe(true);
    for (const e of stale) expect(refusal(s, e), String(e.type)).toBe("Entered during Ann's turn 2; it is now Ann's turn 3.");
    // The same moves entered in this turn are taken.
    expect(run(s, ev.planningBonusUsed({ employee: 'e1' })).employees[0].burnout).toBe(1);
    // Version 2 of the bonus (before the stamp) is taken in whichever of Ann's turns it lands.
    expect(run(s, { type: 'its.planning-bonus-used', v: 2, by: 'p1', employee: 'e1' }).turn.planningPrompt).toBe(false);
  });

  it('a merged log: two phones’ entries interleaved, the stale End turn struck and the rest counted', () => {
    // Phone A (Ann's) ends Ann's turn 1; phone B, cut from the table, also tapped End turn for Ann's
    // turn 1. Ben hires and ends his turn on phone A; B's End turn reaches the log after that, in Ann's turn 2.
    let s = game();
    const a1 = ev.madeBy(s, ev.turnEnded());
    const b1 = ev.madeBy(s, ev.turnEnded());
    s = run(s, a1);
    const a2 = ev.madeBy(s, intern(s));
    s = run(s, a2);
    const a3 = ev.madeBy(s, ev.turnEnded());
    s = run(s, a3);
    const a4 = ev.madeBy(s, ev.cardsSold({ count: 2 }));
    const log: GameEvent[] = [a1, a2, a3, b1, a4];
    const entries: LogEntry[] = log.map((event, i) => ({ sessionId: 's', seq: i + 1, at: i + 1, event }));
    const def = itStartup as unknown as GameDefinition;
    const base = { state: initialSessionState(def, { kind: 'it-startup', players, options }, 0), cursor: EMPTY_CURSOR };
    const folded = fold(def, base, entries, players);
    expect(folded.refused).toEqual([4]);
    const end = folded.state.game as ItState;
    // Ann's turn 2 goes on: the stale entry ended nothing; her card sale counted.
    expect(end.current).toBe(0);
    expect(end.turnsDone).toEqual({ p1: 1, p2: 1 });
    expect(end.resources.p1).toBe(30 + 1 + 2 + 2);
  });
});
