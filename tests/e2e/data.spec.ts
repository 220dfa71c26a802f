// The Data section and the backup reminder: when the last backup was made, a reminder at most once a
// week when games changed since, export through the share sheet (else a download) that confirms
// itself, import messages that name the games, the conflict question listing them, and the request
// to keep the data (after an import, and as a button while it is not granted).
import { expect, test, type Page } from './fixtures';
import { tapForPlayer } from './logo-billionaire-steps';

const DAY = 24 * 60 * 60 * 1000;

function backupOf(games: { id: string; kind: string; names: string[] }[]): string {
  const at = Date.UTC(2025, 2, 1, 18);
  return JSON.stringify({
    format: 'boardroom-backup',
    version: 1,
    exportedAt: new Date(at).toISOString(),
    sessions: games.map((g) => ({
      session: {
        id: g.id,
        kind: g.kind,
        players: g.names.map((name, j) => ({ id: `p${j + 1}`, name, color: ['#b3261e', '#1d4ed8'][j] })),
        options: {},
        createdAt: at,
        updatedAt: at,
        lastSeq: 0,
        status: 'active',
        summary: 'Turn 1'
      },
      events: []
    }))
  });
}

const TWO = backupOf([
  { id: 'lb-1', kind: 'logo-billionaire', names: ['Ana', 'Ben'] },
  { id: 'its-1', kind: 'it-startup', names: ['Pat', 'Mat'] }
]);

/**
 * Takes the backup marks off every stored game, as for games played on this phone and never
 * exported (an import marks its games as backed up: they are in the file).
 */
async function forgetBackupMarks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('boardroom');
        open.onsuccess = () => {
          const tx = open.result.transaction('sessions', 'readwrite');
          const store = tx.objectStore('sessions');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as { backedUpAt?: number }[]) {
              delete row.backedUpAt;
              store.put(row);
            }
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      })
  );
}

async function chooseFile(page: Page, text: string): Promise<void> {
  await page.locator('#import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** The share sheet, as a phone has it: records what was shared; `__cancelShare` makes the player close it. */
async function fakeShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: { name: string; text: string }[]; __cancelShare: boolean };
    w.__shared = [];
    w.__cancelShare = false;
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => !!data.files?.length,
      share: async (data: { files: File[] }) => {
        if (w.__cancelShare) throw new DOMException('Share canceled', 'AbortError');
        w.__shared.push({ name: data.files[0].name, text: await data.files[0].text() });
      }
    });
  });
}

const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: { name: string; text: string }[] }).__shared);

test('imports say which games they brought; one identical to the game here is skipped without asking', async ({ page }) => {
  await page.goto('/settings');
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toHaveText(
    '2 games imported: Logo Billionaire with Ana and Ben (1 Mar 2025) and IT Startup with Pat and Mat (1 Mar 2025).'
  );
  // The same file again: both games are here entry for entry, so nothing to ask.
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toHaveText(
    '2 games already on this phone, skipped: Logo Billionaire with Ana and Ben (1 Mar 2025) and IT Startup with Pat and Mat (1 Mar 2025).'
  );
  await expect(page.getByTestId('import-conflict')).toHaveCount(0);
});

test('the question about a game already here comes into view at 390×844 and says which copy is newer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toContainText('2 games imported');
  // Played on here: this game now differs from the file's copy; the other is still identical.
  await page.goto('/session/lb-1');
  await tapForPlayer(page, 'p1', 'Ana +10');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-seq', '1');
  await page.goto('/settings');
  await chooseFile(page, TWO);
  const question = page.getByTestId('import-conflict');
  await expect(question).toContainText('1 game in this file is already on this phone: Logo Billionaire with Ana and Ben (1 Mar 2025).');
  await expect(question).toContainText(
    /Logo Billionaire with Ana and Ben: the copy here is newer\. In the file: 0 entries, last change 1 Mar 2025 \d\d:\d\d\. Here: 1 entry, last change \d+ \w+ \d{4} \d\d:\d\d\./
  );
  // The old message goes: the question is what matters now.
  await expect(page.getByTestId('import-message')).toHaveCount(0);
  await expect(question).toBeInViewport({ ratio: 1 });
  for (const name of ['Skip them', 'Import as copies', 'Cancel'])
    await expect(question.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  await question.getByRole('button', { name: 'Skip them' }).click();
  await expect(page.getByTestId('import-message')).toHaveText(
    '2 games already on this phone, skipped: Logo Billionaire with Ana and Ben (1 Mar 2025) and IT Startup with Pat and Mat (1 Mar 2025).'
  );
  // Copies: only of the game that differs; the identical one is never copied.
  await chooseFile(page, TWO);
  await question.getByRole('button', { name: 'Import as copies' }).click();
  await expect(page.getByTestId('import-message')).toHaveText(
    '1 game imported as a copy: Logo Billionaire with Ana and Ben (1 Mar 2025). 1 game already on this phone, skipped: IT Startup with Pat and Mat (1 Mar 2025).'
  );
  await page.goto('/');
  await expect(page.getByTestId('game-card')).toHaveCount(3);
});

