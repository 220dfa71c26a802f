// Whether an element is wholly on screen now, once the page has stopped moving: a sheet that is
// still sliding up would put a control half below the screen for a moment (a machine under load
// makes that moment long). Shared by the games' step files; imports nothing of theirs.
import type { Locator } from '@playwright/test';

/** Whether the whole element is inside the viewport (no scrolling needed), after running animations end. */
export async function inViewport(target: Locator): Promise<boolean> {
  return target.evaluate(async (el) => {
    // Finite animations only (a spinner's endless one never ends), and never longer than 2 s.
    const moving = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.all(moving.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
    // A sheet brings its foot's actions into view in the frame after their size changes (a
    // ResizeObserver, then an animation frame): three frames see that frame through.
    for (let frame = 0; frame < 3; frame++) await new Promise((r) => requestAnimationFrame(r));
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

/**
 * Waits until the open sheet has slid up and stays where it is: a click aimed at one of its
 * buttons while it still moves can land beside it (one run under load focused the Hire sheet's
 * card without choosing it). Its slide may start a frame after it opens, so "no animation" alone
 * is not enough: its top must also be the same at two looks a frame apart.
 */
export async function sheetAtRest(sheet: Locator): Promise<void> {
  await sheet.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let i = 0; i < 120; i++) {
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
      const top = el.getBoundingClientRect().top;
      await frame();
      if (!moving.length && el.getBoundingClientRect().top === top) return;
    }
  });
}
