// Shared steps of the browser tests: start a game of each kind through the UI, wait for saves and
// for a screen to be complete, script chance, read the raw database for consistency, and launch
// Debian's Chromium on a persistent profile that a test can crash, kill and reopen.
import { chromium, expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { manualTurns } from './fixtures';
import { hireIntern } from './it-startup-steps';

const require = createRequire(import.meta.url);

/** Starts a Logo Billionaire game through its setup screen; returns the session id. */
export async function startGame(page: Page, kind: 'logo-billionaire', names: string[], { executive = false } = {}): Promise<string> {
  await page.goto(at(`/new/${kind}`));
  await seats(page, names.length);
  for (const [i, name] of names.entries()) await page.locator(`#name-${i}`).fill(name);
  // The form proposes the last game's rules: a test asks for the ones it plays.
  if (executive !== (await page.locator('input[name="rules"][value="executive"]').isChecked())) {
    await openChoices(page);
    await page.getByLabel(executive ? 'Executive' : 'Apprentice').check();
  }
  return submitSetup(page);
}

/**
 * Sets a setup form's player rows to `count`: it opens with the last table's players (their
 * number too), so a test that names its players first removes or adds rows.
 */
export async function seats(page: Page, count: number): Promise<void> {
  await expect(page.locator('#name-0')).toBeVisible();
  for (let n = await page.locator('input[id^="name-"]').count(); n > count; n--)
    await page.getByRole('button', { name: `Remove player ${n}` }).click();
  for (let n = await page.locator('input[id^="name-"]').count(); n < count; n++)
    await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.locator('input[id^="name-"]')).toHaveCount(count);
}

/** Unfolds a setup screen's choices (rules, deck, project size…), folded under the names by default. */
export async function openChoices(page: Page): Promise<void> {
  const choices = page.locator('details.choices');
  if (!(await choices.evaluate((d) => (d as HTMLDetailsElement).open))) await choices.locator('summary').click();
}

/** Starts a 2-player IT Startup game with typed starting resources; returns the session id. */
export async function startItStartup(page: Page, names: [string, string] = ['Pat', 'Mat'], starting = '5'): Promise<string> {
  await page.goto(at('/new/it-startup'));
  await seats(page, names.length);
  for (const [i, name] of names.entries()) await page.locator(`#name-${i}`).fill(name);
  await page.locator('#starting').fill(starting);
  return submitSetup(page);
}

/**
 * Starts a 4-player Disrupt game (Startupper, BPO, Angel Investor, Market Leader); returns the
 * session id. Brand Equity starts on steps 8 (Startupper left, BPO) and 9 (Angel Investor left,
 * Market Leader); the Public row keeps the app's shuffle.
 */
export async function startDisrupt(page: Page, names: string[] = ['Sam', 'Bea', 'Ang', 'Leo']): Promise<string> {
  await page.goto(at('/new/disrupt'));
  // The form proposes the last table's player count: this game has all four roles.
  await page.getByLabel('4: all four roles').check();
  for (const [i, name] of names.entries()) await page.locator(`#name-${i}`).fill(name);
  await disruptStartingPlaces(page, [
    ['startupper', 8],
    ['bpo', 8],
    ['angel', 9],
    ['leader', 9]
  ]);
  return submitSetup(page);
}

/** Sets Disrupt's Brand Equity starting steps (highest first: on a shared step the first named is on the left). */
export async function disruptStartingPlaces(page: Page, places: [string, number][]): Promise<void> {
  for (const [role, step] of places) await page.locator(`#be-start-${role}`).selectOption(String(step));
  for (let i = 1; i < places.length; i++) {
    if (places[i - 1][1] === places[i][1]) await page.locator(`#be-left-${places[i][1]}`).selectOption(places[i - 1][0]);
  }
}

/**
 * A path as an address on the app's origin: a browser connected over CDP (launchKillable) does not
 * know the test's base URL as Playwright's own contexts do.
 */
function at(path: string): string {
  return new URL(path, test.info().project.use.baseURL).href;
}

/** Starts a solo Disrupt game (the Market Leader against the automated Startupper); returns the session id. */
export async function startDisruptSolo(page: Page, name = 'Leo'): Promise<string> {
  await page.goto(at('/new/disrupt'));
  await page.getByLabel(/1 \(solo/).check();
  await page.locator('#name-0').fill(name);
  await disruptStartingPlaces(page, [
    ['leader', 8],
    ['startupper', 9]
  ]);
  return submitSetup(page);
}

async function submitSetup(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByTestId('save-status')).toBeVisible();
  return page.url().split('/session/')[1];
}

