// Saved means kept: a browser killed mid-burst keeps every confirmed tap; two tabs follow each other.
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { balance, launchKillable, savedAt, startGame, tempProfile } from './helpers';

test('crash: 50 rapid taps, browser killed without waiting, every confirmed tap is there after relaunch', async ({ baseURL }) => {
  const profile = tempProfile();
  try {
    let browser = await launchKillable(profile);
    let page = await browser.context.newPage();
    await page.goto(`${baseURL}/new/logo-billionaire`);
    await page.locator('#name-0').fill('Ana');
    await page.locator('#name-1').fill('Ben');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/session\//);
    const url = page.url();
    const plus = page.getByRole('button', { name: 'Ana +10', exact: true });
    await expect(plus).toBeVisible();
    for (let i = 0; i < 50; i++) await plus.click({ noWaitAfter: true });
    const confirmed = Number(await page.getByTestId('save-status').getAttribute('data-seq'));
    browser.process.kill('SIGKILL');
    await browser.close();

    browser = await launchKillable(profile);
    page = await browser.context.newPage();
    await page.goto(url);
    const status = page.getByTestId('save-status');
    await expect(status).toBeVisible();
    const reopened = Number(await status.getAttribute('data-seq'));
    expect(reopened).toBeGreaterThanOrEqual(confirmed);
    expect(reopened).toBeLessThanOrEqual(50);
    // Nothing half-applied: the balance is exactly what the stored taps add up to.
    expect(await balance(page, 'p1')).toBe(`${50 + 10 * reopened}M`);
    test.info().annotations.push({ type: 'confirmed before kill', description: `${confirmed} of 50; ${reopened} after relaunch` });
    await browser.close();
  } finally {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
});

test('two tabs on one game see each other’s changes within a second', async ({ page, context }) => {
  const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  const other = await context.newPage();
  await other.goto(`/session/${id}`);
  await savedAt(other, 0);
  await page.getByRole('button', { name: 'Ana +100', exact: true }).click();
  await expect(other.getByTestId('balance-p1')).toHaveText('150M', { timeout: 1000 });
  await other.getByRole('button', { name: 'Ben +50', exact: true }).click();
  await expect(page.getByTestId('balance-p2')).toHaveText('100M', { timeout: 1000 });
  await other.getByRole('button', { name: 'Undo' }).click();
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
