// Disrupt through the UI on its table screen: a 4-player game from setup to the final scoring, a
// round on the Market as the board draws it, the tap budgets counted with every control in view,
// refusals in view, the screen's height and tiles, the next round's first player, and solo.
import { expect, test, type Page } from './fixtures';
import {
  axeViolationsInBothThemes,
  savedAt,
  startDisrupt,
  startDisruptSolo,
  waitForServiceWorker,
  wordsBrokenAcrossLines
} from './helpers';
import {
  advance,
  closeSheets,
  draftForSale,
  openPlayer,
  openSheet,
  pickAuctionShare,
  placeStartuppersEturnium,
  sheet,
  startDisruptWith,
  tapCounter
} from './disrupt-steps';

// axe-core is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

async function tapper(page: Page) {
  let seq = Number(await page.getByTestId('save-status').getAttribute('data-seq'));
  return {
    /** Taps a button by its name (in the open sheet when one is open) and waits for the save. */
    click: async (name: string | RegExp, exact = true) => {
      const scope = (await page.locator('dialog[open]').count()) ? sheet(page) : page.locator('body');
      await scope.getByRole('button', { name, exact: typeof name === 'string' ? exact : undefined }).click();
      await savedAt(page, ++seq);
    },
    done: async () => savedAt(page, ++seq),
    /** Waits for a gesture of any number of entries (Next round may refill the Public row first) to be saved. */
    settled: async () => {
      const status = page.getByTestId('save-status');
      await expect.poll(async () => Number(await status.getAttribute('data-seq'))).toBeGreaterThan(seq);
      await expect(status).toHaveAttribute('data-pending', '0');
      seq = Number(await status.getAttribute('data-seq'));
    },
    get seq() {
      return seq;
    }
  };
}

