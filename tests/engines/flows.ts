// Every step the engine suites take through the app's screens, in one place: starting each game,
// tapping its actions, undo, reading a refusal and a figure, export and import. Only this file
// knows the screens' element ids, test ids and button names: when a screen is redrawn, its steps
// are re-pointed here and the suites stay as they are.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EnginePage, Query } from './driver';
import { locate, texts, waitFor, waitForText } from './driver';

export async function tap(page: EnginePage, query: Query): Promise<void> {
  await page.click(await locate(page, query));
}

const button = (name: string | RegExp): Query => ({ role: 'button', name });

/**
 * Taps a control that makes one entry (or one refusal). WebKitGTK under load has dropped a
 * WebDriver click sent just after a sheet opened (the cross-engine test, 2 runs in 6; once in a
 * CI-like run the second click was dropped too): when neither a save nor a refusal follows within
 * 3 s, the tap is sent again, up to three times in all. A slow tap that did land would then show as
 * one entry too many in the test's next savedAt, never as a silent double.
 */
async function tapOnce(page: EnginePage, query: Query): Promise<void> {
  const seq = await page.evaluate(() => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-seq') ?? '');
  const answered = () =>
    page.evaluate(
      (before: string) =>
        document.querySelector('[data-testid="save-status"]')?.getAttribute('data-seq') !== before ||
        !!document.querySelector('[role="alert"]'),
      seq
    );
  for (let attempt = 0; attempt < 3; attempt++) {
    await tap(page, query);
    for (let waited = 0; waited < 3000; waited += 100) {
      if (await answered()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function fill(page: EnginePage, id: string, value: string): Promise<void> {
  await page.type(await locate(page, { css: `#${id}` }), value);
}

async function choose(page: EnginePage, id: string, value: string): Promise<void> {
  await page.select(await locate(page, { css: `#${id}` }), value);
}

/** Waits for a screen to be on: its path and its level-1 heading. */
export async function onScreen(page: EnginePage, heading: RegExp): Promise<void> {
  await waitForText(page, { css: 'h1' }, heading);
}

/**
 * Waits for the home screen to be complete: its list of games read, or "No games on this phone
 * yet." said. Its heading and tiles come from the HTML before the app has loaded; a test that left
 * then cut the app's loads off, and Firefox reported each as a page error on / (a CI run did).
 */
export async function homeReady(page: EnginePage): Promise<void> {
  await onScreen(page, /Your games/);
  await waitFor(
    page,
    'the list of games',
    () => !!document.querySelector('main ul.sessions') || !!document.body.textContent?.includes('No games on this phone yet')
  );
}

/** Submits a setup screen and waits for the game's screen; returns the session id. */
async function startGame(page: EnginePage): Promise<string> {
  await tap(page, button('Start game'));
  const path = await waitFor(page, 'the game screen', () => (/^\/session\/[^/]+$/.test(location.pathname) ? location.pathname : ''));
  await savedAt(page, 0);
  return path.split('/session/')[1];
}

/** Waits until the screen says every tap is saved and the log has `seq` entries. */
export async function savedAt(page: EnginePage, seq: number): Promise<void> {
  await waitFor(
    page,
    `saved at entry ${seq}`,
    (want: string) => {
      const status = document.querySelector('[data-testid="save-status"]');
      return status?.getAttribute('data-seq') === want && status.getAttribute('data-pending') === '0';
    },
    String(seq)
  );
}

export async function undo(page: EnginePage): Promise<void> {
  await closeSheets(page);
  await tap(page, button(/Undo$/));
}

/** The refusal the screen shows after a tap the rules do not allow. */
export async function refusal(page: EnginePage, pattern: RegExp): Promise<string> {
  return waitForText(page, { role: 'alert' }, pattern);
}

/** A figure shown by a test id, once it is there. */
export async function figure(page: EnginePage, testId: string): Promise<string> {
  return waitForText(page, { testId });
}

export async function figureIs(page: EnginePage, testId: string, value: string): Promise<void> {
  await waitForText(page, { testId }, value);
}

/**
 * Opens the sheet of the player whose scoreboard tile shows `who` (a name), closing any open sheet
 * first: on the table screens a player's money and actions live in their sheet.
 */
async function openPlayerSheet(page: EnginePage, who: string): Promise<void> {
  await closeSheets(page);
  const selector = await waitFor(
    page,
    `the tile of ${who}`,
    (name: string) => {
      const tile = [...document.querySelectorAll('[data-testid^="player-"]')].find((t) => t.textContent?.includes(name));
      const tap = tile?.querySelector('button');
      if (!tap) return '';
      const mark = `m${Math.random().toString(36).slice(2)}`;
      tap.setAttribute('data-engine-target', mark);
      return `[data-engine-target="${mark}"]`;
    },
    who
  );
  await page.click(selector);
  await sheetStill(page, `the sheet of ${who}`);
}

/**
 * Waits for a sheet to be open and at rest. Until it has slid up, a click aimed at one of its
 * buttons can land where it was a moment before (likely what made a Firefox run under load never
 * see the Hire sheet's next button after tapping its card): wait until no animation runs and the sheet is where it was at the last look
 * (its slide may
 * start a frame after it opens).
 */
async function sheetStill(page: EnginePage, what: string): Promise<void> {
  await waitFor(page, `${what}, still`, () => {
    const sheet = document.querySelector('dialog[open]');
    if (!sheet || document.getAnimations().some((a) => a.playState === 'running')) return false;
    const top = String(Math.round(sheet.getBoundingClientRect().top));
    const still = sheet.getAttribute('data-engine-top') === top;
    sheet.setAttribute('data-engine-top', top);
    return still;
  });
}

/** Closes every open sheet with its Close button (the bottom bar is out of reach behind a modal sheet). */
export async function closeSheets(page: EnginePage): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const open = await page.evaluate(() => !!document.querySelector('dialog[open]'));
    if (!open) return;
    await closeSheet(page);
  }
}

/** Logo Billionaire: money in millions, quick steps ±10/50/100 in each player's sheet, players p1, p2, … */
export const logoBillionaire = {
  async start(page: EnginePage, names: string[]): Promise<string> {
    await page.goto('/new/logo-billionaire');
    await onScreen(page, /New Logo Billionaire game/);
    for (let i = 2; i < names.length; i++) await tap(page, button('Add player'));
    for (const [i, name] of names.entries()) await fill(page, `name-${i}`, name);
    return startGame(page);
  },
  /** A quick step: `+50` or `−100` on a player's money (the minus is U+2212, as on the button); the sheet stays open. */
  async quick(page: EnginePage, name: string, step: `+${number}` | `−${number}`): Promise<void> {
    await openPlayerSheet(page, name);
    await tapOnce(page, button(`${name} ${step}`));
  },
  balance: (page: EnginePage, playerId: string) => figure(page, `balance-${playerId}`),
  balanceIs: (page: EnginePage, playerId: string, value: string) => figureIs(page, `balance-${playerId}`, value)
};

/** IT Startup: resources per player (p1, p2, …), employees hired through the Hire sheet. */
export const itStartup = {
  async start(page: EnginePage, names: string[], starting: string): Promise<string> {
    await page.goto('/new/it-startup');
    await onScreen(page, /New IT Startup game/);
    for (let i = 2; i < names.length; i++) await tap(page, button('Add player'));
    for (const [i, name] of names.entries()) await fill(page, `name-${i}`, name);
    await fill(page, 'starting', starting);
    return startGame(page);
  },
  /** Hires a card by its id ('intern', …) for the player whose turn it is; the sheet closes itself. */
  async hire(page: EnginePage, card: string): Promise<void> {
    await closeSheets(page);
    await tap(page, button('Hire'));
    await sheetStill(page, 'the Hire sheet');
    await tap(page, button(card.charAt(0).toUpperCase() + card.slice(1)));
    await tap(page, button(/^Hire .* for /));
  },
  /** A player pays a cost in resources, from their sheet (which stays open, a refusal at its foot). */
  async pay(page: EnginePage, playerId: string, amount: string): Promise<void> {
    const name = await waitForText(page, { css: `[data-testid="player-${playerId}"] .name .text` });
    await openPlayerSheet(page, name);
    await fill(page, `res-${playerId}-amount`, amount);
    await tap(page, button(/^Pay a cost from /));
  },
  resources: (page: EnginePage, playerId: string) => figure(page, `resources-${playerId}`),
  resourcesAre: (page: EnginePage, playerId: string, value: string) => figureIs(page, `resources-${playerId}`, value),
  /** An employee's line, in their player's sheet. */
  async employee(page: EnginePage, playerId: string, employeeId: string): Promise<string> {
    const name = await waitForText(page, { css: `[data-testid="player-${playerId}"] .name .text` });
    await openPlayerSheet(page, name);
    return figure(page, `employee-${employeeId}`);
  }
};

const DISRUPT_ROLES = { startupper: 'Startupper', bpo: 'BPO', angel: 'Angel Investor', leader: 'Market Leader' } as const;
type DisruptRole = keyof typeof DISRUPT_ROLES;

/**
 * Disrupt: money per role (startupper, bpo, angel, leader), in each role's sheet. A 4-player game
 * with the names in role order, so the roles' tiles are player-p1 … player-p4.
 */
export const disrupt = {
  async start(page: EnginePage, names: string[]): Promise<string> {
    await page.goto('/new/disrupt');
    await onScreen(page, /New Disrupt game/);
    // The form proposes the last table's player count: this game has all four roles.
    await tap(page, { css: 'input[name="count"][value="4"]' });
    for (const [i, name] of names.entries()) await fill(page, `name-${i}`, name);
    // Brand Equity's starting steps: Startupper left of the BPO on 8, Angel Investor left of the Market Leader on 9.
    for (const [role, step] of [
      ['startupper', '8'],
      ['bpo', '8'],
      ['angel', '9'],
      ['leader', '9']
    ])
      await choose(page, `be-start-${role}`, step);
    await choose(page, 'be-left-8', 'startupper');
    await choose(page, 'be-left-9', 'angel');
    return startGame(page);
  },
  /** A quick step on a role's money, e.g. ('Market Leader', '+5'), in that role's sheet. */
  async quick(page: EnginePage, roleName: string, step: `+${number}` | `−${number}`): Promise<void> {
    await openRole(page, roleOf(roleName));
    await tap(page, button(`${roleName} ${step}`));
  },
  /** A typed payment from a role to another role's player (named on the button) or the bank, in the payer's sheet (left open). */
  async pay(page: EnginePage, from: string, to: string, amount: string): Promise<void> {
    const payee = to === 'bank' ? null : await playerOfRole(page, to as DisruptRole);
    await openRole(page, from as DisruptRole);
    await fill(page, `money-${from}-amount`, amount);
    await tap(page, button(payee === null ? `To the bank from ${DISRUPT_ROLES[from as DisruptRole]}` : `Pay ${payee}`));
  },
  millions: (page: EnginePage, role: string) => figure(page, `millions-${role}`),
  millionsAre: (page: EnginePage, role: string, value: string) => figureIs(page, `millions-${role}`, value)
};

function roleOf(roleName: string): DisruptRole {
  const role = (Object.keys(DISRUPT_ROLES) as DisruptRole[]).find((r) => DISRUPT_ROLES[r] === roleName);
  if (!role) throw new Error(`no Disrupt role named ${roleName}`);
  return role;
}

/** The name of the player of a role, as their tile shows it (the names are in role order). */
function playerOfRole(page: EnginePage, role: DisruptRole): Promise<string> {
  const index = (Object.keys(DISRUPT_ROLES) as DisruptRole[]).indexOf(role);
  return waitForText(page, { css: `[data-testid="player-p${index + 1}"] .name .text` });
}

async function openRole(page: EnginePage, role: DisruptRole): Promise<void> {
  await openPlayerSheet(page, await playerOfRole(page, role));
}

/** The standalone Disrupt final-scoring calculator (/disrupt/score). */
export const disruptScore = {
  async open(page: EnginePage): Promise<void> {
    await page.goto('/disrupt/score');
    await onScreen(page, /Disrupt final scoring/);
  },
  set: (page: EnginePage, id: string, value: string) => fill(page, id, value),
  choose: (page: EnginePage, id: string, value: string) => choose(page, id, value),
  value: (page: EnginePage, testId: string, expected: string) => figureIs(page, testId, expected)
};

/** The games listed on the home screen, as their rows read. */
export async function listedGames(page: EnginePage): Promise<string[]> {
  await page.goto('/');
  await homeReady(page);
  return texts(page, { testId: 'game-card' });
}

/** Settings → Export everything; returns the path of the file the browser saved. */
export async function exportEverything(page: EnginePage): Promise<string> {
  await page.goto('/settings');
  await onScreen(page, /Settings/);
  return downloaded(page, () => tap(page, button('Export everything')));
}

/**
 * Runs `action` and waits for the browser to save a new .json file in its download folder (whole:
 * browsers write under another name and rename at the end); returns its path.
 */
export async function downloaded(page: EnginePage, action: () => Promise<void>): Promise<string> {
  const before = new Set(readdirSync(page.downloads));
  await action();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const fresh = readdirSync(page.downloads).filter((name) => name.endsWith('.json') && !before.has(name));
    for (const name of fresh) {
      const path = join(page.downloads, name);
      try {
        if (statSync(path).size > 0) {
          JSON.parse(readFileSync(path, 'utf8'));
          return path;
        }
      } catch {
        /* still being written */
      }
    }
    if (Date.now() > deadline)
      throw new Error(`${page.engine}: no download in ${page.downloads} (there: ${readdirSync(page.downloads).join(', ') || 'nothing'})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Settings → Import a backup with a file; games already here are imported as copies. Returns the
 * message the screen gives.
 */
export async function importBackup(page: EnginePage, file: string): Promise<string> {
  await page.goto('/settings');
  await onScreen(page, /Settings/);
  await page.upload(await locateHidden(page, '#import-file'), file);
  const asked = await waitFor(page, 'the import to finish or ask', () => {
    if (document.querySelector('[data-testid="import-message"]')) return 'done';
    return [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Import as copies') ? 'conflict' : '';
  });
  if (asked === 'conflict') await tap(page, button('Import as copies'));
  return waitForText(page, { testId: 'import-message' });
}

/** Opens the `index`th game listed with these players (as a row shows them: "Ana · Ben"). */
export async function openListed(page: EnginePage, players: string, index = 0): Promise<void> {
  await listedGames(page);
  const links = await page.evaluate(
    (who: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="game-card"] a.resume')]
        .filter((a) => a.textContent?.includes(who))
        .map((a) => a.pathname),
    players
  );
  if (!links[index]) throw new Error(`${page.engine}: no game ${index + 1} with ${players} in the list`);
  await page.goto(links[index]);
  await waitFor(page, 'the game screen', () => !!document.querySelector('[data-testid="save-status"]'));
}

/** A hidden element (a file input behind its button) by CSS: it is acted on by the driver, not clicked. */
async function locateHidden(page: EnginePage, css: string): Promise<string> {
  await waitFor(page, css, (selector: string) => !!document.querySelector(selector), css);
  return css;
}

/** The ids of the fields where a name or a word is typed; every other typed field is an amount. */
export const TEXT_FIELDS = '^(name-\\d+|piece-\\d+|lot|hire-name)$';

/** Every screen with fields, the game screens given by their session ids. */
export const FIELD_SCREENS = ['/new/logo-billionaire', '/new/it-startup', '/new/disrupt', '/disrupt/score', '/tools', '/settings'];

/** Opens a screen with fields and waits until it is whole (game screens draw their lower part a frame later). */
export async function fieldsOf(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await waitFor(
    page,
    `${path} on screen`,
    () => !!document.querySelector('h1') && !document.body.textContent?.includes('Opening the game')
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()))))
  );
}

/** The screen's notes for this phone: the iOS storage note, the Add to Home Screen hint (home). */
export async function homeNotes(page: EnginePage): Promise<{ storage: string[]; installHint: string[] }> {
  await listedGames(page);
  await waitFor(page, 'the end of the home screen', () => new Promise((r) => requestAnimationFrame(() => r(true))));
  return {
    storage: await texts(page, { testId: 'ios-storage-note' }),
    installHint: (await texts(page, { css: 'p.hint' })).filter((t) => /Home Screen/.test(t))
  };
}

/** The iOS storage note's Export a backup; returns the path of the file the browser saved. */
export async function exportFromStorageNote(page: EnginePage): Promise<string> {
  return downloaded(page, () => tap(page, button('Export a backup')));
}

/** Asks to delete the first listed game, leaving its confirmation open. */
export async function askToDeleteFirstGame(page: EnginePage): Promise<void> {
  await listedGames(page);
  await tap(page, { css: '[data-testid="game-card"] .menu-button' });
  await tap(page, { css: '[data-testid="game-card"] .menu button.danger' });
  await waitFor(page, 'the confirmation', () => !!document.querySelector('dialog[open]'));
}

export async function cancelDialog(page: EnginePage): Promise<void> {
  await tap(page, { css: 'dialog[open] button:not(.danger):not(.primary)' });
  await waitFor(page, 'the confirmation to close', () => !document.querySelector('dialog[open]'));
}

/** Opens the game screen's menu (a bottom sheet). */
export async function openGameMenu(page: EnginePage): Promise<void> {
  await tap(page, button(/^Menu/));
  // Open and still: WebKitGTK has dropped a click sent while a sheet was rising (its 160 ms animation),
  // once its Close (the iPhone suite, one full run).
  await waitFor(
    page,
    'the menu sheet, risen',
    () => !!document.querySelector('dialog[open]') && document.getAnimations().every((a) => a.playState !== 'running')
  );
}

export async function closeSheet(page: EnginePage): Promise<void> {
  await tap(page, { css: 'dialog[open] button.close' });
  await waitFor(page, 'the sheet to close', () => !document.querySelector('dialog[open]'));
}

/** The "Ready to work offline" notice of a first visit, while it is on screen. */
export async function offlineReadyNotice(page: EnginePage): Promise<string> {
  return waitForText(page, { role: 'status' }, /Ready to work offline/);
}

/** Settings' notes under "At the table" (e.g. "This phone cannot vibrate…"). */
export async function settingsNotes(page: EnginePage): Promise<string[]> {
  await page.goto('/settings');
  await onScreen(page, /Settings/);
  await waitFor(page, 'the storage line', () => !document.body.textContent?.includes('checking…'));
  return texts(page, { css: 'section .hint' });
}
