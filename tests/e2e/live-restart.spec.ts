// The live table across a server restart: a server killed outright (kill -9) and started again on
// its tables' folder loses nothing the phones had sent; a phone joining late, after it, gets the
// whole game; entries made while the server was down reach it once it is back.
import { expect, test } from './fixtures';
import { moneyForPlayer } from './logo-billionaire-steps';
import {
  closeAnySheet,
  closePhone,
  installed,
  joinAs,
  newPhone,
  shareLive,
  startLiveServer,
  startLogoGame,
  stopLiveServer
} from './live/harness';

test.use({ actionTimeout: 15_000 });

test('a server killed and restarted loses nothing, and a late joiner gets the whole game', async ({ browser }) => {
  let server = await startLiveServer();
  const host = await newPhone(browser, server);
  const guest = await newPhone(browser, server);
  const late = await newPhone(browser, server);
  try {
    await startLogoGame(host, ['Ana', 'Ben', 'Cy']);
    // The app's files come from the service worker while the server is down, as on an installed phone.
    await installed(host.page);
    const joinPath = await shareLive(host);
    await joinAs(guest, joinPath, 'p2');
    await moneyForPlayer(guest.page, 'p2', '4', 'From the bank to Ben');
    await closeAnySheet(guest.page);
    await expect(guest.page.getByTestId('live-status')).not.toContainText('waiting');
    const ben = await guest.page.getByTestId('balance-p2').textContent();
    await expect(host.page.getByTestId('balance-p2')).toHaveText(ben!);

    await stopLiveServer(server, 'SIGKILL', true);
    await expect(host.page.getByTestId('live-status')).toHaveAttribute('data-status', /offline|reconnecting/);
    // The host plays on while the server is down.
    await moneyForPlayer(host.page, 'p3', '6', 'From the bank to Cy');
    await closeAnySheet(host.page);
    const cy = await host.page.getByTestId('balance-p3').textContent();
    server = await startLiveServer(server.data, server.port);

    for (const phone of [host, guest]) {
      await expect(phone.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
    }
    await expect(guest.page.getByTestId('balance-p3')).toHaveText(cy!);
    await expect(host.page.getByTestId('live-status')).not.toContainText('waiting');

    await joinAs(late, joinPath, 'p3');
    await expect(late.page.getByTestId('balance-p2')).toHaveText(ben!);
    await expect(late.page.getByTestId('balance-p3')).toHaveText(cy!);
    await expect(late.page.getByTestId('balance-p1')).toHaveText((await host.page.getByTestId('balance-p1').textContent())!);
  } finally {
    await closePhone(host);
    await closePhone(guest);
    await closePhone(late);
    await stopLiveServer(server);
  }
});
