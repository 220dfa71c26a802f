// Large text as a phone sets it: Chromium's own default font size at 32 px (200 % of 16), set
// through the DevTools protocol (Page.setFontSizes), so the root font size and every rem and em,
// media queries in em included, follow it, as with a phone's text size setting. On 390×844 the
// game screens keep the turn and the current player's tile with its figure on the first screen,
// the bottom bar within a quarter of the height (its saved tab a chip of one line), no word broken
// across two lines; a sheet's content keeps at least half of the sheet (a tall foot scrolls with it);
// no screen scrolls sideways at 320 and 360 px (the narrowest of each layout); names are isolated from the text around them.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import {
  axeViolationsInBothThemes,
  savedAt,
  startDisrupt,
  startGame,
  startItStartup,
  screenReady,
  wordsBrokenAcrossLines
} from './helpers';
import { hireIntern } from './it-startup-steps';
import { sheetAtRest } from './view';

// bypassCSP: axe-core is injected as an inline script, which the app's policy refuses.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

const FULL = readFileSync('tests/fixtures/full-games.json', 'utf8');

/** The browser's default text size at `percent` % (16 px at 100 %), as a phone's text setting makes it. */
async function textSetting(page: Page, percent: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) }
  });
}

async function importFullGames(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'full-games.json', mimeType: 'application/json', buffer: Buffer.from(FULL) });
  await expect(page.getByTestId('import-message')).toContainText('3 games imported');
}

/** Games of each kind under way (and the finished ones of the fixture); returns the game screens' ids by kind. */
async function gamesUnderWay(page: Page): Promise<Record<'lb' | 'its' | 'disrupt', string>> {
  const lb = await startGame(page, 'logo-billionaire', ['Alexandra Smith', 'Benjamin Jones', 'Cai'], { executive: true });
  await page.getByRole('button', { name: /^Spin/ }).first().click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-seq', '1');
  const its = await startItStartup(page, ['Patricia Long', 'Mat']);
  await hireIntern(page);
  const disrupt = await startDisrupt(page, ['Samantha', 'Bea', 'Ang', 'Leo']);
  return { lb, its, disrupt };
}

/** Every screen: home, setups, tools, settings, players, each game under way, a history, a finished game and its result. */
function everyScreen(ids: Record<'lb' | 'its' | 'disrupt', string>): string[] {
  return [
    '/',
    '/new',
    '/new/disrupt',
    '/new/logo-billionaire',
    '/new/it-startup',
    '/tools',
    '/settings',
    '/players',
    '/players/leo',
    '/disrupt/score',
    `/session/${ids.lb}`,
    `/session/${ids.its}`,
    `/session/${ids.disrupt}`,
    `/session/${ids.lb}/history`,
    `/session/${ids.its}/history`,
    '/session/full-logo-billionaire',
    '/session/full-logo-billionaire/result',
    '/session/full-it-startup',
    '/session/full-it-startup/result',
    '/session/full-disrupt',
    '/session/full-disrupt/result'
  ];
}

/** The table parts and frames this suite answers for (the games' own markup inside them is theirs). */
const SHARED_PARTS = 'header, .head, .scoreboard .name, .scoreboard .figure, [data-testid="moment-title"], .table-screen > .actions, .bar';

