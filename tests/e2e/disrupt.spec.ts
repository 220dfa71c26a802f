// Disrupt through the UI: a 4-player game from setup to the final scoring, and a solo game to its grade.
import { expect, test, type Page } from '@playwright/test';
import { savedAt, startDisruptSolo, waitForServiceWorker } from './helpers';

async function tapper(page: Page) {
  let seq = Number(await page.getByTestId('save-status').getAttribute('data-seq'));
  return {
    click: async (name: string | RegExp, exact = true) => {
      await page.getByRole('button', { name, exact: typeof name === 'string' ? exact : undefined }).click();
      await savedAt(page, ++seq);
    },
    done: async () => savedAt(page, ++seq),
    get seq() {
      return seq;
    }
  };
}

test('a 4-player game: money, Shares, an auction, cubes, Secret Parameters, six rounds, the final scoring', async ({ page, context }) => {
  await page.goto('/new/disrupt');
  for (const [i, name] of ['Sam', 'Bea', 'Ang', 'Leo'].entries()) await page.locator(`#name-${i}`).fill(name);
  await expect(page.getByText('Project Planning, Mentoring, UX Workshop, Exit Strategy')).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  const id = page.url().split('/session/')[1];
  await savedAt(page, 0);
  const t = await tapper(page);
  const m = (role: string) => page.getByTestId(`millions-${role}`);
  await expect(m('startupper')).toHaveText('10M');
  await expect(m('leader')).toHaveText('25M');
  await expect(page.getByTestId('shares-market-meeplebook')).toHaveText('1');

  // Money: a quick +5, a payment, and a payment refused without a confirmed debt.
  await t.click('Market Leader +5');
  await page.locator('#pay-from').selectOption('leader');
  await page.locator('#pay-to').selectOption('startupper');
  await page.locator('#pay-amount').fill('3');
  await t.click('Pay');
  await expect(m('leader')).toHaveText('27M');
  await expect(m('startupper')).toHaveText('13M');
  await page.locator('#pay-from').selectOption('startupper');
  await page.locator('#pay-to').selectOption('bank');
  await page.locator('#pay-amount').fill('50');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'needs a confirmed debt' })).toBeVisible();
  await expect(m('startupper')).toHaveText('13M');

  // A Share bought from the Market for 6M.
  await page.locator('#share-project').selectOption('cardflix');
  await page.locator('#share-from').selectOption('market');
  await page.locator('#share-to').selectOption('angel');
  await page.locator('#share-price').fill('6');
  await t.click('Move Shares');
  await expect(page.getByTestId('shares-angel-cardflix')).toHaveText('2');
  await expect(m('angel')).toHaveText('14M');

  // An auction of one of the Startupper's BoardTube Shares, bids in turn order.
  await page.locator('#auction-project').selectOption('boardtube');
  await page.locator('#auction-owner').selectOption('startupper');
  await t.click('Open the auction');
  await expect(page.getByTestId('next-bidder')).toHaveText('Startupper');
  await t.click('Pass');
  await expect(page.getByTestId('next-bidder')).toHaveText('BPO');
  await t.click('Pass');
  await page.locator('#bid-amount').fill('2');
  await t.click('Bid');
  await page.locator('#bid-amount').fill('2');
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'higher than the last' })).toBeVisible();
  await page.locator('#bid-amount').fill('3');
  await t.click('Bid');
  await t.click('Pass');
  await t.click('Sold to the Market Leader');
  await expect(m('leader')).toHaveText('24M');
  await expect(m('startupper')).toHaveText('16M');
  await expect(page.getByTestId('shares-leader-boardtube')).toHaveText('1');

  // Cubes: the last cube of a colour cannot be removed.
  await t.click('+ Design on Meeplebook');
  await t.click('− Design on Meeplebook');
  await page.getByRole('button', { name: '− Design on Meeplebook', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'last Design cube of Meeplebook can never be removed' })).toBeVisible();
  await expect(page.getByTestId('cubes-meeplebook-design')).toHaveText('1');

  // Secret Parameters, picked with the phone handed over, then hidden.
  await page.getByRole('button', { name: 'Place Eturnium' }).click();
  await page.getByRole('button', { name: 'I am the Startupper' }).click();
  await t.click('+1 Design, −1 Marketing');
  await expect(page.getByText('Secret Parameters: hidden')).toBeVisible();
  await expect(page.getByText('+1 Design, −1 Marketing')).toHaveCount(0);
  for (const c of ['Design', 'Development', 'Marketing']) await t.click(`+ ${c} on Eturnium`);

  // A reload and an offline stretch.
  await waitForServiceWorker(page);
  await savedAt(page, t.seq);
  await context.setOffline(true);
  await t.click('↑ Market Size of pipeline 1');
  await page.reload();
  await savedAt(page, t.seq);
  await expect(page.getByTestId('market-size-0')).toHaveText('+1 per 4');
  await page.goto(`/session/${id}/history`);
  await expect(page.locator('.log')).toContainText('The Startupper placed Eturnium with a Secret Parameters token');
  await expect(page.locator('.log')).not.toContainText('−1 Marketing');
  await page.goto(`/session/${id}`);
  await savedAt(page, t.seq);
  await context.setOffline(false);

  // Six rounds of three phases.
  for (let i = 0; i < 17; i++) await t.click(/^(Go to the|Start round)/);
  await expect(page.getByRole('heading', { name: 'Round 6 of 6 · Event phase' })).toBeVisible();

  // The final scoring, with a Bull & Bear token on the third pipeline.
  await page.locator('#bull-bear-2').selectOption('1');
  await page.getByRole('button', { name: 'Show the final scoring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
  await page.getByText("All steps, in the rulebook's order").click();
  await expect(page.getByText('Secret Parameters of Eturnium: +1 Design, −1 Marketing').last()).toBeVisible();
  await expect(page.getByText('Market Size of Dicecoin vs Eturnium: +1 per 4').last()).toBeVisible();
  const winners = (await page.getByTestId('winners').textContent())!;
  await t.click('Confirm the result and finish the game');
  const winnerRole = winners.replace(/^\s*Winners?:\s*/, '').trim();
  await expect(page.getByRole('status').filter({ hasText: 'wins!' })).toContainText(winnerRole);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
});

test('a solo game: a random Secret Parameters token, the dial against the bid, the grade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startDisruptSolo(page);
  await savedAt(page, 0);
  const t = await tapper(page);
  await t.click('Place MiniaturePrime (token drawn at random)');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.locator('#dial-bid').fill('9');
  await t.click('Turn the dial');
  await expect(page.getByTestId('dial-result')).toContainText('you win');
  await page.locator('#custom-leader').fill('80');
  await t.click('Take for the Market Leader');
  await expect(page.getByTestId('millions-leader')).toHaveText('105M');
  await page.getByRole('button', { name: 'Show the final scoring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('solo-grade')).toHaveText('Market Leader');
  await t.click('Confirm the result and finish the game');
  await expect(page.getByRole('status').filter({ hasText: 'wins!' })).toContainText('Leo');
});
