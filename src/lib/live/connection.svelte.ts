/**
 * A phone's connection to a live table: the shared Y.Doc (kept in IndexedDB by y-indexeddb, synced
 * by Hocuspocus on this origin's /sync), its state for the screen (live, reconnecting, offline,
 * changes waiting, who is connected), and the bridge to the game's SessionStore: a local gesture is
 * stored in Dexie as ever and then appended to the shared log, in a task of its own once the save is
 * on screen, while the document holds the table's state (a phone cut from the table holds its entries
 * until the table's state is back, then appends them after it: see held). The Dexie log is the truth:
 * an entry stored that the document lacks when the page opens again is pushed by the mirror once the
 * table's state has come, if the table lacks it. A change of the shared log (another phone's entries,
 * a merge that reorders) rewrites the Dexie log to the shared order.
 *
 * Loaded only by dynamic import, when a game is shared or joined: Yjs and the provider never reach
 * the first load of a game never shared. It must never delete from the shared log, insert before an
 * entry, or write a `table` key twice (the server refuses it, docs/live-table.md).
 */
import { HocuspocusProvider, type HocuspocusProviderConfiguration } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import {
  deviceOfSeq,
  isSharedEntry,
  lastCounter,
  ownUndoTarget,
  ownRedoTarget,
  toShared,
  waitingAfter,
  type SharedEntry
} from '$lib/core/live-log';
import { isControl } from '$lib/core/log';
import type { ControlEvent, LogEntry, Player, SessionConfig } from '$lib/core/types';
import { markLeft, mirrorLog, type StampUnstamped } from '$lib/db/live-sessions';
import type { LiveLink } from '$lib/db/schema';
import type { LiveHooks, SessionStore } from '$lib/db/session-store';
import { errorMessage } from '$lib/core/text';
import type { Person } from './people';
import { liveStatus, type LiveStatus } from './status';

/** The origin of this phone's own writes to the document: the mirror ignores them (Dexie already has them). */
const LOCAL = Symbol('boardroom-local');
/** The origin of this phone's pushes of its stored entries: like LOCAL, and their y-indexeddb copy waits (keepLater). */
const PUSH = Symbol('boardroom-push');

/**
 * y-indexeddb writes each update of the document as it happens. A push of this phone's own entries
 * is already in Dexie, and its write came in the middle of the next tap's transaction (the origin's
 * IndexedDB takes the two in turn): its copy waits until the page is idle with no write of the game
 * in flight, and goes with the others kept meanwhile in one write; at most this long, for a page that
 * never idles. An entry whose copy a closed page never wrote is pushed again from Dexie, only if the
 * table lacks it, and the stored order is kept until the table's state says where it stands (see held).
 */
const KEEP_PUSHES_MAX_MS = 2000;

/**
 * A push waits for the game's writes in flight (taps following each other faster than they are saved)
 * to end, and goes between two taps; at most this long after its first entry was saved. A player's taps
 * come far apart and theirs goes at once; a burst of taps goes in one push instead of one per tap.
 */
export const PUSH_WAIT_MAX_MS = 300;

/** y-indexeddb's own handler of the document's updates (9.x), which stores one update per write. */
type StoreUpdate = (update: Uint8Array, origin: unknown) => void;

/**
 * While live the server acknowledges a change within milliseconds: the line shows the changes waiting
 * only once one has waited this long, so that it does not change (and lay the screen out again) with
 * every tap. Offline or reconnecting, it shows them at once.
 */
const LATE_ACK_MS = 1000;

export type { LiveStatus } from './status';
export type { Person } from './people';

/** What the host writes once into the table map. */
export interface TableKeys extends SessionConfig {
  createdAt: number;
  host: string;
}

