import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, historyLines, initialSessionState } from '$lib/core/log';
import { applyClock, elapsedMs, formatElapsed, IDLE_PAUSE_MS, isIdle, startedClock } from '$lib/core/clock';
import { isInvalid, type Player } from '$lib/core/types';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';

const players: Player[] = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];

describe('history lines and the play clock', () => {
  it('lists events newest first, undone ones marked, control entries not listed', () => {
    const initial = initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players, options: {} }, 0);
    const e = (seq: number, event: Record<string, unknown>) => ({
      sessionId: 's',
      seq,
      at: seq * 1000,
      event: { v: 1, ...event } as never
    });
    const lines = historyLines(
      logoBillionaire,
      initial,
      [
        e(1, { type: 'money.paid', from: 'p1', to: 'p2', amount: 4 }),
        e(2, { type: 'lb.turn-ended' }),
        e(3, { type: 'history.undone', targets: [2] }),
        e(4, { type: 'tool.used', result: { tool: 'coin', side: 'heads' } })
      ],
      players
    );
    expect(lines.map((l) => [l.seq, l.text, l.undone, l.kind, l.period])).toEqual([
      [4, 'Flipped a coin: heads', false, 'chance', 'Turn 1'],
      [2, 'Ana ended the turn', true, 'undoable', 'Turn 1'],
      [1, 'Ana paid Ben 4M', false, 'undoable', 'Turn 1']
    ]);
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

  const MIN = 60_000;
  const entry = (seq: number, at: number, event: Record<string, unknown>) => ({
    sessionId: 's',
    seq,
    at,
    event: { v: 1, ...event } as never
  });
  const initialAt0 = () => initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players, options: {} }, 0);

  it('pauses itself after 30 minutes without a tap, counting only up to the last tap, and says so in the history', () => {
    const entries = [
      entry(1, 10 * MIN, { type: 'money.adjusted', player: 'p1', amount: 10 }),
      entry(2, 12 * 60 * MIN, { type: 'money.adjusted', player: 'p2', amount: 10 })
    ];
    const afterFirst = fold(logoBillionaire, { state: initialAt0(), cursor: EMPTY_CURSOR }, entries.slice(0, 1), players).state;
    // Left open overnight: the clock shows the time up to the last tap, not the night.
    expect(elapsedMs(afterFirst.clock, 10 * MIN + IDLE_PAUSE_MS - 1)).toBe(10 * MIN + IDLE_PAUSE_MS - 1);
    expect(isIdle(afterFirst.clock, 10 * MIN + IDLE_PAUSE_MS + 1)).toBe(true);
    expect(elapsedMs(afterFirst.clock, 11 * 60 * MIN)).toBe(10 * MIN);
    // The next tap starts it again from that tap.
    const afterBoth = fold(logoBillionaire, { state: initialAt0(), cursor: EMPTY_CURSOR }, entries, players).state;
    expect(elapsedMs(afterBoth.clock, 12 * 60 * MIN + 5 * MIN)).toBe(15 * MIN);
    const lines = historyLines(logoBillionaire, initialAt0(), entries, players);
    expect(lines.map((l) => l.kind)).toEqual(['undoable', 'clock', 'undoable']);
    expect(lines[1].text).toMatch(/paused itself after 30 minutes without a tap/);
    expect(lines[1].at).toBe(10 * MIN + IDLE_PAUSE_MS);
  });

  it('stops when the game ends and keeps the final time; it cannot be resumed', () => {
    const entries = [entry(1, 20 * MIN, { type: 'money.adjusted', player: 'p1', amount: 1000 })];
    const state = fold(logoBillionaire, { state: initialAt0(), cursor: EMPTY_CURSOR }, entries, players).state;
    expect((state.game as { winner: string | null }).winner).toBe('p1');
    expect(state.clock.running).toBe(false);
    expect(state.clock.stopped).toBe(true);
    expect(elapsedMs(state.clock, 1000 * 60 * MIN)).toBe(20 * MIN);
    expect(isInvalid(applyClock(state.clock, { type: 'clock.resumed', v: 1 }, 30 * MIN))).toBe(true);
    // Undoing the winning payment brings the game, and its clock, back; the minute spent on the
    // result before the undo is not play, so it is not counted.
    const undone = fold(
      logoBillionaire,
      { state: initialAt0(), cursor: EMPTY_CURSOR },
      [...entries, entry(2, 21 * MIN, { type: 'history.undone', targets: [1] })],
      players
    ).state;
    expect(undone.clock.running).toBe(true);
    expect(elapsedMs(undone.clock, 22 * MIN)).toBe(21 * MIN);
  });
});

describe('history grouped by turn, with dates when not today', () => {
  it('groups consecutive lines of one period and says the date only for another day', async () => {
    const { groupByPeriod } = await import('$lib/state/history');
    const { entryTime } = await import('$lib/time');
    const line = (seq: number, period: string) => ({
      key: String(seq),
      seq,
      at: 0,
      text: `e${seq}`,
      undone: false,
      kind: 'undoable' as const,
      period,
      gesture: [seq]
    });
    const groups = groupByPeriod([line(5, 'Turn 3'), line(4, 'Turn 3'), line(3, 'Turn 2'), line(2, 'Turn 1'), line(1, 'Turn 1')]);
    expect(groups.map((g) => [g.period, g.lines.map((l) => l.seq)])).toEqual([
      ['Turn 3', [5, 4]],
      ['Turn 2', [3]],
      ['Turn 1', [2, 1]]
    ]);
    const now = new Date(2026, 11, 3, 22, 0).getTime();
    expect(entryTime(new Date(2026, 11, 3, 21, 14).getTime(), now)).toBe('21:14');
    expect(entryTime(new Date(2026, 11, 2, 21, 14).getTime(), now)).toBe('2 Dec 21:14');
    expect(entryTime(new Date(2025, 11, 2, 9, 5).getTime(), now)).toBe('2 Dec 2025 09:05');
  });

  it('writes dates and times by hand as they were written before: 24-hour clock, day, short month, year', async () => {
    const { clockTime, entryTime, relativeTime, shortDate } = await import('$lib/time');
    expect(clockTime(new Date(2026, 0, 1, 0, 5).getTime())).toBe('00:05');
    expect(clockTime(new Date(2026, 0, 1, 23, 59).getTime())).toBe('23:59');
    expect(shortDate(new Date(2026, 8, 30, 12).getTime())).toBe('30 Sep 2026');
    expect(shortDate(new Date(2025, 0, 1).getTime())).toBe('1 Jan 2025');
    const now = new Date(2026, 11, 3, 22, 0).getTime();
    expect(relativeTime(now - 30_000, now)).toBe('just now');
    expect(relativeTime(now - 3 * 86_400_000, now)).toBe('3 days ago');
    expect(relativeTime(new Date(2026, 10, 2, 10).getTime(), now)).toBe('2 Nov 2026');
    // Every month of a year (not today): the same text as en-GB writes it, September aside ("Sept" there).
    for (let month = 0; month < 12; month++) {
      const at = new Date(2025, month, 14, 7, 3).getTime();
      const intl = `${new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).replace('Sept', 'Sep')} 07:03`;
      expect(entryTime(at, now)).toBe(intl);
    }
  });
});
