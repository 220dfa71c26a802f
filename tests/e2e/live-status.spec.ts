// The live table's status line when the browser loses the network (Playwright's setOffline, which
// leaves an open WebSocket open): the phone says offline at once, counts what waits, and is live
// again with the network, its change on the other phone.
import { expect, test } from '@playwright/test';
import { moneyForPlayer } from './logo-billionaire-steps';
import { closeAnySheet, closePhone, installed, joinAs, liveServerForThisFile, newPhone, shareLive, startLogoGame } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

test('a phone whose browser goes offline says so at once, and is live again when the network is back', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    const joinPath = await shareLive(host);
    await joinAs(guest, joinPath, 'p2');
    // The sheets' code comes from the service worker's cache once the network is gone.
    await installed(guest.page);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    const start = Number((await host.page.getByTestId('balance-p2').textContent())!.replace(/\D/g, ''));

    await guest.context.setOffline(true);
    // Within two seconds, not the socket's 30 s timeout.
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'offline', { timeout: 2_000 });
    await moneyForPlayer(guest.page, 'p2', '3', 'From the bank to Ben');
    await closeAnySheet(guest.page);
    await expect(guest.page.getByTestId('live-status')).toContainText('1 change waiting');
    // Offline means offline: the change waits on the guest.
    await guest.page.waitForTimeout(1_500);
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start}M`);

    await guest.context.setOffline(false);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', { timeout: 10_000 });
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start + 3}M`);
    await expect(guest.page.getByTestId('live-status')).not.toContainText('waiting');
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});
