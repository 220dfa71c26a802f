// What a play-tester's whole 4-player game at 390×844 found: whose turn it is on the scoreboard,
// a refused start that goes to the field to fix, a Market buy that cannot be paid saying what to
// do, Brand Equity moves past a full step, the game sheet buttons above the bottom bar, the
// Workflow's payout in one tap, the winner brought into view, the words, and the Market's places
// at 320 px.
import { expect, test, type Locator, type Page } from './fixtures';
import { startDisrupt } from './helpers';
import {
  advance,
  closeSheets,
  draftForSale,
  markedTiles,
  openPlayer,
  openSheet,
  pickAuctionShare,
  seqNow,
  startDisruptWith,
  tapSaved
} from './disrupt-steps';

const m = (page: Page, role: string) => page.getByTestId(`millions-${role}`);
const now = (page: Page) => page.getByTestId('phase-checklist');

/** Setup's last step: the Startupper places Eturnium (+1 Design, −1 Marketing). */
async function placeEturnium(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place Eturnium' }).click();
  await page.getByRole('button', { name: 'I am the Startupper' }).click();
  await tapSaved(page, '+1 Design, −1 Marketing');
  await closeSheets(page);
}

async function nextPhase(page: Page): Promise<void> {
  const seq = await seqNow(page);
  await advance(page);
  await expect.poll(() => seqNow(page)).toBeGreaterThan(seq);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-pending', '0');
}

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 844 }));

test('whose turn: the Startupper at setup, then a Worker a turn in turn order with Turn done; nobody’s in the Project phase; an auction’s bidder', async ({
  page
}) => {
  await startDisrupt(page);
  // Setup's last step is the Startupper's: Sam's tile is marked (▶, a heavier border), no other.
  await expect(markedTiles(page)).toHaveCount(1);
  await expect(page.getByTestId('player-p1')).toHaveClass(/current/);
  await expect(page.getByTestId('player-p1')).toContainText('▶');
  await placeEturnium(page);

  // Operations: Sam places Worker 1 of 3; Turn done hands it to Bea, then Ang, then Leo, then Sam's Worker 2.
  await expect(now(page)).toContainText('Sam (Startupper) places Worker 1 of 3');
  for (const [tile, next, name] of [
    ['p2', 'Bea', 'Bea (BPO) places Worker 1 of 3'],
    ['p3', 'Ang', 'Ang (Angel Investor) places Worker 1 of 3'],
    ['p4', 'Leo', 'Leo (Market Leader) places Worker 1 of 3'],
    ['p1', 'Sam', 'Sam (Startupper) places Worker 2 of 3']
  ] as const) {
    await tapSaved(page, `Turn done: ${next} next`);
    await expect(markedTiles(page)).toHaveCount(1);
    await expect(page.getByTestId(`player-${tile}`).getByRole('button')).toHaveAttribute('aria-current', 'step');
    await expect(now(page)).toContainText(name);
  }
  // Undo gives the turn back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('player-p4').getByRole('button')).toHaveAttribute('aria-current', 'step');

  // The Project phase is nobody's turn: no tile marked, and the moment says so.
  await nextPhase(page);
  await expect(markedTiles(page)).toHaveCount(0);
  await expect(now(page)).toContainText("Nobody's turn");
  // An auction: its bidder in turn order (from the first player, Sam) is marked while it runs.
  const auction = await openSheet(page, 'Auction');
  await pickAuctionShare(auction, 'cardflix', 'leader');
  await tapSaved(page, 'Open the auction');
  await closeSheets(page);
  await expect(page.getByTestId('player-p1').getByRole('button')).toHaveAttribute('aria-current', 'step');
  await expect(now(page)).toContainText('Sam (Startupper) bids or passes');
  // The Event phase: nobody's turn either.
  await openSheet(page, 'Auction');
  await tapSaved(page, 'Cancel the auction');
  await closeSheets(page);
  await nextPhase(page);
  await expect(markedTiles(page)).toHaveCount(0);
  await expect(now(page)).toContainText("Nobody's turn: reveal an Event");
});

