import { describe, expect, it } from 'vitest';
import {
  counterOf,
  fromShared,
  lastCounter,
  ownUndoTarget,
  planMirror,
  toShared,
  waitingAfter,
  type SharedEntry
} from '$lib/core/live-log';
import type { LogEntry } from '$lib/core/types';

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
});
