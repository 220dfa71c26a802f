// Games logged after they were played: stored with their players' names in one transaction, read by
// the records like any finished game, kept whole through a backup (their result as entered, as
// there is no log to work it out from), refused in a file when they carry events; and where a game
// was played and its note, kept on the row and not undone by a tap from a screen opened before.
import { describe, expect, it } from 'vitest';
import { readLoggedPlay, type LoggedPlay } from '$lib/core/logged-play';
import { buildRecords } from '$lib/core/player-records';
import { exportBackup, importBackup, parseBackup } from '$lib/db/backup';
import { isLoggedPlay, logPlay } from '$lib/db/logged-plays';
import { savePlayDetails } from '$lib/db/result-data';
import { readRecords } from '$lib/db/records-data';
import { readGameForResult } from '$lib/db/result-data';
import { loggedResultView } from '$lib/state/logged-result-view';
import { readBgStatsLink } from '$lib/core/bgstats';
import { adjust, freshDb, newStore } from '../helpers';

const NOW = new Date(2026, 0, 10, 22, 0).getTime();

function played(): LoggedPlay {
  const read = readLoggedPlay(
    {
      startedAt: '2026-01-10T19:30',
      minutes: '80',
      location: 'Club',
      note: 'First game with the expansion.',
      players: [
        { name: 'Ana', figure: '31', won: false },
        { name: 'Dee', figure: '44', won: false }
      ]
    },
    { unit: 'points', minPlayers: 2, maxPlayers: 4, now: NOW }
  );
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.play;
}

describe('logging a finished game', () => {
  it('stores a finished row with no log, remembers its players, and the records count it', async () => {
    const db = freshDb();
    const row = await logPlay('it-startup', played(), db, NOW + 86_400_000);
    const stored = (await db.sessions.get(row.id))!;
    expect(stored).toMatchObject({ kind: 'it-startup', status: 'finished', lastSeq: 0, logged: true, location: 'Club', options: {} });
    // Written a day after it was played: the backup reminder counts it as a change of that day.
    expect(stored.updatedAt).toBe(NOW + 86_400_000);
    expect(stored.result!.endedAt).toBe(new Date(2026, 0, 10, 20, 50).getTime());
    expect(await db.events.count()).toBe(0);
    expect((await db.names.toArray()).map((n) => n.key).sort()).toEqual(['ana', 'dee']);
    expect(await isLoggedPlay(row.id, db)).toBe(true);

    const { rows, people, missing } = await readRecords(db);
    expect(missing).toEqual([]);
    const records = buildRecords(rows, people, ['disrupt', 'logo-billionaire', 'it-startup']);
    const dee = records.find((r) => r.key === 'dee');
    expect(dee).toMatchObject({ played: 1, won: 1, byGame: [{ kind: 'it-startup', unit: 'points', best: 44 }] });
    expect(records.find((r) => r.key === 'ana')).toMatchObject({ played: 1, won: 0 });
  });

  it('gives a result view with the BG Stats play: scores, ranks, date and duration as entered', async () => {
    const db = freshDb();
    const row = await logPlay('it-startup', played(), db);
    const found = (await readGameForResult(row.id, db))!;
    const view = loggedResultView({ ...found.record, result: found.record.result! }, found.people);
    expect(view.headline).toBe('Dee won');
    expect(view.standings.map((s) => [s.name, s.shown, s.rank])).toEqual([
      ['Dee', '44 points', 1],
      ['Ana', '31 points', 2]
    ]);
    const play = readBgStatsLink(view.bgStatsLink)!;
    expect(play).toMatchObject({ game: { name: 'IT Startup', sourceGameId: 'boardroom-it-startup' }, durationMin: 80 });
    expect(play.playDate).toBe('2026-01-10 19:30:00');
    expect(play.players.map((p) => [p.name, p.score, p.rank, p.winner])).toEqual([
      ['Dee', 44, 1, true],
      ['Ana', 31, 2, false]
    ]);
    expect(view.shareText).toContain('1st Dee: 44 points');
  });

  it('goes through a backup whole, and a file that gives one events is refused', async () => {
    const db = freshDb();
    const row = await logPlay('it-startup', played(), db);
    const file = JSON.parse(JSON.stringify(await exportBackup(undefined, db)));
    const parsed = await parseBackup(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await importBackup(parsed.backup, 'skip', target);
    const { deletedAt: _a, ...before } = (await db.sessions.get(row.id))!;
    const { deletedAt: _b, backedUpAt: restoredAt, ...after } = (await target.sessions.get(row.id))!;
    expect(after).toEqual(before);
    // A restored game counts as backed up (it is in the file it came from).
    expect(restoredAt).toEqual(expect.any(Number));

    const withEvents = JSON.parse(JSON.stringify(file));
    withEvents.sessions[0].events = [{ seq: 1, at: NOW, event: { type: 'its.turn-ended', v: 1 } }];
    withEvents.sessions[0].session.lastSeq = 1;
    const refused = await parseBackup(JSON.stringify(withEvents));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/^Session 1: a game logged after it was played has no events/);

    const badNote = JSON.parse(JSON.stringify(file));
    badNote.sessions[0].session.note = 42;
    const refusedNote = await parseBackup(JSON.stringify(badNote));
    expect(!refusedNote.ok && refusedNote.reason).toBe('Session 1 has an invalid note.');
  });
});

describe('where a game was played and its note', () => {
  it('are kept on a played game’s row, and a tap from a screen opened before does not take them off', async () => {
    const db = freshDb();
    const { record, store } = await newStore(db);
    const later = (await db.sessions.get(record.id))!.updatedAt + 60_000;
    expect(await savePlayDetails(record.id, { location: ' Home ', note: 'Snow outside.' }, db, later)).toBe(true);
    expect((await db.sessions.get(record.id))!).toMatchObject({ location: 'Home', note: 'Snow outside.', updatedAt: later });
    // The store read the row before the details were kept: its next writes keep them all the same.
    await store.dispatch(adjust('p1', 30));
    await store.undo();
    expect((await db.sessions.get(record.id))!).toMatchObject({ location: 'Home', note: 'Snow outside.', lastSeq: 2 });
    expect(await savePlayDetails(record.id, { location: '', note: '' }, db)).toBe(true);
    const cleared = (await db.sessions.get(record.id))!;
    expect('location' in cleared || 'note' in cleared).toBe(false);
    expect(await isLoggedPlay(record.id, db)).toBe(false);
  });

  it('are not kept for a game that is gone', async () => {
    const db = freshDb();
    expect(await savePlayDetails('nope', { location: 'x', note: '' }, db)).toBe(false);
  });
});
