/**
 * The session on screen: a reactive wrapper around the SessionStore. It shows only committed
 * state (the store moves after each transaction commits), tells whether a tap is still being
 * saved, keeps the last refusal or storage error for the screen, and follows other tabs.
 */
import { undoTarget, type Cursor, type SessionState } from '$lib/core/log';
import { playersNamed } from '$lib/core/rename';
import type { GameEvent, GameRules } from '$lib/core/types';
import { SessionStore, type DispatchResult } from '$lib/db/session-store';
import type { SessionRecord } from '$lib/db/schema';
import { onSessionWritten } from '$lib/db/session-writes';
import { haptic } from '$lib/pwa/haptics';

export class OpenSession {
  readonly store: SessionStore;
  state = $state.raw<SessionState>(null as unknown as SessionState);
  record = $state.raw<SessionRecord>(null as unknown as SessionRecord);
  cursor = $state.raw<Cursor>({ undo: [], redo: [] });
  seq = $state(0);
  pending = $state(0);
  /** The log's entries the fold refused (a live merge's, or a damaged log's), kept as the store refreshes. */
  refused = $state.raw<readonly number[]>([]);
  /** The last refusal ("Ana has only 3M") or storage failure, until the next successful tap. */
  message = $state<string | null>(null);
  /** Counts refusals, so that the same message refused twice is shown (and announced) afresh. */
  messageSerial = $state(0);
  /**
   * What the last Undo or Redo changed ("Undone: Ana picked up 2 Snacks cards."), until the next
   * tap: an undo that said nothing left players guessing what it took back.
   */
  changed = $state<string | null>(null);
  /**
   * What the last tap stored ("Ann paid Cat 30M."), until the next tap. Shown inside an open sheet,
   * where the tiles whose figures changed are hidden behind it: a sheet that only changed a figure
   * out of sight left players unsure whether their tap counted, and some tapped twice. With no
   * sheet open, the bottom bar's saved tab says it on one line. A sheet the player closes takes it
   * with it (it was said there).
   */
  saved = $state<string | null>(null);
  /** Counts saves, so that the same line saved twice (a second, identical tap) is shown afresh. */
  savedSerial = $state(0);
  /**
   * Whether Undo would take back exactly what `saved` says (not so for a spin, which Undo passes
   * over): the saved line then offers Undo inside the sheet, where the bottom bar is hidden.
   */
  savedUndoable = $state(false);
  private stopWatching: () => void;
  private stopStore: () => void;

  private constructor(store: SessionStore) {
    this.store = store;
    this.sync();
    this.stopStore = store.subscribe(() => this.sync());
    // Another tab's write moves the log on: catch up from it. (Not a live query of the row: that
    // read the row again after each of this page's own taps, in the way of the next tap's write.)
    this.stopWatching = onSessionWritten(({ id, lastSeq }) => {
      if (id === store.id && lastSeq !== this.store.seq) void this.store.refresh();
    });
  }

  static async open(id: string, def: GameRules): Promise<OpenSession | null> {
    const store = await SessionStore.open(id, def);
    return store ? new OpenSession(store) : null;
  }

  get def(): GameRules {
    return this.store.def;
  }

  get canUndo(): boolean {
    return this.cursor.undo.length > 0;
  }

  get canRedo(): boolean {
    return this.cursor.redo.length > 0;
  }

  private sync(): void {
    this.state = this.store.state;
    // The screens name players as they stand: the set-up line-up with the names given mid-game.
    const record = this.store.record;
    this.record = record.names ? { ...record, players: playersNamed(record.players, record.names) } : record;
    this.cursor = this.store.cursor;
    this.seq = this.store.seq;
    this.pending = this.store.pending;
    this.refused = this.store.refused;
  }

  private report(result: DispatchResult, done?: 'Undone' | 'Redone'): DispatchResult {
    const refiled = result.ok && result.refiled ? ` ${result.refiled}` : '';
    this.changed = result.ok && done && result.changed ? `${done}: ${result.changed.replace(/\.$/, '')}.${refiled}` : null;
    this.saved = result.ok && !done && result.done ? `Saved: ${result.done}` : null;
    if (this.saved) this.savedSerial++;
    this.savedUndoable = Boolean(this.saved && result.ok && result.seq !== undefined && undoTarget(this.cursor)?.includes(result.seq));
    if (result.ok) {
      this.message = null;
      haptic();
    } else {
      this.message = result.reason;
      this.messageSerial++;
    }
    return result;
  }

  async dispatch(events: GameEvent | GameEvent[]): Promise<DispatchResult> {
    return this.report(await this.store.dispatch(events));
  }

  async undo(): Promise<DispatchResult> {
    return this.report(await this.store.undo(), 'Undone');
  }

  async redo(): Promise<DispatchResult> {
    return this.report(await this.store.redo(), 'Redone');
  }

  /** Takes back an earlier gesture (History's "Take back"). */
  async takeBack(gesture: number[]): Promise<DispatchResult> {
    return this.report(await this.store.takeBack(gesture));
  }

  /** Puts back a gesture taken back earlier (History's "Put back"). */
  async putBack(gesture: number[]): Promise<DispatchResult> {
    return this.report(await this.store.putBack(gesture));
  }

  dismissMessage(): void {
    this.message = null;
    this.changed = null;
    this.saved = null;
    this.savedUndoable = false;
  }

  /** A sheet closed itself after its tap was stored: its saved line goes on in the bottom bar's saved tab. */
  carrySavedToTable(): void {
    this.message = null;
    this.changed = null;
  }

  close(): void {
    this.stopWatching();
    this.stopStore();
  }
}
