/**
 * IndexedDB transactions must not outlive the page that started them. Safari keeps a page it leaves
 * in its back-forward cache, frozen with whatever transaction was running, and every later
 * transaction on those stores, in any tab, then waits for ever: the app says "storage is not
 * answering" and nothing saves (WebKitGTK 2.50 did it in one engine-suite run out of three, when a
 * page was left while its start-up clean-up was writing). So every transaction the app starts is
 * tracked here; when a page is put in that cache its unfinished ones are aborted (rolled back, as
 * closing the page would), and if it comes back from the cache after that, it reloads, so it never
 * shows a change that was not stored. Imports no code (Dexie's types only): first-read.ts uses it
 * before Dexie loads.
 */
import type { DBCore, Middleware } from 'dexie';

/** The part of `window` this needs (an EventTarget in unit tests). */
export interface LeavingTarget {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { persisted: boolean }) => void): void;
}

const live = new Set<IDBTransaction>();
let cutOff = false;
let guarded = false;

/** Watches the transaction until it completes or aborts; the first call also installs the guard. */
export function trackTransaction(transaction: IDBTransaction): IDBTransaction {
  if (!guarded && typeof addEventListener === 'function') guardLeaving(globalThis as unknown as LeavingTarget, () => location.reload());
  live.add(transaction);
  const finished = () => live.delete(transaction);
  transaction.addEventListener('complete', finished);
  transaction.addEventListener('abort', finished);
  return transaction;
}

/** A Dexie middleware that tracks every transaction Dexie starts (each is the browser's own). */
export const abortWhenFrozen: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'AbortWhenFrozen',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) => {
      const transaction = down.transaction(stores, mode, options);
      trackTransaction(transaction as unknown as IDBTransaction);
      return transaction;
    }
  })
};

/** Aborts every tracked transaction that has not finished; returns how many it aborted. */
export function abortUnfinished(): number {
  let aborted = 0;
  for (const transaction of [...live]) {
    live.delete(transaction);
    try {
      transaction.abort();
      aborted++;
    } catch {
      // It finished meanwhile (its complete event not yet delivered): nothing to roll back.
    }
  }
  return aborted;
}

/**
 * Installs the guard on `target` (the page). A page that is merely closed needs nothing: the
 * browser ends its transactions itself. Exported for tests.
 */
export function guardLeaving(target: LeavingTarget, reload: () => void): void {
  guarded = true;
  target.addEventListener('pagehide', (event) => {
    if (event.persisted && abortUnfinished() > 0) cutOff = true;
  });
  target.addEventListener('pageshow', (event) => {
    if (!event.persisted || !cutOff) return;
    cutOff = false;
    reload();
  });
}
