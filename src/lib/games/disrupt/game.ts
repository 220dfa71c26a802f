/**
 * Disrupt as a Boardroom game: roles, money in millions, Shares per holder, the Market as the
 * board draws it (rows per role and the Public row, 8M to 4M), resources, Project cubes, the three
 * tracks (Brand Equity with its places), Secret Parameters (kept out of every screen and history
 * line until final scoring), Share auctions, the solo dial, rounds and phases, and the recorded
 * final scoring. Pure: no Svelte, Dexie or DOM.
 *
 * Old logs replay as they did: a game set up without the Market board (`board: null`, the
 * versions before it) keeps one "market" holder of Shares; events whose meaning changed carry a
 * new version (`disrupt.first-player-set` v2 is for the next round, `disrupt.brand-equity-set` v2
 * keeps to the track's places) and v1 events keep their old meaning.
 */
import { amountProblem } from '$lib/core/numbers';
import { finalLine, leadLine, millions } from '$lib/core/standing';
import { invalid, type EventKind, type GameDefinition, type GameEvent, type Invalid, type Player, type SessionConfig } from '$lib/core/types';
import {
  COLORS,
  COLOR_NAMES,
  LEADER_PROJECTS,
  PROJECTS,
  PROJECT_NAMES,
  ROLE_NAMES,
  STARTUPPER_PROJECTS,
  afterBullBear,
  scoreDisrupt,
  type Color,
  type FinalScoringResult,
  type ProjectId,
  type Role
} from './scoring';
import { brandEquityProblem, orderAfterMove, startingPlacesProblem } from './brand-equity';
import { aShare, countIn, emptyRow, MARKET_COLUMNS, MARKET_PRICES, pushLeft, refillPlan, rowName, type Cell, type MarketBoard, type Row } from './market';
import { disruptResults } from './results';

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
export const STARTING_CARDS: Record<Role, string[]> = {
  startupper: ['Project Planning', 'Mentoring', 'UX Workshop', 'Exit Strategy'],
  bpo: ['Coding Collaboration', 'Outsource Design', 'Project Joint Venture', 'Ghost in the Shell'],
  leader: ['Hackers', 'Late Night Party', 'Foreclosure', 'Aggressive Acquisition'],
  angel: ['Leverage', 'Boot Strapping', 'VC: Vision', 'Initial Offering']
};

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
  /** Sealed (see sealSecret): never shown, described or exported readable before the final scoring. */
  secrets: Partial<Record<ProjectId, string>>;
  marketSize: [number, number, number];
  /** The step of each role on Brand Equity, 1 = top. */
  brandEquity: Partial<Record<Role, number>>;
  /** The roles on Brand Equity, highest first (on a shared step the left token comes first); see brandEquityRank. */
  brandEquityOrder?: Role[];
  /** Top first. */
  socialHype: ProjectId[];
  auction: { project: ProjectId; owner: Holder; bids: { role: Role; amount: number }[]; passed: Role[] } | null;
  lastDial: { dial: number; bid: number; winner: 'player' | 'opponent' } | null;
  final: { bullBear: [number, number, number]; result: FinalScoringResult } | null;
}

const zeroProjects = (): Record<ProjectId, number> => Object.fromEntries(PROJECTS.map((p) => [p, 0])) as Record<ProjectId, number>;
const isRole = (v: unknown): v is Role => TURN_ORDER.includes(v as Role);
const isProject = (v: unknown): v is ProjectId => PROJECTS.includes(v as ProjectId);
const isColor = (v: unknown): v is Color => COLORS.includes(v as Color);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

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

export function disruptSetup(config: SessionConfig): DisruptState {
  const o = config.options as DisruptOptions;
  const solo = config.players.length === 1;
  const roles = (o.roles ?? rolesFor(config.players.length)) as Role[];
  if (!Array.isArray(roles) || roles.length !== config.players.length || new Set(roles).size !== roles.length || !roles.every(isRole))
    throw new RangeError('roles: one distinct role per player');
  const expected = rolesFor(config.players.length, roles.includes('angel') ? 'angel' : 'bpo');
  if ([...roles].sort().join() !== [...expected].sort().join()) throw new RangeError('roles: not the roles this player count allows');
  const inGame: Role[] = solo ? ['startupper', 'leader'] : TURN_ORDER.filter((r) => roles.includes(r));
  const playerOf: Partial<Record<Role, string>> = {};
  roles.forEach((r, i) => (playerOf[r] = config.players[i].id));
  const shares = { market: zeroProjects(), outside: zeroProjects() } as DisruptState['shares'];
  for (const r of TURN_ORDER) shares[r] = zeroProjects();
  const withBoard = o.publicRow !== undefined;
  if (withBoard && (!Array.isArray(o.publicRow) || o.publicRow.length !== 3 || [...o.publicRow].sort().join() !== [...LEADER_PROJECTS].sort().join()))
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
  if (o.socialHype !== undefined && (!Array.isArray(o.socialHype) || o.socialHype.length !== PROJECTS.length || [...o.socialHype].sort().join() !== [...PROJECTS].sort().join()))
    throw new RangeError('socialHype: the six Projects, each once, top first');
  const added: Partial<DisruptState> = {};
  if (withBoard) {
    // "Shuffle the three remaining Shares and place them randomly on the Market in the middle slots of the last row (7, 6, and 5 million)."
    const board: MarketBoard = { public: [null, ...(o.publicRow as ProjectId[]), null] };
    for (const r of inGame) board[r] = emptyRow();
    added.board = board;
  }
  let brandEquity: Partial<Record<Role, number>>;
  if (o.brandEquity !== undefined) {
    const places = o.brandEquity;
    const problem = Array.isArray(places) ? startingPlacesProblem(places, inGame) : 'Give each role one starting place on Brand Equity.';
    if (problem) throw new RangeError(`brandEquity: ${problem}`);
    brandEquity = Object.fromEntries(places.map((p) => [p.role, p.step]));
    added.brandEquityOrder = places.map((p) => p.role);
  } else {
    // Games begun before the starting places were asked: 1, 2, 3… in turn order, as they were.
    brandEquity = Object.fromEntries(inGame.map((r, i) => [r, i + 1]));
  }
  const by = <T>(value: (r: Role) => T) => Object.fromEntries(inGame.map((r) => [r, value(r)])) as Partial<Record<Role, T>>;
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
    cubes: Object.fromEntries(PROJECTS.map((p) => [p, LEADER_PROJECTS.includes(p) ? { design: 1, development: 1, marketing: 1 } : { design: 0, development: 0, marketing: 0 }])) as DisruptState['cubes'],
    placed: Object.fromEntries(PROJECTS.map((p) => [p, LEADER_PROJECTS.includes(p)])) as Record<ProjectId, boolean>,
    secrets: {},
    marketSize: [0, 0, 0],
    brandEquity,
    // "Shuffle the Social Hype tokens and place them randomly on the Social Hype Track."
    socialHype: o.socialHype ? [...o.socialHype] : [...PROJECTS],
    auction: null,
    lastDial: null,
    final: null,
    ...added
  };
}

