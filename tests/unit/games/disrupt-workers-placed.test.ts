// "Workers placed": a table that does not tap each Worker turn marks the Operations phase's turns
// placed in one entry, as the rulebook's "after all players have placed their last Worker" allows;
// the entry names its round and the turns ended before it, so a take-back cannot shift its meaning,
// and a log of Worker turns ended one by one replays as it did.
import { describe, expect, it } from 'vitest';
import { refusal, run } from '../../support/disrupt-events';
import { checkChange, EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameEvent, LogEntry, Player, SessionConfig } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import { phaseAdvanced, turnEnded, workersPlaced } from '$lib/games/disrupt/events';
import { operationsTurn } from '$lib/games/disrupt/queries';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import { lastTurnsDone, workerTurnsLeft } from '$lib/games/disrupt/view';

const three: Player[] = ['Ann', 'Bob', 'Dan'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const config: SessionConfig = {
  kind: 'disrupt',
  players: three,
  options: {
    roles: ['startupper', 'bpo', 'leader'],
    publicRow: ['cardflix', 'dicecoin', 'meeplebook'],
    brandEquity: [
      { role: 'startupper', step: 6 },
      { role: 'bpo', step: 6 },
      { role: 'leader', step: 7 }
    ]
  }
};
const placedGame = (): DisruptState =>
  run(disrupt.setup(config), {
    type: 'disrupt.project-placed',
    v: 3,
    project: 'eturnium',
    sealed: sealSecret({ plus: 'design', minus: 'marketing' })
  });

describe('Workers placed, at once', () => {
  it('marks every Worker turn still to come placed; with the phase in the same gesture the round goes on to the Project phase', () => {
    const s = placedGame();
    expect(workerTurnsLeft(s)).toBe(9);
    const all = run(s, workersPlaced({ round: 1, turnsEnded: 0 }));
    expect(all.turnsEnded).toBe(9);
    expect(operationsTurn(all)).toBeNull();
    expect(run(all, phaseAdvanced({ round: 1, phase: 'project' })).phase).toBe('project');
  });

  it('after some turns tapped one by one it marks the rest; the history says how many', () => {
    const s = run(
      placedGame(),
      turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 }),
      turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })
    );
    expect(disrupt.describe(workersPlaced({ round: 1, turnsEnded: 2 }), s, three)).toBe('Every Worker placed (7 Worker turns at once)');
    expect(run(s, workersPlaced({ round: 1, turnsEnded: 2 })).turnsEnded).toBe(9);
    const last = run(
      s,
      ...Array.from({ length: 6 }, (_, i) =>
        turnEnded({ role: (['leader', 'startupper', 'bpo'] as const)[i % 3], round: 1, turnsEnded: 2 + i })
      )
    );
    expect(disrupt.describe(workersPlaced({ round: 1, turnsEnded: 8 }), last, three)).toBe(
      'Every Worker placed (the last Worker turn at once)'
    );
  });

  it('is refused outside the Operations phase, once every Worker is placed, during an auction, and for another round or count', () => {
    const s = placedGame();
    const project = run(s, phaseAdvanced({ round: 1, phase: 'project' }));
    expect(refusal(project, workersPlaced({ round: 1, turnsEnded: 0 }))).toBe('Workers are placed in the Operations phase.');
    const done = run(s, workersPlaced({ round: 1, turnsEnded: 0 }));
    expect(refusal(done, workersPlaced({ round: 1, turnsEnded: 9 }))).toBe(
      'Every player has placed their 3 Workers: go on to the Project phase.'
    );
    const auction = run(s, { type: 'disrupt.auction-opened', project: 'cardflix', owner: 'leader' });
    expect(refusal(auction, workersPlaced({ round: 1, turnsEnded: 0 }))).toBe('Finish the auction first.');
    expect(refusal(s, workersPlaced({ round: 2, turnsEnded: 0 }))).toBe("This marks round 2's Workers, but the game is in round 1.");
    expect(refusal(s, workersPlaced({ round: 1, turnsEnded: 1 }))).toBe(
      'This was stored after 1 Worker turn of this round, but 0 have ended now.'
    );
  });

  it('a take-back of a turn ended before it is refused, naming it; Undo takes the Workers and the phase back as one gesture', () => {
    const at = (seq: number, event: GameEvent, gesture?: number): LogEntry => ({ sessionId: 's', seq, at: seq * 1000, event, gesture });
    const initial = initialSessionState(disrupt, config, 0);
    const entries: LogEntry[] = [
      at(1, { type: 'disrupt.project-placed', v: 3, project: 'eturnium', sealed: sealSecret({ plus: 'design', minus: 'marketing' }) }),
      at(2, turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })),
      at(3, workersPlaced({ round: 1, turnsEnded: 1 }), 3),
      at(4, phaseAdvanced({ round: 1, phase: 'project' }), 3)
    ];
    const folded = fold(disrupt, { state: initial, cursor: EMPTY_CURSOR }, entries, three);
    expect(folded.refused).toEqual([]);
    expect((folded.state.game as DisruptState).phase).toBe('project');
    expect(folded.cursor.undo.at(-1)).toEqual([3, 4]);
    const takeBack = checkChange(disrupt, initial, entries, at(5, { type: 'history.undone', v: 1, targets: [2] } as GameEvent), three);
    expect(takeBack.ok).toBe(false);
    if (!takeBack.ok) expect(takeBack.broken.text).toBe('Every Worker placed (8 Worker turns at once)');
  });

  it('a round of Worker turns ended one by one (the logs before it) folds as it did', () => {
    let s = placedGame();
    for (let i = 0; i < 9; i++) s = run(s, turnEnded({ role: operationsTurn(s)!.role, round: 1, turnsEnded: i }));
    expect(s.turnsEnded).toBe(9);
    expect(run(s, phaseAdvanced({ round: 1, phase: 'project' })).phase).toBe('project');
  });
});

