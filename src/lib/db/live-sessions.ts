/**
 * The live table's storage: a game marked shared (its entries stamped with their ids in the shared
 * log), a joined game's session row, a log rewritten to the shared order, a phone leaving. Dexie
 * only; the plans come from $lib/core/live-log, the shared document from $lib/live. Each function
 * that rewrites a log runs inside the session's SessionStore queue (`store.exclusive`), which reads
 * the session afresh afterwards.
 */
import Dexie from 'dexie';
import { initialSessionState, isControl } from '$lib/core/log';
import { bringsRepeat, planMirror, staleSnapshotsFrom, type SharedEntry } from '$lib/core/live-log';
import type { ControlEvent, GameEvent, GameRules, LogEntry, SessionConfig } from '$lib/core/types';
import { getDb } from './database';
import type { BoardroomDb, LiveLink, SessionRecord } from './schema';
import { newId, rememberPlayers } from './sessions';

/** A game's whole stored log, in seq order. */
export async function wholeLog(db: BoardroomDb, sessionId: string): Promise<LogEntry[]> {
  return db.events.where('[sessionId+seq]').between([sessionId, Dexie.minKey], [sessionId, Dexie.maxKey], true, true).toArray();
}

/**
 * Events to put in place of some of a game's entries as it is shared (Disrupt's sealed tokens turned
 * into commitments, $lib/core/live-secrets), planned from the log as it was at `lastSeq`.
 */
export interface SharedRewrite {
  lastSeq: number;
  events: ReadonlyMap<number, GameEvent>;
}

/**
 * Marks a game shared: every entry made so far is stamped as the host's (its device, counters 1…n),
 * gestures and undo marks by id, and the row carries the link. With a rewrite, the entries it names
 * get its events and the snapshots from the first of them on are dropped (the store refolds). One
 * transaction.
 */
export async function markShared(db: BoardroomDb, sessionId: string, link: LiveLink, rewrite?: SharedRewrite): Promise<void> {
  await db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
    const record = await db.sessions.get(sessionId);
    if (!record) throw new Error('This game was deleted.');
    if (record.live && !record.live.left) throw new Error('This game is already shared.');
    if (rewrite && record.lastSeq !== rewrite.lastSeq) throw new Error('This game changed while it was being shared: share it again.');
    let entries = await wholeLog(db, sessionId);
    if (rewrite?.events.size) {
      entries = entries.map((entry) => {
        const event = rewrite.events.get(entry.seq);
        return event ? { ...entry, event } : entry;
      });
      const from = Math.min(...rewrite.events.keys());
      await db.snapshots.where('[sessionId+seq]').between([sessionId, from], [sessionId, Dexie.maxKey], true, true).delete();
    }
    const idOf = new Map<number, string>();
    let counter = 0;
    for (const entry of entries) {
      // A game shared again after it left a table keeps the ids its entries had there.
      const id = entry.live?.id ?? `${link.device}:${++counter}`;
      idOf.set(entry.seq, id);
    }
    const stamped = entries.map((entry) => {
      if (entry.live) return entry;
      const stamped: LogEntry = { ...entry, live: { id: idOf.get(entry.seq)!, device: link.device, seat: link.seat } };
      if (entry.gesture !== undefined) stamped.live!.gesture = idOf.get(entry.gesture);
      if (isControl(entry.event))
        stamped.live!.targets = (entry.event as ControlEvent).targets.map((t) => idOf.get(t) ?? '').filter(Boolean);
      return stamped;
    });
    await db.events.bulkPut(stamped);
    await db.sessions.put({ ...record, live: link });
  });
}

/** A joined table's game, empty until the shared log is mirrored into it; its id. */
export async function createJoinedSession(def: GameRules, config: SessionConfig, createdAt: number, link: LiveLink): Promise<string> {
  const db = getDb();
  const state = initialSessionState(def, config, createdAt);
  const now = Date.now();
  const record: SessionRecord = {
    id: newId(),
    kind: config.kind,
    players: config.players,
    options: config.options,
    // The table's own start: the clock and the fold begin where the host's did.
    createdAt,
    updatedAt: now,
    lastSeq: 0,
    status: 'active',
    summary: def.summary(state.game),
    standing: def.standing(state.game, config.players),
    deletedAt: 0,
    live: link
  };
  await db.transaction('rw', db.sessions, db.names, async () => {
    await db.sessions.add(record);
    await rememberPlayers(db, config.players, now);
  });
  return record.id;
}

