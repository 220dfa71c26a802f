// Disrupt's following of Worker turns as the sheets use it (TurnFollow over a real open session):
// a player's sheet keeps their entry in the action that ended their turn (a card paid for after its
// cube), stored so; and a choice the table made for one turn (the sheets' "Part of …'s action" or
// "In …'s turn") never carries over to the next, however the turn moved on.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDefinition, Player } from '$lib/core/types';
import { createSession } from '$lib/db/sessions';
import { SessionStore } from '$lib/db/session-store';
import { cubesChanged, moneyAdjusted, projectPlaced, resourcesChanged, turnEnded } from '$lib/games/disrupt/events';
import { disrupt } from '$lib/games/disrupt/game';
import { operationsTurn } from '$lib/games/disrupt/queries';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import { OpenSession } from '$lib/state/open-session.svelte';
import { followingTurns, turnFollowOf } from '$lib/components/games/disrupt/turn-follow.svelte';
import { freshDb } from '../helpers';

const three: Player[] = ['Ann', 'Bob', 'Dan'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const def = disrupt as unknown as GameDefinition;
const opened: OpenSession[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

/**
 * A game with setup's Project placed, open as the screen opens it, its sheets' session following
 * turns: 3 players by default, or solo (the Market Leader alone, MiniaturePrime placed).
 */
async function followedGame({ solo = false } = {}) {
  const db = freshDb();
  const options = solo ? {} : { roles: ['startupper', 'bpo', 'leader'] };
  const record = await createSession(def, { kind: 'disrupt', players: solo ? three.slice(0, 1) : three, options }, db);
  const session = (await OpenSession.open(record.id, def))!;
  opened.push(session);
  const project = solo ? 'miniatureprime' : 'eturnium';
  const placed = projectPlaced({ project, sealed: sealSecret({ plus: 'design', minus: 'marketing' }) });
  expect((await session.dispatch(placed)).ok).toBe(true);
  const table = followingTurns(session, () => true);
  const follow = turnFollowOf(table)!;
  const game = () => session.state.game as DisruptState;
  /** The stored entry `back` entries from the newest. */
  const stored = async (back = 0) => (await db.events.where('sessionId').equals(record.id).sortBy('seq')).at(-1 - back)!.event;
  /** Turn done, as the board taps it: on the session itself, not through the sheets' following. */
  const turnDone = () => {
    const now = operationsTurn(game())!;
    return session.dispatch(turnEnded({ role: now.role, round: game().round, turnsEnded: game().turnsEnded ?? 0 }));
  };
  return { db, record, session, table, follow, game, stored, turnDone };
}

describe("a player's sheet after a board entry ended their turn", () => {
  it('keeps their payment in that action by default, stored with partOf; one tap files it in the turn under way', async () => {
    const { table, follow, game, stored } = await followedGame();
    // Ann's Worker plays a card: its cube, on the Projects sheet, ends her turn.
    expect((await table.dispatch(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }))).ok).toBe(true);
    expect(operationsTurn(game())).toEqual({ role: 'bpo', worker: 1 });
    expect(follow.ownLine('startupper')).toMatchObject({ kind: 'part-of', worker: 1, now: 'bpo' });
    expect(follow.ownLine('bpo')).toBeNull();
    // She pays for the card in her own sheet: part of her action, Bob's turn still to come.
    expect((await follow.dispatch(moneyAdjusted({ role: 'startupper', amount: -3 }), 'startupper')).ok).toBe(true);
    expect(await stored()).toMatchObject({ type: 'disrupt.money-adjusted', partOf: 'startupper' });
    expect(operationsTurn(game())).toEqual({ role: 'bpo', worker: 1 });
    // Her next entry there too; the table's tap says the one after is of Bob's turn (a card's owner paid).
    expect((await follow.dispatch(resourcesChanged({ role: 'startupper', kind: 'like', delta: -1 }), 'startupper')).ok).toBe(true);
    expect(await stored()).toMatchObject({ partOf: 'startupper' });
    follow.keepOwn('startupper', false);
    expect(follow.ownLine('startupper')).toMatchObject({ kind: 'in-turn', now: 'bpo', nowWorker: 1 });
    expect((await follow.dispatch(moneyAdjusted({ role: 'startupper', amount: 2 }), 'startupper')).ok).toBe(true);
    expect((await stored()).partOf).toBeUndefined();
    expect(operationsTurn(game())).toEqual({ role: 'bpo', worker: 1 });
    // Stored from anywhere else (no sheet named), her entry is of the turn under way, as before.
    expect((await table.dispatch(moneyAdjusted({ role: 'startupper', amount: 1 }))).ok).toBe(true);
    expect((await stored()).partOf).toBeUndefined();
  });
});

describe('History taking back the entry that ended the turn, with a payment kept in that action after it', () => {
  it('goes through, and its message names the payment now filed in the turn under way again', async () => {
    const { session, table, follow, game } = await followedGame();
    await table.dispatch(cubesChanged({ project: 'meeplebook', color: 'design', delta: 1 }));
    await follow.dispatch(moneyAdjusted({ role: 'startupper', amount: -3 }), 'startupper');
    const result = await session.takeBack([2, 3]);
    expect(result).toMatchObject({
      ok: true,
      refiled:
        '“Ann (Startupper) paid the bank 3M”, later, is now filed under Round 1 · Operations phase, no longer as part of Ann’s action.'
    });
    expect(game().millions.startupper).toBe(7);
    expect(operationsTurn(game())).toEqual({ role: 'startupper', worker: 1 });
  });
});

