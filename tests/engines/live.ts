// A live table for the engine suites: the real server (node server/main.mjs, its tables in a
// temporary folder) and a host phone in Chromium (Debian's, through Playwright) that starts a Logo
// Billionaire game and shares it; the engine's page then joins by the link as another phone would.
// The host is driven through Playwright, the engine through its own driver (flows.ts's steps).
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface LiveHost {
  /** The join link, secret after `#`, on the server's origin. */
  joinUrl: string;
  host: Page;
  /** A quick step on a player's money on the host phone (`p1`, `Ana`, `+50`), from their sheet; saved before it returns. */
  quick(playerId: string, name: string, step: string): Promise<void>;
  balance(playerId: string): Promise<string>;
  close(): Promise<void>;
}

async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (const end = Date.now() + 15_000; ;) {
    if (child.exitCode !== null) throw new Error(`the live server exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), done(true))).on('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`the live server does not listen on ${port}: ${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the server on `port`, a Chromium host phone with a shared game of Ana and Ben (Ana at 50M). */
export async function hostLiveTable(port: number): Promise<LiveHost> {
  const data = mkdtempSync(join(tmpdir(), 'boardroom-engines-live-'));
  let output = '';
  const child = spawn(process.execPath, ['server/main.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOARDROOM_DATA: data, BOARDROOM_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await listening(port, child, () => output);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const host = await browser.newPage({ viewport: { width: 412, height: 860 } });
    host.setDefaultTimeout(15_000);
    const origin = `http://localhost:${port}`;
    await host.goto(`${origin}/new/logo-billionaire`);
    for (const [i, name] of ['Ana', 'Ben'].entries()) await host.locator(`#name-${i}`).fill(name);
    await host.getByRole('button', { name: 'Start game' }).click();
    await host.waitForURL(/\/session\/[^/]+$/);
    await host.getByRole('button', { name: /^Menu/ }).click();
    await host.getByRole('button', { name: 'Share this game live' }).click();
    const href = (await host.getByTestId('live-join-link').getAttribute('href'))!;
    await host.locator('dialog.sheet[open]').getByRole('button', { name: 'Close', exact: true }).click();
    await host.getByTestId('live-status').and(host.locator('[data-status="live"]')).waitFor();
    const seq = async () => Number(await host.getByTestId('save-status').getAttribute('data-seq'));
    return {
      joinUrl: href,
      host,
      async quick(playerId, name, step) {
        const before = await seq();
        if (!(await host.locator('dialog.sheet[open]').count()))
          await host.locator(`[data-testid="player-${playerId}"] button`).first().click();
        await host.getByRole('button', { name: `${name} ${step}`, exact: true }).click();
        await host.locator(`[data-testid="save-status"][data-seq="${before + 1}"][data-pending="0"]`).waitFor();
      },
      balance: async (playerId) => (await host.getByTestId(`balance-${playerId}`).textContent())!.trim(),
      close
    };
  } catch (error) {
    await close();
    throw error;
  }
}
