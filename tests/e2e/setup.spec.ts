// Setup, names first, on the three setup screens: the regular players as chips (one tap, their usual
// colour), colours as swatches that two players cannot share, the game's choices folded under one
// line, what was typed kept across a trip to Tools, a refused start that takes the focus to the
// first field to fix, and the players of an imported backup offered like any others.
import { expect, test, type Page } from './fixtures';
import { openChoices, savedAt } from './helpers';

const RED = '#b3261e';
const BLUE = '#1d4ed8';
const TEAL = '#0f766e';
const PURPLE = '#7e22ce';

/** The colour swatch of `hex` for player `i` (a radio button named by its colour). */
const swatch = (page: Page, i: number, hex: string) => page.locator(`fieldset.player`).nth(i).locator(`input[type=radio][value="${hex}"]`);

async function start(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, 0);
  return page.url().split('/session/')[1];
}

test('regular players are chips: one tap adds a remembered name in its usual colour', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await expect(page.getByRole('heading', { name: 'Regular players' })).toHaveCount(0);
  await page.locator('#name-0').fill('Ana');
  await swatch(page, 0, TEAL).check();
  await page.locator('#name-1').fill('Ben');
  await start(page);

  // The last table is proposed; with its seats emptied, its players are offered as chips.
  await page.goto('/new/it-startup');
  await expect(page.locator('#name-0')).toHaveValue('Ana');
  await expect(page.locator('#name-1')).toHaveValue('Ben');
  await page.locator('#name-0').fill('');
  await page.locator('#name-1').fill('');
  await expect(page.getByRole('heading', { name: 'Regular players' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Ana' }).click();
  await expect(page.locator('#name-0')).toHaveValue('Ana');
  await expect(swatch(page, 0, TEAL)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add Ana' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Ben' }).click();
  await expect(page.locator('#name-1')).toHaveValue('Ben');
  await expect(swatch(page, 1, BLUE)).toBeChecked();
  // No other regular player is left: the chips are gone.
  await expect(page.getByRole('heading', { name: 'Regular players' })).toHaveCount(0);
  await page.locator('#starting').fill('4');
  const id = await start(page);
  expect(id).toBeTruthy();
});

test('colours are swatches, and a colour someone plays cannot be picked by another', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await expect(swatch(page, 0, RED)).toBeChecked();
  await expect(swatch(page, 1, BLUE)).toBeChecked();
  await expect(swatch(page, 1, RED)).toBeDisabled();
  await expect(swatch(page, 0, BLUE)).toBeDisabled();
  await expect(page.locator('fieldset.player').nth(1).getByText('Red (Player 1 plays it)')).toHaveCount(1);
  // Player 1 moves to purple: red is free for player 2, purple is not.
  await swatch(page, 0, PURPLE).check();
  await expect(swatch(page, 1, RED)).toBeEnabled();
  await expect(swatch(page, 1, PURPLE)).toBeDisabled();
  await swatch(page, 1, RED).check();
  // A third player gets a colour nobody plays.
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.locator('#name-2')).toBeFocused();
  const third = await page.locator('fieldset.player').nth(2).locator('input[type=radio]:checked').getAttribute('value');
  expect([PURPLE, RED]).not.toContain(third);
  for (const [i, name] of ['Ana', 'Ben', 'Cai'].entries()) await page.locator(`#name-${i}`).fill(name);
  await start(page);
  await page.goto('/');
  await expect(page.getByTestId('game-card')).toContainText('Ana · Ben · Cai');
});

test('the rules and deck are folded under the names, their choices shown in one line', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  const choices = page.locator('details.choices');
  await expect(choices).not.toHaveAttribute('open');
  const line = page.getByTestId('choices-line');
  await expect(line).toHaveText('Apprentice · Bull market · Player 1 goes first · default deck · 6-segment spinner');
  await page.locator('#name-0').fill('Ana');
  await expect(line).toContainText('Ana goes first');
  // The names come first: every name field is above the folded choices.
  const lastName = await page.locator('#name-1').boundingBox();
  expect(lastName!.y).toBeLessThan((await choices.boundingBox())!.y);
  await openChoices(page);
  await page.getByLabel('Executive').check();
  await page.getByLabel('Bear: three 10M cards removed').check();
  await expect(line).toHaveText('Executive · Bear market · Ana goes first · default deck · 6-segment spinner');

  await page.goto('/new/it-startup');
  await expect(page.getByTestId('choices-line')).toHaveText('64 points (standard) · no planning bonus · Player 1 starts');
  await expect(page.locator('details.choices')).not.toHaveAttribute('open');
});

