// Install and offline: the manifest and service worker make the app installable, and after the
// first visit every page (deep links included) loads with no network.
import { chromium, expect, test } from './fixtures';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { balance, savedAt, startGame, removeProfile, tempProfile, waitForServiceWorker } from './helpers';
import { tapForPlayer } from './logo-billionaire-steps';

// These tests are about the service worker itself (the config blocks it by default).
test.use({ serviceWorkers: 'allow' });

// The notice waits for the service worker to precache the whole build (about a megabyte, every
// file fetched and stored): on a loaded 2-core machine that took over the default 10 s once.
const PRECACHED = 30_000;

test('after the first visit, /, /tools, /settings, setup and a session URL load offline', async ({ page, context }) => {
  const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await tapForPlayer(page, 'p1', 'Ana +50');
  await savedAt(page, 1);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const pages: [string, RegExp][] = [
    ['/', /Your games/],
    ['/tools', /Table tools/],
    ['/settings', /Settings/],
    ['/new/it-startup', /New IT Startup game/],
    [`/session/${id}/history`, /History/]
  ];
  for (const [url, heading] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(`/session/${id}`);
  await savedAt(page, 1);
  expect(await balance(page, 'p1')).toBe('100M');
  // Taps still save with no network.
  await tapForPlayer(page, 'p2', 'Ben +10');
  await savedAt(page, 2);
  await page.reload();
  await savedAt(page, 2);
  expect(await balance(page, 'p2')).toBe('60M');
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Roll the die' }).click();
  await expect(page.locator('.die')).toHaveCount(1);
});

test('the “Ready to work offline” notice floats: nothing on the page moves under the finger', async ({ page }) => {
  // A fresh visit: the notice appears when the service worker has precached everything,
  // typically while the player is already reaching for a button.
  await page.goto('/new/logo-billionaire');
  const start = page.getByRole('button', { name: 'Start game' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const before = { heading: await heading.boundingBox(), start: await start.boundingBox() };
  const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await expect(notice).toBeVisible({ timeout: PRECACHED });
  expect({ heading: await heading.boundingBox(), start: await start.boundingBox() }).toEqual(before);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
});

test('the “Ready to work offline” notice goes by itself after a few seconds', async ({ page }) => {
  // Its seconds are counted on a faked clock, run forward once the notice shows, not waited for.
  await page.clock.install();
  await page.goto('/tools');
  const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await expect(notice).toBeVisible({ timeout: PRECACHED });
  await page.clock.runFor(2000);
  await expect(notice).toBeVisible();
  await page.clock.runFor(9000);
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('installable: no installability errors, manifest with icons, apple-touch-icon', async ({ baseURL }) => {
  const profile = tempProfile();
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(baseURL!);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: 'Boardroom',
      start_url: '/',
      scope: '/',
      display: 'standalone'
    });
    expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ' ' + i.purpose : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable'
    ]);
    for (const icon of manifest.icons) expect((await page.request.get(new URL(icon.src, `${baseURL}/`).href)).status()).toBe(200);
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(new URL(touch!, `${baseURL}/`).href)).headers()['content-type']).toBe('image/png');
  } finally {
    await context.close();
    await removeProfile(profile);
  }
});
