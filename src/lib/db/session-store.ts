/**
 * One open session: its folded state in memory and the writes that change it. Every gesture is
 * one Dexie `rw` transaction that appends its event(s), a snapshot when due, and the session row;
 * the in-memory state moves only after that transaction commits, so the screen is never ahead of
 * the database. Writes are serialized. No Svelte here (see $lib/state for the reactive wrapper).
 */
import Dexie from 'dexie';
import {
  applyEntry,
  brokenMessage,
  describeEntry,
  type ChangeAsked,
  checkChange,
  controlProblem,
  cursorAfter,
  EMPTY_CURSOR,
  fold,
  initialSessionState,
  isControl,
  kindOfEvent,
  playersOf,
  redoTarget,
  undoTarget,
  type Cursor,
  type SessionState
} from '$lib/core/log';
import { resultSummary } from '$lib/core/results';
import { firstUnreadable } from '$lib/core/versions';
import { isInvalid, type ControlEvent, type GameDefinition, type GameEvent, type GameRules, type LogEntry } from '$lib/core/types';
import { loadReport } from '$lib/games/registry';
import { getDb, isBlocked } from './database';
import { DatabaseBlockedError, StaleSessionError, storageErrorMessage } from './errors';
import { readTail } from './log-reader';
import { announceSessionWritten } from './session-writes';
import type { BoardroomDb, SessionRecord, SnapshotRecord } from './schema';

/** A snapshot every this many entries keeps opening and tapping cheap however long the game. */
export const SNAPSHOT_EVERY = 50;

/** The fold rules a snapshot was made with (see SnapshotRecord.format). */
export const SNAPSHOT_FORMAT = 4;

/**
 * A gesture's outcome. A stored gesture says what it did (`done`, as the history words it) and the
 * seq of its last entry; a take-back or put-back says which gesture it changed (`changed`), and
 * the later entries it leaves as they are but files otherwise (`refiled`, in words).
 */
export type DispatchResult =
  { ok: true; changed?: string; refiled?: string; done?: string; seq?: number } | { ok: false; reason: string; refused: boolean };

interface Folded {
  state: SessionState;
  cursor: Cursor;
  seq: number;
  snapshotSeq: number;
}

/** The newest usable snapshot with seq below `beforeSeq` (or any, when omitted). */
async function latestSnapshot(
  db: BoardroomDb,
  def: GameRules,
  sessionId: string,
  beforeSeq = Number.MAX_SAFE_INTEGER
): Promise<SnapshotRecord | undefined> {
  const candidates = await db.snapshots
    .where('[sessionId+seq]')
    .between([sessionId, Dexie.minKey], [sessionId, beforeSeq], true, false)
    .reverse()
    .limit(4)
    .toArray();
  // A snapshot of another state version or fold format is a stale cache: skip it and replay from further back.
  return candidates.find((s) => s.stateVersion === def.stateVersion && s.format === SNAPSHOT_FORMAT);
}

/**
 * What a game shared live adds to a store's writes (src/lib/live): each new entry is stamped with its
 * id in the shared log before it is stored, handed over once stored, and Undo takes back the newest
 * gesture of this phone rather than of the whole table.
 */
export interface LiveHooks {
  /** Stamps `entry.live` on new entries; `stored` finds an entry already in the log (an undo mark's targets). */
  stamp(entries: LogEntry[], stored: (seq: number) => LogEntry | undefined): void;
  /** The entries just committed, in order. */
  written(entries: readonly LogEntry[]): void;
  /** Undo's target, given every entry of the log. */
  undoTarget(cursor: Cursor, entries: readonly LogEntry[]): number[] | null;
  /** Redo's target, given every entry of the log. */
  redoTarget(cursor: Cursor, entries: readonly LogEntry[]): number[] | null;
}

/** A stored log holds an entry of a type or version this code cannot replay. */
export class UnreadableLogError extends Error {
  override name = 'UnreadableLogError';
}

