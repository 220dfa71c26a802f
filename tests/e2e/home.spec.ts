// The list of games: Continue in one tap, each card saying how its game stands, "copy" on an
// imported copy, finding a game in a long list, the empty screen's tiles, deleting with an Undo
// bar at the bottom that brings back every recent delete, then Recently deleted (30 days) in Settings, the "Ready to work offline"
// notice kept
// off the header and the first button, and a dim header and main buttons at night.
import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { balance, consistency, savedAt, startDisrupt, startGame, startItStartup } from './helpers';
import { closeSheet, nextPlayer, tapForPlayer } from './logo-billionaire-steps';

type Kind = 'logo-billionaire' | 'it-startup' | 'disrupt';
const COLORS = ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'];

/** A backup file of games with no moves yet (every option at its default), last played a minute apart. */
function backupOf(games: { kind: Kind; names: string[] }[]): string {
  const start = Date.UTC(2025, 2, 1, 18);
  return JSON.stringify({
    format: 'boardroom-backup',
    version: 1,
    exportedAt: new Date(start).toISOString(),
    sessions: games.map((g, i) => ({
      session: {
        id: `game-${i + 1}`,
        kind: g.kind,
        players: g.names.map((name, j) => ({ id: `p${j + 1}`, name, color: COLORS[j] })),
        options: {},
        createdAt: start + i * 60_000,
        updatedAt: start + i * 60_000,
        lastSeq: 0,
        status: 'active',
        summary: 'Turn 1'
      },
      events: []
    }))
  });
}

async function importFile(page: Page, text: string, copies = false): Promise<void> {
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  if (copies) await page.getByRole('button', { name: 'Import as copies' }).click();
  await expect(page.getByTestId('import-message')).toContainText('imported');
}

/** Twelve games: eight of Logo Billionaire, two of each other game, with Zoe in three of them. */
const TWELVE: { kind: Kind; names: string[] }[] = [
  ...Array.from({ length: 8 }, (_, i) => ({ kind: 'logo-billionaire' as const, names: [`Ana${i}`, i % 3 === 0 ? 'Zoe' : `Ben${i}`] })),
  { kind: 'it-startup', names: ['Pat', 'Mat'] },
  { kind: 'it-startup', names: ['Kat', 'Zoe'] },
  { kind: 'disrupt', names: ['Sam', 'Leo'] },
  { kind: 'disrupt', names: ['Bea', 'Ang'] }
];

const cards = (page: Page) => page.getByTestId('game-card');

async function deleteCard(page: Page, title: RegExp): Promise<void> {
  const card = cards(page).filter({ has: page.getByRole('button', { name: title }) });
  await card.getByRole('button', { name: /^Menu for/ }).click();
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
}

test('the Undo of a delete is a bar at the bottom, where the finger is, even from the end of a 12-game list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await importFile(page, backupOf(TWELVE));
  await page.goto('/');
  await expect(cards(page)).toHaveCount(12);
  // The last card of the list: the oldest game, far below the first screen.
  const last = cards(page).last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toContainText('Ana0');
  await deleteCard(page, /Menu for Logo Billionaire with Ana0 and Zoe/);
  const bar = page.getByTestId('undo-delete');
  await expect(bar).toContainText('Logo Billionaire with Ana0 and Zoe deleted');
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(844 - 2);
  // The focus goes to Undo (the card that had it is gone).
  await expect(bar.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(cards(page)).toHaveCount(11);
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(bar).toHaveCount(0);
  await expect(cards(page)).toHaveCount(12);
});

