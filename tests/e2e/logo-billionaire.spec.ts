// Logo Billionaire through the UI: a whole Executive game from the deal to a confirmed billion
// (a launch refused for too many cards, takeovers won by each side, a launch from the table's own
// deck and spinner, an auction that moves its lot), and the table screen at 390×844: the tap
// budgets counted with every control in view, refusals in view, the screen's height and tiles,
// one pick-up per spin, the Takeover disk in the moment, trade defaults, No challenge, and no
// word broken at 320 and 390 px.
// Chance is scripted by replacing crypto.getRandomValues in the page (the app has no test hook).
import { expect, test, type Locator } from './fixtures';
import { balance, openChoices, savedAt, script, scriptableRandom, startGame, waitForServiceWorker } from './helpers';
import {
  announceLaunch,
  carsLaunch,
  carsTakeover,
  closeSheet,
  counter,
  inViewport,
  moneyForPlayer,
  nextPlayer,
  openGameSheet,
  openPlayerSheet,
  openSheet,
  tapForPlayer,
  textLayout
} from './logo-billionaire-steps';

/** The index of `card` among the cards left, in deck order, as drawCard reads it. */
function wordFor(remaining: (number | 'bust')[], card: number | 'bust'): number {
  const i = remaining.indexOf(card);
  if (i < 0) throw new Error(`${card} is not left`);
  remaining.splice(i, 1);
  return i;
}
const fullDeck = (): (number | 'bust')[] => [
  'bust',
  'bust',
  'bust',
  ...Array(6).fill(10),
  ...Array(6).fill(20),
  ...Array(5).fill(30),
  ...Array(4).fill(40),
  ...Array(3).fill(50)
];

