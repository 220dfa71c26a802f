// After the game, part two: a game logged without being played through ("Log a finished game",
// from the home screen's tiles) gets a result screen, counts in the players' records and sends
// its figures, place and note to BG Stats; where a played game took place and a note are kept and
// sent too; and "Share as a picture" hands a PNG to the share sheet where files can be shared and
// downloads it otherwise: a PNG of sensible size whose pixels are not blank. The new screens pass
// axe in the light and dark themes, keep 44 px targets and no sideways scroll at 320–390 px with
// 200 % text, and logging works offline.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from './fixtures';
import { axeViolations, COLOUR_RULES, waitForServiceWorker } from './helpers';

const FULL = readFileSync('tests/fixtures/full-games.json', 'utf8');

async function importFullGames(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'full-games.json', mimeType: 'application/json', buffer: Buffer.from(FULL) });
  await expect(page.getByTestId('import-message')).toContainText('3 games imported');
}

interface Play {
  location: string;
  comments: string;
  durationMin: number;
  playDate: string;
  game: { sourceGameId: string };
  players: { name: string; score: number; rank: number; winner: boolean }[];
}

async function bgStatsPlay(page: Page): Promise<Play> {
  const href = (await page.getByTestId('bg-stats-link').getAttribute('href'))!;
  expect(href.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true);
  return JSON.parse(new URL(href).searchParams.get('data')!) as Play;
}

/** Fills one player's row of the log form. */
async function player(page: Page, i: number, name: string, figure: string): Promise<void> {
  await page.locator(`#name-${i}`).fill(name);
  await page.locator(`#figure-${i}`).fill(figure);
}

test('Log a finished game: from the home tiles to a result, the records and BG Stats; a wrong form stores nothing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Log a finished game/ }).click();
  await page.waitForURL('**/log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a finished game');
  await page.getByRole('radio', { name: 'IT Startup' }).check();
  await expect(page.locator('label[for="figure-0"]')).toHaveText('Project points');

  // Refused: a name missing, a figure that is not one. Nothing is stored; the first problem has the focus.
  await page.locator('#figure-0').fill('lots');
  await page.getByRole('button', { name: 'Log this game' }).click();
  await expect(page.locator('#name-0')).toBeFocused();
  await expect(page.locator('#figure-0-problem')).toHaveText('Use digits only, like 12.');
  await expect(page).toHaveURL(/\/log$/);

  await player(page, 0, 'Ana', '31');
  await player(page, 1, 'Dee', '44');
  await page.locator('#started-at').fill('2026-01-10T19:30');
  await page.locator('#minutes').fill('80');
  await page.locator('#location').fill('Club');
  await page.locator('#note').fill('First game with the expansion.');
  await page.getByRole('button', { name: 'Log this game' }).click();
  await page.waitForURL(/\/session\/[^/]+\/result$/);
  const resultUrl = page.url();

  await expect(page.getByTestId('result-headline')).toHaveText('Dee won.');
  await expect(page.getByTestId('result-facts')).toContainText('10 Jan 2026, 19:30');
  await expect(page.getByTestId('result-facts')).toContainText('1 h 20 min');
  await expect(page.getByTestId('result-facts')).toContainText('logged after the game');
  await expect(page.getByTestId('standings').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('result-chart')).toHaveCount(0);
  const play = await bgStatsPlay(page);
  expect(play).toMatchObject({
    location: 'Club',
    comments: 'First game with the expansion.',
    durationMin: 80,
    playDate: '2026-01-10 19:30:00'
  });
  expect(play.game.sourceGameId).toBe('boardroom-it-startup');
  expect(play.players.map((p) => [p.name, p.score, p.rank, p.winner])).toEqual([
    ['Dee', 44, 1, true],
    ['Ana', 31, 2, false]
  ]);

  // The records count it.
  await page.goto('/players');
  await expect(page.getByTestId('player-record-dee')).toContainText('1 game, 1 won');
  await expect(page.getByTestId('player-record-ana')).toContainText('1 game, 0 won');

  // In the list of games as a finished game; its card opens its result, not a table.
  await page.goto('/');
  const card = page.getByTestId('game-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('standing')).toHaveText('Dee won · Dee 44 points · Ana 31 points');
  await card.locator('a.resume').click();
  await page.waitForURL(resultUrl);
  await expect(page.getByTestId('result-headline')).toHaveText('Dee won.');

  // A winner by the game's own rules, ticked, below another figure; the game picked by the link.
  await page.goto('/log?game=logo-billionaire');
  await expect(page.getByRole('radio', { name: 'Logo Billionaire' })).toBeChecked();
  await player(page, 0, 'Ana', '1,000');
  await player(page, 1, 'Ben', '1,020');
  await page.getByRole('checkbox', { name: 'Ana won' }).check();
  await page.getByRole('button', { name: 'Log this game' }).click();
  await page.waitForURL(/\/result$/);
  await expect(page.getByTestId('result-headline')).toHaveText('Ana won.');
  expect((await bgStatsPlay(page)).players.map((p) => [p.name, p.score, p.winner])).toEqual([
    ['Ana', 1000, true],
    ['Ben', 1020, false]
  ]);
});

