// WebKit: Debian's WebKitGTK MiniBrowser, driven by Debian's WebKitWebDriver under xvfb-run, through
// webdriverio. WebKitWebDriver 2.50 speaks classic WebDriver only (a session asking for
// `webSocketUrl` is refused), so this client is told to stay classic; it connects to the driver
// started here (hostname and port given), so it never looks for, starts or downloads a driver or
// a browser of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import type { EnginePage } from './driver';
import { ERRORS_KEY } from './server';

/** Debian puts MiniBrowser (package libwebkit2gtk-4.1-0) in the library folder of its architecture. */
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  readdirSync('/usr/lib')
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** An iPhone's Safari, as iOS 17.5 names itself. */
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A phone-sized viewport, as the Chromium suite uses. */
const VIEWPORT = { width: 412, height: 860 };

/**
 * Waits (5 s at most) for the port to be free, then fails: otherwise a driver left from an earlier
 * run would answer for ours. (A driver just closed can take a moment to let its port go.)
 */
async function portFree(port: number): Promise<void> {
  const free = () =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await free()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} is in use (a WebKitWebDriver left from an earlier run?)`);
}

async function driverUp(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}) before answering on port ${port}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

export async function launchWebKit(
  origin: string,
  { driverPort, userAgent }: { driverPort: number; userAgent?: string }
): Promise<EnginePage> {
  await portFree(driverPort);
  // A home of its own: MiniBrowser saves downloads in $HOME (there is no Downloads folder there)
  // and keeps nothing in the real one.
  const home = mkdtempSync(join(tmpdir(), 'boardroom-webkit-'));
  // Its own process group, so that closing ends xvfb-run, Xvfb, the driver and the browser together.
  // Its X display is looked for from the driver's port up: two started at once with plain `-a` could
  // both pick the first free display, and one of them fail.
  const child = spawn('xvfb-run', ['-a', '-n', String(driverPort), '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${driverPort}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, HOME: home }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  // Waits for the group to be gone, so its port is free for the next session.
  const stopDriver = async () => {
    signal('SIGTERM');
    const late = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(late);
  };
  try {
    await driverUp(driverPort, child);
  } catch (error) {
    await stopDriver();
    throw error;
  }
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    logLevel: 'error',
    connectionRetryCount: 0,
    capabilities: {
      // No browserName: with one, webdriverio would also ask for BiDi, which this driver refuses.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...(userAgent ? [`--user-agent=${userAgent}`] : [])] }
    } as WebdriverIO.Capabilities
  }).catch(async (error) => {
    await stopDriver();
    throw error;
  });
  const caps = browser.capabilities as { browserName?: string; browserVersion?: string };
  await browser.url(`${origin}/manifest.webmanifest`);
  // The window includes MiniBrowser's own frame: size it so the page gets the phone's viewport.
  await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
  const inner = (await browser.execute(() => [innerWidth, innerHeight])) as [number, number];
  await browser.setWindowSize(VIEWPORT.width * 2 - inner[0], VIEWPORT.height * 2 - inner[1]);

  const evaluateSource = async <R>(source: string, args: unknown[]): Promise<R> => {
    const body = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${source}).apply(null, ${JSON.stringify(args)}))
        .then((value) => done({ ok: true, value }), (error) => done({ ok: false, error: String((error && error.stack) || error) }));`;
    const answer = (await browser.executeAsync(body)) as { ok: boolean; value?: R; error?: string } | null;
    if (!answer) throw new Error('the page went away while the script ran');
    if (!answer.ok) throw new Error(answer.error);
    return answer.value as R;
  };

  return {
    engine: 'webkit',
    version: `${caps.browserName} (WebKitGTK) ${caps.browserVersion}`,
    downloads: home,
    goto: async (path) => void (await browser.url(new URL(path, origin).href)),
    reload: async () => void (await browser.refresh()),
    evaluate: (fn, ...args) => evaluateSource(fn.toString(), args),
    evaluateSource,
    click: async (selector) => void (await (await browser.$(selector)).click()),
    type: async (selector, text) => {
      const field = await browser.$(selector);
      await field.clearValue();
      await field.addValue(text);
    },
    select: async (selector, value) => void (await (await browser.$(selector)).selectByAttribute('value', value)),
    upload: async (selector, file) => {
      // A file input takes the path as typed keys (WebDriver's rule), hidden or not.
      await browser.elementSendKeys(await (await browser.$(selector)).elementId, file);
    },
    errors: () =>
      evaluateSource<string[]>(
        `(key) => { const list = JSON.parse(sessionStorage.getItem(key) || '[]'); sessionStorage.removeItem(key); return list; }`,
        [ERRORS_KEY]
      ),
    close: async () => {
      await browser.deleteSession().catch(() => {});
      await stopDriver();
      rmSync(home, { recursive: true, force: true });
    }
  };
}