test.beforeEach(({ page }) => scriptableRandom(page));

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an Executive game with 3 players, from the deal to a confirmed billion', async ({ page, context }) => {
    await page.goto('/new/logo-billionaire');
    await page.getByRole('button', { name: 'Add player' }).click();
    for (const [i, name] of ['Ana', 'Ben', 'Cai'].entries()) await page.locator(`#name-${i}`).fill(name);
    await page.locator('#piece-0').fill('Dragon Industries');
    await openChoices(page);
    await page.getByLabel('Executive').check();
    await expect(page.getByTestId('deck-summary')).toContainText('27 cards: 3 BUST');
    await expect(page.getByTestId('deck-summary')).toContainText('1 in 9');

    // The deal: six taps per player on big colour buttons, with a running count; three of each colour.
    await page.getByRole('button', { name: 'Enter the deal' }).click();
    const colour = (name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d+ left for`) });
    const hands = {
      Ana: ['Cars', 'Cars', 'Cars', 'Snacks', 'Snacks', 'Home'],
      Ben: ['Sweets', 'Sweets', 'Sweets', 'Grocery', 'Grocery', 'Snacks'],
      Cai: ['Home', 'Home', 'Grocery', 'Chilled', 'Chilled', 'Chilled']
    };
    for (const [who, cards] of Object.entries(hands)) {
      for (const [i, c] of cards.entries()) {
        if (i === 4) await expect(page.getByRole('status').filter({ hasText: `${who}: 4 of 6` })).toBeVisible();
        await colour(c).click();
      }
    }
    await expect(page.getByText('Dealt: 18 cards.')).toBeVisible();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/session\//);
    // The deal is one entry, before turn 1.
    await savedAt(page, 1);
    let seq = 1;
    const saved = async () => savedAt(page, ++seq);
    await expect(page.getByTestId('moment-title')).toHaveText('Round 1 · Turn 1: Ana');
    await expect(page.getByTestId('brands-p1-cars')).toContainText('3');
    await expect(page.getByTestId('brands-p3-chilled')).toContainText('3');

    // Ana spins 4 (scripted) and picks up two Cars: 5 of them.
    await script(page, [3]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await saved();
    await expect(page.getByTestId('moment-title').locator('..').getByText('Ana spun 4')).toBeVisible();
    await page.getByRole('button', { name: '+2 Cars for Ana' }).click();
    await saved();
    await expect(page.getByTestId('brands-p1-cars')).toContainText('5');
    // Cai takes a Takeover disk and a Cars card, in his sheet.
    const cai = await openPlayerSheet(page, 'p3');
    await cai.getByRole('button', { name: 'Take a disk for Cai' }).click();
    await saved();
    await cai.getByRole('button', { name: '+1 Cars for Cai' }).click();
    await saved();
    await closeSheet(page);
    await expect(page.getByTestId('disk-p3')).toBeVisible();

    // A launch refused for more cards than held: the reason shows at the sheet's foot, nothing is stored.
    await page.getByRole('button', { name: 'Launch Cars (5)' }).click();
    const launch = page.locator('dialog#launch-sheet[open]');
    await expect(launch.locator('#launch-cards')).toHaveValue('5');
    await expect(launch.getByRole('button', { name: 'one card more' })).toBeDisabled();
    await launch.locator('#launch-cards').fill('6');
    await launch.getByRole('button', { name: 'Announce the launch' }).click();
    const refusal = launch
      .getByRole('alert')
      .filter({ hasText: 'Ana holds 5 Cars cards: a company is made of cards held, so this one has 3 to 5, not 6.' });
    await expect(refusal).toBeVisible();
    expect(await inViewport(refusal)).toBe(true);
    await savedAt(page, seq);
    await launch.locator('#launch-cards').fill('5');
    await launch.getByRole('button', { name: 'Announce the launch' }).click();
    await saved();

    // Cai tries a takeover and loses: Cai 1 card + spin 2 = 3 against Ana 5 cards + spin 1 = 6.
    await expect(launch.locator('#challenger')).toHaveValue('p3');
    await script(page, [1, 0]);
    await launch.getByRole('button', { name: /Spin for the takeover/ }).click();
    await saved();
    const takeover = launch.getByTestId('takeover-result');
    await expect(takeover).toContainText('Cai 1 card + spin 2 = 3');
    await expect(takeover).toContainText('Ana 5 cards + spin 1 = 6');
    await expect(takeover).toContainText("Ana wins Cai's 1 Cars card: the launch goes on with 6 cards.");
    await expect(page.getByTestId('brands-p1-cars')).toContainText('6');
    await expect(page.getByTestId('brands-p3-cars')).toContainText('0');
    await expect(page.getByTestId('disk-p3')).toHaveCount(0);

    // Draws scripted to 20M then 30M: 50M × 6 cards = 300M.
    await expect(launch.getByTestId('bust-chance')).toHaveText('11.1%');
    const deck = fullDeck();
    await script(page, [wordFor(deck, 20)]);
    await launch.getByRole('button', { name: 'Draw', exact: true }).click();
    await saved();
    await script(page, [wordFor(deck, 30)]);
    await launch.getByRole('button', { name: 'Draw', exact: true }).click();
    await saved();
    await expect(launch.getByTestId('rb-total')).toHaveText('50M');
    await expect(launch.getByTestId('value-so-far')).toHaveText('300M');
    await expect(launch.getByTestId('bust-chance')).toHaveText('12%');
    await launch.getByRole('button', { name: /^Stop and launch/ }).click();
    await saved();
    await expect(launch.getByTestId('last-launch')).toContainText('+300M');
    await closeSheet(page);
    expect(await balance(page, 'p1')).toBe('350M');
    await expect(page.getByTestId('brands-p1-cars')).toContainText('0');
    // The moment keeps this turn's result in view: the takeover and the launch.
    await expect(page.getByTestId('takeover-result')).toContainText('Ana wins');
    await expect(page.getByTestId('last-launch')).toContainText('20M + 30M = 50M × 6 = 300M');

    // Ben's turn: his Sweets launch is taken over by Ana, on the board's spinner: Ana 1 + 6 = 7 against Ben 3 + 1 = 4.
    await nextPlayer(page);
    await saved();
    await expect(page.getByTestId('last-launch')).toHaveCount(0);
    const ana = await openPlayerSheet(page, 'p1');
    await ana.getByRole('button', { name: 'Take a disk for Ana' }).click();
    await saved();
    await ana.getByRole('button', { name: '+1 Sweets for Ana' }).click();
    await saved();
    await closeSheet(page);
    await announceLaunch(page, 'Sweets');
    await saved();
    await launch.getByRole('button', { name: "The board's spinner" }).click();
    // The numbers it opens come into the sheet's view (they opened below it, and the tap seemed to do nothing).
    await expect(launch.getByRole('button', { name: "6 (Ana's takeover spin)" })).toBeInViewport({ ratio: 1 });
    await launch.getByRole('button', { name: "6 (Ana's takeover spin)" }).click();
    await launch.getByRole('button', { name: "1 (Ben's takeover spin)" }).click();
    await launch.getByRole('button', { name: 'Record the spins' }).click();
    await saved();
    await expect(launch.getByTestId('takeover-result')).toContainText('Ana 1 card + spin 6 = 7');
    await expect(launch.getByTestId('takeover-result')).toContainText('Ben 3 cards + spin 1 = 4');
    await expect(launch.getByTestId('takeover-result')).toContainText(
      "Ana wins Ben's 3 Sweets cards: the launch is off; Ana can launch them on a later turn."
    );
    await expect(launch.getByRole('button', { name: 'Draw', exact: true })).toHaveCount(0);
    await closeSheet(page);
    await expect(page.getByTestId('brands-p1-sweets')).toContainText('4');
    await expect(page.getByTestId('brands-p2-sweets')).toContainText('0');
    await expect(page.getByTestId('takeover-result')).toContainText('the launch is off');

    // Cai's turn, with the table's own spinner and deck: a spin of 5 entered, then cards entered;
    // a fourth 50M is refused (all three are out), then BUST, shown as large as a win.
    await nextPlayer(page);
    await saved();
    // Tapped twice (a first tap that seemed not to take): the number pad stays open.
    await page.getByRole('button', { name: "Board's spinner" }).click();
    await page.getByRole('button', { name: "Board's spinner" }).click();
    await expect(page.getByRole('button', { name: "Board's spinner" })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: "5 (Cai's spin on the board)" }).click();
    await saved();
    await expect(page.getByTestId('moment-title').locator('..').getByText('Cai spun 5')).toBeVisible();
    await page.getByRole('button', { name: '+2 Home for Cai' }).click();
    await saved();
    await announceLaunch(page, 'Home');
    await saved();
    await launch.getByRole('button', { name: "Drew from the table's deck? Enter the card" }).click();
    for (let i = 0; i < 3; i++) {
      await launch.getByRole('button', { name: /^50M \d left$/ }).click();
      await saved();
    }
    await expect(launch.getByRole('button', { name: /^50M 0 left$/ })).toBeVisible();
    await expect(launch.getByTestId('bust-chance')).toHaveText('12.5%');
    await launch.getByRole('button', { name: /^50M 0 left$/ }).click();
    await expect(
      launch.getByRole('alert').filter({ hasText: '50M is not left in the deck: all 3 have been drawn in this launch.' })
    ).toBeVisible();
    await savedAt(page, seq);
    await launch.getByRole('button', { name: /^BUST \d left$/ }).click();
    await saved();
    await expect(launch.getByTestId('last-launch')).toContainText('BUST');
    await closeSheet(page);
    const bust = page.getByTestId('last-launch');
    await expect(bust).toContainText("Cai's Home company is worth nothing: its 4 Home cards go back to the board and nothing is paid.");
    expect(await bust.locator('.big').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(30);
    expect(await balance(page, 'p3')).toBe('50M');
    await expect(page.getByTestId('brands-p3-home')).toContainText('0');

    // A Newsflash auction of two Cars cards from the board: Cai wins it, pays the bank and takes them.
    await nextPlayer(page);
    await saved();
    const auction = await openGameSheet(page, 'Auction', 'auction-sheet');
    for (let i = 0; i < 2; i++) await auction.getByRole('button', { name: 'one Cars card more in the lot' }).click();
    await auction.getByRole('button', { name: 'Open the auction (2 cards)' }).click();
    await saved();
    await expect(auction.getByTestId('auction-lot')).toHaveText('2 Cars');
    // A typed bid, then a raise of 10M: each one tap on the bidder's row.
    await auction.locator('#bid-amount').fill('20');
    await auction.getByRole('button', { name: 'Ben bids 20M' }).click();
    await saved();
    await expect(auction.locator('#bid-amount')).toHaveValue('');
    await auction.getByRole('button', { name: 'Cai bids 30M' }).click();
    await saved();
    await auction.getByRole('button', { name: 'Sell to Cai for 30M', exact: true }).click();
    await auction.getByRole('button', { name: 'Sell to Cai', exact: true }).click();
    await saved();
    // The sheet says how the auction ended before it offers a new one.
    await expect(auction.getByTestId('auction-ended')).toHaveText('Sold: Cai paid the bank 30M and took 2 Cars.');
    await expect(auction.getByRole('button', { name: 'Open the auction (0 cards)' })).toBeVisible();
    await closeSheet(page);
    expect(await balance(page, 'p3')).toBe('20M');
    await expect(page.getByTestId('brands-p3-cars')).toContainText('2');

    // A Newsflash payment to everyone in one gesture.
    const news = await openGameSheet(page, 'Newsflash', 'news-sheet');
    await news.getByLabel('Everyone').check();
    await news.locator('#news-amount').fill('10');
    await news.getByRole('button', { name: 'Apply to 3 players' }).click();
    await saved();
    // Applied: nobody is ticked any more and the amount is cleared, so a second tap pays no one again.
    await expect(news.getByLabel('Everyone')).not.toBeChecked();
    for (const name of ['Ana', 'Ben', 'Cai']) await expect(news.getByLabel(name, { exact: true })).not.toBeChecked();
    await expect(news.locator('#news-amount')).toHaveValue('');
    await news.getByRole('button', { name: 'Apply to 0 players' }).click();
    await expect(news.getByText('Tick at least one player.')).toBeVisible();
    await savedAt(page, seq);
    await closeSheet(page);
    expect([await balance(page, 'p1'), await balance(page, 'p2'), await balance(page, 'p3')]).toEqual(['360M', '60M', '30M']);

    // A reload and an offline stretch.
    await waitForServiceWorker(page);
    await savedAt(page, seq);
    await context.setOffline(true);
    await tapForPlayer(page, 'p2', 'Ben +100');
    await saved();
    await page.reload();
    await savedAt(page, seq);
    expect(await balance(page, 'p2')).toBe('160M');
    await context.setOffline(false);

    // A typed amount that would win asks first: "No" stores nothing and keeps the amount; "Yes" wins.
    await moneyForPlayer(page, 'p1', '700', 'From the bank to Ana');
    const question = page.getByRole('dialog', { name: 'Does this win the game?' });
    await expect(question).toContainText('Ana reaches 1,060M and wins — confirm?');
    await question.getByRole('button', { name: 'No, go back' }).click();
    await savedAt(page, seq);
    expect(await balance(page, 'p1')).toBe('360M');
    const sheet = openSheet(page);
    await expect(sheet.locator('#money-p1-amount')).toHaveValue('700');
    await sheet.getByRole('button', { name: 'From the bank to Ana', exact: true }).click();
    await question.getByRole('button', { name: 'Yes, confirm the win' }).click();
    await saved();
    // Confirming the win closed the sheet: the finished game shows.
    await expect(openSheet(page)).toHaveCount(0);
    await expect(page.getByText('Ana has reached a billion and wins!')).toBeVisible();
    expect(await balance(page, 'p1')).toBe('1,060M');
    // The win stops the play clock.
    const clock = page.getByRole('timer').first();
    const stopped = await clock.textContent();
    await page.waitForTimeout(2100);
    await expect(clock).toHaveText(stopped!);
    await expect(page.getByRole('button', { name: 'Next player' })).toBeDisabled();
    // Where the sheets' buttons are, the game says it is over; they are closed, with that reason.
    const over = page.getByTestId('over-note');
    await expect(over).toHaveText(
      'Launches, trades, Newsflashes and auctions are closed (Undo reopens the game if the winning change was a mistake). The deck and History can still be read.'
    );
    expect(await inViewport(over)).toBe(true);
    for (const name of ['Launch…', 'Trade', 'Newsflash', 'Auction']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/^Launches, trades, Newsflashes and auctions are closed/);
    }
    await expect(page.getByRole('button', { name: 'The deck', exact: true })).toBeEnabled();
    // A player's sheet says so too, above its disabled buttons.
    const anaAfter = await openPlayerSheet(page, 'p1');
    await expect(anaAfter.getByTestId('game-over-note')).toHaveText(
      'The game is over: Ana has reached a billion. Nothing more can be played unless the last change is undone; the game and its history can still be read.'
    );
    await closeSheet(page);

    await page.goto('/session/' + page.url().split('/session/')[1] + '/history');
    const log = page.locator('.log li');
    // The deal stands apart from turn 1, under its own heading.
    const deal = page.getByRole('region', { name: 'The deal' });
    await expect(deal.locator('li')).toHaveCount(1);
    await expect(deal).toContainText(
      'The deal, 6 Brand cards each: Ana 2 Snacks, 1 Home, 3 Cars; Ben 1 Snacks, 3 Sweets, 2 Grocery; Cai 2 Home, 1 Grocery, 3 Chilled'
    );
    await expect(deal).not.toContainText('same tap');
    await expect(page.getByRole('region', { name: 'Turn 1' })).not.toContainText('dealt');
    await expect(log.filter({ hasText: 'Ana spun 4' })).toHaveCount(1);
    await expect(log.filter({ hasText: 'Cai spun 5 (the board’s spinner)' })).toHaveCount(1);
    await expect(log.filter({ hasText: 'Takeover by' })).toHaveCount(2);
    await expect(log.filter({ hasText: 'Cai drew 50M from the table’s deck' })).toHaveCount(3);
    await expect(log.filter({ hasText: 'Cai won the auction for 30M and takes 2 Cars' })).toHaveCount(1);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
    await expect(page.locator('.sessions li').first()).toContainText('Won');
  });
});

test.describe('the table screen at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the common actions within their tap budgets, every control in view', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'], { executive: true });
    let seq = 0;

    // Spin and pick up two cards of a colour: 2 taps.
    const spin = counter(page);
    await script(page, [2]);
    await spin.tap(page.getByRole('button', { name: 'Spin', exact: true }));
    await savedAt(page, ++seq);
    await spin.tap(page.getByRole('button', { name: '+2 Snacks for Ana' }));
    await savedAt(page, ++seq);
    expect(spin.taps).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('brands-p1-snacks')).toContainText('2');

    // Pay the bank a typed amount: 3 taps plus the digits (the tile, the amount, To the bank).
    const bank = counter(page);
    await bank.tap(page.getByTestId('player-p1').getByRole('button'));
    const sheet = page.locator('dialog#player-sheet-p1[open]');
    await expect(sheet).toBeVisible();
    await bank.tap(sheet.locator('#money-p1-amount'));
    await page.keyboard.type('20');
    await bank.tap(sheet.getByRole('button', { name: 'To the bank from Ana', exact: true }));
    await savedAt(page, ++seq);
    expect(bank.taps).toBeLessThanOrEqual(3);
    expect(await balance(page, 'p1')).toBe('30M');
    await closeSheet(page);

    // Pay another player: 4 taps at most plus the digits (here 3: the tile, the amount, Pay Ben).
    const pay = counter(page);
    await pay.tap(page.getByTestId('player-p1').getByRole('button'));
    await pay.tap(sheet.locator('#money-p1-amount'));
    await page.keyboard.type('10');
    await pay.tap(sheet.getByRole('button', { name: 'Pay Ben', exact: true }));
    await savedAt(page, ++seq);
    expect(pay.taps).toBeLessThanOrEqual(4);
    expect([await balance(page, 'p1'), await balance(page, 'p2')]).toEqual(['20M', '60M']);

    // A refusal with the tapped control scrolled as low as it goes: its reason is in view, announced.
    await sheet.locator('#money-p1-amount').fill('500');
    const payCai = sheet.getByRole('button', { name: 'Pay Cai', exact: true });
    await payCai.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await payCai.click();
    const refused = sheet.getByRole('alert').filter({ hasText: 'Ana has only 20M; cannot pay 500M.' });
    await expect(refused).toBeVisible();
    expect(await inViewport(refused)).toBe(true);
    await savedAt(page, seq);
    await closeSheet(page);

    // Launch the ready company, draw twice, stop: 5 taps; Draw and Stop always in view.
    // The turn's pick-up is made: a third Snacks card is a correction in Ana's sheet.
    await tapForPlayer(page, 'p1', '+1 Snacks for Ana');
    await savedAt(page, ++seq);
    await closeSheet(page);
    const launching = counter(page);
    await launching.tap(page.getByRole('button', { name: 'Launch Snacks (3)' }));
    const launch = page.locator('dialog#launch-sheet[open]');
    await expect(launch.locator('#launch-cards')).toHaveValue('3');
    await launching.tap(launch.getByRole('button', { name: 'Announce the launch' }));
    await savedAt(page, ++seq);
    const deck = fullDeck();
    const draw = launch.getByRole('button', { name: 'Draw', exact: true });
    const stop = launch.getByRole('button', { name: /^Stop and launch/ });
    for (const card of [10, 20] as const) {
      expect(await inViewport(draw)).toBe(true);
      expect(await inViewport(stop)).toBe(true);
      await script(page, [wordFor(deck, card)]);
      await launching.tap(draw);
      await savedAt(page, ++seq);
      // Scrolled to the foot of the sheet and back, both stay where the thumb is.
      for (const block of ['end', 'start'] as const) {
        await launch.locator('.body').evaluate((el, b) => (el.scrollTop = b === 'end' ? el.scrollHeight : 0), block);
        expect(await inViewport(draw)).toBe(true);
        expect(await inViewport(stop)).toBe(true);
      }
    }
    await launching.tap(stop);
    await savedAt(page, ++seq);
    expect(launching.taps).toBeLessThanOrEqual(5);
    await expect(launch.getByTestId('last-launch')).toContainText('+90M');
    await closeSheet(page);
    expect(await balance(page, 'p1')).toBe('110M');
    test.info().annotations.push({
      type: 'taps',
      description: `spin + pick-up ${spin.taps}, pay the bank ${bank.taps}, pay a player ${pay.taps}, launch + 2 draws + stop ${launching.taps}`
    });

    // Undo refused with no sheet open (Ben's drawn card depends on his announcement): the reason
    // shows just above the bottom bar, in view, and is announced.
    await nextPlayer(page);
    await savedAt(page, ++seq);
    await script(page, [0]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByRole('button', { name: '+2 Cars for Ben' }).click();
    await tapForPlayer(page, 'p2', '+1 Cars for Ben');
    await closeSheet(page);
    await announceLaunch(page, 'Cars');
    await script(page, [wordFor(fullDeck(), 10)]);
    await launch.getByRole('button', { name: 'Draw', exact: true }).click();
    seq += 5;
    await savedAt(page, seq);
    await closeSheet(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await inViewport(undo)).toBe(true);
    await undo.click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Cannot undo “Ben announced a Cars (3 cards) launch”: “Ben drew 10M”, later, depends on it' });
    await expect(notice).toBeVisible();
    expect(await inViewport(notice)).toBe(true);
    await savedAt(page, seq);
  });

  test('the main screen: at most 1.5 screens with 6 players mid-game, every tile in view from 320 to 430 px', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'], { executive: true });
    // Mid-game: a spin, a launch of 3 Cars that went BUST (its result is shown), a disk held.
    await script(page, [0]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByRole('button', { name: '+2 Cars for Ana' }).click();
    await tapForPlayer(page, 'p1', '+1 Cars for Ana');
    await tapForPlayer(page, 'p4', 'Take a disk for Dee');
    await closeSheet(page);
    await announceLaunch(page, 'Cars');
    await script(page, [0]);
    await page.locator('dialog#launch-sheet[open]').getByRole('button', { name: 'Draw', exact: true }).click();
    await savedAt(page, 6);
    await closeSheet(page);
    await expect(page.getByTestId('last-launch')).toContainText('BUST');
    // Measured once the closed sheet has left the page (its closing slide still adds to the height).
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1.5 * 844);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'main screen height at 390×844, 6 players', description: `${height} px` });
    // Tap to open a sheet: the first time (its code loads) and again, from the tap to the open dialog;
    // each time it opens.
    const opens: number[] = [];
    for (let i = 0; i < 3; i++) {
      opens.push(
        await page.evaluate(async () => {
          const t0 = performance.now();
          document.querySelector<HTMLButtonElement>('[data-testid="player-p2"] button')!.click();
          await new Promise<void>((resolve) => {
            const check = () => (document.querySelector('dialog#player-sheet-p2[open]') ? resolve() : requestAnimationFrame(check));
            check();
          });
          return performance.now() - t0;
        })
      );
      await closeSheet(page);
    }
    // Noted only: `npm run bench` holds the time to its budget (a test's timing swings with the machine).
    test.info().annotations.push({ type: 'tap to open a player sheet', description: opens.map((t) => `${Math.round(t)} ms`).join(', ') });
    // Close, then a tile at once (before the dialog's own close event arrives): the new sheet stays open.
    await page.getByTestId('player-p2').getByRole('button').click();
    await expect(page.locator('dialog#player-sheet-p2[open]')).toBeVisible();
    const stayedOpen = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('dialog[open] .head button.close')!.click();
      // Svelte closes the dialog in a microtask; the dialog's close event is a task of its own, later.
      await Promise.resolve();
      await Promise.resolve();
      document.querySelector<HTMLButtonElement>('[data-testid="player-p3"] button')!.click();
      await new Promise((r) => setTimeout(r, 300));
      return !!document.querySelector('dialog.sheet[open]');
    });
    expect(stayedOpen).toBe(true);
    await expect(openSheet(page)).toHaveAttribute('id', 'player-sheet-p3');
    await closeSheet(page);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'])
        expect(await inViewport(page.getByTestId(`player-${id}`)), `player-${id} at ${width} px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    // A ready company's badge never pushes its row's buttons onto a second line.
    const ben = await openPlayerSheet(page, 'p2');
    for (const step of ['+2 Cars for Ben', '+1 Cars for Ben', '+2 Chilled for Ben', '+2 Chilled for Ben'])
      await ben.getByRole('button', { name: step }).click();
    await savedAt(page, 10);
    await expect(ben.getByText('ready', { exact: true })).toHaveCount(2);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      const rows = await ben.locator('.brands li').evaluateAll((items) =>
        items.map((li) => {
          const what = li.querySelector('.what')!.getBoundingClientRect();
          const buttons = [...li.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
          return {
            sameLine: buttons.every((b) => b.top < what.bottom && b.bottom > what.top && Math.abs(b.top - buttons[0].top) < 1),
            inside: buttons.every((b) => b.right <= li.getBoundingClientRect().right + 0.5)
          };
        })
      );
      expect(rows, `${width} px`).toEqual(Array(6).fill({ sameLine: true, inside: true }));
    }
  });

  test('no word is broken at 320 and 390 px: colour buttons, quick amounts, a tile of 1,210M', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'], { executive: true });
    const oneLine = async (what: string, locator: Locator, count: number) => {
      const layout = await textLayout(locator);
      expect(layout, what).toHaveLength(count);
      for (const l of layout) expect({ ...l, what }, `${what}: “${l.text}”`).toEqual({ text: l.text, lines: 1, spills: false, what });
    };
    const widths = [320, 390];
    // The moment's pick-up cells.
    await script(page, [0]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await savedAt(page, 1);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await oneLine(`pick-up colours at ${width} px`, page.locator('.pick .cat'), 6);
    }
    // The launch sheet's colour buttons.
    const launch = await openGameSheet(page, 'Launch…', 'launch-sheet');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await oneLine(`launch colours at ${width} px`, launch.locator('.choices button'), 6);
    }
    await closeSheet(page);
    // The player's sheet: quick amounts and the Brand card rows.
    const ana = await openPlayerSheet(page, 'p1');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await oneLine(`quick amounts at ${width} px`, ana.getByRole('group', { name: 'Quick amounts for Ana' }).getByRole('button'), 6);
      await oneLine(`Brand card names at ${width} px`, ana.locator('.brands .label'), 6);
    }
    // A tile's balance past a billion (the confirmed win): one figure, on one line, inside its tile.
    await moneyForPlayer(page, 'p1', '1160', 'From the bank to Ana');
    await page.getByRole('dialog', { name: 'Does this win the game?' }).getByRole('button', { name: 'Yes, confirm the win' }).click();
    await savedAt(page, 2);
    // Confirming the win closed the sheet: the finished game shows.
    await expect(openSheet(page)).toHaveCount(0);
    expect(await balance(page, 'p1')).toBe('1,210M');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      // Read as the page settles at the new width: the figure's size (its box's cqi) follows the box a
      // frame or more after a resize (two frames were not always enough in the headless shell), and read
      // at once it was still the wider screen's, a figure 17 px past its box that no frame shows.
      const figures = page.locator('[data-testid^="balance-"]');
      await expect
        .poll(async () => (await textLayout(figures)).filter((l) => l.lines !== 1 || l.spills).map((l) => l.text), {
          message: `tile figures at ${width} px: on one line, inside their boxes`
        })
        .toEqual([]);
      await expect(figures).toHaveCount(6);
      const fits = () =>
        page
          .getByTestId('balance-p1')
          .evaluate((el) => el.getBoundingClientRect().right <= el.closest('button')!.getBoundingClientRect().right);
      await expect.poll(fits, { message: `1,210M inside its tile at ${width} px` }).toBe(true);
    }
  });

  test('one spin gives one pick-up: the moment moves on; the Takeover disk is one tap in the moment, one at a time', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
    await script(page, [1]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await savedAt(page, 1);
    const picks = page.getByRole('group', { name: 'Pick up for Ana' });
    await expect(picks.getByRole('button')).toHaveCount(12);
    await picks.getByRole('button', { name: '+2 Snacks for Ana' }).click();
    await savedAt(page, 2);
    // The pick-up is made: no more pick buttons for this spin, and the moment says what was picked.
    await expect(picks).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^\+[12] \w+ for Ana$/ })).toHaveCount(0);
    await expect(page.getByTestId('picked')).toContainText('Ana spun 2 and picked up 2 Snacks cards.');
    await expect(page.getByTestId('brands-p1-snacks')).toContainText('2');
    // Ana's sheet keeps its corrections.
    const ana = await openPlayerSheet(page, 'p1');
    for (const name of ['+2 Snacks for Ana', '+1 Snacks for Ana', '−1 Snacks for Ana (a correction)'])
      await expect(ana.getByRole('button', { name, exact: true })).toBeEnabled();
    await closeSheet(page);

    // Landed on TAKEOVER: one tap in the moment, in view without scrolling.
    const disk = page.getByRole('button', { name: 'Take a Takeover disk for Ana' });
    expect(await inViewport(disk)).toBe(true);
    await disk.click();
    await savedAt(page, 3);
    await expect(page.getByTestId('disk-p1')).toBeVisible();
    await expect(disk).toHaveCount(0);
    await expect(page.getByTestId('disk-held')).toHaveText('Ana holds a Takeover disk (one at a time).');

    // The next turn: before the spin nothing to pick; after it, Ben's pick-up and his disk.
    await nextPlayer(page);
    await savedAt(page, 4);
    await expect(page.getByRole('group', { name: 'Pick up for Ben' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Take a Takeover disk for Ben' })).toHaveCount(0);
    await script(page, [0]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await savedAt(page, 5);
    await page.getByRole('group', { name: 'Pick up for Ben' }).getByRole('button', { name: '+1 Home for Ben' }).click();
    await savedAt(page, 6);
    await expect(page.getByTestId('picked')).toContainText('Ben spun 1 and picked up 1 Home card.');
    await expect(page.getByRole('button', { name: 'Take a Takeover disk for Ben' })).toBeVisible();
  });

  test('the Apprentice game has no Takeover disk in the moment', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
    await script(page, [1]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await savedAt(page, 1);
    await expect(page.getByRole('group', { name: 'Pick up for Ana' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Takeover disk/ })).toHaveCount(0);
  });

  test('trade: the turn’s player trades once with each other player; the card lists start on cards held, so the first Buy and Swap go through and say so; after a trade nothing is picked', async ({
    page
  }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
    await tapForPlayer(page, 'p2', '+2 Cars for Ben');
    await savedAt(page, 1);
    await tapForPlayer(page, 'p1', '+1 Home for Ana');
    await savedAt(page, 2);
    let trade = await openGameSheet(page, 'Trade', 'trade-sheet');
    await expect(trade.getByRole('heading', { name: 'Trade: Ana' })).toBeVisible();
    // Cai holds nothing: his row offers no card to buy.
    await expect(trade.getByRole('group', { name: "Cai's cards" })).toHaveCount(0);
    await expect(trade.getByRole('listitem').filter({ hasText: 'Cai' })).toContainText('holds no Brand card');
    await closeSheet(page);
    await tapForPlayer(page, 'p3', '+1 Sweets for Cai');
    await savedAt(page, 3);
    await closeSheet(page);

    trade = await openGameSheet(page, 'Trade', 'trade-sheet');
    const bens = trade.getByRole('group', { name: "Ben's cards" });
    await expect(bens.getByRole('button')).toHaveCount(1);
    await expect(bens.getByRole('button', { name: 'Cars 2 held' })).toHaveAttribute('aria-pressed', 'true');
    await trade.getByRole('button', { name: "Buy Ben's Cars for 30M" }).click();
    await savedAt(page, 4);
    await expect(trade.getByTestId('saved-line').getByRole('status')).toHaveText('Saved: Ana bought a Cars card from Ben for 30M.');
    expect([await balance(page, 'p1'), await balance(page, 'p2')]).toEqual(['20M', '80M']);
    // One card from each other player: Ben is marked and offers nothing more. Nothing is picked for
    // the next trade: Buy and Swap wait for a card, so a hurried second tap on Buy buys nothing.
    await expect(trade.getByTestId('traded-p2')).toHaveText('traded this turn');
    await expect(bens).toHaveCount(0);
    await expect(trade.locator('button[aria-pressed="true"]')).toHaveCount(0);
    const waitingBuy = trade.getByRole('button', { name: 'Buy for 30M', exact: true });
    await expect(waitingBuy).toBeDisabled();
    await expect(trade.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled();
    await waitingBuy.click({ force: true });
    expect(await balance(page, 'p1')).toBe('20M');
    await trade.getByRole('group', { name: "Cai's cards" }).getByRole('button', { name: 'Sweets 1 held' }).click();
    await expect(trade.getByRole('group', { name: "Cai's cards" }).getByRole('button', { name: 'Sweets 1 held' })).toHaveAttribute(
      'aria-pressed',
      'true'
    );
    // The swap: Ana gives her Home card, Cai his Sweets card.
    await expect(trade.getByRole('group', { name: "Ana's cards" }).getByRole('button', { name: 'Home 1 held' })).toHaveAttribute(
      'aria-pressed',
      'true'
    );
    await trade.getByRole('button', { name: "Swap Home for Cai's Sweets" }).click();
    await savedAt(page, 5);
    await expect(trade.getByTestId('saved-line').getByRole('status')).toHaveText("Saved: Ana swapped a Home card for Cai's Sweets card.");
    await expect(page.getByTestId('brands-p1-sweets')).toContainText('1');
    await expect(page.getByTestId('brands-p3-home')).toContainText('1');
    // Both traded with: nothing more this turn, and the sheet says why.
    await expect(trade.getByTestId('buy-blocked')).toHaveText('Ana has traded with every other player this turn.');
    const [buy, swap] = [trade.getByRole('button', { name: /^Buy/ }), trade.getByRole('button', { name: /^Swap/ })];
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription('Ana has traded with every other player this turn.');
    await expect(swap).toBeDisabled();
  });

  test('a launch with a possible takeover: "No challenge" closes the takeover panel, Draw stays live', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
    await script(page, [1]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByRole('button', { name: '+2 Cars for Ana' }).click();
    await tapForPlayer(page, 'p1', '+1 Cars for Ana');
    await tapForPlayer(page, 'p2', 'Take a disk for Ben');
    await tapForPlayer(page, 'p2', '+1 Cars for Ben');
    await savedAt(page, 5);
    await closeSheet(page);
    const launch = await announceLaunch(page, 'Cars');
    await savedAt(page, 6);
    const panel = launch.getByRole('region', { name: 'Takeover?' });
    await expect(panel).toContainText('drawing the first card means no challenge');
    const draw = launch.getByRole('button', { name: 'Draw', exact: true });
    await expect(draw).toBeEnabled();
    await panel.getByRole('button', { name: 'No challenge' }).click();
    await expect(panel).toHaveCount(0);
    await expect(launch.getByTestId('no-challenge')).toContainText('No takeover challenge.');
    await expect(draw).toBeEnabled();
    await savedAt(page, 6);
    // Someone shouts after all: the panel comes back, as it was.
    await launch.getByRole('button', { name: 'TAKEOVER after all' }).click();
    await expect(panel.locator('#challenger')).toHaveValue('p2');
    await panel.getByRole('button', { name: 'No challenge' }).click();
    await script(page, [wordFor(fullDeck(), 10)]);
    await draw.click();
    await savedAt(page, 7);
    await expect(launch.getByTestId('no-challenge')).toHaveCount(0);
    await expect(launch.getByTestId('rb-total')).toHaveText('10M');
  });

  test('Apprentice: the ready company launches from the moment (no announcement to wait on), so launch, draw twice and stop is 4 taps', async ({
    page
  }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
    await script(page, [0]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByRole('button', { name: '+2 Home for Ana' }).click();
    await tapForPlayer(page, 'p1', '+2 Home for Ana');
    await savedAt(page, 3);
    // A second company ready too (Cars): one company per turn.
    await tapForPlayer(page, 'p1', '+2 Cars for Ana');
    await tapForPlayer(page, 'p1', '+1 Cars for Ana');
    await savedAt(page, 5);
    await closeSheet(page);
    await expect(page.getByRole('button', { name: 'Launch Cars (3)' })).toBeVisible();
    // Under the sheet buttons: each ready company, biggest first, and what it would launch with.
    const companies = page.getByTestId('ready-companies');
    await expect(companies.getByRole('heading')).toHaveText("Ana's companies ready to launch");
    await expect(companies.locator('li')).toHaveText([
      'Home: 4 cards, so each 10M drawn adds 40M.',
      'Cars: 3 cards, so each 10M drawn adds 30M.'
    ]);
    expect(await inViewport(companies)).toBe(true);
    const launching = counter(page);
    await launching.tap(page.getByRole('button', { name: 'Launch Home (4)' }));
    // The tap logged the announcement of every Home card held; the sheet is open on Draw.
    await savedAt(page, 6);
    const launch = page.locator('dialog#launch-sheet[open]');
    await expect(launch.getByRole('button', { name: 'Announce the launch' })).toHaveCount(0);
    await expect(launch.getByRole('button', { name: 'Call it off (nothing drawn yet)' })).toBeVisible();
    await expect(launch.getByTestId('apprentice-start')).toContainText('No takeovers in the Apprentice game');
    const deck = fullDeck();
    for (const card of [20, 30] as const) {
      await script(page, [wordFor(deck, card)]);
      await launching.tap(launch.getByRole('button', { name: 'Draw', exact: true }));
    }
    await savedAt(page, 8);
    // A second Draw tapped while the first is being saved does not draw from the deck as it was: Draw
    // is busy until the first card is saved (two taps in one task, before the screen could change).
    await script(page, [wordFor(deck, 10)]);
    await launch.getByRole('button', { name: 'Draw', exact: true }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await savedAt(page, 9);
    await expect(page.getByTestId('refusal')).toHaveCount(0);
    await launching.tap(launch.getByRole('button', { name: /^Stop and launch/ }));
    await savedAt(page, 10);
    expect(launching.taps).toBe(4);
    // 20M + 30M + 10M, one card a draw: × 4 Home cards.
    await expect(launch.getByTestId('last-launch')).toContainText('+240M');
    // The result leaves the sheet in one tap, at the foot where Stop was.
    const back = launch.getByRole('button', { name: 'Back to the table' });
    await expect.poll(() => inViewport(back)).toBe(true);
    await back.click();
    await expect(openSheet(page)).toHaveCount(0);
    // Launched this turn: nothing more is ready to launch.
    await expect(companies).toHaveCount(0);
    expect(await balance(page, 'p1')).toBe('290M');
    // Where Cars' launch button was, the moment says why it went.
    await expect(page.getByRole('button', { name: 'Launch Cars (3)' })).toHaveCount(0);
    await expect(page.getByTestId('launched-note')).toHaveText("One company per turn: Ana's Cars can launch on a later turn.");
    await page.goto(page.url() + '/history');
    // One line of its own (folded under the launch's line, which quotes it as where the launch began).
    await expect(page.locator('.log li .text').filter({ hasText: /^\s*Ana started a Home \(4 cards\) launch/ })).toHaveCount(1);
    await expect(page.locator('.log li:visible .text').first()).toContainText('from “Ana started a Home (4 cards) launch”');
  });

  test('the round and whose turn in the moment; History refuses to take back a turn or a bid that a later entry names', async ({
    page
  }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
    await expect(page.getByTestId('moment-title')).toHaveText('Round 1 · Turn 1: Ana');
    // Next player before a spin asks first (a slip of the thumb on the bar's largest button ended
    // a turn unspun): "Not yet" stores nothing; the answer that goes on says what it does.
    await page.getByRole('button', { name: 'Next player' }).click();
    const ask = page.getByRole('dialog', { name: 'Ana has not spun' });
    await expect(ask).toContainText("A turn begins with a spin, and Ana has not spun this turn. End Ana's turn anyway?");
    await ask.getByRole('button', { name: 'Not yet' }).click();
    await expect(ask).toHaveCount(0);
    await savedAt(page, 0);
    await expect(page.getByTestId('moment-title')).toHaveText('Round 1 · Turn 1: Ana');
    for (const [seq, title] of [
      [1, 'Round 1 · Turn 2: Ben'],
      [2, 'Round 1 · Turn 3: Cai'],
      [3, 'Round 2 · Turn 4: Ana']
    ] as const) {
      expect(await nextPlayer(page)).toBe(true);
      await savedAt(page, seq);
      await expect(page.getByTestId('moment-title')).toHaveText(title);
    }
    // After a spin it is one tap, and asks nothing.
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await savedAt(page, 4);
    expect(await nextPlayer(page)).toBe(false);
    await savedAt(page, 5);
    await expect(page.getByTestId('moment-title')).toHaveText('Round 2 · Turn 5: Ben');
    // An auction sold to the top bidder.
    const auction = await openGameSheet(page, 'Auction', 'auction-sheet');
    await auction.getByRole('button', { name: 'one Home card more in the lot' }).click();
    await auction.getByRole('button', { name: 'Open the auction (1 card)' }).click();
    await auction.getByRole('button', { name: 'Ben bids 10M' }).click();
    await savedAt(page, 7);
    await auction.getByRole('button', { name: 'Cai bids 20M' }).click();
    await savedAt(page, 8);
    // The top bidder's row has no bid button: a slip cannot raise one's own bid.
    await expect(auction.getByTestId('top-bid-p3')).toHaveText('top bid');
    await expect(auction.getByRole('button', { name: /^Cai bids/ })).toHaveCount(0);
    await auction.getByRole('button', { name: 'Sell to Cai for 20M', exact: true }).click();
    await auction.getByRole('button', { name: 'Sell to Cai', exact: true }).click();
    await savedAt(page, 9);
    await expect(auction.getByTestId('auction-ended')).toHaveText('Sold: Cai paid the bank 20M and took 1 Home.');
    await closeSheet(page);
    await page.goto(page.url() + '/history');
    const line = (text: string) => page.locator('.log li').filter({ hasText: text });
    // Taking back Ana's first "ended the turn" would make Ben's end Ana's turn: refused, and named
    // (by the turn Ben's entry carries: it was entered in his turn 2).
    await line('Ana ended the turn')
      .last()
      .getByRole('button', { name: /^Take back/ })
      .click();
    await expect(page.getByTestId('history-message')).toHaveText(
      /Cannot take back “Ana ended the turn”: “Ben ended the turn”, later, depends on it \(with it taken back: Entered during Ben's turn 2; it is now Ana's turn 1\)/
    );
    // Taking back Cai's bid would sell the lot to Ben for 10M: refused, and named.
    await line('Cai bid 20M')
      .getByRole('button', { name: /^Take back/ })
      .click();
    await expect(page.getByTestId('history-message')).toHaveText(
      /Cannot take back “Cai bid 20M”: “Cai won the auction for 20M and takes 1 Home”, later, depends on it/
    );
    await expect(line('(taken back)')).toHaveCount(0);
  });

  test('a takeover tie says tie, and the launch sheet says what the app does with the deck', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben'], { executive: true });
    await tapForPlayer(page, 'p1', '+2 Cars for Ana');
    await tapForPlayer(page, 'p1', '+1 Cars for Ana');
    await tapForPlayer(page, 'p2', 'Take a disk for Ben');
    await tapForPlayer(page, 'p2', '+2 Cars for Ben');
    await savedAt(page, 4);
    await closeSheet(page);
    const launch = await announceLaunch(page, 'Cars');
    await expect(launch.locator('.hint').filter({ hasText: 'left in the deck' })).toContainText(
      'The rulebook has the deck shuffled before each use; the app takes each card at random from those left, the same odds as the next card of that shuffled deck.'
    );
    await expect(launch).not.toContainText('before each card');
    // Ben 2 + 4 = 6 against Ana 3 + 3 = 6: a tie; then Ben 1 + 2 = 3 against Ana 3 + 5 = 8.
    await launch.getByRole('button', { name: "The board's spinner" }).click();
    const record = async (ben: number, ana: number) => {
      await launch.getByRole('button', { name: `${ben} (Ben's takeover spin)` }).click();
      await launch.getByRole('button', { name: `${ana} (Ana's takeover spin)` }).click();
      await launch.getByRole('button', { name: 'Record the spins' }).click();
    };
    await record(4, 3);
    await savedAt(page, 6);
    await expect(launch.getByTestId('takeover-draw')).toHaveText(
      /^A tie: Ben 2 cards \+ spin 4 = 6 against Ana 3 cards \+ spin 3 = 6\. Spin again\.$/
    );
    await record(1, 5);
    await savedAt(page, 7);
    await expect(launch.getByTestId('takeover-result')).toContainText('Spun again after a tie (level totals): Ben spun 4, Ana 3.');
    await expect(launch.getByTestId('takeover-result')).not.toContainText('draw');
  });
  test('a Newsflash that takes two players past a billion names both and the tie-break before it is stored', async ({ page }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
    await moneyForPlayer(page, 'p1', '900', 'From the bank to Ana');
    await moneyForPlayer(page, 'p2', '920', 'From the bank to Ben');
    await savedAt(page, 2);
    const news = await openGameSheet(page, 'Newsflash', 'news-sheet');
    await news.getByLabel('Everyone').check();
    await news.locator('#news-amount').fill('100');
    await news.getByRole('button', { name: 'Apply to 3 players' }).click();
    const question = page.getByRole('dialog', { name: 'Does this win the game?' });
    await expect(question.getByTestId('win-question')).toHaveText(
      'Ben (1,070M) and Ana (1,050M) both pass a billion with this one entry. The rules say the first to a billion wins; ' +
        'reached together, the app gives the win to the richest: Ben wins — confirm?'
    );
    await question.getByRole('button', { name: 'No, go back' }).click();
    await savedAt(page, 2);
    // Level money: the first of them in turn order wins, and the question says so.
    await closeSheet(page);
    await moneyForPlayer(page, 'p1', '20', 'From the bank to Ana');
    await savedAt(page, 3);
    await closeSheet(page);
    const again = await openGameSheet(page, 'Newsflash', 'news-sheet');
    await again.getByLabel('Everyone').uncheck();
    await again.getByLabel('Ana', { exact: true }).check();
    await again.getByLabel('Ben', { exact: true }).check();
    await again.locator('#news-amount').fill('100');
    await again.getByRole('button', { name: 'Apply to 2 players' }).click();
    await expect(question.getByTestId('win-question')).toHaveText(
      'Ana and Ben both reach 1,070M with this one entry. The rules say the first to a billion wins; ' +
        'on equal money the app gives the win to the first of them in turn order: Ana wins — confirm?'
    );
    await question.getByRole('button', { name: 'Yes, confirm the win' }).click();
    await savedAt(page, 4);
    // Confirming the win closed the sheet: the finished game shows.
    await expect(openSheet(page)).toHaveCount(0);
    await expect(page.getByText('Ana has reached a billion and wins!')).toBeVisible();
  });

  test('the launch sheet: a corrected company size or On The Up count loses its "digits only" line; too few cards grey Announce, the reason beside it', async ({
    page
  }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben'], { executive: true });
    await tapForPlayer(page, 'p1', '+2 Cars for Ana');
    await savedAt(page, 1);
    await closeSheet(page);
    // Two Cars cards are no company ("THREE (or more) Brand cards"): nothing to announce, and it says why.
    let launch = await openGameSheet(page, 'Launch…', 'launch-sheet');
    const announce = launch.getByRole('button', { name: 'Announce the launch' });
    const tooFew = launch.getByTestId('announce-problem');
    await expect(announce).toBeDisabled();
    await expect(tooFew).toHaveText('Ana holds 2 Cars cards: a company needs 3 or more.');
    await expect(announce).toHaveAttribute('aria-describedby', 'announce-problem');
    await closeSheet(page);
    await tapForPlayer(page, 'p1', '+2 Cars for Ana');
    await savedAt(page, 2);
    await closeSheet(page);
    launch = await openGameSheet(page, 'Launch…', 'launch-sheet');
    await expect(launch.getByTestId('announce-problem')).toHaveCount(0);
    const cards = launch.locator('#launch-cards');
    const otu = launch.locator('#launch-otu');
    await cards.fill('4x');
    await otu.fill('one');
    await launch.getByRole('button', { name: 'Announce the launch' }).click();
    await expect(launch.getByText('Use digits only, like 12.')).toHaveCount(2);
    await cards.fill('4');
    await expect(launch.getByText('Use digits only, like 12.')).toHaveCount(1);
    await otu.fill('1');
    await expect(launch.getByText('Use digits only, like 12.')).toHaveCount(0);
    // A step button is a correction too.
    await cards.fill('0');
    await launch.getByRole('button', { name: 'Announce the launch' }).click();
    await expect(launch.getByText('It must not be zero.')).toBeVisible();
    await launch.getByRole('button', { name: /one card more/ }).click();
    await expect(cards).toHaveValue('3');
    await expect(launch.getByText('It must not be zero.')).toHaveCount(0);
    // A count under 3 typed in greys it too; 3 again, and it is back.
    await cards.fill('2');
    await expect(launch.getByRole('button', { name: 'Announce the launch' })).toBeDisabled();
    await expect(launch.getByTestId('announce-problem')).toHaveText(
      'A company has 3 Brand cards or more: Ana can launch 3 to 4 Cars cards.'
    );
    await cards.fill('3');
    await expect(launch.getByRole('button', { name: 'Announce the launch' })).toBeEnabled();
    await savedAt(page, 2);
  });

  test("the table's deck: its card buttons stand in the sheet's foot beside Draw and Stop, in view after a takeover, and stay the game's deck", async ({
    page
  }) => {
    // Ben 1 + 1 = 2 against Ana 4 + 6 = 10: Ana wins Ben's card and launches with 5.
    const launch = await carsTakeover(page, { ben: 1, ana: 6 });
    await launch.getByRole('button', { name: "Drew from the table's deck? Enter the card" }).click();
    const foot = launch.locator('.foot');
    const values = foot.getByRole('group', { name: "The card drawn from the table's deck" });
    await expect(values).toBeVisible();
    for (const name of ['BUST', '10M', '50M']) {
      const button = values.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect.poll(() => inViewport(button)).toBe(true);
    }
    await values.getByRole('button', { name: /^20M/ }).click();
    await savedAt(page, 7);
    await expect(launch.getByTestId('rb-total')).toHaveText('20M');
    await values.getByRole('button', { name: /^BUST/ }).click();
    await savedAt(page, 8);
    await expect(values).toHaveCount(0);
    await closeSheet(page);
    // Ben's turn and launch, after a reload (the app relaunched): the table draws its own deck, so the launch opens on it,
    // and a slip onto Draw (the app's deck, a card that could not be undone) asks first and stores nothing.
    await nextPlayer(page);
    await savedAt(page, 9);
    await page.reload();
    await tapForPlayer(page, 'p2', '+2 Home for Ben');
    await tapForPlayer(page, 'p2', '+1 Home for Ben');
    await savedAt(page, 11);
    await closeSheet(page);
    const next = await announceLaunch(page, 'Home');
    await savedAt(page, 12);
    await expect(next.locator('.foot').getByRole('group', { name: "The card drawn from the table's deck" })).toBeVisible();
    await expect(next.getByRole('button', { name: "Drew from the table's deck? Enter the card" })).toHaveAttribute('aria-expanded', 'true');
    await next.locator('.foot').getByRole('button', { name: 'Draw', exact: true }).click();
    const ask = page.getByRole('dialog', { name: "Draw from the app's deck?" });
    await ask.getByRole('button', { name: 'Not now' }).click();
    await expect(ask).toHaveCount(0);
    await expect(next.getByRole('list', { name: 'Cards drawn' }).getByRole('listitem')).toHaveCount(0);
    await savedAt(page, 12);
  });
  test("a takeover's entries stay with their launch: called off, the next announcement opens the challenger's On The Up at 0, the spinner closed", async ({
    page
  }) => {
    let launch = await carsLaunch(page);
    // A play-test's On The Up typed for one challenger was counted in a later launch's takeover.
    await launch.locator('#challenger-otu').fill('1');
    const spinner = launch.getByRole('button', { name: "The board's spinner" });
    await spinner.click();
    await expect(spinner).toHaveAttribute('aria-expanded', 'true');
    await launch.getByRole('button', { name: 'Call it off (nothing drawn yet)' }).click();
    await savedAt(page, 6);
    await closeSheet(page);
    launch = await announceLaunch(page, 'Cars');
    await savedAt(page, 7);
    await expect(launch.locator('#challenger-otu')).toHaveValue('0');
    await expect(spinner).toHaveAttribute('aria-expanded', 'false');
  });
  test('an auction bid is at most 2 taps from the main screen: Auction (open), then the bidder’s row; Sell is not the primary button', async ({
    page
  }) => {
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai', 'Dee'], { executive: true });
    const auction = await openGameSheet(page, 'Auction', 'auction-sheet');
    await auction.getByRole('button', { name: 'one Snacks card more in the lot' }).click();
    await auction.getByRole('button', { name: 'Open the auction (1 card)' }).click();
    await savedAt(page, 1);
    const bidding = counter(page);
    await bidding.tap(auction.getByRole('button', { name: 'Dee bids 10M' }));
    await savedAt(page, 2);
    expect(bidding.taps).toBe(1);
    await closeSheet(page);
    // From the main screen: the sheet's button, then Ben's row with a raise of 50M picked first.
    const fromScreen = counter(page);
    await fromScreen.tap(page.getByRole('button', { name: 'Auction (open)' }));
    const sheet = page.locator('dialog#auction-sheet[open]');
    await fromScreen.tap(sheet.getByRole('button', { name: 'Ben bids 20M' }));
    await savedAt(page, 3);
    expect(fromScreen.taps).toBe(2);
    await sheet.getByRole('button', { name: '+50M', exact: true }).click();
    // Nobody can bid beyond their money (each has 50M): the rows' buttons are off.
    await expect(sheet.getByRole('button', { name: 'Ana bids 70M' })).toBeDisabled();
    await sheet.getByRole('button', { name: '+10M', exact: true }).click();
    await sheet.getByRole('button', { name: 'Ana bids 30M' }).click();
    await savedAt(page, 4);
    await expect(sheet.locator('.bidders li')).toHaveText([
      /^Ana\s*50M\s*top bid$/,
      /^Ben\s*50M\s*Bid 40M$/,
      /^Cai\s*50M\s*Bid 40M$/,
      /^Dee\s*50M\s*Bid 40M$/
    ]);
    const sell = sheet.getByRole('button', { name: 'Sell to Ana for 30M' });
    await expect(sell).toBeVisible();
    await expect(sell).not.toHaveClass(/primary/);
    // Bid is the primary button, in every bidder's row.
    for (const name of ['Ben bids 40M', 'Cai bids 40M', 'Dee bids 40M'])
      await expect(sheet.getByRole('button', { name })).toHaveClass(/primary/);
  });
});

test.describe('the tiles and the moment on narrow phones', () => {
  test('Brand chips are readable (counts of 14 px or more, letters of 10 px or more, nothing spilling) with every tile in view, 2 to 6 players, 320 to 430 px; long names whole from 390 px', async ({
    page
  }) => {
    test.setTimeout(180_000);
    const names = ['Ana', 'Ben', 'Cai', 'Dominique', 'Fitzgerald', 'Maximilian'];
    for (const count of [2, 3, 4, 5, 6]) {
      await page.setViewportSize({ width: 390, height: 844 });
      await startGame(page, 'logo-billionaire', names.slice(0, count), { executive: true });
      // Ana holds 10 Cars cards (a two-figure count), 2 Snacks and 1 Home.
      for (let i = 0; i < 5; i++) await tapForPlayer(page, 'p1', '+2 Cars for Ana');
      await tapForPlayer(page, 'p1', '+2 Snacks for Ana');
      await tapForPlayer(page, 'p1', '+1 Home for Ana');
      await savedAt(page, 7);
      await closeSheet(page);
      await expect(page.getByTestId('brands-p1-cars')).toContainText('10');
      for (const width of [320, 390, 430]) {
        await page.setViewportSize({ width, height: 844 });
        await page.evaluate(() => window.scrollTo(0, 0));
        const where = `${count} players at ${width} px`;
        for (let i = 1; i <= count; i++) expect(await inViewport(page.getByTestId(`player-p${i}`)), `tile ${i}, ${where}`).toBe(true);
        // A chip's count is its own text (the letters are the one smaller span in it).
        const chips = await page.locator('[data-testid^="brands-"]').evaluateAll((els) =>
          els.map((el) => {
            const box = el.getBoundingClientRect();
            const tile = el.closest('button')!.getBoundingClientRect();
            const letters = el.querySelector('[aria-hidden="true"]')!;
            return {
              count: parseFloat(getComputedStyle(el).fontSize),
              letters: parseFloat(getComputedStyle(letters).fontSize),
              inside: el.scrollWidth <= el.clientWidth + 0.5 && box.left >= tile.left && box.right <= tile.right
            };
          })
        );
        expect(chips, where).toHaveLength(6 * count);
        for (const c of chips) {
          expect(c.count, where).toBeGreaterThanOrEqual(14);
          expect(c.letters, where).toBeGreaterThanOrEqual(10);
          expect(c.inside, where).toBe(true);
        }
        // Names of up to ten letters are whole (no "…") from 390 px, however many players.
        if (width >= 390) {
          const cut = await page
            .locator('.scoreboard .name .text')
            .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent));
          expect(cut, where).toEqual([]);
        }
      }
    }
  });

  test('at 320×844 the pick-up fits above the bottom bar: with 4 players, after the spin, all twelve buttons without scrolling', async ({
    page
  }) => {
    await page.setViewportSize({ width: 320, height: 844 });
    await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai', 'Dee'], { executive: true });
    await script(page, [2]);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await savedAt(page, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const picks = page.getByRole('group', { name: 'Pick up for Ana' }).getByRole('button');
    await expect(picks).toHaveCount(12);
    // The bar's top edge, with its Saved tab, is the fold.
    const fold = await page.getByTestId('save-status').evaluate((el) => el.getBoundingClientRect().top);
    const bottoms = await picks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(fold);
    for (const b of await picks.all()) {
      const box = (await b.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    test.info().annotations.push({
      type: 'pick-up bottom / fold at 320×844, 4 players',
      description: `${Math.round(Math.max(...bottoms))} / ${Math.round(fold)} px`
    });
  });
});