test('going to Tools and back keeps what was typed; starting the game clears it', async ({ page }) => {
  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Add player' }).click();
  for (const [i, name] of ['Ana', 'Ben', 'Cai'].entries()) await page.locator(`#name-${i}`).fill(name);
  await page.locator('#piece-1').fill('Dragon Industries');
  await swatch(page, 2, TEAL).check();
  await openChoices(page);
  await page.getByLabel('Executive').check();
  await page.locator('header').getByRole('link', { name: 'Tools' }).click();
  await expect(page.getByRole('heading', { name: 'Table tools' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('#name-2')).toHaveValue('Cai');
  await expect(page.locator('#piece-1')).toHaveValue('Dragon Industries');
  await expect(swatch(page, 2, TEAL)).toBeChecked();
  await expect(page.getByTestId('choices-line')).toContainText('Executive');
  // Back by the links, not the back button: still there.
  await page.locator('header').getByRole('link', { name: 'Tools' }).click();
  await page.locator('header').getByRole('link', { name: 'Games' }).click();
  await page.goto('/new');
  await page.getByRole('link', { name: /^Logo Billionaire/ }).click();
  await expect(page.locator('#name-0')).toHaveValue('Ana');

  // The other two screens keep theirs too.
  await page.goto('/new/disrupt');
  await page.getByRole('radio', { name: /^2: Startupper and Market Leader/ }).check();
  await page.locator('#name-0').fill('Sam');
  await page.goto('/tools');
  await page.goBack();
  await expect(page.getByRole('radio', { name: /^2: Startupper and Market Leader/ })).toBeChecked();
  await expect(page.locator('#name-0')).toHaveValue('Sam');
  await page.goto('/new/it-startup');
  await page.locator('#starting').fill('3');
  await page.goto('/tools');
  await page.goBack();
  await expect(page.locator('#starting')).toHaveValue('3');

  await page.goto('/new/logo-billionaire');
  await start(page);
  // The draft is gone: the form proposes the table just played (its players and its rules, said
  // so), not what was typed for it (the piece).
  await page.goto('/new/logo-billionaire');
  await expect(page.getByTestId('line-up-note')).toBeVisible();
  await expect(page.locator('#name-2')).toHaveValue('Cai');
  await expect(page.locator('#piece-1')).toHaveValue('');
  await expect(page.getByTestId('choices-line')).toContainText('Executive');
  await expect(page.getByTestId('choices-note')).toBeVisible();
});

test('a refused start takes the focus to the first field to fix, with its message beside it, on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const refused = async (id: string, message: RegExp) => {
    await page.getByRole('button', { name: 'Start game' }).click();
    const field = page.locator(`#${id}`);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    await expect(page.locator(`#${id}-problem`)).toHaveText(message);
    await expect(page.locator(`#${id}-problem`)).toBeInViewport();
    expect(page.url()).not.toContain('/session/');
  };

  await page.goto('/new/logo-billionaire');
  await page.getByRole('button', { name: 'Add player' }).click();
  await page.getByRole('button', { name: 'Add player' }).click();
  // An empty name is no problem (it plays as "Player 3"); a name used twice is.
  for (const [i, name] of ['Ana', 'Ben', 'ana', 'Dee'].entries()) await page.locator(`#name-${i}`).fill(name);
  await refused('name-2', /already playing/);
  await page.locator('#name-2').fill('Cai');
  // A deck number to fix, in the folded section and its closed editor: both open for it.
  await openChoices(page);
  await page.getByRole('button', { name: 'Edit the deck' }).click();
  await page.locator('#deck-count-1').fill('x');
  await page.getByRole('button', { name: 'Hide the deck editor' }).click();
  await page.locator('details.choices summary').click();
  await refused('deck-count-1', /digits/);

  await page.goto('/new/it-startup');
  await page.locator('#name-0').fill('Pat');
  await page.locator('#name-1').fill('Mat');
  // The app's roll cleared: the field asks for one.
  await page.locator('#starting').fill('');
  await refused('starting', /Enter a number/);

  await page.goto('/new/disrupt');
  for (const [i, name] of ['Sam', 'Bea', 'sam', 'Leo'].entries()) await page.locator(`#name-${i}`).fill(name);
  await refused('name-2', /already playing/);
});

test('the players of an imported backup join the regular players, with their colours', async ({ page }) => {
  const backup = JSON.stringify({
    format: 'boardroom-backup',
    version: 1,
    exportedAt: '2025-03-01T18:00:00.000Z',
    sessions: [
      {
        session: {
          id: 'imported-1',
          kind: 'logo-billionaire',
          players: [
            { id: 'p1', name: 'Quinn', color: PURPLE },
            { id: 'p2', name: 'Rosa', color: TEAL }
          ],
          options: {},
          createdAt: Date.UTC(2025, 2, 1),
          updatedAt: Date.UTC(2025, 2, 1),
          lastSeq: 0,
          status: 'active',
          summary: 'Turn 1'
        },
        events: []
      }
    ]
  });
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
  await expect(page.getByTestId('import-message')).toContainText('1 game imported: Logo Billionaire with Quinn and Rosa (1 Mar 2025).');
  // Proposed as the last table, in their colours; with the seats emptied, offered as chips.
  await page.goto('/new/logo-billionaire');
  await expect(page.locator('#name-0')).toHaveValue('Quinn');
  await expect(swatch(page, 0, PURPLE)).toBeChecked();
  await expect(page.locator('#name-1')).toHaveValue('Rosa');
  await expect(swatch(page, 1, TEAL)).toBeChecked();
  await page.locator('#name-0').fill('');
  await page.locator('#name-1').fill('');
  await page.getByRole('button', { name: 'Add Quinn' }).click();
  await expect(page.locator('#name-0')).toHaveValue('Quinn');
  await expect(swatch(page, 0, PURPLE)).toBeChecked();
  await page.getByRole('button', { name: 'Add Rosa' }).click();
  await expect(page.locator('#name-1')).toHaveValue('Rosa');
  await expect(swatch(page, 1, TEAL)).toBeChecked();
});