test('export goes through the share sheet where the phone has one, confirms itself and replaces an old import message', async ({
  page,
  context
}) => {
  await fakeShareSheet(page);
  await page.goto('/settings');
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toContainText('2 games imported');
  await forgetBackupMarks(page);
  await page.reload();
  await expect(page.getByTestId('last-backup')).toHaveText(/No backup\s+made on this phone yet\.\s*2 games have changes in no backup\./);
  await page.getByRole('button', { name: 'Export everything' }).click();
  const message = page.getByTestId('import-message');
  await expect(message).toHaveText(/^Backup of 2 games shared \(boardroom-backup-\d{4}-\d\d-\d\d\.json\)\.$/);
  const files = await shared(page);
  expect(files).toHaveLength(1);
  expect(
    JSON.parse(files[0].text)
      .sessions.map((s: { session: { id: string } }) => s.session.id)
      .sort()
  ).toEqual(['its-1', 'lb-1']);
  await expect(page.getByTestId('last-backup')).toHaveText(/^Last backup: just now \(\d+ \w+ \d{4}\)\.\s*$/);

  // Closing the share sheet sends nothing: no confirmation, and the last backup stays what it was.
  const before = await page.evaluate(() => localStorage.getItem('boardroom.lastBackup'));
  await page.evaluate(() => ((window as unknown as { __cancelShare: boolean }).__cancelShare = true));
  await page.getByRole('button', { name: 'Export everything' }).click();
  await expect(message).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('boardroom.lastBackup'))).toBe(before);

  // Without a share sheet (this desktop Chromium has none for files): a download, confirmed the same way.
  const plain = await context.newPage();
  await plain.goto('/settings');
  const download = plain.waitForEvent('download');
  await plain.getByRole('button', { name: 'Export everything' }).click();
  expect((await download).suggestedFilename()).toMatch(/^boardroom-backup-.*\.json$/);
  await expect(plain.getByTestId('import-message')).toHaveText(/^Backup of 2 games saved as boardroom-backup-.*\.json\.$/);
});

test('the backup reminder: once games changed and a week passed, at most weekly, gone when put off or backed up', async ({ page }) => {
  await fakeShareSheet(page);
  await page.goto('/settings');
  // Games from March, no backup ever made on this phone.
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toContainText('2 games imported');
  await forgetBackupMarks(page);
  await page.goto('/');
  const reminder = page.getByRole('region', { name: 'Backup reminder' });
  await expect(reminder).toContainText('there is no backup yet');
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('game-card')).toHaveCount(2);
  await expect(reminder).toHaveCount(0);
  // A week later it comes back.
  await page.evaluate((weekAgo) => localStorage.setItem('boardroom.backupReminderPutOff', String(weekAgo)), Date.now() - 7 * DAY - 1000);
  await page.reload();
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Backup of 2 games shared/)).toBeVisible();
  await expect(reminder).toHaveCount(0);
  expect(await shared(page)).toHaveLength(1);
  await page.goto('/settings');
  await expect(page.getByTestId('last-backup')).toHaveText(/^Last backup: just now/);

  // A change after the backup: Settings says so at once; the reminder waits until the backup is a week old.
  await page.goto('/session/lb-1');
  await tapForPlayer(page, 'p1', 'Ana +10');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-seq', '1');
  await page.goto('/settings');
  await expect(page.getByTestId('last-backup')).toContainText('1 game has changes in no backup.');
  await page.goto('/');
  await expect(page.getByTestId('game-card')).toHaveCount(2);
  await expect(reminder).toHaveCount(0);
  await page.evaluate((old) => localStorage.setItem('boardroom.lastBackup', String(old)), Date.now() - 8 * DAY);
  await page.reload();
  await expect(reminder).toContainText(/since your last backup \(\d+ \w+ \d{4}\)/);
});

