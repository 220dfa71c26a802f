// IT Startup's table screen below the sheet buttons, at 390×844 unless a test says otherwise: the
// current player's employees with ± burnout, Attach TDD and knowledge moves one tap away (tap counts against the
// player's sheet), every tile still on the first screen at 320, 390 and 430 px with 2 to 4 players (the game's range).
import { expect, test, type Locator, type Page } from './fixtures';
import { openChoices, savedAt } from './helpers';
import { barTop, closeSheet, endTurn, hire, inViewport, openCard, openPlayer, seqNow, tapSaved, textSetting } from './it-startup-steps';

test.use({ viewport: { width: 390, height: 844 } });

/** A game of `names` with a roll of 6 and 14 more from the pool each (20 to hire with), to the rulebook's target or `target`. */
async function newGame(page: Page, names: string[], target?: string): Promise<void> {
  await page.goto('/new/it-startup');
  for (let i = 2; i < names.length; i++) await page.getByRole('button', { name: 'Add player' }).click();
  for (const [i, name] of names.entries()) await page.locator(`#name-${i}`).fill(name);
  await openChoices(page);
  if (target) {
    await page.getByLabel('Another target').check();
    await page.locator('#custom-target').fill(target);
  }
  await page.locator('#starting').fill('6');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await savedAt(page, 0);
  for (const i of names.keys()) {
    const sheet = await openPlayer(page, `p${i + 1}`);
    await sheet.locator(`#res-p${i + 1}-amount`).fill('14');
    await tapSaved(page, sheet.getByRole('button', { name: /^From the pool/ }));
    await closeSheet(page);
  }
}

const staff = (page: Page) => page.getByTestId('turn-employees');

test('the turn’s employees under the buttons: burnout against the limit, efficiency and knowledge, ± burnout and TDD in one tap each', async ({
  page
}) => {
  await newGame(page, ['Ann', 'Ben']);
  await expect(staff(page)).toContainText("Ann's employees");
  await expect(staff(page)).toContainText('None yet: Hire puts one here.');
  await hire(page, 'Intern');
  await hire(page, 'Full Stack Ninja', '5');
  const intern = page.getByTestId('staff-e1');
  const ninja = page.getByTestId('staff-e2');
  await expect(intern).toContainText('Intern');
  await expect(intern.getByTestId('staff-burnout-e1')).toHaveAttribute('aria-label', '0 of 3 burnout');
  await expect(intern.getByRole('button', { name: '−1 burnout on Intern' })).toBeDisabled();
  await expect(ninja).toContainText('efficiency 3');

  // ± burnout: one tap each, no sheet.
  let taps = 0;
  const tap = async (name: string, row = intern) => {
    taps++;
    await tapSaved(page, row.getByRole('button', { name, exact: true }));
  };
  await tap('+1 burnout on Intern');
  await expect(intern.getByTestId('staff-burnout-e1')).toHaveAttribute('aria-label', '1 of 3 burnout');
  expect(taps, 'taps for +1 burnout').toBe(1);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await tap('+1 burnout on Intern');
  // One cube from burning out shows on the row itself.
  await expect(intern.locator('.name')).toHaveText(/Intern,\s+one cube from burning out/);
  taps = 0;
  await tap('−1 burnout on Intern');
  await expect(intern.getByTestId('staff-burnout-e1')).toHaveAttribute('aria-label', '1 of 3 burnout');
  expect(taps, 'taps for −1 burnout').toBe(1);

  // Attach TDD: one tap at the developer's price (the Full Stack Ninja's is 2 less), no sheet.
  const before = Number(await page.getByTestId('resources-p1').textContent());
  taps = 0;
  await tap('Attach TDD +5 for 2 on Full Stack Ninja', ninja);
  expect(taps, 'taps to attach TDD from the table screen').toBe(1);
  await expect(ninja).toContainText('efficiency 3, TDD +5');
  await expect(page.getByTestId('resources-p1')).toHaveText(String(before - 2));
  await expect(page.getByTestId('saved-line')).toContainText('TDD +5 on Full Stack Ninja for 2');
  await expect(page.getByTestId('projected')).toHaveText('+9 points');

  // The same through the player's sheet, as it was the only way before: 4 taps (tile, More, Attach, Close).
  taps = 0;
  const sheet = await openPlayer(page, 'p1');
  taps++;
  await sheet.getByTestId('employee-e1').getByText('More for Intern').click();
  taps++;
  await tapSaved(page, sheet.getByTestId('employee-e1').getByRole('button', { name: 'Attach TDD +5 for 4' }));
  taps++;
  await closeSheet(page);
  taps++;
  expect(taps, 'taps to attach TDD through the sheet').toBe(4);
  await expect(intern).toContainText('TDD +5');

  // A refused tap says why under the row's button (not enough resources for another TDD at last).
  for (let i = 0; i < 2; i++) await tapSaved(page, intern.getByRole('button', { name: 'Attach TDD +5 for 4 on Intern' }));
  const seq = await seqNow(page);
  const attach = ninja.getByRole('button', { name: 'Attach TDD +5 for 2 on Full Stack Ninja' });
  await expect(page.getByTestId('resources-p1')).toHaveText('1');
  await attach.click();
  const reason = page.locator('.refusal-here');
  await expect(reason).toContainText('Ann has only 1 resource: TDD on Full Stack Ninja costs 2.');
  await expect(reason).toBeVisible();
  expect(await seqNow(page)).toBe(seq);
  const [buttonBox, reasonBox] = [(await attach.boundingBox())!, (await reason.boundingBox())!];
  expect(Math.abs(reasonBox.y - buttonBox.y), 'the reason within 150 px of the button').toBeLessThan(150);

  // Ben's turn: the list follows the turn, and Ann's employees are no longer offered here.
  await endTurn(page);
  await expect(staff(page)).toContainText("Ben's employees");
  await expect(page.getByTestId('staff-e1')).toHaveCount(0);
});

