// The table tools: dice of 4 to 20 sides, one to six of them (kept in a game's history); the
// first-player pick answering with a seat and, in a game, a name; the standalone timer, run on a
// faked clock.
import { expect, test } from './fixtures';
import { savedAt, script, scriptableRandom, startGame } from './helpers';

test.beforeEach(({ page }) => scriptableRandom(page));

test('dice of 4, 6, 8, 10, 12 and 20 sides, one to six of them', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('button', { name: 'Roll the die' })).toBeVisible();
  for (const sides of [4, 6, 8, 10, 12, 20]) {
    await page.getByRole('button', { name: `d${sides} (${sides} sides)` }).click();
    await page.getByRole('button', { name: '6 dice', exact: true }).click();
    // The highest face, the lowest, then four more from the top down.
    await script(page, [sides - 1, 0, sides - 2, sides - 1, 1, 2]);
    await page.getByRole('button', { name: sides === 6 ? 'Roll 6 dice' : `Roll 6 d${sides}` }).click();
    await expect(page.locator('.die')).toHaveText([sides, 1, sides - 1, sides, 2, 3].map(String));
    await expect(page.locator('.total')).toHaveText(`Total ${3 * sides + 5}`);
  }
  await page.getByRole('button', { name: '1 die', exact: true }).click();
  await page.getByRole('button', { name: 'd6 (6 sides)' }).click();
  await expect(page.getByRole('button', { name: 'Roll the die' })).toBeVisible();
});

test('in a game, dice of other sizes and the first-player pick go in the history with the seat and the name', async ({ page }) => {
  const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai']);
  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Game menu' });
  await menu.getByRole('button', { name: 'd8 (8 sides)' }).click();
  await menu.getByRole('button', { name: '2 dice', exact: true }).click();
  await script(page, [7, 2]);
  await menu.getByRole('button', { name: 'Roll 2 d8' }).click();
  await savedAt(page, 1);
  await expect(menu.locator('.die')).toHaveText(['8', '3']);
  await script(page, [1]);
  await menu.getByRole('button', { name: 'Pick who goes first' }).click();
  await savedAt(page, 2);
  const picked = menu.locator('.picked');
  await expect(picked).toContainText('Ben');
  await expect(picked).toContainText('Seat 2 of 3 · goes first');
  await page.goto(`/session/${id}/history`);
  await expect(page.locator('.log li').first()).toContainText('First player picked: Ben (seat 2 of 3)');
  await expect(page.locator('.log li').nth(1)).toContainText('Rolled 2 d8: 8 + 3 = 11');
});

test('without a game the first-player pick answers with a seat, counted from whoever holds the phone', async ({ page }) => {
  await page.goto('/tools');
  await page.getByLabel('Players at the table').selectOption('5');
  await script(page, [2]);
  await page.getByRole('button', { name: 'Pick who goes first' }).click();
  await expect(page.locator('.picked .big')).toHaveText('Seat 3');
  await expect(page.locator('.picked .seat')).toHaveText('of 5, counting clockwise from whoever holds the phone · goes first');
});

test('the timer counts down on a faked clock: pause, resume, time’s up, and it keeps running on another screen', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-06-01T20:00:00Z') });
  await page.goto('/tools');
  // Paused: from here only runFor moves the time, however slow this machine is.
  await page.clock.pauseAt(new Date('2025-06-01T20:05:00Z'));
  const time = page.getByRole('timer', { name: 'Time left' });
  await page.getByRole('button', { name: '30 s (30 seconds)' }).click();
  await expect(time).toHaveText('0:30');
  await page.getByRole('button', { name: 'Start the timer' }).click();
  await page.clock.runFor(10_000);
  await expect(time).toHaveText('0:20');
  await page.getByRole('button', { name: 'Pause the timer' }).click();
  await page.clock.runFor(60_000);
  await expect(time).toHaveText('0:20');
  await page.getByRole('button', { name: 'Resume the timer' }).click();
  await page.clock.runFor(21_000);
  await expect(time).toHaveText('0:00');
  await expect(page.getByRole('alert').filter({ hasText: 'Time’s up!' })).toBeVisible();

  // Started again, it keeps running while the player looks at another screen (the time flows
  // for real here: the app's page change needs its timers).
  await page.getByRole('button', { name: 'Start the timer' }).click();
  await expect(time).toHaveText('0:30');
  await page.clock.runFor(5_000);
  await expect(time).toHaveText('0:25');
  await page.clock.resume();
  await page.locator('header').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.locator('header').getByRole('link', { name: 'Tools' }).click();
  await expect(page.getByRole('button', { name: 'Pause the timer' })).toBeVisible();
  await expect(time).toHaveText(/^0:(0\d|1\d|2[0-5])$/);
  await page.getByRole('button', { name: 'Pause the timer' }).click();

  // Another length, in minutes; a bad one is refused beside the field.
  await page.getByLabel('Other length (minutes)').fill('abc');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(page.locator('#timer-minutes-problem')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume the timer' })).toBeVisible();
  await page.getByLabel('Other length (minutes)').fill('2');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(time).toHaveText('2:00');
  await expect(page.getByRole('button', { name: 'Start the timer' })).toBeVisible();
});

/** Wraps Web Audio so that the test sees when an AudioContext is made and each tone is started. */
async function recordAudio(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __audio: { contexts: number; states: string[]; starts: number } };
    w.__audio = { contexts: 0, states: [], starts: 0 };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.__audio.contexts++;
        // Whether it was made during a tap: a page may only start sound from one (iOS).
        w.__audio.states.push(navigator.userActivation?.isActive ? 'in a gesture' : 'outside a gesture');
      }
    };
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__audio.starts++;
      return start.apply(this, args);
    };
  });
}

const audio = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __audio: { contexts: number; states: string[]; starts: number } }).__audio);

test('time’s up chimes through Web Audio, its context made in the tap on Start; with the chime off, silence', async ({ page }) => {
  await recordAudio(page);
  await page.clock.install({ time: new Date('2025-06-01T20:00:00Z') });
  await page.goto('/tools');
  await page.clock.pauseAt(new Date('2025-06-01T20:05:00Z'));
  await expect(page.getByLabel('Chime when the time is up')).toBeChecked();
  await page.getByRole('button', { name: '30 s (30 seconds)' }).click();
  await page.getByRole('button', { name: 'Start the timer' }).click();
  expect(await audio(page)).toEqual({ contexts: 1, states: ['in a gesture'], starts: 0 });
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alert').filter({ hasText: 'Time’s up!' })).toBeVisible();
  expect((await audio(page)).starts).toBe(3);

  // Turned off (here, or in Settings where the same setting is): the next time up is silent.
  await page.getByLabel('Chime when the time is up').uncheck();
  await page.getByRole('button', { name: 'Start the timer' }).click();
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alert').filter({ hasText: 'Time’s up!' })).toBeVisible();
  expect((await audio(page)).starts).toBe(3);
  // Kept with the other settings (Settings shows the same one).
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('boardroom.settings') ?? '{}').timerSound)).toBe(false);
});

test('Settings turns the timer’s chime off, and the timer shows it', async ({ page }) => {
  await page.goto('/settings');
  const chime = page.getByLabel('Chime when the Tools timer runs out');
  await expect(chime).toBeChecked();
  await chime.uncheck();
  await page.goto('/tools');
  await expect(page.getByLabel('Chime when the time is up')).not.toBeChecked();
});
