// Bad input everywhere: a table of every numeric field and every name field of the three games
// (setup, game screen, Disrupt's calculator). Each bad value must be refused with a message beside
// the field, and nothing stored may change (the log's seq stays put; no game is created).
import { expect, test, type Page } from './fixtures';
import { openChoices, startDisrupt, startDisruptSolo, startGame, startItStartup } from './helpers';
import { closeSheet, endTurn, hire, openCard, openPlayer, openSheet } from './it-startup-steps';
import { openGameSheet, openPlayerSheet, tapForPlayer } from './logo-billionaire-steps';

interface Field {
  id: string;
  /** What the player taps after typing; none where the field is checked as it is typed. */
  trigger?: string | RegExp;
  /** Money in Disrupt's calculator may be a debt. */
  negativeAllowed?: boolean;
  /** Empty means something of its own (Logo Billionaire's typed bid: empty bids the top bid raised by the step). */
  emptyAllowed?: boolean;
}

interface Screen {
  name: string;
  /** Opens the screen; returns steps that reveal fields later in the walk (by field id). */
  open: (page: Page) => Promise<void>;
  fields: Field[];
  /** Steps that put the game where the next fields are on screen (an auction opened, a turn ended…). */
  before?: Record<string, (page: Page) => Promise<void>>;
}

const NUMBERS = [
  { text: '-5', kind: 'negative' },
  { text: '2.5', kind: 'fractional' },
  { text: 'abc', kind: 'non-numeric' },
  { text: '', kind: 'empty' },
  { text: '1000000001', kind: 'absurd' },
  { text: '1e9', kind: 'exponent' }
];

const tap = (page: Page, name: string | RegExp) =>
  page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
const seq = async (page: Page) =>
  page.url().includes('/session/') ? await page.getByTestId('save-status').getAttribute('data-seq') : 'no session';

