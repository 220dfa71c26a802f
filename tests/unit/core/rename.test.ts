// Renaming a player mid-game: a core entry every game accepts before its own rules, with the
// setup's checks, undone and taken back like any change, said by History, and followed by the
// session row, the result, the records, a backup and a replay from the first entry.
import { describe, expect, it } from 'vitest';
import { buildRecords } from '$lib/core/player-records';
import { EMPTY_CURSOR, fold, historyLines, initialSessionState, playersOf } from '$lib/core/log';
import { NAME_MAX } from '$lib/core/players';
import { playerRenamed } from '$lib/core/rename';
import { isInvalid, type GameDefinition, type LogEntry } from '$lib/core/types';
import { versionProblem } from '$lib/core/versions';
import { exportBackup, importBackup, parseBackup } from '$lib/db/backup';
import { readRecords } from '$lib/db/records-data';
import { readGameForResult } from '$lib/db/result-data';
import { readTail } from '$lib/db/log-reader';
import { SessionStore } from '$lib/db/session-store';
import { disrupt } from '$lib/games/disrupt/game';
import { itStartup } from '$lib/games/it-startup/game';
import { gameTitle } from '$lib/games/catalog';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { resultView } from '$lib/state/result-view';
import { adjust, ANA, BEN, CAI, freshDb, newStore } from '../helpers';

const names = (store: SessionStore) => playersOf(store.state, store.record.players).map((p) => p.name);

describe('player.renamed', () => {
  it('is a core entry of version 1 that every game reads', () => {
    for (const def of [disrupt, itStartup, logoBillionaire] as unknown as GameDefinition[]) {
      expect(versionProblem(def, playerRenamed('p1', 'Ana'))).toBeNull();
      expect(versionProblem(def, { type: 'player.renamed', v: 2 })).toMatch(/version 2/);
    }
  });

  it('renames a player: the history says it, the row and the state follow, the set-up line-up stays', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await store.dispatch(adjust('p2', 10));
    const done = await store.dispatch(playerRenamed('p2', '  Bea  '));
    expect(done).toMatchObject({ ok: true, done: 'Ben is now called Bea.' });
    await store.dispatch(adjust('p2', 5));
    expect(names(store)).toEqual(['Ana', 'Bea']);
    expect(store.record.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(store.record.names).toEqual({ p2: 'Bea' });
    expect((await db.sessions.get(store.id))!.standing).toMatch(/Bea/);
    const lines = historyLines(
      logoBillionaire,
      initialSessionState(store.def, store.record, store.record.createdAt),
      await readTail(db, store.id, 0),
      store.record.players
    );
    // Newest first: every line names the player as they are called now; the rename says the old name.
    expect(lines.map((l) => l.text)).toEqual(['Bea got 5M', 'Ben is now called Bea', 'Bea got 10M']);
  });

  it('refuses what setup refuses, and a name that does not change', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    const refused = async (name: string) => {
      const result = await store.dispatch(playerRenamed('p2', name));
      return result.ok ? null : result.reason;
    };
    expect(await refused('x'.repeat(NAME_MAX + 1))).toBe(`A name has at most ${NAME_MAX} characters (this one has ${NAME_MAX + 1}).`);
    expect(await refused('   ')).toBe('Enter a name.');
    expect(await refused('ana')).toBe('“ana” is already playing; names must differ.');
    expect(await refused('Ben')).toBe('Ben is already called that.');
    expect((await store.dispatch(playerRenamed('p9', 'Zed'))).ok).toBe(false);
    expect(await refused('x'.repeat(NAME_MAX))).toBeNull();
    expect(store.seq).toBe(1);
  });

  it('is undone and redone, and a take-back that would clash with a later rename is refused', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await store.dispatch(playerRenamed('p1', 'Alex'));
    expect(names(store)).toEqual(['Alex', 'Ben']);
    await store.undo();
    expect(names(store)).toEqual(['Ana', 'Ben']);
    expect((await db.sessions.get(store.id))!.names).toBeUndefined();
    await store.redo();
    expect(names(store)).toEqual(['Alex', 'Ben']);
    // Ben takes the name Ana gave up: taking back Ana's rename would give two players one name.
    await store.dispatch(playerRenamed('p2', 'Ana'));
    const takeBack = await store.takeBack([1]);
    expect(takeBack.ok).toBe(false);
    expect(!takeBack.ok && takeBack.reason).toMatch(/“Ana” is already playing/);
    // A fresh open and a replay from the first entry agree.
    const reopened = (await SessionStore.open(store.id, store.def, db))!;
    expect(names(reopened)).toEqual(['Ana', 'Alex'].reverse());
    const replay = fold(
      store.def,
      { state: initialSessionState(store.def, store.record, store.record.createdAt), cursor: EMPTY_CURSOR },
      await readTail(db, store.id, 0),
      store.record.players
    );
    expect(replay.refused).toEqual([]);
    expect(replay.state).toEqual(store.state);
  });

  it('the result and the records name the player as renamed', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [
      { ...ANA, name: 'Player 1' },
      { ...BEN, name: 'Player 2' }
    ]);
    await store.dispatch(playerRenamed('p1', 'Ana'));
    await store.dispatch(adjust('p1', 950));
    expect(store.record.status).toBe('finished');
    const found = (await readGameForResult(store.id, db))!;
    const view = resultView(logoBillionaire, found)!;
    expect(view.headline).toBe('Ana won');
    expect(view.standings.map((s) => s.name)).toEqual(['Ana', 'Player 2']);
    expect(view.shareText).toMatch(/1st Ana/);
    const { rows, people } = await readRecords(db);
    expect(buildRecords(rows, people, ['logo-billionaire']).map((r) => r.name)).toContain('Ana');
  });

  it('a backup carries the rename: the imported row names the player as renamed', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN, CAI]);
    await store.dispatch(playerRenamed('p3', 'Cy'));
    const file = JSON.stringify(await exportBackup([store.id], db));
    const other = freshDb();
    const parsed = await parseBackup(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.backup.checked[0].session.names).toEqual({ p3: 'Cy' });
    await importBackup(parsed.backup, 'skip', other);
    const row = (await other.sessions.get(store.id))!;
    expect(row.names).toEqual({ p3: 'Cy' });
    // A file's own names are never trusted: the log says them.
    const forged = JSON.parse(file);
    forged.sessions[0].session.names = { p1: 'Mallory' };
    const reparsed = await parseBackup(JSON.stringify(forged));
    if (!reparsed.ok) throw new Error(reparsed.reason);
    expect(reparsed.backup.checked[0].session.names).toEqual({ p3: 'Cy' });
  });

  it('an entry naming nobody or with no name is refused by the fold, never guessed at', () => {
    const def = logoBillionaire as unknown as GameDefinition;
    const state = initialSessionState(def, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, 0);
    const entry = (event: Record<string, unknown>): LogEntry => ({
      sessionId: 's',
      seq: 1,
      at: 1,
      event: { type: 'player.renamed', v: 1, ...event }
    });
    const result = fold(def, { state, cursor: EMPTY_CURSOR }, [entry({ player: 'p1' }), entry({ player: 'p1', name: ' Al' })], [ANA, BEN]);
    expect(result.refused).toEqual([1, 1]);
    expect(isInvalid(result.state)).toBe(false);
  });
});