describe('the last Workers with nothing to enter, at once (following turns)', () => {
  const endTurns = (s: DisruptState, n: number) => {
    for (let i = 0; i < n; i++) s = run(s, turnEnded({ role: operationsTurn(s)!.role, round: s.round, turnsEnded: s.turnsEnded ?? 0 }));
    return s;
  };

  it('is offered from the first player’s last Worker on, never before nor during an auction', () => {
    const s = placedGame();
    expect(lastTurnsDone(s)).toBeNull();
    expect(lastTurnsDone(endTurns(s, 5))).toBeNull();
    expect(lastTurnsDone(endTurns(s, 6))?.roles).toEqual(['startupper', 'bpo', 'leader']);
    expect(lastTurnsDone(endTurns(s, 8))?.roles).toEqual(['leader']);
    expect(lastTurnsDone(endTurns(s, 9))).toBeNull();
    const auction = run(endTurns(s, 7), { type: 'disrupt.auction-opened', v: 2, project: 'cardflix', owner: 'leader', by: 'bpo' });
    expect(lastTurnsDone(auction)).toBeNull();
  });

  it('ends each turn left as Turn done would, in turn order, then goes on to the Project phase: one gesture, every line in History', () => {
    const s = endTurns(placedGame(), 7);
    const done = lastTurnsDone(s)!;
    expect(done.roles).toEqual(['bpo', 'leader']);
    expect(done.events).toEqual([
      turnEnded({ role: 'bpo', round: 1, turnsEnded: 7 }),
      turnEnded({ role: 'leader', round: 1, turnsEnded: 8 }),
      phaseAdvanced({ round: 1, phase: 'project' })
    ]);
    const lines: string[] = [];
    let state = s;
    for (const e of done.events) {
      lines.push(disrupt.describe(e, state, three));
      state = run(state, e);
    }
    expect(state.phase).toBe('project');
    expect(lines).toEqual([
      'Bob (BPO) placed Worker 3 of 3; Dan (Market Leader)’s turn',
      'Dan (Market Leader) placed Worker 3 of 3; every Worker is placed',
      'Project phase'
    ]);
    // Undo takes the gesture back whole: the two turns and the phase.
    const at = (seq: number, event: GameEvent, gesture?: number): LogEntry => ({ sessionId: 's', seq, at: seq * 1000, event, gesture });
    const entries = done.events.map((e, i) => at(i + 1, e, 1));
    const folded = fold(disrupt, { state: { ...initialSessionState(disrupt, config, 0), game: s }, cursor: EMPTY_CURSOR }, entries, three);
    expect(folded.refused).toEqual([]);
    expect(folded.cursor.undo.at(-1)).toEqual([1, 2, 3]);
  });

  it('solo: the player’s last Worker, then the Project phase', () => {
    const solo = disrupt.setup({ kind: 'disrupt', players: three.slice(0, 1), options: {} });
    const s = endTurns(solo, 2);
    expect(lastTurnsDone(s)?.events).toEqual([
      turnEnded({ role: 'leader', round: 1, turnsEnded: 2 }),
      phaseAdvanced({ round: 1, phase: 'project' })
    ]);
    expect(lastTurnsDone(endTurns(solo, 1))).toBeNull();
  });
});