/** ≥ 128 random bits in base64url (a table id, a secret, a device id). */
export function randomToken(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export class LiveConnection {
  readonly doc = new Y.Doc();
  readonly log: Y.Array<SharedEntry>;
  readonly table: Y.Map<unknown>;
  readonly persistence: IndexeddbPersistence;
  readonly provider: HocuspocusProvider;
  link: LiveLink;
  status = $state<LiveStatus>('connecting');
  /** Why the server refused this phone (a wrong secret), when it did. */
  refusal = $state<string | null>(null);
  /** This phone's entries the server has not yet acknowledged, as the line shows them (see LATE_ACK_MS). */
  waiting = $state(0);
  /** This phone's entries the server has not yet acknowledged. */
  private unacknowledged = 0;
  private lateAck: ReturnType<typeof setTimeout> | null = null;
  /** Entries stored in Dexie and not yet appended to the shared log (see pushStored). */
  private unpushed: SharedEntry[] = [];
  /** When the oldest of them was saved (see PUSH_WAIT_MAX_MS). */
  private unpushedSince = 0;
  /** The push's task, or its deadline while it waits for the writes in flight to end. */
  private pushTask: ReturnType<typeof setTimeout> | null = null;
  /** The push found a write of the game in flight and waits for it to end (pushTask is then its deadline). */
  private pushWaits = false;
  private readonly storeUpdate: StoreUpdate;
  /** Updates of this phone's pushes whose y-indexeddb copy waits (see keepLater), since keptSince. */
  private kept: Uint8Array[] = [];
  private keptSince = 0;
  /** Cancels the wait for an idle moment to write the kept copies, while one is scheduled. */
  private cancelKeep: (() => void) | null = null;
  /**
   * Whether this page's document holds the table's state: from the provider's sync until its socket
   * drops (or the browser says the network is gone). Until then, an entry stored in Dexie that the
   * document lacks may be at the table already (its push left a page that closed before y-indexeddb
   * stored it), and the table may have gone on without this phone: see held.
   */
  private tableSeen = false;
  /** Whether the provider's socket is open (a drop after it was open is this phone cut from the table). */
  private socketUp = false;
  /**
   * Entries stored in Dexie that wait for the table's state before they are pushed (every tap made
   * while this phone is cut from the table or before the page's first sync, and an entry the document
   * lacked on opening, in the order they were stored): pushed then, only if the table lacks them, so
   * that each reaches the shared log exactly once and after what the table did meanwhile. Pushed at
   * once, a cut phone's entries were concurrent with the table's, and Yjs could place them first (a
   * play-test's offline launch overturned the one the live phones had seen and acted on).
   */
  private held = 0;
  /** The host stops sharing: what is held goes to the table before the close, wherever Yjs places it. */
  private closing = false;
  people = $state.raw<Person[]>([]);
  /** Bumped whenever the table map changes (the join screen waits for its keys). */
  tableVersion = $state(0);
  /** The table's shared log changed and the mirror failed: the reason, until the next success. */
  problem = $state<string | null>(null);
  /** Bumped when a merge brings in an entry the same as another phone's (History may ask "the same entry twice?"). */
  repeats = $state(0);
  private everLive = false;
  /**
   * The table closed (its host stopped sharing) or this phone is leaving it: the connection's own
   * news (a dropped socket, the network) no longer moves the line, and the line says closed only once
   * the game has let go of the table (see letGo).
   */
  private ending = false;
  private counter = 0;
  private stores: SessionStore[] = [];
  private mirroring = false;
  /** The mirror's rounds, running or last run (see mirror). */
  private mirrored: Promise<void> = Promise.resolve();
  private mirrorAgain = false;
  private playerName: (seat: string | null) => string = () => 'the host’s phone';
  readonly loaded: Promise<unknown>;

  constructor(link: LiveLink, origin: string) {
    this.link = link;
    this.log = this.doc.getArray<SharedEntry>('log');
    this.table = this.doc.getMap('table');
    this.persistence = new IndexeddbPersistence(`boardroom-live-${link.tableId}`, this.doc);
    // y-indexeddb's own update handler (private in 9.0.12, the pinned version): this phone's pushes are
    // copied in one write when the page is idle, out of the next tap's way. Were it gone after an upgrade,
    // every update is copied at once, as y-indexeddb does by itself.
    const storeUpdate = (this.persistence as unknown as { _storeUpdate?: StoreUpdate })._storeUpdate;
    if (typeof storeUpdate === 'function') {
      this.doc.off('update', storeUpdate);
      this.doc.on('update', (update: Uint8Array, origin: unknown) =>
        origin === PUSH ? this.keepLater(update) : storeUpdate(update, origin)
      );
    }
    this.storeUpdate = storeUpdate ?? (() => {});
    this.loaded = this.persistence.whenSynced;
    const config = {
      url: `${origin.replace(/^http/, 'ws')}/sync`,
      name: link.tableId,
      document: this.doc,
      token: () => JSON.stringify({ secret: this.link.secret, device: this.link.device, seat: this.link.seat }),
      // A phone back on the Wi-Fi is back at the table within seconds, not the default 30 s back-off.
      maxDelay: 3000,
      onStatus: ({ status }: { status: string }) => this.onStatus(status),
      onSynced: () => {
        this.onStatus('connected');
        this.tableReached();
        // Said again with a newer clock at each (re)connection: when this phone's socket closed, the
        // server dropped its presence at the clock it had, and the others refuse a state that is not
        // newer (Yjs awareness), so this phone stayed off their list until its 15 s renewal.
        this.announce();
      },
      onAuthenticationFailed: ({ reason }: { reason: string }) => {
        this.refusal = reason;
        this.status = 'refused';
        this.provider.disconnect();
      },
      onUnsyncedChanges: ({ number }: { number: number }) => {
        if (number === 0 && this.provider?.isSynced) this.allAcknowledged();
      },
      onAwarenessChange: ({ states }: { states: { user?: Person }[] }) => {
        this.people = states.map((s) => s.user).filter((u): u is Person => Boolean(u && typeof u.device === 'string'));
      }
    };
    this.provider = new HocuspocusProvider(config as unknown as HocuspocusProviderConfiguration);
    // A phone gone from this one's list (its socket closed, or this phone's: the provider then drops
    // every other phone) is forgotten with its clock: on reconnecting, the server sends each phone's
    // presence at the clock it has, which Yjs awareness refuses as not newer than the one kept, and the
    // list stayed short until each phone's 15 s renewal.
    const awareness = this.provider.awareness;
    awareness?.on('change', ({ removed }: { removed: number[] }) => {
      for (const client of removed) if (client !== awareness.clientID) awareness.meta.delete(client);
    });
    this.announce();
    this.log.observe((_event, transaction) => {
      if (transaction.origin !== LOCAL && transaction.origin !== PUSH) void this.mirror();
    });
    // The browser says when the network is gone: the line says offline at once, instead of Live until
    // the socket times out (about 30 s), and the connection waits for the network to come back.
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', this.networkLost);
      window.addEventListener('online', this.networkBack);
    }
    // A page put away right after a tap pushes at once: a hidden page's timers may wait a minute.
    if (typeof document !== 'undefined')
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') {
          this.pushStored();
          this.storeKept();
        }
      });
    this.table.observe(() => {
      this.tableVersion++;
      if (this.table.get('closed') === true) void this.closedByHost();
    });
    void this.loaded.then(() => {
      this.tableVersion++;
      if (this.table.get('closed') === true) void this.closedByHost();
    });
  }

  private readonly networkLost = (): void => {
    this.tableSeen = false;
    if (this.status === 'refused' || this.status === 'closed' || this.ending) return;
    this.provider.disconnect();
    this.status = 'offline';
    this.showWaiting();
  };

  private readonly networkBack = (): void => {
    if (this.status === 'refused' || this.status === 'closed' || this.ending) return;
    void this.provider.connect();
  };

  private onStatus(status: string): void {
    if (status === 'connected') this.socketUp = true;
    else if (this.socketUp) {
      // Cut from the table: its entries made from now on wait for its state again (see held).
      this.socketUp = false;
      this.tableSeen = false;
    }
    if (this.status === 'refused' || this.status === 'closed' || this.ending) return;
    this.setStatus(status);
    this.showWaiting();
  }

  private setStatus(status: string): void {
    // Offline only when the browser says the network is gone: a dropped socket with the network up is
    // the table out of reach, which the provider retries (reconnecting), and so is each of its retries.
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    this.status = liveStatus({ socket: status, synced: Boolean(this.provider?.isSynced), everLive: this.everLive, online });
    if (this.status === 'live') {
      this.everLive = true;
      if (this.provider.unsyncedChanges === 0) this.allAcknowledged();
    }
  }

  /**
   * The highest counter of this device the table has acknowledged, kept on the phone so that a page
   * reloaded while offline still counts the changes waiting (the provider counts only its own sends).
   */
  private get ackKey(): string {
    return `boardroom-live-ack:${this.link.tableId}:${this.link.device}`;
  }

  /** The line's count of changes waiting: at once unless live, where only a late acknowledgement shows. */
  private showWaiting(): void {
    if (this.status !== 'live' || this.unacknowledged === 0) {
      if (this.lateAck !== null) clearTimeout(this.lateAck);
      this.lateAck = null;
      this.waiting = this.unacknowledged;
    } else if (this.lateAck === null && this.waiting !== this.unacknowledged) {
      this.lateAck = setTimeout(() => {
        this.lateAck = null;
        this.waiting = this.unacknowledged;
      }, LATE_ACK_MS);
    }
  }

  private allAcknowledged(): void {
    this.unacknowledged = this.held;
    this.showWaiting();
    try {
      localStorage.setItem(this.ackKey, String(lastCounter(this.logIds(), this.link.device)));
    } catch {
      // Storage refused: the count after a reload offline may then say more than is waiting.
    }
  }

  private logIds(): string[] {
    return this.log.toArray().map((e) => e.id);
  }

  /** The changes waiting, counted from the log (a page loaded while the network is gone). */
  private countWaiting(): void {
    let acknowledged: number;
    try {
      acknowledged = Number(localStorage.getItem(this.ackKey)) || 0;
    } catch {
      acknowledged = 0;
    }
    if (this.provider.isSynced) return;
    this.unacknowledged = waitingAfter(this.logIds(), this.link.device, acknowledged) + this.held;
    this.showWaiting();
  }

  /** This phone's awareness: who sits here. */
  private announce(): void {
    this.provider.setAwarenessField('user', { device: this.link.device, seat: this.link.seat, name: this.playerName(this.link.seat) });
  }

  /** The table's keys, once the host has written them (a joining phone waits for them). */
  keys(): TableKeys | null {
    const kind = this.table.get('kind');
    const players = this.table.get('players');
    if (typeof kind !== 'string' || !Array.isArray(players)) return null;
    return {
      kind: kind as TableKeys['kind'],
      players: players as Player[],
      options: (this.table.get('options') as Record<string, unknown>) ?? {},
      createdAt: Number(this.table.get('createdAt')) || Date.now(),
      host: String(this.table.get('host') ?? '')
    };
  }

  get closed(): boolean {
    return this.table.get('closed') === true;
  }

  /** The host writes the table's keys, each once (the server refuses a second value). */
  writeKeys(keys: TableKeys): void {
    this.doc.transact(() => {
      for (const [key, value] of Object.entries(keys)) if (!this.table.has(key)) this.table.set(key, JSON.parse(JSON.stringify(value)));
    }, LOCAL);
  }

  /** This phone now sits as `seat` (a joining phone picks its seat after connecting). */
  sitAs(link: LiveLink, players: readonly Player[]): void {
    this.link = link;
    this.playerName = (seat) => players.find((p) => p.id === seat)?.name ?? (link.device === link.host ? 'the host’s phone' : 'watching');
    this.announce();
  }

  /**
   * Connects a game's store: its log is first made the shared one (and what the shared log lacks is
   * appended to it), then its writes go to the table too. Returns the detach.
   */
  async attach(store: SessionStore): Promise<() => void> {
    await this.loaded;
    this.sitAs(this.link, store.record.players);
    this.stores.push(store);
    if (this.provider.isSynced) this.tableSeen = true;
    await this.mirror();
    this.counter = Math.max(this.counter, lastCounter(this.logIds(), this.link.device));
    this.countWaiting();
    store.live = this.hooks();
    // A push that waits for the game's writes goes in the next task once they have ended.
    const unsubscribe = store.subscribe(() => {
      if (this.pushWaits && store.pending === 0) this.schedulePush(true);
    });
    return () => {
      unsubscribe();
      store.live = null;
      this.stores = this.stores.filter((s) => s !== store);
    };
  }

  /**
   * Gives new entries (in seq order) this device's next ids; a gesture and an undo mark's targets by
   * the ids of the entries they name, among `entries` or `stored` (entries already in the log).
   */
  private stamp(entries: LogEntry[], stored: (seq: number) => LogEntry | undefined): void {
    const idOfSeq = new Map<number, string>();
    const idOf = (seq: number) => idOfSeq.get(seq) ?? stored(seq)?.live?.id;
    for (const entry of entries) {
      const id = `${this.link.device}:${++this.counter}`;
      idOfSeq.set(entry.seq, id);
      entry.live = { id, device: this.link.device, seat: this.link.seat };
      if (entry.gesture !== undefined) entry.live.gesture = idOf(entry.gesture);
      if (isControl(entry.event)) entry.live.targets = (entry.event as ControlEvent).targets.map(idOf).filter((id): id is string => !!id);
    }
  }

  private hooks(): LiveHooks {
    return {
      stamp: (entries, stored) => this.stamp(entries, stored),
      written: (entries) => this.pushSoon(entries.map(toShared).filter((e): e is SharedEntry => e !== null)),
      undoTarget: (cursor, entries: readonly LogEntry[]) => ownUndoTarget(cursor, deviceOfSeq(entries), this.link.device),
      redoTarget: (cursor, entries: readonly LogEntry[]) => ownRedoTarget(cursor, deviceOfSeq(entries), this.link.device)
    };
  }

  /**
   * Entries just stored in Dexie go to the shared log in a task of their own: a tap is saved when
   * Dexie has committed it, and the Yjs transaction, the message to the server and the line's count
   * follow once the save is on screen instead of before (the y-indexeddb copy later, keepLater). When
   * the next tap is already being saved by then, the push waits for it (PUSH_WAIT_MAX_MS): run in the
   * middle of a tap, the push and what it sets off on this phone and the server (the message, the
   * server's check and store, its acknowledgement) were that tap's time.
   */
  private pushSoon(entries: SharedEntry[]): void {
    if (!this.unpushed.length) this.unpushedSince = Date.now();
    this.unpushed.push(...entries);
    this.schedulePush(false);
  }

  /** The push's task: at once (`now`, the writes in flight have ended), or unless one is scheduled. */
  private schedulePush(now: boolean): void {
    if (this.pushTask !== null) {
      if (!now) return;
      clearTimeout(this.pushTask);
    }
    this.pushWaits = false;
    this.pushTask = setTimeout(() => this.pushBetweenTaps(), 0);
  }

  private pushBetweenTaps(): void {
    this.pushTask = null;
    const waited = Date.now() - this.unpushedSince;
    if (this.unpushed.length && waited < PUSH_WAIT_MAX_MS && this.stores.some((s) => s.pending > 0)) {
      this.pushWaits = true;
      this.pushTask = setTimeout(() => this.pushStored(), PUSH_WAIT_MAX_MS - waited);
      return;
    }
    this.pushStored();
  }

  /** Appends the entries stored and not yet pushed, in the order they were stored. */
  private pushStored(): void {
    if (this.pushTask !== null) clearTimeout(this.pushTask);
    this.pushTask = null;
    this.pushWaits = false;
    const entries = this.unpushed;
    this.unpushed = [];
    if (this.held || !this.tableSeen) {
      // Cut from the table, or behind entries waiting for its state: the mirror that follows the state
      // pushes them all, in order, after the table's own entries.
      this.held += entries.length;
      this.unacknowledged += entries.length;
      this.showWaiting();
      return;
    }
    this.append(entries);
  }

  /**
   * Keeps the y-indexeddb copy of a push for an idle moment of the page with no write of the game in
   * flight (a tap's transaction): a player's taps come far apart, and the copy goes between them.
   */
  private keepLater(update: Uint8Array): void {
    this.kept.push(update);
    if (this.cancelKeep) return;
    this.keptSince = Date.now();
    this.whenIdle();
  }

  private whenIdle(): void {
    const run = () => {
      this.cancelKeep = null;
      const busy = this.stores.some((s) => s.pending > 0);
      if (busy && Date.now() - this.keptSince < KEEP_PUSHES_MAX_MS) this.whenIdle();
      else this.storeKept();
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: KEEP_PUSHES_MAX_MS });
      this.cancelKeep = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 50);
      this.cancelKeep = () => clearTimeout(handle);
    }
  }

  /** Writes the waiting copies of this phone's pushes to y-indexeddb, merged into one update. */
  private storeKept(): void {
    this.cancelKeep?.();
    this.cancelKeep = null;
    if (!this.kept.length) return;
    const update = this.kept.length === 1 ? this.kept[0] : Y.mergeUpdates(this.kept);
    this.kept = [];
    this.storeUpdate(update, PUSH);
  }

  /** The table's state has arrived (the provider's first sync of this page): what was held can go. */
  private tableReached(): void {
    if (this.tableSeen) return;
    this.tableSeen = true;
    if (this.held) void this.mirror();
  }

  /**
   * Appends entries at the end of the shared log, in one Yjs transaction (never before an entry). An
   * entry the shared log already holds is left out: the mirror may have appended it first.
   */
  private append(entries: SharedEntry[]): void {
    // A closed table takes nothing more (its close may arrive before this phone has marked its game left).
    if (!entries.length || this.link.left || this.closed) return;
    const inLog = new Set(this.logIds());
    const fresh = entries.filter((e) => !inLog.has(e.id));
    if (!fresh.length) return;
    this.doc.transact(() => this.log.push(fresh.map((e) => JSON.parse(JSON.stringify(e)) as SharedEntry)), PUSH);
    this.unacknowledged += fresh.length;
    this.showWaiting();
  }

  /**
   * Rewrites the attached game's log to the shared order; runs again if the log changes meanwhile.
   * Resolves once the log is the shared one (a call while a mirror runs waits for its next round).
   */
  mirror(): Promise<void> {
    if (this.mirroring) {
      this.mirrorAgain = true;
      return this.mirrored;
    }
    this.mirroring = true;
    this.mirrored = this.mirrorRounds();
    return this.mirrored;
  }

  private async mirrorRounds(): Promise<void> {
    try {
      do {
        this.mirrorAgain = false;
        const store = this.stores[this.stores.length - 1];
        if (!store) break;
        try {
          // Read in the store's queue, after the writes before it: what they stored is pushed first,
          // so the mirror finds missing only what a closed page left unpushed (or an offline reload).
          const { missing, repeat } = await store.exclusive(
            (db) => {
              this.pushStored();
              const shared = this.log.toArray().filter(isSharedEntry);
              // Entries stored while no view of the game was attached (a tap before the table's code
              // had loaded) carry no id yet: they get this device's next ones, and go to the table.
              // Until the table's state has come, a stored entry the document lacks may stand before others
              // at the table: the stored order is kept meanwhile (rewritten with it at the end, a refused
              // entry of a merge could be another one for a moment, and said as refused).
              const stamp: StampUnstamped = (unstamped, local) => {
                const ids = [...shared, ...local.map((e) => e.live).filter((l) => l !== undefined)].map((e) => e.id);
                this.counter = Math.max(this.counter, lastCounter(ids, this.link.device));
                const bySeq = new Map(local.map((e) => [e.seq, e]));
                this.stamp(unstamped, (seq) => bySeq.get(seq));
              };
              return mirrorLog(db, store.id, shared, stamp, !this.tableSeen);
            },
            (result) => !result.written
          );
          // Ids the shared log does not hold yet are this device's too: the next tap's counter is above them.
          const missingIds = missing.map((e) => e.id);
          this.counter = Math.max(this.counter, lastCounter(missingIds, this.link.device));
          if (this.tableSeen || this.closing || !missing.length) {
            this.unacknowledged = Math.max(0, this.unacknowledged - this.held);
            this.held = 0;
            this.append(missing);
          } else {
            this.unacknowledged += missing.length - this.held;
            this.held = missing.length;
            this.showWaiting();
          }
          this.problem = null;
          if (repeat) this.repeats++;
          // The other open views of this game (History beside the table) read it afresh.
          for (const other of this.stores) if (other !== store) void other.refresh();
        } catch (error) {
          this.problem = errorMessage(error);
        }
      } while (this.mirrorAgain);
    } finally {
      this.mirroring = false;
    }
  }

  /**
   * The host stops sharing: the table is closed for every phone. Entries held for the table's state
   * (the host cut from it) go first: the table takes nothing after its close.
   */
  async stopSharing(): Promise<void> {
    if (this.held || !this.tableSeen) {
      this.closing = true;
      this.pushStored();
      await this.mirror();
    }
    this.pushStored();
    this.doc.transact(() => {
      if (!this.table.has('closed')) this.table.set('closed', true);
    }, LOCAL);
  }

  private async closedByHost(): Promise<void> {
    if (this.status === 'closed' || this.ending) return;
    this.ending = true;
    const store = this.stores[this.stores.length - 1];
    // Let the close reach the server before this phone lets go of the table.
    setTimeout(() => this.provider.disconnect(), 1000);
    await this.letGo(store?.id);
  }

  /**
   * Marks the game left and has its views read it again, and only then says closed: a game that left
   * its table shows no line, so the screen goes from Live to no line in one step. (Said first, the line
   * showed "The table is closed" for the few dozen milliseconds until the views had read the row.)
   */
  private async letGo(sessionId: string | undefined): Promise<void> {
    try {
      if (sessionId) await markLeft(sessionId);
      await Promise.allSettled(this.stores.map((s) => s.refresh()));
    } finally {
      this.status = 'closed';
    }
  }

  /** This phone leaves the table; its game stays here as it was. */
  async leave(sessionId: string): Promise<void> {
    this.pushStored();
    this.ending = true;
    this.provider.disconnect();
    this.link = { ...this.link, left: true };
    await this.letGo(sessionId);
    connections.delete(this.link.tableId);
    this.storeKept();
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', this.networkLost);
      window.removeEventListener('online', this.networkBack);
    }
    this.provider.destroy();
    await this.persistence.destroy();
  }
}

const connections = new Map<string, LiveConnection>();

/** The connection to a table, made once per page load and shared by every view of its game. */
export function connectTable(link: LiveLink): LiveConnection {
  let connection = connections.get(link.tableId);
  if (!connection) {
    connection = new LiveConnection(link, location.origin);
    connections.set(link.tableId, connection);
  }
  return connection;
}