test('two deletes in a row: "2 games deleted — Undo" brings both back; once the bar goes they wait in Recently deleted', async ({
  page
}) => {
  await importFile(page, backupOf(TWELVE.slice(8)));
  await page.goto('/');
  await expect(cards(page)).toHaveCount(4);
  await deleteCard(page, /Menu for IT Startup with Pat and Mat/);
  await deleteCard(page, /Menu for Disrupt with Sam and Leo/);
  const bar = page.getByTestId('undo-delete');
  await expect(bar).toContainText('2 games deleted');
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(cards(page)).toHaveCount(4);
  await page.reload();
  await expect(cards(page)).toHaveCount(4);

  // Two deletes again, and nobody taps Undo: when the bar goes (10 s after the latest), both stay stored, deleted.
  // The bar's seconds are counted on a faked clock, paused and run forward, not waited for.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await deleteCard(page, /Menu for IT Startup with Pat and Mat/);
  // The bar's text and its 10 s start in the same step, once the delete is stored: the clock is run
  // only after the bar says so (run before it, a slow machine's delete started its 10 s later on).
  await expect(bar).toContainText('IT Startup with Pat and Mat deleted');
  await page.clock.runFor(3000);
  await deleteCard(page, /Menu for Disrupt with Sam and Leo/);
  await expect(bar).toContainText('2 games deleted');
  // The second delete starts the 10 s again: 11 s after the first, both can still be undone.
  await page.clock.runFor(8000);
  await expect(bar).toContainText('2 games deleted');
  // 10 s after the latest delete the bar goes; the list links to the two waiting in Recently deleted.
  await page.clock.runFor(2100);
  await expect(bar).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Recently deleted (2)' })).toBeVisible();
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const r = indexedDB.open('boardroom');
        r.onsuccess = () => {
          const q = r.result.transaction('sessions').objectStore('sessions').count();
          q.onsuccess = () => {
            r.result.close();
            resolve(q.result);
          };
        };
      })
  );
  expect(stored).toBe(4);
});

test('a game deleted, then the screen left: restored from Recently deleted, it opens with its whole log', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await startGame(page, 'logo-billionaire', ['Ann', 'Ben']);
  for (let i = 0; i < 3; i++) await tapForPlayer(page, 'p1', 'Ann +100');
  await closeSheet(page);
  await nextPlayer(page);
  await savedAt(page, 4);
  const before = await balance(page, 'p1');
  await page.goto('/');
  await deleteCard(page, /Menu for Logo Billionaire with Ann and Ben/);
  await expect(page.getByTestId('undo-delete')).toBeVisible();
  // Off to another screen before the Undo bar's time is out: the bar is gone with the screen.
  await page.getByRole('link', { name: 'Tools' }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Recently deleted (1)' }).click();
  await expect(page).toHaveURL(/\/settings#recently-deleted$/);
  const listed = page.getByTestId('deleted-game');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Logo Billionaire with Ann and Ben');
  await expect(listed).toContainText(/kept until/);
  await listed.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByTestId('deleted-message')).toContainText('Logo Billionaire with Ann and Ben is back');
  await expect(listed).toHaveCount(0);
  await page.getByTestId('deleted-message').getByRole('link', { name: 'Open it' }).click();
  await expect(page).toHaveURL(new RegExp(`/session/${id}$`));
  await savedAt(page, 4);
  expect(await balance(page, 'p1')).toBe(before);
  expect(await consistency(page)).toEqual([]);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Recently deleted/ })).toHaveCount(0);
});

