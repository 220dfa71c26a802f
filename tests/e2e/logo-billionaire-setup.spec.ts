// Logo Billionaire's setup at 390×844: the deal entered card by card and a 6-player game started
// log no script error (Svelte reports a state change made while a derived value or the template was
// being worked out), and the deal's buttons are in view above the fixed Start game bar.
import { expect, test, type Page } from '@playwright/test';
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
  expect(errors, 'after Start game').toEqual([]);
});
