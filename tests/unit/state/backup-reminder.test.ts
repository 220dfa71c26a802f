// When to remind about a backup (at most weekly, only for games changed since they were last in a
// backup file: exported, alone or with all, or restored from one), and the import's
// sentences that name the games.
import { describe, expect, it } from 'vitest';
import { backupFacts, reminderDue, WEEK_MS } from '$lib/state/backup-status';
import { conflictLine, conflictQuestion, importSentences, nameGames } from '$lib/state/backup-messages';
import type { GameRef } from '$lib/db/backup';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 30, 12);

describe('reminderDue', () => {
  // Two games: one created 60 days ago, one 20 days ago; the newer changed yesterday.
  const games = [
    { createdAt: NOW - 60 * DAY, updatedAt: NOW - 30 * DAY },
    { createdAt: NOW - 20 * DAY, updatedAt: NOW - DAY }
  ];
  const base = { games, lastBackupAt: NOW - 10 * DAY, putOffAt: null, now: NOW };
  const restoredAt = (at: number) => games.map((g) => ({ ...g, backedUpAt: at }));
  it.each([
    ['games changed since a backup over a week old', base, true],
    ['no game at all', { ...base, games: [] }, false],
    ['nothing changed since the backup', { ...base, lastBackupAt: NOW - DAY / 2 }, false],
    ['the backup is less than a week old', { ...base, lastBackupAt: NOW - 6 * DAY }, false],
    ['put off three days ago', { ...base, putOffAt: NOW - 3 * DAY }, false],
    ['put off a week ago', { ...base, putOffAt: NOW - WEEK_MS }, true],
    ['never a backup, first game a week old', { ...base, lastBackupAt: null }, true],
    [
      'never a backup, first game yesterday',
      { ...base, lastBackupAt: null, games: [{ createdAt: NOW - DAY, updatedAt: NOW - DAY }] },
      false
    ],
    // Games from months ago, restored from a file yesterday: they are in that file.
    ['never an export here, the games restored from a backup', { ...base, lastBackupAt: null, games: restoredAt(NOW - DAY) }, false],
    ['restored 10 days ago, one changed since', { ...base, lastBackupAt: null, games: restoredAt(NOW - 10 * DAY) }, true],
    [
      'restored 10 days ago, none changed since',
      { ...base, lastBackupAt: null, games: restoredAt(NOW - 10 * DAY).map((g) => ({ ...g, updatedAt: NOW - 11 * DAY })) },
      false
    ],
    // The changed game exported alone yesterday; the other one is in the backup of everything.
    ['the changed game exported on its own', { ...base, games: [games[0], { ...games[1], backedUpAt: NOW - DAY / 2 }] }, false],
    ['the other game exported on its own', { ...base, games: [{ ...games[0], backedUpAt: NOW - DAY / 2 }, games[1]] }, true]
  ])('%s → %s', (_, facts, due) => expect(reminderDue(facts)).toBe(due));
});

describe('backupFacts', () => {
  it('counts the games with changes in no backup, and the latest backup of any kind', () => {
    const games = [
      { createdAt: 1, updatedAt: 50, backedUpAt: 60 },
      { createdAt: 2, updatedAt: 70, backedUpAt: 60 },
      { createdAt: 3, updatedAt: 40 }
    ];
    expect(backupFacts(games, null)).toEqual({ unsaved: 2, neverSaved: true, latestBackupAt: 60, waitingSince: 3 });
    expect(backupFacts(games, 45)).toEqual({ unsaved: 1, neverSaved: false, latestBackupAt: 60, waitingSince: 60 });
    expect(backupFacts(games, 80)).toEqual({ unsaved: 0, neverSaved: false, latestBackupAt: 80, waitingSince: null });
    expect(backupFacts([], null)).toEqual({ unsaved: 0, neverSaved: false, latestBackupAt: null, waitingSince: null });
  });
});

const game = (i: number, kind: GameRef['kind'] = 'logo-billionaire'): GameRef => ({
  id: `g${i}`,
  kind,
  players: [
    { id: 'p1', name: `Ana${i}`, color: '#b3261e' },
    { id: 'p2', name: 'Ben', color: '#1d4ed8' }
  ],
  updatedAt: Date.UTC(2025, 2, 12, 20)
});

describe('import messages', () => {
  it('name the games, and count those past five', () => {
    expect(nameGames([game(1)])).toBe('Logo Billionaire with Ana1 and Ben (12 Mar 2025)');
    expect(nameGames([game(1), game(2, 'it-startup')])).toBe(
      'Logo Billionaire with Ana1 and Ben (12 Mar 2025) and IT Startup with Ana2 and Ben (12 Mar 2025)'
    );
    expect(nameGames([1, 2, 3, 4, 5, 6, 7].map((i) => game(i)))).toMatch(/Ana5 and Ben \(12 Mar 2025\) and 2 more$/);
  });

  it('say what was imported, copied and skipped, in sentences', () => {
    const outcome = {
      imported: 2,
      copied: 1,
      skipped: 1,
      games: { imported: [game(1), game(2)], copied: [game(3, 'disrupt')], skipped: [game(4)] }
    };
    expect(importSentences(outcome)).toBe(
      '2 games imported: Logo Billionaire with Ana1 and Ben (12 Mar 2025) and Logo Billionaire with Ana2 and Ben (12 Mar 2025). ' +
        '1 game imported as a copy: Disrupt with Ana3 and Ben (12 Mar 2025). ' +
        '1 game already on this phone, skipped: Logo Billionaire with Ana4 and Ben (12 Mar 2025).'
    );
    expect(importSentences({ imported: 0, copied: 0, skipped: 0, games: { imported: [], copied: [], skipped: [] } })).toBe(
      'The file holds no games: nothing was imported.'
    );
  });

  it('the conflict question lists the games it means', () => {
    expect(conflictQuestion([game(1)])).toBe(
      '1 game in this file is already on this phone: Logo Billionaire with Ana1 and Ben (12 Mar 2025). Skip it, or import it as a copy beside the one here?'
    );
    expect(conflictQuestion([game(1), game(2)])).toMatch(
      /^2 games in this file are already on this phone: .*Ana1.*Ana2.*\. Skip them, or import them as copies/
    );
  });

  it('a game already here says which copy is newer, with the entries and the last change of each', () => {
    const here = { entries: 12, updatedAt: Date.UTC(2025, 2, 3, 18), deleted: false };
    const file = { ...game(1), entries: 15, updatedAt: Date.UTC(2025, 2, 5, 18), here, identical: false };
    expect(conflictLine(file)).toMatch(
      /^Logo Billionaire with Ana1 and Ben: the file’s copy is newer\. In the file: 15 entries, last change 5 Mar 2025 \d\d:00\. Here: 12 entries, last change 3 Mar 2025 \d\d:00\.$/
    );
    expect(conflictLine({ ...file, updatedAt: Date.UTC(2025, 2, 1), entries: 1, here: { ...here, deleted: true } })).toMatch(
      /the copy here is newer\. In the file: 1 entry, .*Here: 12 entries, last change 3 Mar 2025 \d\d:00, in Recently deleted\.$/
    );
    expect(conflictLine({ ...file, updatedAt: here.updatedAt })).toContain('the two copies differ');
  });
});