export class SessionStore {
  readonly id: string;
  readonly def: GameRules;
  /**
   * The whole game, rules and report (the history's words, the result), once the report is loaded:
   * with the first write, not with the screen, which needs only the rules.
   */
  private whole: GameDefinition | null;
  record: SessionRecord;
  state: SessionState;
  cursor: Cursor;
  seq: number;
  /** Seqs the game refused while replaying a damaged log (left out, reported). */
  refused: number[] = [];
  private snapshotSeq: number;
  /**
   * Log entries this store has read or written, in order and ending at `seq`. A stored entry never
   * changes, so while the stored session still ends at our `seq` (checkNotStale) a take-back far
   * back finds its entries here instead of reading a thousand of them again.
   */
  private known: LogEntry[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private listeners = new Set<() => void>();
  /** Writes waiting for or inside their transaction. */
  pending = 0;
  /** Set while the game is shared live and this page is connected to its table. */
  live: LiveHooks | null = null;

  private constructor(
    record: SessionRecord,
    def: GameRules,
    folded: Folded,
    private readonly db: BoardroomDb
  ) {
    this.id = record.id;
    this.def = def;
    this.whole = 'describe' in def ? (def as GameDefinition) : null;
    this.record = record;
    this.state = folded.state;
    this.cursor = folded.cursor;
    this.seq = folded.seq;
    this.snapshotSeq = folded.snapshotSeq;
  }

  /** Opens a session: the newest snapshot plus the entries after it (a full replay when none fits). */
  static async open(sessionId: string, def: GameRules, db: BoardroomDb = getDb()): Promise<SessionStore | null> {
    const loaded = await db.transaction('r', db.sessions, db.events, db.snapshots, async () => {
      const record = await db.sessions.get(sessionId);
      if (!record || record.deletedAt) return null;
      const snapshot = await latestSnapshot(db, def, sessionId, record.lastSeq + 1);
      const tail = await readTail(db, sessionId, snapshot?.seq ?? 0);
      return { record, snapshot, tail };
    });
    if (!loaded) return null;
    const { record, snapshot, tail } = loaded;
    // A log with an entry this version cannot read is not opened at all (its state would be a
    // guess); the screen shows the reason, and nothing is written.
    const unreadable = firstUnreadable(
      def,
      tail.map((e) => e.event)
    );
    if (unreadable) throw new UnreadableLogError(unreadable.reason);
    // The parts of the game's fold that load apart (GameRules.prepare), before the fold meets them.
    await def.prepare?.(tail.map((e) => e.event));
    const base = snapshot
      ? { state: snapshot.state as SessionState, cursor: snapshot.cursor }
      : { state: initialSessionState(def, record, record.createdAt), cursor: EMPTY_CURSOR };
    const result = fold(def, base, tail, record.players);
    const store = new SessionStore(
      record,
      def,
      { state: result.state, cursor: result.cursor, seq: record.lastSeq, snapshotSeq: snapshot?.seq ?? 0 },
      db
    );
    // The entries refused before the snapshot are counted in it: the table screen's count of a live
    // merge's refusals is History's, not only those of the entries read after the newest snapshot.
    store.refused = [...(snapshot?.refused ?? []), ...result.refused];
    store.known = tail;
    // No usable snapshot near the end (an old format, or a long log imported without one): store
    // one now, so the next open is short again. It is only a cache: a failure changes nothing.
    if (tail.length >= SNAPSHOT_EVERY) void store.serialize(() => store.storeSnapshotNow()).catch(() => undefined);
    return store;
  }

  private async storeSnapshotNow(): Promise<void> {
    const expectedSeq = this.seq;
    const snapshot = this.snapshotOf(expectedSeq, this.state, this.cursor, this.refused);
    await this.db.transaction('rw', this.db.sessions, this.db.snapshots, async () => {
      await this.checkNotStale(expectedSeq);
      await this.db.snapshots.put(snapshot);
    });
    if (this.seq === expectedSeq) this.snapshotSeq = expectedSeq;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  get canUndo(): boolean {
    return undoTarget(this.cursor) !== null;
  }

  get canRedo(): boolean {
    return redoTarget(this.cursor) !== null;
  }

  /** Runs `work` after every earlier write, so each gesture sees the state the last one left. */
  private serialize<T>(work: () => Promise<T>): Promise<T> {
    this.pending++;
    this.changed();
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run.finally(() => {
      this.pending--;
      this.changed();
    });
  }

  /** Logs one gesture: its events are checked against the rules in order, then stored together. */
  dispatch(events: GameEvent | GameEvent[], at = Date.now()): Promise<DispatchResult> {
    const batch = Array.isArray(events) ? events : [events];
    return this.serialize(() => this.withRetry((game) => this.writeGesture(game, batch, at)));
  }

  /** Takes back the newest undoable gesture, passing over results of chance. */
  undo(at = Date.now()): Promise<DispatchResult> {
    return this.serialize(() =>
      this.withRetry(async (game) => {
        const targets = this.live ? this.live.undoTarget(this.cursor, await readTail(this.db, this.id, 0)) : undoTarget(this.cursor);
        if (!targets) return { ok: false, reason: this.undoBlockedReason(), refused: true };
        return this.writeControl(game, { type: 'history.undone', v: 1, targets }, at, 'undo');
      })
    );
  }

  /** Puts back the gesture taken back last. */
  redo(at = Date.now()): Promise<DispatchResult> {
    return this.serialize(() =>
      this.withRetry(async (game) => {
        const targets = this.live ? this.live.redoTarget(this.cursor, await readTail(this.db, this.id, 0)) : redoTarget(this.cursor);
        if (!targets)
          return {
            ok: false,
            reason: this.live ? 'Nothing of this phone’s to redo. History can put back any change.' : 'Nothing to redo.',
            refused: true
          };
        return this.writeControl(game, { type: 'history.redone', v: 1, targets }, at, 'redo');
      })
    );
  }

  /** Takes back any earlier gesture (from History), if nothing later depends on it. */
  takeBack(targets: number[], at = Date.now()): Promise<DispatchResult> {
    return this.serialize(() =>
      this.withRetry((game) => this.writeControl(game, { type: 'history.undone', v: 1, targets: [...targets] }, at, 'take back'))
    );
  }

  /** Puts back a gesture taken back earlier (from History), if the log still allows it. */
  putBack(targets: number[], at = Date.now()): Promise<DispatchResult> {
    return this.serialize(() =>
      this.withRetry((game) => this.writeControl(game, { type: 'history.redone', v: 1, targets: [...targets] }, at, 'put back'))
    );
  }

  /** Why undo is not available, in words. */
  undoBlockedReason(): string {
    return this.seq === 0
      ? 'Nothing to undo yet.'
      : 'Nothing left to undo here: results of chance (spins, cards, dice) stay as they are. Older changes can be taken back in History.';
  }

  /** Reads what other tabs wrote since our newest entry. */
  refresh(): Promise<void> {
    return this.serialize(() => this.catchUp());
  }

  /**
   * Runs `work` (its own transactions on this session) in this store's queue, then reads the session
   * afresh and stores its row as the new log makes it: the live table rewrites a log to the shared order.
   * When `unchanged` says the work wrote nothing, there is nothing to read again (nor the game's
   * report to load for the row: a live game reopened loads it with its first tap, as any game does).
   */
  exclusive<T>(work: (db: BoardroomDb) => Promise<T>, unchanged?: (result: T) => boolean): Promise<T> {
    return this.serialize(async () => {
      const result = await work(this.db);
      if (unchanged?.(result)) return result;
      const game = await this.wholeGame();
      const fresh = await SessionStore.open(this.id, this.def, this.db);
      if (fresh) {
        // The row keeps its time: the games list orders by this phone's own plays, and another
        // phone's entries arriving (or a merge) must not move a game to the top of it.
        const record = fresh.nextRecord(game, fresh.state, fresh.seq, 0);
        await this.db.transaction('rw', this.db.sessions, async () => {
          const current = await this.db.sessions.get(this.id);
          if (current && current.lastSeq === fresh.seq) await this.db.sessions.put(withDetailsOf(current, record));
        });
        this.adopt(fresh, record);
        this.changed();
        announceSessionWritten(this.id, this.seq);
      }
      return result;
    });
  }

  /** Takes over the fold of a store opened afresh on this session, with the row as it is to be. */
  private adopt(fresh: SessionStore, record: SessionRecord): void {
    this.record = record;
    this.state = fresh.state;
    this.cursor = fresh.cursor;
    this.seq = fresh.seq;
    this.snapshotSeq = fresh.snapshotSeq;
    this.known = fresh.known;
    this.refused = fresh.refused;
  }

  private async catchUp(): Promise<void> {
    const record = await this.db.sessions.get(this.id);
    // A game shared, taken off its table, or whose phone changed its seat there, is read afresh too (its
    // row says how to reach the table and as whom).
    const sameLink =
      !record?.live === !this.record.live && record?.live?.left === this.record.live?.left && record?.live?.seat === this.record.live?.seat;
    if (!record || (record.lastSeq === this.seq && sameLink)) return;
    const tail = await readTail(this.db, this.id, this.seq);
    // A live game's log may be rewritten to the shared order before our seq: always read it afresh.
    if (record.live || tail.some((e) => isControl(e.event)) || tail.length !== record.lastSeq - this.seq) {
      // An undo in another tab changes the past: rebuild from the stored snapshots.
      const fresh = await SessionStore.open(this.id, this.def, this.db);
      if (!fresh) return;
      this.adopt(fresh, fresh.record);
    } else {
      await this.def.prepare?.(tail.map((e) => e.event));
      const result = fold(this.def, { state: this.state, cursor: this.cursor }, tail, record.players);
      this.record = record;
      this.state = result.state;
      this.cursor = result.cursor;
      this.remember(tail);
      this.seq = record.lastSeq;
    }
    this.changed();
  }

  /**
   * The whole game for a write. A report that cannot load (its file gone after an update) must not
   * lose the tap: its line is then the event's type, and a finished game's result is worked out
   * when the players' records next read it (db/fill-results.ts).
   */
  private async wholeGame(): Promise<GameDefinition> {
    if (this.whole) return this.whole;
    try {
      this.whole = { ...this.def, ...(await loadReport(this.def.id)) };
      return this.whole;
    } catch {
      return { ...this.def, describe: (event) => event.type, period: () => '' };
    }
  }

  private async withRetry(write: (game: GameDefinition) => Promise<DispatchResult>): Promise<DispatchResult> {
    const game = await this.wholeGame();
    // Another tab may write between our catching up and our write: try again a few times.
    for (let attempt = 0; ; attempt++) {
      if (isBlocked()) return { ok: false, reason: storageErrorMessage(new DatabaseBlockedError()), refused: false };
      try {
        return await write(game);
      } catch (error) {
        if (!isStale(error) || attempt >= 8) return { ok: false, reason: storageErrorMessage(error), refused: false };
        // Catch up, then judge the tap against the state the other tab left.
        try {
          await this.catchUp();
        } catch (again) {
          return { ok: false, reason: storageErrorMessage(again), refused: false };
        }
      }
    }
  }

  /** An event as the history words it; a wording that fails must not stop the tap being kept. */
  private lineOf(game: GameDefinition, before: SessionState, event: GameEvent): string {
    try {
      return describeEntry(game, before, event, this.record.players).replace(/\.$/, '');
    } catch {
      return event.type;
    }
  }

  private async writeGesture(game: GameDefinition, batch: GameEvent[], at: number): Promise<DispatchResult> {
    if (batch.length === 0) return { ok: false, reason: 'Nothing to save.', refused: true };
    await this.def.prepare?.(batch);
    let state = this.state;
    let cursor = this.cursor;
    const entries: LogEntry[] = [];
    const gesture = batch.length > 1 ? this.seq + 1 : undefined;
    const lines: string[] = [];
    for (const [i, event] of batch.entries()) {
      const entry: LogEntry = { sessionId: this.id, seq: this.seq + 1 + i, at, event };
      if (gesture !== undefined) entry.gesture = gesture;
      const next = applyEntry(this.def, state, entry, this.record.players);
      if (isInvalid(next)) return { ok: false, reason: next.invalid, refused: true };
      lines.push(this.lineOf(game, state, event));
      state = next;
      cursor = cursorAfter(cursor, entry, kindOfEvent(this.def, event));
      entries.push(entry);
    }
    const lastSeq = this.seq + batch.length;
    const snapshotDue = lastSeq - this.snapshotSeq >= SNAPSHOT_EVERY;
    const record = this.nextRecord(game, state, lastSeq, at);
    const expectedSeq = this.seq;
    this.live?.stamp(entries, () => undefined);
    await this.db.transaction('rw', this.db.sessions, this.db.events, this.db.snapshots, async () => {
      // The check and the appends go to the database together, not one after the other's answer: a
      // tap then waits for two round trips to IndexedDB instead of four. Should another tab have
      // written first, the check or the unique [sessionId+seq] key fails and the whole transaction
      // rolls back (withRetry catches up and tries again).
      const [current] = await Promise.all([
        this.checkNotStale(expectedSeq),
        this.db.events.bulkAdd(entries),
        snapshotDue ? this.db.snapshots.put(this.snapshotOf(lastSeq, state, cursor, this.refused)) : undefined
      ]);
      await this.db.sessions.put(withDetailsOf(current, record));
    });
    this.remember(entries);
    this.commit(record, state, cursor, lastSeq, snapshotDue ? lastSeq : this.snapshotSeq);
    this.live?.written(entries);
    return { ok: true, done: `${lines.join('; ')}.`, seq: lastSeq };
  }

  /**
   * Undo/redo (or a take-back or put-back from History): from the newest snapshot before the
   * earliest target, check that no later entry would break, mark the targets with a control entry,
   * drop the snapshots that the change made stale (those at or after the target) and store a fresh
   * one at the control entry, all in one transaction. A refused change writes nothing.
   */
  private async writeControl(game: GameDefinition, control: ControlEvent, at: number, asked: ChangeAsked): Promise<DispatchResult> {
    // The change refolds entries read inside the transaction below, where nothing else may be awaited.
    await this.def.prepare?.();
    const earliest = Math.min(...control.targets);
    const expectedSeq = this.seq;
    const seq = expectedSeq + 1;
    const entry: LogEntry = { sessionId: this.id, seq, at, event: control };
    const cursor = cursorAfter(this.cursor, entry, 'control');
    let state: SessionState | null = null;
    let record: SessionRecord | null = null;
    let refusal: string | null = null;
    let changed = '';
    let refiled = '';
    let read: LogEntry[] | null = null;
    let refused: number[] = this.refused;
    await this.db.transaction('rw', this.db.sessions, this.db.events, this.db.snapshots, async () => {
      const current = await this.checkNotStale(expectedSeq);
      const snapshot = Number.isFinite(earliest) ? await latestSnapshot(this.db, this.def, this.id, earliest) : undefined;
      const from = snapshot?.seq ?? 0;
      let tail = this.knownAfter(from);
      if (!tail) tail = read = await readTail(this.db, this.id, from);
      const problem = controlProblem(this.def, tail, control);
      if (problem) {
        refusal = problem;
        return;
      }
      const base = snapshot ? (snapshot.state as SessionState) : initialSessionState(this.def, this.record, this.record.createdAt);
      const check = checkChange(game, base, tail, entry, this.record.players);
      if (!check.ok) {
        refusal = brokenMessage(check.broken, asked);
        return;
      }
      state = check.state;
      changed = check.targetText;
      refiled = check.refiled.join(' ');
      refused = [...(snapshot?.refused ?? []), ...check.refused];
      record = this.nextRecord(game, state, seq, at);
      if (this.live) {
        const stored = tail;
        this.live.stamp([entry], (seq) => stored.find((e) => e.seq === seq));
      }
      await this.db.snapshots.where('[sessionId+seq]').between([this.id, earliest], [this.id, Dexie.maxKey], true, true).delete();
      await this.db.events.add(entry);
      await this.db.snapshots.put(this.snapshotOf(seq, state, cursor, refused));
      await this.db.sessions.put(withDetailsOf(current, record));
    });
    if (read) this.known = read;
    if (refusal) return { ok: false, reason: refusal, refused: true };
    this.remember([entry]);
    this.refused = refused;
    this.commit(record!, state!, cursor, seq, seq);
    this.live?.written([entry]);
    return refiled ? { ok: true, changed, refiled } : { ok: true, changed };
  }

  private async checkNotStale(expectedSeq: number): Promise<SessionRecord> {
    const current = await this.db.sessions.get(this.id);
    if (!current) throw new Error('This game was deleted.');
    if (current.lastSeq !== expectedSeq) throw new StaleSessionError();
    return current;
  }

  private nextRecord(game: GameDefinition, state: SessionState, lastSeq: number, at: number): SessionRecord {
    // A finished game carries its result for the players' records; one taken back to play on does not.
    // The names given mid-game go on the row too, for the list and the records (one taken back is gone).
    const { result: _was, names: _named, ...rest } = this.record;
    const result = resultSummary(game, state, this.record.players);
    return {
      ...rest,
      lastSeq,
      updatedAt: Math.max(at, this.record.updatedAt),
      status: this.def.isFinished(state.game) ? 'finished' : 'active',
      summary: this.def.summary(state.game),
      standing: this.def.standing(state.game, playersOf(state, this.record.players)),
      ...(result ? { result } : {}),
      ...(state.names ? { names: state.names } : {})
    };
  }

  private snapshotOf(seq: number, state: SessionState, cursor: Cursor, refused: readonly number[]): SnapshotRecord {
    const upTo = refused.filter((s) => s <= seq);
    return { sessionId: this.id, seq, stateVersion: this.def.stateVersion, format: SNAPSHOT_FORMAT, state, cursor, refused: upTo };
  }

  /** The known entries after `afterSeq` up to ours, or null when some of them are not known here. */
  private knownAfter(afterSeq: number): LogEntry[] | null {
    const first = this.known[0]?.seq;
    if (first === undefined || first > afterSeq + 1 || this.known[this.known.length - 1].seq !== this.seq) return null;
    return this.known.slice(afterSeq + 1 - first);
  }

  /** Adds entries just stored or read after ours (before `seq` moves on to them). */
  private remember(entries: readonly LogEntry[]): void {
    const last = this.known[this.known.length - 1]?.seq ?? this.seq;
    if (last !== this.seq || (entries.length && entries[0].seq !== this.seq + 1)) this.known = [];
    else this.known.push(...entries);
  }

  private commit(record: SessionRecord, state: SessionState, cursor: Cursor, seq: number, snapshotSeq: number): void {
    this.record = record;
    this.state = state;
    this.cursor = cursor;
    this.seq = seq;
    this.snapshotSeq = snapshotSeq;
    this.changed();
    announceSessionWritten(this.id, seq);
  }
}

/** True when another tab wrote to the session first (our check, or the unique seq key). */
function isStale(error: unknown): boolean {
  let e = error as { name?: string; inner?: unknown } | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (e.name === 'StaleSessionError' || e.name === 'ConstraintError') return true;
    e = e.inner as typeof e;
  }
  return false;
}

/**
 * The row a tap writes, with where the game was played and the table's note as the stored row has
 * them: those are typed on the result screen, perhaps in another tab, and a tap must not undo them.
 */
function withDetailsOf(stored: SessionRecord, record: SessionRecord): SessionRecord {
  const { location: _location, note: _note, live: _live, ...rest } = record;
  return {
    ...rest,
    ...(stored.location ? { location: stored.location } : {}),
    ...(stored.note ? { note: stored.note } : {}),
    // Set when the game is shared or joined (src/lib/db/live-sessions.ts), never by a tap.
    ...(stored.live ? { live: stored.live } : {})
  };
}