/** The game on this phone that belongs to the table, if it joined or shared it. */
export async function sessionOfTable(tableId: string): Promise<SessionRecord | undefined> {
  const rows = await getDb().sessions.toArray();
  return rows.find((r) => !r.deletedAt && r.live?.tableId === tableId && !r.live.left);
}

/**
 * Stamps entries stored at a live game without their shared ids (written while no view of the game
 * was attached to its table), in seq order; `local` is the whole stored log, stamps included.
 */
export type StampUnstamped = (unstamped: LogEntry[], local: readonly LogEntry[]) => void;

/**
 * Rewrites the stored log to the shared order, from the first entry that differs, in one transaction;
 * the snapshots that the rewrite makes stale are dropped with it (from that entry on, or from the
 * earliest target of an undo or redo mark it brings in). Entries stored without their shared ids are
 * stamped first (`stampUnstamped`), so that they are kept and appended, not rewritten away. Returns the
 * stored entries the shared log lacks (the caller appends them to it) and whether anything was written.
 *
 * With `keepOrderIfMissing`, a stored log holding entries the shared log lacks is left as it is (only
 * stamped): the shared log may be a stale copy (a page closed before y-indexeddb wrote its own
 * pushes), and the table's order, which may place those entries before others, is not known yet.
 */
/** What a mirror did: the stored entries the shared log lacks, and whether it wrote anything to the game. */
export interface MirrorResult {
  missing: SharedEntry[];
  written: boolean;
  /** The rewrite brought in an entry the same as one another phone entered (core/live-log's bringsRepeat). */
  repeat?: boolean;
}

export async function mirrorLog(
  db: BoardroomDb,
  sessionId: string,
  shared: readonly SharedEntry[],
  stampUnstamped?: StampUnstamped,
  keepOrderIfMissing = false
): Promise<MirrorResult> {
  return db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
    const record = await db.sessions.get(sessionId);
    if (!record) return { missing: [], written: false };
    const local = await wholeLog(db, sessionId);
    const unstamped = local.filter((e) => !e.live);
    if (unstamped.length && stampUnstamped) {
      stampUnstamped(unstamped, local);
      await db.events.bulkPut(unstamped.filter((e) => e.live));
    }
    const plan = planMirror(sessionId, local, shared);
    if (plan.fromSeq === null || (keepOrderIfMissing && plan.missing.length))
      return { missing: plan.missing, written: unstamped.length > 0 };
    const from = plan.fromSeq;
    await db.events.where('[sessionId+seq]').between([sessionId, from], [sessionId, Dexie.maxKey], true, true).delete();
    await db.snapshots
      .where('[sessionId+seq]')
      .between([sessionId, staleSnapshotsFrom(plan)], [sessionId, Dexie.maxKey], true, true)
      .delete();
    await db.events.bulkAdd(plan.entries);
    // The row's figures (summary, standing) are written by the store's `exclusive` once it has refolded.
    await db.sessions.put({ ...record, lastSeq: from - 1 + plan.entries.length });
    return { missing: plan.missing, written: true, repeat: bringsRepeat(local, [...local.slice(0, from - 1), ...plan.entries]) };
  });
}

/**
 * This phone now sits as `seat` (a player's id, or null for no seat): its next entries are stamped so.
 * Those it made before keep the seat they were made from. Returns the row's new link.
 */
export async function changeSeat(sessionId: string, seat: string | null): Promise<LiveLink> {
  const db = getDb();
  return db.transaction('rw', db.sessions, async () => {
    const record = await db.sessions.get(sessionId);
    if (!record?.live || record.live.left) throw new Error('This game is not at a table any more.');
    if (seat !== null && !record.players.some((p) => p.id === seat)) throw new Error('This game has no such seat.');
    const live = { ...record.live, seat };
    await db.sessions.put({ ...record, live });
    return live;
  });
}

/** This phone is no longer at the table (it left, or the host stopped sharing): the game stays as it is. */
export async function markLeft(sessionId: string): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.sessions, async () => {
    const record = await db.sessions.get(sessionId);
    if (record?.live) await db.sessions.put({ ...record, live: { ...record.live, left: true } });
  });
}

/** A game's entries of one event type, oldest first, with their stamps (who entered them at the table). */
export async function entriesOfType(sessionId: string, type: string): Promise<LogEntry[]> {
  return (await wholeLog(getDb(), sessionId)).filter((e) => e.event.type === type);
}