for (const count of [2, 4]) {
  test(`${count} players, a full table: every tile and the buttons on the first screen at 320, 390 and 430 px`, async ({ page }) => {
    test.setTimeout(240_000);
    const names = ['Patricia', 'Matthias', 'Katharina', 'Nathaniel'].slice(0, count);
    await newGame(page, names);
    await hire(page, 'Database Developer');
    await hire(page, 'Lead Developer');
    await hire(page, 'Intern');
    await hire(page, 'The Nice HR Lady');
    await expect(staff(page).locator('li')).toHaveCount(4);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const i of names.keys())
        expect(await inViewport(page.getByTestId(`player-p${i + 1}`)), `tile p${i + 1} at ${width} px`).toBe(true);
      const hireBox = (await page.getByRole('button', { name: 'Hire', exact: true }).boundingBox())!;
      expect(hireBox.y + hireBox.height, `Hire above the bar at ${width} px`).toBeLessThanOrEqual(await barTop(page));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `no sideways scrolling at ${width} px`).toBe(0);
      // Each row's buttons are whole tap targets beside the name.
      const small = await staff(page)
        .getByRole('button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((b) => b.width < 44 || b.height < 44).length);
      expect(small, `buttons under 44 px at ${width} px`).toBe(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: `height, ${count} players, ${width} px`, description: `${height} px` });
    }
  });
}

/** Where the current player's employees start on the first screen, against the top of the bottom bar (its saved tab included). */
async function staffStart(page: Page): Promise<{ title: number; firstRow: number; bar: number }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = async (target: Locator) => (await target.boundingBox())!;
  const title = await box(staff(page).getByRole('heading'));
  const row = await box(staff(page).locator('li').first());
  return { title: title.y + title.height, firstRow: row.y + row.height, bar: await barTop(page) };
}

