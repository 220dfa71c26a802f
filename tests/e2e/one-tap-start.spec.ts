// A game started in one tap: on each setup screen, Start game with nothing typed opens the game
// with "Player 1"… in distinct colours and the setup's chance done by the app (IT Startup's die),
// Disrupt's Brand Equity places filled in and said to be the app's; the keyboard lands on the
// game's moment heading; a name stops at the one limit, said where it is typed.
import { expect, test, type Page } from './fixtures';
import { savedAt } from './helpers';
import { tapForPlayer } from './logo-billionaire-steps';

async function startUntyped(page: Page, kind: string, seq = 0): Promise<void> {
  await page.goto(`/new/${kind}`);
  await expect(page.locator('#name-0')).toHaveAttribute('placeholder', 'Player 1');
  await expect(page.locator('#name-1')).toHaveAttribute('placeholder', 'Player 2');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, seq);
}

test('Logo Billionaire starts with no typing, as Player 1 and Player 2, and the focus is on the moment; the deal not entered is said, until a card is', async ({
  page
}) => {
  await startUntyped(page, 'logo-billionaire');
  await expect(page.getByTestId('player-p1')).toContainText('Player 1');
  await expect(page.getByTestId('player-p2')).toContainText('Player 2');
  await expect(page.getByTestId('moment-title')).toBeFocused();
  // Nobody holds a card: the screen says the deal was not entered, and how to enter the hands dealt at the table.
  await expect(page.getByTestId('no-deal')).toHaveText(
    "No deal entered: nobody holds a Brand card. Deal six each at the table, then add each hand in its player's sheet (tap their tile: +2, +1)."
  );
  await tapForPlayer(page, 'p1', '+2 Home for Player 1');
  await savedAt(page, 1);
  await expect(page.getByTestId('no-deal')).toHaveCount(0);
});

test('IT Startup starts with no typing: the app rolled the starting resources, logged as the first entry', async ({ page }) => {
  await page.goto('/new/it-startup');
  const rolled = await page.locator('strong.rolled').textContent();
  expect(rolled).toMatch(/^[1-6]$/);
  await expect(page.locator('#starting')).toHaveValue(rolled!);
  await startUntyped(page, 'it-startup', 1);
  await expect(page.getByTestId('player-p1')).toContainText('Player 1');
  await expect(page.getByTestId('player-p2')).toContainText('Player 2');
  await expect(page.getByTestId('moment-title')).toBeFocused();
  await page.goto(`${page.url()}/history`);
  await expect(page.getByText(new RegExp(`\\b${rolled}\\b`)).first()).toBeVisible();
});

test('IT Startup: the table’s own roll typed in is the game’s, and the app’s is not logged', async ({ page }) => {
  await page.goto('/new/it-startup');
  await page.locator('#starting').fill('6');
  await expect(page.locator('strong.rolled')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, 0);
});

test('Disrupt starts with no typing: four players, Brand Equity places filled in by the app and said so, then kept', async ({ page }) => {
  await page.goto('/new/disrupt');
  await expect(page.getByTestId('places-origin')).toContainText('Filled in by the app');
  await expect(page.locator('#be-start-startupper')).toHaveValue('8');
  await expect(page.locator('#be-start-leader')).toHaveValue('9');
  await startUntyped(page, 'disrupt');
  for (const n of [1, 2, 3, 4]) await expect(page.getByTestId(`player-p${n}`)).toContainText(`Player ${n}`);
  await expect(page.getByTestId('moment-title')).toBeFocused();

  // The table sets its board's places once; the next game starts with them.
  await page.goto('/new/disrupt');
  await page.locator('#be-start-leader').selectOption('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await page.goto('/new/disrupt');
  await expect(page.getByTestId('places-origin')).toContainText('As your last game started');
  await expect(page.locator('#be-start-leader')).toHaveValue('7');
  // "Player 1" is nobody in particular: not offered as a regular player.
  await expect(page.getByRole('heading', { name: 'Regular players' })).toHaveCount(0);
});

test('a seat left empty beside typed names plays as the next free "Player n"', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Add player' }).click();
  await page.locator('#name-0').fill('Player 2');
  await expect(page.locator('#name-1')).toHaveAttribute('placeholder', 'Player 3');
  await page.locator('#name-2').fill('Cai');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByTestId('player-p1')).toContainText('Player 2');
  await expect(page.getByTestId('player-p2')).toContainText('Player 3');
});

test('a name stops at 24 characters, and the field says so as it nears the limit', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  const name = page.locator('#name-0');
  await expect(name).toHaveAttribute('maxlength', '24');
  await name.fill('Ann');
  await expect(page.getByTestId('name-count')).toHaveCount(0);
  await name.fill('x'.repeat(20));
  await expect(page.getByTestId('name-count')).toHaveText('20 of 24 characters');
  await expect(name).toHaveAttribute('aria-describedby', 'name-0-count');
  await name.pressSequentially('y'.repeat(10));
  await expect(name).toHaveValue(`${'x'.repeat(20)}yyyy`);
  await expect(page.getByTestId('name-count')).toHaveText('24 of 24 characters: the most a name can have');
});

test('Disrupt’s Brand Equity fields keep their height beside one with a message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/new/disrupt');
  const before = (await page.locator('#be-start-startupper').boundingBox())!.height;
  // Three tokens on one step that holds two: the last of them gets the message.
  await page.locator('#be-start-angel').selectOption('8');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('places-problem').first()).toBeVisible();
  for (const role of ['startupper', 'bpo', 'leader'])
    expect((await page.locator(`#be-start-${role}`).boundingBox())!.height).toBeLessThanOrEqual(before + 1);
});
