// Logo Billionaire as a 3-player Executive play-test at 390×844 found it (issue 25, round six): a
// new game proposes the last game's rules with its players (IT Startup its project), the auction's
// refusals under the row, the takeover's spinner live at the first tap, the Newsflash sheet closed
// by the win it confirms.
import { expect, test } from '@playwright/test';
import { scriptableRandom, startGame, startItStartup } from './helpers';
import { openChoices } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ page }) => scriptableRandom(page));

test('New game proposes the last game’s rules with its players, and says so in the folded line', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
  await page.goto('/new/logo-billionaire');
  await expect(page.getByTestId('line-up-note')).toBeVisible();
  const line = page.getByTestId('choices-line');
  await expect(line).toContainText(/^Executive · Bull market/);
  await expect(page.getByTestId('choices-note')).toBeVisible();
  // Changed, the line no longer says they are the last game's.
  await openChoices(page);
  await page.getByLabel('Apprentice').check();
  await expect(line).toContainText(/^Apprentice/);
  await expect(page.getByTestId('choices-note')).toHaveCount(0);
  await page.getByLabel('Executive').check();
  // One tap on Start game plays Executive: the Takeover disk is in the moment.
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Newsflash', exact: true })).toBeVisible();

  // IT Startup proposes its last project size and planning bonus the same way.
  await startItStartup(page);
  await page.goto('/new/it-startup');
  await openChoices(page);
  await page.getByLabel(/128 points/).check();
  await page.getByLabel('Bonus for proper project planning').check();
  await page.locator('#starting').fill('3');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await page.goto('/new/it-startup');
  await expect(page.getByTestId('choices-line')).toContainText(/^128 points \(comprehensive\) · planning bonus/);
  await expect(page.getByTestId('choices-note')).toBeVisible();
});
