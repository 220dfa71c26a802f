// A new Project is placed at setup or in a Project phase, one a phase ("Place a New Project" is a
// step of the Project phase): from version 3 the placement is refused anywhere else, and older
// placements replay as they did. Solo: Undo takes back a placement (its token drawn at random); the
// Project phase it depends on cannot be taken back before it, and the refusal names the placement.
import { describe, expect, it } from 'vitest';
import { isInvalid, type GameDefinition } from '$lib/core/types';
import { createSession } from '$lib/db/sessions';
import { SessionStore } from '$lib/db/session-store';
import { applyDisrupt } from '$lib/games/disrupt/apply';
import { phaseAdvanced, projectPlaced } from '$lib/games/disrupt/events';
import { disrupt } from '$lib/games/disrupt/game';
import { nextPhase, placementProblem } from '$lib/games/disrupt/queries';
import { sealSecret, SECRET_TOKENS } from '$lib/games/disrupt/secrets';
import { disruptSetup, type DisruptState } from '$lib/games/disrupt/state';
import { refusal, run } from '../../support/disrupt-events';
import { ANA, freshDb } from '../helpers';

const token = (i: number) => sealSecret(SECRET_TOKENS[i]);
const two = () => disruptSetup({ kind: 'disrupt', players: [ANA, { id: 'p2', name: 'Ben', color: '#1d4ed8' }], options: {} });
const advance = (s: DisruptState) => run(s, phaseAdvanced(nextPhase(s)));

describe('placing a new Project', () => {
  it('at setup, then only in a Project phase, one a phase', () => {
    let s = run(two(), projectPlaced({ project: 'miniatureprime', sealed: token(0) }));
    // Round 1, Operations: the setup placement is done; the table's report placed BoardTube here.
    expect(refusal(s, projectPlaced({ project: 'boardtube', sealed: token(1) }))).toBe(
      'New Projects are placed in the Project phase (and one at setup), not in the Operations phase.'
    );
    expect(placementProblem(s)).not.toBeNull();
    s = advance(s);
    expect(placementProblem(s)).toBeNull();
    s = run(s, projectPlaced({ project: 'boardtube', sealed: token(1) }));
    expect(refusal(s, projectPlaced({ project: 'eturnium', sealed: token(2) }))).toMatch(/one Project a Project phase/);
    s = advance(s);
    expect(refusal(s, projectPlaced({ project: 'eturnium', sealed: token(2) }))).toMatch(/not in the Event phase/);
  });

  it('a placement written before (version 2) replays as it did: accepted in the Operations phase', () => {
    const s = run(two(), { ...projectPlaced({ project: 'miniatureprime', sealed: token(0) }), v: 2 });
    const next = applyDisrupt(s, { ...projectPlaced({ project: 'boardtube', sealed: token(1) }), v: 2 });
    expect(isInvalid(next) ? next.invalid : next.placed.boardtube).toBe(true);
  });
});

describe('solo: Undo and the random placement of the Project phase', () => {
  it('Undo takes back the placement; the Project phase it depends on cannot be taken back before it, and History names it', async () => {
    const db = freshDb();
    const def = disrupt as unknown as GameDefinition;
    const record = await createSession(def, { kind: 'disrupt', players: [ANA], options: {} }, db);
    const store = (await SessionStore.open(record.id, def, db))!;
    const game = () => store.state.game as DisruptState;
    const random = { random: true };
    expect((await store.dispatch(projectPlaced({ project: 'miniatureprime', sealed: token(0), ...random }))).ok).toBe(true);
    expect((await store.dispatch(phaseAdvanced(nextPhase(game())))).ok).toBe(true);
    const phaseSeq = store.cursor.undo[store.cursor.undo.length - 1];
    expect((await store.dispatch(projectPlaced({ project: 'boardtube', sealed: token(1), ...random }))).ok).toBe(true);
    const refused = await store.takeBack(phaseSeq);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.reason).toMatch(
      /“The Startupper placed BoardTube with a Secret Parameters token”, later, depends on it/
    );
    expect((await store.undo()).ok).toBe(true);
    expect(game().phase).toBe('project');
    expect(game().placed.boardtube).toBeFalsy();
  });
});
