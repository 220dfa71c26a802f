// Reduced motion: with prefers-reduced-motion the spinner, the dice, the Risky Business card draws
// and Disrupt's solo dial show their result without the animation; without it they do animate,
// so the check below can tell the two apart.
import { expect, test, type Page } from './fixtures';
import { savedAt, script, scriptableRandom, startDisruptSolo, startGame } from './helpers';
import { announceLaunch, closeSheet, tapForPlayer } from './logo-billionaire-steps';

/** Animations and transitions running on the page that last longer than 10 ms. */
async function longAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .map((a) => ({
        what:
          'animationName' in a ? `animation ${(a as CSSAnimation).animationName}` : `transition ${(a as CSSTransition).transitionProperty}`,
        duration: Number(a.effect?.getComputedTiming().duration ?? 0)
      }))
      .filter((a) => a.duration > 10)
      .map((a) => `${a.what} ${a.duration} ms`)
  );
}

test('without the preference the spinner and dice do animate (the check can see motion)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/tools');
  // Each animation and transition that starts is noted as it starts: the die's tumble lasts 450 ms,
  // over before a poll of the running ones came round on a busy machine.
  await page.evaluate(() => {
    const started: string[] = [];
    Object.assign(window, { startedMotion: started });
    addEventListener('animationstart', (e) => started.push(`animation ${e.animationName}`), true);
    addEventListener('transitionrun', (e) => started.push(`transition ${e.propertyName}`), true);
  });
  const started = () => page.evaluate(() => (window as unknown as { startedMotion: string[] }).startedMotion);
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect.poll(started).toContainEqual(expect.stringContaining('transition transform'));
  await page.getByRole('button', { name: 'Roll the die' }).click();
  await expect.poll(started).toContainEqual(expect.stringMatching(/^animation .*tumble/));
});

test('with reduced motion the spinner and dice show their result at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  expect(await longAnimations(page)).toEqual([]);
  await expect(page.getByText(/^Spun \d+$/)).toBeAttached();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  expect(await longAnimations(page)).toEqual([]);
  await expect(page.locator('.die')).toHaveCount(1);
});

test('with reduced motion a Risky Business card is shown face up at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await scriptableRandom(page);
  await startGame(page, 'logo-billionaire', ['Ana', 'Ben']);
  await script(page, [0]);
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  await page.getByRole('button', { name: '+2 Snacks for Ana' }).click();
  await savedAt(page, 2);
  await tapForPlayer(page, 'p1', '+2 Snacks for Ana');
  await savedAt(page, 3);
  await closeSheet(page);
  await announceLaunch(page, 'Snacks');
  await savedAt(page, 4);
  // The fourth card of the deck in order (after its 3 BUST cards): a 10M card, not a BUST that would end the launch.
  await script(page, [3]);
  await page.getByRole('button', { name: /^Draw$/ }).click();
  await savedAt(page, 5);
  await expect(page.locator('.draws .rb')).toHaveCount(1);
  expect(await longAnimations(page)).toEqual([]);
});

test('with reduced motion the solo dial shows its number as soon as it is saved', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startDisruptSolo(page);
  await savedAt(page, 0);
  await page.getByRole('button', { name: 'Dial', exact: true }).click();
  await page.getByRole('button', { name: 'Turn the dial' }).click();
  await savedAt(page, 1);
  // Without the preference the dial turns for 2 s before showing the number.
  await expect(page.locator('.dial')).toHaveText(/^\d$/, { timeout: 500 });
  await expect(page.locator('.dial')).not.toHaveClass(/spinning/);
  expect(await longAnimations(page)).toEqual([]);
});
