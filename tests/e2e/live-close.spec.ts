// The end of a live table, with three phones and the real server: a phone that leaves, and every
// phone when the host stops sharing, goes from its Live line to no line in one step, never drawing a
// state in between ("The table is closed" for the moment the game took to let go of the table).
import { expect, test, type Page } from './fixtures';
import { closePhone, joinAs, liveServerForThisFile, newPhone, shareLive, startLogoGame } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

/** Records each state of the page's live line as drawn (its data-status, or `none`), from now on. */
async function followLine(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { liveLineSeen: string[] }).liveLineSeen = seen;
    const note = () => {
      const line = document.querySelector('[data-testid="live-status"]');
      const state = line ? `${line.getAttribute('data-status')}: ${line.textContent?.replace(/\s+/g, ' ').trim()}` : 'none';
      if (seen[seen.length - 1] !== state) seen.push(state);
    };
    note();
    // Called after every change of the document, before the browser paints it: no state is missed.
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The line was Live (whoever it named) until it went, with nothing drawn in between. */
async function expectLiveThenNone(page: Page): Promise<void> {
  const seen = await page.evaluate(() => (window as unknown as { liveLineSeen: string[] }).liveLineSeen);
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(seen[seen.length - 1]).toBe('none');
  expect(seen.slice(0, -1).filter((state) => !/^live: Live/.test(state))).toEqual([]);
}

test('leaving the table, and the host stopping sharing, take every phone from Live to no line in one step', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const ben = await newPhone(browser, server());
  const cat = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben', 'Cat']);
    const joinPath = await shareLive(host);
    await joinAs(ben, joinPath, 'p2');
    await joinAs(cat, joinPath, 'p3');
    await expect(host.page.getByTestId('live-people')).toContainText('Cat');
    // Three phones, the host's without a seat (the play-test's table): the line says them all at 390 px.
    await host.page.setViewportSize({ width: 390, height: 844 });
    await expect(host.page.getByTestId('live-status')).toHaveText('Live · Ben, Cat, the host (this phone)');
    const cut = await host.page.getByTestId('live-status').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(cut).toBeLessThanOrEqual(0);

    // Cat's phone leaves the table.
    await followLine(cat.page);
    await cat.page.getByRole('button', { name: /^Menu/ }).click();
    await cat.page.getByRole('button', { name: 'Leave this table' }).click();
    await cat.page.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(cat.page.getByTestId('live-status')).toHaveCount(0);
    await expectLiveThenNone(cat.page);

    // The host stops sharing: its phone and Ben's.
    for (const phone of [host, ben]) await followLine(phone.page);
    await host.page.getByRole('button', { name: /^Menu/ }).click();
    await host.page.getByRole('button', { name: 'Stop sharing' }).click();
    await host.page.getByRole('button', { name: 'Stop sharing' }).click();
    for (const phone of [host, ben]) {
      await expect(phone.page.getByTestId('live-status')).toHaveCount(0);
      await expectLiveThenNone(phone.page);
    }
  } finally {
    for (const phone of [host, ben, cat]) await closePhone(phone);
  }
});
