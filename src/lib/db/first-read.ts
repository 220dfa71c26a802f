/**
 * What the home screen needs from IndexedDB before Dexie arrives: whether the database exists, and
 * its list of games, read with the browser's own IndexedDB API. Dexie (about a third of the first
 * load's bytes) then loads after the first paint, for the live list and every write.
 *
 * Read-only and cautious: it opens the database only when `indexedDB.databases()` says it exists at
 * the version this build knows, never creates or upgrades it (an upgrade is Dexie's, in schema.ts),
 * and closes it at once. Anything else (no `databases()`, another version, an error) answers
 * "unknown", and the caller takes the Dexie path. Must not import Dexie or any module that does.
 */
import { DB_NAME, NATIVE_VERSION } from './constants';
import type { SessionRecord } from './schema';

export type Presence = 'absent' | 'present' | 'unknown';

export type FirstRead = { kind: 'absent' } | { kind: 'rows'; rows: SessionRecord[] } | { kind: 'unknown' };

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

/** The games of the home screen, as `listSessions` gives them: newest first, none being deleted. */
export async function readSessionsAtStart(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<FirstRead> {
  const presence = await databasePresence(factory);
  if (presence === 'absent') return { kind: 'absent' };
  if (presence === 'unknown' || !factory) return UNKNOWN;
  try {
    return { kind: 'rows', rows: await readRows(factory) };
  } catch {
    return UNKNOWN;
  }
}

function readRows(factory: IDBFactory): Promise<SessionRecord[]> {
  return new Promise((resolve, reject) => {
    // The version is given so that a newer database (another tab's upgrade since `databases()`)
    // fails with a VersionError here instead of being opened at a schema this build does not know.
    const request = factory.open(DB_NAME, NATIVE_VERSION);
    // Only if the database went away since `databases()`: this read must not create it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onblocked = () => reject(new Error('blocked'));
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onsuccess = () => {
      const db = request.result;
      // Never in the way of another tab's upgrade.
      db.onversionchange = () => db.close();
      try {
        if (!db.objectStoreNames.contains('sessions')) throw new Error('no sessions store');
        const read = db.transaction('sessions', 'readonly').objectStore('sessions').index('updatedAt').getAll();
        read.onsuccess = () => {
          db.close();
          // The index holds them oldest first (ties by id); Dexie's `reverse()` gives the exact reverse.
          const rows = (read.result as SessionRecord[]).reverse().filter((s) => !s.deletedAt);
          resolve(rows);
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
