// The table screen's shared parts, as every game uses them: a sheet confirms what a tap stored
// (the tiles are hidden behind it), typing answers a refusal, and on a 320 px phone the header and
// the bottom bar stay one line each, so the turn's first button is above the bar without a scroll.
import { expect, test, type Page } from './fixtures';
import { savedAt, script, scriptableRandom, seats, startDisrupt, startGame, startItStartup, wordsBrokenAcrossLines } from './helpers';
import { hire } from './it-startup-steps';
import { sheetAtRest } from './view';
import { announceLaunch, inViewport, openPlayerSheet } from './logo-billionaire-steps';

test('a sheet says what each tap stored, in view, with an Undo for it (none for chance); a second identical tap says it again; typing answers a refusal and a field’s hint', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cy']);
  await savedAt(page, 0);
  const sheet = await openPlayerSheet(page, 'p2');
  const saved = sheet.getByTestId('saved-line');
  await expect(saved).toHaveCount(0);
  await sheet.locator('#money-p2-amount').fill('10');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  await savedAt(page, 1);
  const line = saved.getByRole('status');
  await expect(line).toHaveText('Saved: Ben paid the bank 10M.');
  expect(await inViewport(saved)).toBe(true);
  // Its Undo takes back that tap in the sheet (the bottom bar is behind it), and says so.
  const undo = saved.getByRole('button', { name: 'Undo Ben paid the bank 10M.' });
  expect(await inViewport(undo)).toBe(true);
  await undo.click();
  await savedAt(page, 2);
  await expect(sheet.getByTestId('undo-notice')).toContainText('Undone: Ben paid the bank 10M.');
  await expect(page.getByTestId('balance-p2')).toHaveText('50M');
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await savedAt(page, 3);
  await expect(page.getByTestId('balance-p2')).toHaveText('40M');
  await openPlayerSheet(page, 'p2');
  await expect(saved).toHaveCount(0);
  await sheet.locator('#money-p2-amount').fill('10');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  await savedAt(page, 4);
  // The same tap again: the line is drawn afresh (a screen reader says it again).
  const first = await saved.elementHandle();
  // Typing the next amount takes the last tap's line away: left beside a hint about the new value,
  // it read as if that value had been stored.
  await sheet.locator('#money-p2-amount').fill('-5');
  await expect(saved).toHaveCount(0);
  await sheet.locator('#money-p2-amount').fill('10');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  await savedAt(page, 5);
  await expect(line).toHaveText('Saved: Ben paid the bank 10M.');
  expect(await first!.evaluate((el) => el.isConnected)).toBe(false);
  await expect(page.getByTestId('balance-p2')).toHaveText('20M');

  // A refusal takes the line's place; typing a new amount answers it, and the typed value stays.
  await sheet.locator('#money-p2-amount').fill('80');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  const refusal = sheet.getByTestId('refusal');
  await expect(refusal).toContainText('Ben has only 20M');
  await expect(saved).toHaveCount(0);
  await savedAt(page, 5);
  await sheet.locator('#money-p2-amount').fill('8');
  await expect(refusal).toHaveCount(0);
  await expect(sheet.locator('#money-p2-amount')).toHaveValue('8');
  await expect(page.getByTestId('balance-p2')).toHaveText('20M');

  // The field's own hint about a typed value goes as soon as the value is changed.
  await sheet.locator('#money-p2-amount').fill('x');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  const hint = sheet.locator('#money-p2-amount-problem');
  await expect(hint).toHaveText('Use digits only, like 12.');
  await sheet.locator('#money-p2-amount').fill('7');
  await expect(hint).toHaveCount(0);
  await expect(sheet.locator('#money-p2-amount')).not.toHaveAttribute('aria-invalid', 'true');

  // Closing the sheet ends its line: it is not carried above the bottom bar or into the next sheet.
  await sheet.locator('#money-p2-amount').fill('5');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  await savedAt(page, 6);
  await expect(saved).toBeVisible();
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('saved-line')).toHaveCount(0);
  const other = await openPlayerSheet(page, 'p1');
  await expect(other.getByTestId('saved-line')).toHaveCount(0);
  await other.getByRole('button', { name: 'Close', exact: true }).click();

  // A result of chance is confirmed too, with no Undo: Undo passes over it (a rolled die is rolled).
  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Game menu' });
  await menu.getByRole('button', { name: 'Roll the die', exact: true }).click();
  await savedAt(page, 7);
  await expect(menu.getByTestId('saved-line').getByRole('status')).toHaveText(/^Saved: Rolled a die: [1-6]\.$/);
  await expect(menu.getByTestId('saved-line').getByRole('button')).toHaveCount(0);
});

