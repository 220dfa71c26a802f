/**
 * The shapes shared by the core, the games and the storage layer: players, events, log entries,
 * game definitions. Types only: no behaviour, no imports from Svelte, Dexie or the DOM.
 */

export type GameKind = 'disrupt' | 'logo-billionaire' | 'it-startup';

export interface Player {
  id: string;
  name: string;
  color: string;
}

/**
 * Per event type, the versions of it this code can replay; the last one listed is the version it
 * writes today. An entry of a type or version not listed is refused wherever a log is read.
 */
export type EventVersions = Readonly<Record<string, readonly number[]>>;

/** An event is a fact in the past tense (`money.paid`), versioned so old logs can be read later. */
export interface GameEvent {
  type: string;
  v: number;
  [field: string]: unknown;
}

/** Undo and redo are entries of the log too: nothing is deleted, the target is marked. */
export interface ControlEvent extends GameEvent {
  type: 'history.undone' | 'history.redone';
  /** The seqs of the gesture being undone or redone. */
  targets: number[];
}

/** One row of a session's log, as stored. */
export interface LogEntry {
  sessionId: string;
  seq: number;
  /** Milliseconds since the epoch when the tap was made. */
  at: number;
  /** The seq of the first event of the gesture that logged this one (set when a gesture logs several). */
  gesture?: number;
  event: GameEvent;
  /** Set on every entry of a game shared live: who entered it and its id in the shared log (core/live-log.ts). */
  live?: LiveStamp;
  /** Who entered it at a live table, as a backup of the game kept it (an imported game is an ordinary one, with no stamp). */
  by?: EnteredBy;
}

/** The phone that entered an entry at a live table: the seat it sat as (null: the host's bank or a watcher), and if it was the host's. */
export interface EnteredBy {
  seat: string | null;
  host: boolean;
}

/**
 * An entry's identity in a live table's shared log. Seqs shift when phones' logs merge; these ids do
 * not, so a gesture and an undo mark name their entries by id here (`gesture`, `targets`).
 */
export interface LiveStamp {
  /** `<device>:<counter>`, unique across the table. */
  id: string;
  device: string;
  /** The player the entering phone sits as; null for the host's bank or a watcher. */
  seat: string | null;
  /** The id of the gesture's first entry, when the gesture logged several. */
  gesture?: string;
  /** An undo or redo mark's targets, by id. */
  targets?: string[];
}

/** How an event behaves under undo. */
export type EventKind =
  /** a player's action: can be undone and redone */
  | 'undoable'
  /** a result of chance: kept, and undo cannot go back past it (a drawn card stays drawn) */
  | 'chance'
  /** bookkeeping such as pausing the clock: never undone, never in the way */
  | 'neutral';

/** A refused action: nothing is stored and the reason is shown to the player. */
export interface Invalid {
  invalid: string;
}

export function invalid(reason: string): Invalid {
  return { invalid: reason };
}

export function isInvalid(value: unknown): value is Invalid {
  return typeof value === 'object' && value !== null && 'invalid' in value && typeof (value as Invalid).invalid === 'string';
}

export interface SessionConfig {
  kind: GameKind;
  players: Player[];
  /** Game-specific setup answers (starting amounts, options), validated by the game. */
  options: Record<string, unknown>;
}

/**
 * A game plugs into the core as one of these. `apply` must be pure and must refuse (return
 * `Invalid`) anything its rules forbid; the core never stores a refused event.
 */
/**
 * What a game's screen needs to play: its setup, its rules and how it stands. Loaded when a game
 * of the kind opens; the history's words and the result (GameReport) load apart, when first needed.
 */
export interface GameRules<S = unknown> {
  id: GameKind;
  name: string;
  /** Bumped when the state's shape changes: snapshots of another version are rebuilt from the log. */
  stateVersion: number;
  minPlayers: number;
  maxPlayers: number;
  setup(config: SessionConfig): S;
  apply(state: S, event: GameEvent, players: readonly Player[]): S | Invalid;
  /**
   * Optional: loads the parts of `apply` kept out of the rules' chunk that these events need (every
   * such part when none are given). Whatever folds or applies events awaits it first; `apply` throws,
   * never answers otherwise, when a part it needs is not loaded.
   */
  prepare?(events?: readonly GameEvent[]): Promise<void>;
  kindOf(event: GameEvent): EventKind;
  /** Every event type the game writes or once wrote, with the versions of it that it can replay. */
  versions: EventVersions;
  /** A few words for the game's heading: "Round 3". */
  summary(state: S): string;
  /**
   * How the game stands, for the list of games: whose turn or the round and who leads by how much
   * ("Cy's turn, Ann leads with 450M (120M ahead)"); once over, the winner and the final figures.
   * Stored on the session row when it is written, so the list needs no game's rules to show it.
   */
  standing(state: S, players: readonly Player[]): string;
  /** True once the game is over (the session is then finished). */
  isFinished(state: S): boolean;
}

