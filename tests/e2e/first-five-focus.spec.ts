// Keyboard focus after Spin: in Tools, in a game's table tools (whose Spin waits for the result to
// be stored) and on Logo Billionaire's turn, the focus stays on a control of the moment or goes to
// the result, never to <body>, so a keyboard or switch user carries on from where they were.
import { expect, test, type Page } from './fixtures';
import { savedAt } from './helpers';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().replace(/\s+/g, ' ')}` : 'body';
  });

test('Tools: after Spin (and each other tool) the focus stays on its button', async ({ page }) => {
  await page.goto('/tools');
  for (const name of ['Spin', 'Roll the die', 'Flip the coin', 'Pick who goes first']) {
    const button = page.getByRole('button', { name, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(100);
    expect(await focused(page)).toBe(`button: ${name}`);
  }
  await expect(page.getByText(/^Spun \d+$/)).toHaveCount(1);
});

test('In a game: the table tools’ Spin keeps the focus once its result is stored; the turn’s Spin moves it to the result', async ({
  page
}) => {
  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, 0);

  await page.getByRole('button', { name: /^Menu/ }).click();
  const spin = page.locator('dialog[open]').getByRole('button', { name: 'Spin', exact: true });
  await spin.focus();
  await page.keyboard.press('Enter');
  await savedAt(page, 1);
  await expect(spin).toBeFocused();
  await page.keyboard.press('Escape');

  const turnSpin = page.getByRole('button', { name: 'Spin', exact: true });
  await turnSpin.focus();
  await page.keyboard.press('Enter');
  await savedAt(page, 2);
  const result = page.getByTestId('spun');
  await expect(result).toBeFocused();
  expect(await focused(page)).toMatch(/spun \d+: pick up 2/);
  // The next control is one Tab away: the first pick-up.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^button: \+2/);
});
