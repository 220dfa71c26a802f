// The engine suite: what every engine must do with the production build. One browser session
// runs the tests in order (a fresh profile: nothing installed, nothing stored); each test ends by
// asking the engine and the page's recorder for errors, and fails on any.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EnginePage } from './driver';
import { waitFor } from './driver';
import { disrupt, disruptScore, homeReady, itStartup, listedGames, logoBillionaire, onScreen, refusal, savedAt, tap, undo } from './flows';
import { hostLiveTable } from './live';
import { serveApp, type AppServer } from './server';

/**
 * Ports Firefox allows (it refuses some, 4190 among them); 4174 is the Chromium suite's. The app
 * is served on the first three, WebKitWebDriver listens on the others (no browser loads those): each
 * file a port of its own, so that a file run by hand beside the suite finds its ports free.
 */
export const PORTS = {
  webkit: 4175,
  firefox: 4176,
  crossEngine: 4177,
  webkitDriver: 4178,
  webkitDriverIphone: 4179,
  crossEngineWebkitDriver: 4194
} as const;

/** The live table's server (server/main.mjs) in each engine's suite: ports Firefox allows, clear of the ones above. */
export const LIVE_PORTS = { webkit: 4191, firefox: 4192 } as const;

/** Fails with the errors the page and the engine reported since the last look. */
export async function expectNoErrors(page: EnginePage): Promise<void> {
  expect(await page.errors(), `${page.engine}: errors reported by the page`).toEqual([]);
}