/**
 * What a game says of what was played: the history's lines and the result. Not needed to draw a
 * game's screen, so it is a chunk of its own, loaded with the first tap, History or the result.
 */
export interface GameReport<S = unknown> {
  /** One history line, e.g. "Ana paid Ben 4M". `before` is the state the event was applied to. */
  describe(event: GameEvent, before: S, players: readonly Player[]): string;
  /**
   * The part of the game a state is in, for grouping history lines: "Turn 12", "Round 3", "Ana's turn 4".
   * History's alone: a game's screen and its result never load it. `event`: the entry the state is
   * before, for a game whose entry may say it belongs to an earlier part (Disrupt's `partOf`).
   */
  period(state: S, players: readonly Player[], event?: GameEvent): string;
  /**
   * Optional, for History: lines folded under one (a launch's cards under the launch). "opens"
   * starts a fold with this entry's line, "joins" adds the line to the fold opened last, null leaves
   * it a line of its own. A game without it is shown line by line. `before` is the state it applied to.
   */
  historyFold?(event: GameEvent, before: S): 'opens' | 'joins' | null;
  /**
   * Optional: a later entry of a gesture that an Undo or Redo message names after the gesture's
   * first line ("Undone: Meeplebook +1 Marketing cube, and Ana's Worker 2 turn."), or null to leave
   * it unsaid. A game without it names the first entry only. `before` is the state it applied to.
   */
  alsoChanged?(event: GameEvent, before: S, players: readonly Player[]): string | null;
  /**
   * Optional, for a take-back or put-back: where an entry that may be filed apart from where it
   * stands (Disrupt's `partOf`) is filed in `before` ("as part of Ana's action", "under Round 1 ·
   * Ana's turn"), or null for an entry that never is. A later entry filed otherwise after the change
   * is named in the change's line; a game without it says nothing of filing.
   */
  filedAs?(event: GameEvent, before: S, players: readonly Player[]): string | null;
  /** What a finished game's result screen and the players' records read (src/lib/games/<game>/results.ts). */
  results?: GameResults<S>;
}

/** A whole game: its rules and its report (each game's `game.ts`). */
export type GameDefinition<S = unknown> = GameRules<S> & GameReport<S>;

/** A game's rules with its result part: what a result screen needs (no history words). */
export type GameWithResults<S = unknown> = GameRules<S> & Pick<GameReport<S>, 'results'>;

/** What a game's headline figure is counted in. */
export type FigureUnit = 'millions' | 'points';

/** One applied entry of the log: the game's state before and after it (undone entries are not steps). */
export interface ResultStep<S> {
  seq: number;
  at: number;
  event: GameEvent;
  before: S;
  after: S;
}

/** A game's own breakdown of its final figures: a table (one column per player) and/or steps in words. */
export interface Breakdown {
  title: string;
  table?: {
    caption: string;
    /** The header of the first column ("Turn", "Figure"). */
    rowHeader: string;
    /** One column per player, in `players` order. */
    players: string[];
    rows: { label: string; cells: string[] }[];
  };
  steps?: { title: string; lines: string[] };
}

/**
 * The result part of a game. It reads the game's state through a few small functions, so that a
 * game whose state changes shape only re-points them.
 */
export interface GameResults<S> {
  unit: FigureUnit;
  /** The headline figure of each scored player in `state` (player id → figure); players not scored are left out. */
  figures(state: S, players: readonly Player[]): Record<string, number>;
  /** The winners of a finished game (player ids) by the game's own rules; none when nobody won (a solo game lost). */
  winners(state: S, players: readonly Player[]): string[];
  /** How many rounds are complete in `state`: the chart takes a point each time it grows. */
  roundsDone(state: S): number;
  /** What was played, for the screen: `count` turns or rounds. */
  played(state: S): { count: number; word: 'turn' | 'round' };
  /** The chart's caption ("Each player's money after each round"). */
  chartCaption: string;
  /**
   * True when the game ends with a scoring of its own (Disrupt): the chart shows the last round's
   * figures and then the scoring's, as two points.
   */
  finalScoring?: boolean;
  /** The label of the chart's last point when the game ends between rounds or with its scoring. */
  endLabel: string;
  /** Who played first (a player id). */
  startPlayer(state: S): string | undefined;
  /** A player's role in the game (Disrupt's "Market Leader"), for the standings and BG Stats. */
  role?(state: S, playerId: string): string | undefined;
  /** A sentence on how the winner was decided when figures alone do not say it (a tie broken by the rules, a solo grade). */
  note?(state: S, players: readonly Player[]): string | null;
  /** The game's breakdown of its final figures, if it has one. */
  breakdown?(state: S, players: readonly Player[]): Breakdown | null;
  /** Highlights, each a sentence, from the applied entries' states before and after. */
  highlights(steps: readonly ResultStep<S>[], players: readonly Player[]): string[];
}