/** "1 Eturnium Share", "2 Eturnium Shares". */
const sharesOf = (n: number, project: ProjectId) => `${n} ${PROJECT_NAMES[project]} ${n === 1 ? 'Share' : 'Shares'}`;

/**
 * How a refusal or a line names a role: its player with the role ("Ann (Startupper)") where the
 * players are known, else the role with its article ("the Startupper"), as the lines were before
 * the players were passed. `The` starts a sentence.
 */
export interface Naming {
  the: (role: Role) => string;
  The: (role: Role) => string;
}
export function naming(state: Pick<DisruptState, 'playerOf'>, players: readonly Player[] = []): Naming {
  const the = (role: Role) => {
    const name = players.find((p) => p.id === state.playerOf[role])?.name;
    return name ? `${name} (${ROLE_NAMES[role]})` : `the ${ROLE_NAMES[role]}`;
  };
  return { the, The: (role) => the(role).replace(/^the /, 'The ') };
}

/**
 * Why a holder cannot give that many Shares: what is in hand, and the Shares up for sale beside
 * it ("The Startupper has only 2 Eturnium Shares in hand (1 more is up for sale)").
 */
function fewSharesProblem(state: DisruptState, from: Holder, project: ProjectId, names: Naming = naming(state)): string {
  const has = state.shares[from][project];
  if (from === 'outside') return has ? `Only ${sharesOf(has, project)} ${has === 1 ? 'is' : 'are'} beside the board.` : `No ${PROJECT_NAMES[project]} Share is beside the board.`;
  if (from === 'market') return `The Market has only ${sharesOf(has, project)}.`;
  const forSale = countIn((state.board?.[from] ?? []).map((c) => (c === project ? c : null)));
  const more = forSale ? ` (${forSale} more ${forSale === 1 ? 'is' : 'are'} up for sale: take ${forSale === 1 ? 'it' : 'them'} back with Set up for sale first)` : '';
  return `${names.The(from)} has ${has ? `only ${sharesOf(has, project)}` : `no ${PROJECT_NAMES[project]} Share`} in hand${more}.`;
}

const roleName = (r: Holder) => (r === 'market' ? 'the Market' : r === 'outside' ? 'beside the board' : ROLE_NAMES[r]);

function withMillions(state: DisruptState, role: Role, delta: number): DisruptState {
  return { ...state, millions: { ...state.millions, [role]: (state.millions[role] ?? 0) + delta } };
}

/**
 * The roles on Brand Equity, highest first. Games begun before the order was kept have none: their
 * order is by step, and on one step by turn order.
 */
export function brandEquityRank(state: DisruptState): Role[] {
  return state.brandEquityOrder ?? [...state.roles].sort((a, b) => (state.brandEquity[a] ?? 99) - (state.brandEquity[b] ?? 99));
}

/** Moves a role on Brand Equity. A version-1 move in a game without the kept order leaves the state as version 1 made it. */
function withBrandEquity(state: DisruptState, role: Role, step: number, keepOrder: boolean): DisruptState {
  const next = { ...state, brandEquity: { ...state.brandEquity, [role]: step } };
  return keepOrder || state.brandEquityOrder ? { ...next, brandEquityOrder: orderAfterMove(brandEquityRank(state), state.brandEquity, role, step) } : next;
}

const isRow = (board: MarketBoard, row: unknown): row is Row => typeof row === 'string' && Array.isArray(board[row as Row]);

/**
 * A buy names its Share by its place on the Market (row and column), and the places move: a
 * refill or a public buy slides the Public row, a Set up for sale rearranges a row. So a buy also
 * records the Share it was for (`share`, from this version on), and is refused when its place now
 * holds another: taking back an earlier entry in History must not make a later buy take a
 * different Share (History then refuses the take-back and names the buy). Buys stored before the
 * field keep to the place alone, as they did.
 */
function shareMoved(share: unknown, there: ProjectId, row: Row, column: number): Invalid | null {
  if (share === undefined || share === there) return null;
  return invalid(`The ${MARKET_PRICES[column]}M place of ${rowName(row)} now holds ${aShare(there)}, not the ${isProject(share) ? PROJECT_NAMES[share] : String(share)} Share this buy was for.`);
}

/**
 * Refuses a payment that would take a role below 0, unless the table confirmed the debt. The
 * rulebook has no debt (the credit card's dials show what a player has): going below 0 is a
 * table's agreement, ticked as "Allow going below 0" beside the action.
 */
function payProblem(state: DisruptState, role: Role, amount: number, debt: unknown, names: Naming, what = `paying ${amount}M`): Invalid | null {
  const has = state.millions[role] ?? 0;
  if (amount > has && debt !== true)
    return invalid(`${names.The(role)} has only ${has}M: ${what} would go below 0. Tick “Allow going below 0” only if the table agrees to a debt (the rulebook has none).`);
  return null;
}