const SCREENS: Screen[] = [
  {
    name: 'Logo Billionaire setup',
    open: async (page) => {
      await page.goto('/new/logo-billionaire');
      await openChoices(page);
      await tap(page, 'Edit the deck');
    },
    fields: [
      { id: 'bust-count', trigger: 'Start game' },
      { id: 'deck-value-0', trigger: 'Start game' },
      { id: 'deck-count-0', trigger: 'Start game' }
    ]
  },
  {
    name: 'IT Startup setup',
    open: async (page) => {
      await page.goto('/new/it-startup');
      await openChoices(page);
      await page.getByLabel('Another target').check();
    },
    fields: [
      { id: 'custom-target', trigger: 'Start game' },
      { id: 'starting', trigger: 'Start game' }
    ]
  },
  {
    name: 'Logo Billionaire game (Executive)',
    open: async (page) => {
      await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cai'], { executive: true });
      await openPlayerSheet(page, 'p1');
    },
    fields: [
      { id: 'money-p1-amount', trigger: 'From the bank to Ana' },
      { id: 'news-amount', trigger: /^Apply to/ },
      // Checked as it is typed: the rows offer no bid while the typed one would be refused.
      { id: 'bid-amount', emptyAllowed: true },
      { id: 'launch-cards', trigger: 'Announce the launch' },
      { id: 'launch-otu', trigger: 'Announce the launch' },
      { id: 'challenger-otu', trigger: /Spin for the takeover/ }
    ],
    before: {
      'news-amount': async (page) => {
        await openGameSheet(page, 'Newsflash', 'news-sheet');
        await page.getByLabel('Everyone').check();
      },
      'bid-amount': async (page) => {
        const auction = await openGameSheet(page, 'Auction', 'auction-sheet');
        await auction.getByRole('button', { name: 'one Cars card more in the lot' }).click();
        await tap(page, 'Open the auction (1 card)');
      },
      'launch-cards': async (page) => {
        await closeSheet(page);
        for (const step of ['+2 Snacks for Ana', '+2 Snacks for Ana', '+1 Snacks for Ben', 'Take a disk for Ben'])
          await tapForPlayer(page, step.endsWith('Ana') ? 'p1' : 'p2', step);
        await openGameSheet(page, 'Launch…', 'launch-sheet');
      },
      'challenger-otu': async (page) => {
        await page.locator('#launch-cards').fill('4');
        await page.locator('#launch-otu').fill('0');
        await tap(page, 'Announce the launch');
      }
    }
  },
  {
    name: 'IT Startup game',
    // Pat hires a Lead Developer and ends the turn; Mat hires an Intern, keeping the 5 a Head Hunter
    // costs (its Countered is greyed when Mat cannot pay the card), and later an Undercover HR Agent.
    open: async (page) => {
      await startItStartup(page, ['Pat', 'Mat'], '6');
      await hire(page, 'Lead Developer');
      await endTurn(page);
      await hire(page, 'Intern');
    },
    fields: [
      { id: 'res-p2-amount', trigger: /^From the pool/ },
      // The sheet's Attach ("… for 4", "… for ?"), not the table screen's Attach TDD on a row ("… on Intern") behind it.
      { id: 'k-bonus-e2', trigger: /^Attach .* for (\d+|\?)$/ },
      { id: 'k-cost-e2', trigger: /^Attach .* for (\d+|\?)$/ },
      { id: 'hire-efficiency', trigger: /^Hire .* for/ },
      { id: 'hire-resistance', trigger: /^Hire .* for/ },
      { id: 'hire-boost', trigger: /^Hire .* for/ },
      { id: 'hire-cost', trigger: /^Hire .* for/ },
      { id: 'action-cost', trigger: /^Play Crunch Time for/ },
      { id: 'investor-gain', trigger: /^Play Investor for/ },
      { id: 'hh-counter', trigger: /^Countered:/ },
      { id: 'uc-counter', trigger: /^Countered:/ }
    ],
    before: {
      'res-p2-amount': async (page) => {
        await openPlayer(page, 'p2');
      },
      'k-bonus-e2': async (page) => {
        await openSheet(page).getByTestId('employee-e2').getByText('More for Intern').click();
      },
      'hire-efficiency': async (page) => {
        await closeSheet(page);
        await tap(page, 'Hire');
        await tap(page, 'Another card');
      },
      'action-cost': async (page) => {
        await closeSheet(page);
        await openCard(page, 'Action card', 'Crunch Time');
      },
      'investor-gain': async (page) => {
        await tap(page, 'Investor');
        await page.locator('#action-cost').fill('1');
      },
      'hh-counter': async (page) => {
        await tap(page, 'Head Hunter');
        await openSheet(page).getByLabel("Pat's Lead Developer").check();
      },
      // The counter is asked once the flip is declared (paid 1, target and call).
      'uc-counter': async (page) => {
        await closeSheet(page);
        await hire(page, 'Undercover HR Agent');
        const sheet = await openCard(page, 'Take over', 'Undercover HR Agent');
        await sheet.getByLabel("Pat's Lead Developer").check();
        await tap(page, /^Pay 1 and call heads/);
      }
    }
  },
  {
    name: 'Disrupt game',
    open: async (page) => {
      await startDisrupt(page);
    },
    fields: [
      { id: 'money-startupper-amount', trigger: 'From the bank to Startupper' },
      { id: 'share-count', trigger: 'Move Shares' },
      { id: 'share-price', trigger: 'Move Shares' },
      { id: 'spend-like-startupper', trigger: 'Exchange for the Startupper' },
      { id: 'spend-experience-startupper', trigger: 'Exchange for the Startupper' },
      { id: 'spend-innovation-startupper', trigger: 'Exchange for the Startupper' }
    ],
    // The fields are in the game's sheets: each step opens the sheet (and the part of it) the field is in.
    before: {
      'money-startupper-amount': (page) => disruptSheet(page, 'player-p1'),
      'share-count': async (page) => {
        await disruptSheet(page, 'Market');
        await page.locator('dialog[open] summary', { hasText: 'Give or trade Shares' }).click();
      },
      'spend-like-startupper': async (page) => {
        await disruptSheet(page, 'player-p1');
        await page.locator('dialog[open] summary', { hasText: 'Spend any 3 to gain 1' }).click();
      }
    }
  },
  {
    name: 'Disrupt solo game',
    open: async (page) => {
      await startDisruptSolo(page);
      await disruptSheet(page, 'Dial');
    },
    fields: [{ id: 'dial-bid', trigger: /Turn the dial/ }]
  }
];

/** Disrupt: closes any open sheet, then opens a game sheet by its button or a player's by their tile ("player-p1"). */
async function disruptSheet(page: Page, which: string): Promise<void> {
  while ((await page.locator('dialog[open]').count()) > 0) await page.keyboard.press('Escape');
  if (which.startsWith('player-')) await page.getByTestId(which).getByRole('button').click();
  else await page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: which, exact: true }).click();
  await expect(page.locator('dialog[open]')).toBeVisible();
}

