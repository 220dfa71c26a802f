// IT Startup through the UI at 390×844: a 3-player game to 32 points on the table screen, a turn of
// each card through its own dialog, the tap budget of an ordinary turn, refusals in view, the
// screen's height with 4 players, every tile in view at 320–430 px, and axe on every sheet.
import { expect, test, type Locator, type Page } from './fixtures';
import { axeViolationsInBothThemes, openChoices, savedAt, script, scriptableRandom, waitForServiceWorker } from './helpers';
import {
  barTop,
  clearAbove,
  closeSheet,
  endTurn,
  hire,
  inViewport,
  openCard,
  openPlayer,
  openSheet,
  seqNow,
  tapSaved
} from './it-startup-steps';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Sets up a game. The die gives 1 to 6 starting resources; a richer start (`starting` over 6) is
 * a roll of 6 and the rest from the pool for every player, each its own entry, so that the
 * cards' tests have the resources they need.
 */
async function newGame(page: Page, names: string[], { starting = '20', target = '32 points', planning = false } = {}): Promise<void> {
  const roll = Math.min(6, Number(starting));
  await page.goto('/new/it-startup');
  for (let i = 2; i < names.length; i++) await page.getByRole('button', { name: 'Add player' }).click();
  for (const [i, name] of names.entries()) await page.locator(`#name-${i}`).fill(name);
  await openChoices(page);
  if (/^\d+$/.test(target)) {
    await page.getByLabel('Another target').check();
    await page.locator('#custom-target').fill(target);
  } else await page.getByLabel(target).check();
  await page.locator('#starting').fill(String(roll));
  if (planning) await page.getByLabel('Bonus for proper project planning').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await savedAt(page, 0);
  if (Number(starting) > roll) {
    for (const i of names.keys()) {
      const sheet = await openPlayer(page, `p${i + 1}`);
      await sheet.locator(`#res-p${i + 1}-amount`).fill(String(Number(starting) - roll));
      await tapSaved(page, sheet.getByRole('button', { name: /^From the pool/ }));
      await closeSheet(page);
    }
  }
}

