// IT Startup's outsourced employees through the UI at 390×844: an employee outsourced again from its
// borrower stays its employer's and goes back to the employer when the last loan ends; the sheets
// name the employer and the holder alike; Head Hunter's counter is the employer's; a refused tap's
// reason is in view and goes once a target is picked.
import { expect, test, type Page } from './fixtures';
import { openChoices, savedAt } from './helpers';
import { clearAbove, closeSheet, endTurn, hire, openCard, tapSaved } from './it-startup-steps';

test.use({ viewport: { width: 390, height: 844 } });

async function newGame(page: Page): Promise<void> {
  await page.goto('/new/it-startup');
  await page.getByRole('button', { name: 'Add player' }).click();
  for (const [i, name] of ['Ann', 'Ben', 'Cat'].entries()) await page.locator(`#name-${i}`).fill(name);
  await openChoices(page);
  await page.getByLabel('32 points').check();
  await page.locator('#starting').fill('6');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await savedAt(page, 0);
}

const moment = (page: Page) => page.getByRole('region', { name: 'Now' });

test('outsourced from its borrower, the Database Developer goes back to its employer when the last loan ends, named alike everywhere', async ({
  page
}) => {
  await newGame(page);
  // Ann, turn 1: her Database Developer (burnout resistance 1: 4 points burn it out, it has 3 by then).
  await hire(page, 'Database Developer');
  await endTurn(page);

  // Ben, turn 1: outsources it (the rulebook does not print Outsourcing's cost: typed, 1).
  let sheet = await openCard(page, 'Action card', 'Outsourcing');
  await sheet.locator('#action-cost').fill('1');
  await sheet.getByLabel(/Ann's Database Developer/).check();
  // The button stays one short line; whom and who is paid are on the line above it.
  await expect(sheet.getByTestId('outsource-detail')).toHaveText("Ann's Database Developer: Ann gets 1");
  const outsource = sheet.getByRole('button', { name: 'Outsource for 1', exact: true });
  await expect(outsource).toHaveAccessibleDescription("Ann's Database Developer: Ann gets 1");
  // Lines of text: the button's height inside its padding over its line height (a minimum height adds less than a line).
  const lines = await outsource.evaluate((el) => {
    const style = getComputedStyle(el);
    const line = style.lineHeight === 'normal' ? 1.2 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
    return Math.floor((el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / line);
  });
  expect(lines, 'the Outsource button is one line at 390 px').toBe(1);
  await tapSaved(page, outsource);
  await endTurn(page);

  // Cat, turn 1: a first tap without a target is refused, its reason in view above the sheet's foot, gone once one is picked.
  sheet = await openCard(page, 'Action card', 'Outsourcing');
  await sheet.locator('#action-cost').fill('1');
  await sheet.getByRole('button', { name: 'Outsource the target for 1' }).click();
  const reason = sheet.getByText('Choose the employee Outsourcing takes over.');
  await expect(reason).toBeVisible();
  const footTop = await sheet.locator('.foot').evaluate((el) => el.getBoundingClientRect().top);
  expect((await clearAbove(reason, footTop)).ok).toBe(true);
  const target = sheet.getByLabel("Ann's Database Developer (outsourced to Ben)");
  await target.check();
  await expect(reason).toHaveCount(0);
  await expect(sheet.getByTestId('outsourced-target')).toHaveText(
    /Ann's, outsourced to Ben: Ben is paid; Ben's loan still ends at the start of Ben's turn, so at the start of Cat's next turn it\s+goes back to Ann, not to Ben\./
  );
  // Head Hunter on it: the button names it as the list does, and the counter is Ann's (she would lose it for good).
  await sheet.getByRole('button', { name: 'Head Hunter', exact: true }).click();
  await sheet.getByLabel("Ann's Database Developer (outsourced to Ben)").check();
  await expect(sheet.getByRole('button', { name: "Take over Ann's Database Developer (outsourced to Ben) for 5" })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Countered: Ann pays Cat 5' })).toBeVisible();
  await expect(sheet.getByLabel('If Ann counters, Ann pays Cat')).toBeVisible();
  await sheet.getByRole('button', { name: 'Outsourcing', exact: true }).click();
  await sheet.locator('#action-cost').fill('1');
  await sheet.getByLabel("Ann's Database Developer (outsourced to Ben)").check();
  await expect(sheet.getByTestId('outsource-detail')).toHaveText("Ann's Database Developer (outsourced to Ben): Ben gets 1");
  await tapSaved(page, sheet.getByRole('button', { name: 'Outsource for 1', exact: true }));
  await expect(page.getByTestId('lent-p1')).toHaveText('1 outsourced');
  await endTurn(page);

  // Ann, turn 2, then Ben, turn 2: Ben's loan ends while Cat has it; nothing goes back yet.
  await endTurn(page);
  await expect(moment(page)).not.toContainText('went back');
  await expect(page.getByTestId('lent-p1')).toHaveText('1 outsourced');
  sheet = await openCard(page, 'Take over', 'Head Hunter');
  await expect(sheet.getByLabel("Ann's Database Developer (outsourced to Cat)")).toBeVisible();
  await closeSheet(page);
  await endTurn(page);

  // Cat, turn 2: her loan ends, and with Ben's ended it goes back to Ann (before, it went to Ben and stayed his).
  await expect(moment(page)).toContainText('Database Developer went back to Ann (outsourcing ended).');
  await expect(page.getByTestId('lent-p1')).toHaveCount(0);
  await expect(page.getByTestId('employees-p1')).toHaveText('1 employee');
  await expect(page.getByTestId('employees-p2')).toHaveText('0 employees');
});

test('Head Hunter with nobody to take over is greyed with why; targets are listed under their player in seat order; an unaffordable play or counter is greyed with why', async ({
  page
}) => {
  await newGame(page);
  // Ann, turn 1 (7 resources): no opponent has an employee. Head Hunter's play is greyed with the reason; planning it stays open.
  let sheet = await openCard(page, 'Take over', 'Head Hunter');
  await expect(sheet.getByTestId('no-target')).toHaveText('No employee to take over: no opponent has one.');
  const play = sheet.getByRole('button', { name: 'Take over the target for 5' });
  await expect(play).toBeDisabled();
  await expect(play).toHaveAccessibleDescription('No employee to take over: no opponent has one.');
  await expect(sheet.getByRole('button', { name: /^Countered/ })).toHaveCount(0);
  await tapSaved(page, sheet.getByRole('button', { name: 'Plan Head Hunter face down' }));
  // Planned, with still nobody to take over: the card itself is greyed in the list, saying why.
  await page.getByRole('button', { name: 'Take over', exact: true }).click();
  await expect(page.locator('dialog[open]').getByRole('button', { name: 'Head Hunter No employee to take over' })).toBeDisabled();
  await closeSheet(page);
  await hire(page, 'Intern');
  await endTurn(page);
  // Ben, turn 1: a Lead Developer leaves him 2 resources. Cat, turn 1: an Intern.
  await hire(page, 'Lead Developer');
  // Ben cannot pay Head Hunter's 5: its play is greyed before the tap, with why (and so is its countered play, paid as well).
  sheet = await openCard(page, 'Take over', 'Head Hunter');
  await sheet.locator('#takeover-target').getByLabel("Ann's Intern").check();
  const dear = sheet.getByRole('button', { name: "Take over Ann's Intern for 5" });
  await expect(dear).toBeDisabled();
  await expect(dear).toHaveAccessibleDescription('Ben has 2 resources, not the 5 Head Hunter costs.');
  await expect(sheet.getByRole('button', { name: 'Countered: Ann pays Ben 5' })).toBeDisabled();
  await expect(sheet.getByRole('button', { name: 'Plan Head Hunter face down' })).toBeEnabled();
  await closeSheet(page);
  await endTurn(page);
  await hire(page, 'Intern');

  // Cat's Head Hunter: a heading per opponent, in seat order, over their employees.
  sheet = await openCard(page, 'Take over', 'Head Hunter');
  const target = sheet.locator('#takeover-target');
  await expect(target.locator('.heading')).toHaveText(['Ann', 'Ben']);
  await expect(target.getByRole('group', { name: 'Ben' }).getByRole('radio')).toHaveAccessibleName(/^Ben's Lead Developer/);
  // Ben has 2: his counter (5) is greyed, with why beside it; Ann has 6, hers is offered.
  await target.getByLabel("Ben's Lead Developer").check();
  const countered = sheet.getByRole('button', { name: 'Countered: Ben pays Cat 5' });
  await expect(countered).toBeDisabled();
  await expect(countered).toHaveAccessibleDescription('Ben has 2 resources, not the 5 a counter costs.');
  await target.getByLabel("Ann's Intern").check();
  await expect(sheet.getByRole('button', { name: 'Countered: Ann pays Cat 5' })).toBeEnabled();
  await expect(sheet.getByTestId('hh-countered-why')).toHaveCount(0);
});