test('where a played game took place and a note: kept on the game and sent to BG Stats', async ({ page }) => {
  await importFullGames(page);
  await page.goto('/session/full-logo-billionaire/result');
  await expect(page.getByTestId('standings')).toBeVisible();
  const before = await bgStatsPlay(page);
  expect(before.location).toBe('');
  await page.getByLabel('Where you played').fill('Cafe Meeple');
  await page.getByLabel('A note').fill('Ben bought every logo.');
  await page.getByRole('button', { name: 'Keep where and the note' }).click();
  await expect(page.getByTestId('details-message')).toHaveText('Kept. The BG Stats link sends them with the play.');
  const after = await bgStatsPlay(page);
  expect(after.location).toBe('Cafe Meeple');
  expect(after.comments).toBe(`Ben bought every logo. — ${before.comments}`);
  await page.reload();
  await expect(page.getByLabel('Where you played')).toHaveValue('Cafe Meeple');
  expect((await bgStatsPlay(page)).location).toBe('Cafe Meeple');
});

/** What a PNG holds, read back in the page: its size and how much of it is drawn (not one flat colour). */
async function pictureContents(page: Page, png: Buffer): Promise<{ width: number; height: number; inked: number; colours: number }> {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i] < 230 || pixels[i + 1] < 230 || pixels[i + 2] < 230) inked++;
      colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    }
    return { width: canvas.width, height: canvas.height, inked: inked / (pixels.length / 4), colours: colours.size };
  }, png.toString('base64'));
}

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test('Share as a picture: downloaded where files cannot be shared, a real PNG of the standings and the chart', async ({ page }) => {
  await importFullGames(page);
  await page.goto('/session/full-disrupt/result');
  await expect(page.getByTestId('result-chart')).toBeVisible();
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Share as a picture' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^disrupt-\d{4}-\d{2}-\d{2}\.png$/);
  await expect(page.getByTestId('picture-message')).toHaveText(`Saved the picture as ${download.suggestedFilename()} in your downloads.`);
  const png = await downloaded(download);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.length).toBeGreaterThan(20_000);
  expect(png.length).toBeLessThan(2_000_000);
  const contents = await pictureContents(page, png);
  expect(contents.width).toBe(1080);
  expect(contents.height).toBeGreaterThan(900);
  // Text, markers and the chart's lines: a few per cent of the picture, in many shades (the
  // players' colours and anti-aliased text), never a blank or one-colour picture.
  expect(contents.inked).toBeGreaterThan(0.02);
  expect(contents.inked).toBeLessThan(0.6);
  expect(contents.colours).toBeGreaterThan(50);
});

test('Share as a picture: the PNG alone goes to the share sheet where files can be shared, a download where they cannot', async ({
  page
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __shared: { title: string; text?: string; files: { name: string; type: string; size: number }[] }[];
      __files: boolean;
    };
    w.__shared = [];
    w.__files = true;
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => w.__files && !!data.files?.every((f) => f.type === 'image/png'),
      share: async (data: { title: string; text?: string; files?: File[] }) => {
        w.__shared.push({
          title: data.title,
          text: data.text,
          files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size }))
        });
      }
    });
  });
  await importFullGames(page);
  await page.goto('/session/full-it-startup/result');
  await expect(page.getByTestId('standings')).toBeVisible();
  await page.getByRole('button', { name: 'Share as a picture' }).click();
  await expect(page.getByTestId('picture-message')).toHaveText('Shared the picture of the result.');
  const shared = await page.evaluate(
    () =>
      (window as unknown as { __shared: { title: string; text?: string; files: { name: string; type: string; size: number }[] }[] })
        .__shared
  );
  expect(shared).toHaveLength(1);
  expect(shared[0].text).toBeUndefined();
  expect(shared[0].title).toMatch(/^IT Startup: /);
  expect(shared[0].files).toHaveLength(1);
  expect(shared[0].files[0]).toMatchObject({ type: 'image/png' });
  expect(shared[0].files[0].name).toMatch(/^it-startup-\d{4}-\d{2}-\d{2}\.png$/);
  expect(shared[0].files[0].size).toBeGreaterThan(20_000);

  // A share sheet that takes no files (canShare says no): the picture is downloaded instead.
  await page.evaluate(() => ((window as unknown as { __files: boolean }).__files = false));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Share as a picture' }).click()]);
  await expect(page.getByTestId('picture-message')).toContainText('Saved the picture as');
  expect((await downloaded(download)).length).toBeGreaterThan(20_000);
  expect(await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
});