for (const count of [2, 3, 4]) {
  test(`${count} players, round 2: the tiles in the first screen at 320×568, 390×844, 430×932, the employees too (whole rows from 390)`, async ({
    page
  }) => {
    test.setTimeout(240_000);
    const names = ['Patricia', 'Matthias', 'Katharina', 'Nathaniel'].slice(0, count);
    await newGame(page, names);
    // A table in play: three employees each, a round played (the turn then says how the last one ended), a fourth hired.
    for (const _ of names) {
      await hire(page, 'Lead Developer');
      await hire(page, 'Intern');
      await hire(page, 'The Nice HR Lady');
      await endTurn(page);
    }
    await hire(page, 'Intern');
    await expect(page.getByTestId('last-turn')).toBeVisible();
    await expect(staff(page).locator('li')).toHaveCount(4);
    for (const [width, height] of [
      [320, 568],
      [390, 844],
      [430, 932]
    ]) {
      await page.setViewportSize({ width, height });
      const at = `${count} players at ${width}×${height}`;
      const { title, firstRow, bar } = await staffStart(page);
      test.info().annotations.push({ type: `employees, ${at}`, description: `title ends ${title}, first row ${firstRow}, bar ${bar}` });
      for (const i of names.keys()) expect(await inViewport(page.getByTestId(`player-p${i + 1}`)), `tile p${i + 1}, ${at}`).toBe(true);
      expect(title, `the employees' heading above the bar, ${at}`).toBeLessThanOrEqual(bar);
      // On a tall phone, the first employee's row whole, with its buttons.
      if (width > 320) expect(firstRow, `the first employee whole above the bar, ${at}`).toBeLessThanOrEqual(bar);
    }
  });
}

for (const count of [3, 4]) {
  test(`${count} players at 320×568 on a long turn (someone past the target, a burnout last turn and one to come): the employees start in view`, async ({
    page
  }) => {
    test.setTimeout(120_000);
    const names = ['Patricia', 'Matthias', 'Katharina', 'Nathaniel'].slice(0, count);
    await newGame(page, names, '10');
    const burnOn = (name: string) => tapSaved(page, staff(page).getByRole('button', { name: `+1 burnout on ${name}` }));
    await hire(page, 'Lead Developer');
    await hire(page, 'Lead Developer');
    await hire(page, 'Intern');
    await hire(page, 'Intern');
    for (let i = 0; i < 2; i++) await burnOn('Intern 1');
    await endTurn(page);
    await hire(page, 'Lead Developer');
    await hire(page, 'Intern');
    for (let i = 0; i < 2; i++) await burnOn('Intern');
    // The turn card at its longest: how the last turn ended (a burnout), who is past the target, and who burns out at its end.
    await expect(page.getByTestId('past-target')).toContainText('Patricia has 12 of 10');
    await expect(page.getByTestId('last-turn')).toContainText('burnt out');
    await expect(page.getByTestId('projected').locator('..')).toContainText('burns out');
    for (const [width, height] of [
      [320, 568],
      [390, 844],
      [430, 932]
    ]) {
      await page.setViewportSize({ width, height });
      const at = `at ${width}×${height}`;
      for (const i of names.keys()) expect(await inViewport(page.getByTestId(`player-p${i + 1}`)), `tile p${i + 1}, ${at}`).toBe(true);
      const { title, firstRow, bar } = await staffStart(page);
      // The bar itself: its saved tab steps aside (transparent) from the employees' text, so it hides none of it.
      const barItself = await page.getByTestId('save-status').evaluate((el) => el.closest('.bar')!.getBoundingClientRect().top);
      const nameLine = await staff(page)
        .locator('li .name')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + parseFloat(getComputedStyle(el).lineHeight));
      test
        .info()
        .annotations.push({ type: `employees, ${at}`, description: `title ends ${title}, first name line ${nameLine}, bar ${barItself}` });
      expect(title, `the employees' heading above the bar, ${at}`).toBeLessThanOrEqual(barItself);
      expect(nameLine, `the first employee's name above the bar, ${at}`).toBeLessThanOrEqual(barItself);
      if (width > 320) expect(firstRow, `the first employee whole above the bar, ${at}`).toBeLessThanOrEqual(bar);
    }
  });
}

