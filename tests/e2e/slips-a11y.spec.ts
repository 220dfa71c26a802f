// Accessibility (axe-core, light and dark) of the screens that keep a slip from losing anything
// and that hold many games: the list with its finder and "Show more", the Undo bar and the link to
// Recently deleted, Settings with Recently deleted and the import question open, the timer's chime.
import { expect, test, type Page } from './fixtures';
import { axeViolationsInBothThemes } from './helpers';

// axe-core is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/** 50 games in progress, each with a player of its own; the first one also has a log entry. */
function games(count: number, withEntry = false): string {
  const start = Date.UTC(2025, 0, 1, 19);
  return JSON.stringify({
    format: 'boardroom-backup',
    version: 1,
    exportedAt: new Date(start).toISOString(),
    sessions: Array.from({ length: count }, (_, i) => {
      const events =
        withEntry && i === 0 ? [{ seq: 1, at: start + 60_000, event: { type: 'money.adjusted', v: 1, player: 'p1', amount: 10 } }] : [];
      return {
        session: {
          id: `a11y-${i}`,
          kind: 'logo-billionaire',
          players: [`Ana${i}`, `Ben${i}`].map((name, j) => ({ id: `p${j + 1}`, name, color: ['#b3261e', '#1d4ed8'][j] })),
          options: {},
          createdAt: start + i * 3_600_000,
          updatedAt: start + i * 3_600_000 + events.length * 60_000,
          lastSeq: events.length,
          status: 'active',
          summary: 'Turn 1'
        },
        events
      };
    })
  });
}

async function choose(page: Page, text: string): Promise<void> {
  await page.locator('#import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function noViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolationsInBothThemes(page), what).toEqual([]);
}

test(`accessibility (axe-core), light and dark: many games, Recently deleted, the import question, the timer's chime`, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await choose(page, games(50));
  await expect(page.getByTestId('import-message')).toContainText('50 games imported');

  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Show 10 more/ })).toBeVisible();
  const card = page.getByTestId('game-card').first();
  await card.getByRole('button', { name: /^Menu for/ }).click();
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('undo-delete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recently deleted (1)' })).toBeVisible();
  await noViolations(page, 'home, 50 games, a delete to undo');
  await page.getByLabel('Player').fill('ana4');
  await page.getByLabel('Show').selectOption('active');
  await noViolations(page, 'home, narrowed');

  await page.goto('/settings');
  await expect(page.getByTestId('deleted-game')).toHaveCount(1);
  // The same games again, one of them different from the file's copy: the question is asked.
  await choose(page, games(50, true));
  await expect(page.getByTestId('import-conflict')).toBeVisible();
  await noViolations(page, 'settings, Recently deleted and the import question');

  await page.goto('/tools');
  await expect(page.getByLabel('Chime when the time is up')).toBeVisible();
  await noViolations(page, 'tools, the timer with its chime');
});
