// Logo Billionaire as a 3-player Executive play-test at 390×844 found it (issue 25, round six): a
// new game proposes the last game's rules with its players (IT Startup its project), and in the
// auction a typed bid at or under the top bid is said on the field at once and a refusal goes
// under its row. (The confirmed win closing its sheet is in logo-billionaire-table.spec.ts.)
import { expect, test } from './fixtures';
import { openChoices, savedAt, scriptableRandom, startGame, startItStartup } from './helpers';
import { moneyForPlayer, openSnacksAuction, textLayout } from './logo-billionaire-steps';

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

for (const width of [320, 390, 430]) {
  test(`the auction at ${width} px: a typed bid at or under the top bid is said on the field at once, offered on no row; a refusal goes under its row`, async ({
    page
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cathy'], { executive: true });
    await moneyForPlayer(page, 'p2', '100', 'From the bank to Ben');
    await savedAt(page, 1);
    const auction = await openSnacksAuction(page, 2);
    await auction.locator('#bid-amount').fill('70');
    await auction.getByRole('button', { name: 'Ben bids 70M' }).click();
    await savedAt(page, 3);

    // 50M under the top 70M: said on the field before any tap, and no row offers "Bid 50M".
    const field = auction.locator('#bid-amount');
    await field.fill('50');
    await expect(auction.locator('#bid-amount-problem')).toContainText('The top bid is 70M');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(auction.getByRole('button', { name: /bids 50M/ })).toHaveCount(0);
    const cathyBid = auction.getByRole('button', { name: 'Cathy bids', exact: true });
    await expect(cathyBid).toBeDisabled();
    await expect(cathyBid).toHaveAccessibleDescription(/The top bid is 70M/);
    // Above the top bid the rows offer it again, and the field is clear.
    await field.fill('80');
    await expect(auction.locator('#bid-amount-problem')).toHaveCount(0);
    await expect(auction.getByRole('button', { name: 'Ana bids 80M' })).toBeDisabled();
    await field.fill('');

    // A refusal of a row's Bid (a tap that reached the rules: Cathy has 50M, the bid is 170M)
    // goes under the row, and the row keeps its name and money on a line each.
    await auction.getByRole('button', { name: '+100M', exact: true }).click();
    const refused = auction.getByRole('button', { name: 'Cathy bids 170M' });
    await refused.evaluate((b) => b.removeAttribute('disabled'));
    await refused.click();
    const row = auction.locator('.bidders li').filter({ has: page.getByRole('button', { name: 'Cathy bids 170M' }) });
    const notice = row.getByTestId('refusal');
    await expect(notice).toBeVisible();
    const [who, button, reason] = [
      (await row.locator('.who').boundingBox())!,
      (await refused.boundingBox())!,
      (await notice.boundingBox())!
    ];
    expect(reason.y, 'the reason under the name').toBeGreaterThanOrEqual(who.y + who.height - 1);
    expect(reason.y, 'the reason under the button').toBeGreaterThanOrEqual(button.y + button.height - 1);
    expect(Math.abs(who.y - button.y), 'the name and the button still side by side').toBeLessThan(who.height);
    const lines = await textLayout(row.locator('.who > .money'));
    expect(lines[0].lines, 'the money on one line').toBe(1);
    expect(who.width, 'the name keeps its width').toBeGreaterThan(60);
  });
}