/** How far the page scrolls sideways, and the outermost elements that stick out on the right. */
async function sideways(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
        const right = el.getBoundingClientRect().right;
        const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
        if (right > root.clientWidth + 0.5 && parent <= root.clientWidth + 0.5 && !el.closest('.visually-hidden'))
          culprits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${(el.textContent ?? '').trim().slice(0, 24)}”`);
      }
    }
    return { overflow, culprits: culprits.slice(0, 4) };
  });
}

/** What a game screen's first screen holds at this size (what the bar does not cover). */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.bar')!.getBoundingClientRect();
    const tab = document.querySelector('.bar .tab')?.getBoundingClientRect();
    const covered = Math.min(bar.top, tab?.top ?? bar.top);
    const seen = (el: Element | null) => !!el && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= covered;
    const current = document.querySelector('.scoreboard .current');
    const figure = current?.querySelector('.figure') ?? null;
    const targets = [...document.querySelectorAll('.bar button, .bar a')].filter((b) => b.getClientRects().length);
    return {
      barHeight: Math.round(innerHeight - covered),
      tabHeight: Math.round(tab?.height ?? 0),
      smallestTarget: Math.round(
        Math.min(...targets.map((b) => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)))
      ),
      turn: seen(document.querySelector('[data-testid="moment-title"]')),
      currentTile: seen(current?.querySelector('.name') ?? null),
      // In view, and drawn large enough to read across the table (not shrunk to nothing).
      figure: seen(figure) && figure!.getBoundingClientRect().width > 10 && parseFloat(getComputedStyle(figure!).fontSize) >= 24,
      names: [...document.querySelectorAll('.scoreboard .name .text')].map((n) => (n as HTMLElement).innerText)
    };
  });
}

test('200 % text, 390×844: the turn and the current tile with its figure on the first screen, the bar within a quarter', async ({
  page
}) => {
  test.setTimeout(240_000);
  const ids = await gamesUnderWay(page);
  const names: Record<string, string[]> = {
    [ids.lb]: ['Alexandra Smith', 'Benjamin Jones', 'Cai'],
    [ids.its]: ['Patricia Long', 'Mat'],
    [ids.disrupt]: ['Samantha', 'Bea', 'Ang', 'Leo']
  };
  const failures: string[] = [];
  for (const id of [ids.lb, ids.its, ids.disrupt]) {
    await page.goto(`/session/${id}`);
    await textSetting(page, 200);
    await screenReady(page);
    await expect(page.locator('.bar')).toBeVisible();
    await page.evaluate(() => scrollTo(0, 0));
    const shown = await firstScreen(page);
    test.info().annotations.push({ type: `200 % ${id}`, description: JSON.stringify(shown) });
    if (shown.barHeight > 844 / 4) failures.push(`${id}: the bar takes ${shown.barHeight} px`);
    if (shown.tabHeight > 60) failures.push(`${id}: the saved tab takes ${shown.tabHeight} px`);
    if (shown.smallestTarget < 44) failures.push(`${id}: a button of the bar is ${shown.smallestTarget} px`);
    if (!shown.turn) failures.push(`${id}: the turn is not on the first screen`);
    if (!shown.currentTile || !shown.figure) failures.push(`${id}: the current tile or its figure is not on the first screen`);
    // Every name keeps at least its first word whole.
    for (const name of names[id])
      if (!shown.names.some((n) => n.startsWith(name.split(' ')[0])))
        failures.push(`${id}: "${name}" shows as ${JSON.stringify(shown.names)}`);
    // The shared parts' words (header, tiles, the turn line, the sheet buttons, the bar); the games' own
    // step buttons are theirs, reported as a note.
    const broken = await wordsBrokenAcrossLines(page.locator('body'), SHARED_PARTS);
    if (broken.length) failures.push(`${id}: words broken ${broken.join('; ')}`);
    const theirs = await wordsBrokenAcrossLines(page.locator('main'));
    if (theirs.length)
      test.info().annotations.push({ type: `words broken in the game's own parts of ${id}`, description: theirs.join('; ') });
  }
  expect(failures).toEqual([]);
});

/** An open sheet's heights: the sheet, its foot, and what its content gets (the foot fixed under it, or scrolling with it). */
async function sheetRoom(page: Page) {
  return page.locator('dialog[open]').evaluate((dialog) => {
    const height = (el: Element | null) => el?.getBoundingClientRect().height ?? 0;
    const body = dialog.querySelector<HTMLElement>('.body')!;
    const foot = dialog.querySelector('.foot');
    const scroller = [body, body.parentElement!].find((el) => getComputedStyle(el).overflowY === 'auto')!;
    const footScrolls = !!foot && scroller.contains(foot);
    return {
      sheet: Math.round(height(dialog)),
      foot: Math.round(height(foot)),
      footScrolls,
      content: Math.round(scroller === body ? body.clientHeight : scroller.clientHeight - height(dialog.querySelector('.head')))
    };
  });
}

// A Share chosen in the Market brings its buyers (881 px) into a fixed foot: the Market itself was a
// 40 px slit, its last buyer off screen; the saved line beside its Undo took 992 px; closed, the
// saved tab was 212 px and the bar two lines.
test('200 % text, 390×844: a tall foot scrolls with the sheet, its buyers in reach; the saved tab a chip', async ({ page }) => {
  await startDisrupt(page, ['Samantha', 'Bea', 'Ang', 'Leo']);
  await textSetting(page, 200);
  await screenReady(page);
  await page.getByRole('button', { name: 'Market', exact: true }).click();
  const market = page.locator('dialog[open]');
  await sheetAtRest(market);
  expect(await wordsBrokenAcrossLines(market.locator('.head'))).toEqual([]);
  await market.getByTestId('market-public-1').click();
  const ang = market.getByRole('button', { name: /^Ang, the Angel Investor, buys it/ });
  await expect(ang).toBeInViewport();
  const chosen = await sheetRoom(page);
  test.info().annotations.push({ type: 'Market, a Share chosen', description: JSON.stringify(chosen) });
  expect(chosen.footScrolls).toBe(true);
  expect(chosen.content).toBeGreaterThanOrEqual(chosen.sheet / 2);
  await ang.click();
  await savedAt(page, 1);
  await expect(market.getByTestId('saved-line')).toBeInViewport();
  const saved = await sheetRoom(page);
  test.info().annotations.push({ type: 'Market, the purchase saved', description: JSON.stringify(saved) });
  expect(saved.content).toBeGreaterThanOrEqual(saved.sheet / 2);
  await market.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('saved-line')).toBeAttached();
  const shown = await firstScreen(page);
  test.info().annotations.push({ type: 'the table after the purchase', description: JSON.stringify(shown) });
  expect(shown.tabHeight).toBeLessThanOrEqual(60);
  expect(shown.barHeight).toBeLessThanOrEqual(844 / 4);
});

