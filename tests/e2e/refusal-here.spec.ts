// A refused tap's reason shows beside the thumb: within 150 px of the control tapped (under it),
// named by the control's aria-describedby, and only once (not at the sheet's foot as well), in a
// sheet of each game, on a 390×844 phone. A tap at a sheet's foot keeps its reason at the foot.
import { expect, test, type Locator, type Page } from './fixtures';
import { startDisrupt, startGame, startItStartup, savedAt } from './helpers';
import { openSheet as openDisruptSheet } from './disrupt-steps';
import { openPlayerSheet } from './logo-billionaire-steps';
import { closeSheet, openPlayer as openItsPlayer, openSheet as openItsSheet } from './it-startup-steps';
import { sheetAtRest } from './view';

test.use({ viewport: { width: 390, height: 844 } });

/** How far apart two boxes are vertically (0 when they overlap), and whether the control names the notice. */
async function besideControl(control: Locator, notice: Locator): Promise<{ gap: number; describedBy: boolean }> {
  const a = (await control.boundingBox())!;
  const b = (await notice.boundingBox())!;
  const gap = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  const id = await notice.getAttribute('id');
  const described = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/);
  return { gap, describedBy: !!id && described.includes(id) };
}

async function expectBeside(page: Page, sheet: Locator, control: Locator, reason: string | RegExp): Promise<void> {
  const notice = sheet.getByRole('alert').filter({ hasText: reason });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(control).toBeInViewport();
  const { gap, describedBy } = await besideControl(control, notice);
  expect(gap, 'the reason is within 150 px of the control tapped').toBeLessThanOrEqual(150);
  expect(describedBy, "the control's aria-describedby names the reason").toBe(true);
  // Said once: not at the sheet's foot as well.
  await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(1);
  await expect(sheet.locator('.foot [role="alert"]')).toHaveCount(0);
}

test('Disrupt: the last cube’s “−” has its reason under it, and OK gives the focus back', async ({ page }) => {
  await startDisrupt(page);
  const projects = await openDisruptSheet(page, 'Projects');
  await projects.getByRole('button', { name: '+ Design on Meeplebook', exact: true }).click();
  await savedAt(page, 1);
  const minus = projects.getByRole('button', { name: '− Design on Meeplebook', exact: true });
  await minus.click();
  await savedAt(page, 2);
  await minus.click();
  const reason = /last Design cube of Meeplebook can never be removed/;
  await expectBeside(page, projects, minus, reason);
  await projects.getByRole('alert').getByRole('button', { name: /^OK/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(0);
  await expect(minus).toBeFocused();
  expect(await minus.getAttribute('aria-describedby')).toBeNull();
  await savedAt(page, 2);
});

test('Logo Billionaire: a payment refused in a player’s sheet has its reason under the button tapped', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  const sheet = await openPlayerSheet(page, 'p1');
  await sheet.locator('#money-p1-amount').fill('5000');
  const toBank = sheet.getByRole('button', { name: 'To the bank from Ana', exact: true });
  await toBank.click();
  await expectBeside(page, sheet, toBank, /Ana has only/);
  // Typing answers it: the reason goes, and the button no longer points at it.
  await sheet.locator('#money-p1-amount').fill('50');
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  expect(await toBank.getAttribute('aria-describedby')).toBeNull();
  await savedAt(page, 0);
});

test('IT Startup: a cost refused in a player’s sheet has its reason under the button; Hire, at the foot, keeps it at the foot', async ({
  page
}) => {
  await startItStartup(page, ['Pat', 'Mat'], '1');
  const player = await openItsPlayer(page, 'p1');
  await player.locator('#res-p1-amount').fill('50');
  const cost = player.getByRole('button', { name: 'Pay a cost from Pat', exact: true });
  await cost.click();
  await expectBeside(page, player, cost, /Pat has only/);
  await closeSheet(page);

  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  const sheet = openItsSheet(page);
  await sheetAtRest(sheet);
  await sheet.getByRole('button', { name: 'Lead Developer', exact: true }).click();
  const hire = sheet.getByRole('button', { name: /^Hire Lead Developer for/ });
  await hire.click();
  const reason = /Pat has only \d+ resources?: Lead Developer costs/;
  const notice = sheet.locator('.foot').getByRole('alert').filter({ hasText: reason });
  await expect(notice).toBeInViewport({ ratio: 1 });
  const { gap, describedBy } = await besideControl(hire, notice);
  expect(gap).toBeLessThanOrEqual(150);
  expect(describedBy).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(1);
  await savedAt(page, 0);
});
