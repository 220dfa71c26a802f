// Logo Billionaire's steps for the browser tests: its table screen keeps each player's money and
// cards in that player's sheet (a bottom sheet opened from their tile), so a test opens the sheet
// before tapping "Ana +10" and closes it before using the bottom bar.
import { expect, type Locator, type Page } from '@playwright/test';
import { savedAt, startGame } from './helpers';
import { inViewport, sheetAtRest } from './view';
export { inViewport } from './view';

/** The sheet open now (a native modal <dialog>), if any. */
export const openSheet = (page: Page): Locator => page.locator('dialog.sheet[open]');

/** Closes the open sheet with its Close button and waits until it is gone. */
export async function closeSheet(page: Page): Promise<void> {
  const sheet = openSheet(page);
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

/** Opens a player's sheet from their tile (closing any other sheet first); returns the sheet. */
export async function openPlayerSheet(page: Page, playerId: string): Promise<Locator> {
  const sheet = page.locator(`dialog#player-sheet-${playerId}[open]`);
  if (await sheet.count()) return sheet;
  if (await openSheet(page).count()) await closeSheet(page);
  await page.getByTestId(`player-${playerId}`).getByRole('button').click();
  await expect(sheet).toBeVisible();
  await sheetAtRest(sheet);
  return sheet;
}

/** Taps a button of a player's sheet ("Ana +10", "Pay Ben"), opening the sheet first if needed. */
export async function tapForPlayer(page: Page, playerId: string, name: string | RegExp): Promise<void> {
  const sheet = await openPlayerSheet(page, playerId);
  await sheet.getByRole('button', { name, exact: typeof name === 'string' }).click();
}

/** Types an amount in a player's sheet and says where it goes ("From the bank", "To the bank", "Pay Ben"). */
export async function moneyForPlayer(page: Page, playerId: string, amount: string, where: string): Promise<void> {
  const sheet = await openPlayerSheet(page, playerId);
  await sheet.locator(`#money-${playerId}-amount`).fill(amount);
  await sheet.getByRole('button', { name: where, exact: true }).click();
}

/** Opens one of the game's sheets from the buttons under the moment ("Trade", "Auction", "Launch…"). */
export async function openGameSheet(page: Page, button: string, id: string): Promise<Locator> {
  if (await openSheet(page).count()) await closeSheet(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  const sheet = page.locator(`dialog#${id}[open]`);
  await expect(sheet).toBeVisible();
  await sheetAtRest(sheet);
  return sheet;
}

/**
 * Announces a launch of `category` from the moment's "Launch <Category> (n)" button with the
 * prefilled count: in the Executive game the sheet's "Announce the launch" logs it; in the
 * Apprentice game (no takeovers) the moment's tap itself does, and the sheet opens on Draw.
 */
export async function announceLaunch(page: Page, category: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^Launch ${category} \\(\\d+\\)$`) }).click();
  const sheet = page.locator('dialog#launch-sheet[open]');
  const draw = sheet.getByRole('button', { name: 'Draw', exact: true });
  const announce = sheet.getByRole('button', { name: 'Announce the launch' });
  await expect(draw.or(announce)).toBeVisible();
  if (await announce.count()) await announce.click();
  await expect(draw).toBeVisible();
  return sheet;
}

/**
 * Each element's visible text as it is laid out: the number of lines it takes (a word broken
 * across two lines makes two) and whether it spills out of the element. Text of screen-reader
 * only spans (.visually-hidden) is left out.
 */
export async function textLayout(locator: Locator): Promise<{ text: string; lines: number; spills: boolean }[]> {
  return locator.evaluateAll((elements) =>
    elements.map((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      let text = '';
      let spills = false;
      const box = el.getBoundingClientRect();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        text += node.textContent;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width === 0) continue;
          tops.add(Math.round(r.top + r.height / 2));
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) spills = true;
        }
      }
      // Lines are told apart by their middles: text of one line with different sizes is one line.
      const sorted = [...tops].sort((a, b) => a - b);
      const lines = sorted.filter((t, i) => i === 0 || t - sorted[i - 1] > 6).length;
      return { text: text.replace(/\s+/g, ' ').trim(), lines, spills };
    })
  );
}

/**
 * Taps Next player. A turn with no spin asks first ("Ana has not spun"): answered with "End Ana's
 * turn". Returns whether it asked. The caller waits for the save.
 */
export async function nextPlayer(page: Page): Promise<boolean> {
  const status = page.getByTestId('save-status');
  const seq = Number(await status.getAttribute('data-seq'));
  await page.getByRole('button', { name: 'Next player' }).first().click();
  const ask = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /has not spun$/ }) });
  await expect.poll(async () => (await ask.count()) > 0 || Number(await status.getAttribute('data-seq')) > seq).toBe(true);
  if (!(await ask.count())) return false;
  await ask.getByRole('button', { name: /^End .*'s turn$/ }).click();
  return true;
}

/** Taps a control that must already be on screen (no scrolling), and counts the tap. */
export function counter(page: Page) {
  let taps = 0;
  return {
    get taps() {
      return taps;
    },
    async tap(control: Locator) {
      await expect(control).toBeVisible();
      // A sheet slides up as it opens: wait for it to settle, never for a scroll.
      await expect
        .poll(() => inViewport(control), { message: `${await control.textContent()} is on screen without scrolling`, timeout: 2000 })
        .toBe(true);
      const scrollY = await page.evaluate(() => window.scrollY);
      await control.click({ trial: true });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      await control.click();
      taps++;
    }
  };
}

/**
 * An Executive game where Ana (4 Cars) announces her Cars and Ben (a Takeover disk, 1 Cars card)
 * challenges, the spins entered from the board's spinner (Ben's, then Ana's) and recorded: six
 * entries. Returns the launch sheet, the takeover's result in it.
 */
export async function carsTakeover(page: Page, spins: { ben: number; ana: number }): Promise<Locator> {
  const launch = await carsLaunch(page);
  await launch.getByRole('button', { name: "The board's spinner" }).click();
  await launch.getByRole('button', { name: `${spins.ben} (Ben's takeover spin)` }).click();
  await launch.getByRole('button', { name: `${spins.ana} (Ana's takeover spin)` }).click();
  await launch.getByRole('button', { name: 'Record the spins' }).click();
  await savedAt(page, 6);
  return launch;
}

/**
 * An Executive game of Ana and Ben in which Ana announces a launch of her 4 Cars cards and Ben, with a
 * Takeover disk and a Cars card, may challenge it: five entries. Returns the launch sheet.
 */
export async function carsLaunch(page: Page): Promise<Locator> {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben'], { executive: true });
  await tapForPlayer(page, 'p1', '+2 Cars for Ana');
  await tapForPlayer(page, 'p1', '+2 Cars for Ana');
  await tapForPlayer(page, 'p2', 'Take a disk for Ben');
  await tapForPlayer(page, 'p2', '+1 Cars for Ben');
  await savedAt(page, 4);
  await closeSheet(page);
  const launch = await announceLaunch(page, 'Cars');
  await savedAt(page, 5);
  return launch;
}

/** Opens the Auction sheet and in it an auction of one Snacks card, stored as entry `seq`; returns the sheet. */
export async function openSnacksAuction(page: Page, seq: number): Promise<Locator> {
  const auction = await openGameSheet(page, 'Auction', 'auction-sheet');
  await auction.getByRole('button', { name: '+ one Snacks card more in the lot' }).click();
  await auction.getByRole('button', { name: /^Open the auction/ }).click();
  await savedAt(page, seq);
  return auction;
}
