/**
 * Backup files: export sessions with their whole logs as versioned JSON, and import such a file.
 * An import is checked whole (size, shape, types, game rules by replaying every log) before a
 * single row is written, and then written in one transaction; it never overwrites a session.
 */
import {
  controlProblem,
  EMPTY_CURSOR,
  fold,
  playersOf,
  initialSessionState,
  isControl,
  snapshotSeqs,
  type Cursor,
  type SessionState
} from '$lib/core/log';
import { loggedRowProblem } from '$lib/core/logged-play';
import { LOCATION_MAX, NOTE_MAX } from '$lib/core/play-details';
import { playerListProblem } from '$lib/core/players';
import { resultSummary } from '$lib/core/results';
import { errorMessage } from '$lib/core/text';
import { firstUnreadable } from '$lib/core/versions';
import type { EnteredBy, GameDefinition, GameEvent, LogEntry, Player } from '$lib/core/types';
import { isGameKind } from '$lib/games/catalog';
import { loadGame } from '$lib/games/registry';
import { getDb } from './database';
import { SNAPSHOT_EVERY, SNAPSHOT_FORMAT } from './session-store';
import type { BoardroomDb, SessionRecord, SnapshotRecord } from './schema';
import { newId, rememberPlayers } from './sessions';

export const BACKUP_FORMAT = 'boardroom-backup';
export const BACKUP_VERSION = 1;
export const MAX_BACKUP_BYTES = 5 * 1024 * 1024;
const MAX_DEPTH = 24;
const MAX_SESSIONS = 500;
const MAX_EVENTS_PER_SESSION = 200_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface BackupSession {
  session: Omit<SessionRecord, 'deletedAt' | 'backedUpAt'>;
  /** `by`: who entered the entry at a live table (a shared game goes into a backup as an ordinary one, its authors kept). */
  events: { seq: number; at: number; gesture?: number; event: GameEvent; by?: EnteredBy }[];
}

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  sessions: BackupSession[];
}

/** Thrown (and caught by `parseBackup`) with a sentence that says what is wrong with the file. */
class BackupProblem extends Error {}

export async function exportBackup(sessionIds?: readonly string[], db: BoardroomDb = getDb()): Promise<BackupFile> {
  return db.transaction('r', db.sessions, db.events, async () => {
    const records = sessionIds
      ? (await db.sessions.bulkGet([...sessionIds])).filter((r): r is SessionRecord => !!r)
      : await db.sessions.orderBy('updatedAt').reverse().toArray();
    const sessions: BackupSession[] = [];
    for (const record of records.filter((r) => !r.deletedAt)) {
      // A live game goes in as an ordinary one: its table link (the table's secret, this phone's device
      // id) stays on this phone, or a restored copy would write to the table as this same device.
      const { deletedAt: _deleted, backedUpAt: _backedUp, live: _live, ...session } = record;
      const entries = await db.events.where('[sessionId+seq]').between([record.id, -Infinity], [record.id, Infinity]).toArray();
      const host = record.live?.host;
      sessions.push({
        session,
        events: entries.map(({ seq, at, gesture, event, live, by }) => ({
          seq,
          at,
          ...(gesture === undefined ? {} : { gesture }),
          event,
          ...(live ? { by: { seat: live.seat, host: live.device === host } } : by ? { by } : {})
        }))
      });
    }
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString(), sessions };
  });
}

export function backupFileName(file: BackupFile, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  if (file.sessions.length === 1) return `boardroom-${file.sessions[0].session.kind}-${day}.json`;
  return `boardroom-backup-${day}.json`;
}

function checkDepthAndKeys(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH) throw new BackupProblem(`The file is nested more than ${MAX_DEPTH} levels deep.`);
  if (Array.isArray(value)) for (const item of value) checkDepthAndKeys(item, depth + 1);
  else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new BackupProblem(`The file contains a forbidden key “${key}”.`);
      checkDepthAndKeys((value as Record<string, unknown>)[key], depth + 1);
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 8.64e15;
const isId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);

