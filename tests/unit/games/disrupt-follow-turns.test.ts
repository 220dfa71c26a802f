// A table that follows each Worker turn: an entry by the player whose Worker turn it is ends that
// turn in the same gesture, entries for anyone else leave it, and the moment's order shows the
// Workers each player has left.
import { describe, expect, it } from 'vitest';
import { run } from '../../support/disrupt-events';
import type { Player, SessionConfig } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import {
  cubesChanged,
  hypeMoved,
  marketSizeChanged,
  moneyAdjusted,
  moneyPaid,
  resourcesChanged,
  resourcesExchanged,
  turnEnded
} from '$lib/games/disrupt/events';
import { operationsTurn } from '$lib/games/disrupt/queries';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import { withWorkerTurn, workersLeft } from '$lib/games/disrupt/view';

const three: Player[] = ['Ann', 'Bob', 'Dan'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const config: SessionConfig = { kind: 'disrupt', players: three, options: { roles: ['startupper', 'bpo', 'leader'] } };
const placed = (): DisruptState =>
  run(disrupt.setup(config), {
    type: 'disrupt.project-placed',
    v: 3,
    project: 'eturnium',
    sealed: sealSecret({ plus: 'design', minus: 'marketing' })
  });

describe('following each Worker turn', () => {
  it('ends the turn of the player whose entry it is, after the entry, in one gesture', () => {
    const s = placed();
    const like = resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 });
    expect(withWorkerTurn(s, [like])).toEqual([like, turnEnded({ role: 'startupper' })]);
    const after = run(s, ...withWorkerTurn(s, [like]));
    expect(operationsTurn(after)).toEqual({ role: 'bpo', worker: 1 });
    // A payment is the payer's entry.
    const pay = moneyPaid({ from: 'bpo', to: 'leader', amount: 2 });
    expect(withWorkerTurn(after, [pay])).toEqual([pay, turnEnded({ role: 'bpo' })]);
  });

  it('leaves the turn for an entry by someone else, "spend 3 to gain 1", and outside the Operations phase', () => {
    const s = run(placed(), resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 }), turnEnded({ role: 'startupper' }));
    // The Startupper doing their Worker's lower slots, after their turn passed to the BPO.
    for (const e of [
      moneyAdjusted({ role: 'startupper', amount: 1 }),
      resourcesExchanged({ role: 'bpo', spend: { like: 1, experience: 1, innovation: 1 }, gain: 'like' })
    ])
      expect(withWorkerTurn(s, [e])).toEqual([e]);
    const project = run(s, { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'project' });
    const money = moneyAdjusted({ role: 'bpo', amount: 1 });
    expect(withWorkerTurn(project, [money])).toEqual([money]);
    const cube = cubesChanged({ project: 'eturnium', color: 'design', delta: 1 });
    expect(withWorkerTurn(project, [cube])).toEqual([cube]);
    // A gesture that already ends a turn is left as it is.
    expect(withWorkerTurn(s, [money, turnEnded({ role: 'bpo' })])).toHaveLength(2);
  });

  it('ends the turn with a board entry naming no player (cubes, Social Hype, Market Size), unless it is the same action as the last', () => {
    const s = run(placed(), resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 }), turnEnded({ role: 'startupper' }));
    for (const e of [
      cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }),
      hypeMoved({ project: 'eturnium', steps: 3 }),
      marketSizeChanged({ pipeline: 1, delta: 1 })
    ]) {
      expect(withWorkerTurn(s, [e])).toEqual([e, turnEnded({ role: 'bpo' })]);
      // A card's second cube in the same sheet opening: the screens say it is the same Worker's action.
      expect(withWorkerTurn(s, [e], false)).toEqual([e]);
      // Beside an entry for someone else (the Startupper's lower slot), it is theirs.
      const theirs = moneyAdjusted({ role: 'startupper', amount: 1 });
      expect(withWorkerTurn(s, [theirs, e])).toEqual([theirs, e]);
    }
    const after = run(s, ...withWorkerTurn(s, [hypeMoved({ project: 'eturnium', steps: 1 })]));
    expect(operationsTurn(after)).toEqual({ role: 'leader', worker: 1 });
  });

  it('counts the Workers each player has left, in turn order, from the three each was given', () => {
    const s = placed();
    expect(workersLeft(s)).toEqual([
      { role: 'startupper', left: 3 },
      { role: 'bpo', left: 3 },
      { role: 'leader', left: 3 }
    ]);
    const four = run(s, ...(['startupper', 'bpo', 'leader', 'startupper'] as const).map((role) => turnEnded({ role })));
    expect(workersLeft(four).map((w) => w.left)).toEqual([1, 2, 2]);
  });
});
