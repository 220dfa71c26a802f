// The home's first load without Dexie (a third of its bytes): with games stored, the list paints
// from a plain IndexedDB read while Dexie is still on its way, then follows another tab's changes;
// a first visit, with no database, loads no Dexie at all (and creates no database), yet shows the
// first game created in another tab. Service workers are blocked, as in the bench's first-load
// figure: a worker would answer from its cache, out of the test's sight.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { savedAt, startGame } from './helpers';
import { tapForPlayer } from './logo-billionaire-steps';

/** Dexie's chunk, told by a name of its own that survives minifying. */
const isDexie = (body: string) => body.includes('disableBfCache');

/** Holds Dexie's chunk back until `release()`; `requested()` says whether the page asked for it. */
async function holdDexie(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_app/immutable/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isDexie(body)) {
      requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested: () => requested, release };
}

const BACKUP = JSON.stringify({
  format: 'boardroom-backup',
  version: 1,
  exportedAt: new Date(Date.UTC(2025, 2, 1, 18)).toISOString(),
  sessions: [
    ['game-1', 'Ana', 'Ben'],
    ['game-2', 'Cai', 'Dee']
  ].map(([id, a, b], i) => ({
    session: {
      id,
      kind: 'logo-billionaire',
      players: [
        { id: 'p1', name: a, color: '#b3261e' },
        { id: 'p2', name: b, color: '#1d4ed8' }
      ],
      options: {},
      createdAt: Date.UTC(2025, 2, 1, 18) + i * 60_000,
      updatedAt: Date.UTC(2025, 2, 1, 18) + i * 60_000,
      lastSeq: 0,
      status: 'active',
      summary: 'Turn 1'
    },
    events: []
  }))
});

test('with games stored, the list paints before Dexie arrives, then follows a change made in another tab', async ({ page, context }) => {
  await page.goto('/settings');
  await page.locator('#import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(BACKUP) });
  await expect(page.getByTestId('import-message')).toContainText('imported');

  const home = await context.newPage();
  const dexie = await holdDexie(home);
  await home.goto('/');
  const cards = home.getByTestId('game-card');
  // Painted with Dexie held back: each game, how it stands, and Continue to the one touched last.
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Cai');
  await expect(cards.last()).toContainText('Ana');
  await expect(home.getByTestId('continue')).toHaveText(/Continue Logo Billionaire/);
  // Right after that paint it asks for Dexie, for the live list and the writes.
  await expect.poll(dexie.requested).toBe(true);
  dexie.release();

  // The older game gets a tap in the other tab: it moves to the top here, with its new standing.
  await page.goto('/session/game-1');
  await tapForPlayer(page, 'p1', 'Ana +100');
  await savedAt(page, 1);
  await expect(cards.first()).toContainText('Ana leads with 150M');
  await expect(home.getByTestId('continue')).toContainText('Ana leads with 150M');
});

test('a first visit loads no Dexie and creates no database, yet shows the first game started in another tab', async ({ page, context }) => {
  const dexie = await holdDexie(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByText('No games on this phone yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Logo Billionaire/ }).first()).toBeVisible();
  expect(dexie.requested()).toBe(false);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
  dexie.release();

  const other = await context.newPage();
  await startGame(other, 'logo-billionaire', ['Ana', 'Ben']);
  await expect(page.getByTestId('game-card')).toHaveCount(1);
  await expect(page.getByTestId('continue')).toHaveText(/Continue Logo Billionaire/);
  expect(dexie.requested()).toBe(true);
});

test('no two files of the build import each other, directly or round a loop', () => {
  // The chunk groups of vite.config.ts take only the modules they name; a module left in a route's
  // own file while a group needs it made the two files import each other (the result's styles did),
  // and a loop between files loaded by separate dynamic imports may run them in either order.
  const root = 'build/_app/immutable';
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const imports = new Map(
    files.map((file) => {
      const body = readFileSync(join(root, file), 'utf8');
      const named = [...body.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)].map((m) => join(dirname(file), m[1]));
      return [join(file), named];
    })
  );
  const loops: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') loops.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, [file]);
  expect(files.length).toBeGreaterThan(20);
  expect(loops).toEqual([]);
});
