// A finished game's result on its session row (written with the row, taken off when the game is
// taken back, worked out again on import, filled in once for older rows), the records read from
// rows only, and renaming a remembered player.
import { describe, expect, it } from 'vitest';
import { buildRecords, type Person } from '$lib/core/player-records';
import { exportBackup, importBackup, parseBackup } from '$lib/db/backup';
import { readRecords, renamePlayer } from '$lib/db/records-data';
import { fillMissingResults } from '$lib/db/fill-results';
import { readGameForResult } from '$lib/db/result-data';
import { createSession } from '$lib/db/sessions';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import type { GameDefinition } from '$lib/core/types';
import { adjust, ANA, BEN, CAI, freshDb, newStore, nextTurn } from '../helpers';

const ORDER = ['disrupt', 'logo-billionaire', 'it-startup'] as const;

describe('the result on the session row', () => {
  it('is written with the finishing tap, taken off by its undo and put back by redo', async () => {
    const db = freshDb();
    const { record, store } = await newStore(db);
    await store.dispatch(adjust('p1', 30));
    await store.dispatch(nextTurn);
    expect((await db.sessions.get(record.id))!.result).toBeUndefined();
    await store.dispatch(adjust('p2', 960));
    const row = (await db.sessions.get(record.id))!;
    expect(row.status).toBe('finished');
    expect(row.result).toMatchObject({
      v: 1,
      unit: 'millions',
      played: { count: 2, word: 'turn' },
      standings: [
        { player: 'p2', figure: 1010, rank: 1, tied: false, winner: true },
        { player: 'p1', figure: 80, rank: 2, tied: false, winner: false }
      ]
    });
    await store.undo();
    const undone = (await db.sessions.get(record.id))!;
    expect(undone.status).toBe('active');
    expect('result' in undone).toBe(false);
    await store.redo();
    expect((await db.sessions.get(record.id))!.result?.standings[0].player).toBe('p2');
  });

  it('is worked out from the log on import, whatever the file says', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 950));
    const file = JSON.parse(JSON.stringify(await exportBackup(undefined, db)));
    expect(file.sessions[0].session.result.standings[0]).toMatchObject({ player: 'p1', figure: 1000 });
    // A file claiming another result: the log decides.
    file.sessions[0].session.result.standings[0].figure = 5;
    file.sessions[0].session.result.standings[0].player = 'p2';
    const parsed = await parseBackup(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await importBackup(parsed.backup, 'skip', target);
    const [row] = await target.sessions.toArray();
    expect(row.result!.standings[0]).toMatchObject({ player: 'p1', figure: 1000, winner: true });
    // A game not over carries none, even when the file has one.
    const ongoing = JSON.parse(JSON.stringify(file));
    ongoing.sessions[0].events = [];
    ongoing.sessions[0].session.lastSeq = 0;
    const parsedOngoing = await parseBackup(JSON.stringify(ongoing));
    if (!parsedOngoing.ok) throw new Error(parsedOngoing.reason);
    expect('result' in parsedOngoing.backup.checked[0].session).toBe(false);
  });
});

describe('records from rows', () => {
  it('reads finished rows only; rows written before results were kept get theirs once', async () => {
    const db = freshDb();
    const a = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await a.store.dispatch(adjust('p1', 950));
    const b = await newStore(db, 'logo-billionaire', [BEN, CAI]);
    await b.store.dispatch(adjust('p2', 950));
    await newStore(db, 'logo-billionaire', [ANA, CAI]);
    // As an older version wrote it: finished, without a result.
    await db.sessions.update(b.record.id, { result: undefined });
    const first = await readRecords(db);
    expect(first.rows.map((r) => r.id)).toEqual([a.record.id]);
    expect(first.missing).toEqual([b.record.id]);
    expect(await fillMissingResults(first.missing, db)).toBe(1);
    const second = await readRecords(db);
    expect(second.missing).toEqual([]);
    const records = buildRecords(second.rows, second.people, ORDER);
    expect(records.map((r) => [r.name, r.played, r.won]).sort()).toEqual([
      ['Ana', 1, 1],
      ['Ben', 2, 1],
      ['Cai', 1, 0]
    ]);
    // Done once: nothing left to fill.
    expect(await fillMissingResults([b.record.id], db)).toBe(0);
  });

  it('a deleted game is not in the records', async () => {
    const db = freshDb();
    const a = await newStore(db);
    await a.store.dispatch(adjust('p1', 950));
    await db.sessions.update(a.record.id, { deletedAt: Date.now() });
    expect((await readRecords(db)).rows).toEqual([]);
    expect(await readGameForResult(a.record.id, db)).toBeNull();
  });
});

describe('renaming a remembered player', () => {
  it('keeps the record together, survives the next game under the new name, and keeps the stable id', async () => {
    const db = freshDb();
    const a = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await a.store.dispatch(adjust('p2', 950));
    expect(await renamePlayer('ben', 'Benjamin', Date.now() + 1, db)).toBeNull();
    const names = await db.names.toArray();
    expect(names.map((n) => n.key).sort()).toEqual(['ana', 'benjamin']);
    // A new game with the new name keeps what the rename stored.
    const def = logoBillionaire as unknown as GameDefinition;
    await createSession(def, { kind: 'logo-billionaire', players: [{ ...BEN, name: 'Benjamin' }, CAI], options: {} }, db);
    const kept = (await db.names.get('benjamin'))! as Person;
    expect(kept.id).toBe('ben');
    expect(kept.formerly?.map((f) => f.key)).toEqual(['ben']);
    const { rows, people } = await readRecords(db);
    const records = buildRecords(rows, people, ORDER);
    expect(records.find((r) => r.key === 'benjamin')).toMatchObject({ name: 'Benjamin', id: 'ben', played: 1, won: 1 });
    expect(records.find((r) => r.key === 'ben')).toBeUndefined();
  });

  it('refuses a name that is not one, and changes nothing', async () => {
    const db = freshDb();
    await newStore(db, 'logo-billionaire', [ANA, BEN]);
    expect(await renamePlayer('ben', '   ', Date.now(), db)).toBe('Enter a name.');
    expect(await renamePlayer('ben', 'x'.repeat(30), Date.now(), db)).toMatch(/at most 24 characters/);
    expect((await db.names.toArray()).map((n) => n.key).sort()).toEqual(['ana', 'ben']);
  });
});
