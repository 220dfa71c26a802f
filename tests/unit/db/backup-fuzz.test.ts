/**
 * 500 seeded random mutations of valid backups: each one either imports completely and
 * consistently or is refused with a message and no change at all. The counts are printed.
 */
import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '$lib/core/random';
import { exportBackup, importBackup, parseBackup } from '$lib/db/backup';
import type { BoardroomDb } from '$lib/db/schema';
import { SessionStore } from '$lib/db/session-store';
import { loadGame } from '$lib/games/registry';
import { adjust, dieRoll, freshDb, newStore, pay } from '../helpers';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside `value`. */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const k of Object.keys(value)) paths(value[k], [...prefix, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key as string], root);
  (parent as Record<string, Json>)[path[path.length - 1] as string] = next;
  return root;
}

const MUTATIONS = [
  'truncate',
  'wrong-type',
  'huge-number',
  'deep-nesting',
  'unknown-version',
  'duplicate-id',
  'proto-key',
  'six-megabytes',
  'negative',
  'fraction',
  'drop-key',
  'swap-events'
] as const;

function mutate(file: Json, rng: Rng): { text: string; kind: (typeof MUTATIONS)[number] } {
  const kind = MUTATIONS[rng(MUTATIONS.length)];
  const copy = JSON.parse(JSON.stringify(file)) as Json;
  const all = paths(copy).filter((p) => p.length > 0);
  const pick = () => all[rng(all.length)];
  const f = copy as { version: number; sessions: Json[] };
  switch (kind) {
    case 'truncate': {
      const text = JSON.stringify(copy);
      return { kind, text: text.slice(0, rng(text.length)) };
    }
    case 'wrong-type':
      setAt(copy, pick(), [true, 'x', 7, null, [], {}][rng(6)] as Json);
      break;
    case 'huge-number':
      setAt(copy, pick(), [1e300, 2 ** 60, -1e21, 1e10][rng(4)]);
      break;
    case 'deep-nesting': {
      let deep: Json = 1;
      for (let i = 0; i < 30 + rng(40); i++) deep = [deep];
      setAt(copy, pick(), deep);
      break;
    }
    case 'unknown-version':
      f.version = [0, 2, 99, -1][rng(4)];
      break;
    case 'duplicate-id':
      f.sessions.push(JSON.parse(JSON.stringify(f.sessions[rng(f.sessions.length)])));
      break;
    case 'proto-key': {
      const text = JSON.stringify(copy);
      const at = text.indexOf('{', rng(text.length));
      if (at < 0) return { kind, text: `{"__proto__":{"x":1},${text.slice(1)}` };
      return { kind, text: `${text.slice(0, at + 1)}"${['__proto__', 'constructor', 'prototype'][rng(3)]}":{"x":1},${text.slice(at + 1)}` };
    }
    case 'six-megabytes':
      return { kind, text: JSON.stringify({ ...(copy as object), padding: 'x'.repeat(6 * 1024 * 1024) }) };
    case 'negative':
      setAt(copy, pick(), -1 - rng(100));
      break;
    case 'fraction':
      setAt(copy, pick(), rng(100) + 0.5);
      break;
    case 'drop-key': {
      const p = pick();
      const parent = p.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key as string], copy);
      if (Array.isArray(parent)) parent.splice(p[p.length - 1] as number, 1);
      else delete (parent as Record<string, Json>)[p[p.length - 1] as string];
      break;
    }
    case 'swap-events': {
      const s = f.sessions[rng(f.sessions.length)] as { events: Json[] };
      const i = rng(s.events.length);
      const j = rng(s.events.length);
      [s.events[i], s.events[j]] = [s.events[j], s.events[i]];
      break;
    }
  }
  return { kind, text: JSON.stringify(copy) };
}

async function snapshotOf(db: BoardroomDb) {
  return {
    sessions: await db.sessions.toArray(),
    events: await db.events.toArray(),
    snapshots: await db.snapshots.toArray()
  };
}

describe('backup import fuzz', () => {
  it('500 seeded mutations: each imports completely and consistently, or is refused with a message and no change', async () => {
    const source = freshDb();
    for (let s = 0; s < 2; s++) {
      const { store } = await newStore(source);
      for (let i = 0; i < 12; i++) await store.dispatch(adjust(i % 2 ? 'p1' : 'p2', i + 1));
      await store.dispatch(pay('p1', 'p2', 3));
      await store.undo();
      await store.dispatch(dieRoll(2));
      await store.dispatch({ type: 'lb.turn-ended', v: 1 });
    }
    const valid = JSON.parse(JSON.stringify(await exportBackup(undefined, source))) as Json;
    const rng = seededRng('backup-fuzz');
    const counts = { imported: 0, refused: 0, byKind: {} as Record<string, { imported: number; refused: number }> };
    for (let n = 0; n < 500; n++) {
      const { text, kind } = mutate(valid, rng);
      const db = freshDb();
      const { store } = await newStore(db);
      await store.dispatch(adjust('p1', 1));
      const before = await snapshotOf(db);
      const parsed = await parseBackup(text);
      const tally = (counts.byKind[kind] ??= { imported: 0, refused: 0 });
      if (!parsed.ok) {
        expect(parsed.reason.length, kind).toBeGreaterThan(10);
        expect(await snapshotOf(db), kind).toEqual(before);
        counts.refused++;
        tally.refused++;
        continue;
      }
      const outcome = await importBackup(parsed.backup, 'copy', db);
      expect(outcome.imported + outcome.copied + outcome.skipped).toBe(parsed.backup.checked.length);
      // Consistent: every imported session opens, with no refused event, and its log is whole.
      for (const record of await db.sessions.toArray()) {
        const opened = await SessionStore.open(record.id, await loadGame(record.kind), db);
        expect(opened, kind).not.toBeNull();
        expect(opened!.refused, kind).toEqual([]);
        const seqs = (await db.events.where('[sessionId+seq]').between([record.id, 0], [record.id, Infinity]).toArray()).map((e) => e.seq);
        expect(seqs, kind).toEqual(Array.from({ length: record.lastSeq }, (_, i) => i + 1));
      }
      counts.imported++;
      tally.imported++;
    }
    expect(counts.imported + counts.refused).toBe(500);
    expect(counts.refused).toBeGreaterThan(0);
    console.log(`backup fuzz: ${counts.imported} imported, ${counts.refused} refused`, JSON.stringify(counts.byKind));
  }, 120_000);
});
