// Undo that passes over chance: take back the newest undoable gesture past spins and draws, refuse
// when a later entry depends on it, take back and put back any gesture from History, and keep
// "snapshot + tail" equal to a replay from the first entry after each change.
import { describe, expect, it } from 'vitest';
import { checkChange, EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { LogEntry } from '$lib/core/types';
import { readTail } from '$lib/db/log-reader';
import { SessionStore } from '$lib/db/session-store';
import type { LbState } from '$lib/games/logo-billionaire/state';
import { adjust, ANA, BEN, freshDb, newStore } from '../helpers';
import type { BoardroomDb } from '$lib/db/schema';

const game = (store: SessionStore) => store.state.game as LbState;
const spun = (player: string, value: number) => ({ type: 'lb.spun', v: 1, player, value });
const picked = (player: string, count: number) => ({ type: 'lb.cards-picked', v: 1, player, category: 'cars', count });
const announced = (player: string) => ({ type: 'lb.launch-announced', v: 1, player, category: 'cars', brandCards: 3, onTheUp: 0 });
const drawn = (card: number | 'bust') => ({ type: 'lb.card-drawn', v: 1, card });

/** The store's state and cursor equal a fold of the whole log from its first entry, and a fresh open. */
async function expectReplayEqual(db: BoardroomDb, store: SessionStore) {
  const all = await readTail(db, store.id, 0);
  const full = fold(
    store.def,
    { state: initialSessionState(store.def, store.record, store.record.createdAt), cursor: EMPTY_CURSOR },
    all,
    store.record.players
  );
  expect(full.refused).toEqual([]);
  expect(store.state).toEqual(full.state);
  expect(store.cursor).toEqual(full.cursor);
  const reopened = (await SessionStore.open(store.id, store.def, db))!;
  expect(reopened.state).toEqual(full.state);
  expect(reopened.cursor).toEqual(full.cursor);
}

describe('undo passes over chance', () => {
  it('a money slip made before the next player spun is taken back; the spin stays spun', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 100)); // the slip
    await store.dispatch({ type: 'lb.turn-ended', v: 1 });
    await store.dispatch(spun('p2', 4));
    // Undo reaches the turn's end, which Ben's spin depends on: refused, and it says so.
    const undo = await store.undo();
    expect(undo.ok).toBe(false);
    expect((undo as { reason: string }).reason).toMatch(
      /^Cannot undo “Ana ended the turn”: “Ben spun 4”, later, depends on it \(with it undone: .*\)\. An older change can be taken back in History\.$/
    );
    // History takes back the slip itself.
    expect((await store.takeBack([1])).ok).toBe(true);
    expect(game(store).balances.p1).toBe(50);
    expect(game(store).turn.spin).toBe(4);
    await expectReplayEqual(db, store);
  });

  it('undo skips the spin and takes back the payment before it', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 100));
    await store.dispatch(spun('p1', 3));
    expect((await store.undo()).ok).toBe(true);
    expect(game(store).balances.p1).toBe(50);
    expect(game(store).turn.spin).toBe(3);
    await expectReplayEqual(db, store);
  });

  it('refuses when a later draw depends on the gesture, names the draw, and stores nothing', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(picked('p1', 2));
    await store.dispatch(picked('p1', 1));
    await store.dispatch(announced('p1'));
    await store.dispatch(drawn(20));
    const seq = store.seq;
    const result = await store.undo();
    expect(result).toMatchObject({ ok: false, refused: true });
    expect((result as { reason: string }).reason).toMatch(/Cannot undo “Ana started a Cars .*”: “Ana drew 20M”, later, depends on it/);
    expect(store.seq).toBe(seq);
    expect(await db.events.count()).toBe(seq);
    expect(game(store).launch?.draws).toEqual([20]);
    await expectReplayEqual(db, store);
  });

  it('refuses to take back a pick-up that the announced company is made of (a company is cards held)', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(picked('p1', 2));
    await store.dispatch(picked('p1', 1));
    await store.dispatch({ ...announced('p1'), v: 2 });
    const seq = store.seq;
    const result = await store.takeBack([2]);
    expect(result).toMatchObject({ ok: false, refused: true });
    expect((result as { reason: string }).reason).toBe(
      'Cannot take back “Ana picked up 1 Cars card”: “Ana started a Cars (3 cards) launch”, later, depends on it (with it taken back: Ana holds 2 Cars cards: a company needs 3 or more).'
    );
    expect(store.seq).toBe(seq);
    expect(game(store).brands.p1.cars).toBe(3);
    await expectReplayEqual(db, store);
  });

  it('takes back an entry 1,000 entries ago, puts it back, and the snapshots stay right', { timeout: 30_000 }, async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    for (let i = 1; i <= 1200; i++) await store.dispatch(adjust(i % 2 ? 'p1' : 'p2', i % 5 === 0 ? 2 : 1));
    const target = store.seq - 1000; // seq 200: p2 +2
    const before = { ...game(store).balances };
    expect((await store.takeBack([target])).ok).toBe(true);
    expect(game(store).balances).toEqual({ ...before, p2: before.p2 - 2 });
    await expectReplayEqual(db, store);
    // Undo now takes the newest gesture; redo puts back the one taken back last.
    expect((await store.redo()).ok).toBe(true);
    expect(game(store).balances).toEqual(before);
    await expectReplayEqual(db, store);
    expect((await store.takeBack([target])).ok).toBe(true);
    await store.dispatch(adjust('p1', 1));
    expect(store.canRedo).toBe(false);
    expect((await store.putBack([target])).ok).toBe(true);
    expect(game(store).balances).toEqual({ ...before, p1: before.p1 + 1 });
    await expectReplayEqual(db, store);
  });

  it('refuses a take-back of a result of chance, of part of a gesture, or of something already taken back', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(spun('p1', 2));
    await store.dispatch([adjust('p1', 1), adjust('p2', 1)]);
    expect(await store.takeBack([1])).toMatchObject({ ok: false, reason: expect.stringMatching(/chance/) });
    expect(await store.takeBack([2])).toMatchObject({ ok: false, reason: expect.stringMatching(/part of a gesture/) });
    expect((await store.takeBack([2, 3])).ok).toBe(true);
    expect(await store.takeBack([2, 3])).toMatchObject({ ok: false, reason: expect.stringMatching(/already/) });
    expect(await store.putBack([1])).toMatchObject({ ok: false });
    await expectReplayEqual(db, store);
  });

  it('refuses to put back a payment that later spending made impossible', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', -40)); // Ana pays the bank 40
    await store.undo();
    await store.dispatch({ type: 'money.paid', v: 1, from: 'p1', to: 'p2', amount: 45 });
    const result = await store.putBack([1]);
    expect(result.ok).toBe(false);
    expect((result as { reason: string }).reason).toMatch(
      /Cannot put back “Ana paid the bank 40M”: “Ana paid Ben 45M”, later, depends on it/
    );
    await expectReplayEqual(db, store);
  });
});

