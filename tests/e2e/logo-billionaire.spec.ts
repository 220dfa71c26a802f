// A whole Executive game of Logo Billionaire through the UI, with chance scripted by replacing
// crypto.getRandomValues in the page (the app itself has no test hook for its randomness).
import { expect, test } from '@playwright/test';
import { balance, openChoices, savedAt, script, scriptableRandom, waitForServiceWorker } from './helpers';

/** The next random words the page's crypto.getRandomValues returns (then real randomness again). */
/** The index of `card` among the cards left, in deck order, as drawCard reads it. */
function wordFor(remaining: (number | 'bust')[], card: number | 'bust'): number {
  const i = remaining.indexOf(card);
  if (i < 0) throw new Error(`${card} is not left`);
  remaining.splice(i, 1);
  return i;
}

test.beforeEach(({ page }) => scriptableRandom(page));

test('an Executive game with 3 players, from setup to a billion', async ({ page, context }) => {
  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Add player' }).click();
  for (const [i, name] of ['Ana', 'Ben', 'Cai'].entries()) await page.locator(`#name-${i}`).fill(name);
  await page.locator('#piece-0').fill('Dragon Industries');
  await openChoices(page);
  await page.getByLabel('Executive').check();
  await expect(page.getByTestId('deck-summary')).toContainText('27 cards: 3 BUST');
  await expect(page.getByTestId('deck-summary')).toContainText('1 in 9');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await savedAt(page, 0);
  await expect(page.getByText('Dragon Industries')).toBeVisible();
  let seq = 0;
  const tap = async (name: string | RegExp) => {
    // The turn's main button is in the board and in the bottom bar: either does the same.
    await page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
    await savedAt(page, ++seq);
  };

  // Ana's turn: spin (scripted 4), pick up Snacks twice; the others' pick-ups.
  await script(page, [3]);
  await tap('Spin');
  await expect(page.getByText('Ana spun 4')).toBeVisible();
  await tap('+2 Snacks for Ana');
  await tap('+2 Snacks for Ana');
  await tap('+2 Snacks for Ben');
  await tap('+1 Cars for Ben');
  await tap('+1 Snacks for Cai');
  await tap('Take a disk for Cai');
  await expect(page.getByTestId('brands-p1-snacks')).toContainText('4');

  // TRADE: Ana buys Ben's Cars card for 30M.
  await page.locator('#buyer').selectOption({ label: 'Ana' });
  await page.locator('#seller').selectOption({ label: 'Ben' });
  await page.locator('#buy-category').selectOption('cars');
  await tap('Buy for 30M');
  expect(await balance(page, 'p1')).toBe('20M');
  expect(await balance(page, 'p2')).toBe('80M');

  // A launch with On The Up: 4 Snacks, 1 On The Up; draws scripted to 20M then 30M.
  await page.locator('#launch-category').selectOption('snacks');
  await expect(page.locator('#launch-cards')).toHaveValue('4');
  await page.locator('#launch-otu').fill('1');
  await tap('Announce the launch');
  await expect(page.getByTestId('bust-chance')).toHaveText('11.1%');
  const deck: (number | 'bust')[] = ['bust', 'bust', 'bust', ...Array(6).fill(10), ...Array(6).fill(20), ...Array(5).fill(30), ...Array(4).fill(40), ...Array(3).fill(50)];
  await script(page, [wordFor(deck, 20)]);
  await tap(/^Draw$/);
  await script(page, [wordFor(deck, 30)]);
  await tap(/^Draw$/);
  await expect(page.getByTestId('rb-total')).toHaveText('50M');
  await expect(page.getByTestId('bust-chance')).toHaveText('12%');
  const shown = (await page.locator('.draws .rb').allTextContents()).map((t) => Number(t.replace('M', '')));
  const expected = shown.reduce((a, b) => a + b, 0) * (4 + 1);
  await expect(page.getByTestId('value-so-far')).toHaveText(`${expected}M`);
  await tap(/Stop and launch/);
  expect(await balance(page, 'p1')).toBe(`${20 + expected}M`);
  await expect(page.getByTestId('brands-p1-snacks')).toContainText('0');
  await expect(page.getByTestId('last-launch')).toContainText('250M');

  // Ben's turn: a takeover by Cai that is a draw, then Ben wins it; then Ben draws BUST.
  await tap('Next player');
  await script(page, [0]);
  await tap('Spin');
  await tap('+1 Snacks for Ben');
  await page.locator('#launch-category').selectOption('snacks');
  await expect(page.locator('#launch-cards')).toHaveValue('3');
  await tap('Announce the launch');
  await page.locator('#challenger').selectOption({ label: 'Cai (1 cards)' });
  // Cai 1 card + 4 = 5, Ben 3 cards + 2 = 5: a draw; then Cai 1 + 1 against Ben 3 + 6.
  await script(page, [3, 1]);
  await tap(/Spin for the takeover/);
  await expect(page.getByText('a draw. Spin again')).toBeVisible();
  await script(page, [0, 5]);
  await tap(/Spin again/);
  await expect(page.getByTestId('brands-p2-snacks')).toContainText('4');
  await expect(page.getByTestId('brands-p3-snacks')).toContainText('0');
  const deckForBen: (number | 'bust')[] = ['bust', 'bust', 'bust'];
  await script(page, [wordFor(deckForBen, 'bust')]);
  await tap(/^Draw$/);
  await expect(page.getByTestId('last-launch')).toContainText('worth nothing');
  expect(await balance(page, 'p2')).toBe('80M');
  await expect(page.getByTestId('brands-p2-snacks')).toContainText('0');

  // A Newsflash payment to everyone in one gesture.
  await page.getByLabel('Everyone').check();
  await page.locator('#news-amount').fill('10');
  await tap('Apply to 3 players');
  expect([await balance(page, 'p1'), await balance(page, 'p2'), await balance(page, 'p3')]).toEqual(['280M', '90M', '60M']);

  // A reload and an offline stretch.
  await waitForServiceWorker(page);
  await savedAt(page, seq);
  await context.setOffline(true);
  await tap('Ben +100');
  await page.reload();
  await savedAt(page, seq);
  expect(await balance(page, 'p2')).toBe('190M');
  await context.setOffline(false);

  // Ana reaches a billion: announced at once, the game is finished.
  await page.locator('#custom-p1').fill('720');
  await tap('Add to Ana');
  await expect(page.getByText('Ana has reached a billion and wins!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ana +10', exact: true })).toBeDisabled();
  await page.goto('/session/' + page.url().split('/session/')[1] + '/history');
  await expect(page.locator('.log li').filter({ hasText: 'Ana spun 4' })).toHaveCount(1);
  await expect(page.locator('.log li').filter({ hasText: 'Takeover by Cai' })).toHaveCount(2);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
  await expect(page.locator('.sessions li').first()).toContainText('Won');
});