test('Delete for good, from Recently deleted, asks first and then removes the game and its log', async ({ page }) => {
  await importFile(page, backupOf(TWELVE.slice(8, 10)));
  await page.goto('/');
  await deleteCard(page, /Menu for IT Startup with Pat and Mat/);
  // The Undo bar says it once the delete is stored: leaving the page before then could cut the write off.
  await expect(page.getByTestId('undo-delete')).toContainText('IT Startup with Pat and Mat deleted');
  await page.goto('/settings');
  const listed = page.getByTestId('deleted-game');
  await listed.getByRole('button', { name: /^Delete for good/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByTestId('deleted-message')).toContainText('deleted for good');
  await expect(listed).toHaveCount(0);
  await expect(page.getByText('No game deleted in the last 30 days.')).toBeVisible();
});

test('Continue opens the game in progress touched last, and says whose turn it is and who leads by how much', async ({ page }) => {
  const lb = await startGame(page, 'logo-billionaire', ['Ann', 'Ben', 'Cy']);
  for (let i = 0; i < 4; i++) await tapForPlayer(page, 'p1', 'Ann +100');
  await closeSheet(page);
  await nextPlayer(page);
  await savedAt(page, 5);
  await nextPlayer(page);
  await savedAt(page, 6);
  await startItStartup(page, ['Pat', 'Mat'], '5');
  await page.goto('/');
  await expect(page.getByTestId('continue')).toHaveText(/Continue IT Startup — Round 1, Pat's turn, all on 0 points/);
  // A tap in the older game makes it the one touched last.
  await page.goto(`/session/${lb}`);
  await tapForPlayer(page, 'p2', 'Ben +10');
  await savedAt(page, 7);
  await page.goto('/');
  const go = page.getByTestId('continue');
  await expect(go).toHaveText("Continue Logo Billionaire — Cy's turn, Ann leads with 450M (390M ahead)");
  await expect(go).toHaveAccessibleName(/^Continue Logo Billionaire/);
  // Continue is the first thing under the heading: nothing above it but the title and New game.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const goBox = (await go.boundingBox())!;
  expect(goBox.y).toBeLessThan(heading!.y + heading!.height + 80);
  expect(goBox.height).toBeGreaterThanOrEqual(56);
  await go.click();
  await expect(page).toHaveURL(new RegExp(`/session/${lb}$`));
});

test('each card says how its game stands: the turn and the leader in play, the winner and final figures when over; copies say "copy"', async ({
  page
}) => {
  await startDisrupt(page);
  await page.goto('/');
  await expect(cards(page).filter({ hasText: 'Disrupt' }).getByTestId('standing')).toHaveText(
    /^Round 1, Operations phase, \w+ leads with \d+M \(\d+M ahead\)$/
  );

  const finished = readFileSync('tests/fixtures/full-games-v1.json', 'utf8');
  await importFile(page, finished);
  await page.goto('/');
  const standing = (kind: string) => cards(page).filter({ hasText: kind }).getByTestId('standing').filter({ hasText: ' won with ' });
  await expect(standing('Logo Billionaire')).toHaveText(/^(Ana|Ben|Cai) won with [\d,]+M · \w+ [\d,]+M · \w+ [\d,]+M$/);
  await expect(standing('IT Startup')).toHaveText(/^(Pat|Mat) won with \d+ points · \w+ \d+ points$/);
  await expect(standing('Disrupt')).toHaveText(/^[\w ]+ won with \d+M( · \w+ \d+M){1,3}$/);
  await expect(page.locator('.tag')).toHaveCount(0);

  // The same games again, each a second later in its first entry (a game identical to the one here
  // is skipped without asking), as copies: each copy says so.
  const changed = JSON.parse(finished);
  for (const game of changed.sessions) game.events[0].at += 1000;
  await importFile(page, JSON.stringify(changed), true);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(7);
  await expect(cards(page).filter({ has: page.locator('.tag', { hasText: 'copy' }) })).toHaveCount(3);
});

test('a row written before standings were stored shows its summary, in the card and in Continue', async ({ page }) => {
  const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.evaluate(
    (sessionId) =>
      new Promise<void>((resolve, reject) => {
        const r = indexedDB.open('boardroom');
        r.onsuccess = () => {
          const store = r.result.transaction('sessions', 'readwrite').objectStore('sessions');
          const get = store.get(sessionId);
          get.onsuccess = () => {
            const row = get.result;
            delete row.standing;
            store.put(row).onsuccess = () => {
              r.result.close();
              resolve();
            };
          };
        };
        r.onerror = () => reject(r.error);
      }),
    id
  );
  await page.goto('/');
  await expect(page.getByTestId('continue')).toHaveText('Continue Logo Billionaire — Turn 1');
  await expect(cards(page).first()).toContainText('Turn 1 · last played');
  await expect(cards(page).first().getByTestId('standing')).toHaveCount(0);
});

test('with more than ten games the list can be narrowed by game and by player', async ({ page }) => {
  await importFile(page, backupOf(TWELVE.slice(0, 10)));
  await page.goto('/');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByLabel('Player')).toHaveCount(0);
  // Two more (under ids of their own): twelve.
  await importFile(page, backupOf(TWELVE.slice(10)).replace(/"game-(\d+)"/g, '"more-$1"'));
  await page.goto('/');
  await expect(cards(page)).toHaveCount(12);
  await page.getByLabel('Player').fill('zoe');
  // Zoe plays three games of Logo Billionaire and one of IT Startup.
  await expect(cards(page)).toHaveCount(4);
  await page.getByLabel('Game', { exact: true }).selectOption('it-startup');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Kat · Zoe');
  await expect(page.getByRole('status').filter({ hasText: '1 of 12 games' })).toBeVisible();
  await page.getByLabel('Player').fill('nobody');
  await expect(page.getByText('No game matches.')).toBeVisible();
  await page.getByRole('button', { name: 'Show every game' }).click();
  await expect(cards(page)).toHaveCount(12);
});

/** `count` games: those at even places in progress (Logo Billionaire), the others finished (IT Startup played to 1 point). */
function manyGames(count: number): string {
  const start = Date.UTC(2025, 0, 1, 19);
  const sessions = Array.from({ length: count }, (_, i) => {
    const finished = i % 2 === 1;
    const players = [`Ana${i}`, `Ben${i}`].map((name, j) => ({ id: `p${j + 1}`, name, color: COLORS[j] }));
    const card = {
      name: 'Intern',
      kind: 'dev',
      efficiency: 1,
      resistance: 0,
      boost: 0,
      cost: 0,
      knowledgeDiscount: 0,
      transferDiscount: 0
    };
    const events = finished
      ? [
          { type: 'its.employee-hired', v: 1, card },
          { type: 'its.turn-ended', v: 1 },
          { type: 'its.turn-ended', v: 1 }
        ]
      : [];
    const at = start + i * 3_600_000;
    return {
      session: {
        id: `many-${i}`,
        kind: finished ? 'it-startup' : 'logo-billionaire',
        players,
        options: finished ? { target: 1 } : {},
        createdAt: at,
        updatedAt: at + events.length * 60_000,
        lastSeq: events.length,
        status: finished ? 'finished' : 'active',
        summary: 'Turn 1'
      },
      events: events.map((event, k) => ({ seq: k + 1, at: at + (k + 1) * 60_000, event }))
    };
  });
  return JSON.stringify({ format: 'boardroom-backup', version: 1, exportedAt: new Date(start).toISOString(), sessions });
}

test('many games: drawn 40 at a time, found by player, narrowed to those in progress or finished', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await importFile(page, manyGames(90));
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: '90 games' })).toBeVisible();
  // 45 in progress, 45 finished: the first 40 drawn, all of them in progress (the newest first).
  await expect(cards(page)).toHaveCount(40);
  const more = page.getByRole('button', { name: /^Show \d+ more/ });
  await expect(more).toHaveText('Show 40 more (50 not shown)');
  await more.click();
  await expect(cards(page)).toHaveCount(80);
  await expect(more).toHaveText('Show 10 more (10 not shown)');
  // The oldest game, far down the list, found by one of its players.
  await page.getByLabel('Player').fill('ana0');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Ana0 · Ben0');
  await expect(more).toHaveCount(0);
  await page.getByLabel('Player').fill('');
  await page.getByLabel('Show').selectOption('finished');
  await expect(page.getByRole('status').filter({ hasText: '45 of 90 games' })).toBeVisible();
  // A new search starts again from its first page.
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByRole('heading', { name: 'In progress' })).toHaveCount(0);
  await expect(cards(page).first()).toContainText('IT Startup');
  await page.getByLabel('Show').selectOption('active');
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByRole('heading', { name: 'Finished' })).toHaveCount(0);
  await page.getByLabel('Player').fill('ben89');
  await expect(page.getByText('No game matches.')).toBeVisible();
  await page.getByRole('button', { name: 'Show every game' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByLabel('Show')).toHaveValue('');
  // The page stays a page: 40 cards, not 90.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(12_000);
});

