// IT Startup's result says, under the winner line, when several players passed the target in the last round and the highest total won.
import { describe, expect, it } from 'vitest';
import { itEvents } from '../../support/it-startup-events';
import type { Player, ResultStep } from '$lib/core/types';
import * as ev from '$lib/games/it-startup/events';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup, newEmployeeId, type ItState } from '$lib/games/it-startup/state';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cat', color: '#11602b' }
];
const { run } = itEvents(players);
const dev = (s: ItState, efficiency: number) =>
  ev.employeeHired({ employeeId: newEmployeeId(s), card: { name: 'Dev', kind: 'dev', efficiency, resistance: 5, cost: 0 } });

/** Plays one round in which each player hires a developer of the given efficiency and ends the turn. */
function game(efficiencies: number[]): ResultStep<ItState>[] {
  let s = itSetup({ kind: 'it-startup', players, options: { target: 4, startingResources: 6 } });
  const before = s;
  for (const e of efficiencies) {
    s = run(s, dev(s, e));
    s = run(s, ev.turnEnded());
  }
  return [{ seq: 1, at: 0, event: ev.turnEnded(), before, after: s }];
}

describe('the result’s note under the winner line', () => {
  it('several players past the target in the last round: said, with the highest total that won, and not again in the highlights', () => {
    const steps = game([5, 7, 4]);
    expect(steps[0].after.outcome).toEqual({ state: 'won', winner: 'p2' });
    expect(itStartup.results!.note!(steps[0].after, players)).toBe(
      "Ann, Ben and Cat passed 4 in the same round; the highest total won: Ben's 7."
    );
    expect(itStartup.results!.highlights(steps, players)).toEqual(['No employee burnt out.']);
  });

  it('one player alone past the target: nothing more to say', () => {
    const steps = game([5, 2, 1]);
    expect(itStartup.results!.note!(steps[0].after, players)).toBeNull();
    expect(itStartup.results!.highlights(steps, players)).toEqual(['No employee burnt out.']);
  });
});
