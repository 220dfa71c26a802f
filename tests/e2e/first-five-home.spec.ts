// The home screen with many games paints from a first read of one page: the newest games by the
// updatedAt index, the games in progress the list showed last, and the counts from the deletedAt
// index; every row is read only after that paint (for search and "Show more"). An old game in
// progress is still first, and search still finds the oldest game.
import { expect, test, type Page } from './fixtures';

const COLORS = ['#b3261e', '#1d4ed8'];
const INTERN = { name: 'Intern', kind: 'dev', efficiency: 1, resistance: 0, boost: 0, cost: 0, knowledgeDiscount: 0, transferDiscount: 0 };

/** `count` IT Startup games an hour apart, all finished but the oldest, which is still in progress. */
function games(count: number): string {
  const start = Date.UTC(2025, 0, 1, 19);
  const sessions = Array.from({ length: count }, (_, i) => {
    const events =
      i === 0
        ? []
        : [
            { type: 'its.employee-hired', v: 1, card: INTERN },
            { type: 'its.turn-ended', v: 1 },
            { type: 'its.turn-ended', v: 1 }
          ];
    const at = start + i * 3_600_000;
    return {
      session: {
        id: `old-${i}`,
        kind: 'it-startup',
        players: [`Ann${i}`, `Bob${i}`].map((name, j) => ({ id: `p${j + 1}`, name, color: COLORS[j] })),
        options: { target: 1, starting: 3 },
        createdAt: at,
        updatedAt: at + events.length * 60_000,
        lastSeq: events.length,
        status: 'active',
        summary: 'Turn 1'
      },
      events: events.map((event, k) => ({ seq: k + 1, at: at + (k + 1) * 60_000, event }))
    };
  });
  return JSON.stringify({ format: 'boardroom-backup', version: 1, exportedAt: new Date(start).toISOString(), sessions });
}

/** Records, for each read of the games, whether a card was already on screen when it was made. */
const WATCH_READS = `(() => {
  const reads = (window.__reads = []);
  const painted = () => document.querySelector('[data-testid="game-card"]') !== null;
  for (const [proto, name] of [[IDBIndex.prototype, 'getAll'], [IDBObjectStore.prototype, 'getAll'], [IDBIndex.prototype, 'openCursor'], [IDBObjectStore.prototype, 'openCursor']]) {
    const original = proto[name];
    proto[name] = function (...args) {
      reads.push({ call: name, on: this.name, ranged: args[0] != null, painted: painted() });
      return original.apply(this, args);
    };
  }
  const next = IDBCursor.prototype.continue;
  IDBCursor.prototype.continue = function (...args) {
    reads.push({ call: 'continue', on: '', ranged: false, painted: painted() });
    return next.apply(this, args);
  };
})()`;

const cards = (page: Page) => page.getByTestId('game-card');

test('60 games: the first paint reads one page and the counts; an old game in progress is first; search reads them all', async ({
  page
}) => {
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(games(60)) });
  await expect(page.getByTestId('import-message')).toContainText('60 games imported');
  // A first visit to the list: the whole list is read after its paint, and the games in progress remembered.
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: '60 games' })).toBeVisible();
  await expect(cards(page).first()).toContainText('Ann0');

  await page.addInitScript(WATCH_READS);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByRole('status').filter({ hasText: '60 games' })).toBeVisible();
  // The game in progress, the oldest of all, is first; the newest finished follow.
  await expect(cards(page).first()).toContainText('Ann0 · Bob0');
  await expect(cards(page).nth(1)).toContainText('Ann59 · Bob59');
  await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveText('Show 20 more (20 not shown)');

  const beforePaint = (
    await page.evaluate(() => (window as unknown as { __reads: { call: string; on: string; ranged: boolean; painted: boolean }[] }).__reads)
  ).filter((r) => !r.painted);
  // No read of every row before the paint: one cursor on updatedAt, walked no further than a page.
  expect(beforePaint.filter((r) => r.call === 'getAll' && (r.on === 'sessions' || r.on === 'updatedAt') && !r.ranged)).toEqual([]);
  expect(beforePaint.filter((r) => r.call === 'openCursor' && r.on === 'updatedAt')).toHaveLength(1);
  expect(beforePaint.filter((r) => r.call === 'continue').length).toBeLessThanOrEqual(40);

  // Search and the filters cover every game: the oldest finished one is found by a player.
  await page.getByLabel('Player').fill('ann1');
  await expect(page.getByRole('status').filter({ hasText: '11 of 60 games' })).toBeVisible();
  await page.getByLabel('Player').fill('Bob10');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Ann10 · Bob10');
  await page.getByLabel('Player').fill('');
  await page.getByLabel('Show').selectOption('active');
  await expect(page.getByRole('status').filter({ hasText: '1 of 60 games' })).toBeVisible();
});