export function applyDisrupt(state: DisruptState, event: GameEvent, players: readonly Player[] = []): DisruptState | Invalid {
  const names = naming(state, players);
  const inGame = (r: unknown): r is Role => isRole(r) && state.roles.includes(r);
  // In a game with the Market board, Shares on the Market are in its rows, not in a "market" holder.
  const holder = (h: unknown): h is Holder => (h === 'market' && !state.board) || h === 'outside' || inGame(h);
  const onBoard = (): Invalid | null => (state.board ? null : invalid('This game began before the Market board: its Market is one holder (move Shares to or from “Market”).'));
  if (state.final && event.type !== 'disrupt.final-scored') return invalid('The final scoring is recorded: the game is over.');
  switch (event.type) {
    case 'disrupt.money-adjusted': {
      if (!inGame(event.role)) return invalid('Pick a role in this game.');
      const problem = amountProblem(event.amount, { allowNegative: true });
      if (problem) return invalid(problem);
      const amount = event.amount as number;
      if (amount < 0) {
        const refused = payProblem(state, event.role, -amount, event.debt, names);
        if (refused) return refused;
      }
      return withMillions(state, event.role, amount);
    }
    case 'disrupt.money-paid': {
      if (!inGame(event.from) || !(inGame(event.to) || event.to === 'bank') || event.from === event.to) return invalid('Pick who pays and who receives.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const refused = payProblem(state, event.from, event.amount as number, event.debt, names);
      if (refused) return refused;
      const paid = withMillions(state, event.from, -(event.amount as number));
      return event.to === 'bank' ? paid : withMillions(paid, event.to as Role, event.amount as number);
    }
    case 'disrupt.shares-moved': {
      const { project, from, to, count, price } = event;
      if (state.board && (from === 'market' || to === 'market')) return invalid('Shares go to and from the Market on the Market board: set them up for sale or buy them there.');
      if (!isProject(project) || !holder(from) || !holder(to) || from === to) return invalid('Pick the Project, where the Shares come from and where they go.');
      if (!isInt(count, 1, 5)) return invalid('Move 1 to 5 Shares.');
      if (state.shares[from][project] < count) return invalid(fewSharesProblem(state, from, project, names));
      const problem = amountProblem(price, { allowZero: true });
      if (problem) return invalid(`Price: ${problem}`);
      let next: DisruptState = {
        ...state,
        shares: { ...state.shares, [from]: { ...state.shares[from], [project]: state.shares[from][project] - count }, [to]: { ...state.shares[to], [project]: state.shares[to][project] + count } }
      };
      const amount = price as number;
      if (amount > 0) {
        // The one who receives the Shares pays; the one who gives them (a role) is paid.
        if (isRole(to)) {
          const refused = payProblem(next, to, amount, event.debt, names);
          if (refused) return refused;
          next = withMillions(next, to, -amount);
        }
        if (isRole(from)) next = withMillions(next, from, amount);
      }
      return next;
    }
    case 'disrupt.resources-changed': {
      if (!inGame(event.role) || !RESOURCE_KINDS.includes(event.kind as ResourceKind)) return invalid('Pick a role and a resource.');
      if (!isInt(event.delta, -99, 99) || event.delta === 0) return invalid('Change by a whole number.');
      const kind = event.kind as ResourceKind;
      const current = state.resources[event.role]![kind];
      if (current + (event.delta as number) < 0) return invalid(`${names.The(event.role)} has only ${current} ${RESOURCE_NAMES[kind]}.`);
      return { ...state, resources: { ...state.resources, [event.role]: { ...state.resources[event.role]!, [kind]: current + (event.delta as number) } } };
    }
    case 'disrupt.resources-exchanged': {
      // "At any time, a player can spend any 3 resources to gain 1 Resource of any kind."
      if (!inGame(event.role) || !RESOURCE_KINDS.includes(event.gain as ResourceKind)) return invalid('Pick a role and the resource to gain.');
      const spend = event.spend as Record<ResourceKind, number> | undefined;
      if (!spend || !RESOURCE_KINDS.every((k) => isInt(spend[k] ?? 0, 0, 3)) || RESOURCE_KINDS.reduce((s, k) => s + (spend[k] ?? 0), 0) !== 3)
        return invalid('Spend exactly 3 resources.');
      const have = state.resources[event.role]!;
      const next = { ...have };
      for (const k of RESOURCE_KINDS) {
        if ((spend[k] ?? 0) > have[k]) return invalid(`${names.The(event.role)} has only ${have[k]} ${RESOURCE_NAMES[k]}.`);
        next[k] -= spend[k] ?? 0;
      }
      next[event.gain as ResourceKind] += 1;
      return { ...state, resources: { ...state.resources, [event.role]: next } };
    }
    case 'disrupt.cubes-changed': {
      const { project, color, delta } = event;
      if (!isProject(project) || !isColor(color)) return invalid('Pick a Project and a colour.');
      if (!state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is not on a Pipeline yet.`);
      if (delta !== 1 && delta !== -1) return invalid('Add or remove one cube at a time.');
      const count = state.cubes[project][color];
      if (delta === -1 && count <= 1)
        return invalid(count === 0 ? `${PROJECT_NAMES[project]} has no ${COLOR_NAMES[color]} cube.` : `The last ${COLOR_NAMES[color]} cube of ${PROJECT_NAMES[project]} can never be removed.`);
      return { ...state, cubes: { ...state.cubes, [project]: { ...state.cubes[project], [color]: count + delta } } };
    }
    case 'disrupt.project-placed': {
      const { project, sealed } = event as unknown as { project: unknown; sealed?: unknown };
      const secret = unsealSecret(sealed);
      if (!isProject(project) || !STARTUPPER_PROJECTS.includes(project)) return invalid('The Startupper places MiniaturePrime, BoardTube or Eturnium.');
      if (state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is already on its Pipeline.`);
      if (!secret || !isColor(secret.plus) || !isColor(secret.minus) || secret.plus === secret.minus) return invalid('Pick a Secret Parameters token: +1 one colour, −1 another.');
      if (Object.values(state.secrets).some((s) => s === sealSecret(secret))) return invalid('That Secret Parameters token is already on another Project.');
      const placed = { ...state, placed: { ...state.placed, [project]: true }, secrets: { ...state.secrets, [project]: sealSecret(secret) } };
      // Version 1 (logs written before) placed any number in a phase, and replays as it did.
      if (event.v === 1) return placed;
      if (state.phase === 'project' && placedThisPhase(state)) return invalid('The Startupper places one Project a Project phase: the next waits for the next Project phase.');
      return { ...placed, placedAt: { round: state.round, phase: state.phase } };
    }
    case 'disrupt.market-size-changed': {
      if (!isInt(event.pipeline, 0, 2) || (event.delta !== 1 && event.delta !== -1)) return invalid('Move one Market Size one step.');
      const now = state.marketSize[event.pipeline];
      const next = now + (event.delta as number);
      if (next < -2 || next > 2) return invalid('The Market Size cube is at the end of its track.');
      const marketSize = [...state.marketSize] as DisruptState['marketSize'];
      marketSize[event.pipeline] = next;
      return { ...state, marketSize };
    }
    case 'disrupt.brand-equity-set': {
      if (event.v === 1) {
        // Version 1 (before the track had places): any step from 1 to 9, shared or not.
        if (!inGame(event.role) || !isInt(event.position, 1, 9)) return invalid('A Brand Equity position is from 1 (top) to 9.');
        return withBrandEquity(state, event.role, event.position, false);
      }
      if (!inGame(event.role)) return invalid('Pick a role in this game.');
      const problem = brandEquityProblem(state.brandEquity, event.role, event.position, brandEquityRank(state), names.the);
      if (problem) return invalid(problem);
      return withBrandEquity(state, event.role, event.position as number, true);
    }
    case 'disrupt.hype-moved': {
      if (!isProject(event.project) || !isInt(event.steps, -5, 5) || event.steps === 0) return invalid('Move a Project up or down 1 to 5 steps.');
      const order = state.socialHype.filter((p) => p !== event.project);
      const from = state.socialHype.indexOf(event.project);
      const to = Math.max(0, Math.min(order.length, from - (event.steps as number)));
      order.splice(to, 0, event.project);
      return { ...state, socialHype: order };
    }
    case 'disrupt.phase-advanced': {
      if (state.auction) return invalid('Finish the auction first.');
      const i = PHASES.indexOf(state.phase);
      if (i === PHASES.length - 1 && state.round >= ROUNDS) return invalid('That was the sixth round: go to the final scoring.');
      const to = nextPhase(state);
      // From version 2 the entry names the phase it goes to: taking back an earlier phase in
      // History must not make this one go to another (History refuses the take-back instead).
      // Version 1 goes on one phase from wherever the game is, as it did.
      if (event.v !== 1 && (event.round !== to.round || event.phase !== to.phase)) {
        const named = PHASES.includes(event.phase as Phase) ? `${PHASE_NAMES[event.phase as Phase]} phase` : 'a phase';
        return invalid(`This goes on to round ${String(event.round)}'s ${named}, but the game is in round ${state.round}'s ${PHASE_NAMES[state.phase]} phase.`);
      }
      const { turnsEnded: _ended, ...moved } = state;
      // The turns counted belong to the phase that ends (a game that never counted one keeps its state as it was).
      const next: DisruptState = state.turnsEnded === undefined ? state : moved;
      if (i < PHASES.length - 1) return { ...next, phase: to.phase };
      // The first player claimed during the round plays first from the new round on.
      if (!next.nextFirstPlayer) return { ...next, phase: 'operations', round: to.round };
      const { nextFirstPlayer, ...rest } = next;
      return { ...rest, phase: 'operations', round: to.round, firstPlayer: nextFirstPlayer };
    }
    case 'disrupt.turn-ended': {
      // A Worker placed and its slots' actions done: the next player in turn order places one.
      if (state.phase !== 'operations') return invalid('Turns are taken in the Operations phase: Workers are placed in turn order.');
      if (state.auction) return invalid('Finish the auction first.');
      const now = operationsTurn(state);
      if (!now) return invalid(`Every player has placed their ${WORKERS} Workers: go on to the Project phase.`);
      // The entry names whose turn ended: taking back an earlier turn must not hand this one to someone else.
      if (event.role !== now.role) return invalid(`It is ${names.the(now.role)}’s turn${inGame(event.role) ? `, not ${names.the(event.role)}’s` : ''}.`);
      return { ...state, turnsEnded: (state.turnsEnded ?? 0) + 1 };
    }
    case 'disrupt.first-player-set':
      if (!inGame(event.role)) return invalid('Pick a role in this game.');
      // Version 1 changed the first player at once; from version 2 it is for the next round, as the location says.
      if (event.v === 1) return { ...state, firstPlayer: event.role };
      if (state.nextFirstPlayer === event.role) return invalid(`${names.The(event.role)} already plays first next round.`);
      return { ...state, nextFirstPlayer: event.role };
    case 'disrupt.auction-opened': {
      if (state.auction) return invalid('An auction is already running.');
      if (!isProject(event.project) || !holder(event.owner)) return invalid('Pick the Share and its owner.');
      if (state.shares[event.owner][event.project] < 1) return invalid(`${roleName(event.owner)} has no ${PROJECT_NAMES[event.project]} Share.`);
      return { ...state, auction: { project: event.project, owner: event.owner, bids: [], passed: [] } };
    }
    case 'disrupt.auction-bid': {
      const a = state.auction;
      if (!a) return invalid('No auction is running.');
      if (!inGame(event.role) || a.passed.includes(event.role)) return invalid('That role has passed.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(`Bid: ${problem}`);
      const last = a.bids.at(-1);
      if (last && (event.amount as number) <= last.amount) return invalid(`A bid must be higher than the last one (${last.amount}M).`);
      if ((event.amount as number) > (state.millions[event.role] ?? 0)) return invalid(`${names.The(event.role)} has only ${state.millions[event.role]}M: a bid is what a player can pay.`);
      return { ...state, auction: { ...a, bids: [...a.bids, { role: event.role, amount: event.amount as number }] } };
    }
    case 'disrupt.auction-passed': {
      const a = state.auction;
      if (!a || !inGame(event.role) || a.passed.includes(event.role)) return invalid('That role cannot pass now.');
      return { ...state, auction: { ...a, passed: [...a.passed, event.role] } };
    }
    case 'disrupt.auction-closed': {
      const a = state.auction;
      if (!a) return invalid('No auction is running.');
      const last = a.bids.at(-1);
      // From version 2 the entry names the winner and the price (null for no bid): taking back an
      // earlier bid in History must not sell the Share to someone else or for another price.
      if (event.v !== 1 && ((event.winner ?? null) !== (last?.role ?? null) || (event.amount ?? null) !== (last?.amount ?? null))) {
        return invalid(
          last
            ? `The last bid is now ${names.the(last.role)}’s ${last.amount}M, not the bid this sale was for.`
            : 'Nobody has bid now: this sale was for a bid that is no longer there.'
        );
      }
      if (!last) return { ...state, auction: null };
      if (last.amount > (state.millions[last.role] ?? 0)) return invalid(`${names.The(last.role)} no longer has ${last.amount}M.`);
      // The winner pays the owner; an owner who wins keeps the Share and pays the bank.
      let next = withMillions({ ...state, auction: null }, last.role, -last.amount);
      if (last.role === a.owner) return next;
      if (isRole(a.owner)) next = withMillions(next, a.owner, last.amount);
      return {
        ...next,
        shares: {
          ...next.shares,
          [a.owner]: { ...next.shares[a.owner], [a.project]: next.shares[a.owner][a.project] - 1 },
          [last.role]: { ...next.shares[last.role], [a.project]: next.shares[last.role][a.project] + 1 }
        }
      };
    }
    case 'disrupt.auction-cancelled':
      if (!state.auction) return invalid('No auction is running.');
      return { ...state, auction: null };
    case 'disrupt.market-set-up': {
      // "Set Up for Sale": the role's whole row as it is after the action (rearranging is allowed).
      const refused = onBoard();
      if (refused) return refused;
      const board = state.board!;
      if (!inGame(event.role)) return invalid('Pick a role in this game.');
      const row = event.row;
      if (!Array.isArray(row) || row.length !== MARKET_COLUMNS || !row.every((c) => c === null || isProject(c)))
        return invalid('A row of the Market has 5 places, 8M to 4M, each empty or one Share.');
      if (typeof event.atLocation !== 'boolean') return invalid('Say whether this is the Set Up for Sale location.');
      const before = board[event.role] ?? emptyRow();
      if (before.every((c, i) => c === row[i])) return invalid('Nothing changed in the row.');
      const held = { ...state.shares[event.role] };
      for (const c of before) if (c) held[c] += 1;
      for (const c of row as Cell[]) if (c) held[c] -= 1;
      const short = PROJECTS.find((p) => held[p] < 0);
      if (short) {
        const has = held[short] + (row as Cell[]).filter((c) => c === short).length;
        return invalid(`${names.The(event.role)} has only ${has} ${PROJECT_NAMES[short]} ${has === 1 ? 'Share' : 'Shares'} to put up for sale.`);
      }
      // "you only get Experience resources for each additional Share you put up for sale"
      const added = Math.max(0, countIn(row as Cell[]) - countIn(before));
      const res = state.resources[event.role]!;
      return {
        ...state,
        shares: { ...state.shares, [event.role]: held },
        board: { ...board, [event.role]: [...(row as Cell[])] },
        resources: event.atLocation && added ? { ...state.resources, [event.role]: { ...res, experience: res.experience + added } } : state.resources
      };
    }
    case 'disrupt.market-bought': {
      // "When buying a Share from the Market, spend the amount of million based on which column that Share is in. The owner of the Share gets the same amount of million."
      const refused = onBoard();
      if (refused) return refused;
      const board = state.board!;
      const { buyer, row, column } = event;
      if (!inGame(buyer)) return invalid('Pick who buys.');
      if (!isRow(board, row) || !isInt(column, 0, MARKET_COLUMNS - 1)) return invalid('Pick a Share on the Market.');
      const project = board[row]![column];
      if (!project) return invalid(`No Share is for sale at ${MARKET_PRICES[column]}M in ${rowName(row)}.`);
      const moved = shareMoved(event.share, project, row, column);
      if (moved) return moved;
      if (row === buyer) return invalid(`That ${PROJECT_NAMES[project]} Share is ${names.the(buyer)}’s own: take it back with Set up for sale.`);
      if (typeof event.atLocation !== 'boolean') return invalid('Say whether this is the Buy location.');
      const price = MARKET_PRICES[column];
      const debtProblem = payProblem(state, buyer, price, event.debt, names, `buying it for ${price}M`);
      if (debtProblem) return debtProblem;
      let next = withMillions(state, buyer, -price);
      if (row !== 'public') next = withMillions(next, row, price);
      const cells = [...board[row]!];
      cells[column] = null;
      const res = next.resources[buyer]!;
      return {
        ...next,
        board: { ...board, [row]: cells },
        shares: { ...next.shares, [buyer]: { ...next.shares[buyer], [project]: next.shares[buyer][project] + 1 } },
        // "Buy any number of Shares on the Market and gain the same amount of Innovation resources."
        resources: event.atLocation ? { ...next.resources, [buyer]: { ...res, innovation: res.innovation + 1 } } : next.resources
      };
    }
    case 'disrupt.public-bought': {
      // An Event's public buy: the table confirmed which Share (see public-buy.ts); its owner is paid its price.
      const refused = onBoard();
      if (refused) return refused;
      const board = state.board!;
      const { row, column, price, project: named } = event;
      if (!isInt(price, 4, 8)) return invalid('The Event buys at 4M to 8M.');
      if (named !== null && !isProject(named)) return invalid('Pick the Project the Event names, or none.');
      if (!inGame(row) || !isInt(column, 0, MARKET_COLUMNS - 1)) return invalid('The public buys a Share from a player’s row.');
      const project = board[row]?.[column];
      if (!project) return invalid(`No Share is for sale at ${MARKET_PRICES[column]}M in ${rowName(row)}.`);
      const moved = shareMoved(event.share, project, row, column);
      if (moved) return moved;
      const cells = [...board[row]!];
      cells[column] = null;
      // "it is immediately put for sale in the bottom row (Public row) for the highest price of 8 million", the others sliding right.
      const pushed = pushLeft(board.public ?? emptyRow(), project);
      const next = withMillions(state, row, MARKET_PRICES[column]);
      return {
        ...next,
        board: { ...board, [row]: cells, public: pushed.row },
        shares: pushed.out ? { ...next.shares, outside: { ...next.shares.outside, [pushed.out]: next.shares.outside[pushed.out] + 1 } } : next.shares
      };
    }
    case 'disrupt.public-refilled': {
      // "After resolving an Event card, if there are empty slots in the last row of the Market, return Shares outside of the game…"
      const refused = onBoard();
      if (refused) return refused;
      const board = state.board!;
      const plan = refillPlan(board.public ?? emptyRow(), state.shares.outside, state.socialHype);
      if (!plan.taken.length) return invalid((board.public ?? []).includes(null) ? 'No Shares are beside the board to refill the Public row.' : 'The Public row is full.');
      // The refill's Shares follow Social Hype and what is beside the board; from this version on
      // the entry lists them, and is refused when the rules would now take others (so taking back
      // an earlier Social Hype move cannot change it silently). Older refills take the rules' pick, as they did.
      if (event.shares !== undefined && (!Array.isArray(event.shares) || event.shares.join() !== plan.taken.join())) {
        const list = (ps: unknown) => (Array.isArray(ps) ? ps.map((p) => (isProject(p) ? PROJECT_NAMES[p] : String(p))).join(', ') : 'nothing');
        return invalid(`The refill now takes ${list(plan.taken)} (highest on Social Hype first), not ${list(event.shares)}.`);
      }
      const outside = { ...state.shares.outside };
      for (const p of plan.taken) outside[p] -= 1;
      return { ...state, board: { ...board, public: plan.row }, shares: { ...state.shares, outside } };
    }
    case 'disrupt.workflow-paid': {
      // "Each player gains 1 million / 2 million for each Share they own of the triggering
      // Project" and "Each player loses 1 million for each Share they own": one entry for every
      // holder. The entry lists what each is paid, and is refused when the Shares held now give
      // other amounts (taking back an earlier Share move must not change a later payout silently).
      const { project, perShare, paid } = event;
      if (!isProject(project)) return invalid('Pick the Project whose Workflow pays.');
      if (perShare !== 1 && perShare !== 2 && perShare !== -1) return invalid('A Workflow pays 1M or 2M per Share, or takes 1M per Share.');
      if (!state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is not on a Pipeline yet: its Workflow does not trigger.`);
      const due = workflowPayout(state, project, perShare);
      const dueRoles = Object.keys(due) as Role[];
      if (!dueRoles.length) return invalid(`Nobody owns a ${PROJECT_NAMES[project]} Share: the Workflow pays nobody.`);
      const given = (paid ?? {}) as Record<string, unknown>;
      if (Object.keys(given).length !== dueRoles.length || dueRoles.some((r) => given[r] !== due[r])) {
        return invalid(`The ${PROJECT_NAMES[project]} Shares have changed hands: the payout now is ${dueRoles.map((r) => `${names.the(r)} ${signed(due[r]!)}M`).join(', ')}.`);
      }
      let next = state;
      for (const r of dueRoles) {
        if (due[r]! < 0) {
          const refused = payProblem(next, r, -due[r]!, event.debt, names, `losing ${-due[r]!}M`);
          if (refused) return refused;
        }
        next = withMillions(next, r, due[r]!);
      }
      return next;
    }
    case 'disrupt.dial-turned': {
      if (!state.solo) return invalid('The dial is for the solo game.');
      if (!isInt(event.dial, 0, 9)) return invalid('The dial shows 0 to 9.');
      const problem = amountProblem(event.bid, { allowZero: true });
      if (problem) return invalid(`Your bid: ${problem}`);
      // "If you bid higher or tied, you win."
      return { ...state, lastDial: { dial: event.dial, bid: event.bid as number, winner: (event.bid as number) >= event.dial ? 'player' : 'opponent' } };
    }
    case 'disrupt.final-scored': {
      if (state.final) return invalid('The final scoring is already recorded.');
      const bullBear = event.bullBear as [number, number, number];
      if (!Array.isArray(bullBear) || bullBear.length !== 3 || !bullBear.every((b) => isInt(b, -4, 4))) return invalid('A Bull & Bear token moves the Market Size −4 to +4 steps.');
      try {
        return { ...state, final: { bullBear, result: scoreDisrupt(finalInput(state, bullBear)) } };
      } catch (error) {
        return invalid((error as Error).message);
      }
    }
    default:
      return invalid(`Disrupt does not know “${event.type}”.`);
  }
}

export const SOLO_GRADE_NAMES: Record<NonNullable<FinalScoringResult['soloGrade']>, string> = {
  'successful-entrepreneur': 'Successful Entrepreneur',
  'financial-titan': 'Financial Titan',
  'market-leader': 'Market Leader'
};

/**
 * The result in one line, for the banner. Solo: the grade reached, or the automated Startupper's
 * win when none is (solo has no win without a grade). Otherwise every player with the highest total.
 */
export function resultHeadline(result: FinalScoringResult, solo: boolean, label: (role: Role) => string): string {
  const total = (r: Role) => result.players.find((p) => p.role === r)?.total ?? 0;
  if (solo) {
    return result.soloGrade
      ? `${label('leader')} wins as ${SOLO_GRADE_NAMES[result.soloGrade]} with ${total('leader')}M`
      : `The automated Startupper won: ${label('leader')} reached no grade (${total('leader')}M)`;
  }
  const names = result.winners.map(label);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${list} ${names.length > 1 ? 'win' : 'wins'} with ${total(result.winners[0])}M`;
}

/** The tracked state as the final-scoring input (Bull & Bear moves clamped to the track). */
export function finalInput(state: DisruptState, bullBear: [number, number, number]) {
  return {
    projects: Object.fromEntries(PROJECTS.map((p) => [p, { ...state.cubes[p], ...(state.secrets[p] ? { secret: unsealSecret(state.secrets[p]) } : {}) }])) as Record<ProjectId, { design: number; development: number; marketing: number; secret?: Secret }>,
    marketSize: state.marketSize.map((m, i) => afterBullBear(m, bullBear[i]).position) as [number, number, number],
    bullBear: { before: [...state.marketSize] as [number, number, number], moves: [...bullBear] as [number, number, number] },
    players: state.roles
      .filter((r) => !state.solo || r === 'leader')
      .map((r) => ({
        role: r,
        millions: state.millions[r] ?? 0,
        shares: sharesOwned(state, r),
        resources: RESOURCE_KINDS.reduce((s, k) => s + state.resources[r]![k], 0),
        brandEquity: state.brandEquity[r] ?? 9
      })),
    solo: state.solo
  };
}

/**
 * The Shares a role has at the final scoring: those in front of them and those they still have up
 * for sale in their row of the Market (the rulebook says players "have a Share to sell").
 */
export function sharesOwned(state: DisruptState, role: Role): Record<ProjectId, number> {
  const owned = { ...state.shares[role] };
  for (const c of state.board?.[role] ?? []) if (c) owned[c] += 1;
  return owned;
}

/** "+3", "−2". */
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/**
 * What a Workflow's "each player gains (loses) N million for each Share they own of the triggering
 * Project" pays each role that owns any (in turn order; the Shares they have up for sale count, as
 * in the final scoring). Roles with none are left out.
 */
export function workflowPayout(state: DisruptState, project: ProjectId, perShare: number): Partial<Record<Role, number>> {
  const due: Partial<Record<Role, number>> = {};
  for (const r of state.roles) {
    const n = sharesOwned(state, r)[project];
    if (n > 0) due[r] = n * perShare;
  }
  return due;
}

/** The Shares a role has in front of them, in all. */
export const sharesInHand = (state: DisruptState, role: Role): number => PROJECTS.reduce((s, p) => s + state.shares[role][p], 0);

/** The Shares a role has up for sale in their row of the Market. */
export const sharesForSale = (state: DisruptState, role: Role): number => countIn(state.board?.[role]);

/** The roles in this round's turn order: from the first player, round the table. */
export function turnOrder(state: DisruptState): Role[] {
  const i = state.roles.indexOf(state.firstPlayer);
  return [...state.roles.slice(i), ...state.roles.slice(0, i)];
}

/** The phase the game goes on to from where it is (after round 6's Event there is none: the final scoring). */
export function nextPhase(state: Pick<DisruptState, 'round' | 'phase'>): { round: number; phase: Phase } {
  const i = PHASES.indexOf(state.phase);
  return i < PHASES.length - 1 ? { round: state.round, phase: PHASES[i + 1] } : { round: state.round + 1, phase: 'operations' };
}

/** The roles that take turns: this round's turn order, less the automated Startupper of solo (it "never places Meeples"). */
export function turnTakers(state: DisruptState): Role[] {
  return turnOrder(state).filter((r) => state.playerOf[r] !== undefined);
}

/**
 * Whose turn it is in the Operations phase and which of their Workers they place: "each player
 * places Workers", one per turn, "in turn order" from the first player, until "each player has
 * placed their last Worker" (three each). Null outside the Operations phase and once every
 * Worker is placed.
 */
export function operationsTurn(state: DisruptState): { role: Role; worker: number } | null {
  if (state.final || state.phase !== 'operations') return null;
  const takers = turnTakers(state);
  const ended = state.turnsEnded ?? 0;
  if (!takers.length || ended >= takers.length * WORKERS) return null;
  return { role: takers[ended % takers.length], worker: Math.floor(ended / takers.length) + 1 };
}

/** Whether a Project was placed in this very phase (of this round): one a Project phase. */
export function placedThisPhase(state: DisruptState): boolean {
  return state.placedAt?.round === state.round && state.placedAt.phase === state.phase;
}

/** How many Worker turns of this Operations phase are still to come (0 outside it, or once all are placed). */
export function workerTurnsLeft(state: DisruptState): number {
  if (!operationsTurn(state)) return 0;
  return turnTakers(state).length * WORKERS - (state.turnsEnded ?? 0);
}

/** Setup's last step is still to do: "The Startupper places a Project on a Pipeline and assigns a Secret Parameters token to it." */
export function setupPending(state: DisruptState): boolean {
  return !state.final && state.round === 1 && state.roles.includes('startupper') && STARTUPPER_PROJECTS.every((p) => !state.placed[p]);
}

/**
 * The player the rules give to act now, for the scoreboard to mark: the Startupper while setup's
 * last step waits for them, the next bidder (in turn order) while an auction runs, and in the
 * Operations phase the player placing a Worker. Null where nobody has the turn: the Project phase
 * (each Workflow card's owner decides in the card's order, the outcome is resolved at once) and
 * the Event phase (the Event is resolved top to bottom).
 */
export function whoseTurn(state: DisruptState): { role: Role; doing: 'setup' | 'bid' | 'worker'; worker?: number } | null {
  if (state.final) return null;
  if (state.auction) {
    const bidder = nextBidder(state);
    return bidder ? { role: bidder, doing: 'bid' } : null;
  }
  if (setupPending(state)) return { role: 'startupper', doing: 'setup' };
  const turn = operationsTurn(state);
  return turn ? { role: turn.role, doing: 'worker', worker: turn.worker } : null;
}

/** Who bids next in the running auction: in this round's turn order after the last bidder, skipping those who passed (and the automated Startupper). */
export function nextBidder(state: DisruptState): Role | null {
  const a = state.auction;
  if (!a) return null;
  const order = turnOrder(state).filter((r) => state.playerOf[r]);
  const last = a.bids.at(-1)?.role;
  const start = last ? order.indexOf(last) + 1 : 0;
  for (let i = 0; i < order.length; i++) {
    const r = order[(start + i) % order.length];
    if (!a.passed.includes(r) && r !== last) return r;
  }
  return null;
}

/**
 * Who may bid now in the running auction: every player who has not passed (a pass is final), the
 * Share's owner too (an owner who wins keeps it), but not the last bidder, who would only outbid
 * themselves. The rulebook's examples do not keep to turn order (in Example 1 the Market Leader
 * opens an auction the Startupper began as first player), so the table says who bids; nextBidder
 * is only the suggestion.
 */
export function biddersNow(state: DisruptState): Role[] {
  const a = state.auction;
  if (!a) return [];
  const last = a.bids.at(-1)?.role;
  return turnOrder(state).filter((r) => state.playerOf[r] && !a.passed.includes(r) && r !== last);
}

/** The Shares that "Next round" puts from beside the board into the Public row (none when nothing is due). */
export function refillDue(state: DisruptState): ProjectId[] {
  return state.board ? refillPlan(state.board.public ?? emptyRow(), state.shares.outside, state.socialHype).taken : [];
}

const listRow = (row: readonly Cell[]) =>
  row
    .map((c, i) => (c ? `${PROJECT_NAMES[c]} ${MARKET_PRICES[i]}M` : null))
    .filter(Boolean)
    .join(', ') || 'nothing';

/**
 * One history line. A role is named with its player where the game knows them ("Sam (Startupper)");
 * the automated Startupper of solo, or a line described without the players, keeps the role's name.
 */
export function describeDisrupt(event: GameEvent, before: DisruptState, players: readonly Player[] = []): string {
  const who = (x: Role) => {
    const name = players.find((p) => p.id === before.playerOf[x])?.name;
    return name ? `${name} (${ROLE_NAMES[x]})` : ROLE_NAMES[x];
  };
  const r = (x: unknown) => (isRole(x) ? who(x) : x === 'bank' ? 'the bank' : roleName(x as Holder));
  const proj = (x: unknown) => (isProject(x) ? PROJECT_NAMES[x] : String(x));
  switch (event.type) {
    case 'disrupt.money-adjusted':
      return `${r(event.role)} ${(event.amount as number) >= 0 ? 'took' : 'paid the bank'} ${Math.abs(event.amount as number)}M${event.debt ? ' (debt confirmed)' : ''}`;
    case 'disrupt.money-paid':
      return `${r(event.from)} paid ${r(event.to)} ${event.amount}M`;
    case 'disrupt.shares-moved':
      return `${event.count} ${proj(event.project)} ${event.count === 1 ? 'Share' : 'Shares'}: ${r(event.from)} → ${r(event.to)}${event.price ? ` for ${event.price}M` : ''}`;
    case 'disrupt.resources-changed':
      return `${r(event.role)} ${(event.delta as number) > 0 ? '+' : '−'}${Math.abs(event.delta as number)} ${RESOURCE_NAMES[event.kind as ResourceKind]}`;
    case 'disrupt.resources-exchanged':
      return `${r(event.role)} spent 3 resources for 1 ${RESOURCE_NAMES[event.gain as ResourceKind]}`;
    case 'disrupt.cubes-changed':
      return `${proj(event.project)} ${(event.delta as number) > 0 ? '+1' : '−1'} ${COLOR_NAMES[event.color as Color]} cube`;
    case 'disrupt.project-placed':
      // The token itself stays secret: never in the history before the final scoring.
      return `${before.playerOf.startupper && players.some((p) => p.id === before.playerOf.startupper) ? who('startupper') : 'The Startupper'} placed ${proj(event.project)} with a Secret Parameters token`;
    case 'disrupt.market-size-changed':
      return `Market Size of pipeline ${(event.pipeline as number) + 1} ${(event.delta as number) > 0 ? 'up' : 'down'} one step`;
    case 'disrupt.brand-equity-set':
      return `${r(event.role)} to Brand Equity ${event.v === 1 ? 'position' : 'step'} ${event.position}`;
    case 'disrupt.hype-moved': {
      // The track stops a Project at its top and bottom: the line says the steps it really moved.
      const steps = event.steps as number;
      const from = before.socialHype.indexOf(event.project as ProjectId);
      const to = Math.max(0, Math.min(before.socialHype.length - 1, from - steps));
      const moved = from < 0 ? Math.abs(steps) : Math.abs(from - to);
      const end = steps > 0 ? 'top' : 'bottom';
      if (moved === 0) return `${proj(event.project)} stays at the ${end} of Social Hype`;
      return `${proj(event.project)} ${steps > 0 ? 'up' : 'down'} ${moved} on Social Hype${moved < Math.abs(steps) ? ` (${Math.abs(steps)} asked; it is at the ${end})` : ''}`;
    }
    case 'disrupt.phase-advanced': {
      const i = PHASES.indexOf(before.phase);
      // History lists a line under the round it was made in: the step out of a round ends it.
      return i < PHASES.length - 1 ? `${PHASE_NAMES[PHASES[i + 1]]} phase` : `Round ${before.round} ended; round ${before.round + 1} began`;
    }
    case 'disrupt.first-player-set':
      return event.v === 1 ? `${r(event.role)} will play first next round` : `${r(event.role)} claimed first player for the next round`;
    case 'disrupt.auction-opened':
      return `Auction of ${isProject(event.project) ? aShare(event.project) : 'a Share'} of ${r(event.owner)}`;
    case 'disrupt.market-set-up': {
      const was = before.board?.[event.role as Role] ?? emptyRow();
      const added = Math.max(0, countIn(event.row as Cell[]) - countIn(was));
      return `${r(event.role)} set up for sale: ${listRow(event.row as Cell[])}${event.atLocation && added ? ` (+${added} Experience)` : ''}`;
    }
    case 'disrupt.market-bought': {
      const project = before.board?.[event.row as Row]?.[event.column as number];
      const from = event.row === 'public' ? 'from the Public row' : `from ${r(event.row)}`;
      return `${r(event.buyer)} bought ${project ? aShare(project) : 'a Share'} ${from} for ${MARKET_PRICES[event.column as number]}M${event.atLocation ? ' (+1 Innovation)' : ''}`;
    }
    case 'disrupt.public-bought': {
      const project = before.board?.[event.row as Row]?.[event.column as number];
      const terms = `${event.price}M${isProject(event.project) ? `, ${PROJECT_NAMES[event.project]}` : ''}`;
      return `The public bought ${project ? aShare(project) : 'a Share'} of ${r(event.row)} for ${MARKET_PRICES[event.column as number]}M (Event: ${terms}); it goes to the Public row at 8M`;
    }
    case 'disrupt.public-refilled':
      return `Public row refilled from beside the board: ${(Array.isArray(event.shares) ? (event.shares as ProjectId[]) : refillDue(before)).map((p) => proj(p)).join(', ')}`;
    case 'disrupt.turn-ended': {
      const turn = operationsTurn(before);
      const after = operationsTurn({ ...before, turnsEnded: (before.turnsEnded ?? 0) + 1 });
      return `${r(event.role)} placed Worker ${turn?.worker ?? '?'} of ${WORKERS}${after ? `; ${r(after.role)}’s turn` : '; every Worker is placed'}`;
    }
    case 'disrupt.workflow-paid': {
      const paid = Object.entries((event.paid ?? {}) as Record<string, number>).map(([role, n]) => `${r(role)} ${signed(n)}M`);
      const per = event.perShare as number;
      return `${proj(event.project)}’s Workflow: ${per < 0 ? `−${-per}M` : `+${per}M`} per Share: ${paid.join(', ')}${event.debt ? ' (debt confirmed)' : ''}`;
    }
    case 'disrupt.auction-bid':
      return `${r(event.role)} bid ${event.amount}M`;
    case 'disrupt.auction-passed':
      return `${r(event.role)} passed`;
    case 'disrupt.auction-closed': {
      const a = before.auction;
      const last = a?.bids.at(-1);
      const share = a ? aShare(a.project) : 'the Share';
      if (!last) return `Auction of ${share} closed with no bid`;
      // "If the player who won the auction is the owner of the Share, they keep the Share and pay the million."
      if (a && last.role === a.owner) return `${r(last.role)} won the auction of their own ${PROJECT_NAMES[a.project]} Share for ${last.amount}M: kept it, paid the bank`;
      return `${r(last.role)} won the auction for ${last.amount}M: ${share}${a ? `, paid to ${r(a.owner)}` : ''}`;
    }
    case 'disrupt.auction-cancelled':
      return `Auction cancelled`;
    case 'disrupt.dial-turned':
      return `Solo dial: ${event.dial} against your ${event.bid}M → ${(event.bid as number) >= (event.dial as number) ? 'you win' : 'the opponent wins'}`;
    case 'disrupt.final-scored':
      return `Final scoring recorded (Bull & Bear ${(event.bullBear as number[]).map((b) => (b > 0 ? `+${b}` : String(b))).join(', ')})`;
    default:
      return event.type;
  }
}

/**
 * "Round 3, Operations phase, Leo leads with 14M (2M ahead)" (money on hand: the final scoring
 * decides the winner); once scored, "Leo won with 84M · Sam 70M" from the final totals.
 * Solo: only the Market Leader is a player ("Leo has 12M"; "Leo scored 84M: Financial Titan", or
 * "Leo scored 40M: no grade, the automated Startupper won").
 */
export function disruptStanding(state: DisruptState, players: readonly Player[]): string {
  const name = (r: Role) => players.find((p) => p.id === state.playerOf[r])?.name ?? ROLE_NAMES[r];
  const played = state.roles.filter((r) => state.playerOf[r] !== undefined);
  if (state.final) {
    const result = state.final.result;
    const totals = result.players.filter((p) => played.includes(p.role)).map((p) => ({ name: name(p.role), value: p.total }));
    if (state.solo) {
      // Solo has no win without a grade: with none, the automated Startupper won.
      const grade = result.soloGrade ? SOLO_GRADE_NAMES[result.soloGrade] : 'no grade, the automated Startupper won';
      return `${totals[0]?.name ?? ROLE_NAMES.leader} scored ${millions(totals[0]?.value ?? 0)}: ${grade}`;
    }
    return finalLine(result.winners.map(name), totals, millions);
  }
  const money = played.map((r) => ({ name: name(r), value: state.millions[r] ?? 0 }));
  return `Round ${state.round}, ${PHASE_NAMES[state.phase]} phase, ${leadLine(money, millions)}`;
}

export const disrupt: GameDefinition<DisruptState> = {
  id: 'disrupt',
  name: 'Disrupt',
  // 2: the Market board, Brand Equity's order on the track, the next round's first player.
  stateVersion: 2,
  minPlayers: 1,
  maxPlayers: 4,
  setup: disruptSetup,
  // The players name the roles in refusals ("Ann (Startupper) has only 3M …").
  apply: (state, event, players) => applyDisrupt(state, event, players),
  describe: (event, before, players) => describeDisrupt(event, before, players),
  period: (state) => (state.final ? 'Final scoring' : `Round ${state.round}`),
  // The solo dial and a randomly drawn Secret Parameters token (solo) are results of chance.
  kindOf: (event): EventKind => (event.type === 'disrupt.dial-turned' || (event.type === 'disrupt.project-placed' && event.random === true) ? 'chance' : 'undoable'),
  summary: (state) => (state.final ? 'Final scoring done' : `Round ${state.round} · ${PHASE_NAMES[state.phase]}`),
  standing: disruptStanding,
  isFinished: (state) => state.final !== null,
  results: disruptResults
};

/**
 * Secret Parameters are kept sealed in events, state and exports: a short code that no screen,
 * history line or backup shows as colours, so a glance at the phone or a backup file gives
 * nothing away. It hides, it does not encrypt: it is the table's honour, as the face-down token is.
 */
export function sealSecret(secret: Secret): string {
  const code = COLORS.indexOf(secret.plus) * 3 + COLORS.indexOf(secret.minus);
  return `sp-${((code * 7919 + 104729) % 1000003).toString(36)}`;
}

export function unsealSecret(sealed: unknown): Secret | null {
  for (const plus of COLORS) for (const minus of COLORS) if (plus !== minus && sealSecret({ plus, minus }) === sealed) return { plus, minus };
  return null;
}

/** The six Secret Parameters tokens. */
export const SECRET_TOKENS: readonly Secret[] = COLORS.flatMap((plus) => COLORS.filter((m) => m !== plus).map((minus) => ({ plus, minus })));