test("the saved line that grows a sheet's foot leaves the tapped row and what it changed in view above it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cy']);
  await savedAt(page, 0);
  const sheet = await openPlayerSheet(page, 'p2');
  const rows = sheet.getByRole('list', { name: "Ben's Brand cards" }).getByRole('listitem');
  const last = rows.last();
  // The last colour's row scrolled to the very bottom of the sheet's body, as a thumb leaves it.
  await last.evaluate((row) => {
    const body = row.closest('.body') as HTMLElement;
    body.scrollTop += row.getBoundingClientRect().bottom - body.getBoundingClientRect().bottom + 1;
  });
  const count = last.getByTestId(/^sheet-brands-p2-/);
  await expect(count).toHaveText('0');
  await last.getByRole('button', { name: /^\+2 / }).click();
  await savedAt(page, 1);
  await expect(sheet.getByTestId('saved-line')).toBeVisible();
  await expect(count).toHaveText('2');
  const [row, body, foot] = await Promise.all([
    last.boundingBox(),
    sheet.locator('.body').boundingBox(),
    sheet.locator('.foot').boundingBox()
  ]);
  expect(row!.y + row!.height, 'the row ends above the foot').toBeLessThanOrEqual(foot!.y + 1);
  expect(row!.y + row!.height, 'the row ends inside the body').toBeLessThanOrEqual(body!.y + body!.height + 1);
});

test("a tap at a sheet's foot (Draw) leaves the body where the player scrolled it: the last tap in the body is not what it answers", async ({
  page
}) => {
  // A short phone: the launch sheet's body scrolls.
  await page.setViewportSize({ width: 390, height: 600 });
  await scriptableRandom(page);
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cy']);
  await savedAt(page, 0);
  const ana = await openPlayerSheet(page, 'p1');
  await ana.getByRole('button', { name: '+2 Cars for Ana' }).click();
  await ana.getByRole('button', { name: '+1 Cars for Ana' }).click();
  await savedAt(page, 2);
  await ana.getByRole('button', { name: 'Close', exact: true }).click();
  const launch = await announceLaunch(page, 'Cars');
  // The announcement stored (its saved line is already shown): the draw's entry is the next one.
  await savedAt(page, 3);
  const draw = launch.getByRole('button', { name: 'Draw', exact: true });
  await script(page, [20]);
  await draw.click();
  const seq = 4;
  await savedAt(page, seq);
  await expect(launch.getByTestId('saved-line')).toBeVisible();
  // A tap in the body (the table's deck's values), then the body scrolled back to its top, that
  // button out of sight below.
  const tableDeck = launch.getByRole('button', { name: "Drew from the table's deck? Enter the card" });
  await tableDeck.click();
  const body = launch.locator('.body');
  await body.evaluate((b) => (b.scrollTop = 0));
  const below = async () => {
    const [button, view] = await Promise.all([tableDeck.boundingBox(), body.boundingBox()]);
    return button!.y >= view!.y + view!.height;
  };
  expect(await below()).toBe(true);
  await script(page, [20]);
  await draw.click();
  await savedAt(page, seq + 1);
  await expect(launch.getByTestId('saved-line')).toBeVisible();
  expect(await body.evaluate((b) => b.scrollTop), 'the body scrolled by a tap at the foot').toBe(0);
});

