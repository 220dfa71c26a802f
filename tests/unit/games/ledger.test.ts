import { describe, expect, it } from 'vitest';
import { isInvalid, type Player } from '$lib/core/types';
import { applyLedger, describeLedger, ledgerGame, type LedgerState } from '$lib/games/ledger/ledger';
import { EMPTY_CURSOR, historyLines, initialSessionState } from '$lib/core/log';
import { elapsedMs, formatElapsed, applyClock, startedClock } from '$lib/core/table';

const players: Player[] = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];
const start: LedgerState = { balances: { p1: 10, p2: 4 }, round: 3, finished: false };
const apply = (event: Record<string, unknown>) => applyLedger('disrupt', start, { v: 1, ...event } as never, players);

describe('ledger rules', () => {
  it('pays between players and adjusts', () => {
    expect(apply({ type: 'money.paid', from: 'p1', to: 'p2', amount: 4 })).toEqual({ ...start, balances: { p1: 6, p2: 8 } });
    expect(apply({ type: 'money.adjusted', player: 'p2', amount: -4 })).toEqual({ ...start, balances: { p1: 10, p2: 0 } });
  });

  it.each([
    [{ type: 'money.paid', from: 'p1', to: 'p2', amount: 11 }, /Ana has only 10M; cannot pay 11M/],
    [{ type: 'money.paid', from: 'p1', to: 'p1', amount: 1 }, /themselves/],
    [{ type: 'money.paid', from: 'p1', to: 'zz', amount: 1 }, /two players/],
    [{ type: 'money.paid', from: 'p1', to: 'p2', amount: 0 }, /zero/],
    [{ type: 'money.paid', from: 'p1', to: 'p2', amount: -1 }, /negative/],
    [{ type: 'money.paid', from: 'p1', to: 'p2', amount: 1.5 }, /whole/],
    [{ type: 'money.paid', from: 'p1', to: 'p2', amount: '3' }, /number/],
    [{ type: 'money.adjusted', player: 'p2', amount: -5 }, /Ben has only 4M/],
    [{ type: 'money.adjusted', player: 'p2', amount: 2e9 }, /At most/],
    [{ type: 'unknown.thing' }, /does not know/]
  ])('refuses %o', (event, message) => {
    const result = apply(event);
    expect(isInvalid(result)).toBe(true);
    if (isInvalid(result)) expect(result.invalid).toMatch(message);
  });

  it('a finished game refuses changes until reopened', () => {
    const finished = { ...start, finished: true };
    expect(isInvalid(applyLedger('disrupt', finished, { type: 'round.advanced', v: 1 }, players))).toBe(true);
    expect(applyLedger('disrupt', finished, { type: 'session.reopened', v: 1 }, players)).toEqual(start);
  });

  it('describes events as history lines', () => {
    expect(describeLedger('disrupt', { type: 'money.paid', v: 1, from: 'p1', to: 'p2', amount: 4 }, start, players)).toBe('Round 3 · Ana paid Ben 4M');
    expect(describeLedger('it-startup', { type: 'money.adjusted', v: 1, player: 'p2', amount: 2 }, start, players)).toBe('Round 3 · Ben got 2 resources');
    expect(describeLedger('disrupt', { type: 'round.advanced', v: 1 }, start, players)).toBe('Round 4 began');
  });

  it('sets up from the starting amounts, with the rulebook default', () => {
    const def = ledgerGame('logo-billionaire');
    expect(def.setup({ kind: 'logo-billionaire', players, options: {} }).balances).toEqual({ p1: 50, p2: 50 });
    expect(def.setup({ kind: 'disrupt', players, options: { startingAmounts: { p1: 25, p2: 10 } } }).balances).toEqual({ p1: 25, p2: 10 });
    expect(() => def.setup({ kind: 'disrupt', players, options: { startingAmounts: { p1: 2.5 } } })).toThrow(RangeError);
  });
});

describe('history lines and the play clock', () => {
  it('lists events newest first, undone ones marked, control entries not listed', () => {
    const def = ledgerGame('disrupt');
    const initial = initialSessionState(def, { kind: 'disrupt', players, options: { startingAmounts: { p1: 5, p2: 5 } } }, 0);
    const e = (seq: number, event: Record<string, unknown>) => ({ sessionId: 's', seq, at: seq * 1000, event: { v: 1, ...event } as never });
    const lines = historyLines(def, initial, [
      e(1, { type: 'money.paid', from: 'p1', to: 'p2', amount: 4 }),
      e(2, { type: 'round.advanced' }),
      e(3, { type: 'history.undone', targets: [2] }),
      e(4, { type: 'tool.used', result: { tool: 'coin', side: 'heads' } })
    ], players);
    expect(lines.map((l) => [l.seq, l.text, l.undone, l.kind])).toEqual([
      [4, 'Flipped a coin: heads', false, 'chance'],
      [2, 'Round 2 began', true, 'undoable'],
      [1, 'Round 1 · Ana paid Ben 4M', false, 'undoable']
    ]);
    expect(EMPTY_CURSOR).toEqual({ undo: [], redo: [] });
  });

  it('counts play time across pauses', () => {
    let clock = startedClock(0);
    clock = applyClock(clock, { type: 'clock.paused', v: 1 }, 60_000) as typeof clock;
    expect(elapsedMs(clock, 999_999)).toBe(60_000);
    expect(isInvalid(applyClock(clock, { type: 'clock.paused', v: 1 }, 70_000))).toBe(true);
    clock = applyClock(clock, { type: 'clock.resumed', v: 1 }, 100_000) as typeof clock;
    expect(elapsedMs(clock, 130_000)).toBe(90_000);
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(65_000)).toBe('1:05');
  });
});
