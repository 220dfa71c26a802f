// Start game in reach on every game's setup, on a 390×844 phone: in view on arrival with nothing
// scrolled, at normal and at 200 % text, and one tap starts the game. The foot that holds it never
// covers a field: not one reached with Tab, and not one being typed in with the on-screen
// keyboard's smaller screen.
import { expect, test, type Page } from './fixtures';
import { savedAt } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const GAMES = [
  { kind: 'logo-billionaire', seq: 0 },
  { kind: 'it-startup', seq: 1 },
  { kind: 'disrupt', seq: 0 }
] as const;

/** The browser's default text size at `percent` % (as tests/e2e/large-text.spec.ts sets it, as a phone does). */
async function textSetting(page: Page, percent: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) }
  });
}

/** Whether two elements' boxes overlap on screen. */
async function overlap(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([sa, sb]) => {
      const ra = document.querySelector(sa)!.getBoundingClientRect();
      const rb = document.querySelector(sb)!.getBoundingClientRect();
      return ra.left < rb.right && rb.left < ra.right && ra.top < rb.bottom && rb.top < ra.bottom;
    },
    [a, b]
  );
}

for (const text of [100, 200])
  for (const { kind, seq } of GAMES)
    test(`${kind} at ${text} % text: Start game is in view on arrival, and one tap starts the game`, async ({ page }) => {
      if (text !== 100) await textSetting(page, text);
      await page.goto(`/new/${kind}`);
      const start = page.getByRole('button', { name: 'Start game' });
      await expect(start).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => scrollY)).toBe(0);
      // The foot is a small part of the screen, even with large text.
      const foot = (await page.getByTestId('setup-foot').boundingBox())!;
      expect(foot.height).toBeLessThanOrEqual(844 / 4);
      await start.click();
      await page.waitForURL(/\/session\/[^/]+$/);
      await savedAt(page, seq);
    });

test('the foot never covers a field: a control reached with Tab is scrolled clear of it, one typed in pushes it out of the way', async ({
  page
}) => {
  // Disrupt's form is long: Tab from a field at the top to one far down, and it comes into view above the foot.
  await page.goto('/new/disrupt');
  await page.locator('#be-start-leader').evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await page.evaluate(() => scrollTo(0, 0));
  for (let i = 0; i < 30 && !(await page.locator('#public-7').evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(page.locator('#public-7')).toBeFocused();
  await expect(page.locator('#public-7')).toBeInViewport({ ratio: 1 });
  expect(await overlap(page, '#public-7', '[data-testid="setup-foot"]')).toBe(false);

  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Add player' }).click();
  await page.getByRole('button', { name: 'Add player' }).click();
  // The on-screen keyboard leaves a smaller screen: the field being typed in stays clear of the foot.
  await page.setViewportSize({ width: 390, height: 420 });
  for (const id of ['#name-0', '#name-1', '#name-2', '#name-3']) {
    await page.locator(id).click();
    await page.locator(id).pressSequentially('Al');
    await expect(page.locator(id)).toBeInViewport({ ratio: 1 });
    expect(await overlap(page, id, '[data-testid="setup-foot"]')).toBe(false);
  }
  // Done typing: Start game is back in reach.
  await page.locator('#name-3').blur();
  await expect(page.getByRole('button', { name: 'Start game' })).toBeInViewport({ ratio: 1 });
});

test('a refused start says so in the foot, beside the button', async ({ page }) => {
  await page.goto('/new/it-startup');
  await page.locator('#starting').fill('9');
  await page.locator('#starting').blur();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('setup-missing')).toHaveText('Not started yet: fix what is marked above.');
  await expect(page.locator('#starting')).toBeFocused();
  expect(page.url()).toMatch(/\/new\/it-startup$/);
});