test('a sheet that closes itself once its tap is stored leaves its saved line in the bar’s tab, with the bar’s Undo under it', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // 1 resource to start (2 with the first turn's income): a Lead Developer (5) is refused later on.
  await startItStartup(page, ['Pat', 'Mat'], '1');
  await savedAt(page, 0);
  await hire(page, 'Intern');
  await savedAt(page, 1);
  const line = page.getByTestId('saved-line');
  await expect(line).toHaveText('Pat hired Intern for 1.');
  expect(await inViewport(line)).toBe(true);
  await page.locator('.bar').getByRole('button', { name: 'Undo', exact: true }).click();
  await savedAt(page, 2);
  await expect(page.getByTestId('undo-notice')).toHaveText('Undone: Pat hired Intern for 1.');
  await expect(page.getByTestId('employees-p1')).toHaveText('0 employees');
  // Closed by the player instead (Close or Escape), a sheet takes its line with it.
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await savedAt(page, 3);
  await page.getByTestId('player-p1').getByRole('button').click();
  const sheet = page.locator('dialog[open]');
  await sheetAtRest(sheet);
  // A resource from the pool (a sale would close the sheet itself, as Hire does).
  await sheet.locator('#res-p1-amount').fill('1');
  await sheet.getByRole('button', { name: /^From the pool/ }).click();
  await savedAt(page, 4);
  await expect(sheet.getByTestId('saved-line')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByTestId('saved-line')).toHaveCount(0);
  // A refusal takes the tab line's place, above the bar with its OK.
  await hire(page, 'Intern');
  await expect(line).toBeVisible();
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  const hireSheet = page.locator('dialog[open]');
  await sheetAtRest(hireSheet);
  await hireSheet.getByRole('button', { name: 'Lead Developer', exact: true }).click();
  await hireSheet.getByRole('button', { name: /^Hire .* for / }).click();
  await expect(hireSheet.getByTestId('refusal')).toBeVisible();
  await hireSheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(line).toHaveCount(0);
});

/**
 * The page's controls that a tap at their centre reaches now (none of the bottom bar's own): a
 * control under the bar, or under a line shown above it, is not among them.
 */
async function reachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a[href]')]
      .filter((el) => !el.closest('.bar, dialog'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, Math.min(r.top + r.height / 2, innerHeight - 1));
        return hit !== null && el.contains(hit);
      })
      .map((el) => el.closest<HTMLElement>('[data-testid^="player-"]')?.dataset.testid ?? el.textContent!.trim())
  );
}

