/**
 * Disrupt's state and its setup: roles, money in millions, Shares per holder, the Market board,
 * resources, Project cubes, the three tracks, sealed Secret Parameters, the running auction, the
 * solo dial and the recorded final scoring, and the game's fixed numbers. What the state is, not
 * what changes it (apply/) nor how it reads on the screen (view.ts). Pure: no Svelte, Dexie or DOM.
 */
import type { SessionConfig } from '$lib/core/types';
import {
  COLORS,
  LEADER_PROJECTS,
  PROJECTS,
  STARTUPPER_PROJECTS,
  type Color,
  type FinalScoringResult,
  type ProjectId,
  type Role
} from './scoring';
import { startingPlacesProblem } from './brand-equity';
import { emptyRow, type MarketBoard } from './market';

export type Holder = Role | 'market' | 'outside';
export type ResourceKind = 'like' | 'experience' | 'innovation';
export const RESOURCE_KINDS: readonly ResourceKind[] = ['like', 'experience', 'innovation'];
export const RESOURCE_NAMES: Record<ResourceKind, string> = { like: 'Like', experience: 'Experience', innovation: 'Innovation' };
export const PHASES = ['operations', 'project', 'event'] as const;
export type Phase = (typeof PHASES)[number];
export const PHASE_NAMES: Record<Phase, string> = { operations: 'Operations', project: 'Project', event: 'Event' };
export const STARTING_MILLIONS: Record<Role, number> = { startupper: 10, bpo: 15, angel: 20, leader: 25 };
export const TURN_ORDER: readonly Role[] = ['startupper', 'bpo', 'angel', 'leader'];
export const ROUNDS = 6;
/** "Give each player … three Workers": one placed per turn of the Operations phase. */
export const WORKERS = 3;

export interface Secret {
  plus: Color;
  minus: Color;
}

export interface DisruptState {
  solo: boolean;
  roles: Role[];
  /** The session player who plays each role (the automated Startupper of solo mode has none). */
  playerOf: Partial<Record<Role, string>>;
  round: number;
  phase: Phase;
  /** Plays first this round (turn order, the checklist and auction bids start here). */
  firstPlayer: Role;
  /**
   * Plays first next round, once someone has claimed it this round; takes effect when the round
   * changes. (The new fields are optional: a game begun before them folds to the very state it did.)
   */
  nextFirstPlayer?: Role;
  /**
   * Turns ended in this Operations phase (one Worker placed per turn, in turn order from the first
   * player; see operationsTurn). Absent until the first `disrupt.turn-ended` of the phase, so a
   * game that never ends a turn folds to the state it always did.
   */
  turnsEnded?: number;
  millions: Partial<Record<Role, number>>;
  /**
   * Shares in front of each role, beside the board ("outside"), and, in games without the Market
   * board, on the Market as one holder ("market"; always 0 when `board` is set).
   */
  shares: Record<Holder, Record<ProjectId, number>>;
  /** The Market as the board draws it: a row per role and the Public row, 8M (left) to 4M. Absent in games begun before it. */
  board?: MarketBoard;
  resources: Partial<Record<Role, Record<ResourceKind, number>>>;
  cubes: Record<ProjectId, Record<Color, number>>;
  placed: Record<ProjectId, boolean>;
  /**
   * When the last Project was placed (placements of version 2): "the Startupper chooses one to
   * place" each Project phase, so a second in the same phase is refused. Absent in games before.
   */
  placedAt?: { round: number; phase: Phase };
  /** Sealed (see secrets.ts): never shown, described or exported readable before the final scoring. */
  secrets: Partial<Record<ProjectId, string>>;
  /**
   * A live table's Projects placed with a commitment to their token (SHA-256 hex, see secrets.ts):
   * the token joins `secrets` when revealed or entered by hand. Absent in games that never had one.
   */
  commitments?: Partial<Record<ProjectId, string>>;
  marketSize: [number, number, number];
  /** The step of each role on Brand Equity, 1 = top. */
  brandEquity: Partial<Record<Role, number>>;
  /** The roles on Brand Equity, highest first (on a shared step the left token comes first); see brandEquityRank. */
  brandEquityOrder?: Role[];
  /** Top first. */
  socialHype: ProjectId[];
  /** `by`: who played the card (absent in auctions opened before it was asked): the bids start after them. */
  auction: { project: ProjectId; owner: Holder; bids: { role: Role; amount: number }[]; passed: Role[]; by?: Role } | null;
  lastDial: { dial: number; bid: number; winner: 'player' | 'opponent' } | null;
  final: { bullBear: [number, number, number]; result: FinalScoringResult } | null;
}

