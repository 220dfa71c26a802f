/**
 * Plain values shared by the Dexie modules and the first read of the home screen (first-read.ts).
 * Importing this module never loads Dexie: it must import nothing and hold no logic.
 */

export const DB_NAME = 'boardroom';

/** Every schema version ever released, oldest first. A test checks each has a fixture. */
export const SCHEMA_VERSIONS = [1] as const;

/**
 * The version IndexedDB itself reports for the newest schema: Dexie opens `version(n)` as n × 10
 * (a test holds the two together), so the first read can tell that the database is the one it knows.
 */
export const NATIVE_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1] * 10;

/**
 * How long the Undo offer stays after the latest delete. Every game deleted while it is shown is
 * brought back by it; after that the game waits in "Recently deleted" (Settings).
 */
export const UNDO_DELETE_MS = 10_000;

/**
 * How long a deleted game is kept in "Recently deleted", with Restore, as phones keep deleted
 * photos: a slip noticed only after leaving the screen still loses nothing. `purgeDeleted` at each
 * start removes those deleted longer ago.
 */
export const KEEP_DELETED_MS = 30 * 24 * 60 * 60 * 1000;

/** How long opening the database may take before the page says that storage is not answering. */
export const OPEN_PATIENCE_MS = 4000;
