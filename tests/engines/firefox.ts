// Firefox: Debian's firefox-esr over WebDriver BiDi, through puppeteer-core (which never downloads
// a browser: it is given the executable). BiDi reports console errors, page errors and Content-
// Security-Policy violations as events; the page's recorder (see server.ts) is read as well.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { EnginePage } from './driver';
import { ERRORS_KEY } from './server';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(origin: string): Promise<EnginePage> {
  const downloads = mkdtempSync(join(tmpdir(), 'boardroom-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 412, height: 860 },
    extraPrefsFirefox: {
      // Save a download straight into our folder, never asking.
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.helperApps.neverAsk.saveToDisk': 'application/json'
    }
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  const reported: string[] = [];
  // A screen shows before its page has loaded all it will (the home screen is prerendered; the
  // service worker's window module comes after the first paint), and leaving a page cuts its
  // loads off, which Firefox reports as errors ("error loading dynamically imported module", "A
  // ServiceWorker intercepted the request and encountered an unexpected error"). What Firefox
  // reports while the test navigates is therefore not counted; the new page's own errors still
  // are, by the recorder that its first script installs (see server.ts).
  let navigating = false;
  const leaving = async (navigate: () => Promise<unknown>) => {
    navigating = true;
    try {
      await navigate();
    } finally {
      navigating = false;
    }
  };
  const report = (text: string) => {
    if (!navigating) reported.push(`${text} (on ${new URL(page.url()).pathname})`);
  };
  // The engine's own messages (a blocked load, the service worker's errors) come as console
  // errors. The page's uncaught errors and rejections are left to the recorder: it knows when its
  // page is being left, while BiDi's page errors for loads cut off by leaving could arrive after
  // the navigation had returned (a CI run failed on two, "on /", that the recorder had passed over).
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console.error: ${message.text()}`);
  });
  const version = await browser.version();

  const evaluateSource = async <R>(source: string, args: unknown[]): Promise<R> =>
    (await page.evaluate(`(${source}).apply(null, ${JSON.stringify(args)})`)) as R;

  return {
    engine: 'firefox',
    version: version.replace('/', ' '),
    downloads,
    goto: (path) => leaving(() => page.goto(new URL(path, origin).href)),
    reload: () => leaving(() => page.reload()),
    evaluate: (fn, ...args) => evaluateSource(fn.toString(), args),
    evaluateSource,
    click: (selector) => page.click(selector),
    type: async (selector, text) => {
      await page.$eval(selector, (field) => {
        (field as HTMLInputElement).value = '';
      });
      await page.type(selector, text);
    },
    select: async (selector, value) => void (await page.select(selector, value)),
    upload: async (selector, file) => {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector}`);
      await (input as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    errors: async () => {
      const recorded = await evaluateSource<string[]>(
        `(key) => { const list = JSON.parse(sessionStorage.getItem(key) || '[]'); sessionStorage.removeItem(key); return list; }`,
        [ERRORS_KEY]
      );
      return [...reported.splice(0), ...recorded];
    },
    close: async () => {
      await browser.close().catch(() => {});
      rmSync(downloads, { recursive: true, force: true });
    }
  };
}