test('the empty home screen offers the three games with their player counts, the Disrupt calculator and Tools', async ({ page }) => {
  await page.goto('/');
  for (const [name, players] of [
    ['Disrupt', '1–4 players'],
    ['Logo Billionaire', '2–6 players'],
    ['IT Startup', '2–4 players']
  ]) {
    const tile = page.getByRole('link', { name: new RegExp(`^${name} ${players}`) });
    await expect(tile).toBeVisible();
    expect((await tile.boundingBox())!.height).toBeGreaterThanOrEqual(64);
  }
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /^Disrupt calculator/ })).toHaveAttribute('href', '/disrupt/score');
  await expect(main.getByRole('link', { name: /^Tools Dice/ })).toHaveAttribute('href', '/tools');
  await page.getByRole('link', { name: /^IT Startup 2–4 players/ }).click();
  await expect(page).toHaveURL(/\/new\/it-startup$/);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the “Ready to work offline” notice covers neither the header’s links nor the first button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
    // The service worker installs the whole app first: slow on a busy machine.
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const box = (await notice.boundingBox())!;
    const overlaps = (b: { x: number; y: number; width: number; height: number }) =>
      b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
    for (const link of await page.locator('header a').all())
      expect(overlaps((await link.boundingBox())!), await link.innerText()).toBe(false);
    // The first control of the page itself (the notice's own OK button aside).
    const first = page.locator('main :is(a[href], button):not(.dock *)').first();
    await expect(first).toHaveText(/Disrupt/);
    expect(overlaps((await first.boundingBox())!)).toBe(false);
  });
});

