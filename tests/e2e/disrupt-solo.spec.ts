// Disrupt solo as a play-tester played it at 390×844: Undo after a Project placement takes the
// placement back (its token drawn at random), not the cube added before it; a wrong Project at setup
// can be taken back; the final scoring shows without asking whom to hide the tokens from; a lost
// solo game says why there was no grade, once, and gives no place.
import { expect, test } from './fixtures';
import { savedAt, startDisruptSolo } from './helpers';
import { advance, closeSheets, openPlayer, openSheet, seqNow, tapSaved } from './disrupt-steps';

test.use({ viewport: { width: 390, height: 844 } });

test('Undo after placing BoardTube in the Project phase takes the placement back, not the Design cube before it', async ({ page }) => {
  await startDisruptSolo(page);
  await savedAt(page, 0);
  await tapSaved(page, 'Place MiniaturePrime');
  await advance(page);
  await expect.poll(() => seqNow(page)).toBeGreaterThan(1);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-pending', '0');
  const projects = await openSheet(page, 'Projects');
  const design = Number(await projects.getByTestId('cubes-miniatureprime-design').textContent());
  await tapSaved(page, '+ Design on MiniaturePrime');
  await closeSheets(page);
  await expect(page.getByText(/token drawn at random; Undo takes the placement back with its token/)).toBeVisible();
  await tapSaved(page, 'Place BoardTube');
  await expect(page.getByRole('button', { name: 'Place BoardTube' })).toHaveCount(0);
  const seq = await seqNow(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await savedAt(page, seq + 1);
  await expect(page.getByTestId('undo-notice')).toHaveText(/Undone: .*BoardTube/);
  await expect(page.getByTestId('undo-notice')).not.toContainText('MiniaturePrime');
  // BoardTube can be placed again (a new draw); the Design cube stays.
  await expect(page.getByRole('button', { name: 'Place BoardTube' })).toBeVisible();
  await openSheet(page, 'Projects');
  await expect(projects.getByTestId('cubes-miniatureprime-design')).toHaveText(String(design + 1));
});

test('a wrong Project placed at setup is taken back with Undo and another placed', async ({ page }) => {
  await startDisruptSolo(page);
  await savedAt(page, 0);
  await expect(page.getByTestId('solo-placement-undo')).toBeVisible();
  await tapSaved(page, 'Place Eturnium');
  await page.getByRole('button', { name: 'Undo' }).click();
  await savedAt(page, 2);
  await expect(page.getByTestId('undo-notice')).toHaveText(/Undone: .*Eturnium/);
  await tapSaved(page, 'Place MiniaturePrime');
  await expect(page.getByRole('button', { name: 'Place Eturnium' })).toHaveCount(0);
});

test('a lost solo game: no question before the final scoring shows, and the result says why there was no grade, once', async ({ page }) => {
  const id = await startDisruptSolo(page);
  await tapSaved(page, 'Place MiniaturePrime');
  await openPlayer(page, 'p1');
  await page.locator('#money-leader-amount').fill('10');
  await tapSaved(page, 'To the bank from Market Leader');
  const final = await openSheet(page, 'Final scoring');
  await final.getByRole('button', { name: 'Show the final scoring' }).click();
  await expect(page.getByRole('dialog', { name: 'Reveal the Secret Parameters?' })).toHaveCount(0);
  await expect(final.getByTestId('solo-grade')).toHaveText('none');
  await final.getByRole('button', { name: /^End the game now/ }).click();
  const seq = await seqNow(page);
  await page.getByRole('dialog', { name: 'The game is not over' }).getByRole('button', { name: 'End the game now' }).click();
  await savedAt(page, seq + 1);
  await page.goto(`/session/${id}/result`);
  const why = /reached no grade \([0-3] of 3 Projects ahead(, 1 needed)?; \d+M, 60M needed\), so the automated Startupper won/;
  await expect(page.getByTestId('result-headline')).toHaveText(why);
  await expect(page.getByText(/reached no grade/)).toHaveCount(1);
  // Nobody won: the standings give no place ("1st Leo" read as a win), and say so in words.
  await expect(page.getByTestId('standing-p1').locator('.place')).toHaveText(/^\s*–\s*No win\s*$/);
  await page.goto('/players');
  await page.getByRole('link', { name: /Leo/ }).first().click();
  await expect(page.getByTestId('record-games')).toContainText(/\d+M, no win · Market Leader/);
});

test('solo: claiming first player takes its +1 resource in the same tap, from the claim itself', async ({ page }) => {
  await startDisruptSolo(page);
  await tapSaved(page, 'Place MiniaturePrime');
  const leo = await openPlayer(page, 'p1');
  const likes = Number(await leo.getByTestId('res-leader-like').textContent());
  // Two taps: the player's sheet, then the claim with its resource (beside the claim, below Resources).
  await expect(leo.getByRole('button', { name: 'Claim with +1 Like' })).toBeEnabled();
  await tapSaved(page, 'Claim with +1 Like', 2);
  await expect(leo.getByTestId('res-leader-like')).toHaveText(String(likes + 1));
  await expect(leo).toContainText('plays first next round');
});
