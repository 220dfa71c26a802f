// The live table, joined: a game shared from one phone and joined by another through a real server,
// each phone behind its own cuttable link; a change on one shows on the other within a second; a
// join link without its secret, or with a wrong one, is refused.
import { expect, test } from './fixtures';
import { moneyForPlayer } from './logo-billionaire-steps';
import { closeAnySheet, closePhone, joinAs, liveServerForThisFile, newPhone, shareLive, startLogoGame } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

test('a phone joins a shared game by its link and sees each change within a second', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    await moneyForPlayer(host.page, 'p1', '7', 'From the bank to Ana');
    const joinPath = await shareLive(host);
    expect(joinPath).toMatch(/^\/t\/[A-Za-z0-9_-]{22,}#[A-Za-z0-9_-]{22,}$/);

    await guest.page.goto(guest.at(joinPath));
    await expect(guest.page.getByTestId('seat-p1')).toHaveText('Ana');
    await expect(guest.page.getByTestId('seat-watch')).toBeVisible();
    await joinAs(guest, joinPath, 'p2');
    // The same tiles and figures, the entry made before sharing included.
    for (const id of ['p1', 'p2']) await expect(guest.page.getByTestId(`player-${id}`)).toBeVisible();
    const hostFigure = await host.page.getByTestId('balance-p1').textContent();
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(hostFigure!);
    await expect(host.page.getByTestId('live-people')).toContainText('Ben');

    // A change on the guest shows on the host within a second of being saved.
    const before = await host.page.getByTestId('balance-p2').textContent();
    await moneyForPlayer(guest.page, 'p2', '5', 'From the bank to Ben');
    await expect(guest.page.getByTestId('save-status')).toHaveAttribute('data-pending', '0');
    const guestFigure = await guest.page.getByTestId('sheet-balance-p2').textContent();
    expect(guestFigure).not.toBe(before);
    await expect(host.page.getByTestId('balance-p2')).not.toHaveText(before!, { timeout: 1000 });

    // Undo on a phone takes back that phone's newest gesture, not the host's later one.
    await moneyForPlayer(host.page, 'p1', '2', 'From the bank to Ana');
    await closeAnySheet(host.page);
    const ana = (await host.page.getByTestId('balance-p1').textContent())!;
    await closeAnySheet(guest.page);
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(ana);
    await guest.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(guest.page.getByTestId('balance-p2')).toHaveText(before!);
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(ana);
    await expect(host.page.getByTestId('balance-p2')).toHaveText(before!);

    // History says which seat's phone entered each entry.
    const sessionPath = new URL(host.page.url()).pathname;
    await host.page.goto(host.at(`${sessionPath}/history`));
    await expect(host.page.getByTestId('entered-by').filter({ hasText: 'Ben’s phone' })).toHaveCount(1);
    await expect(host.page.getByTestId('entered-by').filter({ hasText: 'the host’s phone' })).toHaveCount(2);
    await expect(host.page.getByTestId('entered-by').first()).toHaveText('(entered on the host’s phone)');

    // The host stops sharing: both phones keep the game as it is, off the table.
    await host.page.goto(host.at(sessionPath));
    await host.page.getByRole('button', { name: /^Menu/ }).click();
    await host.page.getByRole('button', { name: 'Stop sharing' }).click();
    await host.page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(guest.page.getByTestId('live-status')).toHaveCount(0);
    await expect(host.page.getByTestId('live-status')).toHaveCount(0);
    await expect(guest.page.getByTestId('balance-p1')).toHaveText(ana);
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});

test('a join link without its secret, or with a wrong one, is refused', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const guest = await newPhone(browser, server());
  try {
    await startLogoGame(host, ['Ana', 'Ben']);
    const joinPath = await shareLive(host);
    const [path] = joinPath.split('#');
    await guest.page.goto(guest.at(path));
    await expect(guest.page.getByTestId('live-join-problem')).toContainText('no table secret');
    await expect(guest.page.getByTestId('seat-p1')).toHaveCount(0);

    await guest.page.goto(guest.at(`${path}#${'x'.repeat(43)}`));
    await expect(guest.page.getByTestId('live-join-problem')).toContainText('refused');
    await expect(guest.page.getByTestId('seat-p1')).toHaveCount(0);
  } finally {
    await closePhone(host);
    await closePhone(guest);
  }
});