function checkSession(raw: unknown, index: number): BackupSession {
  const where = `Session ${index + 1}`;
  if (!isObject(raw) || !isObject(raw.session) || !Array.isArray(raw.events))
    throw new BackupProblem(`${where} is not a session with events.`);
  const s = raw.session;
  if (!isId(s.id)) throw new BackupProblem(`${where} has no valid id.`);
  if (!isGameKind(s.kind)) throw new BackupProblem(`${where} is of an unknown game “${String(s.kind).slice(0, 40)}”.`);
  const playersProblem = playerListProblem(s.players);
  if (playersProblem) throw new BackupProblem(`${where}: ${playersProblem}.`);
  if (!isObject(s.options)) throw new BackupProblem(`${where} has no setup options.`);
  if (!isTime(s.createdAt) || !isTime(s.updatedAt)) throw new BackupProblem(`${where} has an invalid date.`);
  if (s.status !== 'active' && s.status !== 'finished') throw new BackupProblem(`${where} has an unknown status.`);
  if (typeof s.summary !== 'string' || s.summary.length > 200) throw new BackupProblem(`${where} has an invalid summary.`);
  // Written by newer versions; the standing is worked out again from the log below, a copy mark is kept.
  if (s.standing !== undefined && (typeof s.standing !== 'string' || s.standing.length > 2000))
    throw new BackupProblem(`${where} has an invalid standing.`);
  if (s.copyOf !== undefined && !isId(s.copyOf)) throw new BackupProblem(`${where} is marked as a copy of an invalid id.`);
  for (const [key, max] of [
    ['location', LOCATION_MAX],
    ['note', NOTE_MAX]
  ] as const)
    if (s[key] !== undefined && (typeof s[key] !== 'string' || s[key].length > max))
      throw new BackupProblem(`${where} has an invalid ${key}.`);
  if (raw.events.length > MAX_EVENTS_PER_SESSION) throw new BackupProblem(`${where} has too many events.`);
  if (s.lastSeq !== raw.events.length)
    throw new BackupProblem(`${where} says it has ${String(s.lastSeq)} events but holds ${raw.events.length}.`);
  const events = raw.events.map((e, i) => {
    const at = `${where}, event ${i + 1}`;
    if (!isObject(e) || !isObject(e.event)) throw new BackupProblem(`${at} is not an event.`);
    if (e.seq !== i + 1) throw new BackupProblem(`${at} is out of order (numbered ${String(e.seq)}).`);
    if (!isTime(e.at)) throw new BackupProblem(`${at} has an invalid time.`);
    if (e.gesture !== undefined && !(Number.isInteger(e.gesture) && (e.gesture as number) >= 1 && (e.gesture as number) <= i + 1))
      throw new BackupProblem(`${at} belongs to an unknown gesture.`);
    const ev = e.event;
    if (typeof ev.type !== 'string' || ev.type.length < 1 || ev.type.length > 64) throw new BackupProblem(`${at} has no type.`);
    if (!Number.isInteger(ev.v) || (ev.v as number) < 1 || (ev.v as number) > 100) throw new BackupProblem(`${at} has no valid version.`);
    if (e.by !== undefined && !(isObject(e.by) && (e.by.seat === null || isId(e.by.seat)) && typeof e.by.host === 'boolean'))
      throw new BackupProblem(`${at} names who entered it in a way this app does not read.`);
    const by = isObject(e.by) ? { by: { seat: e.by.seat as string | null, host: e.by.host as boolean } } : {};
    return { seq: i + 1, at: e.at, ...(e.gesture === undefined ? {} : { gesture: e.gesture as number }), event: ev as GameEvent, ...by };
  });
  return { session: { ...(s as unknown as BackupSession['session']), lastSeq: events.length }, events };
}

/** Replays a session's log with its game's rules: the state and cursor, or the problem. */
function replayChecked(def: GameDefinition, b: BackupSession, where: string) {
  const session = b.session;
  let base;
  try {
    base = { state: initialSessionState(def, session, session.createdAt), cursor: EMPTY_CURSOR };
  } catch (error) {
    throw new BackupProblem(`${where}: its setup is not valid (${(error as Error).message}).`);
  }
  const entries: LogEntry[] = b.events.map((e) => ({ sessionId: session.id, ...e }));
  // An entry of a version this app cannot read (a backup from a newer version) is named, and the
  // whole file refused: nothing is stored.
  const unreadable = firstUnreadable(
    def,
    b.events.map((e) => e.event)
  );
  if (unreadable) throw new BackupProblem(`${where}, event ${unreadable.index + 1}: ${unreadable.reason}`);
  // Each undo or redo mark must name one whole undoable gesture, active for an undo and taken back
  // for a redo, as the app writes them; that no later entry breaks is checked by the replay below.
  for (const [i, entry] of entries.entries()) {
    if (!isControl(entry.event)) continue;
    const problem = controlProblem(def, entries.slice(0, i), entry.event);
    if (problem)
      throw new BackupProblem(`${where}, event ${entry.seq}: an undo or redo that does not match the log (${problem.replace(/\.$/, '')}).`);
  }
  // Snapshots along the way, as play here would have left them: a restored game opens and takes
  // back an entry far back as fast as one played on this phone.
  const at = snapshotSeqs(entries, SNAPSHOT_EVERY);
  const midway: { seq: number; state: SessionState; cursor: Cursor }[] = [];
  const result = fold(def, base, entries, session.players as Player[], (seq, state, cursor) => {
    if (at.has(seq) && seq < entries.length) midway.push({ seq, state, cursor });
  });
  if (result.refused.length) {
    throw new BackupProblem(`${where}, event ${result.refused[0]}: the game's rules refuse it.`);
  }
  return { entries, state: result.state, cursor: result.cursor, midway };
}

