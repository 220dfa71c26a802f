// Logo Billionaire's setup at 390×844: the deal entered card by card and a 6-player game started
// log no script error (Svelte reports a state change made while a derived value or the template was
// being worked out), and the deal's buttons are in view above the fixed Start game bar.
import { expect, test, type Page } from './fixtures';
import { seats } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Every console error and uncaught page error from now on. */
function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('entering the deal, its last card and starting a 6-player game log no script error', async ({ page }) => {
  const errors = scriptErrors(page);
  await page.goto('/new/logo-billionaire');
  await seats(page, 6);
  for (const [i, name] of ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'].entries()) await page.locator(`#name-${i}`).fill(name);

  await page.getByRole('button', { name: 'Enter the deal' }).click();
  await expect(page.getByTestId('deal-count')).toHaveText('0 of 6');
  expect(errors, 'after "Enter the deal"').toEqual([]);

  // Six of each colour for six players: one colour at a time until it runs out.
  const colours = ['Cars', 'Snacks', 'Home', 'Sweets', 'Grocery', 'Chilled'];
  for (let card = 0; card < 36; card++) {
    const colour = colours.find((_, i) => i * 6 + 6 > card)!;
    await page.getByRole('button', { name: new RegExp(`^${colour} \\d+ left for`) }).click();
  }
  await expect(page.getByText('Dealt: 36 cards.')).toBeVisible();
  expect(errors, 'after the deal’s last card').toEqual([]);

  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await expect(page.getByTestId('moment-title')).toHaveText('Round 1 · Turn 1: Ana');
  // Dealt at setup: nothing to say about a deal.
  await expect(page.getByTestId('no-deal')).toHaveCount(0);
  expect(errors, 'after Start game').toEqual([]);
});

test('the deal opens in view above the Start game bar, its buttons clear of it, and "Skip the deal" goes once all 24 cards are dealt', async ({
  page
}) => {
  await page.goto('/new/logo-billionaire');
  await seats(page, 4);
  for (const [i, name] of ['Ana', 'Ben', 'Cai', 'Dee'].entries()) await page.locator(`#name-${i}`).fill(name);
  await page.locator('#name-3').blur();
  const foot = page.getByTestId('setup-foot');
  const takeBack = page.getByRole('button', { name: 'Take back the last card' });
  const skip = page.getByRole('button', { name: 'Skip the deal' });
  /** Whether the control is whole on screen and above the fixed Start game bar, where a tap reaches it. */
  const clearOfTheBar = async (control: typeof takeBack) => {
    const [box, bar] = [(await control.boundingBox())!, (await foot.boundingBox())!];
    return box.y >= 0 && box.y + box.height <= bar.y;
  };

  await page.getByRole('button', { name: 'Enter the deal' }).click();
  await expect(page.getByTestId('deal-count')).toHaveText('0 of 6');
  expect(await clearOfTheBar(takeBack), 'Take back the last card, as the deal opens').toBe(true);
  expect(await clearOfTheBar(skip), 'Skip the deal, as the deal opens').toBe(true);
  expect(await clearOfTheBar(page.getByRole('button', { name: /^Cars 4 left for Ana/ })), 'the first colour').toBe(true);

  const colours = ['Cars', 'Snacks', 'Home', 'Sweets', 'Grocery', 'Chilled'];
  for (let card = 0; card < 24; card++) {
    const colour = colours.find((_, i) => i * 4 + 4 > card)!;
    await page.getByRole('button', { name: new RegExp(`^${colour} \\d+ left for`) }).click();
    if (card === 22) await expect(skip).toBeVisible();
  }
  await expect(page.getByText('Dealt: 24 cards.')).toBeVisible();
  await expect(skip).toHaveCount(0);
  expect(await clearOfTheBar(takeBack), 'Take back the last card, after the last card').toBe(true);
  // The last card taken back, the deal is short again and can be skipped.
  await takeBack.click();
  await expect(page.getByTestId('deal-count')).toHaveText('5 of 6');
  await expect(skip).toBeVisible();
});
