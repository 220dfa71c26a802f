// The turn clock: a tap on the player whose turn it is times their turn; in a game the taps are
// core entries of the log that Undo passes over, the times follow the play clock (pause, the idle
// rule, the game's end), survive a fresh open, and show on the result.
import { describe, expect, it } from 'vitest';
import { IDLE_PAUSE_MS } from '$lib/core/clock';
import { EMPTY_CURSOR, fold, historyLines, initialSessionState } from '$lib/core/log';
import { applyTurnClock, turnClockStarted, turnClockStopped, turnTotals, type TurnClock } from '$lib/core/turn-clock';
import { isInvalid } from '$lib/core/types';
import { readGameForResult } from '$lib/db/result-data';
import { readTail } from '$lib/db/log-reader';
import { SessionStore } from '$lib/db/session-store';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { resultView } from '$lib/state/result-view';
import { adjust, ANA, BEN, freshDb, newStore } from '../helpers';

const S = 1000;
const balance = (store: SessionStore) => (store.state.game as { balances: Record<string, number> }).balances.p1;
const MIN = 60 * S;

describe('the turn clock in Tools (no game)', () => {
  it('times each seat from the tap on it to the next tap', () => {
    const seats = [
      { id: 'seat-1', name: 'Seat 1' },
      { id: 'seat-2', name: 'Seat 2' }
    ];
    let tc: TurnClock | undefined;
    const tap = (event: ReturnType<typeof turnClockStarted> | ReturnType<typeof turnClockStopped>, at: number) => {
      const next = applyTurnClock(tc, null, event, at, seats);
      if (isInvalid(next)) return next.invalid;
      tc = next;
      return null;
    };
    expect(tap(turnClockStarted('seat-1'), 0)).toBeNull();
    expect(tap(turnClockStarted('seat-1'), 5 * S)).toBe("It is already Seat 1's turn on the turn clock.");
    expect(tap(turnClockStarted('seat-2'), 30 * S)).toBeNull();
    expect(turnTotals(tc!, null, 50 * S)).toEqual({ 'seat-1': 30 * S, 'seat-2': 20 * S });
    expect(tap(turnClockStopped(), 60 * S)).toBeNull();
    expect(tap(turnClockStopped(), 61 * S)).toBe('The turn clock is not running.');
    expect(turnTotals(tc!, null, 90 * MIN)).toEqual({ 'seat-1': 30 * S, 'seat-2': 30 * S });
    expect(tc!.turns).toEqual({ 'seat-1': 1, 'seat-2': 1 });
    expect(tap(turnClockStarted('seat-9'), 70 * S)).toBe('That player is not in this game.');
  });
});

describe('the turn clock in a game', () => {
  it('counts who took how long, waits while the play clock is paused, and is passed over by Undo', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    const t0 = store.record.createdAt;
    const startingBalance = balance(store);
    await store.dispatch(turnClockStarted('p1'), t0 + 10 * S);
    await store.dispatch(adjust('p1', 10), t0 + 40 * S);
    await store.dispatch({ type: 'clock.paused', v: 1 }, t0 + 70 * S);
    await store.dispatch({ type: 'clock.resumed', v: 1 }, t0 + 5 * MIN);
    await store.dispatch(turnClockStarted('p2'), t0 + 5 * MIN + 20 * S);
    expect(store.state.turnClock!.totals).toEqual({ p1: 80 * S });
    expect(turnTotals(store.state.turnClock!, store.state.clock, t0 + 6 * MIN)).toEqual({ p1: 80 * S, p2: 40 * S });
    // Undo takes back the money, not a tap on the turn clock.
    expect((await store.undo(t0 + 6 * MIN)).ok).toBe(true);
    expect(store.state.turnClock!.current).toBe('p2');
    expect(balance(store)).toBe(startingBalance);
    const reopened = (await SessionStore.open(store.id, store.def, db))!;
    expect(reopened.state.turnClock).toEqual(store.state.turnClock);
    const lines = historyLines(
      logoBillionaire,
      initialSessionState(store.def, store.record, store.record.createdAt),
      await readTail(db, store.id, 0),
      store.record.players
    );
    expect(lines.map((l) => l.text)).toContain("Turn clock: Ben's turn");
    expect(lines.find((l) => l.text === "Turn clock: Ana's turn")?.kind).toBe('neutral');
  });

  it('after 30 idle minutes a turn counts up to the last tap, as the play clock does', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    const t0 = store.record.createdAt;
    await store.dispatch(turnClockStarted('p1'), t0);
    await store.dispatch(adjust('p1', 10), t0 + MIN);
    // Dinner: the next tap comes two hours later; Ana's turn gains only the time to the last tap.
    await store.dispatch(adjust('p1', 10), t0 + MIN + 2 * 60 * MIN);
    await store.dispatch(turnClockStarted('p2'), t0 + 2 * MIN + 2 * 60 * MIN);
    expect(store.state.turnClock!.totals.p1).toBe(2 * MIN);
    expect(IDLE_PAUSE_MS).toBeLessThan(2 * 60 * MIN);
  });

  it('stops with the game; its totals show on the result, and a game without it shows none', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    const t0 = store.record.createdAt;
    await store.dispatch(turnClockStarted('p2'), t0 + S);
    await store.dispatch(turnClockStarted('p1'), t0 + 31 * S);
    await store.dispatch(adjust('p1', 950), t0 + 91 * S);
    expect(store.record.status).toBe('finished');
    expect(store.state.turnClock).toMatchObject({ current: null, totals: { p1: 60 * S, p2: 30 * S } });
    const refused = await store.dispatch(turnClockStarted('p2'), t0 + 100 * S);
    expect(refused).toMatchObject({ ok: false, reason: 'The game is over: its turn clock has stopped.' });
    const view = resultView(logoBillionaire, (await readGameForResult(store.id, db))!)!;
    expect(view.turnTimes).toEqual([
      { player: 'p1', name: 'Ana', color: ANA.color, ms: 60 * S, turns: 1 },
      { player: 'p2', name: 'Ben', color: BEN.color, ms: 30 * S, turns: 1 }
    ]);

    const other = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await other.store.dispatch(adjust('p2', 950));
    expect(resultView(logoBillionaire, (await readGameForResult(other.store.id, db))!)!.turnTimes).toBeNull();
  });

  it('a replay from the first entry gives the same times as the taps did', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    const t0 = store.record.createdAt;
    await store.dispatch(turnClockStarted('p1'), t0 + S);
    await store.dispatch(adjust('p1', 5), t0 + 3 * S);
    await store.dispatch(turnClockStopped(), t0 + 9 * S);
    const replay = fold(
      store.def,
      { state: initialSessionState(store.def, store.record, store.record.createdAt), cursor: EMPTY_CURSOR },
      await readTail(db, store.id, 0),
      store.record.players
    );
    expect(replay.state).toEqual(store.state);
    expect(store.state.turnClock!.totals).toEqual({ p1: 8 * S });
  });
});
