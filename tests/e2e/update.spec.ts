// New versions of the app arriving while a game is being played. The update waits for the player
// ("New version. All saved. — Reload"); it shows up however many failed attempts came before it; no
// error is shown and no tap is lost while the network comes and goes; Reload brings the new
// version in, or says plainly that it did not start; a version taken in another window is offered
// here too.
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, savedAt, waitForServiceWorker } from './helpers';
import { closeSheet, openPlayerSheet, tapForPlayer } from './logo-billionaire-steps';

// These tests are about the service worker itself (the config blocks it by default).
test.use({ serviceWorkers: 'allow' });

/** A copy of the build served on a port of its own, so a test can "deploy" into it. */
async function deployment(): Promise<{ dir: string; base: string; close: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'boardroom-deploy-'));
  cpSync('build', dir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), BOARDROOM_BUILD_DIR: dir },
    stdio: 'ignore'
  });
  const base = `http://localhost:${port}`;
  await expect.poll(async () => (await fetch(`${base}/manifest.webmanifest`).catch(() => null))?.ok ?? false).toBe(true);
  return {
    dir,
    base,
    close: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** Edits the deployed service worker's source (it must change, or the browser sees no new version). */
function editWorker(dir: string, edit: (source: string) => string): void {
  const sw = join(dir, 'sw.js');
  const before = readFileSync(sw, 'utf8');
  const after = edit(before);
  expect(after, 'the edit changed the service worker').not.toBe(before);
  writeFileSync(sw, after);
}

/**
 * "Deploys" a new build into `dir`: the app page (200.html) changes, and so do its revision in the service worker and the
 * service worker itself.
 */
function deployNewVersion(dir: string): void {
  const page = join(dir, '200.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', '<!-- version 2 --></body>'));
  editWorker(dir, (sw) => sw.replace(/(url:"200\.html",revision:")[0-9a-f]+"/, '$1version-2"'));
}

/** Starts a game (Logo Billionaire unless told) on `base` and reloads once, so the service worker controls the page. */
async function startControlledGame(page: Page, base: string, kind = 'logo-billionaire'): Promise<string> {
  await page.goto(`${base}/new/${kind}`);
  await page.locator('#name-0').fill('Ana');
  await page.locator('#name-1').fill('Ben');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await waitForServiceWorker(page);
  return page.url();
}

/** Asks the browser to look for a new service worker now and waits until that look has ended. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.installing?.state ?? 'none')))
    .toBe('none');
}

const workerStates = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ waiting: !!r?.waiting, active: r?.active?.state })));

/** The new version is complete: with no network at all, the game still opens and saves. */
async function worksOffline(page: Page, context: BrowserContext, url: string, seq: number): Promise<void> {
  await context.setOffline(true);
  try {
    await page.goto(url);
    await savedAt(page, seq);
    await tapForPlayer(page, 'p2', 'Ben +10');
    await savedAt(page, seq + 1);
  } finally {
    await context.setOffline(false);
  }
}

/** Errors on screen: anything shown as an error notice or a field problem. */
const errorsShown = (page: Page) => page.locator('.notice.error, .field-error').allTextContents();
const updatePrompt = (page: Page) => page.getByRole('alert').filter({ hasText: 'New version. All saved.' });

test('a new version during play with the network flapping: no error, no tap lost, Reload brings it in', async ({ page, context }) => {
  test.setTimeout(90_000);
  const site = await deployment();
  let offline = false;
  let flapper: ReturnType<typeof setInterval> | undefined;
  try {
    const url = await startControlledGame(page, site.base);
    deployNewVersion(site.dir);
    flapper = setInterval(() => {
      offline = !offline;
      void context.setOffline(offline).catch(() => {});
    }, 300);

    await openPlayerSheet(page, 'p1');
    const plus = page.getByRole('button', { name: 'Ana +10', exact: true });
    const prompt = updatePrompt(page);
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
    await closeSheet(page);
    // The waiting service worker takes over and the page reloads under it.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    await expect.poll(() => workerStates(page).catch(() => null)).toEqual({ waiting: false, active: 'activated' });
    expect(await page.evaluate(() => fetch('/200.html').then((r) => r.text()))).toContain('version 2');
    await page.goto(url);
    await savedAt(page, taps);
    await expect(page.getByTestId('balance-p1')).toHaveText(`${(50 + 10 * taps).toLocaleString('en-US')}M`);
    expect(await errorsShown(page)).toEqual([]);
    await worksOffline(page, context, url, taps);
    test.info().annotations.push({ type: 'taps during the update', description: String(taps) });
  } finally {
    if (flapper) clearInterval(flapper);
    await context.setOffline(false).catch(() => {});
    site.close();
  }
});

test('a new version is offered even when its first two installs failed (a file could not be fetched)', async ({ page, context }) => {
  const site = await deployment();
  try {
    const url = await startControlledGame(page, site.base);
    // The new version needs a file the server cannot give yet: its install fails, twice.
    deployNewVersion(site.dir);
    editWorker(site.dir, (sw) => sw.replace(/(url:"_app\/version\.json",revision:")[0-9a-f]+"/, '$1version-2"'));
    const versionFile = join(site.dir, '_app', 'version.json');
    renameSync(versionFile, `${versionFile}.away`);
    for (let attempt = 0; attempt < 2; attempt++) {
      await checkForUpdate(page);
      expect(await workerStates(page)).toEqual({ waiting: false, active: 'activated' });
    }
    await expect(updatePrompt(page)).toHaveCount(0);
    // The file is there now: the third install completes, and the player hears of it.
    renameSync(`${versionFile}.away`, versionFile);
    await checkForUpdate(page);
    await expect(updatePrompt(page)).toBeVisible();
    // On a 390 px phone it is one line, and it says that the game is saved.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(updatePrompt(page)).toHaveText(/^New version\. All saved\.\s*Reload\s*Later$/);
    const message = (await updatePrompt(page).locator('.message').boundingBox())!;
    const reload = (await updatePrompt(page).getByRole('button', { name: 'Reload' }).boundingBox())!;
    const later = (await updatePrompt(page).getByRole('button', { name: 'Later' }).boundingBox())!;
    expect(message.height).toBeLessThan(30);
    for (const box of [reload, later]) expect(Math.abs(box.y + box.height / 2 - (message.y + message.height / 2))).toBeLessThan(4);
    expect(await workerStates(page)).toEqual({ waiting: true, active: 'activated' });
    const reloaded = page.waitForEvent('load');
    await updatePrompt(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => fetch('/200.html').then((r) => r.text()))).toContain('version 2');
    await worksOffline(page, context, url, 0);
  } finally {
    site.close();
  }
});

// Each game screen fetches its sheets' code (and the Menu's) at its first touch. When that touch is Reload's, the fetch must not
// start, or it wakes the old version's worker just stopped for the new one, which then waits on (see touchesNotices).
const gameKinds = { 'Logo Billionaire': 'logo-billionaire', 'IT Startup': 'it-startup', Disrupt: 'disrupt' };
for (const [name, kind] of Object.entries(gameKinds)) {
  test(`Reload as the first touch of ${name}'s screen brings the new version in`, async ({ page }) => {
    const site = await deployment();
    try {
      await startControlledGame(page, site.base, kind);
      await expect(page.getByTestId('save-status')).toBeVisible();
      deployNewVersion(site.dir);
      await checkForUpdate(page);
      await expect(updatePrompt(page)).toBeVisible();
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await updatePrompt(page).getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(updatePrompt(page)).toBeHidden();
      expect(await page.content()).toContain('version 2');
      await expect(page.getByTestId('save-status')).toBeVisible();
    } finally {
      site.close();
    }
  });
}

test('a new version that does not take over: Reload says so, and the game goes on', async ({ page }) => {
  const site = await deployment();
  try {
    await startControlledGame(page, site.base);
    // A new version that ignores "skip waiting", as one still busy or broken would.
    deployNewVersion(site.dir);
    editWorker(site.dir, (sw) => sw.replace('"SKIP_WAITING"===', '"NOT_LISTENING"==='));
    await checkForUpdate(page);
    const prompt = updatePrompt(page);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt.getByRole('button', { name: 'Starting…' })).toBeDisabled();
    const stuck = page.getByRole('alert').filter({ hasText: 'The new version did not start' });
    await expect(stuck).toBeVisible({ timeout: 15_000 });
    await expect(stuck).toContainText('Close Boardroom completely and open it again');
    await stuck.getByRole('button', { name: 'OK' }).click();
    await expect(stuck).toBeHidden();
    await tapForPlayer(page, 'p1', 'Ana +10');
    await savedAt(page, 1);
    expect(await workerStates(page)).toEqual({ waiting: true, active: 'activated' });
  } finally {
    site.close();
  }
});

test('a new version taken in another window is offered here too, and Reload brings it in', async ({ context }) => {
  const site = await deployment();
  try {
    const first = await context.newPage();
    const url = await startControlledGame(first, site.base);
    const second = await context.newPage();
    await second.goto(url);
    await savedAt(second, 0);
    deployNewVersion(site.dir);
    await checkForUpdate(first);
    await expect(updatePrompt(first)).toBeVisible();
    await expect(updatePrompt(second)).toBeVisible();
    // The first window takes the new version; the second is now running old code under it.
    const firstReloaded = first.waitForEvent('load');
    await updatePrompt(first).getByRole('button', { name: 'Reload' }).click();
    await firstReloaded;
    await expect(updatePrompt(second)).toBeVisible();
    const secondReloaded = second.waitForEvent('load');
    await updatePrompt(second).getByRole('button', { name: 'Reload' }).click();
    await secondReloaded;
    await expect(updatePrompt(second)).toBeHidden();
    expect(await second.content()).toContain('version 2');
    await savedAt(second, 0);
  } finally {
    site.close();
  }
});
