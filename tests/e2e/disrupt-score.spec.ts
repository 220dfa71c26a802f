// The standalone Disrupt final-scoring calculator: the rulebook's example, live figures, kept across a reload.
import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers';

// axe-core is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

test('the calculator scores the rulebook example step by step and keeps its inputs', async ({ page }) => {
  await page.goto('/disrupt/score');
  const set = async (id: string, value: string) => page.locator(`#${id}`).fill(value);
  // Meeplebook 3/2/3 against MiniaturePrime 1/2/4; the Bull & Bear token takes the track to −1 per 4.
  await set('meeplebook-design', '3');
  await set('meeplebook-development', '2');
  await set('meeplebook-marketing', '3');
  await set('miniatureprime-design', '1');
  await set('miniatureprime-development', '2');
  await set('miniatureprime-marketing', '4');
  await page.locator('#bb-0').selectOption('-1');
  await expect(page.getByTestId('final-ms-0')).toHaveText('−1 per 4');
  await expect(page.getByTestId('share-value-meeplebook')).toHaveText('5M');
  await expect(page.getByTestId('share-value-miniatureprime')).toHaveText('3M');
  await page.getByTestId('project-meeplebook').locator('summary').click();
  await expect(page.getByTestId('project-meeplebook')).toContainText('Top-up to 10: 2 to Meeplebook');

  // Players: only the Startupper and the Market Leader.
  await page.getByLabel('BPO in the game').uncheck();
  await page.getByLabel('Angel Investor in the game').uncheck();
  await set('startupper-millions', '30');
  await set('startupper-miniatureprime', '3');
  await set('startupper-resources', '5');
  await set('startupper-brandEquity', '1');
  await set('leader-millions', '25');
  await set('leader-meeplebook', '2');
  await set('leader-brandEquity', '2');
  // Startupper: 30 + 3×3 + ⌊5/2⌋ = 41; Market Leader: 25 + 2×5 + 0 = 35.
  await expect(page.getByTestId('total-startupper')).toHaveText('41M');
  await expect(page.getByTestId('total-leader')).toHaveText('35M');
  await expect(page.getByTestId('winners')).toContainText('Winner: Startupper');

  // A Secret Parameter that removes MiniaturePrime's last Design cube: it fails, its Shares are worth 0.
  await page.locator('#miniatureprime-plus').selectOption('marketing');
  await page.locator('#miniatureprime-minus').selectOption('design');
  await expect(page.getByTestId('share-value-miniatureprime')).toHaveText('0M');
  await expect(page.getByTestId('total-startupper')).toHaveText('32M');

  // Bad input is refused beside its field.
  await set('leader-resources', '2.5');
  await expect(page.getByText('Use whole numbers only.')).toBeVisible();
  await expect(page.getByText('Fix the fields marked above')).toBeVisible();
  await set('leader-resources', '0');

  await page.reload();
  await expect(page.locator('#meeplebook-design')).toHaveValue('3');
  await expect(page.getByTestId('total-startupper')).toHaveText('32M');
  expect(await axeViolations(page)).toEqual([]);

  // Solo: the Market Leader's grade.
  await page.getByLabel('Solo mode').check();
  await expect(page.getByTestId('solo-grade')).toHaveText('none');
});
