// A page put in the back-forward cache aborts its unfinished transactions, so that they cannot
// block every other page's for ever, and reloads if it comes back after one was cut off.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME } from '$lib/db/constants';
import type { LeavingTarget } from '$lib/db/leaving';
import { BoardroomDb } from '$lib/db/schema';

/** A page's pagehide and pageshow, fired by hand. */
function fakePage() {
  const listeners: Record<string, ((event: { persisted: boolean }) => void)[]> = { pagehide: [], pageshow: [] };
  const target: LeavingTarget = { addEventListener: (type, listener) => listeners[type].push(listener) };
  const fire = (type: 'pagehide' | 'pageshow', persisted: boolean) => listeners[type].forEach((l) => l({ persisted }));
  return { target, fire };
}

/** Resolves after `ms` of real time (fake-indexeddb answers on timers). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: BoardroomDb;
let page: ReturnType<typeof fakePage>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  // A fresh module for each test: what it tracks and whether a page had something cut off are its own.
  vi.resetModules();
  const { abortWhenFrozen, guardLeaving } = await import('$lib/db/leaving');
  page = fakePage();
  reload = vi.fn<() => void>();
  guardLeaving(page.target, reload);
  db = new BoardroomDb(DB_NAME, { indexedDB: new IDBFactory(), IDBKeyRange });
  db.use(abortWhenFrozen);
  await db.open();
});

/**
 * Starts a write that stays unfinished until `release` is called, as a page frozen mid-write does;
 * resolves to how it ended.
 */
function unfinishedWrite(): { release: () => void; ended: Promise<string> } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const ended = db
    .transaction('rw', db.sessions, db.events, db.snapshots, async () => {
      await db.sessions.count();
      // Requests one after another keep the transaction running until released (or aborted).
      await new Promise<void>((resolve, reject) => {
        let released = false;
        void held.then(() => (released = true));
        const keepAlive = (): void => void db.sessions.count().then(() => (released ? resolve() : keepAlive()), reject);
        keepAlive();
      });
    })
    .then(
      () => 'committed',
      (error: Error) => error.name
    );
  return { release, ended };
}

describe('leaving a page for the back-forward cache', () => {
  it('aborts a write still running, so another write goes through; coming back reloads once', async () => {
    const write = unfinishedWrite();
    await pause(20);
    page.fire('pagehide', true);
    expect(await write.ended).toBe('AbortError');
    // The stores are free again: what the next page writes is stored.
    expect(await db.transaction('rw', db.sessions, db.events, db.snapshots, async () => db.sessions.count())).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    page.fire('pageshow', true);
    expect(reload).toHaveBeenCalledTimes(1);
    page.fire('pageshow', true);
    expect(reload).toHaveBeenCalledTimes(1);
    write.release();
  });

  it('leaves finished transactions alone and does not reload a page that had nothing cut off', async () => {
    await db.transaction('rw', db.sessions, async () => db.sessions.count());
    page.fire('pagehide', true);
    page.fire('pageshow', true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page that is closed, not cached, is left to the browser: its write goes on', async () => {
    const write = unfinishedWrite();
    await pause(20);
    page.fire('pagehide', false);
    write.release();
    expect(await write.ended).toBe('committed');
  });
});