const m = (page: Page, role: string) => page.getByTestId(`millions-${role}`);
const main = (page: Page) => page.locator('.bar .main > button');

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a 4-player game: setup placement, money, the Market, an auction, cubes, six rounds, the final scoring with the totals on top', async ({
    page,
    context
  }) => {
    const id = await startDisrupt(page);
    await savedAt(page, 0);
    const t = await tapper(page);
    await expect(m(page, 'startupper')).toHaveText('10M');
    await expect(m(page, 'leader')).toHaveText('25M');
    await expect(page.getByTestId('tile-be-startupper')).toHaveText('8, left');
    await expect(page.getByTestId('tile-be-leader')).toHaveText('9, right');

    // Setup's last step: the Startupper places a first Project with its token, the phone handed over.
    await expect(page.getByTestId('setup-step')).toBeVisible();
    await page.getByRole('button', { name: 'Place Eturnium' }).click();
    await page.getByRole('button', { name: 'I am the Startupper' }).click();
    await t.click('+1 Design, −1 Marketing');
    // Placed: the sheet closes, the phone goes back to the table; the bar's tab says so, the token unsaid.
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.getByTestId('saved-line')).toBeVisible();
    await expect(page.getByText('+1 Design, −1 Marketing')).toHaveCount(0);
    const secrets = await openSheet(page, 'Secret Parameters');
    await expect(secrets.getByTestId('secret-eturnium')).toHaveText('Placed · token hidden');
    await expect(secrets.getByText('Design')).toHaveCount(0);
    await closeSheets(page);
    await expect(page.getByTestId('setup-step')).toHaveCount(0);

    // Money, in the Market Leader's sheet: a quick +5, a typed payment, a payment refused without a confirmed debt.
    const leo = await openPlayer(page, 'p4');
    await t.click('Market Leader +5');
    await leo.locator('#money-leader-amount').fill('3');
    await t.click('Pay Sam');
    await expect(m(page, 'leader')).toHaveText('27M');
    await expect(m(page, 'startupper')).toHaveText('13M');
    await leo.locator('#money-leader-amount').fill('50');
    await leo.getByRole('button', { name: 'To the bank from Market Leader' }).click();
    await expect(
      leo.getByRole('alert').filter({ hasText: 'Leo (Market Leader) has only 27M: paying 50M would go below 0' })
    ).toBeInViewport();
    await expect(leo.locator('#money-leader-amount')).toHaveValue('50');
    await expect(m(page, 'leader')).toHaveText('27M');

    // A Share bought from the Public row: the buyer pays the column's price to the bank, +1 Innovation at the Buy location.
    const market = await openSheet(page, 'Market');
    const cell = market.getByTestId('market-public-1');
    const bought = (await cell.getByText(/Share of the Public row at 7M/).textContent())!.replace(/ Share.*/, '');
    await cell.click();
    await expect(market.getByTestId('market-chosen')).toContainText('of the Public row at 7M (paid to the bank)');
    await t.click('Ang, the Angel Investor, buys it for 7M');
    await expect(m(page, 'angel')).toHaveText('13M');
    await expect(page.getByTestId('tile-innovation-angel')).toHaveText('2');
    await expect(page.getByTestId('tile-shares-angel')).toHaveText('7 Shares');
    await expect(market.getByTestId('market-public-1')).toHaveCount(0);
    expect(bought).toMatch(/^(Meeplebook|Cardflix|Dicecoin)$/);

    // An auction of one of the Startupper's BoardTube Shares, bids in turn order.
    const auction = await openSheet(page, 'Auction');
    await pickAuctionShare(auction, 'boardtube', 'startupper');
    // Leo played the card: the bids start with the next in turn order, Sam.
    await auction.getByTestId('auction-by').getByRole('button', { name: 'Leo (Market Leader)' }).click();
    await t.click('Open the auction');
    await expect(auction.getByTestId('next-bidder')).toHaveText('Sam (Startupper)');
    await t.click('Pass');
    await expect(auction.getByTestId('next-bidder')).toHaveText('Bea (BPO)');
    await t.click('Pass');
    // A bid is offered 1M over the last, raised with +1M (nothing typed); below that it is not offered.
    await expect(auction.getByRole('button', { name: '−1M on the bid' })).toBeDisabled();
    await auction.getByRole('button', { name: '+1M on the bid' }).click();
    await t.click('Bid 2M');
    await t.click('Bid 3M');
    await t.click('Pass');
    await t.click('Sell to Leo for 3M');
    await expect(m(page, 'leader')).toHaveText('24M');
    await expect(m(page, 'startupper')).toHaveText('16M');
    await expect(page.getByTestId('tile-shares-leader')).toHaveText('7 Shares');

    // Cubes: the last cube of a colour cannot be removed.
    const projects = await openSheet(page, 'Projects');
    await t.click('+ Design on Meeplebook');
    await t.click('− Design on Meeplebook');
    await projects.getByRole('button', { name: '− Design on Meeplebook', exact: true }).click();
    await expect(projects.getByRole('alert').filter({ hasText: 'last Design cube of Meeplebook can never be removed' })).toBeInViewport();
    await expect(projects.getByTestId('cubes-meeplebook-design')).toHaveText('1');
    for (const c of ['Design', 'Development', 'Marketing']) await t.click(`+ ${c} on Eturnium`);

    // A reload and an offline stretch.
    await closeSheets(page);
    await waitForServiceWorker(page);
    await savedAt(page, t.seq);
    await context.setOffline(true);
    await openSheet(page, 'Projects');
    await t.click('↑ Market Size of pipeline 1');
    await page.reload();
    await savedAt(page, t.seq);
    await openSheet(page, 'Projects');
    await expect(sheet(page).getByTestId('market-size-0')).toHaveText('+1 per 4');
    await page.goto(`/session/${id}/history`);
    await expect(page.locator('.log')).toContainText('Sam (Startupper) placed Eturnium with a Secret Parameters token');
    await expect(page.locator('.log')).toContainText(
      `Ang (Angel Investor) bought a ${bought} Share from the Public row for 7M (+1 Innovation)`
    );
    await expect(page.locator('.log')).toContainText(
      'Leo (Market Leader) won the auction for 3M: a BoardTube Share, paid to Sam (Startupper)'
    );
    await expect(page.locator('.log')).not.toContainText('−1 Marketing');
    await page.goto(`/session/${id}`);
    await savedAt(page, t.seq);
    await context.setOffline(false);

    // Six rounds of three phases, with the main button.
    for (let i = 0; i < 17; i++) {
      await advance(page);
      await t.settled();
    }
    await expect(page.getByTestId('moment-title')).toHaveText('Round 6 of 6 · Event phase');
    await expect(main(page)).toHaveText('Final scoring');

    // The final scoring, with a Bull & Bear token on the third pipeline.
    await main(page).click();
    const final = sheet(page);
    await final.getByTestId('bull-bear-2').getByRole('button', { name: '+1' }).click();
    await final.getByRole('button', { name: 'Show the final scoring' }).click();
    await page.getByRole('dialog', { name: 'Reveal the Secret Parameters?' }).getByRole('button', { name: 'Reveal' }).click();
    await final.getByText("All steps, in the rulebook's order").click();
    await expect(final.getByText('Secret Parameters of Eturnium: +1 Design, −1 Marketing').last()).toBeVisible();
    await expect(final.getByText('Market Size of Dicecoin vs Eturnium: +1 per 4').last()).toBeVisible();
    const winners = (await final.getByTestId('winners').textContent())!.replace(/^\s*Winners?:\s*/, '').trim();
    const totals = Object.fromEntries(
      await Promise.all(
        ['startupper', 'bpo', 'angel', 'leader'].map(
          async (r) => [r, (await final.getByTestId(`total-${r}`).textContent())!.trim()] as const
        )
      )
    );
    await t.click('Confirm the result and finish the game');
    await closeSheets(page);

    // The totals at the top; no "Start round 7", no Next round.
    const banner = page.getByTestId('result-banner');
    await expect(banner).toBeInViewport();
    const names: Record<string, string> = { Startupper: 'Sam', BPO: 'Bea', 'Angel Investor': 'Ang', 'Market Leader': 'Leo' };
    // The breakdown names the players: "Winner: Leo (Market Leader)".
    const first = winners.split(', ')[0];
    expect(first).toMatch(/^(Sam|Bea|Ang|Leo) \((Startupper|BPO|Angel Investor|Market Leader)\)$/);
    expect(names[first.replace(/^.* \((.*)\)$/, '$1')]).toBe(first.split(' ')[0]);
    await expect(banner.getByRole('heading')).toContainText(first.split(' ')[0]);
    for (const [role, total] of Object.entries(totals)) await expect(banner.getByTestId(`final-total-${role}`)).toHaveText(total);
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBeLessThan((await page.locator('.scoreboard').boundingBox())!.y);
    await expect(page.getByRole('button', { name: /Start round|Next round|Next phase/ })).toHaveCount(0);
    await expect(main(page)).toHaveText('Final result');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
  });
});

