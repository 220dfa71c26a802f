// An entry of a version this code does not know (a backup or a log written by a newer version of
// the app) is refused wherever a log is read, in every game, with words that name the game, the
// event and its version; nothing is stored. Older versions keep replaying (legacy-replay.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameKind } from '$lib/core/types';
import { versionProblem } from '$lib/core/versions';
import { importBackup, parseBackup, type BackupFile } from '$lib/db/backup';
import { SessionStore, UnreadableLogError } from '$lib/db/session-store';
import { gameInfo } from '$lib/games/catalog';
import { loadGame } from '$lib/games/registry';
import { freshDb } from '../helpers';

const FILE = JSON.parse(readFileSync('tests/fixtures/full-games-v1.json', 'utf8')) as BackupFile;
const KINDS: GameKind[] = ['disrupt', 'logo-billionaire', 'it-startup'];

/** The index of the last entry of the game's own (not a clock, tool or undo mark). */
function lastGameEntry(kind: GameKind): { session: number; index: number; type: string } {
  const session = FILE.sessions.findIndex((s) => s.session.kind === kind);
  const events = FILE.sessions[session].events;
  for (let index = events.length - 1; index >= 0; index--) {
    const { type } = events[index].event;
    if (!/^(clock|tool|history)\./.test(type)) return { session, index, type };
  }
  throw new Error(`no game entry in ${kind}`);
}

function withVersion(kind: GameKind, v: number): BackupFile {
  const file = structuredClone(FILE);
  const { session, index } = lastGameEntry(kind);
  file.sessions[session].events[index].event.v = v;
  return file;
}

describe.each(KINDS)('%s: an entry of an unknown version', (kind) => {
  const { type } = lastGameEntry(kind);
  const name = gameInfo(kind).name;

  it('the game declares the versions of every event it has written', async () => {
    const def = await loadGame(kind);
    expect(def.versions, `${kind} declares no versions`).toBeDefined();
    for (const s of FILE.sessions.filter((s) => s.session.kind === kind)) {
      for (const { event } of s.events) expect(versionProblem(def, event), `${event.type} v${event.v}`).toBeNull();
    }
  });

  it('is refused on import, naming the game, the event and its version, and nothing is stored', async () => {
    const db = freshDb();
    const parsed = await parseBackup(JSON.stringify(withVersion(kind, 99)));
    expect(parsed.ok).toBe(false);
    const reason = parsed.ok ? '' : parsed.reason;
    expect(reason).toContain(name);
    expect(reason).toContain(`“${type}”`);
    expect(reason).toContain('version 99');
    expect(await db.sessions.count()).toBe(0);
    expect(await db.events.count()).toBe(0);
  });

  it('is refused on open, with the same words, and the stored game is left as it was', async () => {
    const db = freshDb();
    const parsed = await parseBackup(JSON.stringify({ ...FILE, sessions: FILE.sessions.filter((s) => s.session.kind === kind) }));
    if (!parsed.ok) throw new Error(parsed.reason);
    await importBackup(parsed.backup, 'skip', db);
    const id = parsed.backup.checked[0].session.id;
    const { index } = lastGameEntry(kind);
    const seq = index + 1;
    // As a newer version of the app would have left it: the entry rewritten, no snapshot after it.
    const row = (await db.events.where({ sessionId: id, seq }).first())!;
    await db.events.put({ ...row, event: { ...row.event, v: 99 } });
    await db.snapshots
      .where('sessionId')
      .equals(id)
      .filter((s) => s.seq >= seq)
      .delete();
    const before = { session: await db.sessions.get(id), events: await db.events.count(), snapshots: await db.snapshots.count() };
    const def = await loadGame(kind);
    const opened = SessionStore.open(id, def, db);
    await expect(opened).rejects.toBeInstanceOf(UnreadableLogError);
    await expect(opened).rejects.toThrow(new RegExp(`${name}.*“${type.replace('.', '\\.')}”.*version 99`));
    expect({ session: await db.sessions.get(id), events: await db.events.count(), snapshots: await db.snapshots.count() }).toEqual(before);
  });
});

describe('versionProblem', () => {
  const def = { name: 'Test', versions: { 'x.done': [1, 2] } };
  it('reads the versions a game declares, and the core’s own entries', () => {
    expect(versionProblem(def, { type: 'x.done', v: 2 })).toBeNull();
    expect(versionProblem(def, { type: 'clock.paused', v: 1 })).toBeNull();
    expect(versionProblem(def, { type: 'x.done', v: 3 })).toMatch(/“x\.done” entry of version 3.*reads versions 1 and 2/);
    expect(versionProblem(def, { type: 'clock.paused', v: 2 })).toMatch(/version 2.*reads version 1/);
    expect(versionProblem(def, { type: 'y.new', v: 1 })).toMatch(/does not know \(“y\.new”\)/);
  });
});
