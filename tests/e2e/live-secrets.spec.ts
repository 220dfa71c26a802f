// Disrupt's Secret Parameters at a live table, with two phones and the real server: the token is
// picked on the Startupper's phone and stays there; the host's IndexedDB and screen, the server's
// stored tables and every WebSocket frame of both phones hold neither the token, nor its salt, nor
// its sealed code until the reveal at final scoring; the final scoring waits for it and says whose
// phone holds it; after the reveal (checked by each phone against the commitment) both phones score
// the same; the reveal asks first, so a double tap on it reveals nothing. The searches are shown to
// work by finding the reveal once it is made.
import { expect, test, type Locator, type Page } from './fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeAnySheet, closePhone, joinAs, liveServerForThisFile, newPhone, shareLive, type Phone } from './live/harness';

test.use({ actionTimeout: 15_000 });

const server = liveServerForThisFile();

/** The six tokens' sealed codes, as src/lib/games/disrupt/secrets.ts makes them (the colours' order: design, development, marketing). */
const sealed = (plus: number, minus: number) => `sp-${(((plus * 3 + minus) * 7919 + 104729) % 1000003).toString(36)}`;

/** Every phone's frames, as text (binary frames read byte for byte; Yjs writes strings in UTF-8). */
function recordFrames(page: Page, frames: string[]): void {
  page.on('websocket', (ws) => {
    const keep = ({ payload }: { payload: string | Buffer }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString('latin1'));
    ws.on('framesent', keep);
    ws.on('framereceived', keep);
  });
}

/** Everything the page's origin keeps in IndexedDB, every database and store, binary values as text. */
async function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const text = (value: unknown): string => {
      if (value instanceof Uint8Array || value instanceof ArrayBuffer)
        return Array.from(new Uint8Array(value as ArrayBuffer), (b) => String.fromCharCode(b)).join('');
      if (Array.isArray(value)) return value.map(text).join('\n');
      if (value && typeof value === 'object')
        return Object.entries(value)
          .map(([k, v]) => `${k}:${text(v)}`)
          .join('\n');
      return String(value);
    };
    const out: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => done(r.result);
        r.onerror = () => fail(r.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((done, fail) => {
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => done(r.result);
          r.onerror = () => fail(r.error);
        });
        out.push(`${name}/${store}`, ...all.map(text));
      }
      db.close();
    }
    return out.join('\n');
  });
}

/** The server's stored files (the SQLite database and its journal), as bytes read as text. */
const serverText = (): string =>
  readdirSync(server().data)
    .map((f) => readFileSync(join(server().data, f)).toString('latin1'))
    .join('\n');

async function startDisrupt(phone: Phone): Promise<void> {
  const { page } = phone;
  await page.goto(phone.at('/new/disrupt'));
  await page.locator('input[name="count"][value="2"]').check();
  for (const [i, name] of ['Sam', 'Leo'].entries()) await page.locator(`#name-${i}`).fill(name);
  await page.locator('#be-start-startupper').selectOption('8');
  await page.locator('#be-start-leader').selectOption('8');
  await page.locator('#be-left-8').selectOption('startupper');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/session\/[^/]+$/);
  await expect(page.getByTestId('save-status')).toBeVisible();
}

async function openFinal(page: Page) {
  await closeAnySheet(page);
  await page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: 'Final scoring', exact: true }).click();
  return page.locator('dialog[open]').last();
}

/** These games end in round 1: the reveal is offered before round 6 only once the table says it ends the game early. */
async function toTheReveal(final: Locator) {
  await expect(final.getByTestId('reveal-not-yet')).toContainText('revealed at the final scoring');
  await final.getByRole('button', { name: 'Ending the game early? Go to the reveal' }).click();
  await final
    .page()
    .getByRole('dialog', { name: 'Reveal before round 6 is over?' })
    .getByRole('button', { name: 'Go to the reveal' })
    .click();
  await expect(final.getByTestId('reveal-not-yet')).toHaveCount(0);
}