test('a round on the Market: a sale with its Experience, a purchase from another role’s row, a public buy and the refill', async ({
  page
}) => {
  // 3 players: 1 Share of each Project beside the board. Brand Equity: the Angel Investor left of the Startupper on step 8.
  await startDisruptWith(page, {
    count: 3,
    third: 'angel',
    names: ['Sam', 'Ang', 'Leo'],
    places: [
      ['angel', 8],
      ['startupper', 8],
      ['leader', 9]
    ],
    publicRow: ['cardflix', 'dicecoin', 'meeplebook'],
    socialHype: ['meeplebook', 'miniatureprime', 'cardflix', 'boardtube', 'dicecoin', 'eturnium']
  });
  const t = await tapper(page);
  await page.getByRole('button', { name: 'Place BoardTube' }).click();
  await page.getByRole('button', { name: 'I am the Startupper' }).click();
  await t.click('+1 Development, −1 Design');
  await closeSheets(page);

  // The Angel Investor sets up a MiniaturePrime Share at 6M (the Set Up for Sale location: +1 Experience).
  const ang = await openPlayer(page, 'p2');
  await ang.getByRole('button', { name: 'Set up for sale or buy: the Market' }).click();
  const market = sheet(page);
  // Opened from the Angel Investor's sheet: their row is open for setting up, in the sheet's foot.
  await expect(market.getByTestId('setup-role-angel')).toHaveAttribute('aria-pressed', 'true');
  await draftForSale(market, 'angel', [[2, 'miniatureprime']]);
  await t.click('Put the row up for sale (+1 Experience)');
  await expect(page.getByTestId('tile-experience-angel')).toHaveText('2');
  await expect(page.getByTestId('tile-shares-angel')).toHaveText('5 Shares +1 on sale');
  // Rearranged: MiniaturePrime moved to 5M and a BoardTube added at 4M: one more Share, one more Experience.
  await draftForSale(market, 'angel', [
    [2, ''],
    [3, 'miniatureprime'],
    [4, 'boardtube']
  ]);
  await t.click('Put the row up for sale (+1 Experience)');
  await expect(page.getByTestId('tile-experience-angel')).toHaveText('3');
  await expect(market.getByTestId('market-angel-3')).toContainText('Mini');
  await expect(market.getByTestId('market-angel-4')).toContainText('Tube');

  // The Market Leader buys the Angel Investor's MiniaturePrime at 5M: the Angel Investor is paid.
  await market.getByTestId('market-angel-3').click();
  await t.click('Leo, the Market Leader, buys it for 5M');
  await expect(m(page, 'leader')).toHaveText('20M');
  await expect(m(page, 'angel')).toHaveText('25M');
  await expect(page.getByTestId('tile-innovation-leader')).toHaveText('2');

  // The Startupper puts a BoardTube Share at 4M as well.
  await draftForSale(market, 'startupper', [[4, 'boardtube']]);
  await t.click('Put the row up for sale (+1 Experience)');

  // The Event phase: the public buys a BoardTube Share at 4M. Two at 4M: the Angel Investor is higher on Brand Equity.
  await closeSheets(page);
  for (let i = 0; i < 2; i++) {
    await advance(page);
    await t.settled();
  }
  await expect(page.getByTestId('phase-checklist')).toContainText(
    'Next round first refills the Public row: 2 Shares from beside the board'
  );
  await openSheet(page, 'Market');
  await sheet(page).getByTestId('public-price').getByRole('button', { name: '4M' }).click();
  await sheet(page).getByTestId('public-project').getByRole('button', { name: 'BoardTube' }).click();
  await expect(sheet(page).getByTestId('public-choice')).toContainText('The public buys a BoardTube Share of Ang (Angel Investor) at 4M');
  await expect(sheet(page).getByTestId('public-choice')).toContainText(
    'Ang (Angel Investor) is higher on Brand Equity than Sam (Startupper)'
  );
  await t.click('Confirm: pay Ang 4M');
  await expect(m(page, 'angel')).toHaveText('29M');
  // Into the Public row at 8M: the Shares already there slide only as far as needed.
  const publicRow = async () =>
    Promise.all(
      [0, 1, 2, 3, 4].map(async (i) =>
        (await sheet(page).getByTestId(`market-public-${i}`).count())
          ? (await sheet(page).getByTestId(`market-public-${i}`).textContent())!.slice(0, 4)
          : '·'
      )
    );
  expect(await publicRow()).toEqual(['Tube', 'Card', 'Dice', 'Meep', '·']);

  // Next round refills the empty place from beside the board, highest on Social Hype first (Meeplebook), always at 8M:
  // one gesture of two entries, the refill and the new round.
  await closeSheets(page);
  const before = t.seq;
  await main(page).click();
  await t.settled();
  expect(t.seq).toBe(before + 2);
  await expect(page.getByTestId('moment-title')).toHaveText('Round 2 of 6 · Operations phase');
  await openSheet(page, 'Market');
  expect(await publicRow()).toEqual(['Meep', 'Tube', 'Card', 'Dice', 'Meep']);
  await expect(sheet(page).getByTestId('outside')).toHaveText(
    'Beside the board: MiniaturePrime 1, Cardflix 1, BoardTube 1, Dicecoin 1, Eturnium 1.'
  );
  // Undo takes back the new round and its refill as one gesture.
  await closeSheets(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await t.done();
  await expect(page.getByTestId('moment-title')).toHaveText('Round 1 of 6 · Event phase');
  await openSheet(page, 'Market');
  expect(await publicRow()).toEqual(['Tube', 'Card', 'Dice', 'Meep', '·']);
});

test('tap budgets at 390×844, every control in view: next phase 1 tap, a Share bought for its price 3, two cubes on a Project 3', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisrupt(page);
  const t = await tapper(page);
  // Mid-game: a Project placed, round 3, a Share of the Startupper's for sale.
  await page.getByRole('button', { name: 'Place MiniaturePrime' }).click();
  await page.getByRole('button', { name: 'I am the Startupper' }).click();
  await t.click('+1 Design, −1 Marketing');
  await closeSheets(page);
  for (let i = 0; i < 6; i++) {
    await advance(page);
    await t.settled();
  }
  await expect(page.getByTestId('moment-title')).toHaveText('Round 3 of 6 · Operations phase');

  // A table that taps each Worker turn is asked before the bar's button marks the rest placed (a
  // play-tester skipped 11 Worker turns by a slip on the bar's largest button); "Not yet" stores nothing.
  await t.click(/^Turn done/);
  await expect(main(page)).toHaveText('Next phase');
  await main(page).click();
  const ask = page.getByRole('dialog', { name: 'Workers still to place' });
  await expect(ask).toContainText('11 Workers not placed yet (Bea (BPO) places Worker 1 of 3): move on to the Project phase anyway?');
  await ask.getByRole('button', { name: 'Not yet' }).click();
  await expect(ask).toHaveCount(0);
  await savedAt(page, t.seq);
  await expect(page.getByTestId('moment-title')).toHaveText('Round 3 of 6 · Operations phase');
  // Every Worker placed, turn by turn ("Turn done"): Next phase is 1 tap and asks nothing.
  for (let i = 0; i < 11; i++) await t.click(/^Turn done/);

  // Next phase: 1 tap.
  const next = tapCounter(page);
  await next.tap(main(page), { saves: t.seq + 1 });
  await t.done();
  await expect(page.getByTestId('moment-title')).toHaveText('Round 3 of 6 · Project phase');
  expect(next.taps).toBe(1);

  // Buy a Share from the Market for its price: Market, the Share, the buyer.
  const buy = tapCounter(page);
  await buy.tap(page.getByRole('button', { name: 'Market', exact: true }));
  await buy.tap(sheet(page).getByTestId('market-public-2'));
  await buy.tap(sheet(page).getByRole('button', { name: 'Bea, the BPO, buys it for 6M' }), { saves: t.seq + 1 });
  await t.done();
  await expect(m(page, 'bpo')).toHaveText('9M');
  expect(buy.taps).toBeLessThanOrEqual(4);
  test.info().annotations.push({ type: 'taps: buy a Share', description: String(buy.taps) });
  await closeSheets(page);

  // Two cubes of a colour on a Project (the last Pipeline's, the lowest on the sheet): Projects, + twice.
  const cubes = tapCounter(page);
  await cubes.tap(page.getByRole('button', { name: 'Projects', exact: true }));
  await cubes.tap(sheet(page).getByRole('button', { name: '+ Marketing on Dicecoin' }), { saves: t.seq + 1 });
  await t.done();
  await cubes.tap(sheet(page).getByRole('button', { name: '+ Marketing on Dicecoin' }), { saves: t.seq + 1 });
  await t.done();
  await expect(sheet(page).getByTestId('cubes-dicecoin-marketing')).toHaveText('3');
  expect(cubes.taps).toBeLessThanOrEqual(3);
  test.info().annotations.push({ type: 'taps: two cubes', description: String(cubes.taps) });
});