const res = (page: Page, id: string) => page.getByTestId(`resources-${id}`);
const points = (page: Page, id: string) => page.getByTestId(`points-${id}`);
const moment = (page: Page) => page.getByRole('region', { name: 'Now' });

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a 3-player game to 32 points, victory only at the end of a full round, the winner with the final score sheet', async ({
    page,
    context
  }) => {
    await newGame(page, ['Pat', 'Mat', 'Kat'], { planning: true });

    // Pat, turn 1: income 1 → 21; Lead Developer (5), Intern (1), TDD on the Intern (4).
    await expect(page.getByTestId('moment-title')).toHaveText("Pat's turn 1 · round 1");
    await expect(moment(page)).toContainText('Draw a card. Income +1 already added (7 resources then).');
    await expect(res(page, 'p1')).toHaveText('21');
    await hire(page, 'Lead Developer');
    await hire(page, 'Intern');
    // The income line tells what happened as the turn began: it does not follow the purchases.
    await expect(moment(page)).toContainText('Income +1 already added (7 resources then).');
    await expect(moment(page)).not.toContainText('resources now');
    let sheet = await openPlayer(page, 'p1');
    const intern = sheet.getByTestId('employee-e2');
    await intern.getByText('More for Intern').click();
    await tapSaved(page, intern.getByRole('button', { name: 'Attach TDD +5 for 4' }));
    await closeSheet(page);
    await expect(res(page, 'p1')).toHaveText('11');
    await expect(page.getByTestId('projected')).toHaveText('+11 points');
    await endTurn(page);
    await expect(points(page, 'p1')).toHaveText('11');

    // Mat, turn 1: a Full Stack Ninja (its cost is not printed: asked, then remembered) and an Intern.
    await expect(page.getByTestId('moment-title')).toHaveText("Mat's turn 1 · round 1");
    await expect(page.getByTestId('last-turn')).toHaveText('Pat scored 11 (total 11).');
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    await openSheet(page).getByRole('button', { name: 'Full Stack Ninja' }).click();
    await expect(openSheet(page).getByText('does not print this card')).toBeVisible();
    await closeSheet(page);
    await hire(page, 'Full Stack Ninja', '3');
    await hire(page, 'Intern');
    await expect(res(page, 'p2')).toHaveText('17');
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    await openSheet(page).getByRole('button', { name: 'Full Stack Ninja' }).click();
    await expect(openSheet(page).getByRole('button', { name: 'Hire Full Stack Ninja for 3' })).toBeVisible();
    await closeSheet(page);
    await endTurn(page);

    // Kat, turn 1: outsources Pat's Lead Developer for 2 through the Outsourcing dialog: Pat gets the 2.
    sheet = await openCard(page, 'Take over', 'Outsourcing');
    await sheet.locator('#action-cost').fill('2');
    await sheet.getByLabel(/Pat's Lead Developer/).check();
    await expect(sheet.getByTestId('outsource-detail')).toHaveText("Pat's Lead Developer: Pat gets 2");
    await tapSaved(page, sheet.getByRole('button', { name: 'Outsource for 2', exact: true }));
    await expect(res(page, 'p3')).toHaveText('19');
    await expect(res(page, 'p1')).toHaveText('13');
    await endTurn(page);
    await expect(points(page, 'p3')).toHaveText('5');

    // Pat, turn 2: income 2; a second Intern; TDD moves to it (its cost again); Crunch Time.
    await expect(res(page, 'p1')).toHaveText('15');
    await hire(page, 'Intern');
    sheet = await openPlayer(page, 'p1');
    // Two Interns on Pat's table now: "Intern 1" (with the TDD) and "Intern 2".
    await sheet.getByTestId('employee-e2').getByText('More for Intern 1').click();
    await tapSaved(page, sheet.getByTestId('employee-e2').getByRole('button', { name: 'Move TDD +5 to Intern 2 for 4' }));
    await closeSheet(page);
    sheet = await openCard(page, 'Action card', 'Crunch Time');
    // Counted as the card is played (its words: "for every developer you control"), added at the end.
    await expect(
      sheet.getByText(
        '+2 for each developer Pat controls now, counted as the card is played (2 developers: +4 points), added at the end of the turn'
      )
    ).toBeVisible();
    await expect(sheet.getByText('it is asked so that the app can charge it')).toBeVisible();
    await sheet.locator('#action-cost').fill('2');
    await tapSaved(page, sheet.getByRole('button', { name: 'Play Crunch Time for 2' }));
    await expect(res(page, 'p1')).toHaveText('8');
    await expect(page.getByTestId('projected')).toHaveText('+11 points');
    // The card's 4 points are in the +11, not added yet: counted for the developers there when it was played.
    await expect(moment(page)).toContainText(/\+11 points\s+\(22 of 32\), including 4 from action cards, counted when they were played/);
    // The first Intern has 1 burnout, +1, +1 for Crunch Time: 3 of 3, it burns out at the end.
    await expect(moment(page)).toContainText('Intern 1 (+2 makes 3 of 3) burns out');
    await endTurn(page);
    await expect(page.getByTestId('employees-p1')).toHaveText('1 employee');
    // Named as it was on the table; the Intern left is Pat's only one and reads plainly.
    await expect(page.getByTestId('last-turn')).toHaveText("Pat scored 11 (total 22); Pat's Intern 1 burnt out.");
    sheet = await openPlayer(page, 'p1');
    await expect(sheet.getByText('Intern', { exact: true })).toBeVisible();
    await closeSheet(page);
    await expect(points(page, 'p1')).toHaveText('22');

    // A reload and an offline stretch.
    await waitForServiceWorker(page);
    await context.setOffline(true);

    // Mat, turn 2: 4 points → the planning bonus; then a Head Hunter takes Pat's Intern with its TDD.
    await expect(moment(page)).toContainText('Optional planning bonus (4 points)');
    await expect(page.getByRole('button', { name: 'End turn' })).toBeEnabled();
    await tapSaved(page, moment(page).getByRole('button', { name: "−1 burnout on Mat's Full Stack Ninja · 1/3" }));
    await expect(moment(page)).not.toContainText('planning bonus');
    sheet = await openCard(page, 'Take over', 'Head Hunter');
    // Pat's first Intern burnt out: the one left is her only one, named plainly.
    await sheet.getByLabel(/Pat's Intern/).check();
    await tapSaved(page, sheet.getByRole('button', { name: "Take over Pat's Intern for 5" }));
    await expect(page.getByTestId('employees-p2')).toHaveText('3 employees');
    await page.reload();
    await savedAt(page, await seqNow(page));
    await expect(page.getByTestId('projected')).toHaveText('+10 points');
    await endTurn(page);
    await expect(points(page, 'p2')).toHaveText('14');
    await context.setOffline(false);

    // Kat, turn 2: the outsourced Lead Developer has gone back to Pat.
    await expect(page.getByTestId('moment-title')).toHaveText("Kat's turn 2 · round 2");
    await expect(moment(page)).toContainText('Lead Developer went back to Pat (outsourcing ended).');
    await expect(page.getByTestId('employees-p1')).toHaveText('1 employee');
    await hire(page, 'Intern');
    await endTurn(page);

    // Pat, turn 3: Scrum Master and TDD on the Lead Developer: 5 + 5 + 1 = 11 → 33, over 32.
    await hire(page, 'Scrum Master');
    sheet = await openPlayer(page, 'p1');
    await sheet.getByTestId('employee-e1').getByText('More for Lead Developer').click();
    await tapSaved(page, sheet.getByTestId('employee-e1').getByRole('button', { name: 'Attach TDD +5 for 4' }));
    await closeSheet(page);
    await expect(page.getByTestId('projected')).toHaveText('+11 points');
    await endTurn(page);
    await expect(points(page, 'p1')).toHaveText('33');
    // Not yet: Mat and Kat have had fewer turns.
    await expect(page.getByText('wins with')).toHaveCount(0);
    await page.getByRole('button', { name: 'Score sheet' }).click();
    await expect(openSheet(page).getByTestId('turns-p1')).toHaveText('3');
    await expect(openSheet(page).getByTestId('turns-p2')).toHaveText('2');
    await closeSheet(page);
    await endTurn(page);
    await expect(page.getByText('wins with')).toHaveCount(0);
    await endTurn(page);
    await expect(page.getByText('Pat wins with 33 points!')).toBeVisible();
    // The winner screen shows the final score sheet, not the next turn's income line.
    const final = page.getByRole('table', { name: /Final score sheet/ });
    await expect(final).toBeVisible();
    await expect(final.getByRole('row')).toHaveCount(5);
    await expect(final.getByRole('row').nth(3).getByRole('cell').first()).toHaveText('33');
    await expect(page.getByText(/Income/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End turn' })).toBeDisabled();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
  });
});

test('pay a cost and gain follow the turn and name whose resources change', async ({ page }) => {
  await newGame(page, ['Pat', 'Mat']);
  await endTurn(page);
  // Mat's turn: his tile is the current one; his sheet says it is his turn and his resources.
  await expect(page.getByTestId('player-p2').getByRole('button')).toHaveAttribute('aria-current', 'step');
  const sheet = await openPlayer(page, 'p2');
  await expect(sheet.getByRole('heading', { name: 'Mat, whose turn it is' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: "Mat's resources: 21" })).toBeVisible();
  await sheet.locator('#res-p2-amount').fill('4');
  await tapSaved(page, sheet.getByRole('button', { name: 'Pay a cost from Mat' }));
  await expect(res(page, 'p2')).toHaveText('17');
  await expect(res(page, 'p1')).toHaveText('21');
  await sheet.locator('#res-p2-amount').fill('3');
  await tapSaved(page, sheet.getByRole('button', { name: 'Pay Pat' }));
  await expect(res(page, 'p2')).toHaveText('14');
  await expect(res(page, 'p1')).toHaveText('24');
  await tapSaved(page, sheet.getByRole('button', { name: 'Sell a card: +1' }));
  await expect(res(page, 'p2')).toHaveText('15');
  // The sale closes the sheet, as a hire does.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.goto(page.url() + '/history');
  await expect(page.getByText('Mat paid Pat 3 resources', { exact: true })).toBeVisible();
  await expect(page.getByText('Mat paid 4 resources', { exact: true })).toBeVisible();
});

test('a turn of each card through its own dialog: takeovers charged once, Outsourcing pays the owner, Undercover once per turn, Monster Bug and Technical debt', async ({
  page
}) => {
  await scriptableRandom(page);
  await newGame(page, ['Ann', 'Ben', 'Cat'], { starting: '30', target: '128 points' });
  const resOf = async (id: string) => Number(await res(page, id).textContent());

  // Ann, turn 1: Lead Developer, Full Stack Ninja (3), Undercover HR Agent, TDD on the Ninja (2); Head Hunter planned.
  await hire(page, 'Lead Developer');
  await hire(page, 'Full Stack Ninja', '3');
  await hire(page, 'Undercover HR Agent');
  let sheet = await openPlayer(page, 'p1');
  await sheet.getByTestId('employee-e2').getByText('More for Full Stack Ninja').click();
  await tapSaved(page, sheet.getByTestId('employee-e2').getByRole('button', { name: 'Attach TDD +5 for 2' }));
  await closeSheet(page);
  sheet = await openCard(page, 'Action card', 'Head Hunter');
  await tapSaved(page, sheet.getByRole('button', { name: 'Plan Head Hunter face down' }));
  await expect(page.getByTestId('player-p1')).toContainText('1 planned');
  expect(await resOf('p1')).toBe(31 - 5 - 3 - 3 - 2);
  await endTurn(page);

  // Ben, turn 1: Ann's planned card is face down: her sheet does not name it on Ben's turn.
  sheet = await openPlayer(page, 'p1');
  await expect(sheet.getByText("One action card planned, face down since Ann's turn 1.")).toBeVisible();
  await expect(sheet.getByText('Head Hunter')).toHaveCount(0);
  await closeSheet(page);
  // Four Interns (Rockstar Recruiter needs an opponent with 4 or more employees).
  for (let i = 0; i < 4; i++) await hire(page, 'Intern');
  await endTurn(page);

  // Cat, turn 1: Rockstar Recruiter from Take over: one dialog (the hire), its cost once, Ben's Intern taken.
  sheet = await openCard(page, 'Take over', 'Rockstar Recruiter');
  await expect(sheet.getByRole('heading', { name: 'Hire: Cat' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Rockstar Recruiter', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'Hire Rockstar Recruiter for 3' }).click();
  await expect(sheet.getByText('Choose the employee Rockstar Recruiter takes over.')).toBeVisible();
  // Ben's four Interns are told apart (the play-test saw "Ben's Intern · burnout 0 of 3" four times).
  const rows = sheet.locator('#hire-target label');
  await expect(rows).toHaveCount(4);
  for (const n of [1, 2, 3, 4]) await expect(rows.nth(n - 1)).toContainText(`Ben's Intern ${n}`);
  await sheet.getByLabel("Ben's Intern").first().check();
  const cat = await resOf('p3');
  await tapSaved(page, sheet.getByRole('button', { name: 'Hire Rockstar Recruiter for 3' }));
  expect(await resOf('p3')).toBe(cat - 3);
  await expect(page.getByTestId('employees-p2')).toHaveText('3 employees');
  await expect(page.getByTestId('employees-p3')).toHaveText('2 employees');
  // Outsourcing: the owner gets what Cat pays.
  const annBefore = await resOf('p1');
  sheet = await openCard(page, 'Action card', 'Outsourcing');
  await sheet.locator('#action-cost').fill('2');
  await sheet.getByLabel(/Ann's Lead Developer/).check();
  await expect(sheet.getByTestId('outsource-detail')).toHaveText("Ann's Lead Developer: Ann gets 2");
  await tapSaved(page, sheet.getByRole('button', { name: 'Outsource for 2', exact: true }));
  expect(await resOf('p1')).toBe(annBefore + 2);
  expect(await resOf('p3')).toBe(cat - 3 - 2);
  // Ann's tile says one of hers is away; Cat's counts it among hers while she has it.
  await expect(page.getByTestId('lent-p1')).toHaveText('1 outsourced');
  await expect(moment(page)).toContainText('draws 1 card (Rockstar Recruiter)');
  await endTurn(page);

  // Ann, turn 2 (her Lead Developer stays with Cat until the start of Cat's next turn): the planned
  // Head Hunter for one less (4), charged once, defaulting to the plan.
  await expect(moment(page).getByTestId('planned')).toContainText('1 action card planned, face down, playable now (Action card).');
  await moment(page).getByRole('button', { name: 'Show the planned card' }).click();
  await expect(moment(page).getByTestId('planned-card')).toHaveText('Head Hunter, for 4');
  sheet = await openCard(page, 'Take over', 'Head Hunter');
  await expect(sheet.getByLabel(/The planned one/)).toBeChecked();
  // A planned card is not blocked by an unrelated empty field.
  await sheet.getByLabel("Ben's Intern").first().check();
  const annNow = await resOf('p1');
  // Cat took Ben's Intern 1: his three left are numbered among themselves.
  await tapSaved(page, sheet.getByRole('button', { name: "Take over Ben's Intern 1 for 4" }));
  expect(await resOf('p1')).toBe(annNow - 4);
  await expect(page.getByTestId('player-p1')).not.toContainText('planned');
  // Undercover HR Agent: Ann pays 1 and declares, then Ben counters (3); after a counter no flip that turn.
  sheet = await openCard(page, 'Take over', 'Undercover HR Agent');
  await sheet.getByLabel("Ben's Intern").first().check();
  await tapSaved(page, sheet.getByRole('button', { name: /^Pay 1 and call heads for Ben's Intern/ }));
  await expect(sheet.getByTestId('uc-declared')).toContainText('Declared: Ann paid 1 and calls heads for');
  await expect(sheet.locator('#uc-counter')).toHaveValue('3');
  const benBefore = await resOf('p2');
  await tapSaved(page, sheet.getByRole('button', { name: 'Countered: Ben pays Ann 3' }));
  expect(await resOf('p1')).toBe(annNow - 4 - 1 + 3);
  expect(await resOf('p2')).toBe(benBefore - 3);
  sheet = await openCard(page, 'Take over', 'Undercover HR Agent');
  await expect(sheet.getByText('once per turn (a counter uses it too)')).toBeVisible();
  await expect(sheet.getByRole('button', { name: /flip the coin/ })).toHaveCount(0);
  await closeSheet(page);
  await endTurn(page);

  // Ben, turn 2: Monster Bug hits every opponent's employees in one tap, the burnouts listed first.
  sheet = await openCard(page, 'Action card', 'Monster Bug');
  const hits = sheet.getByTestId('monster-bug-hits');
  await expect(hits).toContainText("Ann's Full Stack Ninja: 3 of 3: burns out, TDD +5 goes with it");
  await expect(hits).toContainText("Ann's Intern: 3 of 3: burns out");
  await expect(hits).toContainText("Cat's Rockstar Recruiter: 2 of 3");
  // Ann's Lead Developer, outsourced to Cat, is named after its employer first (a play-tester took it for Cat's own).
  await expect(hits).toContainText("Ann's Lead Developer (outsourced to Cat): 3 of 3: burns out");
  await sheet.locator('#action-cost').fill('2');
  await tapSaved(page, sheet.getByRole('button', { name: 'Play Monster Bug for 2' }));
  await expect(page.getByTestId('employees-p1')).toHaveText('0 employees');
  await expect(page.getByTestId('employees-p3')).toHaveText('1 employee');
  await endTurn(page);

  // Cat, turn 2: the Undercover flip is Ann's, later; Technical debt asks first and clears the whole table.
  sheet = await openCard(page, 'Action card', 'Technical debt');
  await expect(sheet.getByText("Read literally: every employee on the table, every player's (Cat's too)")).toBeVisible();
  await sheet.getByRole('button', { name: 'Play Technical debt for 4: every employee leaves…' }).click();
  // The question lists who leaves, one line per player.
  await expect(sheet.getByTestId('technical-debt-leaving').getByRole('listitem')).toHaveText([
    'Ben: Intern 1 and Intern 2',
    'Cat: Rockstar Recruiter'
  ]);
  const total = (await page.locator('[data-testid^="employees-"]').allTextContents()).reduce((n, t) => n + Number.parseInt(t, 10), 0);
  await tapSaved(page, sheet.getByRole('button', { name: `Yes: all ${total} employees leave the table` }));
  for (const id of ['p1', 'p2', 'p3']) await expect(page.getByTestId(`employees-${id}`)).toHaveText('0 employees');
  await endTurn(page);

  // Ann, turn 3: a new Undercover HR Agent and a flip (scripted heads, called heads) for Ben's new Intern.
  await hire(page, 'Undercover HR Agent');
  await endTurn(page);
  await hire(page, 'Intern');
  await endTurn(page);
  await endTurn(page);
  sheet = await openCard(page, 'Take over', 'Undercover HR Agent');
  await sheet.getByLabel("Ben's Intern").check();
  // A wrong call is its own entry: Undo takes it back (and its 1) before the coin is flipped.
  await sheet.getByLabel('Tails').check();
  const annHas = await resOf('p1');
  await tapSaved(page, sheet.getByRole('button', { name: "Pay 1 and call tails for Ben's Intern" }));
  expect(await resOf('p1')).toBe(annHas - 1);
  await sheet.getByRole('button', { name: /^Undo/ }).click();
  await expect(sheet.getByTestId('uc-declared')).toHaveCount(0);
  expect(await resOf('p1')).toBe(annHas);
  // Undone, the slip is not kept picked: one more tap must not repeat it.
  await expect(sheet.getByLabel("Ben's Intern")).not.toBeChecked();
  await expect(sheet.getByLabel('Heads')).toBeChecked();
  await expect(sheet.getByRole('button', { name: 'Pay 1 and call heads', exact: true })).toBeVisible();
  await sheet.getByLabel("Ben's Intern").check();
  await sheet.getByLabel('Heads').check();
  await script(page, [0]);
  await tapSaved(page, sheet.getByRole('button', { name: "Pay 1 and call heads for Ben's Intern" }));
  await tapSaved(page, sheet.getByRole('button', { name: "Flip the coin (called heads) for Ben's Intern" }));
  await expect(sheet.getByTestId('flip-result')).toHaveText("Ann called heads; the coin shows heads: Ann takes over Ben's Intern.");
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('employees-p1')).toHaveText('2 employees');

  // The history says who burnt out and what went with them.
  await page.goto(page.url() + '/history');
  await expect(
    page.getByText(
      "Ben played Monster Bug for 2: every employee of Ann and Cat +1 burnout; Ann's Lead Developer (outsourced to Cat); Ann's Full Stack Ninja, Undercover HR Agent and Intern; Cat's Intern burnt out, TDD +5 went with them",
      { exact: true }
    )
  ).toBeVisible();
  await expect(
    page.getByText(
      "Cat played Technical debt for 4: every employee on the table went into the deck with its knowledge (Ben's Intern 1 and Intern 2; Cat's Rockstar Recruiter)",
      { exact: true }
    )
  ).toBeVisible();
  // Two declarations: the countered one (turn 1) and the flipped one (turn 3), each Intern as Ben's table told it apart then.
  await expect(page.getByText("Ann's Undercover HR Agent: paid 1, called heads for Ben's Intern 1", { exact: true })).toBeVisible();
  await expect(page.getByText("Ann's Undercover HR Agent: paid 1, called heads for Ben's Intern", { exact: true })).toBeVisible();
  await expect(page.getByText('Ben paid Ann 3 to counter the Undercover HR Agent, no coin flip this turn', { exact: true })).toBeVisible();
  await expect(page.getByText("Ann played Head Hunter (planned) for 4: took over Ben's Intern 1", { exact: true })).toBeVisible();
});

test('planning a card asks no cost (planning is free); a cost the rulebook does not print is asked as it is played, 1 less paid', async ({
  page
}) => {
  await newGame(page, ['Pat', 'Mat']);
  let sheet = await openCard(page, 'Action card', 'Crunch Time');
  const start = Number(await res(page, 'p1').textContent());
  // The cost field stays empty: planning stores the card and nothing is paid.
  await expect(sheet.locator('#action-cost')).toHaveValue('');
  await tapSaved(page, sheet.getByRole('button', { name: 'Plan Crunch Time face down' }));
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(Number(await res(page, 'p1').textContent())).toBe(start);
  await endTurn(page);
  await endTurn(page);
  // Face down, the card tapped in hand with its cost typed, then "Play the planned card instead":
  // the typed cost stays (a play-test met an empty field and "Enter a number" far above the button).
  sheet = await openCard(page, 'Action card', 'Crunch Time');
  await sheet.locator('#action-cost').fill('3');
  await sheet.getByTestId('plan-first').click();
  await expect(sheet.getByLabel(/The planned one/)).toBeChecked();
  await expect(sheet.locator('#action-cost')).toHaveValue('3');
  await expect(sheet.getByRole('button', { name: 'Play Crunch Time for 2' })).toBeVisible();
  await closeSheet(page);
  await moment(page).getByRole('button', { name: 'Show the planned card' }).click();
  await expect(moment(page).getByTestId('planned-card')).toHaveText('Crunch Time, for 1 less than its cost');
  // Another card's cost left empty does not matter: the planned card's own cost is asked.
  sheet = await openCard(page, 'Action card', 'Monster Bug');
  await sheet.getByRole('button', { name: 'Crunch Time (planned)' }).click();
  await expect(sheet.getByLabel(/The planned one/)).toBeChecked();
  await expect(sheet.getByLabel('Its cost (top-right corner of the card): the planned one is paid 1 less')).toHaveValue('');
  await sheet.getByRole('button', { name: 'Play Crunch Time for ?' }).click();
  await expect(sheet.locator('#action-cost')).toBeFocused();
  await sheet.locator('#action-cost').fill('3');
  const before = Number(await res(page, 'p1').textContent());
  await tapSaved(page, sheet.getByRole('button', { name: 'Play Crunch Time for 2' }));
  expect(Number(await res(page, 'p1').textContent())).toBe(before - 2);
  await expect(page.getByTestId('player-p1')).not.toContainText('planned');
  await expect(page.getByTestId('saved-line')).toHaveText(/^Pat played Crunch Time \(planned\) for 2/);
});

test('a planned card lies face down on the screen: the table reads "1 action card planned", its owner taps to see it, a new turn folds it', async ({
  page
}) => {
  /** What the screen shows (a closed sheet keeps its cards' names in the page, not on the screen). */
  const shown = (page: Page) => page.locator('main').innerText();
  await newGame(page, ['Pat', 'Mat']);
  const sheet = await openCard(page, 'Action card', 'Head Hunter');
  await tapSaved(page, sheet.getByRole('button', { name: 'Plan Head Hunter face down' }));
  const planned = moment(page).getByTestId('planned');
  const show = moment(page).getByRole('button', { name: 'Show the planned card' });
  // The phone lies on the table: neither the name nor the price (5 less 1 would tell the card) shows untapped.
  await expect(planned).toContainText('1 action card planned, face down, playable from the next turn.');
  expect(await shown(page)).not.toContain('Head Hunter');
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  // One tap shows it to its owner; another folds it again.
  await show.click();
  await expect(planned.getByTestId('planned-card')).toHaveText('Head Hunter');
  const hide = moment(page).getByRole('button', { name: 'Hide the planned card' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await hide.click();
  expect(await shown(page)).not.toContain('Head Hunter');
  // Mat's turn: no planned card of Mat's, and Pat's stays a count on her tile.
  await endTurn(page);
  await expect(moment(page).getByTestId('planned')).toHaveCount(0);
  await expect(page.getByTestId('player-p1')).toContainText('1 planned');
  expect(await shown(page)).not.toContain('Head Hunter');
  // Pat's next turn: playable now, still face down until she taps, then with what it costs her.
  await endTurn(page);
  await expect(planned).toContainText('1 action card planned, face down, playable now (Action card).');
  expect(await shown(page)).not.toContain('Head Hunter');
  await show.click();
  await expect(planned.getByTestId('planned-card')).toHaveText('Head Hunter, for 4');
  // Shown on this turn only: the next time it is Pat's turn it is face down again.
  await endTurn(page);
  await endTurn(page);
  await expect(planned).toContainText('1 action card planned, face down');
  expect(await shown(page)).not.toContain('Head Hunter');
});

test("a planned card lies face down in its owner's sheet and the Action card list too, with the turn's one Show; still one tap to play", async ({
  page
}) => {
  await newGame(page, ['Pat', 'Mat']);
  let sheet = await openCard(page, 'Action card', 'Head Hunter');
  await tapSaved(page, sheet.getByRole('button', { name: 'Plan Head Hunter face down' }));
  await hire(page, 'Intern');
  await endTurn(page);
  await hire(page, 'Intern');
  await endTurn(page);

  // Pat's turn 2: whoever holds the phone taps Pat's tile; the sheet says what the turn says, face down.
  sheet = await openPlayer(page, 'p1');
  const planned = sheet.getByTestId('sheet-planned');
  await expect(planned).toContainText('1 action card planned, face down since turn 1, playable now (Action card).');
  expect(await sheet.innerText()).not.toContain('Head Hunter');
  // The sheet's Show is the turn's: shown here, it is shown under the tiles, and hidden there, here.
  await sheet.getByRole('button', { name: 'Show the planned card' }).click();
  await expect(planned.getByTestId('planned-card')).toHaveText('Head Hunter, for 4');
  await closeSheet(page);
  await expect(moment(page).getByTestId('planned-card')).toHaveText('Head Hunter, for 4');
  await moment(page).getByRole('button', { name: 'Hide the planned card' }).click();
  sheet = await openPlayer(page, 'p1');
  await expect(sheet.getByRole('button', { name: 'Show the planned card' })).toHaveAttribute('aria-expanded', 'false');
  expect(await sheet.innerText()).not.toContain('Head Hunter');
  await closeSheet(page);

  // The Action card list does not name it while it is face down, and plays it in one tap all the same.
  await page.getByRole('button', { name: 'Action card', exact: true }).click();
  sheet = page.locator('dialog[open]');
  await expect(sheet.getByRole('button', { name: /\(planned\)/ })).toHaveCount(0);
  await expect(sheet.getByTestId('cards-planned')).toContainText('1 action card planned, face down since turn 1, playable now.');
  expect(await sheet.getByTestId('cards-planned').innerText()).not.toContain('Head Hunter');
  // An unplanned card tapped does not tell which one is planned.
  await sheet.getByRole('button', { name: 'Head Hunter', exact: true }).click();
  await expect(sheet.getByLabel(/The planned one/)).toHaveCount(0);
  // From hand it costs 5; the plan's 4 is offered first in the foot, for any card tapped (it names no planned card).
  await sheet.getByLabel("Mat's Intern").check();
  await expect(sheet.getByRole('button', { name: "Take over Mat's Intern for 5" })).toBeVisible();
  const instead = sheet.getByTestId('plan-first');
  await expect(instead).toHaveText('Play the planned card instead If it is Head Hunter: 4 from the plan, not 5');
  await instead.click();
  const card = sheet.getByRole('button', { name: 'Planned card (face down)' });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByLabel(/The planned one/)).toBeChecked();
  await expect(instead).toHaveCount(0);
  await expect(sheet.getByLabel("Mat's Intern")).toBeChecked();
  const before = Number(await res(page, 'p1').textContent());
  await tapSaved(page, sheet.getByRole('button', { name: "Take over Mat's Intern for 4" }));
  expect(Number(await res(page, 'p1').textContent())).toBe(before - 4);
  await expect(page.getByTestId('player-p1')).not.toContainText('planned');
});

test('a cost the rulebook does not print is remembered once typed, even when that play was free, and forgotten with an undone play', async ({
  page
}) => {
  await newGame(page, ['Pat', 'Mat']);
  await hire(page, 'Database Developer');
  let sheet = await openCard(page, 'Action card', 'Monster Bug');
  await sheet.locator('#action-cost').fill('3');
  await sheet.getByRole('radio', { name: 'Drawn with the Database Developer this turn: 0 (2 free plays left)' }).check();
  const before = Number(await res(page, 'p1').textContent());
  await tapSaved(page, sheet.getByRole('button', { name: 'Play Monster Bug for 0' }));
  expect(Number(await res(page, 'p1').textContent())).toBe(before);
  await endTurn(page);
  await endTurn(page);
  sheet = await openCard(page, 'Action card', 'Monster Bug');
  await expect(sheet.locator('#action-cost')).toHaveValue('3');
  // A slip (5) undone goes with its play: the cost of the play that stands is offered again.
  await sheet.locator('#action-cost').fill('5');
  await tapSaved(page, sheet.getByRole('button', { name: 'Play Monster Bug for 5' }));
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.getByTestId('undo-notice')).toHaveText(/^Undone: Pat played Monster Bug for 5/);
  sheet = await openCard(page, 'Action card', 'Monster Bug');
  await expect(sheet.locator('#action-cost')).toHaveValue('3');
});

test('an opponent’s employees are read-only on your turn; removing one of yours asks first', async ({ page }) => {
  await newGame(page, ['Pat', 'Mat']);
  await hire(page, 'Intern');
  await endTurn(page);
  let sheet = await openPlayer(page, 'p1');
  await expect(sheet.getByText("On Mat's turn, Pat's employees change only through a card")).toBeVisible();
  await expect(sheet.getByTestId('employee-e1').getByRole('button')).toHaveCount(0);
  await closeSheet(page);
  await hire(page, 'Intern');
  sheet = await openPlayer(page, 'p2');
  const row = sheet.getByTestId('employee-e2');
  await row.getByText('More for Intern').click();
  const seq = await seqNow(page);
  await row.getByRole('button', { name: 'Remove from the table…' }).click();
  await expect(row.getByText('Remove Intern from the table?')).toBeVisible();
  expect(await seqNow(page)).toBe(seq);
  await row.getByRole('button', { name: 'Keep Intern' }).click();
  await row.getByRole('button', { name: 'Remove from the table…' }).click();
  await tapSaved(page, row.getByRole('button', { name: 'Yes, remove Intern' }));
  await expect(page.getByTestId('employees-p2')).toHaveText('0 employees');
});

test('tap budget: an ordinary turn (hire a remembered card, end turn) takes 4 taps, each in view', async ({ page }) => {
  await newGame(page, ['Pat', 'Mat']);
  // Mat has hired a Full Stack Ninja before: its cost, not printed, is remembered on this phone.
  await hire(page, 'Full Stack Ninja', '3');
  await endTurn(page);
  await endTurn(page);
  let taps = 0;
  const tap = async (target: Locator) => {
    await expect(target).toBeVisible();
    expect(await inViewport(target), `${await target.textContent()} is in view without scrolling`).toBe(true);
    const scrolled = await page.evaluate(() => window.scrollY);
    await target.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    taps++;
  };
  const seq = await seqNow(page);
  await tap(page.getByRole('button', { name: 'Hire', exact: true }));
  await tap(openSheet(page).getByRole('button', { name: 'Full Stack Ninja', exact: true }));
  await tap(openSheet(page).getByRole('button', { name: 'Hire Full Stack Ninja for 3' }));
  await savedAt(page, seq + 1);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await tap(page.getByRole('button', { name: 'End turn' }));
  await savedAt(page, seq + 2);
  expect(taps).toBeLessThanOrEqual(4);
  expect(taps).toBe(4);
  await expect(page.getByTestId('moment-title')).toHaveText("Mat's turn 2 · round 2");
  await expect(page.getByTestId('employees-p1')).toHaveText('2 employees');
  test.info().annotations.push({ type: 'taps', description: `ordinary turn: ${taps}` });
});

test('a refusal shows in view, announced, with the tapped control scrolled as low as it goes', async ({ page }) => {
  await scriptableRandom(page);
  await newGame(page, ['Pat', 'Mat', 'Kat', 'Nat'], { starting: '1', planning: true });
  // In a sheet: hiring a Lead Developer with 2 resources.
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  const sheet = openSheet(page);
  await sheet.getByRole('button', { name: 'Lead Developer' }).click();
  const button = sheet.getByRole('button', { name: 'Hire Lead Developer for 5' });
  await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await button.click();
  const alert = sheet.getByRole('alert');
  await expect(alert).toHaveText(/Pat has only 2 resources: Lead Developer costs 5\./);
  expect(await inViewport(alert)).toBe(true);
  expect(await inViewport(button)).toBe(true);
  await closeSheet(page);
  // On the main screen: Undo, passing over a coin flip to the sale the flip was paid with.
  await hire(page, 'Intern');
  await endTurn(page);
  await hire(page, 'Intern');
  for (let i = 0; i < 3; i++) await endTurn(page);
  await expect(moment(page)).toContainText('Optional planning bonus (1 point)');
  await hire(page, 'Undercover HR Agent');
  const pat = await openPlayer(page, 'p1');
  await tapSaved(page, pat.getByRole('button', { name: 'Sell a card: +1' }));
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  const agent = await openCard(page, 'Take over', 'Undercover HR Agent');
  await agent.getByLabel("Mat's Intern").check();
  await script(page, [0]);
  await tapSaved(page, agent.getByRole('button', { name: "Pay 1 and call heads for Mat's Intern" }));
  await tapSaved(page, agent.getByRole('button', { name: /^Flip the coin/ }));
  await agent.getByRole('button', { name: 'Done' }).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const seq = await seqNow(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Cannot undo' });
  // Once the coin is flipped, the declaration it resolved cannot be taken back from under it.
  await expect(notice).toHaveText(
    /Cannot undo “Pat's Undercover HR Agent: paid 1, called heads for Mat's Intern”: “Pat's Undercover HR Agent: the coin shows heads: took over Mat's Intern”, later, depends on it/
  );
  // In words a player can act on: the landed coin keeps its call, and what can still be done.
  await expect(notice).toContainText(
    "(with it undone: the coin is flipped, so Pat's call stands: a coin that has landed is not called again"
  );
  await expect(notice).toContainText("a figure can still be put right by hand on a player's sheet");
  expect(await inViewport(notice)).toBe(true);
  expect(await seqNow(page)).toBe(seq);
});

test('the planning bonus is optional: End turn goes on without it, recorded as not used in the same gesture', async ({ page }) => {
  await newGame(page, ['Pat', 'Mat'], { planning: true });
  await hire(page, 'Intern');
  await endTurn(page);
  await endTurn(page);
  // Pat, turn 2, at 1 point: the bonus is offered, with the reading on screen.
  await expect(moment(page)).toContainText('Optional planning bonus (1 point): −1 burnout on');
  await expect(moment(page)).toContainText('End turn: +1 point (2 of 32; planning bonus not used).');
  await expect(moment(page).getByRole('button', { name: /Skip/ })).toHaveCount(0);
  const seq = await seqNow(page);
  await page.getByRole('button', { name: 'End turn' }).click();
  await savedAt(page, seq + 2);
  await expect(page.getByTestId('moment-title')).toHaveText("Mat's turn 2 · round 2");
  await expect(page.getByRole('alert')).toHaveCount(0);
  // One Undo takes the whole gesture back: the bonus waits again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('moment-title')).toHaveText("Pat's turn 2 · round 2");
  await expect(moment(page)).toContainText('Optional planning bonus (1 point)');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('moment-title')).toHaveText("Mat's turn 2 · round 2");
  await page.goto(page.url() + '/history');
  await expect(page.getByRole('listitem').filter({ hasText: 'Planning bonus not used' })).toContainText(
    '(one tap with the line above: they are taken back together)'
  );
  await expect(page.getByText('Pat scored 1 (total 2)', { exact: true })).toBeVisible();
});

test('the planning bonus comes at the start of the turn: once another move is stored it is gone, and End turn still records it as not used', async ({
  page
}) => {
  await newGame(page, ['Pat', 'Mat'], { planning: true });
  await hire(page, 'Intern');
  await endTurn(page);
  await endTurn(page);
  await expect(moment(page)).toContainText('Optional planning bonus (1 point): −1 burnout on');
  // The Intern's burnout point taken off by hand: nobody is left to take the bonus on.
  await page.getByTestId('player-p1').getByRole('button').click();
  const sheet = page.locator('dialog[open]');
  const seq = await seqNow(page);
  await sheet.getByRole('button', { name: /^−1 burnout on / }).click();
  await savedAt(page, seq + 1);
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(moment(page).getByTestId('planning-lapsed')).toHaveText(
    'Planning bonus: only at the start of the turn, before any other move; gone for this turn.'
  );
  await expect(moment(page)).not.toContainText('−1 burnout on');
  // The End turn line stays whole: the running total, what the turn's cards banked, the burnout and the draws.
  await hire(page, 'The Nice HR Lady');
  await expect(page.getByTestId('planning-lapsed')).toBeVisible();
  await expect(moment(page)).toContainText(
    'End turn: +1 point (2 of 32; planning bonus not used); then +1 burnout each; then Pat draws 1 card (The Nice HR Lady).'
  );
  const before = await seqNow(page);
  await page.getByRole('button', { name: 'End turn' }).click();
  await savedAt(page, before + 2);
  await expect(page.getByTestId('moment-title')).toHaveText("Mat's turn 2 · round 2");
});

test('the main screen with 4 players fits in 1.5 screens; every tile in view at 320, 390 and 430 px', async ({ page }) => {
  await newGame(page, ['Patricia', 'Matthias', 'Katharina', 'Nathaniel'], { planning: true });
  for (const id of ['p1', 'p2', 'p3', 'p4']) {
    await hire(page, 'Lead Developer');
    await hire(page, 'Intern');
    await hire(page, 'The Nice HR Lady');
    await endTurn(page);
    void id;
  }
  for (let i = 0; i < 4; i++) await endTurn(page);
  await expect(page.getByTestId('warn-e2')).toBeVisible();
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    // Read once the resized page has settled: the bottom bar's spacer follows the bar a moment after a resize (a busy
    // machine read 1276 px at 320, the settled page is 1203).
    const scrollHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    await expect.poll(scrollHeight, { message: `height at ${width} px` }).toBeLessThanOrEqual(1.5 * 844);
    const height = await scrollHeight();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const id of ['p1', 'p2', 'p3', 'p4'])
      expect(await inViewport(page.getByTestId(`player-${id}`)), `tile ${id} at ${width} px`).toBe(true);
    test.info().annotations.push({ type: `height at ${width} px`, description: `${height} px` });
  }
});

test.describe('axe', () => {
  // axe-core is injected as a script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });
  test('axe finds nothing on the screen and each sheet, in the light and the dark theme', async ({ page }) => {
    test.setTimeout(240_000);
    await newGame(page, ['Pat', 'Mat'], { planning: true });
    await hire(page, 'Lead Developer');
    await hire(page, 'Undercover HR Agent');
    await endTurn(page);
    await hire(page, 'Intern');
    // A planned card: face down with its Show under the tiles, in Mat's sheet and in the Action card sheet.
    await tapSaved(page, (await openCard(page, 'Action card', 'Crunch Time')).getByRole('button', { name: 'Plan Crunch Time face down' }));
    const check = async (what: string) => expect(await axeViolationsInBothThemes(page), what).toEqual([]);
    await check('main screen');
    await openPlayer(page, 'p2');
    await openSheet(page).getByText('More for Intern').click();
    await check('player sheet');
    await closeSheet(page);
    await openPlayer(page, 'p1');
    await check('opponent sheet');
    await closeSheet(page);
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    await openSheet(page).getByRole('button', { name: 'Downer Dave' }).click();
    await check('hire sheet');
    await closeSheet(page);
    for (const card of ['Head Hunter', 'Monster Bug', 'Technical debt', 'Another action card']) {
      await openCard(page, 'Action card', card);
      await check(`action sheet: ${card}`);
      await closeSheet(page);
    }
    await openCard(page, 'Take over', 'Undercover HR Agent');
    await check('undercover');
    await closeSheet(page);
    await page.getByRole('button', { name: 'Score sheet' }).click();
    await check('score sheet');
  });
});

test('no emoji or symbol glyph that may render as a box on the IT Startup screen', async ({ page }) => {
  await newGame(page, ['Pat', 'Mat'], { target: '32 points' });
  await hire(page, 'Lead Developer');
  await openPlayer(page, 'p1');
  // (The shared scoreboard's turn marker is not IT Startup's: it is left out here.)
  const text = await page.evaluate(() => {
    const screen = document.querySelector('.table-screen')!.cloneNode(true) as HTMLElement;
    for (const marker of screen.querySelectorAll('.scoreboard .turn')) marker.remove();
    return screen.textContent ?? '';
  });
  expect(text).not.toMatch(/[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{25A0}-\u{25FF}]/u);
});

test('with the planning bonus waiting and 4 players, every control of the moment and the sheet buttons sit above the bottom bar', async ({
  page
}) => {
  await newGame(page, ['Patricia', 'Matthias', 'Katharina', 'Nathaniel'], { planning: true });
  // Each player: a Full Stack Ninja, an Intern and The Nice HR Lady (4 points, a draw at the end).
  for (let i = 0; i < 4; i++) {
    await hire(page, 'Full Stack Ninja', i === 0 ? '3' : undefined);
    await hire(page, 'Intern');
    await hire(page, 'The Nice HR Lady');
    await endTurn(page);
  }
  // Patricia's turn 2 at 4 points: the planning bonus, one button per tired employee.
  await expect(moment(page)).toContainText('Optional planning bonus (4 points)');
  await expect(page.getByTestId('last-turn')).toContainText('Nathaniel draws 1 card');
  await page.evaluate(() => window.scrollTo(0, 0));
  const cover = await barTop(page);
  const controls = [
    ...(await moment(page).getByRole('button').all()),
    ...(await page.getByRole('group', { name: 'More actions' }).getByRole('button').all())
  ];
  // Three bonus buttons (no Skip: End turn skips it) and the four sheet buttons.
  expect(controls.length).toBeGreaterThanOrEqual(7);
  for (const control of controls) {
    const { bottom, ok } = await clearAbove(control, cover);
    expect(ok, `“${await control.textContent()}” ends at ${Math.round(bottom)} px; the bar starts at ${Math.round(cover)} px`).toBe(true);
  }
});

test("a refused hire shows its reason beside the field, in view above the sheet's button, the cursor in the field", async ({ page }) => {
  await newGame(page, ['Ann', 'Ben', 'Cat']);
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  const sheet = openSheet(page);
  await sheet.getByRole('button', { name: 'Full Stack Ninja', exact: true }).click();
  await expect(sheet.locator('#hire-cost')).toHaveValue('');
  const seq = await seqNow(page);
  await sheet.getByRole('button', { name: 'Hire Full Stack Ninja for ?' }).click();
  const problem = sheet.locator('#hire-cost-problem');
  await expect(problem).toHaveText('Enter a number.');
  const foot = await sheet.locator('.foot').evaluate((el) => el.getBoundingClientRect().top);
  for (const [what, target] of [
    ['the reason', problem],
    ['the cost field', sheet.locator('#hire-cost')]
  ] as const) {
    const { bottom, ok } = await clearAbove(target, foot);
    expect(ok, `${what} ends at ${Math.round(bottom)} px; the sheet's foot starts at ${Math.round(foot)} px`).toBe(true);
  }
  await expect(sheet.locator('#hire-cost')).toBeFocused();
  expect(await seqNow(page)).toBe(seq);
  // Typed, it goes through.
  await sheet.locator('#hire-cost').fill('3');
  await tapSaved(page, sheet.getByRole('button', { name: 'Hire Full Stack Ninja for 3' }));
});

test("the table's words: where a card prints a figure, who pays a counter, whose outsourced employee, the effective efficiency, a lost flip", async ({
  page
}) => {
  await scriptableRandom(page);
  await newGame(page, ['Ann', 'Ben', 'Cat'], { starting: '30', target: '128 points' });
  // Ann, turn 1: Database Developer (e1), Scrum Master (e2), Undercover HR Agent (e3), Lead Developer (e4).
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  let sheet = openSheet(page);
  // Senior Backend Developer prints its cost but not its efficiency: the hint says where the efficiency is.
  await sheet.getByRole('button', { name: 'Senior Backend Developer', exact: true }).click();
  const hint = sheet.getByText("The rulebook does not print this card's efficiency");
  await expect(hint).toContainText('the efficiency is the red number in the circle');
  await expect(hint).not.toContainText('top-right');
  await sheet.getByRole('button', { name: 'Full Stack Ninja', exact: true }).click();
  await expect(sheet.getByText("The rulebook does not print this card's cost")).toContainText('the cost is in the top-right corner');
  await closeSheet(page);
  for (const card of ['Database Developer', 'Scrum Master', 'Undercover HR Agent', 'Lead Developer']) await hire(page, card);
  await expect(page.getByTestId('projected')).toHaveText('+9 points');
  await endTurn(page);

  // Ben, turn 1: the targets show the efficiency they score with (a Scrum Master's +1).
  await hire(page, 'Intern');
  sheet = await openCard(page, 'Take over', 'Head Hunter');
  const db = sheet.locator('label').filter({ hasText: "Ann's Database Developer" });
  await expect(db).toContainText('efficiency 3 (2 + Scrum Master)');
  await expect(sheet.locator('label').filter({ hasText: "Ann's Lead Developer" })).toContainText('efficiency 6 (5 + Scrum Master)');
  await expect(sheet.getByLabel('If the owner counters, they pay Ben')).toBeVisible();
  await db.click();
  await expect(sheet.getByLabel('If Ann counters, Ann pays Ben')).toBeVisible();
  await closeSheet(page);
  // Outsourcing Ann's Lead Developer: at the end of Ben's turn it is one cube from burning out.
  sheet = await openCard(page, 'Take over', 'Outsourcing');
  await sheet.locator('#action-cost').fill('2');
  await sheet.getByLabel(/Ann's Lead Developer/).check();
  await expect(sheet.getByTestId('outsource-detail')).toHaveText("Ann's Lead Developer: Ann gets 2");
  await tapSaved(page, sheet.getByRole('button', { name: 'Outsource for 2', exact: true }));
  await endTurn(page);
  // Cat's turn: Ben's tile marks the Lead Developer as Ann's.
  await expect(page.getByTestId('warn-e4')).toHaveText("Lead Developer (Ann's) 2/3, one cube from burning out");
  await expect(page.getByTestId('player-p2')).toContainText("Lead Developer (Ann's) 2/3");
  await endTurn(page);

  // Ann, turn 2: a lost coin flip is not shown as a success.
  sheet = await openCard(page, 'Take over', 'Undercover HR Agent');
  await sheet.getByLabel("Ben's Intern").check();
  await script(page, [1]);
  await tapSaved(page, sheet.getByRole('button', { name: "Pay 1 and call heads for Ben's Intern" }));
  await tapSaved(page, sheet.getByRole('button', { name: /^Flip the coin/ }));
  const flip = sheet.getByTestId('flip-result');
  await expect(flip).toHaveText('Ann called heads; the coin shows tails: no takeover.');
  const colours = await flip.evaluate((el) => {
    const probe = document.createElement('p');
    probe.className = 'notice info';
    document.body.append(probe);
    const success = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { shown: getComputedStyle(el).backgroundColor, success };
  });
  expect(colours.shown, 'a lost flip in the success colour').not.toBe(colours.success);
});

test('a player at the target before the round ends is told the win waits for the end of the round', async ({ page }) => {
  await newGame(page, ['Ann', 'Ben', 'Cat'], { starting: '20', target: '10' });
  await hire(page, 'Lead Developer');
  await hire(page, 'Lead Developer');
  await hire(page, 'Intern');
  await expect(page.getByTestId('past-target')).toHaveCount(0);
  await endTurn(page);
  await expect(points(page, 'p1')).toHaveText('11');
  await expect(page.getByTestId('past-target')).toHaveText(
    "Ann has 11 of 10: the win is checked at the end of the round, after Cat's turn."
  );
  await endTurn(page);
  await expect(page.getByTestId('past-target')).toHaveText(
    "Ann has 11 of 10: the win is checked at the end of the round, when Cat's turn ends."
  );
  await endTurn(page);
  await expect(page.getByText('Ann wins with 11 points!')).toBeVisible();
});

test('two players past the target in the last round: the banner and the result say so under the winner line', async ({ page }) => {
  await newGame(page, ['Ann', 'Ben', 'Cat'], { starting: '20', target: '10' });
  await hire(page, 'Lead Developer');
  await hire(page, 'Lead Developer');
  await hire(page, 'Intern');
  await endTurn(page);
  await hire(page, 'Lead Developer');
  await hire(page, 'Lead Developer');
  await endTurn(page);
  await expect(points(page, 'p2')).toHaveText('10');
  await endTurn(page);
  await expect(page.locator('#its-winner')).toHaveText(
    /^\s*Ann wins with 11 points:\s+Ann and Ben passed 10, the highest total wins\.\s*$/
  );
  await page.goto(`${page.url()}/result`);
  await expect(page.getByTestId('result-headline')).toHaveText('Ann won.');
  // Right under the winner line, not only in the highlights far down (said once).
  const under = page.getByTestId('result-headline').locator('xpath=following-sibling::*[1]');
  await expect(under).toHaveAttribute('data-testid', 'result-note');
  await expect(under).toHaveText("Ann and Ben passed 10 in the same round; the highest total won: Ann's 11.");
  await expect(page.getByText(/passed 10 in the same round/)).toHaveCount(1);
});

test('a won game shows no loan on its tiles: the loans end with the game', async ({ page }) => {
  await newGame(page, ['Ann', 'Ben', 'Cat'], { starting: '20', target: '10' });
  await hire(page, 'Lead Developer');
  await hire(page, 'Lead Developer');
  await hire(page, 'Intern');
  await endTurn(page);
  // Ben outsources one of Ann's Lead Developers; the game ends with Cat's turn, the loan still running.
  const sheet = await openCard(page, 'Action card', 'Outsourcing');
  await sheet.locator('#action-cost').fill('1');
  await sheet
    .getByRole('radio', { name: /^Ann's Lead Developer/ })
    .first()
    .check();
  await tapSaved(page, sheet.getByRole('button', { name: 'Outsource for 1', exact: true }));
  await expect(page.getByTestId('lent-p1')).toHaveText('1 outsourced');
  await expect(page.getByTestId('employees-p1')).toHaveText('2 employees');
  await endTurn(page);
  await endTurn(page);
  await expect(page.getByText('Ann wins with 11 points!')).toBeVisible();
  await expect(page.getByTestId('lent-p1')).toHaveCount(0);
  await expect(page.getByTestId('employees-p1')).toHaveText('3 employees');
  await expect(page.getByTestId('employees-p2')).toHaveText('0 employees');
});

test('a won game warns of no burnout on its tiles: nobody plays another turn', async ({ page }) => {
  await newGame(page, ['Ann', 'Ben'], { starting: '20', target: '10' });
  await hire(page, 'Lead Developer');
  await endTurn(page);
  await endTurn(page);
  await endTurn(page);
  // Ann's Lead Developer has worked two turns: one cube from burning out, 10 of 10 points.
  const warnings = page.locator('[data-testid^="warn-"]');
  await expect(warnings).toHaveText(['Lead Developer 2/3, one cube from burning out']);
  await endTurn(page);
  await expect(page.getByText('Ann wins with 10 points!')).toBeVisible();
  await expect(warnings).toHaveCount(0);
});

test('a setup from Play again rolls the starting resources afresh and says the first player is kept', async ({ page }) => {
  await page.goto('/new/it-startup');
  // The draft Play again prepares (src/lib/state/play-again.ts), marked as coming from it.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'boardroom.setup.it-startup',
      JSON.stringify({
        rows: [
          { key: 'a', name: 'Pat', color: '#b3261e' },
          { key: 'b', name: 'Mat', color: '#1d4ed8' }
        ],
        size: '64',
        customTarget: '',
        starting: '5',
        rolled: null,
        planning: false,
        firstIndex: 1,
        firstRolled: false,
        playAgain: true
      })
    )
  );
  await page.reload();
  const note = page.getByTestId('play-again-note');
  await expect(note).toContainText(
    /^\s*Play again: the starting resources are rolled afresh for this game \([1-6]; last game 5\)\. Mat starts,\s+as last game: change it under Project and rules\.\s*$/
  );
  const rolled = (await note.textContent())!.match(/\(([1-6]);/)![1];
  await expect(page.locator('#starting')).toHaveValue(rolled);
  // Saved back without the mark: coming back to the form keeps this roll and says nothing more.
  await page.reload();
  await expect(page.getByTestId('play-again-note')).toHaveCount(0);
  await expect(page.locator('#starting')).toHaveValue(rolled);
});

test('setup: starting resources are a roll of the die (1 to 6), and a field shows its problem only once typed in or after Start game', async ({
  page
}) => {
  await page.goto('/new/it-startup');
  await page.locator('#name-0').fill('Pat');
  await page.locator('#name-1').fill('Mat');
  await openChoices(page);
  // Ticking "Another target" shows the field, not a problem: nothing was typed yet.
  await page.getByLabel('Another target').check();
  await expect(page.locator('#custom-target')).toBeVisible();
  await expect(page.locator('#custom-target-problem')).toHaveCount(0);
  await page.locator('#custom-target').fill('x');
  await expect(page.locator('#custom-target-problem')).toHaveText(/digits|number/);
  await page.locator('#custom-target').fill('40');
  await expect(page.locator('#custom-target-problem')).toHaveCount(0);
  await expect(page.getByText("Roll the die, or type the table's roll (1 to 6)")).toBeVisible();
  for (const bad of ['0', '7', 'abc', '2.5']) {
    await page.locator('#starting').fill(bad);
    await expect(page.locator('#starting-problem')).toHaveText('The rulebook rolls a six-sided die for this: 1 to 6.');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page).toHaveURL(/\/new\/it-startup$/);
  }
  await page.locator('#starting').fill('6');
  await expect(page.locator('#starting-problem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await expect(res(page, 'p1')).toHaveText('7');
  // With nobody on the table, End turn's line says nothing of burnout; with an employee, it does.
  await expect(moment(page).locator('li.end')).not.toContainText('burnout');
  await hire(page, 'Intern');
  await expect(moment(page).locator('li.end')).toContainText('then +1 burnout each');
});

test('"More for" a card looks tappable: an outlined button with a chevron that turns when open', async ({ page }) => {
  await newGame(page, ['Pat', 'Mat']);
  await hire(page, 'Intern');
  const sheet = await openPlayer(page, 'p1');
  const more = sheet.getByText('More for Intern');
  const look = () =>
    more.evaluate((el) => {
      const box = getComputedStyle(el);
      const marker = getComputedStyle(el, '::before');
      return { border: box.borderTopWidth, marker: marker.content, turn: marker.transform, height: el.getBoundingClientRect().height };
    });
  const closed = await look();
  expect(closed.border).toBe('2px');
  expect(closed.marker).toBe('""');
  expect(closed.height).toBeGreaterThanOrEqual(44);
  await more.click();
  await expect(sheet.getByRole('button', { name: /^Attach/ })).toBeVisible();
  // Waited for, as a player's eye does: once in a full run under load (1 of 302 tests), Chromium gave
  // the chevron's old turn right after the section opened; 20 runs alone at load 15 never did.
  await expect.poll(async () => (await look()).turn).not.toBe(closed.turn);
});

test('at 320 px the moment is compact: Hire, Action card and Take over sit above the bottom bar, 44 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 844 });
  await newGame(page, ['Patricia', 'Matthias', 'Katharina'], { planning: true });
  for (let i = 0; i < 3; i++) {
    await hire(page, 'Full Stack Ninja', i === 0 ? '3' : undefined);
    await hire(page, 'Intern');
    await endTurn(page);
  }
  // Patricia's turn 2, at 4 points: the income, the bonus with its buttons, the end line.
  await expect(moment(page)).toContainText('Optional planning bonus (4 points)');
  await page.evaluate(() => window.scrollTo(0, 0));
  const cover = await barTop(page);
  for (const name of ['Hire', 'Action card', 'Take over']) {
    const control = page.getByRole('button', { name, exact: true });
    const { bottom, ok } = await clearAbove(control, cover);
    expect(ok, `${name} ends at ${Math.round(bottom)} px; the bar starts at ${Math.round(cover)} px`).toBe(true);
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  for (const control of await moment(page).getByRole('button').all())
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});