export interface ParsedBackup {
  file: BackupFile;
  /** Each session with its log and its snapshots, the last one (after the last entry) included. */
  checked: { session: BackupSession['session']; entries: LogEntry[]; snapshots: Omit<SnapshotRecord, 'sessionId'>[] }[];
}

export type ParseResult = { ok: true; backup: ParsedBackup } | { ok: false; reason: string };

/** Checks a whole file; nothing is written. */
export async function parseBackup(text: string): Promise<ParseResult> {
  try {
    if (new TextEncoder().encode(text).length > MAX_BACKUP_BYTES) throw new BackupProblem('The file is larger than 5 MB.');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new BackupProblem('The file is not valid JSON (it may be cut short).');
    }
    checkDepthAndKeys(data, 0);
    if (!isObject(data) || data.format !== BACKUP_FORMAT) throw new BackupProblem('This is not a Boardroom backup file.');
    if (data.version !== BACKUP_VERSION)
      throw new BackupProblem(`This backup is of version ${String(data.version).slice(0, 20)}; this app reads version ${BACKUP_VERSION}.`);
    if (!Array.isArray(data.sessions)) throw new BackupProblem('The file lists no sessions.');
    if (data.sessions.length > MAX_SESSIONS) throw new BackupProblem(`The file has more than ${MAX_SESSIONS} sessions.`);
    const sessions = data.sessions.map(checkSession);
    const ids = new Set<string>();
    for (const s of sessions) {
      if (ids.has(s.session.id)) throw new BackupProblem(`The session id ${s.session.id} appears twice in the file.`);
      ids.add(s.session.id);
    }
    const checked: ParsedBackup['checked'] = [];
    for (const [i, s] of sessions.entries()) {
      if (s.session.logged !== undefined) {
        // Logged after it was played: no log to replay, so its result is checked and kept as it is.
        const problem = loggedRowProblem(s.session, s.events.length);
        if (problem) throw new BackupProblem(`Session ${i + 1}: ${problem}.`);
        checked.push({ session: s.session, entries: [], snapshots: [] });
        continue;
      }
      const def = await loadGame(s.session.kind);
      const { entries, state, cursor, midway } = replayChecked(def, s, `Session ${i + 1}`);
      const lastSeq = entries.length;
      // The result is worked out again from the log too: a file's own is never trusted. A backup
      // mark belongs to the phone that made it: this one sets its own on import.
      // So are the names given mid-game: the log says them.
      const { result: _fromFile, backedUpAt: _theirs, names: _namedInFile, ...session } = s.session as SessionRecord;
      const result = resultSummary(def, state, s.session.players);
      checked.push({
        session: {
          ...session,
          status: def.isFinished(state.game) ? 'finished' : 'active',
          summary: def.summary(state.game),
          standing: def.standing(state.game, playersOf(state, s.session.players)),
          ...(result ? { result } : {}),
          ...(state.names ? { names: state.names } : {})
        },
        entries,
        snapshots: (lastSeq ? [...midway, { seq: lastSeq, state, cursor }] : []).map((point) => ({
          ...point,
          stateVersion: def.stateVersion,
          format: SNAPSHOT_FORMAT,
          // An imported log has no refused entry (checked above).
          refused: []
        }))
      });
    }
    return {
      ok: true,
      backup: { file: { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: String(data.exportedAt ?? ''), sessions }, checked }
    };
  } catch (error) {
    if (error instanceof BackupProblem) return { ok: false, reason: error.message };
    return { ok: false, reason: `The file could not be read (${errorMessage(error)}).` };
  }
}