test('each sheet opens drawn, its inside there, from its tap (the first opens after a first touch elsewhere; times noted, budget in the bench)', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisrupt(page);
  await page.getByTestId('save-status').waitFor();
  // A player's first touch of the screen (here on the round's title) starts fetching the sheets' code.
  await page.getByTestId('moment-title').click();
  const open = (name: string) =>
    page.evaluate(async (name) => {
      const button =
        name === 'player'
          ? document.querySelector<HTMLButtonElement>('[data-testid="player-p1"] button')!
          : [...document.querySelectorAll<HTMLButtonElement>('[aria-label="More actions"] button')].find(
              (b) => b.textContent?.trim() === name
            )!;
      const started = performance.now();
      button.click();
      // Open, then one frame drawn with it.
      await new Promise<void>((resolve) => {
        const check = () => (document.querySelector('dialog[open]') ? resolve() : requestAnimationFrame(check));
        check();
      });
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      const ms = performance.now() - started;
      const sheet = document.querySelector<HTMLDialogElement>('dialog[open]')!;
      const drawn = {
        heading: sheet.querySelector('h2')?.textContent?.trim() ?? '',
        buttons: sheet.querySelectorAll('button').length,
        height: sheet.getBoundingClientRect().height
      };
      for (const d of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) d.close();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      return { ms, ...drawn };
    }, name);
  const figures: string[] = [];
  for (const name of ['player', 'Market', 'Projects', 'Tracks', 'Auction', 'Secret Parameters', 'Final scoring']) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const sheet = await open(name);
      // Drawn with what is inside it, the first time as every time: a heading, its controls beside Close.
      expect(sheet.heading, name).not.toBe('');
      expect(sheet.buttons, `${name}: buttons inside`).toBeGreaterThan(1);
      expect(sheet.height, name).toBeGreaterThan(100);
      times.push(sheet.ms);
    }
    figures.push(`${name} ${times.map((t) => Math.round(t)).join(' / ')} ms`);
  }
  // Times depend on the machine: `npm run bench` holds them to their budget (p95 ≤ 100 ms).
  test.info().annotations.push({ type: 'tap to open', description: figures.join('; ') });
});

