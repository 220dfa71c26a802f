// The play clock at the table: it stops when the game ends (the final time is kept and shown, no
// Pause button, no counting on), and after 30 minutes without a tap it counts only up to the last
// tap, says so, starts again with the next tap and leaves a line in the history.
import { expect, test, type Page } from './fixtures';
import { savedAt, seedSession, startGame } from './helpers';

const MIN = 60_000;

test('a finished game shows its final time, keeps it, and offers no Pause', async ({ page }) => {
  const start = Date.now() - 3 * 24 * 60 * MIN;
  await seedSession(
    page,
    {
      id: 'finished-clock',
      kind: 'logo-billionaire',
      players: [
        { id: 'p1', name: 'Ana', color: '#b3261e' },
        { id: 'p2', name: 'Ben', color: '#1d4ed8' }
      ],
      options: {},
      createdAt: start,
      updatedAt: start + 47 * MIN,
      lastSeq: 3,
      status: 'finished',
      summary: 'Won',
      deletedAt: 0
    },
    [
      { seq: 1, at: start + 10 * MIN, event: { type: 'money.adjusted', v: 1, player: 'p2', amount: 20 } },
      { seq: 2, at: start + 35 * MIN, event: { type: 'money.adjusted', v: 1, player: 'p2', amount: 20 } },
      { seq: 3, at: start + 47 * MIN + 5000, event: { type: 'money.adjusted', v: 1, player: 'p1', amount: 1000 } }
    ]
  );
  await page.goto('/session/finished-clock');
  await savedAt(page, 3);
  const timer = page.getByRole('timer').first();
  await expect(timer).toHaveText('47:05');
  await expect(page.getByTestId('clock-state').first()).toHaveText('final time');
  await page.waitForTimeout(1500);
  await expect(timer).toHaveText('47:05');
  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Game menu' });
  await expect(menu.getByRole('timer')).toHaveText('47:05');
  await expect(menu.getByRole('button', { name: /clock/ })).toHaveCount(0);
});

/** The timer's text as seconds ("1:02:05" → 3725). */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

test('after 30 minutes without a tap the clock counts only up to the last tap, and the next tap starts it again', async ({ page }) => {
  await page.clock.install();
  const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  const flip = async () => {
    await page.getByRole('button', { name: /^Menu/ }).click();
    const menu = page.getByRole('dialog', { name: 'Game menu' });
    await menu.getByRole('button', { name: 'Flip the coin' }).click();
    await menu.getByRole('button', { name: 'Close' }).click();
  };
  await page.clock.fastForward(5 * MIN);
  await flip();
  await savedAt(page, 1);
  // Real seconds pass while the test types and taps: the figures are checked to within 30 s.
  const atTap = await shownSeconds(page);
  expect(atTap).toBeGreaterThanOrEqual(300);
  await page.clock.fastForward(10 * MIN);
  await expect.poll(() => shownSeconds(page)).toBeGreaterThanOrEqual(atTap + 600);
  // Left alone: past 30 minutes after the last tap the clock shows the time up to that tap.
  await page.clock.fastForward(40 * MIN);
  await expect(page.getByTestId('clock-state').first()).toHaveText('paused: no tap for 30 minutes');
  expect(Math.abs((await shownSeconds(page)) - atTap)).toBeLessThan(30);
  await page.clock.fastForward(8 * 60 * MIN);
  expect(Math.abs((await shownSeconds(page)) - atTap)).toBeLessThan(30);
  // The next tap starts it again from that tap.
  await flip();
  await savedAt(page, 2);
  await page.clock.fastForward(2 * MIN);
  await expect(page.getByTestId('clock-state')).toHaveCount(0);
  await expect.poll(() => shownSeconds(page)).toBeGreaterThanOrEqual(atTap + 120);
  expect(await shownSeconds(page)).toBeLessThan(atTap + 120 + 30);
  await page.goto(`/session/${id}/history`);
  await expect(page.locator('.log li.clock')).toContainText('The clock paused itself after 30 minutes without a tap');
});
