/**
 * The live table's log, in pure functions: a phone's stored entries (numbered by seq) and the shared
 * log's entries (named by `<device>:<counter>` ids, in the order Yjs agreed on) turned into each
 * other, and the plan that rewrites a phone's log to the shared order. The shared entry's shape is
 * the contract of docs/live-table.md. No Yjs, Dexie or DOM here: the bridge (src/lib/live) reads the
 * shared document and src/lib/db writes the plan.
 */
import { canonical } from './entered-twice';
import { isControl, type Cursor } from './log';
import type { ControlEvent, GameEvent, LiveStamp, LogEntry } from './types';

/** One item of the shared log (`doc.getArray('log')`): immutable plain JSON. */
export interface SharedEntry {
  id: string;
  device: string;
  seat: string | null;
  at: number;
  /** The id of the gesture's first entry, when the gesture logged several. */
  gesture?: string;
  /** The game's event; an undo or redo mark names its targets by entry id. */
  event: GameEvent;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The counter of an entry id made by `device`, or null when the id is another device's. */
export function counterOf(id: string, device: string): number | null {
  const colon = id.lastIndexOf(':');
  if (colon < 0 || id.slice(0, colon) !== device) return null;
  const counter = Number(id.slice(colon + 1));
  return Number.isSafeInteger(counter) && counter >= 0 ? counter : null;
}

/** The highest counter `device` has used in `ids` (0 when none): the next entry takes the one after it. */
export function lastCounter(ids: Iterable<string>, device: string): number {
  let last = 0;
  for (const id of ids) last = Math.max(last, counterOf(id, device) ?? 0);
  return last;
}

/**
 * This device's entries above the highest counter the table acknowledged: the changes still waiting
 * for the server, as a phone that reloaded offline counts them again from its own copy of the log.
 */
export function waitingAfter(ids: Iterable<string>, device: string, acknowledged: number): number {
  let waiting = 0;
  for (const id of ids) if ((counterOf(id, device) ?? 0) > acknowledged) waiting += 1;
  return waiting;
}

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value);
}

/** A stored entry as the shared log holds it; null for an entry never stamped for the table. */
export function toShared(entry: LogEntry): SharedEntry | null {
  const live = entry.live;
  if (!live) return null;
  const event: GameEvent = isControl(entry.event) ? { ...entry.event, targets: [...(live.targets ?? [])] } : entry.event;
  const shared: SharedEntry = { id: live.id, device: live.device, seat: live.seat, at: entry.at, event };
  if (live.gesture !== undefined) shared.gesture = live.gesture;
  return shared;
}

/** A shared entry read from the document is used only if it has the contract's shape. */
export function isSharedEntry(value: unknown): value is SharedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const event = e.event as Record<string, unknown> | null;
  return (
    typeof e.id === 'string' &&
    isDeviceId(e.device) &&
    counterOf(e.id, e.device as string) !== null &&
    (e.seat === null || typeof e.seat === 'string') &&
    typeof e.at === 'number' &&
    (e.gesture === undefined || typeof e.gesture === 'string') &&
    typeof event === 'object' &&
    event !== null &&
    typeof event.type === 'string' &&
    typeof event.v === 'number'
  );
}

/**
 * The shared log as a phone's stored log: seqs 1…n in the shared order, a gesture and an undo mark's
 * targets translated from ids to the seqs those ids have here. A mark's target the log does not hold
 * (it cannot arise: Yjs places a mark after what its phone had seen) is left out of it.
 */
export function fromShared(sessionId: string, shared: readonly SharedEntry[]): LogEntry[] {
  const seqOf = new Map<string, number>();
  shared.forEach((e, i) => seqOf.set(e.id, i + 1));
  return shared.map((e, i) => {
    const live: LiveStamp = { id: e.id, device: e.device, seat: e.seat };
    let event = e.event;
    if (isControl(event)) {
      const ids =
        ((event as { targets?: unknown }).targets as unknown[] | undefined)?.filter((t): t is string => typeof t === 'string') ?? [];
      live.targets = ids;
      const targets = ids.map((id) => seqOf.get(id)).filter((seq): seq is number => seq !== undefined);
      event = { ...event, targets } as ControlEvent;
    }
    const entry: LogEntry = { sessionId, seq: i + 1, at: e.at, event, live };
    if (e.gesture !== undefined) {
      live.gesture = e.gesture;
      const gesture = seqOf.get(e.gesture);
      if (gesture !== undefined) entry.gesture = gesture;
    }
    return entry;
  });
}

