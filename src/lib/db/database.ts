/**
 * The one database connection of the page, and what happens when another tab upgrades the schema:
 * this tab closes its connection for good (no silent reopen with old-shaped rows) and says so.
 */
import { BoardroomDb } from './schema';

let db: BoardroomDb | null = null;
let blocked = false;
const blockedListeners = new Set<() => void>();

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

/** For tests: use a given database (fake-indexeddb) instead of the page's own. */
export function useDatabase(next: BoardroomDb): void {
  db = next;
  blocked = false;
}