describe('a game named in a message or a label', () => {
  it('says the names given since set-up (the games list’s menu named the old one)', () => {
    const game = { kind: 'logo-billionaire' as const, players: [ANA, BEN], names: { [BEN.id]: 'Benji' } };
    expect(gameTitle(game)).toBe(`Logo Billionaire with ${ANA.name} and Benji`);
    expect(gameTitle({ ...game, names: undefined })).toBe(`Logo Billionaire with ${ANA.name} and ${BEN.name}`);
  });
});

describe('History after a rename', () => {
  it('heads a turn with the name as it stands: a rename mid-turn no longer splits the turn in two', () => {
    const def = itStartup as unknown as GameDefinition;
    const config = { kind: 'it-startup' as const, players: [ANA, BEN], options: { target: 200, startingResources: 20 } };
    const at = 1_000;
    const events = [
      { type: 'its.resources-gained', v: 1, player: 'p1', amount: 1 },
      playerRenamed('p1', 'Ann'),
      { type: 'its.resources-gained', v: 1, player: 'p1', amount: 2 }
    ];
    const entries: LogEntry[] = events.map((event, i) => ({ sessionId: 's', seq: i + 1, at: at + i, event }));
    const lines = historyLines(def, initialSessionState(def, config, at), entries, config.players);
    expect(lines.map((l) => l.period)).toEqual(["Ann's turn 1", "Ann's turn 1", "Ann's turn 1"]);
  });
});
