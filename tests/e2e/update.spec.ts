// A new version arrives while the network comes and goes and the players keep tapping: the update
// waits for the player ("New version available — Reload"), no error is shown, no tap is lost, and
// after Reload the new version runs with the whole game there.
import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, savedAt } from './helpers';

/** "Deploys" a new build into `dir`: index.html changes, and so do its revision in the service worker and the service worker itself. */
function deployNewVersion(dir: string): void {
  const index = join(dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</body>', '<!-- version 2 --></body>'));
  const sw = join(dir, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1version-2"'));
}

/** Errors on screen: anything shown as an error notice or a field problem. */
const errorsShown = (page: Page) => page.locator('.notice.error, .field-error').allTextContents();

test('a new version during play with the network flapping: no error, no tap lost, Reload brings it in', async ({ page, context }) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'boardroom-deploy-'));
  cpSync('build', dir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), BOARDROOM_BUILD_DIR: dir }, stdio: 'ignore' });
  const base = `http://localhost:${port}`;
  let offline = false;
  let flapper: ReturnType<typeof setInterval> | undefined;
  try {
    await expect.poll(async () => (await fetch(`${base}/manifest.webmanifest`).catch(() => null))?.ok ?? false).toBe(true);
    await page.goto(`${base}/new/logo-billionaire`);
    await page.locator('#name-0').fill('Ana');
    await page.locator('#name-1').fill('Ben');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/session\//);
    const url = page.url();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    deployNewVersion(dir);
    flapper = setInterval(() => {
      offline = !offline;
      void context.setOffline(offline).catch(() => {});
    }, 300);

    const plus = page.getByRole('button', { name: 'Ana +10', exact: true });
    const prompt = page.getByRole('alert').filter({ hasText: 'New version available' });
    let taps = 0;
    // Tap on while the browser looks for the new version (a check made offline simply fails and is tried again).
    for (let round = 0; round < 60 && !(await prompt.isVisible()); round++) {
      await plus.click();
      taps++;
      // Not awaited by the page: an update check started as the network drops can hang for a while.
      await page.evaluate(() => void navigator.serviceWorker.getRegistration().then((r) => r?.update().catch(() => {})));
      await page.waitForTimeout(150);
    }
    await expect(prompt).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await plus.click();
      taps++;
    }
    await savedAt(page, taps);
    expect(await errorsShown(page)).toEqual([]);
    await expect(page.getByTestId('balance-p1')).toHaveText(`${(50 + 10 * taps).toLocaleString('en-US')}M`);

    clearInterval(flapper);
    flapper = undefined;
    await context.setOffline(false);
    // The waiting service worker takes over and the page reloads under it.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ waiting: !!r?.waiting, active: r?.active?.state }))).catch(() => null))
      .toEqual({ waiting: false, active: 'activated' });
    expect(await page.evaluate(() => fetch('/').then((r) => r.text()))).toContain('version 2');
    await page.goto(url);
    await savedAt(page, taps);
    await expect(page.getByTestId('balance-p1')).toHaveText(`${(50 + 10 * taps).toLocaleString('en-US')}M`);
    expect(await errorsShown(page)).toEqual([]);
    test.info().annotations.push({ type: 'taps during the update', description: String(taps) });
  } finally {
    if (flapper) clearInterval(flapper);
    await context.setOffline(false).catch(() => {});
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
