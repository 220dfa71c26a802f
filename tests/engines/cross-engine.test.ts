// A backup carried between engines: the file one browser saves is the file the other imports.
// WebKit exports a game, Firefox imports it, plays on and exports; WebKit imports that file (a copy,
// since the game is already there) and shows Firefox's tap.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { EnginePage } from './driver';
import { launchFirefox } from './firefox';
import { exportEverything, importBackup, listedGames, logoBillionaire, openListed, savedAt, undo } from './flows';
import { serveApp, type AppServer } from './server';
import { expectNoErrors, PORTS } from './suite';
import { launchWebKit } from './webkit';

let server: AppServer;
let webkit: EnginePage;
let firefox: EnginePage;

beforeAll(async () => {
  server = await serveApp(PORTS.crossEngine);
  // Both at once: each takes a few seconds to start.
  [webkit, firefox] = await Promise.all([
    launchWebKit(server.origin, { driverPort: PORTS.crossEngineWebkitDriver }),
    launchFirefox(server.origin)
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([webkit?.close(), firefox?.close()]);
  await server?.close();
});

test('a backup exported in WebKit imports in Firefox, and one exported in Firefox imports in WebKit', async () => {
  await logoBillionaire.start(webkit, ['Ana', 'Ben']);
  await logoBillionaire.quick(webkit, 'Ana', '+100');
  await savedAt(webkit, 1);
  await logoBillionaire.quick(webkit, 'Ben', '+10');
  await savedAt(webkit, 2);
  await undo(webkit);
  await savedAt(webkit, 3);
  const fromWebKit = await exportEverything(webkit);
  const written = JSON.parse(readFileSync(fromWebKit, 'utf8'));
  expect(written.sessions).toHaveLength(1);

  expect(await importBackup(firefox, fromWebKit)).toMatch(/^1 game imported: Logo Billionaire/);
  expect(await listedGames(firefox)).toEqual([expect.stringMatching(/^Logo Billionaire Ana · Ben/)]);
  await openListed(firefox, 'Ana · Ben');
  await savedAt(firefox, 3);
  expect(await logoBillionaire.balance(firefox, 'p1')).toBe('150M');
  expect(await logoBillionaire.balance(firefox, 'p2')).toBe('50M');
  // Undo goes on where WebKit left it: the next undo takes back Ana's +100.
  await undo(firefox);
  await savedAt(firefox, 4);
  await logoBillionaire.balanceIs(firefox, 'p1', '50M');
  await logoBillionaire.quick(firefox, 'Ben', '+50');
  await savedAt(firefox, 5);
  const fromFirefox = await exportEverything(firefox);

  expect(await importBackup(webkit, fromFirefox)).toMatch(/^1 game imported as a copy: Logo Billionaire/);
  const rows = await listedGames(webkit);
  expect(rows).toHaveLength(2);
  // The copy is the newer row or the older one depending on its time; open both and find Firefox's.
  const seen: string[] = [];
  for (const index of [0, 1]) {
    await openListed(webkit, 'Ana · Ben', index);
    seen.push(`${await logoBillionaire.balance(webkit, 'p1')} ${await logoBillionaire.balance(webkit, 'p2')}`);
  }
  expect(seen.sort()).toEqual(['150M 50M', '50M 100M']);
  await expectNoErrors(webkit);
  await expectNoErrors(firefox);
});
