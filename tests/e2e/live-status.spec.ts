// The live table's status line: who is connected, each phone by its seat's player (the host's phone
// shares as Ana's; the join screen does not offer her seat), and when the browser loses the network
// (Playwright's setOffline, which leaves an open WebSocket open): the phone says offline at once,
// counts what waits, and is live again with the network, its change on the other phone.
import { expect, test } from './fixtures';
import { moneyForPlayer } from './logo-billionaire-steps';
import { wordsBrokenAcrossLines } from './helpers';
import { closeAnySheet, closePhone, installed, joinAs, liveServerForThisFile, newPhone, shareLive, startLogoGame } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

test('each phone is named by its seat, a seat held is not offered, and a phone offline says so at once', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    // Asked whose phone it is before sharing, the host's phone shares as Ana's: it sits as Ana from the
    // start (the panel's seat says so), the table names it so, and the join screen does not offer her seat.
    const joinPath = await shareLive(host, 'p1');
    await host.page.getByRole('button', { name: /^Menu/ }).click();
    await expect(host.page.getByTestId('my-seat-p1')).toHaveAttribute('aria-pressed', 'true');
    await closeAnySheet(host.page);
    await expect(host.page.getByTestId('live-people')).toHaveText('Ana (this phone)');
    await guest.page.goto(guest.at(joinPath));
    await expect(guest.page.getByTestId('seat-p1')).toBeDisabled();
    await expect(guest.page.getByTestId('seat-p1')).toContainText('taken');
    // The name whole over why (a play-test saw it squeezed to a letter a line beside the words).
    expect(await wordsBrokenAcrossLines(guest.page.getByTestId('seat-p1'))).toEqual([]);
    await expect(guest.page.getByTestId('seats-taken-note')).toBeVisible();
    await expect(guest.page.getByTestId('seat-p2')).toBeEnabled();
    await joinAs(guest, joinPath, 'p2');
    await expect(guest.page.getByTestId('live-people')).toHaveText('Ana, Ben (this phone)');
    await expect(host.page.getByTestId('live-people')).toHaveText('Ana (this phone), Ben');
    // The sheets' code comes from the service worker's cache once the network is gone.
    await installed(guest.page);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    const start = Number((await host.page.getByTestId('balance-p2').textContent())!.replace(/\D/g, ''));

    await guest.context.setOffline(true);
    // Within two seconds, not the socket's 30 s timeout.
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'offline', { timeout: 2_000 });
    // The host's list drops the phone once its socket is gone.
    await expect(host.page.getByTestId('live-people')).toHaveText('Ana (this phone)');
    await moneyForPlayer(guest.page, 'p2', '3', 'From the bank to Ben');
    await closeAnySheet(guest.page);
    await expect(guest.page.getByTestId('live-status')).toContainText('1 change waiting');
    // Offline means offline: the change waits on the guest.
    await guest.page.waitForTimeout(1_500);
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start}M`);

    await guest.context.setOffline(false);
    await expect(guest.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', { timeout: 10_000 });
    // And lists it again as it is back (it waited for the phone's 15 s presence renewal before).
    await expect(host.page.getByTestId('live-people')).toHaveText('Ana (this phone), Ben', { timeout: 3_000 });
    // The phone back lists the others at once too (it waited for their renewal as well).
    await expect(guest.page.getByTestId('live-people')).toHaveText('Ana, Ben (this phone)', { timeout: 3_000 });
    await expect(host.page.getByTestId('balance-p2')).toHaveText(`${start + 3}M`);
    await expect(guest.page.getByTestId('live-status')).not.toContainText('waiting');
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});
