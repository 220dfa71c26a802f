import { describe, expect, it } from 'vitest';
import { historyLines, initialSessionState } from '$lib/core/log';
import { applyClock, elapsedMs, formatElapsed, startedClock } from '$lib/core/table';
import { isInvalid, type Player } from '$lib/core/types';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';

const players: Player[] = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];

describe('history lines and the play clock', () => {
  it('lists events newest first, undone ones marked, control entries not listed', () => {
    const initial = initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players, options: {} }, 0);
    const e = (seq: number, event: Record<string, unknown>) => ({ sessionId: 's', seq, at: seq * 1000, event: { v: 1, ...event } as never });
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
    expect(lines.map((l) => [l.seq, l.text, l.undone, l.kind])).toEqual([
      [4, 'Flipped a coin: heads', false, 'chance'],
      [2, 'Turn 1 · Ana ended the turn', true, 'undoable'],
      [1, 'Turn 1 · Ana paid Ben 4M', false, 'undoable']
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
});
