// The engine suite in WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver), then what an
// iPhone needs, in a second session that gives MiniBrowser the user agent of Safari on an iPhone.
// WebKitGTK is not iOS: it has no notch, no home indicator (its safe-area insets are 0), no
// "standalone" display mode and no install prompt; what the app decides from the user agent and
// from its style rules is what these tests can hold it to.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EnginePage } from './driver';
import {
  askToDeleteFirstGame,
  cancelDialog,
  closeSheet,
  disrupt,
  exportFromStorageNote,
  FIELD_SCREENS,
  fieldsOf,
  homeNotes,
  itStartup,
  logoBillionaire,
  offlineReadyNotice,
  openGameMenu,
  savedAt,
  settingsNotes,
  TEXT_FIELDS
} from './flows';
import { fieldReport, NEAR_EDGE_PX, safeAreaReport } from './ios';
import { serveApp, type AppServer } from './server';
import { engineSuite, expectNoErrors, PORTS } from './suite';
import { IPHONE_SAFARI, launchWebKit } from './webkit';

engineSuite(
  'WebKit',
  PORTS.webkit,
  (origin) => launchWebKit(origin, { driverPort: PORTS.webkitDriver }),
  (ctx) => {
    test('a browser that is not on an iPhone gets neither the Add to Home Screen hint nor the storage note', async () => {
      const { page } = ctx();
      const notes = await homeNotes(page);
      expect(notes).toEqual({ storage: [], installHint: [] });
      await expectNoErrors(page);
    });

    test('no field zooms the page on focus (16 px text at least) and every amount field asks for the number pad', async () => {
      const { page } = ctx();
      const sessions = [
        await logoBillionaire.start(page, ['Ana', 'Ben']),
        await itStartup.start(page, ['Pat', 'Mat'], '5'),
        await disrupt.start(page, ['Sam', 'Bea', 'Ang', 'Leo'])
      ];
      let fields = 0;
      for (const screen of [...FIELD_SCREENS, ...sessions.map((id) => `/session/${id}`)]) {
        await fieldsOf(page, screen);
        const report = await page.evaluate(fieldReport, TEXT_FIELDS);
        expect(report.problems, screen).toEqual([]);
        fields += report.fields;
      }
      // Enough fields were looked at for the check to mean something (each setup, the calculator, the games).
      expect(fields).toBeGreaterThan(60);
      await expectNoErrors(page);
    });
  }
);

describe('WebKit as Safari on an iPhone', () => {
  let server: AppServer;
  let page: EnginePage;

  beforeAll(async () => {
    server = await serveApp(PORTS.webkit);
    page = await launchWebKit(server.origin, { driverPort: PORTS.webkitDriverIphone, userAgent: IPHONE_SAFARI });
  }, 60_000);

  afterAll(async () => {
    await page?.close();
    await server?.close();
  });

  test('fixed elements keep clear of the notch and the home indicator: the notice, the bottom bar, a sheet, a confirmation', async () => {
    // The first visit's "Ready to work offline" notice floats at the bottom (first: it shows once).
    await page.goto('/');
    await offlineReadyNotice(page);
    const notice = await page.evaluate(safeAreaReport, NEAR_EDGE_PX);
    expect(notice.problems).toEqual([]);
    // The notice floats only where no control lies under it (else it joins the page's flow): floating, it keeps clear.
    for (const line of notice.covered.filter((l) => l.startsWith('div.dock'))) {
      expect(line).toMatch(/^div\.dock: bottom by bottom: calc\(0?\.5rem \+ env\(safe-area-inset-bottom\)\) \(bottom 8px\)/);
    }

    await logoBillionaire.start(page, ['Ana', 'Ben']);
    const bar = await page.evaluate(safeAreaReport, NEAR_EDGE_PX);
    expect(bar.problems).toEqual([]);
    // The game's bottom bar: the home indicator below it, the notch at either side.
    for (const edge of ['bottom', 'left', 'right']) expect(bar.covered.join('\n')).toMatch(new RegExp(`^div\\.bar: ${edge} by `, 'm'));

    await openGameMenu(page);
    const sheet = await page.evaluate(safeAreaReport, NEAR_EDGE_PX);
    expect(sheet.fixed.join('\n')).toMatch(/^dialog\.sheet near bottom, left, right/m);
    expect(sheet.problems).toEqual([]);
    await closeSheet(page);

    await askToDeleteFirstGame(page);
    const dialog = await page.evaluate(safeAreaReport, NEAR_EDGE_PX);
    expect(dialog.fixed.join('\n')).toMatch(/^dialog/m);
    expect(dialog.problems).toEqual([]);
    await cancelDialog(page);
    await expectNoErrors(page);
  });

  test('the Home Screen app’s status bar, title and icon are declared', async () => {
    await page.goto('/');
    const meta = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('meta[name]')].map((m) => [m.getAttribute('name'), m.getAttribute('content')]))
    );
    expect(meta).toMatchObject({
      viewport: expect.stringContaining('viewport-fit=cover'),
      'apple-mobile-web-app-capable': 'yes',
      'apple-mobile-web-app-status-bar-style': 'black-translucent',
      'apple-mobile-web-app-title': 'Boardroom'
    });
    expect(await page.evaluate(() => document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('sizes'))).toBe('180x180');
    await expectNoErrors(page);
  });

  test('with a game, the games list says Safari may delete the data after a week unused, and exports a backup', async () => {
    const notes = await homeNotes(page);
    expect(notes.installHint).toEqual(['To install on iPhone or iPad: tap Share → Add to Home Screen.']);
    expect(notes.storage).toHaveLength(1);
    expect(notes.storage[0]).toMatch(/Safari may delete .* about a week/);
    const file = await exportFromStorageNote(page);
    const backup = JSON.parse(readFileSync(file, 'utf8'));
    expect(backup.sessions).toHaveLength(1);
    await expectNoErrors(page);
  });

  test('vibration is missing here: skipped without an error, and Settings says so', async () => {
    expect(await page.evaluate(() => typeof navigator.vibrate)).toBe('undefined');
    // A saved tap buzzes where it can (haptics are on by default): here it must pass quietly.
    await logoBillionaire.start(page, ['Cai', 'Dee']);
    await logoBillionaire.quick(page, 'Cai', '+10');
    await savedAt(page, 1);
    const notes = await settingsNotes(page);
    expect(notes).toContain('This phone cannot vibrate for Boardroom; the setting has no effect here.');
    // WebKitGTK has the Screen Wake Lock API, and Safari in a tab since iOS 16.4: no note for it.
    expect(notes.filter((n) => /screen awake/.test(n))).toEqual([]);
    await expectNoErrors(page);
  });
});
