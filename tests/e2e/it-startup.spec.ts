// A 3-player IT Startup game to 32 points through the UI.
import { expect, test, type Page } from '@playwright/test';
import { openChoices, savedAt, waitForServiceWorker } from './helpers';

test('a 3-player game to 32 points, victory only at the end of a full round', async ({ page, context }) => {
  await page.goto('/new/it-startup');
  await page.getByRole('button', { name: 'Add player' }).click();
  for (const [i, name] of ['Pat', 'Mat', 'Kat'].entries()) await page.locator(`#name-${i}`).fill(name);
  await openChoices(page);
  await page.getByLabel('32 points').check();
  await page.locator('#starting').fill('20');
  await page.getByLabel('Bonus for proper project planning').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\//);
  await savedAt(page, 0);

  let seq = 0;
  const done = async () => savedAt(page, ++seq);
  const click = async (p: Page, name: string | RegExp) => {
    // The turn's main button is in the board and in the bottom bar: either does the same.
    await p.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
    await done();
  };
  const res = (id: string) => page.getByTestId(`resources-${id}`);
  const hire = async (card: string, cost?: string) => {
    await page.locator('#hire-card').selectOption(card);
    if (cost !== undefined) await page.locator('#hire-cost').fill(cost);
    await click(page, /^Hire for/);
  };
  const more = async (employee: string) => {
    const row = page.getByTestId(`employee-${employee}`);
    if (!(await row.locator('details').evaluate((d) => (d as HTMLDetailsElement).open))) await row.locator('summary').click();
    return row;
  };

  // Pat, turn 1: income 1 → 21; Lead Developer (5), Intern (1), TDD on the Intern (4).
  await expect(page.getByRole('heading', { name: "Pat's turn 1" })).toBeVisible();
  await expect(res('p1')).toHaveText('21');
  await hire('lead-developer');
  await hire('intern');
  await (await more('e2')).getByRole('button', { name: 'Attach knowledge' }).click();
  await done();
  await expect(res('p1')).toHaveText('11');
  await expect(page.getByTestId('projected')).toHaveText('+11');
  await click(page, 'End turn');
  await expect(page.getByTestId('points-p1')).toHaveText('11 points');

  // Mat, turn 1: a Full Stack Ninja (its cost is not printed: asked, then remembered) and an Intern.
  await expect(page.getByRole('heading', { name: "Mat's turn 1" })).toBeVisible();
  await page.locator('#hire-card').selectOption('full-stack-ninja');
  await expect(page.getByText('does not print this card')).toBeVisible();
  await hire('full-stack-ninja', '3');
  await hire('intern');
  await expect(res('p2')).toHaveText('17');
  await page.locator('#hire-card').selectOption('full-stack-ninja');
  await expect(page.locator('#hire-cost')).toHaveValue('3');
  await click(page, 'End turn');

  // Kat, turn 1: outsources Pat's Lead Developer for 2 (Pat receives them) and scores with it.
  await (await more('e1')).locator('#paid-e1').fill('2');
  await page.getByTestId('employee-e1').getByRole('button', { name: 'Outsource' }).click();
  await done();
  await expect(res('p3')).toHaveText('19');
  await expect(res('p1')).toHaveText('13');
  await click(page, 'End turn');
  await expect(page.getByTestId('points-p3')).toHaveText('5 points');

  // Pat, turn 2: income 2; a second Intern; TDD moves to it (cost paid again); Crunch Time.
  await expect(res('p1')).toHaveText('15');
  await hire('intern');
  await (await more('e2')).locator('#k-to-e2').selectOption('e5');
  await page.getByTestId('employee-e2').getByRole('button', { name: 'Transfer knowledge' }).click();
  await done();
  await page.locator('#action-card').selectOption('crunch-time');
  await page.locator('#action-cost').fill('2');
  await click(page, 'Play');
  await expect(res('p1')).toHaveText('8');
  await expect(page.getByTestId('projected')).toHaveText('+11');
  await expect(page.getByTestId('burnout-e2')).toContainText('1/3');
  await click(page, 'End turn');
  // The first Intern had 1 burnout, +1, +1 for Crunch Time: 3 of 3, removed.
  await expect(page.getByTestId('employee-e2')).toHaveCount(0);
  await expect(page.getByTestId('points-p1')).toHaveText('22 points');

  // A reload and an offline stretch.
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // Mat, turn 2: 4 points → the planning bonus; then a Head Hunter takes Pat's Intern with its TDD.
  await expect(page.getByText('Planning bonus: Mat has 4 points')).toBeVisible();
  await expect(page.getByTestId('burnout-e3')).toContainText('1/3');
  await click(page, 'Remove 1 burnout');
  await expect(page.getByTestId('burnout-e3')).toContainText('0/3');
  await (await more('e5')).locator('#paid-e5').fill('5');
  await page.getByTestId('employee-e5').getByRole('button', { name: 'Take over' }).click();
  await done();
  await expect(page.getByRole('heading', { name: "Mat's table" }).locator('..').getByTestId('employee-e5')).toBeVisible();
  await page.reload();
  await savedAt(page, seq);
  await expect(page.getByTestId('projected')).toHaveText('+10');
  await click(page, 'End turn');
  await expect(page.getByTestId('points-p2')).toHaveText('14 points');
  await context.setOffline(false);

  // Kat, turn 2: the outsourced Lead Developer has gone back to Pat.
  await expect(page.getByRole('heading', { name: "Kat's turn 2" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Pat's table" }).locator('..').getByTestId('employee-e1')).toBeVisible();
  await hire('intern');
  await click(page, 'End turn');

  // Pat, turn 3: Scrum Master and TDD on the Lead Developer: 5 + 5 + 1 = 11 → 33, over 32.
  await hire('scrum-master');
  await (await more('e1')).getByRole('button', { name: 'Attach knowledge' }).click();
  await done();
  await expect(page.getByTestId('projected')).toHaveText('+11');
  await click(page, 'End turn');
  await expect(page.getByTestId('points-p1')).toHaveText('33 points');
  // Not yet: Mat and Kat have had fewer turns.
  await expect(page.getByText('wins with')).toHaveCount(0);
  await expect(page.getByTestId('turns-p1')).toHaveText('3');
  await expect(page.getByTestId('turns-p2')).toHaveText('2');
  await click(page, 'End turn');
  await expect(page.getByText('wins with')).toHaveCount(0);
  await click(page, 'End turn');
  await expect(page.getByText('Pat wins with 33 points!')).toBeVisible();
  for (const button of await page.getByRole('button', { name: 'End turn' }).all()) await expect(button).toBeDisabled();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
});
