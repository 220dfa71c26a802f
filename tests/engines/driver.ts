// What the engine suites need from a browser, the same for WebKit (webdriverio over classic
// WebDriver) and Firefox (puppeteer-core over WebDriver BiDi): go to a path, run a function in the
// page, click / type / choose / upload on a CSS selector with the driver's own input, and the
// errors the page reported. Finding elements by role and name happens in the page (find below),
// the same code in both engines, so no client's own query language decides what a name is.

export type EngineName = 'webkit' | 'firefox';

export interface EnginePage {
  readonly engine: EngineName;
  /** The browser's name and version as its driver reports them. */
  readonly version: string;
  /** Where this browser saves downloads. */
  readonly downloads: string;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a self-contained function in the page (no closures: it is sent as source) with JSON arguments. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /**
   * The same with the function's source text: to compose functions on this side. (In the page,
   * `new Function` or `eval` would be refused by the app's Content-Security-Policy.)
   */
  evaluateSource<R>(source: string, args: unknown[]): Promise<R>;
  click(selector: string): Promise<void>;
  /** Replaces the field's value by typing `text`, key by key. */
  type(selector: string, text: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  upload(selector: string, file: string): Promise<void>;
  /** Errors reported since the last call (by the engine where it reports them, and by the page's recorder). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** What to find: by test id, by CSS, or by role and name (a string is an exact name, a RegExp is tested). */
export type Query =
  { testId: string } | { css: string } | { role: 'button' | 'link' | 'alert' | 'heading' | 'status'; name?: string | RegExp };

/** A Query as JSON, for the page. */
export type WireQuery = { testId: string } | { css: string } | { role: string; name?: string; pattern?: string; flags?: string };

export function wire(query: Query): WireQuery {
  if ('role' in query && query.name instanceof RegExp) return { role: query.role, pattern: query.name.source, flags: query.name.flags };
  return query as WireQuery;
}

export function describe(query: Query): string {
  if ('testId' in query) return `[data-testid="${query.testId}"]`;
  if ('css' in query) return query.css;
  return `${query.role}${query.name === undefined ? '' : ` named ${String(query.name)}`}`;
}

/**
 * Runs in the page: the visible elements a query matches. A role's name is the aria-label, else the
 * text (visually hidden parts included, as a screen reader reads them), spaces collapsed. With `mark`,
 * the first match is scrolled to the middle of the screen (clear of fixed bars) and tagged so that
 * the driver can act on it by a CSS selector; the selector is returned.
 */
export function find(query: WireQuery, mark: boolean): { count: number; texts: string[]; selector: string | null } {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    alert: '[role="alert"]',
    status: '[role="status"], output',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]'
  };
  // By role, what a screen reader announces (the aria-label first); otherwise what is shown.
  const byRole = 'role' in query;
  const text = (el: Element) => ((byRole && el.getAttribute('aria-label')) || el.textContent || '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  };
  let all: Element[];
  if ('testId' in query) all = [...document.querySelectorAll(`[data-testid="${query.testId}"]`)];
  else if ('css' in query) all = [...document.querySelectorAll(query.css)];
  else {
    all = [...document.querySelectorAll(ROLES[query.role])];
    if (query.name !== undefined) all = all.filter((el) => text(el) === query.name);
    if (query.pattern !== undefined) all = all.filter((el) => new RegExp(query.pattern!, query.flags).test(text(el)));
  }
  const shown = all.filter(visible);
  let selector: string | null = null;
  if (mark && shown.length) {
    const target = shown[0] as HTMLElement;
    target.scrollIntoView({ block: 'center', inline: 'center' });
    const mark = `m${Math.random().toString(36).slice(2)}`;
    target.setAttribute('data-engine-target', mark);
    selector = `[data-engine-target="${mark}"]`;
  }
  return { count: shown.length, texts: shown.map(text), selector };
}

/**
 * Polls `check` (run in the page) until it returns a truthy value; fails with `what` and its last
 * answer. A check that throws (a navigation in progress took its page away) is asked again.
 */
export async function waitFor<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  check: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<R> {
  return waitForSource<R>(page, what, check.toString(), args);
}

/** Polls a function given as source text (see evaluateSource) until it returns a truthy value. */
async function waitForSource<R>(page: EnginePage, what: string, source: string, args: unknown[]): Promise<R> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluateSource(source, args);
      if (last) return last as R;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const screen = await page
        .evaluate(() => `${location.pathname}: ${(document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400)}`)
        .catch((error: Error) => `(no page: ${error.message})`);
      throw new Error(
        `${page.engine}: timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)}); the screen: ${screen}`
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for the query to match a visible element and returns a selector the driver can act on. */
export async function locate(page: EnginePage, query: Query): Promise<string> {
  return waitForSource<string>(page, describe(query), `(q) => (${find.toString()})(q, true).selector`, [wire(query)]);
}

/** The texts of the visible elements the query matches, at once (no waiting). */
export async function texts(page: EnginePage, query: Query): Promise<string[]> {
  return page.evaluateSource<string[]>(`(q) => (${find.toString()})(q, false).texts`, [wire(query)]);
}

/** Waits until the query matches a visible element whose text passes `test`; returns that text. */
export async function waitForText(page: EnginePage, query: Query, test: string | RegExp = /./): Promise<string> {
  const pattern = typeof test === 'string' ? { exact: test } : { pattern: test.source, flags: test.flags };
  return waitForSource<string>(
    page,
    `${describe(query)} showing ${String(test)}`,
    `(q, t) => (${find.toString()})(q, false).texts.find((x) => (t.exact !== undefined ? x === t.exact : new RegExp(t.pattern, t.flags).test(x))) ?? null`,
    [wire(query), pattern]
  );
}