// Guards for the fields of events read from a log (an imported file may hold anything).
export const isRole = (v: unknown): v is Role => TURN_ORDER.some((r) => r === v);
export const isProject = (v: unknown): v is ProjectId => PROJECTS.some((p) => p === v);
export const isColor = (v: unknown): v is Color => COLORS.some((c) => c === v);
export const isResourceKind = (v: unknown): v is ResourceKind => RESOURCE_KINDS.some((k) => k === v);
export const isPhase = (v: unknown): v is Phase => PHASES.some((p) => p === v);
export const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A record with one value per key, built from a list of keys. */
export function recordOf<K extends string, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  // Filled for every key just below; TypeScript cannot see a loop fill each key.
  const out = {} as Record<K, T>;
  for (const k of keys) out[k] = value(k);
  return out;
}
const zeroProjects = (): Record<ProjectId, number> => recordOf(PROJECTS, () => 0);

/** Which roles a player count allows: solo = Market Leader alone; 3 players choose BPO or Angel Investor. */
export function rolesFor(count: number, third: 'bpo' | 'angel' = 'bpo'): Role[] {
  if (count === 1) return ['leader'];
  if (count === 2) return ['startupper', 'leader'];
  if (count === 3) return ['startupper', third, 'leader'];
  if (count === 4) return ['startupper', 'bpo', 'angel', 'leader'];
  throw new RangeError('players: Disrupt takes 1 to 4 players');
}

/** Setup answers beyond the roles (games begun before these existed have neither). */
export interface DisruptOptions {
  roles?: Role[];
  /** Starting places on Brand Equity, highest first (the rulebook does not print them: the table reads its board). */
  brandEquity?: { role: Role; step: number }[];
  /** The three remaining Shares as placed at 7M, 6M and 5M of the Public row. Given: the game has the Market board. */
  publicRow?: ProjectId[];
  /**
   * The Social Hype track as the logos were shuffled onto it at setup, top first (the public's
   * ties follow it). Games begun before it was asked start in the Projects' fixed order.
   */
  socialHype?: ProjectId[];
}

const sameSet = (items: readonly unknown[], expected: readonly string[]) =>
  [...items].map(String).sort().join() === [...expected].sort().join();

