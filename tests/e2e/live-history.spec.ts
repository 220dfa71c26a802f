// The live table's undo and History: a take-back from History reaches every phone (the History
// screen joins the table as the game's screen does), and each phone's Undo and Redo on its own gestures
// leaves every phone with the same game, however each phone's snapshots of the fold lie.
import { expect, test, type Page } from './fixtures';
import { moneyForPlayer } from './logo-billionaire-steps';
import { closeAnySheet, closePhone, joinAs, liveServerForThisFile, newPhone, shareLive, startLogoGame, type Phone } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

const money = async (page: Page, playerId: string) =>
  Number((await page.getByTestId(`balance-${playerId}`).textContent())!.replace(/\D/g, ''));

const sessionPath = (page: Page) => new URL(page.url()).pathname;

/** A host with a game of Ana and Ben shared, and a guest sitting as Ben; Ana's money at the start. */
async function table(host: Phone, guest: Phone): Promise<number> {
  await startLogoGame(host, ['Ana', 'Ben']);
  const joinPath = await shareLive(host);
  await joinAs(guest, joinPath, 'p2');
  return money(host.page, 'p1');
}

async function pay(phone: Phone, playerId: string, amount: number, where: string): Promise<void> {
  await moneyForPlayer(phone.page, playerId, String(amount), where);
  await closeAnySheet(phone.page);
}

test("History's Take back at a live table takes the change back on every phone", async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    const start = await table(host, guest);
    await pay(host, 'p1', 7, 'From the bank to Ana');
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(`${start + 7}M`);
    await pay(guest, 'p2', 3, 'From the bank to Ben');
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start + 3}M`);

    // The guest takes back the host's payment from its History; then the host takes back the guest's from its own.
    for (const [phone, line] of [
      [guest, 'Ana got 7M'],
      [host, 'Ben got 3M']
    ] as const) {
      const path = sessionPath(phone.page);
      await phone.page.goto(phone.at(`${path}/history`));
      const item = phone.page.locator('ol.log li').filter({ hasText: line });
      await item.getByRole('button', { name: /^Take back/ }).click();
      await expect(phone.page.getByTestId('history-message')).toContainText(`Taken back: ${line}`);
      await expect(item).toContainText('taken back');
      await phone.page.goto(phone.at(path));
      await expect(phone.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    }
    for (const phone of [host, guest]) {
      await expect(phone.page.getByTestId('balance-p1')).toHaveText(`${start}M`);
      await expect(phone.page.getByTestId('balance-p2')).toHaveText(`${start}M`);
    }
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});

test('Undo and Redo on a phone take back and put back its own gestures, every phone showing the same game', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    const start = await table(host, guest);
    await pay(host, 'p1', 7, 'From the bank to Ana');
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(`${start + 7}M`);

    // The host takes its payment back; the guest's Redo does not put it back (it is the host's to
    // redo: at a play-test another phone's Redo put back what its phone had undone on purpose).
    await host.page.getByRole('button', { name: 'Undo' }).click();
    await expect(host.page.getByTestId('balance-p1')).toHaveText(`${start}M`);
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(`${start}M`);
    await guest.page.getByRole('button', { name: 'Redo' }).click();
    await expect(guest.page.getByText('Nothing of this phone’s to redo').first()).toBeVisible();
    await expect(host.page.getByTestId('balance-p1')).toHaveText(`${start}M`);
    await host.page.getByRole('button', { name: 'Redo' }).click();
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(`${start + 7}M`);
    await expect(host.page.getByTestId('balance-p1')).toHaveText(`${start + 7}M`);
    // And the other way round: the guest's Undo takes back its own newest gesture, its Redo puts it back.
    await pay(guest, 'p2', 3, 'From the bank to Ben');
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start + 3}M`);
    await guest.page.getByRole('button', { name: 'Undo' }).click();
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start}M`);
    await guest.page.getByRole('button', { name: 'Redo' }).click();
    for (const phone of [host, guest]) {
      await expect(phone.page.getByTestId('balance-p1')).toHaveText(`${start + 7}M`);
      await expect(phone.page.getByTestId('balance-p2')).toHaveText(`${start + 3}M`);
    }
    // A fresh open of the game (its fold from the stored snapshots) says the same on both.
    for (const phone of [host, guest]) {
      await phone.page.reload();
      await expect(phone.page.getByTestId('balance-p1')).toHaveText(`${start + 7}M`);
      await expect(phone.page.getByTestId('balance-p2')).toHaveText(`${start + 3}M`);
    }
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});
