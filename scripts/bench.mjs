// `npm run bench`: Boardroom's speed and size budgets, measured in Debian's headless Chromium
// on the production build. Prints each figure beside its budget and a final JSON line.
// A benchmark, not a test: it never fails on a slow or noisy machine (exit code 0 unless it
// could not measure at all).
import { chromium } from '@playwright/test';
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const BASE = `http://localhost:${PORT}`;
const TAPS = Number(process.env.BENCH_TAPS ?? 100);

if (!existsSync('build/index.html') || process.env.BENCH_REBUILD) {
  console.log('Building the production app…');
  execSync('npm run --silent build', { stdio: 'ignore' });
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
const results = [];
function report(name, value, unit, budget, better = 'lower') {
  const within = better === 'lower' ? value <= budget : value >= budget;
  results.push({ name, value: Math.round(value * 100) / 100, unit, budget, within });
  console.log(`${within ? 'ok  ' : 'OVER'} ${name}: ${value.toFixed(unit === 'KB' ? 1 : 2)} ${unit} (budget ${better === 'lower' ? '≤' : '≥'} ${budget} ${unit})`);
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A backup file holding one Logo Billionaire session of `events` +1M taps. */
function backupWith(events, id) {
  const now = Date.now();
  return JSON.stringify({
    format: 'boardroom-backup',
    version: 1,
    exportedAt: new Date(now).toISOString(),
    sessions: [
      {
        session: {
          id,
          kind: 'logo-billionaire',
          players: [
            { id: 'p1', name: 'Ana', color: '#b3261e' },
            { id: 'p2', name: 'Ben', color: '#1d4ed8' }
          ],
          options: {},
          createdAt: now - events * 1000,
          updatedAt: now,
          lastSeq: events,
          status: 'active',
          summary: 'Round 1'
        },
        events: Array.from({ length: events }, (_, i) => ({
          seq: i + 1,
          at: now - (events - i) * 1000,
          // Up one, down one: balances stay far from the billion that would end the game.
          event: { type: 'money.adjusted', v: 1, player: i % 2 ? 'p2' : 'p1', amount: Math.floor(i / 2) % 2 ? -1 : 1 }
        }))
      }
    ]
  });
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/manifest.webmanifest`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function firstLoadSize(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && !seen.has(response.url())) {
      seen.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  await page.goto(BASE, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const sizes = await Promise.all(seen.values());
  await context.close();
  console.log(`     (${seen.size} files: ${[...seen.keys()].map((u) => u.split('/').pop()).join(', ')})`);
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

/** Taps "Ana +10" and "Ana −10" in turn, `TAPS` times, timing each from the click to the saved count on screen. */
async function tapToSaved(page) {
  return page.evaluate(async (taps) => {
    const find = (label) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s+/g, '') === label);
    const buttons = [find('Ana+10'), find('Ana−10')];
    const status = document.querySelector('[data-testid="save-status"]');
    if (!buttons[0] || !buttons[1] || !status) throw new Error('no button or status');
    const times = [];
    for (let i = 0; i < taps; i++) {
      const target = String(Number(status.getAttribute('data-seq')) + 1);
      const t0 = performance.now();
      await new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (status.getAttribute('data-seq') === target && status.getAttribute('data-pending') === '0') {
            observer.disconnect();
            resolve(undefined);
          }
        });
        observer.observe(status, { attributes: true });
        buttons[i % 2].click();
      });
      times.push(performance.now() - t0);
    }
    return times;
  }, TAPS);
}

async function main() {
  await waitForServer();
  const profile = mkdtempSync(join(tmpdir(), 'boardroom-bench-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const browser = context.browser() ?? (await chromium.launch({ executablePath: CHROMIUM, args: ARGS }));
    report('First load of / (JS + CSS, gzip)', await firstLoadSize(browser), 'KB', 100);

    const page = await context.newPage();
    await page.goto(`${BASE}/settings`);
    const sizes = { small: 20, large: 5000 };
    const ids = {};
    for (const [label, events] of Object.entries(sizes)) {
      ids[label] = `bench-${label}-${Date.now()}`;
      const file = join(profile, `${label}.json`);
      writeFileSync(file, backupWith(events, ids[label]));
      await page.goto(`${BASE}/settings`);
      await page.locator('#import-file').setInputFiles(file);
      await page.getByTestId('import-message').waitFor({ timeout: 60_000 });
      const message = await page.getByTestId('import-message').textContent();
      if (!message?.includes('1 game(s) imported')) throw new Error(`import failed: ${message}`);
    }

    const p95 = {};
    for (const label of Object.keys(sizes)) {
      await page.goto(`${BASE}/session/${ids[label]}`);
      await page.getByTestId('save-status').waitFor();
      await tapToSaved(page); // warm-up
      const times = await tapToSaved(page);
      p95[label] = percentile(times, 95);
      report(`Tap to saved p95, session of ${sizes[label]} events (${TAPS} taps)`, p95[label], 'ms', 16);
      console.log(`     median ${percentile(times, 50).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`);
      if (process.env.BENCH_VERBOSE) console.log('     slowest:', times.map((t, i) => [i, t]).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([i, t]) => `#${i} ${t.toFixed(1)}`).join(', '));
    }
    report('Ratio of the two p95s (5,000 / 20 events)', p95.large / p95.small, '×', 1.5);

    // Opening a 5,000-event session: from the tap on it in the list to its screen.
    const opens = [];
    for (let i = 0; i < 7; i++) {
      await page.goto(BASE);
      const link = page.locator(`a[href="/session/${ids.large}"]`);
      await link.waitFor();
      const ms = await page.evaluate(async (href) => {
        const t0 = performance.now();
        document.querySelector(`a[href="${href}"]`).click();
        await new Promise((resolve) => {
          const check = () => (document.querySelector('[data-testid="save-status"]') ? resolve(undefined) : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      }, `/session/${ids.large}`);
      opens.push(ms);
    }
    report('Open a 5,000-event session to its screen (median of 7)', percentile(opens, 50), 'ms', 150);

    const reloads = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`${BASE}/session/${ids.large}`);
      await page.getByTestId('save-status').waitFor();
      reloads.push(await page.evaluate(() => performance.now()));
    }
    console.log(`     (full page load of that session, from navigation start: median ${percentile(reloads, 50).toFixed(0)} ms)`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main()
  .then(() => {
    console.log(JSON.stringify({ bench: 'boardroom', at: new Date().toISOString(), results }));
  })
  .catch((error) => {
    console.error('The benchmark could not run:', error);
    process.exitCode = 1;
  })
  .finally(() => server.kill());