test('a refused start goes to the Brand Equity field to fix, its message beside it and in view', async ({ page }) => {
  await page.goto('/new/disrupt');
  for (const [i, name] of ['Sam', 'Bea', 'Ang', 'Leo'].entries()) await page.locator(`#name-${i}`).fill(name);
  for (const [role, step] of [
    ['startupper', 3],
    ['bpo', 3],
    ['angel', 9],
    ['leader', 9]
  ] as const)
    await page.locator(`#be-start-${role}`).selectOption(String(step));
  await page.locator('#be-left-9').selectOption('angel');
  await page.getByRole('button', { name: 'Start game' }).click();
  const field = page.locator('#be-start-bpo');
  await expect(field).toBeFocused();
  const problem = page.locator('#be-start-bpo-problem');
  await expect(problem).toHaveText('Step 3 holds one token: Sam (Startupper) is on it.');
  await expect(problem).toBeInViewport({ ratio: 1 });
  await expect(field).toHaveAttribute('aria-describedby', 'be-start-bpo-problem');
  // Laid out under its field across the row at 390 px (in a half-width column it ran to 8 lines), the field no taller than one line.
  const lines = await problem.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
  expect((await field.boundingBox())!.height).toBeLessThanOrEqual(60);
  // The field itself keeps its width and its row (beside the message it grew to the whole row, 327 px at 390).
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    const [bpo, sam, said] = await Promise.all([
      field.boundingBox(),
      page.locator('#be-start-startupper').boundingBox(),
      problem.boundingBox()
    ]);
    expect(Math.round(bpo!.width), `at ${width} px`).toBe(Math.round(sam!.width));
    expect(bpo!.height, `at ${width} px`).toBeLessThanOrEqual(60);
    if (sam!.width * 2 < width) expect(Math.round(bpo!.y), `the same row at ${width} px`).toBe(Math.round(sam!.y));
    expect(said!.y, `the message under its field at ${width} px`).toBeGreaterThanOrEqual(bpo!.y + bpo!.height);
    expect(said!.y - (bpo!.y + bpo!.height), `the message right under its field at ${width} px`).toBeLessThan(40);
  }
  await expect(page).toHaveURL(/\/new\/disrupt$/);
  // Fixed, the game starts.
  await field.selectOption('4');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
});

test('a Market buy that cannot be paid names the player and offers the debt the table may agree to, beside the buyers', async ({
  page
}) => {
  await startDisrupt(page);
  const sam = await openPlayer(page, 'p1');
  await sam.locator('#money-startupper-amount').fill('8');
  await tapSaved(page, 'To the bank from Startupper');
  const market = await openSheet(page, 'Market');
  await market.getByTestId('market-public-1').click();
  await market.getByRole('button', { name: 'Sam, the Startupper, buys it for 7M' }).click();
  await expect(market.getByRole('alert')).toContainText(
    'Sam (Startupper) has only 2M: buying it for 7M would go below 0. Tick “Allow going below 0” only if the table agrees to a debt (the rulebook has none).'
  );
  await expect(market.getByRole('alert')).toBeInViewport({ ratio: 1 });
  // Cancel takes the reason with it: it spoke of a buy no longer on the screen.
  await market.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(market.getByTestId('market-chosen')).toHaveCount(0);
  await expect(market.getByRole('alert')).toHaveCount(0);
  await market.getByTestId('market-public-1').click();
  await market.getByRole('button', { name: 'Sam, the Startupper, buys it for 7M' }).click();
  await expect(market.getByRole('alert')).toContainText('Sam (Startupper) has only 2M');
  const allow = market.getByTestId('market-chosen').getByLabel(/Allow going below 0/);
  await expect(allow).toBeInViewport({ ratio: 1 });
  await allow.check();
  await tapSaved(page, 'Sam, the Startupper, buys it for 7M');
  await expect(m(page, 'startupper')).toHaveText('-5M');
});

