// A session through the UI: changes kept across reloads, undo/redo, refusals, history.
import { expect, test } from './fixtures';
import { balance, savedAt, startGame } from './helpers';
import { closeSheet, moneyForPlayer, openPlayerSheet } from './logo-billionaire-steps';

test('create a session, make 10 changes, reload: all there; undo 3, redo 1', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await openPlayerSheet(page, 'p1');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
  await openPlayerSheet(page, 'p2');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Ben −10', exact: true }).click();
  await savedAt(page, 10);
  await closeSheet(page);
  expect(await balance(page, 'p1')).toBe('100M');
  expect(await balance(page, 'p2')).toBe('0M');

  await page.reload();
  await savedAt(page, 10);
  expect(await balance(page, 'p1')).toBe('100M');
  expect(await balance(page, 'p2')).toBe('0M');

  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Undo' }).click();
  await savedAt(page, 13);
  expect(await balance(page, 'p2')).toBe('30M');
  // Each Undo says what it took back, in the bar's saved tab (politely: a status, not an alert).
  const said = page.getByTestId('undo-notice');
  await expect(said).toHaveText('Undone: Ben paid the bank 10M.');
  await expect(said).toHaveRole('status');
  await expect(said).toBeInViewport();
  await page.getByRole('button', { name: 'Redo' }).click();
  await savedAt(page, 14);
  expect(await balance(page, 'p2')).toBe('20M');
  await expect(said).toHaveText('Redone: Ben paid the bank 10M.');

  await page.reload();
  await savedAt(page, 14);
  expect(await balance(page, 'p2')).toBe('20M');

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: /History/ })).toBeVisible();
  await expect(page.locator('del')).toHaveCount(2);
  await expect(page.locator('.log li').first()).toContainText('Ben paid the bank 10M');
});

test('a refused change says why and stores nothing', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await moneyForPlayer(page, 'p1', '60', 'Pay Ben');
  await expect(page.getByRole('alert').filter({ hasText: 'Ana has only 50M' })).toBeVisible();
  await savedAt(page, 0);
  await moneyForPlayer(page, 'p1', '2.5', 'Pay Ben');
  await expect(page.getByText('Use whole numbers only.')).toBeVisible();
  await moneyForPlayer(page, 'p1', '20', 'Pay Ben');
  await savedAt(page, 1);
  expect(await balance(page, 'p1')).toBe('30M');
  expect(await balance(page, 'p2')).toBe('70M');
});

test('home lists the game; delete (in the card’s menu) asks, hides it, and Undo brings it back', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.goto('/');
  const item = page.locator('.sessions li').filter({ hasText: 'Logo Billionaire' });
  await expect(item).toContainText('Ana · Ben');
  await expect(item).toContainText('Turn 1');
  await expect(item.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await item.getByRole('button', { name: 'Menu for Logo Billionaire with Ana and Ben' }).click();
  await item.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.sessions li')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.sessions li')).toHaveCount(1);
});
