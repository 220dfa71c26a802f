// The browser tests' `test`: Playwright's own, with Disrupt's Worker turns followed by hand unless a
// test asks for the app's default (`test.use({ manualTurns: false })`). Everything else is
// re-exported from '@playwright/test', so a spec imports from here alone.
import { test as base, type BrowserContext } from '@playwright/test';
import { MANUAL_TURNS } from '../../playwright.config';

export * from '@playwright/test';

/**
 * Puts Disrupt's manual turns into every page of the context, unless the page already holds a
 * choice. An init script and not the config's storageState: Playwright writes a storageState's
 * local storage by opening a page on the origin before each test, a quarter of a second per test.
 */
export async function manualTurns(context: BrowserContext): Promise<void> {
  await context.addInitScript(({ name, value }) => {
    try {
      if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
    } catch {
      // about:blank has no storage of its own.
    }
  }, MANUAL_TURNS);
}

export const test = base.extend<{ manualTurns: boolean }>({
  manualTurns: [true, { option: true }],
  context: async ({ context, manualTurns: manual }, use) => {
    if (manual) await manualTurns(context);
    await use(context);
  }
});