/** The controls of the page (not the notice's own) that lie, even partly, under the notice. */
async function controlsUnder(notice: import('@playwright/test').Locator): Promise<string[]> {
  return notice.evaluate((box) => {
    const b = box.getBoundingClientRect();
    const found: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary, label')) {
      if (box.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) found.push(el.outerHTML.slice(0, 80));
    }
    return found;
  });
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const [width, height] of [
    [390, 844],
    [320, 568]
  ]) {
    test(`first visit to a setup form at ${width}×${height}: the “Ready to work offline” notice covers no control`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/new/logo-billionaire');
      const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
      // The service worker installs the whole app first: slow on a busy machine.
      await expect(notice).toBeVisible({ timeout: 30_000 });
      expect(await controlsUnder(notice)).toEqual([]);
      // Scrolled to the end, where the notice went, it still covers nothing, and the last control is reachable.
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await expect(notice).toBeInViewport();
      expect(await controlsUnder(notice)).toEqual([]);
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(notice).toHaveCount(0);
    });
  }
});

test('dark theme: the header and the main buttons are dim, not glowing', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.goto('/');
  const luminance = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const [r, g, b] = getComputedStyle(el)
          .backgroundColor.match(/\d+/g)!
          .slice(0, 3)
          .map((v) => Number(v) / 255);
        const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      });
  // The light theme's dark blue header has a luminance of 0.04; the old night header was 0.5 (a glowing pale blue).
  expect(await luminance('header')).toBeLessThan(0.06);
  expect(await luminance('[data-testid="continue"]')).toBeLessThan(0.06);
});

test('a saved theme is on the page before any of the app’s code has run (no flash of the wrong colours)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('boardroom.settings', JSON.stringify({ theme: 'dark', keepAwake: true, haptics: true })));
  // None of the app's own scripts may load: only the HTML's inline theme script can set it.
  await page.route('**/_app/**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/session/some-game');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a page’s first frame is painted from its HTML before the app’s code is fetched (no preload links; the start-up waits for a frame)', async ({
  page
}) => {
  // The time of the first frame after SvelteKit's start-up script has run (it reads
  // document.currentScript as it starts), from a script run before the page's own.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstFrame?: number; startedAt?: number };
    const current = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')!;
    Object.defineProperty(Document.prototype, 'currentScript', {
      configurable: true,
      get() {
        const script = current.get!.call(this) as HTMLScriptElement | null;
        if (seen.startedAt === undefined && script?.textContent?.includes('__sveltekit_')) {
          seen.startedAt = performance.now();
          requestAnimationFrame((time) => (seen.firstFrame = time));
        }
        return script;
      }
    });
  });
  for (const path of ['/', '/session/some-game']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      startedAt: (window as unknown as { startedAt: number }).startedAt,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_app/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime)
    }));
    expect(seen.scripts.length, path).toBeGreaterThan(0);
    expect(seen.preloads, path).toBe(0);
    // src/hooks.server.ts: SvelteKit's start-up waits for that frame (or 100 ms, when no frame
    // comes: a page in the background), and no preload link asks sooner.
    const fetched = Math.min(...seen.scripts);
    if (fetched - seen.startedAt < 99) expect(fetched, path).toBeGreaterThan(seen.firstFrame);
    // The page as served says so too (the timing alone could pass by chance without it).
    const html = await (await page.request.get(path)).text();
    const start = /<script>(\s*\{\s*__sveltekit_[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(start.indexOf('requestAnimationFrame'), path).toBeGreaterThan(0);
    expect(start.indexOf('requestAnimationFrame'), path).toBeLessThan(start.indexOf('import('));
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('on a game screen the “Ready to work offline” notice floats above the Undo bar, not over it', async ({ page }) => {
    // The service worker arrives only once the game is open, as on a slow first visit.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sw.js', async (route) => {
      await held;
      await route.continue();
    });
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
    release();
    const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
    await expect(notice).toBeVisible();
    const bar = await page.getByRole('button', { name: 'Undo' }).boundingBox();
    await expect
      .poll(async () => {
        const box = (await notice.boundingBox())!;
        return box.y + box.height <= bar!.y;
      })
      .toBe(true);
  });
});