test('a live table’s Secret Parameters stay on the owner’s phone until the reveal, which both phones check and score alike', async ({
  browser
}) => {
  test.setTimeout(180_000);
  const host = await newPhone(browser, server());
  const sam = await newPhone(browser, server());
  const frames: string[] = [];
  recordFrames(host.page, frames);
  recordFrames(sam.page, frames);
  try {
    await startDisrupt(host);
    const joinPath = await shareLive(host);
    // Sam sits as the Startupper (the first player, p1) and places Eturnium on his own phone: no hand-over.
    await joinAs(sam, joinPath, 'p1');
    await sam.page.getByRole('button', { name: 'Place Eturnium' }).click();
    await expect(sam.page.getByRole('button', { name: 'I am the Startupper' })).toHaveCount(0);
    await sam.page.getByRole('button', { name: '+1 Design, −1 Marketing' }).click();
    await expect(sam.page.locator('dialog[open]')).toHaveCount(0);
    await expect(sam.page.getByTestId('save-status')).toHaveAttribute('data-pending', '0');
    await expect(host.page.getByTestId('setup-step')).toHaveCount(0);
    await expect(sam.page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');

    // What only Sam's phone may know: its salt, from its own store; the token as text and sealed.
    const salt = await sam.page.evaluate(
      () =>
        new Promise<string>((done, fail) => {
          const r = indexedDB.open('boardroom-live-secrets');
          r.onsuccess = () => {
            const q = r.result.transaction('held').objectStore('held').getAll();
            q.onsuccess = () => done((q.result as { salt: string }[])[0]?.salt ?? '');
            q.onerror = () => fail(q.error);
          };
          r.onerror = () => fail(r.error);
        })
    );
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const secrets = [salt, 'design/marketing', sealed(0, 2), '+1 Design, −1 Marketing'];
    const leaks = (text: string) => secrets.filter((s) => text.includes(s));

    // Let the server store what it was sent, then look everywhere but Sam's phone.
    await host.page.waitForTimeout(2500);
    expect(leaks(await indexedDbText(host.page))).toEqual([]);
    expect(leaks(await host.page.content())).toEqual([]);
    expect(leaks(serverText())).toEqual([]);
    expect(leaks(frames.join('\n'))).toEqual([]);
    expect(frames.length).toBeGreaterThan(5);

    // The final scoring on the host waits for the token and says whose phone holds it.
    const hostFinal = await openFinal(host.page);
    await toTheReveal(hostFinal);
    await expect(hostFinal.getByTestId('secrets-waiting')).toContainText(/Eturnium\s+\(on\s+Sam’s\s+phone\)/);
    await expect(hostFinal.getByTestId('final-headline')).toHaveCount(0);
    await expect(hostFinal.getByRole('button', { name: 'Reveal my Secret Parameters' })).toHaveCount(0);

    // In round 1 the owner's phone does not offer the reveal (the rulebook reveals at the final scoring).
    const samFinal = await openFinal(sam.page);
    await expect(samFinal.getByRole('button', { name: 'Reveal my Secret Parameters' })).toHaveCount(0);
    await toTheReveal(samFinal);
    // The reveal asks first, "Keep hidden" where the tapped button was: a double tap reveals nothing.
    await samFinal.getByRole('button', { name: 'Reveal my Secret Parameters' }).dblclick();
    await expect(samFinal.getByRole('button', { name: 'Reveal my Secret Parameters' })).toBeVisible();
    await expect(samFinal.getByTestId('reveal-question')).toHaveCount(0);
    await sam.page.waitForTimeout(1500);
    await expect(samFinal.getByTestId('final-headline')).toHaveCount(0);
    await expect(hostFinal.getByTestId('secrets-waiting')).toBeVisible();
    expect(leaks(frames.join('\n'))).toEqual([]);

    // Sam's phone reveals, once asked; every phone checks it and shows the same scoring.
    await samFinal.getByRole('button', { name: 'Reveal my Secret Parameters' }).click();
    await expect(samFinal.getByTestId('reveal-question')).toContainText(/every\s+phone\s+at\s+the\s+table.*Eturnium/is);
    await samFinal.getByRole('button', { name: 'Reveal to every phone' }).click();
    await expect(samFinal.getByTestId('final-headline')).toBeVisible();
    await expect(hostFinal.getByTestId('final-headline')).toBeVisible();
    for (const role of ['startupper', 'leader'])
      await expect(hostFinal.getByTestId(`total-${role}`)).toHaveText((await samFinal.getByTestId(`total-${role}`).textContent())!);
    await hostFinal.getByText("All steps, in the rulebook's order").click();
    await expect(hostFinal.getByText('Secret Parameters of Eturnium: +1 Design, −1 Marketing').last()).toBeVisible();
    // The searches find the token once it is revealed: they would have found a leak.
    await expect.poll(() => leaks(frames.join('\n')).includes(salt)).toBe(true);
    await host.page.waitForTimeout(2500);
    expect(leaks(serverText())).toContain(salt);
  } finally {
    await closePhone(host);
    await closePhone(sam);
  }
});

test('with the owner’s phone gone, the table enters the token by hand, and History says on which phone', async ({ browser }) => {
  const host = await newPhone(browser, server());
  const sam = await newPhone(browser, server());
  let samGone = false;
  try {
    await startDisrupt(host);
    const joinPath = await shareLive(host);
    await joinAs(sam, joinPath, 'p1');
    await sam.page.getByRole('button', { name: 'Place Eturnium' }).click();
    await sam.page.getByRole('button', { name: '+1 Design, −1 Marketing' }).click();
    await expect(sam.page.getByTestId('save-status')).toHaveAttribute('data-pending', '0');
    await expect(host.page.getByTestId('setup-step')).toHaveCount(0);
    // Sam's phone is lost, its token with it.
    await closePhone(sam);
    samGone = true;

    const final = await openFinal(host.page);
    await toTheReveal(final);
    await expect(final.getByTestId('secrets-waiting')).toContainText(/Eturnium\s+\(on\s+Sam’s\s+phone\)/);
    await final.getByRole('button', { name: 'Enter the token of Eturnium by hand' }).click();
    await final.getByRole('button', { name: '+1 Design, −1 Marketing' }).click();
    await expect(final.getByTestId('final-headline')).toBeVisible();
    await expect(final.getByTestId('secrets-waiting')).toHaveCount(0);

    await host.page.goto(host.at(`${new URL(host.page.url()).pathname}/history`));
    const line = host.page.locator('ol.log li').filter({ hasText: 'entered by hand' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(/Secret Parameters of Eturnium entered by hand: \+1 Design, −1 Marketing/);
    await expect(line.getByTestId('entered-by')).toHaveText('(entered on the host’s phone)');
  } finally {
    await closePhone(host);
    if (!samGone) await closePhone(sam);
  }
});

test('tokens placed before the game was shared never reach the other phone, the server or the frames before the reveal', async ({
  browser
}) => {
  test.setTimeout(180_000);
  const host = await newPhone(browser, server());
  const leo = await newPhone(browser, server());
  const frames: string[] = [];
  recordFrames(host.page, frames);
  recordFrames(leo.page, frames);
  try {
    // Placed on the one phone, handed over, before anyone thought of sharing: sealed in its log.
    await startDisrupt(host);
    await host.page.getByRole('button', { name: 'Place Eturnium' }).click();
    await host.page.getByRole('button', { name: 'I am the Startupper' }).click();
    await host.page.getByRole('button', { name: '+1 Design, −1 Marketing' }).click();
    await expect(host.page.getByTestId('save-status')).toHaveAttribute('data-pending', '0');
    await expect(host.page.getByTestId('setup-step')).toHaveCount(0);
    const totalsBefore = await host.page.locator('[data-testid^="player-"]').allTextContents();

    const joinPath = await shareLive(host);
    await joinAs(leo, joinPath, 'p2');
    await expect(leo.page.getByTestId('setup-step')).toHaveCount(0);
    // Sharing changed nothing on the host's screen (the same game, the token now held on this phone).
    expect(await host.page.locator('[data-testid^="player-"]').allTextContents()).toEqual(totalsBefore);
    const salt = await host.page.evaluate(
      () =>
        new Promise<string>((done, fail) => {
          const r = indexedDB.open('boardroom-live-secrets');
          r.onsuccess = () => {
            const q = r.result.transaction('held').objectStore('held').getAll();
            q.onsuccess = () => done((q.result as { salt: string }[])[0]?.salt ?? '');
            q.onerror = () => fail(q.error);
          };
          r.onerror = () => fail(r.error);
        })
    );
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const secrets = [salt, 'design/marketing', sealed(0, 2), '+1 Design, −1 Marketing'];
    const leaks = (text: string) => secrets.filter((s) => text.includes(s));
    await host.page.waitForTimeout(2500);
    expect(leaks(await indexedDbText(leo.page))).toEqual([]);
    expect(leaks(await leo.page.content())).toEqual([]);
    expect(leaks(serverText())).toEqual([]);
    expect(leaks(frames.join('\n'))).toEqual([]);
    expect(frames.length).toBeGreaterThan(3);

    // Leo's final scoring waits for the token on the host's phone; the host reveals it.
    const leoFinal = await openFinal(leo.page);
    await toTheReveal(leoFinal);
    await expect(leoFinal.getByTestId('secrets-waiting')).toContainText(/Eturnium/);
    await expect(leoFinal.getByTestId('final-headline')).toHaveCount(0);
    const hostFinal = await openFinal(host.page);
    await toTheReveal(hostFinal);
    await hostFinal.getByRole('button', { name: 'Reveal my Secret Parameters' }).click();
    await hostFinal.getByRole('button', { name: 'Reveal to every phone' }).click();
    await expect(hostFinal.getByTestId('final-headline')).toBeVisible();
    await expect(leoFinal.getByTestId('final-headline')).toBeVisible();
    for (const role of ['startupper', 'leader'])
      await expect(leoFinal.getByTestId(`total-${role}`)).toHaveText((await hostFinal.getByTestId(`total-${role}`).textContent())!);
    await leoFinal.getByText("All steps, in the rulebook's order").click();
    await expect(leoFinal.getByText('Secret Parameters of Eturnium: +1 Design, −1 Marketing').last()).toBeVisible();
    await expect.poll(() => leaks(frames.join('\n')).includes(salt)).toBe(true);
  } finally {
    await closePhone(host);
    await closePhone(leo);
  }
});
