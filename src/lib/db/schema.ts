/**
 * The IndexedDB schema (Dexie): the only module that declares tables. Never edit a released
 * version's stores; add `version(n + 1).stores(...).upgrade(...)` and a fixture test for it
 * (tests/unit/db/migrations.test.ts fails for a version without a fixture).
 */
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { Cursor } from '$lib/core/log';
import type { ResultSummary } from '$lib/core/results';
import type { GameKind, LogEntry, Player } from '$lib/core/types';
import { DB_NAME } from './constants';

export { DB_NAME, SCHEMA_VERSIONS } from './constants';

export interface SessionRecord {
  id: string;
  kind: GameKind;
  players: Player[];
  /** Game setup answers, as the game's `setup` takes them. */
  options: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
  /** The seq of the newest entry of the log; 0 for a new session. */
  lastSeq: number;
  status: 'active' | 'finished';
  /** A few words for the game's heading: "Round 3". */
  summary: string;
  /**
   * How the game stands for the list (the game's `standing`), written with the row. Not indexed, so
   * no schema version: rows written before it have none and the list shows `summary` instead.
   */
  standing?: string;
  /**
   * A finished game's result (standings, duration, rounds), written with the row so that the
   * players' records read rows only. Not indexed, so no schema version: rows written before it
   * have none and get it once, on import or when the records or the result screen first need it.
   */
  result?: ResultSummary;
  /**
   * Names given mid-game (player id → name; core/rename.ts), laid over `players`, which stay the
   * line-up as set up (the log is folded from it). Written with the row; not indexed, so no schema version.
   */
  names?: Record<string, string>;
  /** Set on a game imported as a copy of one already on this phone: the id it was a copy of. */
  copyOf?: string;
  /**
   * Set on a game logged after it was played without the app (core/logged-play.ts): no log, no
   * setup options; its `result` is as the table entered it. Not indexed, so no schema version.
   */
  logged?: true;
  /** Where it was played and the table's note, sent to BG Stats (any game; not indexed). */
  location?: string;
  note?: string;
  /**
   * When this game was last put in a backup file on its own or with others chosen one by one
   * (exported alone, or restored from a file: it is in that file). Not indexed, so no schema
   * version; absent: never, or only in a backup of every game (the date of that one is kept apart).
   */
  backedUpAt?: number;
  /** When the player deleted it (kept 30 days in Recently deleted); 0 while it is not deleted. */
  deletedAt: number;
  /** Set while the game is shared live (this phone shared it or joined it). Not indexed, so no schema version. */
  live?: LiveLink;
}

/** How this phone reaches a live table (docs/live-table.md); the secret never leaves the phone but to that table. */
export interface LiveLink {
  tableId: string;
  secret: string;
  /** This phone's device id at that table. */
  device: string;
  /** The player this phone sits as; null for the host's bank or a watcher. */
  seat: string | null;
  /** The device id of the phone that shared the game. */
  host: string;
  /** Set when this phone left the table (or the host stopped sharing): the game stays here as it was. */
  left?: true;
}

export interface SnapshotRecord {
  sessionId: string;
  /** The state folded from every active entry up to and including this seq. */
  seq: number;
  stateVersion: number;
  /**
   * How the core folded it (SNAPSHOT_FORMAT): 2 since undo passes over chance and the clock stops
   * at the end of a game; 3 since undo passes over a gesture refused at its place (a live merge);
   * 4 since it lists those refused entries (`refused`). Snapshots of another format are caches of
   * older rules: ignored and rebuilt.
   */
  format?: number;
  state: unknown;
  cursor: Cursor;
  /** The entries up to `seq` the rules refused at their place (a live merge): the fold after it does not see them. */
  refused?: number[];
}

export interface RememberedName {
  /** The lower-case name, so that "Ana" and "ana" are one entry. */
  key: string;
  name: string;
  lastUsed: number;
  /** The colour this player last played in (not indexed; absent on names kept before it was). */
  color?: string;
  /** The key this player was first remembered by, kept through renames (absent: `key` itself). Not indexed. */
  id?: string;
  /** Names this player had before a rename, each until that rename (see core/player-records.ts). Not indexed. */
  formerly?: { key: string; until: number }[];
}

export class BoardroomDb extends Dexie {
  sessions!: Table<SessionRecord, string>;
  events!: Table<LogEntry, [string, number]>;
  snapshots!: Table<SnapshotRecord, [string, number]>;
  names!: Table<RememberedName, string>;

  /** `options`: for tests, another IndexedDB (a fake-indexeddb factory of their own). */
  constructor(name = DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      sessions: 'id, updatedAt, deletedAt',
      events: '[sessionId+seq]',
      snapshots: '[sessionId+seq]',
      names: 'key, lastUsed'
    });
  }
}
