// IT Startup's steps for the browser tests: open a player's sheet from their tile, hire through the
// Hire sheet, play a card through its dialog, wait for each save. Shared specs use `hireIntern`.
// (It imports nothing from helpers.ts, which imports it: no import cycle.)
import { expect, type Locator, type Page } from '@playwright/test';
import { inViewport, sheetAtRest } from './view';
export { inViewport };

/** Waits until every tap is saved and the log has `seq` entries (as helpers.ts's savedAt). */
async function savedAt(page: Page, seq: number): Promise<void> {
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-seq', String(seq));
  await expect(status).toHaveAttribute('data-pending', '0');
}

/** The log's seq as the screen shows it. */
export async function seqNow(page: Page): Promise<number> {
  return Number(await page.getByTestId('save-status').getAttribute('data-seq'));
}

/** Taps and waits for the tap to be saved (one more entry in the log). */
export async function tapSaved(page: Page, target: Locator): Promise<void> {
  const seq = await seqNow(page);
  await target.click();
  await savedAt(page, seq + 1);
}

/** The open sheet (a modal dialog). */
export function openSheet(page: Page): Locator {
  return page.locator('dialog[open]');
}

export async function closeSheet(page: Page): Promise<void> {
  await openSheet(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/** Opens a player's sheet from their tile. */
export async function openPlayer(page: Page, playerId: string): Promise<Locator> {
  await page.getByTestId(`player-${playerId}`).getByRole('button').click();
  const sheet = openSheet(page);
  await expect(sheet).toBeVisible();
  await sheetAtRest(sheet);
  return sheet;
}

/** Hires a card through the Hire sheet (typing its cost if given), waits for the save. */
export async function hire(page: Page, card: string, cost?: string): Promise<void> {
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  const sheet = openSheet(page);
  await sheetAtRest(sheet);
  await sheet.getByRole('button', { name: card, exact: true }).click();
  if (cost !== undefined) await sheet.locator('#hire-cost').fill(cost);
  await tapSaved(page, sheet.getByRole('button', { name: /^Hire .* for / }));
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/** The IT Startup game of the shared screens list: one Intern hired (seq 1). */
export async function hireIntern(page: Page): Promise<void> {
  await hire(page, 'Intern');
  await savedAt(page, 1);
}

/** Opens the Action card or Take over sheet on a card. */
export async function openCard(page: Page, sheet: 'Action card' | 'Take over', card: string): Promise<Locator> {
  await page.getByRole('button', { name: sheet, exact: true }).click();
  const dialog = openSheet(page);
  await sheetAtRest(dialog);
  await dialog
    .getByRole('button', { name: new RegExp(`^${card}`) })
    .first()
    .click();
  return dialog;
}

/**
 * Ends the turn and waits for the save: one entry, or two when the planning bonus was waiting
 * (End turn records it as not used in the same gesture).
 */
export async function endTurn(page: Page): Promise<void> {
  const seq = await seqNow(page);
  const now = page.getByRole('region', { name: 'Now' });
  const bonus = (await now.getByText(/^Optional planning bonus/).count()) + (await now.getByTestId('planning-lapsed').count());
  await page.getByRole('button', { name: 'End turn' }).click();
  await savedAt(page, seq + (bonus ? 2 : 1));
}

/** The top of what the fixed bottom bar covers: the bar itself or the saved-state tab on its edge. */
export async function barTop(page: Page): Promise<number> {
  const status = page.getByTestId('save-status');
  return status.evaluate((el) => {
    const bar = el.closest('.bar') ?? el.parentElement!;
    return Math.min(bar.getBoundingClientRect().top, el.getBoundingClientRect().top);
  });
}

/** Whether the element is in view and clear of what covers the screen below `coverTop` (the bar, a sheet's foot). */
export async function clearAbove(target: Locator, coverTop: number): Promise<{ bottom: number; ok: boolean }> {
  const bottom = await target.evaluate((el) => el.getBoundingClientRect().bottom);
  return { bottom, ok: (await inViewport(target)) && bottom <= coverTop };
}

/** The browser's default text size at `percent` % (16 px at 100 %), as a phone's text setting makes it (large-text.spec.ts). */
export async function textSetting(page: Page, percent: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) }
  });
}