test('what a tap stored, and what Undo took back, show in the bar’s saved tab, whole: no control of the screen goes under them', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startItStartup(page);
  await savedAt(page, 0);
  // A screen that ends just under the turn's buttons, as a mid-game screen with more players and
  // more to say does: nothing between Hire and the bar (with its tab) but a few pixels.
  const height = await page.evaluate(() => {
    const hire = [...document.querySelectorAll('main button')].find((b) => b.textContent!.trim() === 'Hire')!;
    const bar = document.querySelector<HTMLElement>('.bar')!;
    const tab = document.querySelector<HTMLElement>('[data-testid="save-status"]')!;
    return Math.ceil(hire.getBoundingClientRect().bottom + scrollY + bar.offsetHeight + tab.offsetHeight + 6);
  });
  await page.setViewportSize({ width: 390, height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const before = await reachableControls(page);
  expect(before).toContain('Hire');
  await hire(page, 'Intern');
  await savedAt(page, 1);
  const line = page.getByTestId('saved-line');
  await expect(line).toHaveText('Pat hired Intern for 1.');
  await expect(line).toHaveRole('status');
  expect(await inViewport(line)).toBe(true);
  // Every control reachable before still is; the Intern's own row (its burnout, Attach) may have come
  // into view too (on a screen this short the turn's parts are tighter).
  expect(await reachableControls(page)).toEqual(expect.arrayContaining(before));
  // Undo in the bar, right under the line, takes it back; the line says so, covering nothing either.
  await page.locator('.bar').getByRole('button', { name: 'Undo' }).click();
  await savedAt(page, 2);
  const undone = page.getByTestId('undo-notice');
  await expect(undone).toHaveText('Undone: Pat hired Intern for 1.');
  await expect(line).toHaveCount(0);
  expect(await reachableControls(page)).toEqual(before);
  // The tab is words only: a tap on it reaches what lies under it.
  const underTab = await page.getByTestId('undo-notice').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.closest('.tab')!.contains(hit);
  });
  expect(underTab).toBe(false);
  // A tap on the screen itself (End turn, in the bar) says what it stored in the tab too.
  await page.locator('.bar').getByRole('button', { name: 'End turn' }).click();
  await savedAt(page, 3);
  await expect(line).toHaveText(/^Pat /);
  expect(await inViewport(line)).toBe(true);
  await page.locator('.bar').getByRole('button', { name: 'Undo', exact: true }).click();
  await savedAt(page, 4);
  // A line longer than the screen is wide wraps, shown whole within the screen (cut off, it said too little).
  // On a screen with room above the bar: on the short one above, at 320 px the turn's parts reach the bar
  // and the tab rightly stands aside or keeps to its word.
  await page.setViewportSize({ width: 320, height: 844 });
  // The new size reaches the page a moment after setViewportSize returns: read the line once it is drawn.
  await page.waitForFunction(() => innerWidth === 320);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shape = await undone.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth + 1, right: el.getBoundingClientRect().right }));
  expect(shape.cut, 'the line cut').toBe(false);
  expect(shape.right).toBeLessThanOrEqual(320);
  await expect(undone).toHaveText(/^Undone: Pat /);
});

test('History marks the later lines a take-back recounts, and says how many', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await startItStartup(page);
  await savedAt(page, 0);
  await hire(page, 'Intern');
  await savedAt(page, 1);
  await page.getByRole('button', { name: 'End turn' }).click();
  await savedAt(page, 2);
  await page.goto(`/session/${id}/history`);
  const ended = page.getByTestId('history-2');
  const before = (await ended.textContent())!;
  await page.getByRole('button', { name: /^Take back\s*: Pat hired Intern for 1$/ }).click();
  await expect(page.getByTestId('history-message')).toHaveText(
    /^Taken back: Pat hired Intern for 1\. A later line now reads differently \(marked “recounted”\)\.\s*OK$/
  );
  await expect(ended.getByTestId('recounted')).toBeVisible();
  expect(await ended.textContent()).not.toBe(before);
  await expect(page.getByTestId('recounted')).toHaveCount(1);
  // Put back: the line reads as it did, marked again; the next change clears the marks it did not make.
  await page.getByRole('button', { name: /^Put back\s*: Pat hired Intern for 1$/ }).click();
  await expect(page.getByTestId('history-message')).toContainText('A later line now reads differently');
  await expect(page.getByTestId('recounted')).toHaveCount(1);
});

