// The standalone Disrupt final-scoring calculator: the rulebook's example, live figures, kept across a reload.
import { expect, test } from './fixtures';
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

test('a tap on a number field selects it, so a digit replaces it; the totals stay in view while typing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/disrupt/score');
  await page.getByRole('button', { name: 'Clear all inputs' }).waitFor();
  const field = page.locator('#meeplebook-design');
  await expect(field).toHaveValue('1');
  await field.click();
  await page.keyboard.type('2');
  await expect(field).toHaveValue('2');
  // Labelled with its colour, as the box has it.
  await expect(page.getByLabel('Meeplebook: Design cubes (blue)')).toHaveValue('2');
  await expect(page.getByLabel('MiniaturePrime: Marketing cubes (orange)')).toBeVisible();
  // The pair of a Pipeline on one row: Meeplebook's and MiniaturePrime's Design fields side by side.
  const left = (await field.boundingBox())!;
  const right = (await page.locator('#miniatureprime-design').boundingBox())!;
  expect(Math.abs(left.y - right.y)).toBeLessThan(2);
  expect(right.x).toBeGreaterThan(left.x);
  // The running totals, in view at the top of the page and at the bottom.
  await expect(page.getByTestId('result-bar')).toBeInViewport();
  await page.locator('#leader-millions').click();
  await page.keyboard.type('40');
  await expect(page.getByTestId('bar-total-leader')).toHaveText(/^\d+M$/);
  await expect(page.getByTestId('result-bar')).toBeInViewport();
  const bar = (await page.getByTestId('result-bar').boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(844 + 1);
});

test('clearing all inputs asks first and can be undone once', async ({ page }) => {
  await page.goto('/disrupt/score');
  await page.locator('#leader-millions').fill('37');
  await page.getByRole('button', { name: 'Clear all inputs' }).click();
  const ask = page.getByRole('dialog', { name: 'Clear all inputs?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#leader-millions')).toHaveValue('37');
  await page.getByRole('button', { name: 'Clear all inputs' }).click();
  await page.getByRole('dialog', { name: 'Clear all inputs?' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(page.locator('#leader-millions')).toHaveValue('0');
  await page.getByRole('button', { name: 'Undo the clearing' }).click();
  await expect(page.locator('#leader-millions')).toHaveValue('37');
  await expect(page.getByRole('button', { name: 'Undo the clearing' })).toHaveCount(0);
});

test('a Secret Parameters token on one Project only; Brand Equity is a track of 9 steps whose top 4 hold one role each', async ({
  page
}) => {
  await page.goto('/disrupt/score');
  await page.locator('#miniatureprime-plus').selectOption('design');
  await page.locator('#miniatureprime-minus').selectOption('marketing');
  await page.locator('#boardtube-plus').selectOption('design');
  await page.locator('#boardtube-minus').selectOption('marketing');
  await expect(page.locator('#boardtube-plus-problem')).toHaveText(
    'That token (+1 Design, −1 Marketing) is already on MiniaturePrime: each token is on one Project.'
  );
  await expect(page.getByText('Fix the fields marked above')).toBeVisible();
  await page.locator('#boardtube-minus').selectOption('development');
  await expect(page.locator('#boardtube-plus-problem')).toHaveCount(0);

  await expect(page.getByLabel('Brand Equity step (1 = top)').first()).toBeVisible();
  await page.locator('#bpo-brandEquity').fill('10');
  await expect(page.locator('#bpo-brandEquity-problem')).toHaveText('The track has 9 steps: 1 (top) to 9.');
  await page.locator('#bpo-brandEquity').fill('1');
  await expect(page.locator('#bpo-brandEquity-problem')).toHaveText('Step 1 holds one token: the Startupper is on it.');
  await page.locator('#bpo-brandEquity').fill('6');
  await page.locator('#angel-brandEquity').fill('6');
  await expect(page.locator('#angel-brandEquity-problem')).toHaveCount(0);
  await page.locator('#leader-brandEquity').fill('6');
  await expect(page.locator('#leader-brandEquity-problem')).toHaveText(
    'Step 6 holds two tokens: the BPO and the Angel Investor are on it.'
  );
});

test('a Share over-count marks the fields that hold the Project’s Shares and says it beside each, tied to it', async ({ page }) => {
  await page.goto('/disrupt/score');
  await page.getByLabel('BPO in the game').uncheck();
  await page.getByLabel('Angel Investor in the game').uncheck();
  await page.locator('#startupper-dicecoin').fill('3');
  await page.locator('#leader-dicecoin').fill('4');
  const message = 'Dicecoin: the players hold 7 Shares, but there are 5.';
  for (const id of ['startupper-dicecoin', 'leader-dicecoin']) {
    const field = page.locator(`#${id}`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', `${id}-problem`);
    await expect(field).toHaveAccessibleDescription(message);
    const said = page.locator(`#${id}-problem`);
    await expect(said).toHaveText(message);
    // Beside the field: just under it.
    const [f, s] = [await field.boundingBox(), await said.boundingBox()];
    expect(s!.y - (f!.y + f!.height)).toBeLessThan(40);
    expect(Math.abs(s!.x - f!.x)).toBeLessThan(40);
  }
  // A field holding none of them, and another Project's, are left unmarked.
  await expect(page.locator('#leader-meeplebook')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Fix the fields marked above')).toBeVisible();
  await expect(await axeViolations(page)).toEqual([]);
  await page.locator('#leader-dicecoin').fill('2');
  await expect(page.locator('#startupper-dicecoin')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#startupper-dicecoin-problem')).toHaveCount(0);
  await expect(page.getByTestId('total-leader')).toBeVisible();
});
