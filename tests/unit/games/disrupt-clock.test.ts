// Undo after the final scoring: the time the table spent on the result pages before taking the
// scoring back is not play, so the clock does not count it, whether the state is folded from the
// log (opening the game, a replay) or made by the Undo itself (the take-back check).
import { describe, expect, it } from 'vitest';
import { elapsedMs } from '$lib/core/clock';
import { checkChange, EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameEvent, LogEntry, Player, SessionConfig } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import { finalScored, moneyAdjusted, phaseAdvanced, projectPlaced } from '$lib/games/disrupt/events';
import { nextPhase } from '$lib/games/disrupt/queries';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';

const MIN = 60_000;
const players: Player[] = [
  { id: 'p1', name: 'Sam', color: '#b3261e' },
  { id: 'p2', name: 'Leo', color: '#1d4ed8' }
];
const config: SessionConfig = {
  kind: 'disrupt',
  players,
  options: {
    roles: ['startupper', 'leader'],
    brandEquity: [
      { role: 'startupper', step: 8 },
      { role: 'leader', step: 8 }
    ]
  }
};
const initial = () => initialSessionState(disrupt, config, 0);

/** Six rounds played, an entry every 3 minutes, the final scoring at minute 60. */
function playedToTheEnd(): LogEntry[] {
  const entries: LogEntry[] = [];
  const add = (event: GameEvent, at: number) => entries.push({ sessionId: 's', seq: entries.length + 1, at, event });
  let game = disrupt.setup(config);
  const step = (event: GameEvent) => {
    const next = disrupt.apply(game, event, players);
    if ('invalid' in next) throw new Error(next.invalid);
    game = next as DisruptState;
    add(event, (entries.length + 1) * 3 * MIN);
  };
  step(projectPlaced({ project: 'eturnium', sealed: sealSecret({ plus: 'design', minus: 'marketing' }) }));
  for (let i = 0; i < 17; i++) step(phaseAdvanced(nextPhase(game)));
  add(finalScored({ bullBear: [0, 0, 0] }), 60 * MIN);
  return entries;
}
const undoOf = (seq: number, target: number, at: number): LogEntry => ({
  sessionId: 's',
  seq,
  at,
  event: { type: 'history.undone', v: 1, targets: [target] } as GameEvent
});

describe('the play clock and an undone final scoring', () => {
  it('the minutes on the result pages before Undo are not counted: folded from the log and as the Undo makes it', () => {
    const played = playedToTheEnd();
    const final = played.at(-1)!;
    const ended = fold(disrupt, { state: initial(), cursor: EMPTY_CURSOR }, played, players).state;
    expect(ended.clock.stopped).toBe(true);
    expect(elapsedMs(ended.clock, 70 * MIN)).toBe(60 * MIN);

    // Fifteen minutes on the result pages, then Undo; play goes on for five minutes.
    const undo = undoOf(final.seq + 1, final.seq, 75 * MIN);
    const byUndo = checkChange(disrupt, initial(), played, undo, players);
    if (!byUndo.ok) throw new Error(byUndo.broken.reason);
    expect(byUndo.state.clock.running).toBe(true);
    expect(elapsedMs(byUndo.state.clock, 80 * MIN)).toBe(65 * MIN);

    const later: LogEntry = { sessionId: 's', seq: undo.seq + 1, at: 80 * MIN, event: moneyAdjusted({ role: 'leader', amount: 1 }) };
    const replayed = fold(disrupt, { state: initial(), cursor: EMPTY_CURSOR }, [...played, undo, later], players).state;
    expect(elapsedMs(replayed.clock, 80 * MIN)).toBe(65 * MIN);
    expect(replayed.clock).toEqual({ ...byUndo.state.clock, lastTapAt: 80 * MIN });
  });

  it('redone, the game ends again at the scoring’s own time; an entry undone that did not end the game holds nothing', () => {
    const played = playedToTheEnd();
    const final = played.at(-1)!;
    const undo = undoOf(final.seq + 1, final.seq, 75 * MIN);
    const redo: LogEntry = {
      sessionId: 's',
      seq: undo.seq + 1,
      at: 76 * MIN,
      event: { type: 'history.redone', v: 1, targets: [final.seq] } as GameEvent
    };
    const again = fold(disrupt, { state: initial(), cursor: EMPTY_CURSOR }, [...played, undo, redo], players).state;
    expect(again.clock.stopped).toBe(true);
    expect(elapsedMs(again.clock, 90 * MIN)).toBe(60 * MIN);

    const first = played.slice(0, 3);
    const undoPhase = undoOf(4, 3, 10 * MIN);
    const state = fold(disrupt, { state: initial(), cursor: EMPTY_CURSOR }, [...first, undoPhase], players).state;
    expect(state.clock.running).toBe(true);
    expect(state.clock.heldFor).toBeUndefined();
    expect(elapsedMs(state.clock, 10 * MIN)).toBe(10 * MIN);
  });
});