test('Brand Equity from the player’s sheet: past a full step in 2 cards, never a dead end', async ({ page }) => {
  // Sam and Bea share step 8; Ang and Leo step 9: Leo's next step up is full.
  await startDisrupt(page);
  const leo = await openPlayer(page, 'p4');
  await expect(leo.getByRole('button', { name: /^Up 1 step/ })).toHaveCount(0);
  await expect(leo.getByTestId('be-note-leader')).toContainText(
    'Step 8 is full (Sam, Bea): a token lands only on an empty space, so moving past it takes 2 cards.'
  );
  // Said as a player counts it: the full step passed over and the cards, not "2 steps" to a token landing one place up.
  await tapSaved(page, 'Up past step 8: 2 cards to step 7 on Brand Equity for the Market Leader');
  await expect(page.getByTestId('tile-be-leader')).toHaveText('7');
  await expect(leo.getByRole('button', { name: /^Up 1 step to step 6/ })).toBeVisible();
});

test('at 390×844 with 4 players every game sheet button sits above the bottom bar and its Saved tab, each 44 px or more, in the fullest Project phase', async ({
  page
}) => {
  await startDisrupt(page);
  await placeEturnium(page);
  // Shares up for sale in two tiles (their lines are the longest) and the first player claimed.
  for (const [role, project] of [
    ['startupper', 'eturnium'],
    ['angel', 'cardflix']
  ] as const) {
    const market = await openSheet(page, 'Market');
    await draftForSale(market, role, [[4, project]]);
    await tapSaved(page, 'Put the row up for sale (+1 Experience)');
  }
  await closeSheets(page);
  const ang = await openPlayer(page, 'p3');
  await tapSaved(page, 'Claim first player for next round for the Angel Investor');
  await closeSheets(page);
  for (const phase of ['Operations', 'Project'] as const) {
    if (phase === 'Project') await nextPhase(page);
    await expect(page.getByTestId('moment-title')).toHaveText(`Round 1 of 6 · ${phase} phase`);
    await page.evaluate(() => window.scrollTo(0, 0));
    const limit = await page.evaluate(() =>
      Math.min(
        document.querySelector('.bar')!.getBoundingClientRect().top,
        document.querySelector('[data-testid="save-status"]')!.getBoundingClientRect().top
      )
    );
    const buttons = page.getByRole('group', { name: 'More actions' }).getByRole('button');
    await expect(buttons).toHaveCount(6);
    for (const b of await buttons.all()) {
      const box = (await b.boundingBox())!;
      expect(box.y + box.height, `${await b.textContent()} above the bar (${phase})`).toBeLessThanOrEqual(limit);
      expect(Math.min(box.width, box.height), `${await b.textContent()} at least 44 px`).toBeGreaterThanOrEqual(44);
    }
    // The moment's own buttons too.
    for (const b of await now(page).getByRole('button').all())
      expect((await b.boundingBox())!.y + (await b.boundingBox())!.height).toBeLessThanOrEqual(limit);
  }
  void ang;
});

