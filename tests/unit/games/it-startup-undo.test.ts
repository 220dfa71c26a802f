// IT Startup under the undo model: its events record facts only, so a take-back replays the right
// figures (a planned card's price, the Outsourcing money), undo passes over the Undercover HR
// Agent's coin flip, and a take-back that a later card depends on is refused with its name.
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameDefinition } from '$lib/core/types';
import { createSession } from '$lib/db/sessions';
import { SessionStore, readTail } from '$lib/db/session-store';
import type { BoardroomDb } from '$lib/db/schema';
import { itStartup, type ItState } from '$lib/games/it-startup/game';
import { ANA, BEN, freshDb } from '../helpers';

const def = itStartup as unknown as GameDefinition;
const game = (store: SessionStore) => store.state.game as ItState;
const end = { type: 'its.turn-ended', v: 1 };
const hire = (name: string, key?: string) => ({ type: 'its.employee-hired', v: 2, card: { ...(key ? { key } : {}), name, kind: key === 'undercover-hr-agent' ? 'hr' : 'dev', efficiency: 5, resistance: 5, cost: 3 } });

async function open(db: BoardroomDb): Promise<SessionStore> {
  const record = await createSession(def, { kind: 'it-startup', players: [ANA, BEN], options: { target: 200, startingResources: 20 } }, db);
  return (await SessionStore.open(record.id, def, db))!;
}

async function expectReplayEqual(db: BoardroomDb, store: SessionStore) {
  const all = await readTail(db, store.id, 0);
  const full = fold(def, { state: initialSessionState(def, store.record, store.record.createdAt), cursor: EMPTY_CURSOR }, all, store.record.players);
  expect(full.refused).toEqual([]);
  expect(store.state).toEqual(full.state);
  const reopened = (await SessionStore.open(store.id, def, db))!;
  expect(reopened.state).toEqual(full.state);
}

describe('IT Startup and undo', () => {
  it('a planned Outsourcing: its price comes from the plan; taking the plan back is refused, naming the play', async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(hire('Lead Developer'));
    await store.dispatch(end);
    await store.dispatch({ type: 'its.action-planned', v: 2, key: 'outsourcing', cost: 3 }); // seq 3
    await store.dispatch(end);
    await store.dispatch(end);
    const ana = game(store).resources.p1;
    await store.dispatch({ type: 'its.action-played', v: 2, key: 'outsourcing', planned: true, employee: 'e1' });
    expect(game(store).resources.p1).toBe(ana + 2);
    const refused = await store.takeBack([3]);
    expect(refused.ok).toBe(false);
    expect((refused as { reason: string }).reason).toMatch(/Cannot take back “Ben planned an action card \(face down\)”: “Ben played Outsourcing \(planned\) for 2: .*”, later, depends on it \(Ben has no planned action card\)/);
    await expectReplayEqual(db, store);
  });

  it('undo passes over the coin flip: the slip before it is taken back, the takeover stays', async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(hire('Lead Developer'));
    await store.dispatch(end);
    await store.dispatch(hire('Undercover HR Agent', 'undercover-hr-agent'));
    await store.dispatch({ type: 'its.resources-paid', v: 1, player: 'p2', amount: 4 }); // the slip
    await store.dispatch({ type: 'its.undercover-flipped', v: 1, employee: 'e1', call: 'tails', side: 'tails' });
    const before = game(store).resources.p2;
    expect((await store.undo()).ok).toBe(true);
    expect(game(store).resources.p2).toBe(before + 4);
    expect(game(store).employees.find((e) => e.id === 'e1')?.owner).toBe('p2');
    expect(game(store).turn.undercoverUsed).toBe(true);
    await expectReplayEqual(db, store);
  });
});
