// The live table's browser-test harness: a real server (node server/main.mjs, its tables in a
// temporary folder) and, for each phone, a TCP proxy in front of it that the test can cut and
// restore (Playwright's setOffline does not cut an open WebSocket). Each phone reaches the app and
// /sync through its own proxy, so each phone is its own origin, as separate phones are.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manualTurns } from '../fixtures';
import { freePort, seats } from '../helpers';

const ROOT = new URL('../../..', import.meta.url).pathname;

export interface LiveServer {
  port: number;
  data: string;
  child: ChildProcess;
  output: () => string;
}

async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`the server does not listen on ${port}: ${output()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Starts the server on a free port, its tables in `data` (a fresh temporary folder when omitted). */
export async function startLiveServer(data = mkdtempSync(join(tmpdir(), 'boardroom-live-e2e-')), port?: number): Promise<LiveServer> {
  const chosen = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['server/main.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(chosen), HOST: '127.0.0.1', BOARDROOM_DATA: data, BOARDROOM_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  await listening(chosen, child, () => output);
  return { port: chosen, data, child, output: () => output };
}

export async function stopLiveServer(server: LiveServer, signal: NodeJS.Signals = 'SIGTERM', keepData = false): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((done) => server.child.once('exit', done));
    server.child.kill(signal);
    await exited;
  }
  if (!keepData) rmSync(server.data, { recursive: true, force: true });
}

/** One server for the spec file that calls this (started before its tests, stopped after them). */
export function liveServerForThisFile(): () => LiveServer {
  let server: LiveServer | undefined;
  test.beforeAll(async () => {
    server = await startLiveServer();
  });
  test.afterAll(async () => {
    if (server) await stopLiveServer(server);
  });
  return () => {
    if (!server) throw new Error('the live server has not started');
    return server;
  };
}

/** A phone's network: a TCP proxy to the server that can be cut (every connection dropped, new ones refused). */
export class PhoneLink {
  readonly server: Server;
  port = 0;
  target: number;
  cut = false;
  private sockets = new Set<Socket>();

  constructor(target: number) {
    this.target = target;
    this.server = createServer((client) => {
      if (this.cut) return client.destroy();
      const upstream = connect(this.target, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async open(): Promise<this> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The phone loses the network: its open connections drop and new ones are refused. */
  drop(): void {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.drop();
    await new Promise((done) => this.server.close(done));
  }
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  link: PhoneLink;
  /** An address on this phone's origin. */
  at(path: string): string;
}

/** A phone: a browser context of its own, reaching the server through its own cuttable link. */
export async function newPhone(browser: Browser, server: LiveServer): Promise<Phone> {
  const link = await new PhoneLink(server.port).open();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 860 } });
  // Disrupt's turns by hand, as in every other test.
  await manualTurns(context);
  const page = await context.newPage();
  return { context, page, link, at: (path) => new URL(path, link.origin).href };
}

export async function closePhone(phone: Phone): Promise<void> {
  await phone.context.close();
  await phone.link.close();
}

/** Starts a Logo Billionaire game on the phone through its setup screen; returns the session id. */
export async function startLogoGame(phone: Phone, names: string[]): Promise<string> {
  const { page } = phone;
  await page.goto(phone.at('/new/logo-billionaire'));
  // The form proposes the last table's players: as many rows as this game's names.
  await seats(page, names.length);
  for (const [i, name] of names.entries()) await page.locator(`#name-${i}`).fill(name);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByTestId('save-status')).toBeVisible();
  return page.url().split('/session/')[1];
}

/** Closes the open sheet, if any (a modal sheet keeps taps off the screen behind it). */
export async function closeAnySheet(page: Page): Promise<void> {
  const sheet = page.locator('dialog.sheet[open]');
  if (await sheet.count()) {
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toHaveCount(0);
  }
}

/**
 * Shares the open game live from its Menu, the phone sitting as `seat` (a player id; the bank's phone,
 * with no seat, when omitted); returns the join link's path and fragment (`/t/<id>#<secret>`).
 */
export async function shareLive(phone: Phone, seat?: string): Promise<string> {
  const { page } = phone;
  await closeAnySheet(page);
  await page.getByRole('button', { name: /^Menu/ }).click();
  if (seat) await page.getByTestId(`share-seat-${seat}`).click();
  await page.getByRole('button', { name: 'Share this game live' }).click();
  const link = page.getByTestId('live-join-link');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await page.locator('dialog.sheet[open]').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  const url = new URL(href);
  return `${url.pathname}${url.hash}`;
}

/** Joins the table on the phone, sitting as `seat` (a player id, or 'watch'). */
export async function joinAs(phone: Phone, joinPath: string, seat: string): Promise<void> {
  const { page } = phone;
  await page.goto(phone.at(joinPath));
  await page.getByTestId(`seat-${seat}`).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
}

/** Waits until the page's service worker controls it (so a reload works with the link cut). */
export async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * The ids of the table's shared log as the server holds it, in order: read by a headless phone (the
 * provider in Node) that joins with the link's secret, waits for the server's state, and leaves.
 */
export async function sharedLogIds(server: LiveServer, joinPath: string): Promise<string[]> {
  const [path, secret] = joinPath.split('#');
  const tableId = path.split('/').pop()!;
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${server.port}/sync`, WebSocketPolyfill: WebSocket });
  let synced = false;
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: tableId,
    document: doc,
    token: JSON.stringify({ secret, device: 'reader', seat: null }),
    onSynced: () => (synced = true)
  });
  provider.attach();
  try {
    await expect.poll(() => synced, { timeout: 15_000 }).toBe(true);
    return doc
      .getArray<{ id: string }>('log')
      .toArray()
      .map((e) => e.id);
  } finally {
    provider.destroy();
    socket.destroy();
  }
}
