// The production build served inside the engine suites' own process (scripts/serve.mjs's handler),
// so a test can take the app offline for real: close the server and every connection it holds,
// then open it again on the same port (the same origin, so the same storage and service worker).
// It adds one thing to what a host would send: the error recorder below, the first script of every
// page (an inline script in each HTML file, its hash added to the page's Content-Security-Policy).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { boardroomHandler } from '../../scripts/serve.mjs';

const BUILD = resolve(process.env.BOARDROOM_BUILD_DIR ?? 'build');

/**
 * Records in sessionStorage every page error, unhandled rejection, console.error and Content-
 * Security-Policy violation, for the test to read. WebKitWebDriver speaks classic WebDriver only
 * (it refuses `webSocketUrl`), which has no console log and no script run before the page's own;
 * the HTML files are precached by the service worker as this server sends them, so a recorder
 * inside them runs on every load, offline ones included. Runs in the page: no closures.
 */
export function errorRecorder(): void {
  const KEY = 'boardroom.engine-errors';
  // Once the page is being left, loads cut off by leaving are not its errors (see firefox.ts).
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const record = (kind: string, text: string) => {
    if (leaving) return;
    try {
      const list = JSON.parse(sessionStorage.getItem(KEY) || '[]') as string[];
      list.push(`${kind} on ${location.pathname}: ${text}`);
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch {
      /* storage refused: nothing to record into */
    }
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (HTMLElement & { src?: string; href?: string; rel?: string }) | null;
      // A module preload is a hint: Firefox reports one it drops while the module still loads
      // (the screen works, offline too). A module that really cannot load fails its import, which
      // is recorded below as an unhandled rejection or a console error.
      if (target?.tagName === 'LINK' && target.rel === 'modulepreload') return;
      // Capturing also sees a script, style or image that failed to load (no message then).
      record('error', event.message || (target && (target.src || target.href)) || String(target?.tagName));
    },
    true
  );
  // An Error's stack leaves its message out in Firefox and WebKit: both are kept.
  const described = (reason: unknown) => (reason instanceof Error ? `${reason}\n${reason.stack ?? ''}` : String(reason));
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', described(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation', `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`)
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record('console.error', args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
    original(...args);
  };
}

export const ERRORS_KEY = 'boardroom.engine-errors';

export interface AppServer {
  readonly origin: string;
  /** Stops serving and cuts every open connection (keep-alive ones too): the app is offline. */
  offline(): Promise<void>;
  /** Serves again on the same port. */
  online(): Promise<void>;
  close(): Promise<void>;
}

export async function serveApp(port: number): Promise<AppServer> {
  const handler = boardroomHandler(BUILD);
  const recorder = `(${errorRecorder.toString()})();`;
  const recorderHash = `'sha256-${createHash('sha256').update(recorder).digest('base64')}'`;
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    // The pages as scripts/serve.mjs answers them: / is index.html, an app path the fallback page.
    const page =
      path === '/' || path === '/index.html' ? 'index.html' : path === '/200.html' || !/\.[a-z0-9]+$/i.test(path) ? '200.html' : null;
    if (page) {
      const html = (await readFile(resolve(BUILD, page), 'utf8'))
        .replace("script-src 'self'", `script-src 'self' ${recorderHash}`)
        .replace('<head>', `<head><script>${recorder}</script>`);
      if (!html.includes(recorderHash)) throw new Error(`${page} has no script-src to add the error recorder to`);
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
        .end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    await handler(req, res);
  };
  let server: Server | null = null;
  const start = () =>
    new Promise<void>((done, fail) => {
      const next = createServer(listener);
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        done();
      });
    });
  const stop = () =>
    new Promise<void>((done) => {
      const current = server;
      server = null;
      if (!current) return done();
      current.close(() => done());
      // close() only stops accepting: a browser's keep-alive socket would still be served.
      current.closeAllConnections();
    });
  await start();
  return { origin: `http://localhost:${port}`, offline: stop, online: start, close: stop };
}
