// Disrupt's own browser-test steps: a game of any size set up through its screen, the sheets of
// its table screen opened and closed, and taps counted with their control in view (no scrolling).
import { expect, type Locator, type Page } from '@playwright/test';
import { savedAt } from './helpers';
import { sheetAtRest } from './view';

export type RoleId = 'startupper' | 'bpo' | 'angel' | 'leader';

/**
 * Starts a Disrupt game through /new/disrupt: `count` players (3: the third role given), names in
 * role order, Brand Equity starting places highest first ([role, step]; on a shared step the first
 * named is on the left), and optionally the Public row at 7, 6 and 5M and the Social Hype track (top
 * first). Returns the session id.
 */
export async function startDisruptWith(
  page: Page,
  options: {
    count: 1 | 2 | 3 | 4;
    third?: 'bpo' | 'angel';
    names: string[];
    places: [RoleId, number][];
    publicRow?: [string, string, string];
    socialHype?: string[];
  }
): Promise<string> {
  await page.goto('/new/disrupt');
  await page.locator(`input[name="count"][value="${options.count}"]`).check();
  if (options.third) await page.locator('#third').selectOption(options.third);
  for (const [i, name] of options.names.entries()) await page.locator(`#name-${i}`).fill(name);
  for (const [role, step] of options.places) await page.locator(`#be-start-${role}`).selectOption(String(step));
  for (let i = 1; i < options.places.length; i++) {
    if (options.places[i - 1][1] === options.places[i][1])
      await page.locator(`#be-left-${options.places[i][1]}`).selectOption(options.places[i - 1][0]);
  }
  if (options.publicRow)
    for (const [i, price] of [7, 6, 5].entries()) await page.locator(`#public-${price}`).selectOption(options.publicRow[i]);
  if (options.socialHype) for (const [i, p] of options.socialHype.entries()) await page.locator(`#hype-${i}`).selectOption(p);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await savedAt(page, 0);
  return page.url().split('/session/')[1];
}

/** The open sheet (a modal dialog). */
export const sheet = (page: Page): Locator => page.locator('dialog[open]').last();

/** Closes every open sheet (Escape), as a player does between actions. */
export async function closeSheets(page: Page): Promise<void> {
  for (let i = 0; i < 4 && (await page.locator('dialog[open]').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/** Opens one of the game's sheets by its button on the main screen. */
export async function openSheet(page: Page, button: string): Promise<Locator> {
  await closeSheets(page);
  await page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: button, exact: true }).click();
  await expect(sheet(page)).toBeVisible();
  await sheetAtRest(sheet(page));
  return sheet(page);
}

/**
 * Drafts a role's row in the Market sheet's Set up for sale (opened if it is not): for each price's
 * column, the Project to put there (tap the Share in hand, then the price), or '' to take the Share
 * there back (tap the price). The caller taps "Put the row up for sale".
 */
export async function draftForSale(market: Locator, role: RoleId, places: [number, string][]): Promise<void> {
  if (!(await market.getByTestId('setup-panel').count()))
    await market.getByRole('button', { name: 'Set up for sale', exact: true }).click();
  await market.getByTestId(`setup-role-${role}`).click();
  await expect(market.getByTestId(`setup-role-${role}`)).toHaveAttribute('aria-pressed', 'true');
  for (const [column, project] of places) {
    if (project) await market.getByTestId(`setup-pick-${project}`).click();
    await market.getByTestId(`setup-place-${column}`).click();
  }
}

/**
 * In the Auction sheet before an auction opens: taps the Share's Project (e.g. 'boardtube') and its
 * owner (a role, 'market' or 'outside'), one chip each.
 */
export async function pickAuctionShare(auction: Locator, project: string, owner: RoleId | 'market' | 'outside'): Promise<void> {
  const roles: Record<RoleId, string> = { startupper: 'Startupper', bpo: 'BPO', angel: 'Angel Investor', leader: 'Market Leader' };
  await auction
    .getByTestId('auction-project')
    .getByRole('button', { name: new RegExp(`^${project}$`, 'i') })
    .click();
  const name = owner === 'market' ? /^Market$/ : owner === 'outside' ? /^Beside the board$/ : new RegExp(`\\(${roles[owner]}\\)$`);
  await auction.getByTestId('auction-owner').getByRole('button', { name }).click();
  await expect(auction.getByTestId('auction-owner').getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
}

/** Opens a player's sheet by tapping their tile. */
export async function openPlayer(page: Page, playerId: string): Promise<Locator> {
  await closeSheets(page);
  await page.getByTestId(`player-${playerId}`).getByRole('button').click();
  await expect(sheet(page)).toBeVisible();
  await sheetAtRest(sheet(page));
  return sheet(page);
}

/**
 * Counts taps: each tap's control must be wholly in the viewport when tapped (no scrolling, no
 * hidden control), and the tap waits for the save when it makes an entry.
 */
export function tapCounter(page: Page) {
  let taps = 0;
  return {
    async tap(target: Locator, { saves }: { saves?: number } = {}) {
      await expect(target).toBeVisible();
      await expect(target, 'the control is in view without scrolling').toBeInViewport({ ratio: 1 });
      const before = await page.evaluate(() => ({ x: scrollX, y: scrollY }));
      // A click that had to scroll the control into view first would not count as one tap.
      await target.click({ noWaitAfter: true });
      const after = await page.evaluate(() => ({ x: scrollX, y: scrollY }));
      expect(after, 'the page did not scroll to reach the control').toEqual(before);
      taps++;
      if (saves !== undefined) await savedAt(page, saves);
    },
    get taps() {
      return taps;
    }
  };
}

/** How many entries the log has now (the saved state's counter). */
export async function seqNow(page: Page): Promise<number> {
  return Number(await page.getByTestId('save-status').getAttribute('data-seq'));
}

/** Taps a button by its name (in the open sheet when one is open) and waits for its `entries` to be saved. */
export async function tapSaved(page: Page, name: string | RegExp, entries = 1): Promise<void> {
  const seq = await seqNow(page);
  const scope = (await page.locator('dialog[open]').count()) ? sheet(page) : page.locator('body');
  await scope.getByRole('button', { name, exact: typeof name === 'string' ? true : undefined }).click();
  await savedAt(page, seq + entries);
}

/** The scoreboard tiles marked as having the turn (aria-current on the tile's button). */
export const markedTiles = (page: Page): Locator => page.locator('.scoreboard [aria-current="step"]');

/**
 * Taps the bar's main button (Next phase, Next round). In the Operations phase,
 * once a Worker turn was tapped "Turn done" and more are still to come, it asks first: answered
 * with "Go on to the Project phase". Returns whether it asked. The caller waits for the save.
 */
export async function advance(page: Page): Promise<boolean> {
  const seq = await seqNow(page);
  await page.locator('.bar .main > button').first().click();
  const ask = page.getByRole('dialog', { name: 'Workers still to place' });
  await expect.poll(async () => (await ask.count()) > 0 || (await seqNow(page)) > seq).toBe(true);
  if (!(await ask.count())) return false;
  await ask.getByRole('button', { name: 'Go on to the Project phase' }).click();
  return true;
}

/** The Startupper's first Project at setup, as most tests begin: Eturnium, +1 Design −1 Marketing (seq 1). */
export async function placeStartuppersEturnium(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place Eturnium' }).click();
  await page.getByRole('button', { name: 'I am the Startupper' }).click();
  await page.getByRole('button', { name: '+1 Design, −1 Marketing' }).click();
  await savedAt(page, 1);
}
