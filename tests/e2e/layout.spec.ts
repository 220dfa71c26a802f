// Nobody left out: touch targets of at least 44×44 CSS px, and no horizontal scrolling at 320 and 360
// px wide (the narrowest of each layout) on every screen of every game, with what it unfolds.
import { expect, test, type Page } from './fixtures';
import { screens, startGame, screenReady, wordsBrokenAcrossLines } from './helpers';

/** Every visible control smaller than 44×44 (a radio or checkbox counts with its label; links inside text are exempt). */
async function smallTargets(page: Page): Promise<{ small: string[]; measured: number }> {
  return page.evaluate(() => {
    const small: string[] = [];
    let measured = 0;
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary, textarea');
    for (const el of controls) {
      if (el.closest('.visually-hidden') || el.classList.contains('visually-hidden') || el.classList.contains('skip')) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8's inline exception); a link that is all its
      // paragraph holds ("← Back to the game") is a control of its own and is measured.
      const inText = el.tagName === 'A' && !el.classList.contains('button') && el.closest('p, li.hint, .hint');
      if (inText && (inText.textContent ?? '').trim() !== (el.textContent ?? '').trim()) continue;
      const target = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      measured++;
      if (box.width < 44 || box.height < 44)
        small.push(
          `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`
        );
    }
    return { small, measured };
  });
}

test('touch targets are at least 44×44 CSS px on every screen', async ({ page }) => {
  for (const url of await screens(page)) {
    await page.goto(url);
    await screenReady(page);
    const { small, measured } = await smallTargets(page);
    expect(measured, url).toBeGreaterThan(3);
    expect(small, url).toEqual([]);
  }
});

/** How far the page scrolls sideways, and the elements that stick out on the right (for the message). */
async function sideways(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > root.clientWidth + 0.5 && !el.closest('.visually-hidden')) {
          const parentSticksOut = el.parentElement && el.parentElement.getBoundingClientRect().right > root.clientWidth + 0.5;
          if (!parentSticksOut)
            culprits.push(
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${(el.textContent ?? '').trim().slice(0, 24)}” right ${Math.round(box.right)}`
            );
        }
      }
    }
    return { overflow, culprits: culprits.slice(0, 5) };
  });
}

/** Text size as the browser's setting makes it: the root font size scaled. */
async function textSize(page: Page, zoom: number): Promise<void> {
  await page.evaluate((z) => (document.documentElement.style.fontSize = `${z * 100}%`), zoom);
}

/**
 * States of a screen that draw more than it shows at first: the folded setup choices open, a game's
 * menu and the Undo bar on the list, six twenty-sided dice on the tools.
 */
const unfold: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await page
      .getByRole('button', { name: /^Menu for/ })
      .first()
      .click();
  },
  '/new/logo-billionaire': async (page) => {
    await page.locator('details.choices summary').click();
    await page.getByRole('button', { name: 'Edit the deck' }).click();
  },
  '/new/it-startup': async (page) => {
    await page.locator('details.choices summary').click();
    await page.getByLabel('Another target').check();
  },
  '/tools': async (page) => {
    await page.getByRole('button', { name: /d20/ }).click();
    await page.getByRole('button', { name: '6 dice', exact: true }).click();
    await page.getByRole('button', { name: 'Roll 6 d20' }).click();
    await expect(page.locator('.die')).toHaveCount(6);
  }
};

/**
 * The widths and text sizes where the layout changes. The app's media queries switch at 18em (288 px
 * at 100 % text, 432 px at 150 %, 576 px at 200 %: with large text every phone is narrow), at 359 px
 * (the result's table, Disrupt's board summary) and at 389 px (the header and the bottom bar: 360 px
 * has their compact rows, table.spec checks them one row at 320 and 360 px). 320 px is the narrowest
 * of the narrow layouts, 360 px the narrowest of the ones above 359 px; 390 px, the widest compact
 * width's next step, is the width most game tests play at. Every screen at 200 % text, set as a phone sets it,
 * is large-text.spec's; here the screens at 100 %, and what they unfold at 100 % and 200 %.
 */
const WIDTHS = [320, 360];

// Both widths in one test: the games every screen needs are set up once, not twice.
test('no sideways scrolling at 320 and 360 px wide: every screen at 100 % text, and what it unfolds at 100 % and 200 %', async ({
  page
}) => {
  test.setTimeout(240_000);
  const urls = await screens(page);
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The empty list first: its tiles are the first thing a new player sees.
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Logo Billionaire/ })).toBeVisible();
    for (const zoom of [1, 2]) {
      await textSize(page, zoom);
      const { overflow, culprits } = await sideways(page);
      if (overflow > 0) failures.push(`/ (no games) at ${width} px, ${zoom * 100} %: ${overflow} px (${culprits.join('; ')})`);
    }
    for (const url of urls) {
      // A screen with something to unfold is loaded afresh at each size and unfolded at that size (a
      // menu places itself when it opens).
      for (const zoom of unfold[url] ? [1, 2] : [1]) {
        await page.goto(url);
        await screenReady(page);
        await textSize(page, zoom);
        await unfold[url]?.(page);
        const { overflow, culprits } = await sideways(page);
        if (overflow > 0) failures.push(`${url} at ${width} px, ${zoom * 100} %: ${overflow} px (${culprits.join('; ')})`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('the home screen does not move as it loads, with the browser offering Install', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    // The browser offers installation at once, as Chromium on a phone does on a repeat visit.
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
      add(type, listener, options);
      if (type === 'beforeinstallprompt') {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' as const })
        });
        listener(offer);
      }
    }) as typeof window.addEventListener;
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(page.getByTestId('game-card')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});

/** Where a word must never be cut across two lines. */
const WORDS_KEPT_WHOLE = 'button, .figure, .big-number, .notice';

test('no word breaks across two lines on a button, a figure or a notice: each game screen and a player’s sheet at 320 and 390 px', async ({
  page
}) => {
  test.setTimeout(120_000);
  const games = (await screens(page)).filter((url) => /^\/session\/[^/]+$/.test(url));
  const failures: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const url of games) {
      await page.goto(url);
      await screenReady(page);
      failures.push(...(await wordsBrokenAcrossLines(page.locator('body'), WORDS_KEPT_WHOLE)).map((w) => `${url} at ${width} px: ${w}`));
      await page.getByTestId('player-p1').getByRole('button').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      failures.push(
        ...(await wordsBrokenAcrossLines(page.locator('body'), WORDS_KEPT_WHOLE)).map(
          (w) => `${url}, the first player's sheet, at ${width} px: ${w}`
        )
      );
    }
  }
  expect(failures).toEqual([]);
});
