// Two tabs on one game follow each other; a schema upgrade in one stops the other.
import { expect, test } from './fixtures';
import { savedAt, startGame } from './helpers';
import { closeSheet, openPlayerSheet } from './logo-billionaire-steps';

test('two tabs on one game see each other’s changes within a second', async ({ page, context }) => {
  const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  const other = await context.newPage();
  await other.goto(`/session/${id}`);
  await savedAt(other, 0);
  await openPlayerSheet(page, 'p1');
  await openPlayerSheet(other, 'p2');
  await page.getByRole('button', { name: 'Ana +100', exact: true }).click();
  await expect(other.getByTestId('balance-p1')).toHaveText('150M', { timeout: 1000 });
  await other.getByRole('button', { name: 'Ben +50', exact: true }).click();
  await expect(page.getByTestId('balance-p2')).toHaveText('100M', { timeout: 1000 });
  await closeSheet(other);
  await other.getByRole('button', { name: 'Undo' }).click();
  await openPlayerSheet(other, 'p2');
  await expect(page.getByTestId('balance-p2')).toHaveText('50M', { timeout: 1000 });
  // Both tabs write in turn: no lost tap, no duplicate seq.
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
    await other.getByRole('button', { name: 'Ben +10', exact: true }).click();
  }
  await expect(page.getByTestId('balance-p1')).toHaveText('200M');
  await expect(other.getByTestId('balance-p2')).toHaveText('100M');
  await expect(page.getByTestId('balance-p2')).toHaveText('100M');
  await expect(other.getByTestId('balance-p1')).toHaveText('200M');
});

test('a schema upgrade from another tab stops writes here and asks for a reload', async ({ page, context }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await openPlayerSheet(page, 'p1');
  await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
  await savedAt(page, 1);
  const other = await context.newPage();
  await other.goto('/tools');
  // What a newer version of the app does when it opens the database: a higher version number.
  await other.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('boardroom', 1000);
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      })
  );
  await expect(page.getByRole('alert').filter({ hasText: 'updated in another tab' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ana +10', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'this change was not saved' })).toBeVisible();
  await expect(page.getByTestId('balance-p1')).toHaveText('60M');
  await expect(page.getByRole('button', { name: 'Reload' }).first()).toBeVisible();
});
