// The turn clock in Tools: a tap on the player whose turn it is times their turn. Without a game it
// counts seats; in a game its taps are kept with the game (a reload keeps the times), and the
// result screen shows who took how long.
import { expect, test, type Page } from './fixtures';
import { savedAt } from './helpers';
import { closeSheet, moneyForPlayer, openSheet } from './logo-billionaire-steps';

const seconds = async (page: Page, testId: string) => {
  const text = (await page.getByTestId(testId).locator('.time').textContent())!.trim();
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
};

test('Tools: the turn clock times each seat from its tap to the next', async ({ page }) => {
  await page.goto('/tools');
  await page.getByLabel('Players to time').selectOption('3');
  await expect(page.getByTestId('turn-clock-seat-3')).toBeVisible();
  await page.getByTestId('turn-clock-seat-1').click();
  await expect(page.getByTestId('turn-clock-state')).toHaveText(/Seat 1's\s+turn\./);
  await expect(page.getByTestId('turn-clock-seat-1')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(2100);
  await page.getByTestId('turn-clock-seat-2').click();
  await expect(page.getByTestId('turn-clock-state')).toHaveText(/Seat 2's\s+turn\./);
  expect(await seconds(page, 'turn-clock-seat-1')).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Stop the turn clock' }).click();
  await expect(page.getByTestId('turn-clock-state')).toHaveText('Not running.');
});

test('In a game: the turn clock is kept with the game and its totals show on the result', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, 0);

  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.locator('dialog[open]');
  await menu.getByTestId('turn-clock-p2').click();
  await savedAt(page, 1);
  await page.waitForTimeout(2100);
  await menu.getByTestId('turn-clock-p1').click();
  await savedAt(page, 2);
  await expect(menu.getByTestId('turn-clock-state')).toHaveText(/Player 1's\s+turn\./);

  await page.reload();
  await savedAt(page, 2);
  await page.getByRole('button', { name: /^Menu/ }).click();
  expect(await seconds(page, 'turn-clock-p2')).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('turn-clock-p1')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1100);
  await closeSheet(page);

  // Player 1 wins: the turn clock stops with the game, and the result says who took how long.
  await moneyForPlayer(page, 'p1', '1000', 'From the bank to Player 1');
  await page.getByRole('dialog', { name: 'Does this win the game?' }).getByRole('button', { name: 'Yes, confirm the win' }).click();
  await savedAt(page, 3);
  // Confirming the win closed the sheet: the finished game shows.
  await expect(openSheet(page)).toHaveCount(0);
  await page.getByRole('link', { name: /^The result/ }).click();
  const times = page.getByTestId('turn-times');
  await expect(times).toBeVisible();
  await expect(page.getByTestId('turn-time-p1')).toContainText(/Player 1\s*0:0[1-9]\s*1 turn/);
  await expect(page.getByTestId('turn-time-p2')).toContainText(/Player 2\s*0:0[2-9]\s*1 turn/);
});