export function disruptSetup(config: SessionConfig): DisruptState {
  // The options come from the setup screen or a backup file: each one is checked below.
  const o: DisruptOptions = config.options;
  const solo = config.players.length === 1;
  const roles: unknown = o.roles ?? rolesFor(config.players.length);
  if (!Array.isArray(roles) || roles.length !== config.players.length || new Set(roles).size !== roles.length || !roles.every(isRole))
    throw new RangeError('roles: one distinct role per player');
  const expected = rolesFor(config.players.length, roles.includes('angel') ? 'angel' : 'bpo');
  if (!sameSet(roles, expected)) throw new RangeError('roles: not the roles this player count allows');
  const inGame: Role[] = solo ? ['startupper', 'leader'] : TURN_ORDER.filter((r) => roles.includes(r));
  const playerOf: Partial<Record<Role, string>> = {};
  roles.forEach((r, i) => (playerOf[r] = config.players[i].id));
  const shares: DisruptState['shares'] = recordOf<Holder, Record<ProjectId, number>>(['market', 'outside', ...TURN_ORDER], zeroProjects);
  const publicRow: unknown = o.publicRow;
  const withBoard = publicRow !== undefined;
  if (withBoard && (!Array.isArray(publicRow) || publicRow.length !== 3 || !sameSet(publicRow, LEADER_PROJECTS)))
    throw new RangeError('publicRow: the three remaining Shares are one of each Market Leader Project');
  for (const p of PROJECTS) {
    if (inGame.includes('startupper') && STARTUPPER_PROJECTS.includes(p)) shares.startupper[p] = 3;
    if (inGame.includes('leader') && LEADER_PROJECTS.includes(p)) shares.leader[p] = 2;
    if (inGame.includes('bpo')) shares.bpo[p] = 1;
    if (inGame.includes('angel')) shares.angel[p] = 1;
    const rest = 5 - TURN_ORDER.reduce((s, r) => s + shares[r][p], 0);
    // The Market gets one Share of each Market Leader Project (the three remaining Shares); the rest waits beside the board.
    const toMarket = LEADER_PROJECTS.includes(p) ? Math.min(1, rest) : 0;
    if (!withBoard) shares.market[p] = toMarket;
    shares.outside[p] = rest - toMarket;
  }
  const hype: unknown = o.socialHype;
  if (hype !== undefined && (!Array.isArray(hype) || hype.length !== PROJECTS.length || !sameSet(hype, PROJECTS)))
    throw new RangeError('socialHype: the six Projects, each once, top first');
  const added: Partial<DisruptState> = {};
  if (Array.isArray(publicRow)) {
    // "Shuffle the three remaining Shares and place them randomly on the Market in the middle slots of the last row (7, 6, and 5 million)."
    const board: MarketBoard = { public: [null, ...publicRow.filter(isProject), null] };
    for (const r of inGame) board[r] = emptyRow();
    added.board = board;
  }
  let brandEquity: Partial<Record<Role, number>>;
  if (o.brandEquity !== undefined) {
    const places: unknown = o.brandEquity;
    const problem = Array.isArray(places) ? startingPlacesProblem(places, inGame) : 'Give each role one starting place on Brand Equity.';
    if (problem || !Array.isArray(places)) throw new RangeError(`brandEquity: ${problem}`);
    brandEquity = Object.fromEntries(o.brandEquity.map((p) => [p.role, p.step]));
    added.brandEquityOrder = o.brandEquity.map((p) => p.role);
  } else {
    // Games begun before the starting places were asked: 1, 2, 3… in turn order, as they were.
    brandEquity = Object.fromEntries(inGame.map((r, i) => [r, i + 1]));
  }
  const by = <T>(value: (r: Role) => T): Partial<Record<Role, T>> => Object.fromEntries(inGame.map((r) => [r, value(r)]));
  return {
    solo,
    roles: inGame,
    playerOf,
    round: 1,
    phase: 'operations',
    firstPlayer: inGame[0],
    millions: by((r) => STARTING_MILLIONS[r]),
    shares,
    resources: by(() => ({ like: 1, experience: 1, innovation: 1 })),
    cubes: recordOf(PROJECTS, (p) =>
      LEADER_PROJECTS.includes(p) ? { design: 1, development: 1, marketing: 1 } : { design: 0, development: 0, marketing: 0 }
    ),
    placed: recordOf(PROJECTS, (p) => LEADER_PROJECTS.includes(p)),
    secrets: {},
    marketSize: [0, 0, 0],
    brandEquity,
    // "Shuffle the Social Hype tokens and place them randomly on the Social Hype Track."
    socialHype: Array.isArray(hype) ? hype.filter(isProject) : [...PROJECTS],
    auction: null,
    lastDial: null,
    final: null,
    ...added
  };
}