// The widths in one test: the games every screen needs are set up once. 320 and 360 px are the
// narrowest of each layout (layout.spec says where the layout changes); at 390 px, which lays out as
// 360 px does, the game screens for their words.
test('no screen scrolls sideways at 320 and 360 px with 200 % text set as a phone sets it; at 390 px no word of the game screens broken', async ({
  page
}) => {
  test.setTimeout(480_000);
  await importFullGames(page);
  const screens = everyScreen(await gamesUnderWay(page));
  const failures: string[] = [];
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const url of width === 390 ? screens.filter((url) => url.startsWith('/session/')) : screens) {
      await page.goto(url);
      await textSetting(page, 200);
      await screenReady(page);
      const { overflow, culprits } = await sideways(page);
      if (overflow > 0) failures.push(`${url} at ${width} px: ${overflow} px (${culprits.join('; ')})`);
      if (width === 390) {
        const broken = await wordsBrokenAcrossLines(page.locator('body'), SHARED_PARTS);
        if (broken.length) failures.push(`${url}: words broken ${broken.slice(0, 4).join('; ')}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('a name holding a right-to-left override (U+202E) does not reverse the turn line, the tile or the sheet title', async ({ page }) => {
  const odd = '\u202eZed';
  await startItStartup(page, [odd, 'Mat']);
  const title = page.getByTestId('moment-title');
  await expect(title).toContainText('turn');
  // The name is isolated, and the words after it run left to right after it ("Zed's turn 1 ·
  // round 1"), not reversed into its place.
  const layout = await title.evaluate((h) => {
    const name = h.querySelector('bdi');
    const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
    let after: Node | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('bdi') && node.textContent?.includes('turn')) after = node;
    if (!name || !after) return null;
    const range = document.createRange();
    const at = after.textContent!.indexOf('turn');
    range.setStart(after, at);
    range.setEnd(after, at + 4);
    return {
      name: name.textContent,
      nameRight: name.getBoundingClientRect().right,
      turnLeft: range.getBoundingClientRect().left,
      isolated: getComputedStyle(name).unicodeBidi
    };
  });
  expect(layout).not.toBeNull();
  expect(layout!.name).toBe(odd);
  expect(layout!.isolated).toBe('isolate');
  expect(layout!.turnLeft).toBeGreaterThan(layout!.nameRight);
  await expect(page.getByTestId('player-p1').locator('bdi.text')).toHaveText(odd);
  await page.getByTestId('player-p1').getByRole('button').click();
  await expect(page.locator('dialog[open] h2 bdi')).toHaveText(odd);
});

test('axe-core: game screens at 200 % text, light and dark, the links unfolded, a refusal under its control', async ({ page }) => {
  test.setTimeout(240_000);
  const ids = await gamesUnderWay(page);
  for (const id of [ids.lb, ids.its, ids.disrupt]) {
    await page.goto(`/session/${id}`);
    await textSetting(page, 200);
    await screenReady(page);
    await page.getByRole('button', { name: 'Pages' }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await axeViolationsInBothThemes(page), id).toEqual([]);
  }
  // A refusal under its control, in a sheet.
  await page.goto(`/session/${ids.lb}`);
  await textSetting(page, 200);
  await screenReady(page);
  await page.getByTestId('player-p2').getByRole('button').click();
  const sheet = page.locator('dialog[open]');
  await sheet.locator('#money-p2-amount').fill('5000');
  await sheet.getByRole('button', { name: /^To the bank/ }).click();
  await expect(sheet.getByRole('alert')).toBeVisible();
  expect(await axeViolationsInBothThemes(page), 'refusal').toEqual([]);
});

test('normal size, 320 and 390 px: the game’s name keeps its words whole beside the idle clock', async ({ page }) => {
  await page.clock.install();
  const ids = {
    lb: await startGame(page, 'logo-billionaire', ['Ana', 'Ben']),
    its: await startItStartup(page),
    disrupt: await startDisrupt(page)
  };
  const failures: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const id of Object.values(ids)) {
      await page.goto(`/session/${id}`);
      await screenReady(page);
      await page.clock.fastForward('31:00');
      await expect(page.getByTestId('clock-state')).toHaveText('paused: no tap for 30 minutes');
      const broken = await wordsBrokenAcrossLines(page.locator('.head h1'));
      if (broken.length) failures.push(`${width} px: ${broken.join('; ')}`);
    }
  }
  expect(failures).toEqual([]);
});
