// Nothing lost: storage full, storage wiped by the browser, network flapping.
import { expect, test } from './fixtures';
import { balance, consistency, savedAt, startGame } from './helpers';
import { openPlayerSheet } from './logo-billionaire-steps';

test('storage full: the failed write is reported in plain words, nothing is ahead of the database, the next tap works', async ({
  page
}) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await openPlayerSheet(page, 'p1');
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
  await expect(page.getByText('No games on this phone yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No games on this phone yet.')).toBeVisible();
});

test('network flapping during play: no error shown, no tap lost', async ({ page, context }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  // The sheet first, online: on a first visit (no service worker yet) its code may still be on its
  // way, and this test is about taps saved while the network comes and goes, not about loading code.
  await openPlayerSheet(page, 'p1');
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

test('storage that never answers: the screen says so instead of leaving taps unsaved, and recovers when it answers', async ({
  page,
  context
}) => {
  // Another page starts an upgrade of the database and never finishes it: every later open waits.
  const holder = await context.newPage();
  await holder.goto('/manifest.webmanifest');
  await holder.evaluate(() => {
    const request = indexedDB.open('boardroom', 1000);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore('hold');
      const keepBusy = () => (store.count().onsuccess = keepBusy);
      keepBusy();
      (window as unknown as { upgrading: boolean }).upgrading = true;
    };
  });
  await expect.poll(() => holder.evaluate(() => (window as unknown as { upgrading?: boolean }).upgrading)).toBe(true);
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'storage is not answering' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('No games on this phone yet.')).toBeHidden();
  // The other page goes away, its upgrade is dropped, and this page's open goes through.
  await holder.close();
  await expect(notice).toBeHidden();
  await expect(page.getByText('No games on this phone yet.')).toBeVisible();
});
