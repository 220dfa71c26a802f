/**
 * What the home screen needs from IndexedDB before Dexie arrives: whether the database exists, and
 * its list of games, read with the browser's own IndexedDB API. Dexie (about a third of the first
 * load's bytes) then loads after the first paint, for the live list and every write.
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

/** `deleted`: how many games wait in Recently deleted (the home screen links to them). */
export type FirstRead = { kind: 'absent' } | { kind: 'rows'; rows: SessionRecord[]; deleted: number } | { kind: 'unknown' };

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
export async function readSessionsAtStart(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<FirstRead> {
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
    return await openAndRead(factory, presence === 'present' ? NATIVE_VERSION : undefined);
  } catch {
    return UNKNOWN;
  } finally {
    clearTimeout(watchdog);
    if (stalled) setStalled(false);
  }
}

function openAndRead(factory: IDBFactory, version: number | undefined): Promise<FirstRead> {
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
        const read = trackTransaction(db.transaction('sessions', 'readonly')).objectStore('sessions').index('updatedAt').getAll();
        read.onsuccess = () => {
          db.close();
          // The index holds them oldest first (ties by id); Dexie's `reverse()` gives the exact reverse.
          const all = (read.result as SessionRecord[]).reverse();
          const keptSince = Date.now() - KEEP_DELETED_MS;
          resolve({ kind: 'rows', rows: all.filter((s) => !s.deletedAt), deleted: all.filter((s) => s.deletedAt > keptSince).length });
        };
        read.onerror = () => {
          db.close();
          reject(read.error ?? new Error('read failed'));
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
