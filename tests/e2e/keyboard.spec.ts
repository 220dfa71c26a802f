// Nobody left out, by keyboard: Tab reaches every control on every screen, each shows a visible
// focus ring, each button has a name in words (icon and symbol buttons included), and a game can
// be played with keys alone.
import { expect, test, type Page } from './fixtures';
import { savedAt, screens, startGame, screenReady } from './helpers';

/** Marks every visible, enabled control with data-kb="n" and returns how many there are. */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen: string[] = [];
    const radioGroups = new Set<string>();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    );
    for (const el of document.querySelectorAll<HTMLElement>('[data-kb]')) el.removeAttribute('data-kb');
    for (const el of controls) {
      if ((el as HTMLButtonElement).disabled) continue;
      // Taken out of the order on purpose (the file input behind "Import a backup" is one).
      if (el.getAttribute('tabindex') === '-1') continue;
      if (el.classList.contains('skip')) continue; // The skip link is shown on focus only; checked on its own below.
      // Not on screen: hidden, or inside a closed <details> (its content is skipped by Tab too).
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A radio group is one stop for Tab (the arrow keys move inside it): the group counts once.
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (radioGroups.has(el.name)) continue;
        radioGroups.add(el.name);
        for (const r of document.querySelectorAll<HTMLElement>(`input[type=radio][name="${el.name}"]`)) r.dataset.kb = String(seen.length);
      } else el.dataset.kb = String(seen.length);
      seen.push(
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}”`
      );
    }
    return seen;
  });
}

/** Presses Tab until focus leaves the page or comes round again; returns the marks reached and any without a focus ring. */
async function tabThrough(
  page: Page,
  controls: number,
  limit: number
): Promise<{ reached: Set<string>; noRing: string[]; presses: number }> {
  const reached = new Set<string>();
  const noRing: string[] = [];
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  let presses = 0;
  for (; presses < limit && reached.size < controls; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      return {
        mark: el.dataset.kb ?? null,
        ring,
        name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent || '').trim().slice(0, 30)}”`
      };
    });
    if (!focused) continue;
    if (!focused.ring) noRing.push(focused.name);
    if (focused.mark !== null) reached.add(focused.mark);
  }
  return { reached, noRing, presses };
}

test('Tab reaches every control on every screen, each with a visible focus ring', async ({ page }) => {
  test.setTimeout(180_000);
  for (const url of await screens(page)) {
    await page.goto(url);
    await screenReady(page);
    const controls = await markControls(page);
    expect(controls.length, url).toBeGreaterThan(3);
    const { reached, noRing, presses } = await tabThrough(page, controls.length, 2 * controls.length + 20);
    test.info().annotations.push({ type: url, description: `${controls.length} controls, all reached in ${presses} Tab presses` });
    const missed = controls.filter((_, i) => !reached.has(String(i)));
    expect(missed, `${url}: controls Tab never reaches`).toEqual([]);
    expect(noRing, `${url}: focused without a visible ring`).toEqual([]);
  }
});

test('the skip link appears on the first Tab and moves focus to the content', async ({ page }) => {
  await page.goto('/tools');
  await screenReady(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.x >= 0 && box.y >= 0 && box.width > 20).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('every button on every screen has a name in words, symbol and icon buttons included', async ({ page }) => {
  let total = 0;
  for (const url of await screens(page)) {
    await page.goto(url);
    await screenReady(page);
    const buttons = page.getByRole('button');
    const count = await buttons.count();
    total += count;
    const nameless: string[] = [];
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      // The accessible name as Chromium computes it for assistive technology.
      const snapshot = await button.ariaSnapshot();
      const name = /button "(.*)"/.exec(snapshot)?.[1] ?? '';
      if (!/[A-Za-z]{2}/.test(name)) nameless.push(`${snapshot.split('\n')[0]} (${(await button.innerHTML()).slice(0, 60)})`);
    }
    expect(nameless, `${url}: buttons without a worded name`).toEqual([]);
  }
  // A floor that shows the walk reached the screens and their buttons (98 in all when it was last set).
  expect(total).toBeGreaterThan(80);
  test.info().annotations.push({ type: 'buttons checked', description: String(total) });
});

test('a Logo Billionaire turn by keyboard alone: a quick amount, a typed payment, undo', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  // Walk by Tab to the button, then press it as a keyboard user does.
  const tabTo = async (target: ReturnType<Page['getByRole']>) => {
    for (let i = 0; i < 120 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  // Ana's tile opens her sheet; focus stays inside it until Escape closes it.
  await tabTo(page.getByTestId('player-p1').getByRole('button'));
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('button', { name: 'Ana +50', exact: true }));
  await page.keyboard.press('Enter');
  await savedAt(page, 1);
  await expect(page.getByTestId('balance-p1')).toHaveText('100M');
  await tabTo(page.locator('#money-p1-amount'));
  await page.keyboard.type('30');
  await tabTo(page.getByRole('button', { name: 'Pay Ben', exact: true }));
  await page.keyboard.press('Enter');
  await savedAt(page, 2);
  await expect(page.getByTestId('balance-p1')).toHaveText('70M');
  await expect(page.getByTestId('balance-p2')).toHaveText('80M');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await tabTo(page.getByRole('button', { name: 'Undo' }));
  await page.keyboard.press(' ');
  await savedAt(page, 3);
  await expect(page.getByTestId('balance-p1')).toHaveText('100M');
});