/** Types each bad value, taps, and checks the refusal; then puts the field's own value back. */
async function walkField(page: Page, field: Field, values: { text: string; kind: string }[]): Promise<number> {
  const input = page.locator(`#${field.id}`);
  await expect(input, `${field.id} is on screen`).toBeVisible();
  const original = await input.inputValue();
  let checked = 0;
  for (const bad of values) {
    if (bad.kind === 'negative' && field.negativeAllowed) continue;
    if (bad.kind === 'empty' && field.emptyAllowed) continue;
    const before = { seq: await seq(page), url: page.url() };
    await input.fill(bad.text);
    if (field.trigger) await tap(page, field.trigger);
    const problem = page.locator(`#${field.id}-problem`);
    await expect(problem, `${field.id} refuses ${bad.kind} “${bad.text}”`)
      .toBeVisible()
      .catch(async (error: Error) => {
        // What the screen held instead: twice in a full run (never alone, nor under a CPU load) IT Startup's
        // Head Hunter counter showed no refusal for its first value; say whether an entry was stored and
        // which sheet and buttons were open, so that the next failure tells why.
        const seen = await page.evaluate(() => ({
          sheet: document.querySelector('dialog[open]')?.id ?? null,
          buttons: [...document.querySelectorAll('dialog[open] button')].map((b) => b.textContent?.trim()).slice(-6)
        }));
        throw new Error(`${error.message}\nstored: ${await seq(page)} (before: ${before.seq}); open: ${JSON.stringify(seen)}`);
      });
    await expect(problem).not.toBeEmpty();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', `${field.id}-problem`);
    expect({ seq: await seq(page), url: page.url() }, `${field.id}: nothing stored for ${bad.kind}`).toEqual(before);
    checked++;
  }
  await input.fill(original);
  return checked;
}

for (const screen of SCREENS) {
  test(`bad numbers on the ${screen.name} are refused beside the field, nothing stored`, async ({ page }) => {
    await screen.open(page);
    let checked = 0;
    for (const field of screen.fields) {
      await screen.before?.[field.id]?.(page);
      checked += await walkField(page, field, NUMBERS);
    }
    test.info().annotations.push({ type: 'refusals checked', description: `${checked} on ${screen.fields.length} fields` });
  });
}

test('bad numbers in the Disrupt calculator are flagged beside every field as they are typed', async ({ page }) => {
  await page.goto('/disrupt/score');
  await expect(page.locator('#meeplebook-design')).toBeVisible();
  // 54 fields, six values each: typed inside the page (an input event per value, as typing sends)
  // and read back after the screen redraws. Through the driver, one round trip per step, it took
  // 40 s of npm test's time.
  const report = await page.evaluate(async (values) => {
    const problems: string[] = [];
    let checked = 0;
    const redrawn = () => new Promise((resolve) => setTimeout(resolve));
    const inputs = [...document.querySelectorAll<HTMLInputElement>('main input[inputmode="numeric"]')];
    for (const input of inputs) {
      const original = input.value;
      for (const bad of values) {
        if (bad.kind === 'negative' && input.id.endsWith('-millions')) continue;
        input.focus();
        input.value = bad.text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await redrawn();
        const problem = document.getElementById(`${input.id}-problem`);
        const shown = !!problem && problem.getClientRects().length > 0 && (problem.textContent ?? '').trim() !== '';
        if (!shown) problems.push(`${input.id}: no message beside it for ${bad.kind} “${bad.text}”`);
        if (input.getAttribute('aria-invalid') !== 'true') problems.push(`${input.id}: not marked invalid for ${bad.kind}`);
        if (input.getAttribute('aria-describedby') !== `${input.id}-problem`)
          problems.push(`${input.id}: its message is not its description for ${bad.kind}`);
        checked++;
      }
      input.value = original;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await redrawn();
      if (input.getAttribute('aria-invalid') === 'true') problems.push(`${input.id}: still marked invalid once its value is back`);
    }
    return { problems, checked, fields: inputs.length };
  }, NUMBERS);
  expect(report.fields).toBeGreaterThanOrEqual(18 + 4 * 9);
  expect(report.problems).toEqual([]);
  // Six values on each field, less the negative one on the money fields (a debt is allowed there).
  expect(report.checked).toBeGreaterThan(report.fields * 5);
  test.info().annotations.push({ type: 'refusals checked', description: `${report.checked} on ${report.fields} fields` });
});

// An empty or blank seat plays as "Player n", and a name field stops at the one limit (one-tap-start.spec.ts).
test('every name field stops at the names’ limit, and an over-long piece name is refused beside the field', async ({ page }) => {
  let checked = 0;
  for (const kind of ['logo-billionaire', 'it-startup', 'disrupt']) {
    await page.goto(`/new/${kind}`);
    for (const id of ['name-0', 'name-1']) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('maxlength', '24');
      checked++;
    }
  }
  await page.goto('/new/logo-billionaire');
  const piece = page.locator('#piece-0');
  await piece.fill('An incorporation certificate with a very long name');
  await expect(page.locator('#piece-0-problem')).toBeVisible();
  await tap(page, 'Start game');
  await expect(page).toHaveURL(/\/new\/logo-billionaire$/);
  test.info().annotations.push({ type: 'refusals checked', description: `${checked + 1} on name fields` });
});
