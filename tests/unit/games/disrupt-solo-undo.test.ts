// Solo: placing a Project is the player's choice, its Secret Parameters token drawn at random stays
// hidden until the final scoring. Undo takes the placement back (not the entry before it), and logs
// written when the placement was a result of chance fold to the same states.
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState, undoTarget } from '$lib/core/log';
import type { EventKind, GameDefinition, GameEvent, GameRules, LogEntry, SessionConfig } from '$lib/core/types';
import { createSession } from '$lib/db/sessions';
import { SessionStore } from '$lib/db/session-store';
import { cubesChanged, phaseAdvanced, projectPlaced } from '$lib/games/disrupt/events';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptRules } from '$lib/games/disrupt/game-rules';
import { nextPhase } from '$lib/games/disrupt/queries';
import { sealSecret, SECRET_TOKENS } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import { ANA, freshDb } from '../helpers';

const token = (i: number) => sealSecret(SECRET_TOKENS[i]);
const randomPlacement = (project: 'miniatureprime' | 'boardtube' | 'eturnium', i: number) =>
  projectPlaced({ project, sealed: token(i), random: true });

describe('solo: a random Project placement', () => {
  it('is undoable; the solo dial stays a result of chance', () => {
    expect(disruptRules.kindOf(randomPlacement('boardtube', 0))).toBe('undoable');
    expect(disruptRules.kindOf(projectPlaced({ project: 'boardtube', sealed: token(0) }))).toBe('undoable');
    expect(disruptRules.kindOf({ type: 'disrupt.dial-turned', v: 1 })).toBe('chance');
  });

  it('Undo takes back the placement with its token, not the cube added before it; placing again draws afresh', async () => {
    const db = freshDb();
    const def = disrupt as unknown as GameDefinition;
    const record = await createSession(def, { kind: 'disrupt', players: [ANA], options: {} }, db);
    const store = (await SessionStore.open(record.id, def, db))!;
    const game = () => store.state.game as DisruptState;
    expect((await store.dispatch(randomPlacement('miniatureprime', 0))).ok).toBe(true);
    // Round 1: Operations, then the Project phase.
    expect((await store.dispatch(phaseAdvanced(nextPhase(game())))).ok).toBe(true);
    expect(game().phase).toBe('project');
    const designBefore = game().cubes.miniatureprime.design;
    expect((await store.dispatch(cubesChanged({ project: 'miniatureprime', color: 'design', delta: 1 }))).ok).toBe(true);
    expect((await store.dispatch(randomPlacement('boardtube', 1))).ok).toBe(true);
    expect(game().placed.boardtube).toBe(true);

    const undone = await store.undo();
    expect(undone.ok).toBe(true);
    expect(game().placed.boardtube).toBeFalsy();
    expect(game().secrets.boardtube).toBeUndefined();
    expect(game().cubes.miniatureprime.design).toBe(designBefore + 1);

    // Placing again is a new gesture with a new draw; the taken-back one leaves Redo.
    expect((await store.dispatch(randomPlacement('boardtube', 2))).ok).toBe(true);
    expect(game().secrets.boardtube).toBe(token(2));
    expect(store.cursor.redo).toEqual([]);
  });

  it('a wrong Project placed at setup can be taken back from History and another placed', async () => {
    const db = freshDb();
    const def = disrupt as unknown as GameDefinition;
    const record = await createSession(def, { kind: 'disrupt', players: [ANA], options: {} }, db);
    const store = (await SessionStore.open(record.id, def, db))!;
    const game = () => store.state.game as DisruptState;
    expect((await store.dispatch(randomPlacement('eturnium', 0))).ok).toBe(true);
    const placedSeq = undoTarget(store.cursor)!;
    expect(placedSeq).not.toBeNull();
    expect((await store.takeBack(placedSeq)).ok).toBe(true);
    expect(game().placed.eturnium).toBeFalsy();
    expect((await store.dispatch(randomPlacement('miniatureprime', 3))).ok).toBe(true);
    expect(game().placed.miniatureprime).toBe(true);
  });
});

describe('solo: logs written when a random placement was a result of chance', () => {
  // Then Undo passed over the placement: its marks target the cube changes only.
  const oldRules: GameRules<DisruptState> = {
    ...disruptRules,
    kindOf: (event): EventKind =>
      event.type === 'disrupt.dial-turned' || (event.type === 'disrupt.project-placed' && event.random === true) ? 'chance' : 'undoable'
  };
  const config: SessionConfig = { kind: 'disrupt', players: [ANA], options: {} };
  const events: GameEvent[] = [
    randomPlacement('miniatureprime', 0),
    cubesChanged({ project: 'meeplebook', color: 'design', delta: 1 }),
    { type: 'history.undone', v: 1, targets: [2] },
    { type: 'history.redone', v: 1, targets: [2] },
    cubesChanged({ project: 'meeplebook', color: 'development', delta: 1 }),
    { type: 'history.undone', v: 1, targets: [5] }
  ];
  const entries: LogEntry[] = events.map((event, i) => ({ sessionId: 's', seq: i + 1, at: 1000 + i, event }));
  const foldWith = (rules: GameRules<DisruptState>) =>
    fold(rules, { state: initialSessionState(rules, config, 0), cursor: EMPTY_CURSOR }, entries, config.players);

  it('fold to the same state as they did, and Undo now reaches the placement', () => {
    const before = foldWith(oldRules);
    const now = foldWith(disruptRules);
    expect(now.refused).toEqual([]);
    expect(now.state).toEqual(before.state);
    const game = now.state.game;
    expect(game.placed.miniatureprime).toBe(true);
    expect(game.secrets.miniatureprime).toBe(token(0));
    expect(game.cubes.meeplebook.design).toBe(initialSessionState(disruptRules, config, 0).game.cubes.meeplebook.design + 1);
    // The marks keep their targets: the cube change is active, the development cube taken back (Redo).
    expect(before.cursor).toEqual({ undo: [[2]], redo: [[5]] });
    expect(now.cursor).toEqual({ undo: [[1], [2]], redo: [[5]] });
  });
});
