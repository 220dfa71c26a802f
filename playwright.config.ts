// Browser tests: Debian's Chromium (never a downloaded browser) against the production build,
// served by scripts/serve.mjs on a port of its own.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium, built without the
 * browser's window and its GPU process) when installed: specs ran in 59–67 % of the full browser's
 * time, every test passing in both. The full browser otherwise.
 */
const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run'
];
const PORT = Number(process.env.E2E_PORT ?? 4174);
/**
 * Disrupt's Worker turns followed by hand unless a test asks for the app's default (following:
 * disrupt-table.spec.ts's default round does): the specs written before following became the
 * default count a Worker's entry as one save, not two with its turn's end. Written into each
 * test's pages by tests/e2e/fixtures.ts.
 */
export const MANUAL_TURNS = { name: 'boardroom.pref.disrupt.followTurns.last', value: 'false' } as const;
// Every Chromium these tests start (and the ones they spawn) sees DejaVu Sans and nothing else: a
// layout measured on one machine measures the same on the next (tests/support/fonts.conf says why).
process.env.FONTCONFIG_FILE = fileURLToPath(new URL('./tests/support/fonts.conf', import.meta.url));

export default defineConfig({
  testDir: 'tests/e2e',
  // Room for a long game test on a busy 2-core machine: a timeout is a failure, not a measurement.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Each test, not each file, goes to whichever worker is free: with files as the unit, one long
  // file left a worker running alone for the last 20-odd seconds.
  fullyParallel: true,
  // Two at once: a test spends much of its time waiting on the browser; three at once made long
  // game tests run past their timeout on a 2-core machine. Each test has a fresh context of its own.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 412, height: 860 },
    // No service worker unless a test asks for one (test.use({ serviceWorkers: 'allow' })): with it,
    // every test's fresh context installed the whole app into its cache, a third of a test's CPU
    // time. The tests of offline play, updates and installing allow it.
    serviceWorkers: 'block',
    // Motion off unless a test asks for it (motion.spec.ts does): a Logo Billionaire spin is a
    // 1.2 s turn, and the game tests spin dozens of times.
    reducedMotion: 'reduce'
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/manifest.webmanifest`,
    reuseExistingServer: false,
    timeout: 30_000
  }
});
