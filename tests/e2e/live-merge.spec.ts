// The live table offline: phones cut from the server keep playing (one reloads while cut), and once
// back their entries merge into one log in the same order on every phone; an entry that the merged
// order makes illegal stays in the log, changes nothing, and is shown refused on every phone.
import { expect, test, type Page } from './fixtures';
import { moneyForPlayer } from './logo-billionaire-steps';
import {
  closeAnySheet,
  closePhone,
  installed,
  joinAs,
  liveServerForThisFile,
  newPhone,
  shareLive,
  startLogoGame,
  type Phone
} from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

/** The history's lines as the phone shows them (newest first), each with its tags. */
async function historyOf(phone: Phone, sessionPath: string): Promise<string[]> {
  await phone.page.goto(phone.at(`${sessionPath}/history`));
  await expect(phone.page.getByRole('heading', { name: /^History/ })).toBeVisible();
  return phone.page
    .locator('ol.log li .text')
    .evaluateAll((items) => items.map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

const sessionPath = (page: Page) => new URL(page.url()).pathname;

test('phones cut from the table keep playing, and their entries merge in one order, a refused one shown on both', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    await installed(host.page);
    await moneyForPlayer(host.page, 'p1', '7', 'From the bank to Ana');
    const joinPath = await shareLive(host);
    await joinAs(guest, joinPath, 'p2');
    await installed(guest.page);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    const start = Number((await host.page.getByTestId('balance-p1').textContent())!.replace(/\D/g, ''));
    const spend = Math.floor(start / 2) + 1;

    // Both phones lose the network; each pays more than half of Ana's money to the bank.
    host.link.drop();
    guest.link.drop();
    await expect(host.page.getByTestId('live-status')).toHaveAttribute('data-status', /offline|reconnecting/);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', /offline|reconnecting/);
    await moneyForPlayer(host.page, 'p1', String(spend), 'To the bank from Ana');
    await moneyForPlayer(guest.page, 'p1', String(spend), 'To the bank from Ana');
    await moneyForPlayer(guest.page, 'p2', '3', 'From the bank to Ben');
    // The same 3M to Ben entered on both phones: legal twice, so both count, and both phones ask.
    await moneyForPlayer(host.page, 'p2', '3', 'From the bank to Ben');
    await closeAnySheet(host.page);
    await closeAnySheet(guest.page);
    await expect(host.page.getByTestId('live-status')).toContainText('2 changes waiting');
    await expect(guest.page.getByTestId('live-status')).toContainText('2 changes waiting');

    // The guest reloads while cut: its entries are on the phone, and it plays on.
    await guest.page.reload();
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(`${start - spend}M`);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', /offline|reconnecting|connecting/);
    // It still counts its changes the table has not had, from its own copy of the log.
    await expect(guest.page.getByTestId('live-status')).toContainText('2 changes waiting');

    // Back on the network: both phones end with the same log, one of the two payments refused at its place.
    host.link.restore();
    guest.link.restore();
    for (const phone of [host, guest]) {
      await expect(phone.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
      await expect(phone.page.getByTestId('balance-p1')).toHaveText(`${start - spend}M`);
    }
    await expect(host.page.getByTestId('balance-p2')).toHaveText((await guest.page.getByTestId('balance-p2').textContent())!);

    // The table screen counts what History marks, the same on both phones: one refused, one entered on both.
    for (const phone of [host, guest])
      await expect(phone.page.getByTestId('live-refused-summary')).toHaveText(
        "1 refused (each changed nothing); 1 entered on two phones (the same twice?): in all, where the table's changes met."
      );
    const hostLines = await historyOf(host, sessionPath(host.page));
    const guestLines = await historyOf(guest, sessionPath(guest.page));
    expect(hostLines).toEqual(guestLines);
    const refused = hostLines.filter((line) => line.includes('refused here'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/entered on (Ben’s|the host’s) phone/);
    // History asks beside the second of the two 3M, naming the other phone; its Take back is on the line.
    const twice = hostLines.filter((line) => line.includes('the same entry twice?'));
    expect(twice).toEqual([expect.stringMatching(/^Ben got 3M .*also entered on (Ben’s|the host’s) phone: the same entry twice\?/)]);
    // History's tag says the whole reason on a narrow phone and with large text: nothing cut off or sideways.
    for (const width of [320, 390, 430])
      for (const zoom of [1, 2]) {
        await host.page.setViewportSize({ width, height: 800 });
        await host.page.evaluate((z) => (document.documentElement.style.fontSize = `${z * 100}%`), zoom);
        const tag = host.page.getByTestId('refused');
        await tag.scrollIntoViewIfNeeded();
        const fit = await tag.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const page = document.documentElement;
          return { left: box.left, right: box.right, width: page.clientWidth, sideways: page.scrollWidth - page.clientWidth };
        });
        expect(fit.left, `${width} px at ${zoom * 100} %`).toBeGreaterThanOrEqual(0);
        expect(fit.right, `${width} px at ${zoom * 100} %`).toBeLessThanOrEqual(fit.width);
        expect(fit.sideways, `${width} px at ${zoom * 100} %`).toBeLessThanOrEqual(0);
      }
    await expect(guest.page.getByTestId('refused')).toHaveCount(1);
    await expect(host.page.getByTestId('refused')).toHaveCount(1);
    // The refused entry changed nothing: History offers nothing to take back on it, as it does on Ben's 3M.
    for (const phone of [host, guest]) {
      const lines = phone.page.locator('ol.log li');
      await expect(lines.filter({ has: phone.page.getByTestId('refused') }).getByRole('button', { name: /^Take back/ })).toHaveCount(0);
      await expect(lines.filter({ hasText: 'Ben got 3M' }).getByRole('button', { name: /^Take back/ })).toHaveCount(2);
      await expect(lines.filter({ has: phone.page.getByTestId('entered-twice') }).getByRole('button', { name: /^Take back/ })).toHaveCount(
        1
      );
    }
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});

test('two spins of one turn, one made offline and one online, merge with the cut phone’s refused on both phones', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    const joinPath = await shareLive(host);
    await joinAs(guest, joinPath, 'p2');

    // Ana's turn: the host, cut from the table, spins on its own spinner; the guest, still live, spins too.
    // The host's network is up, only the server is out of reach: reconnecting, not offline.
    host.link.drop();
    await expect(host.page.getByTestId('live-status')).toHaveAttribute('data-status', 'reconnecting');
    await expect(host.page.getByTestId('live-status')).toContainText('Reconnecting');
    for (const phone of [host, guest]) {
      await phone.page.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(phone.page.getByRole('button', { name: 'Spin', exact: true })).toHaveCount(0);
    }
    await expect(host.page.getByTestId('live-status')).toContainText('1 change waiting');

    host.link.restore();
    for (const phone of [host, guest]) {
      await expect(phone.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
    }
    // Both phones hold both spins before either's History is read.
    for (const phone of [host, guest]) await expect(phone.page.getByTestId('save-status')).toHaveAttribute('data-seq', '2');
    // The cut phone's spin lands after what the table did while it was away (the guest's spin, which the
    // table had seen): it is the one refused. The table screen says it on both phones, with the reason and
    // the phone that entered it...
    for (const phone of [host, guest])
      await expect(phone.page.getByTestId('live-refused')).toContainText(
        /“Ana spun \d”, entered on the host’s phone\. Ana has already spun this turn \(a \d\): one spin a turn\./
      );
    // A refused entry is no success: drawn as the bar's refusals are (the error style), not as a saved line.
    for (const phone of [host, guest]) {
      const notice = phone.page.getByTestId('live-refused');
      await expect(notice).toHaveClass(/\berror\b/);
      await expect(notice).not.toHaveClass(/\binfo\b/);
      const [drawn, danger] = await notice.evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--danger)';
        document.body.append(probe);
        const colours = [getComputedStyle(el).borderTopColor, getComputedStyle(probe).color];
        probe.remove();
        return colours;
      });
      expect(drawn).toBe(danger);
    }
    // One or two lines, never a list over the tiles (a play-test's 15 refusals covered them until OK):
    // the whole list is a tap away, and the tiles stay in view at 320×568 and 390×844.
    for (const [width, height] of [
      [320, 568],
      [390, 844]
    ]) {
      await guest.page.setViewportSize({ width, height });
      const summary = guest.page.getByTestId('live-refused-summary');
      const fit = await summary.evaluate((el) => ({
        lines: el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        tilesEnd: Math.max(...[...document.querySelectorAll('[data-testid^="player-p"]')].map((t) => t.getBoundingClientRect().top))
      }));
      expect(fit.lines, `${width}×${height}`).toBeLessThanOrEqual(2.05);
      expect(fit.tilesEnd, `${width}×${height}: every player's tile begins on the screen`).toBeLessThan(height);
    }
    // What matters first, so that the two lines hold it (a play-test's read "Where the table's…" and no more).
    await expect(guest.page.getByTestId('live-refused-summary')).toHaveText(/^Refused: “Ana spun \d”/);
    await guest.page
      .getByTestId('live-refused')
      .getByRole('button', { name: /^See it/ })
      .click();
    await expect(guest.page.getByTestId('live-notices')).toContainText(/^Refused: “Ana spun \d”, entered on the host’s phone\./);
    await guest.page.keyboard.press('Escape');
    const said = (await guest.page.getByTestId('live-refused-summary').textContent())!;
    // The count above the tiles follows the merge, before any reload.
    for (const phone of [host, guest]) {
      await expect(phone.page.getByTestId('refused-count')).toContainText('1 change made at the table breaks the rules');
      await expect(phone.page.getByTestId('refused-count')).toHaveClass(/\berror\b/);
    }
    // ...once: the game opened again does not say it again.
    await guest.page.reload();
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    await guest.page.waitForTimeout(1_500);
    await expect(guest.page.getByTestId('live-refused')).toHaveCount(0);
    const hostLines = await historyOf(host, sessionPath(host.page));
    const guestLines = await historyOf(guest, sessionPath(guest.page));
    expect(hostLines).toEqual(guestLines);
    const spins = hostLines.filter((line) => /^Ana spun \d/.test(line));
    expect(spins).toHaveLength(2);
    // Newest first: the host's spin, refused, follows the guest's, which counted.
    expect(spins[0]).toMatch(/entered on the host’s phone/);
    expect(spins[1]).toMatch(/entered on Ben’s phone/);
    expect(spins[1]).not.toContain('refused here');
    const refused = hostLines.filter((line) => line.includes('refused here'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/refused here: Ana has already spun this turn \(a \d\): one spin a turn\./);
    // The notice said what History says: one text for the entry and its reason.
    expect(refused[0]).toContain(`refused here: ${said.replace(/^.*phone\. /, '')}`);
    expect(refused[0]).toMatch(/entered on the host’s phone/);
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});
