/**
 * The one database connection of the page, and what happens when another tab upgrades the schema:
 * this tab closes its connection for good (no silent reopen with old-shaped rows) and says so.
 * It also watches the opening: IndexedDB can leave an open request unanswered for ever (another
 * page holding an unfinished upgrade, a stalled browser backend), and then the player must be told
 * rather than left tapping buttons that never save.
 */
import { BoardroomDb } from './schema';

let db: BoardroomDb | null = null;
let blocked = false;
const blockedListeners = new Set<() => void>();

/** How long an open may take before the page says that storage is not answering. */
export const OPEN_PATIENCE_MS = 4000;
let stalled = false;
const stalledListeners = new Set<(stalled: boolean) => void>();

function setStalled(next: boolean): void {
  if (stalled === next) return;
  stalled = next;
  for (const listener of stalledListeners) listener(next);
}

export function getDb(): BoardroomDb {
  if (!db) {
    db = new BoardroomDb();
    const opened = db;
    opened.on('versionchange', () => {
      blocked = true;
      opened.close({ disableAutoOpen: true });
      for (const listener of blockedListeners) listener();
      return false;
    });
    const watchdog = setTimeout(() => setStalled(true), OPEN_PATIENCE_MS);
    opened.open().then(
      () => {
        clearTimeout(watchdog);
        setStalled(false);
      },
      // A failed open is reported by the query that needed it; only silence is watched here.
      () => clearTimeout(watchdog)
    );
    // A page left for the back-forward cache (Safari keeps the pages it leaves) must not keep its
    // connection: WebKit freezes it there with any transaction it had running, and the next page's
    // transactions wait for it for ever. Closed here, it opens again by itself if the page returns.
    addEventListener('pagehide', () => {
      if (!blocked) opened.close({ disableAutoOpen: false });
    });
  }
  return db;
}

export function isBlocked(): boolean {
  return blocked;
}

/** Calls `listener` once another tab's upgrade has closed this tab's connection. */
export function onBlocked(listener: () => void): () => void {
  blockedListeners.add(listener);
  if (blocked) listener();
  return () => blockedListeners.delete(listener);
}

/**
 * Calls `listener(true)` when opening the database has taken longer than OPEN_PATIENCE_MS, and
 * `listener(false)` if it then opens after all.
 */
export function onStalled(listener: (stalled: boolean) => void): () => void {
  stalledListeners.add(listener);
  if (stalled) listener(true);
  return () => stalledListeners.delete(listener);
}

/** For tests: use a given database (fake-indexeddb) instead of the page's own. */
export function useDatabase(next: BoardroomDb): void {
  db = next;
  blocked = false;
}