export async function existingIds(ids: readonly string[], db: BoardroomDb = getDb()): Promise<string[]> {
  const found = await db.sessions.bulkGet([...ids]);
  return found.filter((r): r is SessionRecord => !!r).map((r) => r.id);
}

/** A game named for a message: its kind, its players, when it was last played. */
export type GameRef = Pick<SessionRecord, 'id' | 'kind' | 'players' | 'updatedAt'>;

export interface ImportOutcome {
  imported: number;
  copied: number;
  skipped: number;
  /** The games behind each count, in the file's order (a copy under its new id). */
  games: { imported: GameRef[]; copied: GameRef[]; skipped: GameRef[] };
}

const refOf = (s: GameRef): GameRef => ({ id: s.id, kind: s.kind, players: s.players, updatedAt: s.updatedAt });

/** A game of a file whose id is already stored here, with what tells the two copies apart. */
export interface Conflict extends GameRef {
  /** The file's copy: how many entries its log has (its last change is `updatedAt`). */
  entries: number;
  /** The copy on this phone. `deleted`: it waits in Recently deleted. */
  here: { entries: number; updatedAt: number; deleted: boolean };
  /** The same game with the same log, entry for entry: importing it would add nothing. */
  identical: boolean;
}

/** JSON with object keys sorted, so that two equal entries compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v
  );
}

const entryKey = (e: LogEntry) => canonical({ seq: e.seq, at: e.at, gesture: e.gesture ?? null, event: e.event });

/** Whether the stored game has exactly the file's log (same entries, same times, same gestures). */
async function sameLog(db: BoardroomDb, stored: SessionRecord, entries: readonly LogEntry[]): Promise<boolean> {
  if (stored.lastSeq !== entries.length) return false;
  const here = await db.events.where('[sessionId+seq]').between([stored.id, -Infinity], [stored.id, Infinity]).toArray();
  return here.length === entries.length && here.every((e, i) => entryKey(e) === entryKey(entries[i]));
}

/**
 * The games of a checked file whose ids are already stored here (for the question "skip or copy?"),
 * each saying which copy has more entries and the later change, and whether the two are identical.
 */
export async function conflictingGames(backup: ParsedBackup, db: BoardroomDb = getDb()): Promise<Conflict[]> {
  return db.transaction('r', db.sessions, db.events, async () => {
    const conflicts: Conflict[] = [];
    for (const item of backup.checked) {
      const stored = await db.sessions.get(item.session.id);
      if (!stored) continue;
      conflicts.push({
        ...refOf(item.session),
        entries: item.entries.length,
        here: { entries: stored.lastSeq, updatedAt: stored.updatedAt, deleted: stored.deletedAt > 0 },
        identical: stored.kind === item.session.kind && (await sameLog(db, stored, item.entries))
      });
    }
    return conflicts;
  });
}

/**
 * Writes a checked backup in one transaction. A session whose id is already stored is skipped
 * or, with `onConflict: 'copy'`, stored under a new id and marked as a copy; nothing stored is
 * ever overwritten. One stored with the very same log is always skipped: a copy would add nothing. The players of every game written
 * join the remembered names. Every game
 * written counts as backed up at `at`: it is in the file it came from.
 */
export async function importBackup(
  backup: ParsedBackup,
  onConflict: 'skip' | 'copy',
  db: BoardroomDb = getDb(),
  at = Date.now()
): Promise<ImportOutcome> {
  const games: ImportOutcome['games'] = { imported: [], copied: [], skipped: [] };
  await db.transaction('rw', [db.sessions, db.events, db.snapshots, db.names], async () => {
    for (const item of backup.checked) {
      const original = item.session.id;
      let row: SessionRecord = { ...item.session, deletedAt: 0, backedUpAt: at };
      const stored = await db.sessions.get(original);
      if (stored) {
        if (onConflict === 'skip' || (stored.kind === item.session.kind && (await sameLog(db, stored, item.entries)))) {
          games.skipped.push(refOf(item.session));
          continue;
        }
        row = { ...row, id: newId(), copyOf: original };
        games.copied.push(refOf(row));
      } else games.imported.push(refOf(row));
      await db.sessions.add(row);
      await db.events.bulkAdd(item.entries.map((e) => ({ ...e, sessionId: row.id })));
      if (item.snapshots.length) await db.snapshots.bulkAdd(item.snapshots.map((snapshot) => ({ ...snapshot, sessionId: row.id })));
      await rememberPlayers(db, row.players, row.updatedAt);
    }
  });
  return { imported: games.imported.length, copied: games.copied.length, skipped: games.skipped.length, games };
}