describe('the take-back check on a damaged log (an entry the rules refuse today)', () => {
  // Ana starts with 50M. Entry 2 asks her for 45M when she has 10M: the log refuses it today and
  // leaves it out. The check folds today's log only where a refused entry needs it; these cases
  // walk past such an entry to reach the one that breaks.
  const log = async () => {
    const db = freshDb();
    const { def, record } = await newStore(db);
    const events = [
      adjust('p1', -40),
      { type: 'money.paid', v: 1, from: 'p1', to: 'p2', amount: 45 },
      adjust('p1', 30),
      { type: 'money.paid', v: 1, from: 'p1', to: 'p2', amount: 35 }
    ];
    const entries: LogEntry[] = events.map((event, i) => ({ sessionId: record.id, seq: i + 1, at: record.createdAt + i, event }));
    const base = initialSessionState(def, record, record.createdAt);
    const change = (type: 'history.undone' | 'history.redone', targets: number[], seq = 5): LogEntry => ({
      sessionId: record.id,
      seq,
      at: record.createdAt + 10,
      event: { type, v: 1, targets }
    });
    return { def, record, entries, base, change };
  };

  it('the entry refused today stays left out; the later one that would break is named in the words of today', async () => {
    const { def, entries, base, change } = await log();
    expect(fold(def, { state: base, cursor: EMPTY_CURSOR }, entries, [ANA, BEN]).refused).toEqual([2]);
    const check = checkChange(def, base, entries, change('history.undone', [3]), [ANA, BEN]);
    expect(check.ok).toBe(false);
    const broken = (check as { broken: { seq: number; text: string; targetText: string } }).broken;
    expect(broken.seq).toBe(4);
    expect(broken.text).toBe('Ana paid Ben 35M');
    expect(broken.targetText).toMatch(/^Ana .*30M/);
  });

  it('a change nothing depends on gives the state of the whole log folded with it', async () => {
    const { def, entries, base, change } = await log();
    const takeBack = change('history.undone', [4]);
    const check = checkChange(def, base, entries, takeBack, [ANA, BEN]);
    expect(check.ok).toBe(true);
    const folded = fold(def, { state: base, cursor: EMPTY_CURSOR }, [...entries, takeBack], [ANA, BEN]);
    expect((check as { state: unknown }).state).toEqual(folded.state);
    expect((folded.state.game as LbState).balances).toEqual({ p1: 40, p2: 50 });
  });

  it('putting back a change that an entry applying today cannot follow is refused and names that entry', async () => {
    const { def, entries, base, change } = await log();
    // Entry 1 (Ana pays the bank 40M) taken back: entry 2 (Ana pays Ben 45M of her 50M) applies today.
    const taken = [...entries.slice(0, 2), change('history.undone', [1], 3)];
    const check = checkChange(def, base, taken, change('history.redone', [1], 4), [ANA, BEN]);
    expect(check.ok).toBe(false);
    expect((check as { broken: { seq: number } }).broken.seq).toBe(2);
  });
});