/** Waits until the screen says every tap is saved and the log has `seq` entries. */
export async function savedAt(page: Page, seq: number): Promise<void> {
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-seq', String(seq));
  await expect(status).toHaveAttribute('data-pending', '0');
}

export async function balance(page: Page, playerId: string): Promise<string> {
  return (await page.getByTestId(`balance-${playerId}`).textContent())?.trim() ?? '';
}

/**
 * Waits until the service worker is active (its install step precached every file), then
 * reloads so that it controls the page, as it does on any visit after the first.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** What this file reads of axe-core's result: its violations, each with the elements it found them on. */
interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] }[];
  }[];
}

/**
 * Runs axe-core (the npm package, injected from disk once per document: its half a megabyte was
 * parsed again for every sheet a test checked) and returns its violations.
 */
export async function axeViolations(
  page: Page,
  onlyRules?: readonly string[]
): Promise<{ id: string; impact: string | null; help: string; nodes: string[] }[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (onlyRules) => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe.run(document, {
      resultTypes: ['violations'],
      ...(onlyRules ? { runOnly: { type: 'rule', values: onlyRules } } : {})
    });
    // A contrast failure names the colours axe saw, so that a failure says what the screen showed.
    const colours = (n: AxeResult['violations'][number]['nodes'][number]) => {
      const data = n.any.find((check) => check.data?.bgColor)?.data;
      return data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio})` : '';
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ') + colours(n))
    }));
  }, onlyRules);
}

/**
 * The axe rules whose verdict depends on the colours: the only ones a second theme can change, since
 * the themes differ in their colours alone (app.css's custom properties; no element, name or role
 * changes with the scheme).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe-core's violations in the light and then the dark theme, each named by its theme, on the page
 * as it is (the themes are CSS media queries, so the page changes in place); the page is left in
 * the light theme. One setup serves both themes instead of a test per theme.
 */
export async function axeViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The emulated scheme reaches the page a moment after emulateMedia returns: styles read before it
    // had (axe reads hundreds) left some elements in the old theme's colours for the whole scan
    // (light text on the dark surface, in CI). Scan once the page's styles are in the scheme (app.css
    // sets the root's color-scheme with its colours) and it has drawn them.
    await page.waitForFunction((scheme) => getComputedStyle(document.documentElement).colorScheme === scheme, colorScheme);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    // Every rule in the first theme; in the second only the rules the colours decide (a third of axe's time).
    const rules = colorScheme === 'light' ? undefined : COLOUR_RULES;
    for (const v of await axeViolations(page, rules)) found.push(`${colorScheme}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.join(', ')}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

export function tempProfile(): string {
  return mkdtempSync(join(tmpdir(), 'boardroom-profile-'));
}

/**
 * Removes a profile folder. Chromium's helper processes can still be writing into it for a moment
 * after the browser has gone, so this retries and, as a last resort, leaves it in the temp folder.
 */
export async function removeProfile(profile: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      rmSync(profile, { recursive: true, force: true });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts Chromium ourselves on a profile folder, so a test can kill the process outright
 * (SIGKILL: no shutdown, no flush) and start it again on the same profile.
 */
export async function launchKillable(
  profile: string
): Promise<{ context: BrowserContext; process: ChildProcess; close: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'],
    {
      stdio: 'ignore'
    }
  );
  let browser;
  for (let attempt = 0; ; attempt++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const context = browser.contexts()[0];
  // Playwright's own per-action limits do not reach a browser connected over CDP: set them here,
  // so a stuck step fails with its name instead of running into the test's time limit.
  context.setDefaultTimeout(15_000);
  // The fixtures' manual turns do not reach this profile either: Disrupt's turns by hand, as in
  // every other test, unless the profile already holds a choice.
  await manualTurns(context);
  return {
    context,
    process: child,
    close: async () => {
      await browser.close().catch(() => {});
      // Wait for the process to be gone, so its profile folder can be read again or removed.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
  };
}

/**
 * Reads the raw database: each session's seqs must run 1..lastSeq, each snapshot must sit on a
 * stored event, and no more than 49 entries may follow the newest snapshot.
 */
export async function consistency(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('boardroom');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => resolve(r.result as T[]);
        r.onerror = () => reject(r.error);
      });
    const sessions = await all<{ id: string; lastSeq: number }>('sessions');
    const events = await all<{ sessionId: string; seq: number }>('events');
    const snapshots = await all<{ sessionId: string; seq: number }>('snapshots');
    for (const s of sessions) {
      const seqs = events
        .filter((e) => e.sessionId === s.id)
        .map((e) => e.seq)
        .sort((a, b) => a - b);
      if (seqs.join() !== Array.from({ length: s.lastSeq }, (_, i) => i + 1).join())
        problems.push(`session ${s.id}: events ${seqs.length} for lastSeq ${s.lastSeq}`);
      const own = snapshots.filter((x) => x.sessionId === s.id);
      for (const snap of own) if (snap.seq > s.lastSeq || !seqs.includes(snap.seq)) problems.push(`snapshot ${snap.seq} ahead of the log`);
      // A snapshot is due every 50 entries (SNAPSHOT_EVERY) and written in the same transaction as
      // the event that makes it due: events without it would leave a longer unsnapshotted tail.
      const newest = Math.max(0, ...own.map((x) => x.seq));
      if (s.lastSeq - newest >= 50) problems.push(`session ${s.id}: ${s.lastSeq - newest} entries since the last snapshot`);
    }
    db.close();
    return problems;
  });
}