/** Every visible control smaller than 44×44 (links inside running text are exempt; a checkbox counts by its label). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select, main textarea')) {
      if (el.closest('.visually-hidden')) continue;
      if (el.tagName === 'A' && el.closest('p, .hint') && !el.classList.contains('button')) continue;
      const target = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44)
        small.push(
          `${el.tagName} ${el.id} “${(target.textContent ?? '').trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`
        );
    }
    return small;
  });
}

test('the log form and a logged game’s result: 44 px targets, no sideways scroll at 320–390 px with 200 % text', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/log?game=disrupt');
  await player(page, 0, 'Sam', '87');
  await player(page, 1, 'Bea', '−12');
  await page.getByRole('button', { name: 'Log this game' }).click();
  await page.waitForURL(/\/result$/);
  await expect(page.getByTestId('result-headline')).toHaveText('Sam won.');
  const result = new URL(page.url()).pathname;
  for (const url of ['/log', result]) {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url);
      await expect(page.locator('main button').first()).toBeVisible();
      expect(await smallTargets(page), `${url} at ${width}`).toEqual([]);
      for (const zoom of [1, 2]) {
        await page.evaluate((z) => (document.documentElement.style.fontSize = `${z * 100}%`), zoom);
        await page.waitForTimeout(50);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${url} at ${width} px, ${zoom * 100} % text`).toBeLessThanOrEqual(0);
      }
    }
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: a game is logged and its result shown with no network', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/log?game=it-startup');
    await player(page, 0, 'Pat', '12');
    await player(page, 1, 'Mat', '19');
    await page.getByRole('button', { name: 'Log this game' }).click();
    await page.waitForURL(/\/result$/);
    await expect(page.getByTestId('result-headline')).toHaveText('Mat won.');
    await page.goto('/players');
    await expect(page.getByTestId('player-record-mat')).toContainText('1 game, 1 won');
  });
});

test.describe('axe', () => {
  // axe-core is injected as a script of the test's own, which the app's CSP would block.
  test.use({ bypassCSP: true });

  test('the log form (with its problems shown), a logged game’s result and the picture controls pass axe in light and dark', async ({
    page
  }) => {
    test.setTimeout(120_000);
    await page.goto('/log?game=logo-billionaire');
    await player(page, 0, 'Ana', '900');
    await player(page, 1, 'Ben', '1,010');
    await page.getByRole('button', { name: 'Log this game' }).click();
    await page.waitForURL(/\/result$/);
    const result = new URL(page.url()).pathname;
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (t) => localStorage.setItem('boardroom.settings', JSON.stringify({ theme: t, keepAwake: true, haptics: true })),
        theme
      );
      await page.goto('/log');
      await page.locator('#figure-0').fill('x');
      await page.getByRole('button', { name: 'Log this game' }).click();
      await expect(page.locator('#figure-0-problem')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await axeViolations(page, theme === 'dark' ? COLOUR_RULES : undefined), `/log ${theme}`).toEqual([]);
      await page.goto(result);
      await expect(page.getByTestId('result-headline')).toHaveText('Ben won.');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Share as a picture' }).click()
      ]);
      expect((await downloaded(download)).length).toBeGreaterThan(5_000);
      await expect(page.getByTestId('picture-message')).toBeVisible();
      expect(await axeViolations(page, theme === 'dark' ? COLOUR_RULES : undefined), `${result} ${theme}`).toEqual([]);
    }
  });
});