test('selling or buying several cards is a count chip and one tap: 2 taps, one entry, one Undo; the tap closes the sheet as Hire does', async ({
  page
}) => {
  await newGame(page, ['Ann', 'Ben']);
  let sheet = await openPlayer(page, 'p1');
  const resources = page.getByTestId('resources-p1');
  await expect(resources).toHaveText('21');
  await expect(sheet.getByRole('button', { name: 'Sell a card: +1' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: '1 card', exact: true })).toHaveAttribute('aria-pressed', 'true');
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  // The chips stand on one row, each a full tap target, at 390 px.
  const chips = sheet.getByRole('group', { name: 'How many cards' }).getByRole('button');
  await expect(chips).toHaveCount(6);
  const boxes = await chips.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  expect(new Set(boxes.map((b) => Math.round(b.top))).size, 'one row of chips').toBe(1);
  expect(boxes.filter((b) => b.width < 44 || b.height < 44).length, 'chips under 44 px').toBe(0);

  const seq = await seqNow(page);
  await tap(sheet.getByRole('button', { name: '3 cards', exact: true }));
  await tap(sheet.getByRole('button', { name: 'Sell 3 cards: +3' }));
  await savedAt(page, seq + 1);
  expect(taps, 'taps to sell 3 cards').toBe(2);
  expect(await seqNow(page), 'one entry for the three cards').toBe(seq + 1);
  await expect(resources).toHaveText('24');
  // Stored, the sheet closes (a play-tester left it open after a sale): its saved line goes on in the bottom bar.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByTestId('saved-line')).toHaveText('Ann sold 3 cards for 3.');
  // The count starts again from one card at the next opening.
  sheet = await openPlayer(page, 'p1');
  await expect(sheet.getByRole('button', { name: '1 card', exact: true })).toHaveAttribute('aria-pressed', 'true');

  taps = 0;
  await tap(sheet.getByRole('button', { name: '2 cards', exact: true }));
  await tap(sheet.getByRole('button', { name: 'Buy 2 cards: pay 4' }));
  await savedAt(page, seq + 2);
  expect(taps, 'taps to buy 2 cards').toBe(2);
  await expect(resources).toHaveText('20');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  sheet = await openPlayer(page, 'p1');

  // Past the chips, the count is typed; a wrong one is said beside the field and sells nothing.
  const more = sheet.getByLabel('More than 6 cards');
  await more.fill('0');
  await expect(sheet.locator('#its-card-count-problem')).toHaveText('It must not be zero.');
  await sheet.getByRole('button', { name: 'Sell a card: +1' }).click();
  expect(await seqNow(page)).toBe(seq + 2);
  await more.fill('8');
  await expect(sheet.getByRole('group', { name: 'How many cards' }).locator('[aria-pressed="true"]')).toHaveCount(0);
  await tapSaved(page, sheet.getByRole('button', { name: 'Sell 8 cards: +8' }));
  await expect(resources).toHaveText('28');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // One Undo takes back the whole sale of 8, then the purchase, then the sale of 3.
  for (const left of ['20', '24', '21']) {
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.getByTestId('resources-p1')).toHaveText(left);
  }
});

test('the undo notice at 390 px wraps, shown whole (it was cut with an ellipsis)', async ({ page }) => {
  await newGame(page, ['Annabelle Montgomery', 'Ben']);
  await hire(page, 'Full Stack Ninja', '5');
  await page.getByRole('button', { name: /^Undo/ }).click();
  const notice = page.getByTestId('undo-notice');
  await expect(notice).toHaveText(/^Undone: Annabelle Montgomery hired Full Stack Ninja for 5/);
  const shape = await notice.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      cut: el.scrollWidth > el.clientWidth + 1,
      lines: Math.round(r.height / parseFloat(getComputedStyle(el).lineHeight)),
      right: r.right
    };
  });
  expect(shape.cut, 'the notice cut').toBe(false);
  expect(shape.lines, 'lines the notice takes').toBeGreaterThan(1);
  expect(shape.right).toBeLessThanOrEqual(390);
});

