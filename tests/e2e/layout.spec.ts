// Nobody left out: touch targets of at least 44×44 CSS px, and no horizontal scrolling at 320 px
// wide or at 200 % text size, on every screen of every game.
import { expect, test, type Page } from '@playwright/test';
import { screens, startGame, screenReady } from './helpers';

/** Every visible control smaller than 44×44 (a radio or checkbox counts with its label; links inside text are exempt). */
async function smallTargets(page: Page): Promise<{ small: string[]; measured: number }> {
  return page.evaluate(() => {
    const small: string[] = [];
    let measured = 0;
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary, textarea');
    for (const el of controls) {
      if (el.closest('.visually-hidden') || el.classList.contains('visually-hidden') || el.classList.contains('skip')) continue;
      if (el.tagName === 'A' && el.closest('p, li.hint, .hint') && !el.classList.contains('button')) continue;
      const target = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      measured++;
      if (box.width < 44 || box.height < 44) small.push(`${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return { small, measured };
  });
}

test('touch targets are at least 44×44 CSS px on every screen', async ({ page }) => {
  for (const url of await screens(page)) {
    await page.goto(url);
    await screenReady(page);
    const { small, measured } = await smallTargets(page);
    expect(measured, url).toBeGreaterThan(3);
    expect(small, url).toEqual([]);
  }
});

for (const [label, width, zoom] of [
  ['320 px wide', 320, 1],
  ['200 % text at 412 px', 412, 2]
] as const) {
  test(`no horizontal scrolling at ${label}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const url of await screens(page)) {
      await page.goto(url);
      await screenReady(page);
      // 200 % text: the root font size doubled, as the browser's text-size setting does.
      if (zoom > 1) await page.addStyleTag({ content: `html { font-size: ${zoom * 100}% !important; }` }).catch(() => page.evaluate((z) => (document.documentElement.style.fontSize = `${z * 100}%`), zoom));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
}

test('the home screen does not move as it loads, with the browser offering Install', async ({ page }) => {
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    // The browser offers installation at once, as Chromium on a phone does on a repeat visit.
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
      add(type, listener, options);
      if (type === 'beforeinstallprompt') {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' as const })
        });
        listener(offer);
      }
    }) as typeof window.addEventListener;
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(page.locator('.sessions li')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});
