/**
 * What the home screen needs from IndexedDB before Dexie arrives: whether the database exists, and
 * the first page of its list of games, read with the browser's own IndexedDB API: the newest games
 * by the `updatedAt` index, the games in progress the list last showed, and the counts from the
 * `deletedAt` index, so that 500 games paint as fast as 40 (every row of 500 took 40 to 240 ms to
 * read). Dexie (about a third of the first load's bytes) then loads after the first paint, for the
 * whole live list (search, filters, "Show more") and every write.
 *
 * Read-only and cautious: it reads only a database at the version this build knows (as
 * `indexedDB.databases()` reports it), never creates or upgrades one (an upgrade is Dexie's, in
 * schema.ts), and closes it at once. Anything else (no `databases()`, another version, an error)
 * answers "unknown", and the caller takes the Dexie path. Must not import Dexie or any module that does.
 */
import { DB_NAME, KEEP_DELETED_MS, NATIVE_VERSION, OPEN_PATIENCE_MS } from './constants';
import { trackTransaction } from './leaving';
import type { SessionRecord } from './schema';
import { setStalled } from './status';

export type Presence = 'absent' | 'present' | 'unknown';

/**
 * `rows`: the newest `page` games that are not deleted, newest first as `homeList` orders them,
 * with the asked-for games in progress merged in; `total`: how many games are not deleted (when it
 * is `rows.length`, `rows` is the whole list); `deleted`: how many wait in Recently deleted.
 */
export type FirstRead = { kind: 'absent' } | { kind: 'rows'; rows: SessionRecord[]; total: number; deleted: number } | { kind: 'unknown' };

export interface FirstReadAsk {
  /** How many of the newest games to read. */
  page: number;
  /**
   * Games that were in progress when the list was last shown: the list puts games in progress
   * first, and one older than the page would otherwise arrive only with the whole list.
   */
  inProgress?: readonly string[];
}

const UNKNOWN: FirstRead = { kind: 'unknown' };

/**
 * Whether the database exists at the version this build knows ('present'), does not exist at all
 * ('absent': a first visit, or the browser cleared it), or cannot be told ('unknown').
 */
export async function databasePresence(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<Presence> {
  if (!factory || typeof factory.databases !== 'function') return 'unknown';
  try {
    const found = (await factory.databases()).find((d) => d.name === DB_NAME);
    if (!found) return 'absent';
    return found.version === NATIVE_VERSION ? 'present' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The games of the home screen, as `homeList` gives them: newest first, none being deleted.
 * Storage that does not answer within OPEN_PATIENCE_MS is reported (status.ts) as Dexie's open
 * would, and the answer waits: an empty screen must not claim "no games" while it cannot tell.
 */
export async function readSessionsAtStart(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  ask: FirstReadAsk = { page: Infinity }
): Promise<FirstRead> {
  const presence = await databasePresence(factory);
  if (presence === 'unknown' || !factory) return UNKNOWN;
  let stalled = false;
  const watchdog = setTimeout(() => {
    stalled = true;
    setStalled(true);
  }, OPEN_PATIENCE_MS);
  try {
    // Opened without a version when it seems absent: it may have been created since `databases()`,
    // and a page holding an unfinished upgrade makes this open wait, which is what the watchdog sees.
    return await openAndRead(factory, presence === 'present' ? NATIVE_VERSION : undefined, ask);
  } catch {
    return UNKNOWN;
  } finally {
    clearTimeout(watchdog);
    if (stalled) setStalled(false);
  }
}

/** homeList's order: newest first, and between games of the same moment the greater id first (the index's exact reverse). */
const newestFirst = (a: SessionRecord, b: SessionRecord) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function openAndRead(factory: IDBFactory, version: number | undefined, ask: FirstReadAsk): Promise<FirstRead> {
  return new Promise((resolve, reject) => {
    // With a version, a newer database (another tab's upgrade since `databases()`) fails with a
    // VersionError instead of being opened at a schema this build does not know.
    const request = version === undefined ? factory.open(DB_NAME) : factory.open(DB_NAME, version);
    let absent = false;
    // The database does not exist: this read must not create it. Aborted, nothing is left behind.
    request.onupgradeneeded = () => {
      absent = true;
      request.transaction?.abort();
    };
    request.onblocked = () => reject(new Error('blocked'));
    request.onerror = () => (absent ? resolve({ kind: 'absent' }) : reject(request.error ?? new Error('open failed')));
    request.onsuccess = () => {
      const db = request.result;
      // Never in the way of another tab's upgrade.
      db.onversionchange = () => db.close();
      try {
        if (db.version !== NATIVE_VERSION || !db.objectStoreNames.contains('sessions')) {
          db.close();
          return resolve(UNKNOWN);
        }
        const tx = trackTransaction(db.transaction('sessions', 'readonly'));
        const store = tx.objectStore('sessions');
        const byDeletedAt = store.index('deletedAt');
        const keptSince = Date.now() - KEEP_DELETED_MS;
        const total = byDeletedAt.count(IDBKeyRange.only(0));
        const deleted = byDeletedAt.count(IDBKeyRange.lowerBound(keptSince, true));
        const rows: SessionRecord[] = [];
        // The index holds them oldest first (ties by id): walked backwards, Dexie's `reverse()` order.
        const newest = store.index('updatedAt').openCursor(null, 'prev');
        newest.onsuccess = () => {
          const cursor = newest.result;
          if (!cursor || rows.length >= ask.page) return;
          const row = cursor.value as SessionRecord;
          if (!row.deletedAt) rows.push(row);
          cursor.continue();
        };
        const extra: SessionRecord[] = [];
        for (const id of ask.inProgress ?? []) {
          const get = store.get(id);
          get.onsuccess = () => {
            const row = get.result as SessionRecord | undefined;
            if (row && !row.deletedAt && row.status === 'active') extra.push(row);
          };
        }
        tx.oncomplete = () => {
          db.close();
          const seen = new Set(rows.map((r) => r.id));
          const merged = [...rows, ...extra.filter((r) => !seen.has(r.id) && (seen.add(r.id), true))].sort(newestFirst);
          resolve({ kind: 'rows', rows: merged, total: total.result, deleted: deleted.result });
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          reject(tx.error ?? new Error('read failed'));
        };
      } catch (error) {
        db.close();
        reject(error);
      }
    };
  });
}

/**
 * The BroadcastChannel on which Dexie tells the other tabs of a write (STORAGE_MUTATED_DOM_EVENT_NAME
 * in dexie.mjs; a unit test checks that the installed Dexie still uses it).
 */
export const DEXIE_CHANGE_CHANNEL = 'x-storagemutated-1';

/**
 * Calls `listener` when another tab writes to IndexedDB through Dexie: a home screen that has not
 * loaded Dexie (no database yet) learns that a first game was just created elsewhere.
 */
export function onOtherTabWrite(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(DEXIE_CHANGE_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}

/**
 * Opens the database through Dexie (loaded now, apart), to watch its opening and to remove the
 * games whose Undo ran out in an earlier visit. Not when there is no database: there is nothing to
 * watch or remove, and the first write, wherever it happens, opens (and creates) it.
 */
export async function openStorage(): Promise<void> {
  if ((await databasePresence()) === 'absent') return;
  const [{ getDb }, { purgeDeleted }] = await Promise.all([import('./database'), import('./sessions')]);
  // Opened on every screen, so that a database that never answers is noticed at once.
  getDb();
  // Sessions deleted in an earlier visit and never restored are removed for good now.
  void purgeDeleted().catch(() => {});
}
