// Logs written before hire v3, the `by` field and knowledge transfer v2 replay exactly as they did:
// the log of tests/unit/games/it-startup-old-log.ts (every event type in each of its old versions,
// take-backs included) is replayed, as a fold and as an imported backup opened by the real
// SessionStore, and every state is compared with the one the app made before those changes
// (it-startup-old-log.json, written once by that app: WRITE_OLD_LOG=1 writes it again, which only
// an intended change of meaning may do).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, historyLines, initialSessionState } from '$lib/core/log';
import type { GameDefinition } from '$lib/core/types';
import { BACKUP_FORMAT, BACKUP_VERSION, importBackup, parseBackup } from '$lib/db/backup';
import { readTail } from '$lib/db/log-reader';
import { SessionStore } from '$lib/db/session-store';
import type { BoardroomDb } from '$lib/db/schema';
import { itStartup } from '$lib/games/it-startup/game';
import type { ItState } from '$lib/games/it-startup/state';
import { freshDb } from '../helpers';
import { comparable, OLD_OPTIONS, OLD_PLAYERS, OLD_START as START, oldLogEntries } from './it-startup-old-log';

const FIXTURE = 'tests/unit/games/it-startup-old-log.json';
const def = itStartup as unknown as GameDefinition;
const config = { kind: 'it-startup' as const, players: OLD_PLAYERS, options: OLD_OPTIONS };

const entries = oldLogEntries();

const readAll = (db: BoardroomDb) => readTail(db, 'old-log', 0);

function replay() {
  const states: unknown[] = [];
  const base = { state: initialSessionState(def, { ...config }, START), cursor: EMPTY_CURSOR };
  const result = fold(def, base, entries, OLD_PLAYERS, (_seq, s) => states.push(comparable(s.game as ItState)));
  return { result, states };
}

describe('IT Startup logs from before hire v3', () => {
  it('replay to the same states, entry by entry, as they did', () => {
    const { result, states } = replay();
    expect(result.refused).toEqual([]);
    if (process.env.WRITE_OLD_LOG) writeFileSync(FIXTURE, `${JSON.stringify({ states }, null, 0)}\n`);
    expect(existsSync(FIXTURE), `${FIXTURE} is missing`).toBe(true);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { states: unknown[] };
    expect(states.length).toBe(recorded.states.length);
    for (const [i, state] of states.entries()) expect(state, `after entry ${i + 1} (${entries[i].event.type})`).toEqual(recorded.states[i]);
  });

  it('a backup of that log imports, and the real SessionStore opens it to the same state', async () => {
    const db = freshDb();
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { states: unknown[] };
    const file = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(START).toISOString(),
      sessions: [
        {
          session: {
            id: 'old-log',
            kind: 'it-startup',
            players: OLD_PLAYERS,
            options: OLD_OPTIONS,
            createdAt: START,
            updatedAt: START + entries.length * 5000,
            lastSeq: entries.length,
            status: 'active',
            summary: ''
          },
          events: entries.map(({ seq, at, event }) => ({ seq, at, event }))
        }
      ]
    };
    const parsed = await parseBackup(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    await importBackup(parsed.backup, 'skip', db);
    const store = (await SessionStore.open('old-log', def, db))!;
    expect(store.refused).toEqual([]);
    expect(comparable(store.state.game as ItState)).toEqual(recorded.states[recorded.states.length - 1]);
    // Every entry still reads as a history line (none refused on the way).
    const lines = historyLines(def, initialSessionState(def, store.record, store.record.createdAt), await readAll(db), OLD_PLAYERS);
    expect(lines.filter((l) => l.kind !== 'clock').length).toBe(entries.filter((e) => !e.event.type.startsWith('history.')).length);
  });
});
