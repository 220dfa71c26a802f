// Nobody in: a strict Content-Security-Policy with no violation on any page, no request to any
// other origin, and player names and imported text (names, pieces, history lines) shown as text, never run.
import { expect, test, type Page } from './fixtures';
import { savedAt, startDisrupt, startGame, screenReady } from './helpers';
import { announceLaunch, closeSheet, openGameSheet, openPlayerSheet, tapForPlayer } from './logo-billionaire-steps';

/** Records CSP violations in the page (they are events, not exceptions). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function newLogoBillionaire(page: Page, names: [string, string]): Promise<string> {
  const id = await startGame(page, 'logo-billionaire', names);
  await savedAt(page, 0);
  return id;
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the production build sends a strict CSP and no page violates it', async ({ page }) => {
    const violations = await watchCsp(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text()) && errors.push(m.text()));
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toContain("default-src 'self'");
    // Two inline scripts, each allowed by its hash: app.html's theme and SvelteKit's start-up.
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp?.match(/unsafe-inline/g) ?? []).toHaveLength(1);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");

    const id = await newLogoBillionaire(page, ['Ana', 'Ben']);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await tapForPlayer(page, 'p1', 'Ana +10');
    await page.goto('/new/it-startup');
    await page.locator('#name-0').fill('Pat');
    await page.locator('#name-1').fill('Mat');
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/session\//);
    const it = page.url().split('/session/')[1];
    const disrupt = await startDisrupt(page);
    for (const url of [
      '/',
      '/new',
      '/tools',
      '/settings',
      '/disrupt/score',
      `/session/${id}`,
      `/session/${id}/history`,
      `/session/${it}`,
      `/session/${disrupt}`
    ]) {
      await page.goto(url);
      await screenReady(page);
      expect(await violations(), url).toEqual([]);
    }
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Spin' }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a whole session talks to no origin but the app’s own', async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    });
    await newLogoBillionaire(page, ['Ana', 'Ben']);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByRole('button', { name: '+2 Cars for Ana' }).click();
    await tapForPlayer(page, 'p1', '+1 Cars for Ana');
    await closeSheet(page);
    await announceLaunch(page, 'Cars');
    await page.getByRole('button', { name: /^Draw$/ }).click();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Export everything' }).click();
    await page.goto('/tools');
    await page.reload();
    expect([...origins]).toEqual([new URL(baseURL!).origin]);
  });
});

test('player names are shown as text: markup in a name never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const evil: [string, string] = ['<svg onload=alert(1)>', '"><script>'];
  const id = await newLogoBillionaire(page, evil);
  await expect(page.getByTestId('player-p1')).toContainText(evil[0]);
  await expect(page.getByTestId('player-p2')).toContainText(evil[1]);
  await openPlayerSheet(page, 'p2');
  await expect(page.getByRole('heading', { name: evil[1], exact: true })).toBeVisible();
  await openPlayerSheet(page, 'p1');
  await expect(page.getByRole('heading', { name: evil[0], exact: true })).toBeVisible();
  await page.getByRole('button', { name: `${evil[0]} +10`, exact: true }).click();
  // Left only once it is stored: a page left mid-write takes its unfinished write with it.
  await savedAt(page, 1);
  await page.goto(`/session/${id}/history`);
  await expect(page.locator('.log li').first()).toContainText(`${evil[0]} got 10M`);
  await page.goto('/');
  await expect(page.locator('.sessions li').first()).toContainText(`${evil[0]} · ${evil[1]}`);
  expect(await page.locator('svg[onload]').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('alert')))).toBe(false);
  // Over-long markup stops at the names' one limit (24 characters), counted beside the field, as text.
  await page.goto('/new/logo-billionaire');
  await page.locator('#name-0').fill('<img src=x onerror=alert(1)>');
  await expect(page.locator('#name-0')).toHaveValue('<img src=x onerror=alert(1)>'.slice(0, 24));
  await expect(page.getByText('24 of 24 characters')).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('imported text is shown as text: markup in names, pieces and history lines from a backup never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const name = '<img src=x onerror=f()>';
  const piece = '<img src=x onerror=alert(1)>';
  const lot = '<script>alert(1)</script>';
  const now = Date.now();
  const backup = {
    format: 'boardroom-backup',
    version: 1,
    exportedAt: new Date(now).toISOString(),
    sessions: [
      {
        session: {
          id: 'imported-markup',
          kind: 'logo-billionaire',
          players: [
            { id: 'p1', name, color: '#b3261e' },
            { id: 'p2', name: 'Ben', color: '#1d4ed8' }
          ],
          options: { rules: 'executive', pieces: { p1: piece, p2: '' } },
          createdAt: now,
          updatedAt: now,
          lastSeq: 1,
          status: 'active',
          summary: '<b>Turn 1</b>'
        },
        events: [{ seq: 1, at: now, event: { type: 'lb.auction-opened', v: 1, lot } }]
      }
    ]
  };
  await page.goto('/settings');
  await page
    .locator('#import-file')
    .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await expect(page.getByTestId('import-message')).toContainText(`1 game imported: Logo Billionaire with ${name} and Ben`);
  await page.goto('/');
  await expect(page.locator('.sessions li').first()).toContainText(`${name} · Ben`);
  await page.goto('/session/imported-markup');
  await expect(page.getByTestId('player-p1')).toContainText(name);
  await openPlayerSheet(page, 'p1');
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText(piece, { exact: true })).toBeVisible();
  await closeSheet(page);
  await openGameSheet(page, 'Auction (open)', 'auction-sheet');
  await expect(page.getByText(lot)).toBeVisible();
  await page.goto('/session/imported-markup/history');
  await expect(page.locator('.log li').first()).toContainText(lot);
  expect(
    await page
      .locator('img[onerror], script:not([type]):not([src])')
      .evaluateAll((els) => els.filter((e) => e.textContent?.includes('alert') || e.hasAttribute('onerror')).length)
  ).toBe(0);
  expect(dialogs).toEqual([]);
});