/** Deletes every snapshot, so the next open replays the whole log from its first entry. */
export async function dropSnapshots(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const r = indexedDB.open('boardroom');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const tx = r.result.transaction('snapshots', 'readwrite');
          tx.objectStore('snapshots').clear();
          tx.oncomplete = () => {
            r.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      })
  );
}

/** Starts one game of each kind (an IT Startup employee hired) and returns every screen's URL. */
export async function screens(page: Page): Promise<string[]> {
  const lb = await startGame(page, 'logo-billionaire', ['Ana', 'Ben'], { executive: true });
  const its = await startItStartup(page);
  await hireIntern(page);
  const disrupt = await startDisrupt(page);
  return [
    '/',
    '/new',
    '/new/disrupt',
    '/new/logo-billionaire',
    '/new/it-startup',
    '/tools',
    '/settings',
    '/disrupt/score',
    `/session/${lb}`,
    `/session/${lb}/history`,
    `/session/${its}`,
    `/session/${disrupt}`
  ];
}

/**
 * Lets a test decide the next results of chance: words pushed with `script` are what the app's
 * crypto source draws next (a word below n picks index word of n); with none queued it is random.
 */
export async function scriptableRandom(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = crypto.getRandomValues.bind(crypto);
    const w = window as unknown as { __words: number[] };
    w.__words = [];
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array && w.__words.length) {
        for (let i = 0; i < array.length; i++) array[i] = w.__words.length ? w.__words.shift()! : real(new Uint32Array(1))[0];
        return array;
      }
      return real(array as never) as T;
    }) as typeof crypto.getRandomValues;
  });
}

export async function script(page: Page, words: number[]): Promise<void> {
  await page.evaluate((w) => (window as unknown as { __words: number[] }).__words.push(...w), words);
}

/**
 * Waits until a screen is complete: its heading is shown and the frame after the first paint has
 * passed (work deferred to after the paint, see afterPaint, has started by then).
 */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The home screen paints its tiles from the HTML before the list of games is read (with its CSS
  // and theme inline, a test can now look before the read): it is complete once the list, or
  // "No games on this phone yet.", is there.
  if (new URL(page.url()).pathname === '/')
    await expect(page.locator('main ul.sessions, main p.hint:text-is("No games on this phone yet.")').first()).toBeVisible();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()))))
  );
}

/**
 * Words cut across two lines inside `target` ("−10 0", "Snac ks", "O K"), each as “word” in “the
 * element's text”; with `only`, just the text inside elements matching it. Hidden text (for screen
 * readers, or in a closed sheet) is not laid out as lines and is passed over; a word made of
 * several text nodes is not looked at.
 */
export async function wordsBrokenAcrossLines(target: Locator, only = '*'): Promise<string[]> {
  return target.evaluate((root, only) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const holder = el?.closest(only);
      if (!el || !holder || el.closest('.visually-hidden') || !el.getClientRects().length) continue;
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index!);
        range.setEnd(node, word.index! + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`“${word[0]}” in “${holder.textContent!.trim().slice(0, 40)}”`);
      }
    }
    return broken;
  }, only);
}

/** Writes a session and its log straight into the app's database (as a backup import would). */
export async function seedSession(
  page: Page,
  session: Record<string, unknown>,
  events: { seq: number; at: number; event: Record<string, unknown> }[]
) {
  await page.goto('/settings');
  // Settings reads the games through Dexie, which creates the database (the home no longer does on
  // a first visit): wait for it, so this open does not create an empty one.
  await expect
    .poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.some((d) => d.name === 'boardroom' && (d.version ?? 0) >= 1))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    ({ session, events }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('boardroom');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['sessions', 'events'], 'readwrite');
          tx.objectStore('sessions').put(session);
          for (const e of events) tx.objectStore('events').put({ sessionId: session.id, ...e });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { session, events }
  );
}
