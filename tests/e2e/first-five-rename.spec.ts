// Renaming a player mid-game from their sheet, in each game: the tile and the sheet follow the new
// name, the setup's checks refuse a name already playing, Undo and Redo take it back and put it
// back, History says it, and a reload keeps it (it is an entry of the log).
import { expect, test, type Page } from './fixtures';
import { savedAt } from './helpers';

// A phone's screen: on it the form's buttons sat below the sheet's fold, under the field.
test.use({ viewport: { width: 390, height: 844 } });

async function startUntyped(page: Page, kind: string, seq = 0): Promise<void> {
  await page.goto(`/new/${kind}`);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, seq);
}

async function rename(page: Page, tile: string, name: string): Promise<void> {
  await page.getByTestId(tile).click();
  const sheet = page.locator('dialog[open]');
  await sheet.getByRole('button', { name: /^Rename/ }).click();
  const field = sheet.getByLabel('New name');
  await expect(field).toBeFocused();
  // The field and the button that confirms it are both in view, with no scrolling by hand.
  await expect(field).toBeInViewport({ ratio: 1 });
  await expect(sheet.getByRole('button', { name: 'Rename', exact: true })).toBeInViewport({ ratio: 1 });
  await field.fill(name);
  await sheet.getByRole('button', { name: 'Rename', exact: true }).click();
}

test('Logo Billionaire: a player renamed from their sheet; refused like setup, undone, redone, in History, kept on reload', async ({
  page
}) => {
  await startUntyped(page, 'logo-billionaire');
  await rename(page, 'player-p2', 'Player 1');
  const sheet = page.locator('dialog[open]');
  await expect(sheet.getByRole('alert')).toHaveText('“Player 1” is already playing; names must differ.');
  await expect(sheet.getByLabel('New name')).toHaveAttribute('maxlength', '24');
  await sheet.getByLabel('New name').fill('Bea');
  await sheet.getByRole('button', { name: 'Rename', exact: true }).click();
  await savedAt(page, 1);
  await expect(sheet).toContainText('Saved: Player 2 is now called Bea.');
  await expect(sheet.locator('h2').first()).toHaveText('Bea');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('player-p2')).toContainText('Bea');

  await page.getByRole('button', { name: 'Undo' }).click();
  await savedAt(page, 2);
  await expect(page.getByTestId('player-p2')).toContainText('Player 2');
  await page.getByRole('button', { name: 'Redo' }).click();
  await savedAt(page, 3);
  await expect(page.getByTestId('player-p2')).toContainText('Bea');

  await page.reload();
  await savedAt(page, 3);
  await expect(page.getByTestId('player-p2')).toContainText('Bea');
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText('Player 2 is now called Bea', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Take back/ }).first()).toBeVisible();
  // The list of games names the table as it stands.
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toContainText('Player 1 · Bea');
});

test('IT Startup and Disrupt: the player sheet renames its player', async ({ page }) => {
  await startUntyped(page, 'it-startup', 1);
  await rename(page, 'player-p1', 'Pat');
  await savedAt(page, 2);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('player-p1')).toContainText('Pat');

  // The form proposes the last table's two players: this game has all four roles.
  await page.goto('/new/disrupt');
  await page.getByLabel('4: all four roles').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, 0);
  const tile = page.getByTestId('player-p3');
  await rename(page, 'player-p3', 'Ang');
  await savedAt(page, 1);
  await page.keyboard.press('Escape');
  await expect(tile).toContainText('Ang');
});
