/**
 * The storage's state as the app frame shows it: "blocked" (another tab's upgrade closed this tab's
 * connection) and "stalled" (opening has not answered). database.ts sets them; the frame listens
 * from the first paint. Kept apart from database.ts so that listening does not load Dexie: this
 * module must import nothing.
 */

let blocked = false;
const blockedListeners = new Set<() => void>();
let stalled = false;
const stalledListeners = new Set<(stalled: boolean) => void>();

export function isBlocked(): boolean {
  return blocked;
}

export function setBlocked(): void {
  if (blocked) return;
  blocked = true;
  for (const listener of blockedListeners) listener();
}

/** Calls `listener` once another tab's upgrade has closed this tab's connection. */
export function onBlocked(listener: () => void): () => void {
  blockedListeners.add(listener);
  if (blocked) listener();
  return () => blockedListeners.delete(listener);
}

export function setStalled(next: boolean): void {
  if (stalled === next) return;
  stalled = next;
  for (const listener of stalledListeners) listener(next);
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

/** For tests: a fresh database starts unblocked. */
export function resetBlocked(): void {
  blocked = false;
}
