/**
 * The one database connection of the page, and what happens when another tab upgrades the schema:
 * this tab closes its connection for good (no silent reopen with old-shaped rows) and says so.
 * It also watches the opening: IndexedDB can leave an open request unanswered for ever (another
 * page holding an unfinished upgrade, a stalled browser backend), and then the player must be told
 * rather than left tapping buttons that never save. What it finds goes to status.ts, which the app
 * frame reads without loading Dexie.
 */
import { OPEN_PATIENCE_MS } from './constants';
import { abortWhenFrozen } from './leaving';
import { BoardroomDb } from './schema';
import { isBlocked, resetBlocked, setBlocked, setStalled } from './status';

export { isBlocked, onBlocked, onStalled } from './status';
export { OPEN_PATIENCE_MS };

let db: BoardroomDb | null = null;

export function getDb(): BoardroomDb {
  if (!db) {
    db = new BoardroomDb();
    const opened = db;
    opened.on('versionchange', () => {
      opened.close({ disableAutoOpen: true });
      setBlocked();
      return false;
    });
    // Every transaction it starts is watched, so that a page frozen in Safari's back-forward cache
    // cannot hold one for ever (leaving.ts).
    opened.use(abortWhenFrozen);
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
    // connection either (its transactions are aborted by leaving.ts). Closed here, it opens again
    // by itself if the page returns.
    addEventListener('pagehide', () => {
      if (!isBlocked()) opened.close({ disableAutoOpen: false });
    });
  }
  return db;
}

/** For tests: use a given database (fake-indexeddb) instead of the page's own. */
export function useDatabase(next: BoardroomDb): void {
  db = next;
  resetBlocked();
}