test('an amount typed while the last one is being saved stays in its field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cy']);
  await savedAt(page, 0);
  const sheet = await openPlayerSheet(page, 'p2');
  // Another connection holds a write on the log, so the payment's save waits until it lets go.
  await page.evaluate(
    () =>
      new Promise<void>((held) => {
        const open = indexedDB.open('boardroom');
        open.onsuccess = () => {
          const tx = open.result.transaction('events', 'readwrite');
          const store = tx.objectStore('events');
          const w = window as unknown as { release?: boolean };
          const spin = () => (w.release ? undefined : store.count().addEventListener('success', spin));
          spin();
          tx.oncomplete = () => open.result.close();
          held();
        };
      })
  );
  await sheet.locator('#money-p2-amount').fill('10');
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-pending', '1');
  await sheet.locator('#money-p2-amount').fill('7');
  await page.evaluate(() => ((window as unknown as { release?: boolean }).release = true));
  await savedAt(page, 1);
  await expect(page.getByTestId('balance-p2')).toHaveText('40M');
  await expect(sheet.locator('#money-p2-amount')).toHaveValue('7');
  // Once it is paid in turn, the field is cleared.
  await sheet.getByRole('button', { name: 'To the bank from Ben', exact: true }).click();
  await savedAt(page, 2);
  await expect(page.getByTestId('balance-p2')).toHaveText('33M');
  await expect(sheet.locator('#money-p2-amount')).toHaveValue('');
});

/** A 3-player IT Startup game (three tiles to a row), each starting with 5 resources. */
async function startItStartup3(page: Page): Promise<void> {
  await page.goto('/new/it-startup');
  // Setup proposes the last table's players (here the 6 of Logo Billionaire, as many as fit): three seats.
  await seats(page, 3);
  for (const [i, name] of ['Ann', 'Ben', 'Cat'].entries()) await page.locator(`#name-${i}`).fill(name);
  await page.locator('#starting').fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
}

/** The bar's controls and the header's links, each row's tops, and the page's width and height. */
async function rows(page: Page) {
  return page.evaluate(() => {
    // One row: every control's top is above every control's bottom (they differ in height).
    const oneRow = (selector: string) => {
      const boxes = [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect());
      return boxes.length > 0 && Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom));
    };
    return {
      barOneRow: oneRow('.bar .inner > button, .bar .inner > a, .bar .inner > .main'),
      barTop: Math.round(document.querySelector('.bar')!.getBoundingClientRect().top),
      header: Math.round(document.querySelector('header')!.getBoundingClientRect().height),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth
    };
  });
}

test('at 320 and 360 px the header and the bottom bar are one line each, and the turn’s first button is above the bar', async ({
  page
}) => {
  await page.setViewportSize({ width: 320, height: 844 });
  const games: [string, () => Promise<unknown>, string][] = [
    ['Logo Billionaire, 6 players', () => startGame(page, 'logo-billionaire', ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay']), 'Spin'],
    ['IT Startup, 3 players', () => startItStartup3(page), 'Hire'],
    ['Disrupt, 4 players', () => startDisrupt(page), 'Place MiniaturePrime']
  ];
  for (const [name, start, first] of games) {
    await start();
    await savedAt(page, 0);
    const seen = await rows(page);
    expect(seen.barOneRow, `${name}: one row of Undo, Redo, History and the main button`).toBe(true);
    // The brand and the three links on one line: one tap target high (44 px and the bar's border).
    expect(seen.header, `${name}: header height`).toBeLessThan(60);
    expect(seen.sideways, name).toBe(0);
    // Three tiles to a row: the small figures keep their words whole ("resource / s" before).
    expect(await wordsBrokenAcrossLines(page.locator('.scoreboard')), name).toEqual([]);
    const button = page.locator('main').getByRole('button', { name: first, exact: true });
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, `${name}: “${first}” ends above the bar (its top at ${seen.barTop} px)`).toBeLessThanOrEqual(seen.barTop);
    // 360 px, the most common Android width, between the compact rules and room enough: both were two
    // rows there (a Logo Billionaire play-test at 360×780), 96 px of header and 120 of bar.
    await page.setViewportSize({ width: 360, height: 844 });
    const at360 = await rows(page);
    expect(at360.barOneRow, `${name} at 360 px: one row`).toBe(true);
    expect(at360.header, `${name} at 360 px: header height`).toBeLessThan(60);
    expect(at360.sideways, `${name} at 360 px`).toBe(0);
    await page.setViewportSize({ width: 320, height: 844 });
  }
});
