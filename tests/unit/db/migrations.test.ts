/**
 * Every released schema version has a fixture: a database written by that version's code and
 * checked in (tests/fixtures/db-vN.json, raw IndexedDB stores and rows). Each must open in the
 * current code with every session, event and snapshot intact. A version without a fixture fails.
 *
 * To write the fixture of the current version (only when releasing a new schema version):
 *   WRITE_DB_FIXTURE=1 npx vitest run tests/unit/db/migrations.test.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '$lib/db/session-store';
import { BoardroomDb, SCHEMA_VERSIONS } from '$lib/db/schema';
import { useDatabase } from '$lib/db/database';
import { loadGame } from '$lib/games/registry';
import { adjust, ANA, BEN, CAI, dieRoll, pay } from '../helpers';
import { createSession } from '$lib/db/sessions';
import type { GameKind } from '$lib/core/types';

interface RawStore {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
  rows: unknown[];
}
interface Fixture {
  schemaVersion: number;
  idbVersion: number;
  stores: RawStore[];
  /** What the sessions must show when opened: state per session id. */
  expected: Record<string, unknown>;
}

const fixturePath = (v: number) => `tests/fixtures/db-v${v}.json`;
const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));

async function dumpRaw(name: string): Promise<{ idbVersion: number; stores: RawStore[] }> {
  const db = await req(indexedDB.open(name));
  const stores: RawStore[] = [];
  const tx = db.transaction([...db.objectStoreNames], 'readonly');
  for (const storeName of db.objectStoreNames) {
    const store = tx.objectStore(storeName);
    stores.push({
      name: storeName,
      keyPath: store.keyPath as string | string[] | null,
      autoIncrement: store.autoIncrement,
      indexes: [...store.indexNames].map((n) => {
        const i = store.index(n);
        return { name: n, keyPath: i.keyPath as string | string[], unique: i.unique, multiEntry: i.multiEntry };
      }),
      rows: await req(store.getAll())
    });
  }
  const idbVersion = db.version;
  db.close();
  return { idbVersion, stores };
}

async function loadRaw(name: string, fixture: Fixture): Promise<void> {
  const open = indexedDB.open(name, fixture.idbVersion);
  open.onupgradeneeded = () => {
    for (const s of fixture.stores) {
      const store = open.result.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
      for (const i of s.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
    }
  };
  const db = await req(open);
  const tx = db.transaction(
    fixture.stores.map((s) => s.name),
    'readwrite'
  );
  for (const s of fixture.stores) for (const row of s.rows) tx.objectStore(s.name).put(row);
  await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = () => rej(tx.error))));
  db.close();
}

async function writeCurrentFixture(): Promise<void> {
  const name = `fixture-${Date.now()}`;
  const db = new BoardroomDb(name);
  useDatabase(db);
  const expected: Record<string, unknown> = {};
  const kinds: GameKind[] = ['disrupt', 'logo-billionaire', 'it-startup'];
  for (const [k, kind] of kinds.entries()) {
    const def = await loadGame(kind);
    const options = kind === 'disrupt' ? { roles: ['startupper', 'bpo', 'leader'] } : kind === 'it-startup' ? { startingResources: 4 } : {};
    const record = await createSession(def, { kind, players: [ANA, BEN, CAI], options }, db);
    const store = (await SessionStore.open(record.id, def, db))!;
    // Long enough to have snapshots, with undo, redo, a batch and a chance result.
    const roleOf: Record<string, string> = { p1: 'startupper', p2: 'bpo', p3: 'leader' };
    const gain = (player: string, amount: number) =>
      kind === 'it-startup'
        ? { type: 'its.resources-gained', v: 1, player, amount }
        : kind === 'disrupt'
          ? { type: 'disrupt.money-adjusted', v: 1, role: roleOf[player], amount }
          : adjust(player, amount);
    const check = (result: { ok: boolean; reason?: string }) => {
      if (!result.ok) throw new Error(result.reason);
    };
    for (let i = 0; i < 60 + k * 7; i++) check(await store.dispatch(gain(`p${(i % 3) + 1}`, (i % 5) + 1)));
    check(
      await store.dispatch(
        kind === 'it-startup'
          ? { type: 'its.resources-paid', v: 1, player: 'p1', amount: 3 }
          : kind === 'disrupt'
            ? { type: 'disrupt.money-paid', v: 1, from: 'leader', to: 'startupper', amount: 3 }
            : pay('p1', 'p2', 3)
      )
    );
    check(await store.dispatch([gain('p1', 2), gain('p3', 2)]));
    check(await store.undo());
    check(await store.undo());
    check(await store.redo());
    check(await store.dispatch(dieRoll(3)));
    const next = { 'logo-billionaire': 'lb.turn-ended', 'it-startup': 'its.turn-ended', disrupt: 'disrupt.phase-advanced' }[kind];
    check(await store.dispatch({ type: next, v: 1 }));
    expected[record.id] = store.state.game;
  }
  db.close();
  const version = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1];
  const raw = await dumpRaw(name);
  const fixture: Fixture = { schemaVersion: version, ...raw, expected };
  writeFileSync(fixturePath(version), JSON.stringify(fixture, null, 1) + '\n');
}

describe('schema migrations', () => {
  it.runIf(process.env.WRITE_DB_FIXTURE)('writes the fixture of the current schema version', writeCurrentFixture);

  it.each(SCHEMA_VERSIONS.map((v) => [v]))('version %i has a checked-in fixture', (version) => {
    expect(existsSync(fixturePath(version)), `${fixturePath(version)} is missing: write it with WRITE_DB_FIXTURE=1`).toBe(true);
  });

  it.each(SCHEMA_VERSIONS.map((v) => [v]))(
    'a database written by version %i opens with every session, event and snapshot intact',
    async (version) => {
      const fixture = JSON.parse(readFileSync(fixturePath(version), 'utf8')) as Fixture;
      const name = `migrate-${version}-${Date.now()}`;
      await loadRaw(name, fixture);
      const db = new BoardroomDb(name);
      useDatabase(db);
      await db.open();
      const rowsOf = (table: string) => fixture.stores.find((s) => s.name === table)!.rows;
      expect(await db.sessions.count()).toBe(rowsOf('sessions').length);
      expect(await db.events.count()).toBe(rowsOf('events').length);
      expect(await db.snapshots.count()).toBe(rowsOf('snapshots').length);
      expect(rowsOf('snapshots').length).toBeGreaterThan(0);
      const kinds = new Set<string>();
      for (const row of rowsOf('sessions') as { id: string; kind: GameKind }[]) {
        kinds.add(row.kind);
        const store = await SessionStore.open(row.id, await loadGame(row.kind), db);
        expect(store, `session ${row.id} opens`).not.toBeNull();
        expect(store!.refused).toEqual([]);
        // Every figure the old version computed is the same; a game may have added fields to its state since (stateVersion).
        expect(store!.state.game).toMatchObject(fixture.expected[row.id] as object);
      }
      expect(kinds).toEqual(new Set(['disrupt', 'logo-billionaire', 'it-startup']));
      db.close();
    }
  );
});