/** Loads the home screen, waits for the service worker to be active, and reloads so that it controls the page. */
export async function controlled(page: EnginePage): Promise<void> {
  await page.goto('/');
  await homeReady(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await waitFor(page, 'the service worker to control the page', () => !!navigator.serviceWorker.controller);
  // The screen too: leaving a page while its modules load makes Firefox report each cut-off load.
  await homeReady(page);
}

export interface SuiteContext {
  page: EnginePage;
  server: AppServer;
}

/**
 * Registers the engine suite. `launch` opens a fresh browser on the origin; `extra` registers
 * the engine's own tests after the shared ones, with the same page and server.
 */
export function engineSuite(
  name: string,
  port: number,
  launch: (origin: string) => Promise<EnginePage>,
  extra?: (ctx: () => SuiteContext) => void
): void {
  describe(name, () => {
    let page: EnginePage;
    let server: AppServer;
    const games: { logo?: string } = {};

    beforeAll(async () => {
      server = await serveApp(port);
      page = await launch(server.origin);
      console.log(`${name}: ${page.version}`);
    }, 60_000);

    afterAll(async () => {
      await page?.close();
      await server?.close();
    });

    test('the error recorder sees a CSP violation, a console error, an uncaught error and a rejection (so a clean run means something)', async () => {
      await page.goto('/tools');
      await onScreen(page, /Table tools/);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__ran = true';
        document.head.append(script);
        console.error('a console error on purpose');
        setTimeout(() => {
          throw new Error('an uncaught error on purpose');
        });
        void Promise.reject(new Error('a rejection on purpose'));
      });
      // The violation event is dispatched asynchronously.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran ?? false)).toBe(false);
      const errors = (await page.errors()).join('\n');
      expect(errors).toMatch(/CSP|Content-Security-Policy|script-src/);
      expect(errors).toContain('a console error on purpose');
      // The page's own uncaught errors are the recorder's to catch in every engine (see firefox.ts).
      expect(errors).toMatch(/error on \/tools: .*an uncaught error on purpose/);
      expect(errors).toMatch(/unhandled rejection on \/tools: .*a rejection on purpose/);
    });

    test('the service worker installs and then controls the page', async () => {
      await controlled(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${server.origin}/`);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.origin}/sw.js`);
      await expectNoErrors(page);
    });

    test('no install prompt in this engine: no Install button, and the home screen works without one', async () => {
      // Only Chromium fires beforeinstallprompt; elsewhere the app offers no Install button.
      expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
      await page.goto('/');
      await homeReady(page);
      expect(await page.evaluate(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Install'))).toBe(
        false
      );
      await expectNoErrors(page);
    });

    test('Logo Billionaire: setup, taps, an undo, a refusal, and a reload shows the same', async () => {
      const id = await logoBillionaire.start(page, ['Ana', 'Ben']);
      games.logo = id;
      await logoBillionaire.balanceIs(page, 'p1', '50M');
      await logoBillionaire.quick(page, 'Ana', '+50');
      await savedAt(page, 1);
      await logoBillionaire.quick(page, 'Ben', '+10');
      await savedAt(page, 2);
      await logoBillionaire.balanceIs(page, 'p2', '60M');
      await undo(page);
      await savedAt(page, 3);
      await logoBillionaire.balanceIs(page, 'p2', '50M');
      await logoBillionaire.quick(page, 'Ben', '−100');
      expect(await refusal(page, /only 50M/)).toContain('Ben has only 50M');
      await savedAt(page, 3);
      await page.reload();
      await savedAt(page, 3);
      expect(await logoBillionaire.balance(page, 'p1')).toBe('100M');
      expect(await logoBillionaire.balance(page, 'p2')).toBe('50M');
      await expectNoErrors(page);
    });

    test('IT Startup: setup, hiring, a payment, an undo, a refusal, and a reload shows the same', async () => {
      await itStartup.start(page, ['Pat', 'Mat'], '5');
      // Pat's first turn brings 1 income: 6; an Intern costs 1.
      await itStartup.resourcesAre(page, 'p1', '6');
      await itStartup.hire(page, 'intern');
      await savedAt(page, 1);
      await itStartup.resourcesAre(page, 'p1', '5');
      await itStartup.pay(page, 'p1', '2');
      await savedAt(page, 2);
      await itStartup.resourcesAre(page, 'p1', '3');
      await undo(page);
      await savedAt(page, 3);
      await itStartup.resourcesAre(page, 'p1', '5');
      await itStartup.pay(page, 'p1', '9');
      expect(await refusal(page, /has only/)).toContain('Pat has only 5 resources');
      await savedAt(page, 3);
      await page.reload();
      await savedAt(page, 3);
      expect(await itStartup.resources(page, 'p1')).toBe('5');
      expect(await itStartup.employee(page, 'p1', 'e1')).toContain('Intern');
      await expectNoErrors(page);
    });

    test('Disrupt: setup, a quick step, a payment, an undo, a refusal, and a reload shows the same', async () => {
      await disrupt.start(page, ['Sam', 'Bea', 'Ang', 'Leo']);
      await disrupt.millionsAre(page, 'leader', '25M');
      await disrupt.quick(page, 'Market Leader', '+5');
      await savedAt(page, 1);
      await disrupt.pay(page, 'leader', 'startupper', '3');
      await savedAt(page, 2);
      await disrupt.millionsAre(page, 'startupper', '13M');
      await undo(page);
      await savedAt(page, 3);
      await disrupt.millionsAre(page, 'startupper', '10M');
      await disrupt.pay(page, 'startupper', 'bank', '50');
      expect(await refusal(page, /below 0/)).toMatch(/Sam \(Startupper\) has only 10M: paying 50M would go below 0/);
      await savedAt(page, 3);
      await page.reload();
      await savedAt(page, 3);
      expect(await disrupt.millions(page, 'leader')).toBe('30M');
      expect(await disrupt.millions(page, 'startupper')).toBe('10M');
      await expectNoErrors(page);
    });

    test('offline (the server stopped): the app and an open game load, and a tap is saved', async () => {
      const id = games.logo ?? (await logoBillionaire.start(page, ['Ana', 'Ben']));
      await controlled(page);
      await server.offline();
      try {
        // The server is really gone: a request that the service worker does not answer fails.
        const reached = await page.evaluate(() =>
          fetch('/manifest.webmanifest?network', { cache: 'no-store' }).then(
            () => true,
            () => false
          )
        );
        expect(reached).toBe(false);
        expect(await listedGames(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^Logo Billionaire Ana · Ben/)]));
        await page.goto(`/session/${id}`);
        await savedAt(page, 3);
        await logoBillionaire.balanceIs(page, 'p1', '100M');
        await logoBillionaire.quick(page, 'Ben', '+100');
        await savedAt(page, 4);
        await page.reload();
        await savedAt(page, 4);
        expect(await logoBillionaire.balance(page, 'p2')).toBe('150M');
        await page.goto('/settings');
        await onScreen(page, /Settings/);
        await expectNoErrors(page);
      } finally {
        await server.online();
      }
    });

    test('/disrupt/score works offline', async () => {
      await controlled(page);
      await server.offline();
      try {
        await disruptScore.open(page);
        // The rulebook's example: Meeplebook 3/2/3 against MiniaturePrime 1/2/4, Market Size −1 per 4.
        for (const [id, value] of Object.entries({
          'meeplebook-design': '3',
          'meeplebook-development': '2',
          'meeplebook-marketing': '3',
          'miniatureprime-design': '1',
          'miniatureprime-development': '2',
          'miniatureprime-marketing': '4'
        }))
          await disruptScore.set(page, id, value);
        await disruptScore.choose(page, 'bb-0', '-1');
        await disruptScore.value(page, 'share-value-meeplebook', '5M');
        await disruptScore.value(page, 'share-value-miniatureprime', '3M');
        await expectNoErrors(page);
      } finally {
        await server.online();
      }
    });

    test('a live table hosted in Chromium: this engine joins by the link, picks a seat, and sees the host’s change live', async () => {
      const table = await hostLiveTable(LIVE_PORTS[page.engine]);
      try {
        await page.goto(table.joinUrl);
        await tap(page, { testId: 'seat-p2' });
        await waitFor(page, 'the game screen at the table', () => /^\/session\/[^/]+$/.test(location.pathname));
        await waitFor(
          page,
          'the live status',
          () => document.querySelector('[data-testid="live-status"]')?.getAttribute('data-status') === 'live'
        );
        await logoBillionaire.balanceIs(page, 'p1', '50M');
        await table.quick('p1', 'Ana', '+50');
        // The host's tap shows here without a reload.
        await logoBillionaire.balanceIs(page, 'p1', '100M');
        // And this engine's tap shows on the host.
        await logoBillionaire.quick(page, 'Ben', '+10');
        await expect.poll(() => table.balance('p2'), { timeout: 10_000 }).toBe('60M');
        await expectNoErrors(page);
      } finally {
        await table.close();
      }
    }, 60_000);

    extra?.(() => ({ page, server }));
  });
}