test('games restored from a backup count as backed up: no reminder, and Settings says the same', async ({ page }) => {
  await page.goto('/settings');
  // Games from March, on a phone that never exported anything.
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toContainText('2 games imported');
  await expect(page.getByTestId('last-backup')).toHaveText(/^Last backup: just now \(\d+ \w+ \d{4}\)\.\s*$/);
  await page.goto('/');
  await expect(page.getByTestId('game-card')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Backup reminder' })).toHaveCount(0);
  // Still none a week and more later: nothing changed since the file.
  await page.clock.install();
  await page.clock.setFixedTime(Date.now() + 8 * DAY);
  await page.reload();
  await expect(page.getByTestId('game-card')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Backup reminder' })).toHaveCount(0);
});

test('exporting one game counts for that game: the reminder stays for the other, and goes once both are exported', async ({ page }) => {
  await fakeShareSheet(page);
  await page.goto('/settings');
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toContainText('2 games imported');
  await forgetBackupMarks(page);
  await page.goto('/');
  const reminder = page.getByRole('region', { name: 'Backup reminder' });
  await expect(reminder).toContainText('there is no backup yet');
  const exportAlone = async (title: RegExp) => {
    const card = page.getByTestId('game-card').filter({ has: page.getByRole('button', { name: title }) });
    await card.getByRole('button', { name: /^Menu for/ }).click();
    await card.getByRole('button', { name: 'Export this game' }).click();
    await expect(card.getByRole('status')).toContainText('Backup of 1 game shared');
  };
  await exportAlone(/Menu for Logo Billionaire with Ana and Ben/);
  await expect(reminder).toContainText('1 game changed since your last backup (just now)');
  await page.goto('/settings');
  await expect(page.getByTestId('last-backup')).toContainText('1 game has changes in no backup.');
  await page.goto('/');
  await exportAlone(/Menu for IT Startup with Pat and Mat/);
  await expect(reminder).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByTestId('last-backup')).toHaveText(/^Last backup: just now \(\d+ \w+ \d{4}\)\.\s*$/);
  // A backup of every game was never made here: the one-game exports did not pass for one.
  expect(await page.evaluate(() => localStorage.getItem('boardroom.lastBackup'))).toBeNull();
});

test('keeping the data: asked after an import as after a first game, and a button in Settings while it is not granted', async ({
  page
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __asked: number; __grant: boolean };
    w.__asked = 0;
    w.__grant = false;
    let granted = false;
    Object.assign(navigator.storage, {
      persisted: async () => granted,
      persist: async () => {
        w.__asked++;
        granted = w.__grant;
        return granted;
      }
    });
  });
  const asked = () => page.evaluate(() => (window as unknown as { __asked: number }).__asked);
  await page.goto('/settings');
  await expect(page.getByTestId('persisted')).toHaveText(/^not persistent/);
  await chooseFile(page, TWO);
  await expect(page.getByTestId('import-message')).toContainText('2 games imported');
  expect(await asked()).toBe(1);

  const keep = page.getByRole('button', { name: 'Ask the browser to keep my data' });
  await keep.click();
  await expect(page.getByTestId('persist-message')).toContainText('The browser said no for now');
  expect(await asked()).toBe(2);
  await page.evaluate(() => ((window as unknown as { __grant: boolean }).__grant = true));
  await keep.click();
  await expect(page.getByTestId('persist-message')).toContainText('Done');
  await expect(page.getByTestId('persisted')).toHaveText('persistent');
  await expect(keep).toHaveCount(0);
});
