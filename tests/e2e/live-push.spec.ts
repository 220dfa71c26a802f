// A live phone's tap is saved in its own log first and reaches the table in a task of its own after
// the save is on screen: a page reloaded the moment a tap is shown saved, before that task could run,
// still brings the tap to the other phone, and the table's log holds it exactly once.
import { expect, test, type Page } from './fixtures';
import { closeAnySheet, closePhone, joinAs, liveServerForThisFile, newPhone, sharedLogIds, shareLive, startLogoGame } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

/** Taps the open sheet's button and reloads the page in the same moment the bottom bar shows the tap saved. */
async function tapThenReloadOnSaved(page: Page, label: string): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s+/g, '') === label);
    const status = document.querySelector('[data-testid="save-status"]');
    if (!button || !status) throw new Error(`no ${label} button or save status`);
    const target = String(Number(status.getAttribute('data-seq')) + 1);
    new MutationObserver(() => {
      if (status.getAttribute('data-seq') === target && status.getAttribute('data-pending') === '0') location.reload();
    }).observe(status, { attributes: true });
    button.click();
  }, label);
  await loaded;
}

test('a tap shown saved on a live phone whose page reloads at once reaches the other phone, once', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    const joinPath = await shareLive(host);
    await joinAs(guest, joinPath, 'p2');
    const start = Number((await host.page.getByTestId('balance-p1').textContent())!.replace(/\D/g, ''));

    for (let round = 1; round <= 3; round++) {
      await closeAnySheet(host.page);
      await host.page.locator('[data-testid="player-p1"] button').first().click();
      await expect(host.page.getByRole('button', { name: 'Ana +10', exact: true })).toBeVisible();
      await tapThenReloadOnSaved(host.page, 'Ana+10');
      // Saved on the host (its own log), and at the table.
      await expect(host.page.getByTestId('balance-p1')).toHaveText(`${start + 10 * round}M`);
      await expect(host.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
      await expect(guest.page.getByTestId('balance-p1')).toHaveText(`${start + 10 * round}M`, { timeout: 10_000 });
    }
    await expect(host.page.getByTestId('live-status')).not.toContainText('waiting');
    // The table's log: the game's first entries and the three taps, none twice.
    const ids = await sharedLogIds(server(), joinPath);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length - new Set(ids).size).toBe(0);
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});
