// Nothing lost: storage full, storage wiped by the browser, network flapping.
import { expect, test, type Page } from '@playwright/test';
import { balance, savedAt, startGame } from './helpers';

/** Reads the raw database: each session's seqs must run 1..lastSeq, each snapshot must sit on a stored event. */
async function consistency(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('boardroom');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => resolve(r.result as T[]);
        r.onerror = () => reject(r.error);
      });
    const sessions = await all<{ id: string; lastSeq: number }>('sessions');
    const events = await all<{ sessionId: string; seq: number }>('events');
    const snapshots = await all<{ sessionId: string; seq: number }>('snapshots');
    for (const s of sessions) {
      const seqs = events.filter((e) => e.sessionId === s.id).map((e) => e.seq).sort((a, b) => a - b);
      if (seqs.join() !== Array.from({ length: s.lastSeq }, (_, i) => i + 1).join()) problems.push(`session ${s.id}: events ${seqs.length} for lastSeq ${s.lastSeq}`);
      for (const snap of snapshots.filter((x) => x.sessionId === s.id)) if (snap.seq > s.lastSeq || !seqs.includes(snap.seq)) problems.push(`snapshot ${snap.seq} ahead of the log`);
    }
    db.close();
    return problems;
  });
}

test('storage full: the failed write is reported in plain words, nothing is ahead of the database, the next tap works', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
  await savedAt(page, 1);
  await page.evaluate(() => {
    const w = window as unknown as { __restore: () => void };
    const add = IDBObjectStore.prototype.add;
    const put = IDBObjectStore.prototype.put;
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    IDBObjectStore.prototype.add = full;
    IDBObjectStore.prototype.put = full;
    w.__restore = () => {
      IDBObjectStore.prototype.add = add;
      IDBObjectStore.prototype.put = put;
    };
  });
  await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Storage is full, so this change was not saved' })).toBeVisible();
  await savedAt(page, 1);
  expect(await balance(page, 'p1')).toBe('60M');
  await page.evaluate(() => (window as unknown as { __restore: () => void }).__restore());
  await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
  await savedAt(page, 2);
  expect(await balance(page, 'p1')).toBe('70M');
  await page.reload();
  await savedAt(page, 2);
  expect(await consistency(page)).toEqual([]);
});

test('storage wiped by the browser: a clean start that says the games are gone and offers a backup', async ({ page, context, baseURL }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.goto('/');
  await expect(page.locator('.sessions li')).toHaveCount(1);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'indexeddb' });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Your saved games are gone' })).toBeVisible();
  await page.getByRole('link', { name: 'Import a backup' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Everything cleared (the marker too): simply a fresh app, no crash loop.
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'all' });
  await page.goto('/');
  await expect(page.getByText('No games yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No games yet.')).toBeVisible();
});

test('network flapping during play: no error shown, no tap lost', async ({ page, context }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  let offline = false;
  const flapper = setInterval(() => {
    offline = !offline;
    void context.setOffline(offline).catch(() => {});
  }, 250);
  try {
    for (let i = 0; i < 30; i++) {
      await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
      await page.waitForTimeout(40);
    }
    await savedAt(page, 30);
  } finally {
    clearInterval(flapper);
    await context.setOffline(false);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await balance(page, 'p1')).toBe('350M');
});