describe('a choice made for one Worker turn does not carry over to the next', () => {
  it('when an entry ends the turn', async () => {
    const { table, follow, game, stored } = await followedGame();
    await table.dispatch(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }));
    // During Bob's turn: Ann's sheet told her entries are of Bob's turn, the board sheet that its entries are Ann's.
    follow.keepOwn('startupper', false);
    follow.setPartOf('startupper');
    expect(follow.line).toMatchObject({ kind: 'part-of', role: 'bpo', previous: 'startupper' });
    // Bob's own entry ends his turn: Dan's turn, Bob's sheet back to its default, the board sheet's entries Dan's.
    expect((await table.dispatch(resourcesChanged({ role: 'bpo', kind: 'like', delta: 1 }))).ok).toBe(true);
    expect(operationsTurn(game())).toEqual({ role: 'leader', worker: 1 });
    expect(follow.line).toMatchObject({ kind: 'ends', role: 'leader', previous: 'bpo' });
    expect(follow.ownLine('startupper')).toBeNull();
    expect(follow.ownLine('bpo')).toMatchObject({ kind: 'part-of', now: 'leader' });
    // Bob's sheet said "in Dan's turn"; Dan's cube ends Dan's turn: Bob's sheet says nothing, Dan's keeps his entries.
    follow.keepOwn('bpo', false);
    expect((await table.dispatch(cubesChanged({ project: 'eturnium', color: 'marketing', delta: 1 }))).ok).toBe(true);
    expect(operationsTurn(game())).toEqual({ role: 'startupper', worker: 2 });
    expect(follow.ownLine('bpo')).toBeNull();
    expect(follow.ownLine('leader')).toMatchObject({ kind: 'part-of', now: 'startupper' });
    expect((await follow.dispatch(moneyAdjusted({ role: 'leader', amount: -1 }), 'leader')).ok).toBe(true);
    expect(await stored()).toMatchObject({ partOf: 'leader' });
  });

  it('when Turn done is tapped', async () => {
    const { table, follow, turnDone } = await followedGame();
    await table.dispatch(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }));
    follow.setPartOf('startupper');
    follow.keepOwn('startupper', false);
    expect((await turnDone()).ok).toBe(true);
    // Bob's turn done: a board entry now ends Dan's turn, not kept in anyone's action; Bob's sheet keeps his.
    expect(follow.line).toMatchObject({ kind: 'ends', role: 'leader', previous: 'bpo' });
    expect(follow.partOf).toBeNull();
    expect(follow.ownLine('startupper')).toBeNull();
    expect(follow.ownLine('bpo')).toMatchObject({ kind: 'part-of' });
    follow.keepOwn('bpo', false);
    expect((await turnDone()).ok).toBe(true);
    expect(follow.ownLine('leader')).toMatchObject({ kind: 'part-of', now: 'startupper', nowWorker: 2 });
    // Ann's second Worker turn done: Bob's again, as when the choices were made, but a new turn: neither is kept.
    expect((await turnDone()).ok).toBe(true);
    expect(follow.line).toMatchObject({ kind: 'ends', role: 'bpo', worker: 2, previous: 'startupper' });
    expect(follow.ownLine('startupper')).toMatchObject({ kind: 'part-of', worker: 2, now: 'bpo' });
  });

  it('when another phone ends the turn (a live merge, or another tab)', async () => {
    const { db, record, session, table, follow, game } = await followedGame();
    await table.dispatch(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }));
    follow.setPartOf('startupper');
    follow.keepOwn('startupper', false);
    const other = (await SessionStore.open(record.id, def, db))!;
    expect((await other.dispatch(turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 }))).ok).toBe(true);
    await session.store.refresh();
    expect(operationsTurn(game())).toEqual({ role: 'leader', worker: 1 });
    expect(follow.partOf).toBeNull();
    expect(follow.line).toMatchObject({ kind: 'ends', role: 'leader' });
    expect(follow.ownLine('startupper')).toBeNull();
    expect(follow.ownLine('bpo')).toMatchObject({ kind: 'part-of', now: 'leader' });
  });
});

describe("solo's round start on the board sheets", () => {
  it("takes the opponent's cube as its card, ending no Worker turn, until the table says Worker 1 began", async () => {
    const { table, follow, game } = await followedGame({ solo: true });
    expect(follow.opponentCard).toBe(true);
    expect(follow.line).toMatchObject({ kind: 'opponent-card', role: 'leader', worker: 1 });
    // The opponent's card: two cubes, Worker 1 still to come.
    expect((await table.dispatch(cubesChanged({ project: 'miniatureprime', color: 'development', delta: 1 }))).ok).toBe(true);
    expect((await table.dispatch(cubesChanged({ project: 'miniatureprime', color: 'design', delta: 1 }))).ok).toBe(true);
    expect(operationsTurn(game())).toEqual({ role: 'leader', worker: 1 });
    // The one tap: the player's Worker 1 begins, and its cube ends it.
    follow.workerBegins();
    expect(follow.opponentCard).toBe(false);
    expect(follow.line).toMatchObject({ kind: 'ends', worker: 1 });
    expect((await table.dispatch(cubesChanged({ project: 'miniatureprime', color: 'marketing', delta: 1 }))).ok).toBe(true);
    expect(operationsTurn(game())).toEqual({ role: 'leader', worker: 2 });
    expect(follow.opponentCard).toBe(false);
  });
});