/** What a phone must do so that its stored log is the shared one. */
export interface MirrorPlan {
  /** The first seq that changes; the entries from it on are replaced by `entries`. Null: nothing to rewrite. */
  fromSeq: number | null;
  entries: LogEntry[];
  /** Stored entries the shared log lacks (made here while the document was not written, or lost by it): append them. */
  missing: SharedEntry[];
}

/**
 * Plans the rewrite of a phone's log (`local`, in seq order) to the shared order: the shared log,
 * then any stored entry it lacks, in the stored order (those are appended to the shared log too).
 * Only the part from the first position that differs is rewritten.
 */
export function planMirror(sessionId: string, local: readonly LogEntry[], sharedLog: readonly SharedEntry[]): MirrorPlan {
  // An entry pushed twice (a page closed after its message left and before its document was stored
  // pushes it again from Dexie on the next open) counts once, where it first stands: every phone
  // sees the same order, so every phone keeps the same one.
  const inShared = new Set<string>();
  const shared = sharedLog.filter((e) => !inShared.has(e.id) && Boolean(inShared.add(e.id)));
  const missing = local
    .filter((e) => e.live && !inShared.has(e.live.id))
    .map(toShared)
    .filter((e): e is SharedEntry => e !== null);
  const order = [...shared, ...missing];
  let first = 0;
  while (first < order.length && first < local.length && local[first].live?.id === order[first].id) first++;
  if (first === order.length && first === local.length) return { fromSeq: null, entries: [], missing };
  return { fromSeq: first + 1, entries: fromShared(sessionId, order).slice(first), missing };
}

/**
 * The first seq whose snapshot a rewrite makes stale: the first entry it rewrites, or the earliest
 * target of an undo or redo mark among the entries it writes, if earlier. A snapshot holds the
 * state with each entry before it applied or not as the marks before it said; a mark from another
 * phone that names an older entry changes that state, as a take-back on this phone does (the store
 * drops the snapshots from its earliest target then too).
 */
export function staleSnapshotsFrom(plan: Pick<MirrorPlan, 'fromSeq' | 'entries'>): number {
  let from = plan.fromSeq ?? Number.MAX_SAFE_INTEGER;
  for (const entry of plan.entries) if (isControl(entry.event)) from = Math.min(from, ...(entry.event as ControlEvent).targets);
  return Math.max(1, from);
}

/**
 * What Undo takes back on a live phone: this phone's newest active undoable gesture (another phone's
 * newest tap is its own to undo; History can take back any). `deviceOf` says which phone entered a seq.
 */
export function ownUndoTarget(cursor: Cursor, deviceOf: (seq: number) => string | undefined, device: string): number[] | null {
  return newestOf(cursor.undo, deviceOf, device);
}

/**
 * What Redo puts back on a live phone: this phone's own gesture taken back last, as Undo takes back
 * its own. (Redo from the table's shared stack put back another phone's payment at a play-test, and
 * a gesture its phone had undone on purpose.)
 */
export function ownRedoTarget(cursor: Cursor, deviceOf: (seq: number) => string | undefined, device: string): number[] | null {
  return newestOf(cursor.redo, deviceOf, device);
}

/** Which phone entered each seq of `entries` (for ownUndoTarget and ownRedoTarget). */
export function deviceOfSeq(entries: readonly LogEntry[]): (seq: number) => string | undefined {
  const devices = new Map(entries.map((e) => [e.seq, e.live?.device]));
  return (seq) => devices.get(seq);
}

/** The newest group of `stack` whose first entry `device` entered. */
function newestOf(stack: readonly number[][], deviceOf: (seq: number) => string | undefined, device: string): number[] | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const group = stack[i];
    if (deviceOf(group[0]) === device) return group;
  }
  return null;
}

/**
 * Whether a rewrite brings in an entry (one this phone did not hold) whose event is the same as that
 * of an entry another phone entered: the cheap sign, read at every merge, that History may now ask
 * "the same entry twice?" (core/entered-twice decides, with the turn and what counted). `after` is
 * the log as the rewrite leaves it.
 */
export function bringsRepeat(before: readonly LogEntry[], after: readonly LogEntry[]): boolean {
  const held = new Set(before.map((e) => e.live?.id));
  const brought = after.filter((e) => e.live && !held.has(e.live.id) && !isControl(e.event));
  if (!brought.length) return false;
  const types = new Set(brought.map((e) => e.event.type));
  const same = after.filter((e) => e.live && types.has(e.event.type) && !isControl(e.event));
  const words = new Map(same.map((e) => [e, canonical(e.event)]));
  return brought.some((e) => same.some((o) => o.live!.device !== e.live!.device && words.get(o) === words.get(e)));
}