test('a Workflow pays every owner per Share in one tap, one entry that Undo takes back whole', async ({ page }) => {
  await startDisrupt(page);
  await placeEturnium(page);
  const projects = await openSheet(page, 'Projects');
  await projects.getByTestId('payout-project').getByRole('button', { name: 'Eturnium' }).click();
  await expect(projects.getByTestId('payout-holders')).toHaveText('Shares owned (those up for sale count): Sam 3, Bea 1, Ang 1.');
  await tapSaved(page, '+2M per Share of Eturnium, to each owner');
  await expect(m(page, 'startupper')).toHaveText('16M');
  await expect(m(page, 'bpo')).toHaveText('17M');
  await expect(m(page, 'angel')).toHaveText('22M');
  await expect(m(page, 'leader')).toHaveText('25M');
  await closeSheets(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(m(page, 'startupper')).toHaveText('10M');
  await expect(m(page, 'bpo')).toHaveText('15M');
  await expect(m(page, 'angel')).toHaveText('20M');
});

test('a refused Workflow loss keeps the tapped button and the debt box it points to in view, above the grown foot', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisrupt(page);
  await placeEturnium(page);
  // Sam holds 3 Eturnium Shares and is left with 1M: −1M per Share would take him below 0.
  const sam = await openPlayer(page, 'p1');
  await sam.locator('#money-startupper-amount').fill('9');
  await tapSaved(page, 'To the bank from Startupper');
  const projects = await openSheet(page, 'Projects');
  await projects.getByTestId('payout-project').getByRole('button', { name: 'Eturnium' }).click();
  const loss = projects.getByRole('button', { name: '−1M per Share of Eturnium, to each owner' });
  await loss.scrollIntoViewIfNeeded();
  await loss.click();
  await expect(projects.getByRole('alert')).toContainText('Allow going below 0');
  // Shown whole inside the sheet's scrolling part (not under its foot), so a tap reaches them.
  const reachable = (target: Locator) =>
    target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const body = el.closest('.body')!.getBoundingClientRect();
      return r.top >= body.top && r.bottom <= body.bottom && hit !== null && (el.contains(hit) || hit.contains(el));
    });
  expect(await reachable(loss)).toBe(true);
  const allow = projects.getByRole('checkbox', { name: /^Allow going below 0 on a loss/ });
  expect(await reachable(allow)).toBe(true);
  await allow.check();
  await tapSaved(page, '−1M per Share of Eturnium, to each owner');
  await expect(m(page, 'startupper')).toHaveText('-2M');
});

test('one Project a Project phase: once the Startupper has placed one, the moment and the Secret Parameters sheet hold the rest back', async ({
  page
}) => {
  await startDisrupt(page);
  await placeEturnium(page);
  await nextPhase(page);
  const offer = page.getByTestId('phase-checklist').getByRole('button', { name: 'Place BoardTube' });
  await expect(offer).toBeVisible();
  await offer.click();
  await page.getByRole('button', { name: 'I am the Startupper' }).click();
  await tapSaved(page, '+1 Development, −1 Design');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByTestId('phase-checklist').getByRole('button', { name: /Place/ })).toHaveCount(0);
  const secrets = await openSheet(page, 'Secret Parameters');
  await expect(secrets.getByTestId('placed-this-phase')).toHaveText(
    'The Startupper places one Project a Project phase: the next waits for the next Project phase.'
  );
  await expect(secrets.getByRole('button', { name: 'Place MiniaturePrime' })).toBeDisabled();
});

