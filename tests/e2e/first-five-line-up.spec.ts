// The line-up of the last table: a new game proposes the players of the newest game of its kind,
// else of any kind (their number, names and colours), shown and changeable; with no earlier game,
// "Player 1"…. A Play again setup keeps its players through a reload, even one that lost the tab's
// storage. After a rename mid-game the regular players' chips offer the new name only.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { savedAt } from './helpers';

const FULL = readFileSync('tests/fixtures/full-games.json', 'utf8');

test.use({ viewport: { width: 390, height: 844 } });

/** The names and colours a setup form shows, seat by seat. */
async function shownSeats(page: Page): Promise<[string, string][]> {
  await expect(page.locator('#name-0')).toBeVisible();
  return page
    .locator('fieldset.player')
    .evaluateAll((sets) =>
      sets.map((f) => [
        (f.querySelector('input[id^="name-"]') as HTMLInputElement).value,
        (f.querySelector('input[type=radio]:checked') as HTMLInputElement | null)?.value ?? ''
      ])
    );
}

async function start(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByTestId('save-status')).toBeVisible();
}

test('a 3-player Disrupt game is followed by a 3-player proposal, in Disrupt and in another game, changeable', async ({ page }) => {
  await page.goto('/new/disrupt');
  // No earlier game: "Player n", nothing said about a last game.
  await expect(page.locator('#name-0')).toHaveAttribute('placeholder', 'Player 1');
  await expect(page.getByTestId('line-up-note')).toHaveCount(0);
  await page.getByLabel('3: Startupper, Market Leader and one more').check();
  await page.locator('#third').selectOption('angel');
  await page.locator('#name-0').fill('Sam');
  await page.locator('#name-1').fill('Ang');
  await page.locator('#name-2').fill('Leo');
  await start(page);

  await page.goto('/new/disrupt');
  await expect(page.getByLabel('3: Startupper, Market Leader and one more')).toBeChecked();
  await expect(page.locator('#third')).toHaveValue('angel');
  await expect(page.getByTestId('line-up-note')).toBeVisible();
  const disrupt = await shownSeats(page);
  expect(disrupt.map(([name]) => name)).toEqual(['Sam', 'Ang', 'Leo']);
  expect(new Set(disrupt.map(([, color]) => color)).size).toBe(3);

  // Another game proposes the same three, in their colours.
  await page.goto('/new/it-startup');
  expect(await shownSeats(page)).toEqual(disrupt);
  // Changeable: one leaves, one is renamed; the game starts with those two.
  await page.getByRole('button', { name: 'Remove player 2' }).click();
  await page.locator('#name-1').fill('Leona');
  await start(page);
  await savedAt(page, 1);
  await expect(page.getByTestId('player-p1')).toContainText('Sam');
  await expect(page.getByTestId('player-p2')).toContainText('Leona');
  await expect(page.getByTestId('player-p3')).toHaveCount(0);

  // Logo Billionaire has none of its own: the newest game of any kind, two players.
  await page.goto('/new/logo-billionaire');
  expect((await shownSeats(page)).map(([name]) => name)).toEqual(['Sam', 'Leona']);
});

test('a last table of "Player n" proposes empty seats that play as "Player n" again, as many as it had', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Add player' }).click();
  await start(page);
  await page.goto('/new/logo-billionaire');
  await expect(page.locator('input[id^="name-"]')).toHaveCount(3);
  for (const n of [0, 1, 2]) {
    await expect(page.locator(`#name-${n}`)).toHaveValue('');
    await expect(page.locator(`#name-${n}`)).toHaveAttribute('placeholder', `Player ${n + 1}`);
  }
});

test('a Play again setup keeps its players through a reload, and through one that lost the tab’s storage', async ({ page }) => {
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'full-games.json', mimeType: 'application/json', buffer: Buffer.from(FULL) });
  await expect(page.getByTestId('import-message')).toContainText('3 games imported');
  // A newer IT Startup game, so that the last table's proposal alone would not bring Pat and Mat back.
  await page.goto('/new/it-startup');
  await page.locator('#name-0').fill('Zed');
  await page.locator('#name-1').fill('Yan');
  await start(page);

  await page.goto('/session/full-it-startup/result');
  await page.getByRole('button', { name: 'Play again' }).click();
  await page.waitForURL(/\/new\/it-startup\?again=full-it-startup$/);
  const played = await shownSeats(page);
  expect(played.map(([name]) => name)).toEqual(['Pat', 'Mat']);
  await expect(page.getByTestId('play-again-note')).toBeVisible();
  await expect(page.getByTestId('choices-line')).toContainText('128 points');

  await page.reload();
  expect(await shownSeats(page)).toEqual(played);
  await expect(page.getByTestId('choices-line')).toContainText('128 points');

  // The tab's storage is gone (a tab restored by the phone): the address still names the game played.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  expect(await shownSeats(page)).toEqual(played);
  await expect(page.getByTestId('choices-line')).toContainText('128 points');
  await expect(page.getByTestId('play-again-note')).toBeVisible();
});

test('after a rename mid-game the regular players offer the new name only', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await page.locator('#name-0').fill('Ana');
  await page.locator('#name-1').fill('Ben');
  await start(page);
  await page.getByTestId('player-p2').click();
  const sheet = page.locator('dialog[open]');
  await sheet.getByRole('button', { name: /^Rename/ }).click();
  await sheet.getByLabel('New name').fill('Benedict');
  await sheet.getByRole('button', { name: 'Rename', exact: true }).click();
  await savedAt(page, 1);

  await page.goto('/new/it-startup');
  expect((await shownSeats(page)).map(([name]) => name)).toEqual(['Ana', 'Benedict']);
  // Benedict's seat emptied: offered back as a regular player by the new name, never the old one.
  await page.locator('#name-1').fill('');
  const regulars = page.getByRole('region', { name: 'Regular players' });
  await expect(regulars.getByRole('button', { name: 'Add Benedict' })).toBeVisible();
  await expect(regulars.getByRole('button', { name: 'Add Ben', exact: true })).toHaveCount(0);
  await expect(page.locator('#remembered-names option[value="Ben"]')).toHaveCount(0);
});
