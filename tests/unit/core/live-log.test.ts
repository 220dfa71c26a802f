import { describe, expect, it } from 'vitest';
import {
  counterOf,
  fromShared,
  lastCounter,
  ownRedoTarget,
  ownUndoTarget,
  planMirror,
  toShared,
  waitingAfter,
  type SharedEntry
} from '$lib/core/live-log';
import { controlProblem, EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameEvent, LogEntry, SessionConfig } from '$lib/core/types';
import * as lb from '$lib/games/logo-billionaire/events';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import type { Category } from '$lib/games/logo-billionaire/state';

const paid = (n: number) => ({ type: 'money.paid', v: 1, amount: n });
const shared = (id: string, event: SharedEntry['event'], extra: Partial<SharedEntry> = {}): SharedEntry => ({
  id,
  device: id.split(':')[0],
  seat: null,
  at: 1000,
  event,
  ...extra
});

describe('the shared log and the stored one', () => {
  it('numbers the shared order and translates gestures and undo marks from ids to seqs', () => {
    const log = fromShared('s', [
      shared('b:1', paid(1)),
      shared('a:1', paid(2), { gesture: 'a:1' }),
      shared('a:2', paid(3), { gesture: 'a:1' }),
      shared('b:2', { type: 'history.undone', v: 1, targets: ['a:1', 'a:2'] })
    ]);
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(log[2].gesture).toBe(2);
    expect(log[3].event).toEqual({ type: 'history.undone', v: 1, targets: [2, 3] });
    // Back to the shared shape: the mark names ids again, whatever seqs it has here.
    expect(toShared(log[3])!.event).toEqual({ type: 'history.undone', v: 1, targets: ['a:1', 'a:2'] });
    expect(toShared(log[2])!.gesture).toBe('a:1');
  });

  it('rewrites only from the first position that differs, and appends what the shared log lacks', () => {
    const local: LogEntry[] = fromShared('s', [shared('a:1', paid(1)), shared('a:2', paid(2)), shared('a:3', paid(3))]);
    // The table has a:1, then b:1 merged before a:2; a:3 never reached the shared log.
    const plan = planMirror('s', local, [shared('a:1', paid(1)), shared('b:1', paid(9)), shared('a:2', paid(2))]);
    expect(plan.fromSeq).toBe(2);
    expect(plan.entries.map((e) => [e.seq, e.live!.id])).toEqual([
      [2, 'b:1'],
      [3, 'a:2'],
      [4, 'a:3']
    ]);
    expect(plan.missing.map((e) => e.id)).toEqual(['a:3']);
  });

  it('counts an entry the shared log holds twice once, where it first stands', () => {
    const local: LogEntry[] = fromShared('s', [shared('a:1', paid(1)), shared('a:2', paid(2))]);
    const twice = [shared('a:1', paid(1)), shared('a:2', paid(2)), shared('b:1', paid(9)), shared('a:2', paid(2))];
    const plan = planMirror('s', local, twice);
    expect(plan.fromSeq).toBe(3);
    expect(plan.entries.map((e) => [e.seq, e.live!.id])).toEqual([[3, 'b:1']]);
    expect(plan.missing).toEqual([]);
  });

  it('plans nothing when the stored log is the shared one', () => {
    const entries = [shared('a:1', paid(1)), shared('b:1', paid(2))];
    expect(planMirror('s', fromShared('s', entries), entries)).toEqual({ fromSeq: null, entries: [], missing: [] });
  });

  it('counts a device’s own ids only', () => {
    expect(counterOf('dev-1:12', 'dev-1')).toBe(12);
    expect(counterOf('dev-12:3', 'dev-1')).toBeNull();
    expect(lastCounter(['a:3', 'b:9', 'a:7'], 'a')).toBe(7);
  });

  it('counts the changes still waiting after a reload: this device’s entries above the acknowledged counter', () => {
    const ids = ['a:1', 'b:1', 'a:2', 'a:3', 'b:2', 'a:4'];
    expect(waitingAfter(ids, 'a', 2)).toBe(2);
    expect(waitingAfter(ids, 'a', 4)).toBe(0);
    expect(waitingAfter(ids, 'a', 0)).toBe(4);
    expect(waitingAfter(ids, 'c', 0)).toBe(0);
  });

  it('undoes this phone’s newest gesture, not the table’s', () => {
    const device = new Map([
      [1, 'a'],
      [2, 'b'],
      [3, 'a'],
      [5, 'b']
    ]);
    const cursor = { undo: [[1], [2], [3, 4], [5]], redo: [] };
    expect(ownUndoTarget(cursor, (s) => device.get(s), 'a')).toEqual([3, 4]);
    expect(ownUndoTarget(cursor, (s) => device.get(s), 'b')).toEqual([5]);
    expect(ownUndoTarget(cursor, (s) => device.get(s), 'c')).toBeNull();
  });

  it('redoes this phone’s own gesture taken back last, not the one another phone took back after it', () => {
    // Ben's phone (b) undid its +2 Snacks (seq 1), then Ana's phone (a) undid its payment (seq 2).
    const device = new Map([
      [1, 'b'],
      [2, 'a']
    ]);
    const cursor = { undo: [], redo: [[1], [2]] };
    expect(ownRedoTarget(cursor, (s) => device.get(s), 'b')).toEqual([1]);
    expect(ownRedoTarget(cursor, (s) => device.get(s), 'a')).toEqual([2]);
    expect(ownRedoTarget(cursor, (s) => device.get(s), 'c')).toBeNull();
  });

  it('passes over this phone’s gestures the merge refused (they changed nothing) to its newest that stands', () => {
    const players = ['Ana', 'Ben', 'Cleo'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
    const config: SessionConfig = { kind: 'logo-billionaire', players, options: { rules: 'apprentice', firstPlayer: 'p1' } };
    const pick = (player: string, category: Category, turn: number) => lb.cardsPicked({ player, category, count: 2, turn });
    // Phone b entered Ana's pick-up; then, cut from the table, a pick-up and her Next player of
    // turn 1 that the merge puts in Ben's turn 2 (refused); phone c only such a pick-up. Phone a's
    // last tap is one gesture of two pick-ups, the first refused and the second counted.
    const log: [string, GameEvent, number?][] = [
      ['b', pick('p1', 'cars', 1)],
      ['a', lb.spun({ player: 'p1', value: 3, turn: 1 })],
      ['a', lb.turnEnded({ player: 'p1', turn: 1 })],
      ['a', lb.spun({ player: 'p2', value: 2, turn: 2 })],
      ['b', pick('p1', 'home', 1)],
      ['b', lb.turnEnded({ player: 'p1', turn: 1 })],
      ['c', pick('p3', 'home', 1)],
      ['a', pick('p2', 'snacks', 1), 8],
      ['a', pick('p2', 'sweets', 2), 8]
    ];
    const entries: LogEntry[] = log.map(([, event, gesture], i) => ({
      sessionId: 's',
      seq: i + 1,
      at: i + 1,
      event,
      ...(gesture ? { gesture } : {})
    }));
    const base = { state: initialSessionState(logoBillionaire, config, 0), cursor: EMPTY_CURSOR };
    const folded = fold(logoBillionaire, base, entries, players);
    expect(folded.refused).toEqual([5, 6, 7, 8]);
    const deviceOf = (seq: number) => log[seq - 1]?.[0];
    expect(ownUndoTarget(folded.cursor, deviceOf, 'b')).toEqual([1]);
    expect(ownUndoTarget(folded.cursor, deviceOf, 'c')).toBeNull();
    const own = ownUndoTarget(folded.cursor, deviceOf, 'a');
    expect(own).toEqual([8, 9]);
    // What Undo picks is a whole gesture the core lets it take back.
    for (const targets of [[1], own!])
      expect(controlProblem(logoBillionaire, entries, { type: 'history.undone', v: 1, targets })).toBeNull();
    // Folded from a snapshot taken mid-log, the stack is the same.
    const half = fold(logoBillionaire, base, entries.slice(0, 6), players);
    expect(fold(logoBillionaire, { state: half.state, cursor: half.cursor }, entries.slice(6), players).cursor).toEqual(folded.cursor);
  });
});