test('words: an owner who wins the auction keeps the Share and pays the bank, as the button and the history say; the public buy says it once; Bull & Bear with “−”', async ({
  page
}) => {
  const id = await startDisruptWith(page, {
    count: 4,
    names: ['Ann', 'Bob', 'Cat', 'Dan'],
    places: [
      ['startupper', 8],
      ['bpo', 8],
      ['angel', 9],
      ['leader', 9]
    ],
    publicRow: ['cardflix', 'dicecoin', 'meeplebook']
  });
  await placeEturnium(page);
  const auction = await openSheet(page, 'Auction');
  await pickAuctionShare(auction, 'boardtube', 'angel');
  await tapSaved(page, 'Open the auction');
  await auction.getByLabel('Cat (Angel Investor)').check();
  await auction.getByRole('button', { name: '+1M on the bid' }).click();
  await auction.getByRole('button', { name: '+1M on the bid' }).click();
  await tapSaved(page, 'Bid 3M');
  // Three players are yet to pass: the close says it stands for their passes.
  await expect(auction.getByRole('button', { name: 'Cat keeps it: pays the bank 3M', exact: true })).toHaveCount(0);
  await tapSaved(page, 'Nobody else bids: Cat keeps it, pays the bank 3M');
  await expect(m(page, 'angel')).toHaveText('17M');

  // The public buys the only Share at its price: said once, without a "because".
  const market = await openSheet(page, 'Market');
  await draftForSale(market, 'bpo', [[3, 'eturnium']]);
  await tapSaved(page, 'Put the row up for sale (+1 Experience)');
  await market.getByTestId('public-price').getByRole('button', { name: '5M' }).click();
  await expect(market.getByTestId('public-choice').locator('p').first()).toHaveText(
    'The public buys an Eturnium Share of Bob (BPO) at 5M.'
  );
  await closeSheets(page);

  const final = await openSheet(page, 'Final scoring');
  await expect(final.getByTestId('bull-bear-0').getByRole('button')).toHaveText(['+2', '+1', '0', '−1', '−2']);
  // A button group, not a native select: each token a 44 px target.
  for (const token of await final.getByTestId('bull-bear-0').getByRole('button').all()) {
    const box = (await token.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await page.goto(`/session/${id}/history`);
  await expect(page.locator('.log')).toContainText(
    'Cat (Angel Investor) won the auction of their own BoardTube Share for 3M: kept it, paid the bank'
  );
});

test('the final scoring keeps its Bull & Bear tokens and the reveal through a reload, and through an Undo of the finished game', async ({
  page
}) => {
  await startDisrupt(page);
  await placeEturnium(page);
  let final = await openSheet(page, 'Final scoring');
  await final.getByTestId('bull-bear-1').getByRole('button', { name: '−2' }).click();
  await final.getByRole('button', { name: 'Show the final scoring' }).click();
  await page.getByRole('dialog', { name: 'Reveal the Secret Parameters?' }).getByRole('button', { name: 'Reveal' }).click();
  const headline = await final.getByTestId('final-headline').textContent();
  // The phone reloads mid-scoring: the table is not asked again.
  await page.reload();
  await expect(page.getByTestId('player-p1')).toBeVisible();
  final = await openSheet(page, 'Final scoring');
  await expect(final.getByTestId('bull-bear-1').getByRole('button', { name: '−2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(final.getByRole('button', { name: 'Show the final scoring' })).toHaveCount(0);
  await expect(final.getByTestId('final-headline')).toHaveText(headline!);
  // Finished, then undone (a slip on the confirmation): the sheet reopened keeps the table's tokens and reveal.
  await final.getByRole('button', { name: /^End the game now/ }).click();
  await page.getByRole('dialog', { name: 'The game is not over' }).getByRole('button', { name: 'End the game now' }).click();
  await expect(final.getByTestId('final-headline')).not.toHaveText(/^If the game ended now/);
  await closeSheets(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  final = await openSheet(page, 'Final scoring');
  await expect(final.getByTestId('bull-bear-1').getByRole('button', { name: '−2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(final.getByTestId('final-headline')).toHaveText(headline!);
});

test('the Market at 320 px: every place 44×44 or more, no sideways scroll; Set up for sale’s places too, each Share named', async ({
  page
}) => {
  await startDisrupt(page);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const market = await openSheet(page, 'Market');
    for (const cell of await market.locator('.market .cell').all()) {
      const box = (await cell.boundingBox())!;
      expect(Math.min(box.width, box.height), `a Market place at ${width} px`).toBeGreaterThanOrEqual(44);
    }
    expect(await market.locator('.body').evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(0);
    await draftForSale(market, 'startupper', [[0, 'miniatureprime']]);
    // The drafted row's places: each 44 px or more, the Share's name in it whole (the short name, the full one read out).
    const panel = market.getByTestId('setup-panel');
    for (const place of await panel.locator('.places button').all()) {
      const box = (await place.boundingBox())!;
      expect(Math.min(box.width, box.height), `a place of the drafted row at ${width} px`).toBeGreaterThanOrEqual(44);
      expect(
        await place.evaluate((b) => b.scrollWidth - b.clientWidth),
        `nothing spills out of a place at ${width} px`
      ).toBeLessThanOrEqual(0);
    }
    await expect(panel.getByTestId('setup-place-0')).toHaveText(/^\s*8M\s*Mini\s*MiniaturePrime\s*$/);
    expect(await panel.evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
    await closeSheets(page);
  }
});
