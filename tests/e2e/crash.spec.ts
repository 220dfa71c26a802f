// Saved means kept: a renderer that crashes mid-burst (each game) and a browser killed during 200
// taps keep every confirmed tap, with nothing half-applied, on a persistent profile.
import { expect, test, type Page } from './fixtures';
import { consistency, dropSnapshots, launchKillable, startDisrupt, startGame, startItStartup, tempProfile, removeProfile } from './helpers';
import { openPlayer as openDisruptPlayer } from './disrupt-steps';
import { openPlayer } from './it-startup-steps';
import { openPlayerSheet } from './logo-billionaire-steps';

interface Burst {
  game: string;
  start: (page: Page) => Promise<string>;
  /** The button tapped again and again (its accessible text) and, if it needs one, the amount typed first. */
  button: string;
  field?: { id: string; value: string };
  /** Where the tapped total shows, and what it reads after `taps` stored taps from `before`. */
  reading: string;
  expected: (before: string, taps: number) => string;
}

/** "1,050M" after 100 taps of +10 from "50M": the screen groups thousands as the app does (en-US). */
const millions = (before: string, taps: number, step: number) =>
  `${(Number.parseInt(before.replace(/,/g, ''), 10) + step * taps).toLocaleString('en-US')}M`;

const BURSTS: Burst[] = [
  {
    game: 'Logo Billionaire',
    // Ana's money is in her sheet, opened from her tile; her tile shows the balance.
    start: async (page) => {
      const id = await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
      await openPlayerSheet(page, 'p1');
      return id;
    },
    button: 'Ana +10',
    reading: 'balance-p1',
    expected: (before, taps) => millions(before, taps, 10)
  },
  {
    game: 'IT Startup',
    // Pat's quick amounts are in Pat's sheet, opened from the tile.
    start: async (page) => {
      const id = await startItStartup(page);
      await openPlayer(page, 'p1');
      return id;
    },
    button: 'Pat +1',
    reading: 'resources-p1',
    expected: (before, taps) => String(Number(before) + taps)
  },
  {
    game: 'Disrupt',
    // The Startupper's (Sam's) quick amounts are in Sam's sheet, opened from the tile.
    start: async (page) => {
      const id = await startDisrupt(page);
      await openDisruptPlayer(page, 'p1');
      return id;
    },
    button: 'Startupper +1',
    reading: 'millions-startupper',
    expected: (before, taps) => millions(before, taps, 1)
  }
];

/**
 * Taps `count` times as fast as the page takes events (typing the amount first where the form
 * needs one) without waiting for any save. Returns at once; the taps run on in the page.
 */
async function burst(page: Page, b: Burst, count: number): Promise<void> {
  await page.evaluate(
    ({ name, field, count }) => {
      const button = [...document.querySelectorAll('button')].find((el) => el.textContent?.trim() === name);
      if (!button) throw new Error(`no button ${name}`);
      let left = count;
      const tap = () => {
        if (field) {
          const input = document.getElementById(field.id) as HTMLInputElement;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, field.value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        button.click();
        if (--left > 0) setTimeout(tap, 2);
      };
      tap();
    },
    { name: b.button, field: b.field ?? null, count }
  );
}

const seqOf = async (page: Page) => Number(await page.getByTestId('save-status').getAttribute('data-seq'));

/** Reopens the game and checks the guarantee: every confirmed tap, nothing half-applied, same screen from a full replay. */
async function reopenAndCheck(page: Page, url: string, b: Burst, before: string, startSeq: number, confirmed: number, taps: number) {
  await page.goto(url);
  const status = page.getByTestId('save-status');
  await expect(status).toBeVisible();
  const reopened = await seqOf(page);
  expect(reopened).toBeGreaterThanOrEqual(confirmed);
  expect(reopened).toBeLessThanOrEqual(startSeq + taps);
  const stored = reopened - startSeq;
  await expect(page.getByTestId(b.reading)).toHaveText(b.expected(before, stored));
  expect(await consistency(page)).toEqual([]);
  // The snapshots agree with their events: a replay from the first entry shows the same.
  await dropSnapshots(page);
  await page.reload();
  await expect(page.getByTestId(b.reading)).toHaveText(b.expected(before, stored));
  return reopened;
}

for (const b of BURSTS) {
  test(`renderer crash mid-burst (${b.game}): every confirmed tap is there, nothing half-applied`, async () => {
    const profile = tempProfile();
    const browser = await launchKillable(profile);
    try {
      const page = await browser.context.newPage();
      await b.start(page);
      const url = page.url();
      const startSeq = await seqOf(page);
      const before = (await page.getByTestId(b.reading).textContent())!.trim();
      const taps = 60;
      await burst(page, b, taps);
      // Crash while saves are still in flight: after a few are confirmed, before the last one is.
      await expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(startSeq + 5);
      const confirmed = await seqOf(page);
      const crashed = page.waitForEvent('crash');
      const cdp = await browser.context.newCDPSession(page);
      cdp.send('Page.crash').catch(() => {});
      await crashed;
      expect(confirmed).toBeLessThan(startSeq + taps);

      const reopened = await reopenAndCheck(await browser.context.newPage(), url, b, before, startSeq, confirmed, taps);
      test.info().annotations.push({
        type: 'confirmed before crash',
        description: `${confirmed - startSeq} of ${taps}; ${reopened - startSeq} after reopening`
      });
    } finally {
      await browser.close();
      await removeProfile(profile);
    }
  });
}

test('browser killed during a burst of 200 taps: every confirmed tap is there after relaunch', async () => {
  const b = BURSTS[0];
  const profile = tempProfile();
  try {
    let browser = await launchKillable(profile);
    let page = await browser.context.newPage();
    await b.start(page);
    const url = page.url();
    const before = (await page.getByTestId(b.reading).textContent())!.trim();
    const taps = 200;
    await burst(page, b, taps);
    await expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(60);
    const confirmed = await seqOf(page);
    browser.process.kill('SIGKILL');
    await browser.close();
    expect(confirmed).toBeLessThan(taps);

    browser = await launchKillable(profile);
    try {
      page = await browser.context.newPage();
      const reopened = await reopenAndCheck(page, url, b, before, 0, confirmed, taps);
      test.info().annotations.push({ type: 'confirmed before kill', description: `${confirmed} of ${taps}; ${reopened} after relaunch` });
    } finally {
      await browser.close();
    }
  } finally {
    await removeProfile(profile);
  }
});