test('knowledge moves from the table screen: one tap when one move is possible, two when there are more', async ({ page }) => {
  await newGame(page, ['Ann', 'Ben']);
  await hire(page, 'Intern');
  await hire(page, 'Full Stack Ninja', '5');
  const intern = page.getByTestId('staff-e1');
  const ninja = page.getByTestId('staff-e2');
  await tapSaved(page, intern.getByRole('button', { name: 'Attach TDD +5 for 4 on Intern' }));
  const before = Number(await page.getByTestId('resources-p1').textContent());
  // One possible move (to the Ninja, 2 less onto it): one tap, no sheet.
  await tapSaved(page, intern.getByRole('button', { name: 'Move TDD +5 from Intern to Full Stack Ninja for 2', exact: true }));
  await expect(ninja).toContainText('efficiency 3, TDD +5');
  await expect(page.getByTestId('resources-p1')).toHaveText(String(before - 2));
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(intern.getByRole('button', { name: /^Move/ })).toHaveCount(0);

  // Two developers to move it to: Move… lists them, one tap on the move.
  await hire(page, 'Intern');
  const list = ninja.getByRole('button', { name: 'Move… knowledge from Full Stack Ninja' });
  await expect(list).toHaveAttribute('aria-expanded', 'false');
  await list.click();
  const moves = ninja.getByRole('group', { name: 'Knowledge moves from Full Stack Ninja' }).getByRole('button');
  await expect(moves).toHaveText(['Move TDD +5 to Intern 1 for 4', 'Move TDD +5 to Intern 2 for 4']);
  await tapSaved(page, moves.nth(1));
  await expect(page.getByTestId('staff-e3')).toContainText('TDD +5');
  await expect(page.getByTestId('saved-line')).toContainText('TDD +5 moved from Full Stack Ninja to Intern 2 for 4');

  // The player's sheet: the count row has its heading, the field its whole placeholder, burnout −1 before +1 as here.
  const sheet = await openPlayer(page, 'p1');
  await expect(sheet.getByRole('heading', { name: 'Sell or buy cards: how many' })).toBeVisible();
  const field = sheet.getByLabel('More than 6 cards');
  await expect(field).toHaveAttribute('placeholder', '7 or more');
  const fits = await field.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(el.placeholder).width <= room;
  });
  expect(fits, '"7 or more" shown whole').toBe(true);
  const row = sheet.getByTestId('employee-e1');
  const minus = (await row.getByRole('button', { name: '−1 burnout on Intern 1' }).boundingBox())!;
  const plus = (await row.getByRole('button', { name: '+1 burnout on Intern 1' }).boundingBox())!;
  expect(minus.x, '−1 before +1').toBeLessThan(plus.x);
  const here = [
    (await intern.getByRole('button', { name: '−1 burnout on Intern 1' }).boundingBox())!.x,
    (await intern.getByRole('button', { name: '+1 burnout on Intern 1' }).boundingBox())!.x
  ];
  expect(here[0]).toBeLessThan(here[1]);
  await closeSheet(page);
});

test('at 200 % text, the call stored, the coin’s Flip stays in reach above the saved line’s Undo', async ({ page }) => {
  await newGame(page, ['Ann', 'Ben']);
  await hire(page, 'Undercover HR Agent');
  await endTurn(page);
  await hire(page, 'Lead Developer');
  await endTurn(page);
  await textSetting(page, 200);
  const sheet = await openCard(page, 'Take over', 'Undercover HR Agent');
  await sheet.getByLabel("Ben's Lead Developer").check();
  await tapSaved(page, sheet.getByRole('button', { name: /^Pay 1 and call heads/ }));
  const flip = sheet.getByRole('button', { name: /^Flip the coin/ });
  expect(await inViewport(flip), 'Flip on the screen').toBe(true);
  // Nothing covers it: a tap at its middle reaches it.
  const reached = await flip.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(reached, 'Flip within the thumb’s reach').toBe(true);
  // What the tap stored is still said, with its Undo in view too, under the Flip (the foot's actions first).
  expect(await inViewport(sheet.getByRole('button', { name: /^Undo/ })), 'Undo on the screen').toBe(true);
  const savedTop = (await sheet.getByTestId('saved-line').boundingBox())!.y;
  expect((await flip.boundingBox())!.y, 'Flip above the saved line').toBeLessThan(savedTop);
});