test('a refusal with its control scrolled as low as it goes is shown in view and announced', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisrupt(page);
  // In a sheet: the Projects sheet scrolled to its end, the last Pipeline's last cube taken away.
  const projects = await openSheet(page, 'Projects');
  await projects.locator('.body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
  await projects.getByRole('button', { name: '− Marketing on Dicecoin' }).click();
  const alert = projects.getByRole('alert');
  await expect(alert).toContainText('The last Marketing cube of Dicecoin can never be removed.');
  await expect(alert).toBeInViewport({ ratio: 1 });
  // On the main screen: scrolled to the bottom, Next phase refused while an auction runs.
  const auction = await openSheet(page, 'Auction');
  await auction.getByRole('button', { name: 'Open the auction' }).click();
  await savedAt(page, 1);
  await closeSheets(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await main(page).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Finish the auction first.' });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(main(page)).toBeInViewport({ ratio: 1 });
});

test('the main screen with 4 players: at most 1.5 screens tall, every tile in view at 320, 390 and 430 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisrupt(page);
  // With the setup step shown (the tallest moment) and after it.
  for (const placed of [false, true]) {
    if (placed) {
      await placeStartuppersEturnium(page);
      await closeSheets(page);
    }
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${width} px wide${placed ? '' : ', setup step shown'}`).toBeLessThanOrEqual(1.5 * 844);
      for (const p of ['p1', 'p2', 'p3', 'p4'])
        await expect(page.getByTestId(`player-${p}`), `${p} at ${width} px`).toBeInViewport({ ratio: 1 });
      test.info().annotations.push({ type: `height at ${width} px${placed ? '' : ' (setup step)'}`, description: `${height} px` });
    }
  }
});

test('the first player claimed for next round leaves this round as it is', async ({ page }) => {
  await startDisrupt(page);
  const t = await tapper(page);
  const ang = await openPlayer(page, 'p3');
  await t.click('Claim first player for next round for the Angel Investor');
  await expect(ang).toContainText('Ang (Angel Investor) plays first next round.');
  await closeSheets(page);
  await expect(page.getByTestId('phase-checklist')).toContainText('Setup: Sam (Startupper) places a first Project');
  await expect(page.getByTestId('phase-checklist')).toContainText('Next round Ang (Angel Investor) plays first.');
  await expect(page.getByTestId('player-p1')).toContainText('Startupper · first');
  const auction = await openSheet(page, 'Auction');
  await t.click('Open the auction');
  // The card is Sam's (his turn): the first bid is suggested to the next in this round's order.
  await expect(auction.getByTestId('next-bidder')).toHaveText('Bea (BPO)');
  await t.click('Cancel the auction');
  await closeSheets(page);
  for (let i = 0; i < 3; i++) {
    await advance(page);
    await t.settled();
  }
  await expect(page.getByTestId('player-p3')).toContainText('Angel Investor · first');
  await expect(page.getByTestId('phase-checklist')).toContainText('Ang (Angel Investor) places Worker 1 of 3');
});

test('Brand Equity keeps to its places: an occupied step is refused in view', async ({ page }) => {
  // Starting places: the Startupper left of the BPO on step 8, the Angel Investor left of the Market Leader on step 9.
  await startDisrupt(page);
  const tracks = await openSheet(page, 'Tracks');
  await tracks.locator('#be-angel').selectOption('3');
  await savedAt(page, 1);
  await expect(page.getByTestId('tile-be-angel')).toHaveText('3');
  await expect(page.getByTestId('tile-be-leader')).toHaveText('9');
  await tracks.locator('#be-bpo').selectOption('3');
  await expect(tracks.getByRole('alert')).toContainText('Step 3 of Brand Equity holds one token and Ang (Angel Investor) is on it');
  await expect(tracks.locator('#be-bpo')).toHaveValue('8');
  await expect(page.getByTestId('tile-be-bpo')).toHaveText('8, right');
  // The Startupper goes down beside the Market Leader, on the right; then step 9 is full.
  await tracks.locator('#be-startupper').selectOption('9');
  await savedAt(page, 2);
  await expect(page.getByTestId('tile-be-startupper')).toHaveText('9, right');
  await expect(page.getByTestId('tile-be-bpo')).toHaveText('8');
  await tracks.locator('#be-bpo').selectOption('9');
  await expect(tracks.getByRole('alert')).toContainText(
    'Step 9 of Brand Equity already holds two tokens (Leo (Market Leader) and Sam (Startupper))'
  );
  await expect(tracks.getByTestId('brand-equity-track')).toContainText('Ang');
});

/** Opens each sheet of the table screen in turn: a player's, then each of the bar's. */
const everySheet = (page: Page) => [
  () => openPlayer(page, 'p1'),
  () => openSheet(page, 'Market'),
  () => openSheet(page, 'Projects'),
  () => openSheet(page, 'Tracks'),
  () => openSheet(page, 'Auction'),
  () => openSheet(page, 'Secret Parameters'),
  () => openSheet(page, 'Final scoring')
];

test('every sheet of the table screen has no axe violations, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await startDisrupt(page);
  await placeStartuppersEturnium(page);
  for (const open of everySheet(page)) {
    const s = await open();
    const heading = (await s.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    expect(await axeViolationsInBothThemes(page), heading).toEqual([]);
  }
  await closeSheets(page);
});

test('a solo game: the Startupper’s first Project drawn at random, the dial, ending early only when confirmed, the grade', async ({
  page
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startDisruptSolo(page);
  await savedAt(page, 0);
  const t = await tapper(page);
  await expect(page.getByTestId('player-automated-startupper')).toContainText('Startupper (automated)');
  await t.click('Place MiniaturePrime');
  // The placement is the player's choice (its token stays hidden): Undo can take it back.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  const dial = await openSheet(page, 'Dial');
  await dial.locator('#dial-bid').fill('9');
  await t.click('Turn the dial');
  await expect(dial.getByTestId('dial-result')).toContainText('you win');
  // The rulebook does not say the bid is paid: the dial moves no money, and says so.
  await expect(dial.getByTestId('dial-reading')).toContainText('the dial moves no money');
  await expect(m(page, 'leader')).toHaveText('25M');
  // Nor does it give the automated Startupper a bid in an auction.
  const auction = await openSheet(page, 'Auction');
  await expect(auction.getByTestId('auction-solo')).toContainText('never bids in an auction');
  await expect(auction.getByTestId('auction-by').getByRole('button')).toHaveCount(1);
  // Nor does it buy from the Market (it places no Workers): only the player is offered, and the sheet says why.
  const market = await openSheet(page, 'Market');
  await market.getByTestId('market-public-1').click();
  await expect(market.getByRole('group', { name: 'Who buys it' }).getByRole('button')).toHaveText(['Leo']);
  await expect(market.getByTestId('market-solo-buyers')).toContainText('the automated Startupper never buys from the Market');
  const leo = await openPlayer(page, 'p1');
  await leo.locator('#money-leader-amount').fill('80');
  await t.click('From the bank to Market Leader');
  await expect(m(page, 'leader')).toHaveText('105M');
  const final = await openSheet(page, 'Final scoring');
  // Solo: nobody to hide the tokens from, so no question before they show.
  await final.getByRole('button', { name: 'Show the final scoring' }).click();
  await expect(page.getByRole('dialog', { name: 'Reveal the Secret Parameters?' })).toHaveCount(0);
  await expect(final.getByTestId('solo-grade')).toHaveText('Market Leader');
  // Round 1: no "Confirm the result"; ending the game asks, saying the game is not over.
  await expect(final.getByRole('button', { name: 'Confirm the result and finish the game' })).toHaveCount(0);
  await final.getByRole('button', { name: /^End the game now/ }).click();
  const ask = page.getByRole('dialog', { name: 'The game is not over' });
  await expect(ask).toContainText('This is round 1 of 6');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(Number(await page.getByTestId('save-status').getAttribute('data-seq'))).toBe(t.seq);
  await final.getByRole('button', { name: /^End the game now/ }).click();
  await page.getByRole('dialog', { name: 'The game is not over' }).getByRole('button', { name: 'End the game now' }).click();
  await t.done();
  await closeSheets(page);
  await expect(page.getByTestId('result-banner').getByRole('heading')).toHaveText(/^Leo wins as Market Leader with \d+M$/);
});

test('a solo game with no grade reached: the automated Startupper won, never a win for the player', async ({ page }) => {
  await startDisruptSolo(page);
  const t = await tapper(page);
  const leo = await openPlayer(page, 'p1');
  await leo.locator('#money-leader-amount').fill('25');
  await t.click('To the bank from Market Leader');
  // Every Startupper Project placed and stronger: the Market Leader's are behind. One at setup,
  // then one in each of the first two Project phases (a new Project waits for the Project phase).
  const place = async (p: string) => {
    await openSheet(page, 'Projects');
    await t.click(`Place ${p}`);
    for (const c of ['Design', 'Development', 'Marketing']) for (let i = 0; i < 3; i++) await t.click(`+ ${c} on ${p}`);
    await closeSheets(page);
  };
  await place('MiniaturePrime');
  const later = ['BoardTube', 'Eturnium'];
  for (let i = 0; i < 17; i++) {
    await advance(page);
    await t.settled();
    // Advances 1 and 4 reach the Project phases of rounds 1 and 2.
    if (i % 3 === 0 && later.length) await place(later.shift()!);
  }
  const final = await openSheet(page, 'Final scoring');
  await final.getByRole('button', { name: 'Show the final scoring' }).click();
  await expect(final.getByTestId('winners')).toHaveText(/Solo grade: none: the automated Startupper won/);
  await t.click('Confirm the result and finish the game');
  await closeSheets(page);
  const headline = page.getByTestId('result-banner').getByRole('heading');
  await expect(headline).toHaveText(
    /^The automated Startupper won: Leo reached no grade \([0-3] of 3 Projects ahead(, 1 needed)?; \d+M, 60M needed\)$/
  );
  await expect(page.getByTestId('result-banner')).not.toContainText('Leo wins');
});

test('solo dial: while it turns it shows “?” and the foot does not yet tell the result; both tell it together', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await startDisruptSolo(page);
  const dial = await openSheet(page, 'Dial');
  await dial.locator('#dial-bid').fill('5');
  await dial.getByRole('button', { name: 'Turn the dial' }).click();
  await expect(dial.locator('.dial')).toHaveText('?');
  await expect(page.getByText(/Solo dial:/)).toHaveCount(0);
  await expect(dial.getByTestId('dial-result')).toHaveCount(0);
  await expect(dial.getByTestId('dial-result')).toContainText('The dial shows', { timeout: 6000 });
  const shown = (await dial.locator('.dial').textContent())!.trim();
  expect(shown).toMatch(/^\d$/);
  await expect(page.getByText(`Solo dial: ${shown} against your 5M`).first()).toBeAttached();
});

test('solo: the moment reminds the round-start draws, and a first-player claim says +1 resource', async ({ page }) => {
  await startDisruptSolo(page);
  const moment = page.getByTestId('phase-checklist');
  await expect(moment.getByTestId('solo-round-start')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place MiniaturePrime' }).click();
  await expect(moment.getByTestId('solo-round-start')).toContainText("draw your opponent's card");
  await expect(moment.getByTestId('solo-round-start')).toContainText('Worker placement card');
  // Turns followed (the app's default): the opponent's cube on the Projects sheet ends no Worker turn,
  // until the sheets' line says Leo's Worker 1 begins.
  await moment.getByRole('checkbox', { name: 'Follow turns' }).check();
  await expect(moment.getByTestId('solo-round-start')).toContainText('take entries as the card\'s until you tap "Leo\'s Worker 1 begins"');
  const projects = await openSheet(page, 'Projects');
  await expect(projects.getByTestId('turn-line')).toContainText("an entry here is your opponent's card");
  await projects.getByRole('button', { name: '+ Development on MiniaturePrime' }).click();
  await expect(projects.getByTestId('turn-line')).toContainText("an entry here is your opponent's card");
  await projects.getByRole('button', { name: "Leo's Worker 1 begins" }).click();
  await expect(projects.getByTestId('turn-line')).toContainText("Leo's turn (Worker 1 of 3): an entry here ends it.");
  await projects.getByRole('button', { name: '+ Design on MiniaturePrime' }).click();
  // That cube ended Worker 1: the sheet's next entry is still part of its action (a card's second cube).
  await expect(projects.getByTestId('turn-line')).toContainText("Part of Leo's action");
  await closeSheets(page);
  await expect(moment.getByTestId('solo-round-start')).toHaveCount(0);
  const leo = await openPlayer(page, 'p1');
  await leo.getByRole('button', { name: /Claim first player for next round/ }).click();
  await closeSheets(page);
  await expect(moment.getByTestId('next-first-player')).toContainText('+1 resource of any kind');
});

test('a field’s problem goes when the field is emptied, and comes back if an empty field is tapped', async ({ page }) => {
  await startDisrupt(page);
  const sam = await openPlayer(page, 'p1');
  const amount = sam.locator('#money-startupper-amount');
  await amount.fill('abc');
  await sam.getByRole('button', { name: 'From the bank to Startupper' }).click();
  await expect(sam.locator('#money-startupper-amount-problem')).toHaveText('Use digits only, like 12.');
  await amount.fill('');
  await expect(sam.locator('#money-startupper-amount-problem')).toHaveCount(0);
  await sam.getByRole('button', { name: 'From the bank to Startupper' }).click();
  await expect(sam.locator('#money-startupper-amount-problem')).toHaveText('Enter a number.');
});

test('a sheet is built when it first opens, and what was typed in it is still there after Close', async ({ page }) => {
  await startDisrupt(page);
  const before = Number.parseInt((await page.getByTestId('millions-startupper').textContent())!, 10);
  // Nothing of the players' or the game's sheets is on the page before one is opened (opening the
  // game builds only what the table shows).
  await expect(page.locator('#money-startupper-amount')).toHaveCount(0);
  await expect(page.locator('dialog.sheet .body *')).toHaveCount(0);
  const sam = await openPlayer(page, 'p1');
  await sam.locator('#money-startupper-amount').fill('7');
  await closeSheets(page);
  const again = await openPlayer(page, 'p1');
  await expect(again.locator('#money-startupper-amount')).toHaveValue('7');
  await again.getByRole('button', { name: 'From the bank to Startupper' }).click();
  await expect(page.getByTestId('millions-startupper')).toHaveText(`${before + 7}M`);
  await expect(again.locator('#money-startupper-amount')).toHaveValue('');
});

test('no sheet scrolls sideways at 320 px wide or with 200 % text', async ({ page }) => {
  test.setTimeout(120_000);
  await startDisrupt(page);
  for (const [width, zoom] of [
    [320, 1],
    [412, 2]
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate((z) => (document.documentElement.style.fontSize = `${z * 100}%`), zoom);
    for (const open of everySheet(page)) {
      const s = await open();
      const title = await s.getByRole('heading', { level: 2 }).first().textContent();
      const overflow = await s.evaluate((dialog) => {
        const body = dialog.querySelector('.body') as HTMLElement;
        return Math.max(dialog.scrollWidth - dialog.clientWidth, body.scrollWidth - body.clientWidth);
      });
      expect(overflow, `${title} at ${width} px, ${zoom * 100} % text`).toBeLessThanOrEqual(0);
    }
    await closeSheets(page);
  }
});

// What a play-tester's whole 4-player game at 390×844 asked for.

test('setup shuffles the Social Hype track and the table may set the order it placed; the game keeps it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/new/disrupt');
  const track = page.getByRole('group', { name: 'Social Hype track' });
  await expect(track.getByRole('combobox')).toHaveCount(6);
  // Two of the same is refused in place.
  const first = await page.locator('#hype-0').inputValue();
  const second = await page.locator('#hype-1').inputValue();
  await page.locator('#hype-1').selectOption(first);
  await expect(page.getByTestId('hype-problem')).toHaveText('Each Project goes on the Social Hype track once.');
  await page.locator('#hype-1').selectOption(second);
  await expect(page.getByTestId('hype-problem')).toHaveCount(0);
  const order = ['dicecoin', 'eturnium', 'cardflix', 'miniatureprime', 'boardtube', 'meeplebook'];
  await startDisruptWith(page, {
    count: 2,
    names: ['Sam', 'Leo'],
    places: [
      ['startupper', 8],
      ['leader', 9]
    ],
    socialHype: order
  });
  const tracks = await openSheet(page, 'Tracks');
  await expect(tracks.locator('ol.hype li .grow')).toHaveText([
    'Dicecoin',
    'Eturnium',
    'Cardflix',
    'MiniaturePrime',
    'BoardTube',
    'Meeplebook'
  ]);
});

test('the auction takes the rulebook’s Example 1 in its order: the Market Leader opens at 1M, the owner bids after, a pass is final', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisruptWith(page, {
    count: 2,
    names: ['Sam', 'Leo'],
    places: [
      ['startupper', 8],
      ['leader', 9]
    ]
  });
  const t = await tapper(page);
  // Exit Strategy: the Startupper gains 5M from the card and auctions a BoardTube Share of their own.
  await openPlayer(page, 'p1');
  await t.click('Startupper +5');
  await expect(m(page, 'startupper')).toHaveText('15M');
  const auction = await openSheet(page, 'Auction');
  await pickAuctionShare(auction, 'boardtube', 'startupper');
  await t.click('Open the auction');
  // The Startupper plays first this round; the Market Leader opens the bidding.
  await auction.getByLabel('Leo (Market Leader)').check();
  await expect(auction.getByTestId('next-bidder')).toHaveText('Leo (Market Leader)');
  await t.click('Bid 1M');
  // The owner bids after (the only one left to bid: no choice to make).
  await expect(auction.getByTestId('next-bidder')).toHaveText('Sam (Startupper)');
  await t.click('Bid 2M');
  await t.click('Bid 3M');
  await t.click('Pass');
  // A pass is final: nobody is left to bid; the Market Leader's 3M wins.
  await expect(auction.getByTestId('next-bidder')).toHaveCount(0);
  await t.click('Sell to Leo for 3M');
  // "The Market Leader gains the Share and the Startupper is 8 million wealthier!"
  await expect(m(page, 'startupper')).toHaveText('18M');
  await expect(m(page, 'leader')).toHaveText('22M');
  await expect(page.getByTestId('tile-shares-leader')).toHaveText('7 Shares');
});

test('words: no public buy outside the Event, the Share count in hand and for sale, the Set up for sale confirmed, no next round after round 6', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisruptWith(page, {
    count: 4,
    names: ['Sam', 'Bea', 'Ang', 'Leo'],
    places: [
      ['startupper', 8],
      ['bpo', 8],
      ['angel', 9],
      ['leader', 9]
    ],
    publicRow: ['cardflix', 'dicecoin', 'meeplebook']
  });
  const t = await tapper(page);
  // The Startupper puts an Eturnium Share up for sale: the editor closes itself and the sheet's foot says it is done.
  const market = await openSheet(page, 'Market');
  await draftForSale(market, 'startupper', [[2, 'eturnium']]);
  await t.click('Put the row up for sale (+1 Experience)');
  await expect(market.getByTestId('setup-panel')).toHaveCount(0);
  await expect(market.getByTestId('saved-line')).toContainText('Sam (Startupper) set up for sale: Eturnium 6M (+1 Experience)');
  await expect(market.getByTestId('saved-line')).toBeInViewport();
  await draftForSale(market, 'startupper', [[3, 'boardtube']]);

  // During Operations a tapped Share offers no public buy.
  await market.getByTestId('market-startupper-2').click();
  await expect(market.getByTestId('market-chosen')).toBeVisible();
  await expect(market.getByRole('button', { name: /public buys it/ })).toHaveCount(0);
  await market.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Three Eturnium Shares, one up for sale: giving three says what is in hand and what is for sale.
  await market.getByText('Give or trade Shares (deals, cards)').click();
  await market.locator('#share-project').selectOption('eturnium');
  await market.locator('#share-from').selectOption('startupper');
  await market.locator('#share-to').selectOption('leader');
  await market.locator('#share-count').fill('3');
  await market.getByRole('button', { name: 'Move Shares' }).click();
  await expect(
    market.getByRole('alert').filter({ hasText: 'Sam (Startupper) has only 2 Eturnium Shares in hand (1 more is up for sale' })
  ).toBeVisible();

  // The Event phase: the public buy is offered, in its words.
  await closeSheets(page);
  for (let i = 0; i < 2; i++) {
    await advance(page);
    await t.settled();
  }
  await openSheet(page, 'Market');
  await sheet(page).getByTestId('market-startupper-2').click();
  await expect(sheet(page).getByRole('button', { name: "The Event's public buys it for 6M" })).toBeVisible();
  await closeSheets(page);

  // Round 6's Event: no next round to refill the Public row for.
  for (let i = 0; i < 15; i++) {
    await advance(page);
    await t.settled();
  }
  await expect(page.getByTestId('moment-title')).toHaveText('Round 6 of 6 · Event phase');
  await openSheet(page, 'Market');
  await sheet(page).getByTestId('market-public-1').click();
  await t.click(/^Sam, the Startupper, buys it/);
  await closeSheets(page);
  await expect(page.getByTestId('phase-checklist')).toContainText('This is the last round');
  await expect(page.getByTestId('phase-checklist')).not.toContainText('Next round');
});

test('the final scoring sheet: the winner and standings at its top, in view; the breakdown names the players', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisrupt(page);
  const t = await tapper(page);
  await openPlayer(page, 'p4');
  await t.click('Market Leader +5');
  await closeSheets(page);
  for (let i = 0; i < 17; i++) {
    await advance(page);
    await t.settled();
  }
  await main(page).click();
  const final = sheet(page);
  await final.getByRole('button', { name: 'Show the final scoring' }).click();
  await page.getByRole('dialog', { name: 'Reveal the Secret Parameters?' }).getByRole('button', { name: 'Reveal' }).click();
  const outcome = final.getByTestId('final-outcome');
  await expect(outcome).toBeInViewport();
  await expect(outcome).toContainText(/^(Sam|Bea|Ang|Leo)( and \w+)* wins? with \d+M/);
  await expect(outcome).toContainText(/Leo \(Market Leader\) \d+M/);
  await expect(final.getByTestId('player-startupper')).toContainText('Sam (Startupper)');
  await final.getByTestId('player-leader').click();
  await expect(final.getByTestId('player-leader')).toContainText(/Leo \(Market Leader\): total/);
  await t.click('Confirm the result and finish the game');
  // The game finished: the winner's line at the sheet's top is brought into view and focused (the Confirm button was at the foot of the
  // steps).
  await expect(final.getByTestId('final-headline')).toBeInViewport({ ratio: 1 });
  await expect(final.getByTestId('final-headline')).toBeFocused();
  // The breakdown's short figures say what they are (a play-tester could not tell what "MS" or "31 + 15 + 0" meant).
  await expect(final.getByText('MS: Market Share, before → after the Market Size')).toBeVisible();
  await expect(final.getByText("Money + the Shares' worth + the resource bonus = the total.")).toBeVisible();
  await expect(final.getByTestId('final-headline')).toHaveText(/^(Sam|Bea|Ang|Leo)( and \w+)* wins? with \d+M$/);
  await closeSheets(page);
  await main(page).click();
  await expect(sheet(page).getByTestId('final-outcome')).toBeInViewport();
});

test('Project names never break mid-word: the setup step at 320 and 390 px, the Projects sheet too', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await startDisrupt(page);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await closeSheets(page);
    const step = page.getByTestId('setup-step');
    for (const name of ['MiniaturePrime', 'BoardTube', 'Eturnium']) {
      const button = step.getByRole('button', { name: `Place ${name}`, exact: true });
      await expect(button).toBeVisible();
      expect(await wordsBrokenAcrossLines(button), `Place ${name} at ${width} px`).toEqual([]);
    }
    expect(await wordsBrokenAcrossLines(step), `the setup step at ${width} px`).toEqual([]);
    const projects = await openSheet(page, 'Projects');
    await expect(projects.getByRole('button', { name: 'Place MiniaturePrime', exact: true })).toBeVisible();
    expect(await wordsBrokenAcrossLines(projects.locator('.body')), `the Projects sheet at ${width} px`).toEqual([]);
  }
});

test('history lines name the player with the role', async ({ page }) => {
  const id = await startDisrupt(page);
  const t = await tapper(page);
  await openPlayer(page, 'p1');
  await t.click('Startupper +2');
  await page.goto(`/session/${id}/history`);
  await expect(page.locator('.log')).toContainText('Sam (Startupper) took 2M');
});
