/**
 * Disrupt as a Boardroom game: roles, money in millions, Shares per holder, resources, Project
 * cubes, the three tracks, Secret Parameters (kept out of every screen and history line until
 * final scoring), Share auctions, the solo dial, rounds and phases, and the recorded final
 * scoring. Pure: no Svelte, Dexie or DOM.
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
  scoreDisrupt,
  type Color,
  type FinalScoringResult,
  type ProjectId,
  type Role
} from './scoring';

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
  firstPlayer: Role;
  millions: Partial<Record<Role, number>>;
  shares: Record<Holder, Record<ProjectId, number>>;
  resources: Partial<Record<Role, Record<ResourceKind, number>>>;
  cubes: Record<ProjectId, Record<Color, number>>;
  placed: Record<ProjectId, boolean>;
  /** Sealed (see sealSecret): never shown, described or exported readable before the final scoring. */
  secrets: Partial<Record<ProjectId, string>>;
  marketSize: [number, number, number];
  brandEquity: Partial<Record<Role, number>>;
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

export function disruptSetup(config: SessionConfig): DisruptState {
  const o = config.options as { roles?: unknown; secrets?: unknown };
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
  for (const p of PROJECTS) {
    if (inGame.includes('startupper') && STARTUPPER_PROJECTS.includes(p)) shares.startupper[p] = 3;
    if (inGame.includes('leader') && LEADER_PROJECTS.includes(p)) shares.leader[p] = 2;
    if (inGame.includes('bpo')) shares.bpo[p] = 1;
    if (inGame.includes('angel')) shares.angel[p] = 1;
    const rest = 5 - TURN_ORDER.reduce((s, r) => s + shares[r][p], 0);
    // The Market gets one Share of each Market Leader Project (the three remaining Shares); the rest waits beside the board.
    const toMarket = LEADER_PROJECTS.includes(p) ? Math.min(1, rest) : 0;
    shares.market[p] = toMarket;
    shares.outside[p] = rest - toMarket;
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
    brandEquity: by((r) => inGame.indexOf(r) + 1),
    socialHype: [...PROJECTS],
    auction: null,
    lastDial: null,
    final: null
  };
}

const roleName = (r: Holder) => (r === 'market' ? 'the Market' : r === 'outside' ? 'beside the board' : ROLE_NAMES[r]);

function withMillions(state: DisruptState, role: Role, delta: number): DisruptState {
  return { ...state, millions: { ...state.millions, [role]: (state.millions[role] ?? 0) + delta } };
}

/** Refuses a payment that would take a role below 0, unless the table confirmed the debt. */
function payProblem(state: DisruptState, role: Role, amount: number, debt: unknown): Invalid | null {
  const has = state.millions[role] ?? 0;
  if (amount > has && debt !== true) return invalid(`${ROLE_NAMES[role]} has only ${has}M; paying ${amount}M needs a confirmed debt.`);
  return null;
}

export function applyDisrupt(state: DisruptState, event: GameEvent): DisruptState | Invalid {
  const inGame = (r: unknown): r is Role => isRole(r) && state.roles.includes(r);
  const holder = (h: unknown): h is Holder => h === 'market' || h === 'outside' || inGame(h);
  if (state.final && event.type !== 'disrupt.final-scored') return invalid('The final scoring is recorded: the game is over.');
  switch (event.type) {
    case 'disrupt.money-adjusted': {
      if (!inGame(event.role)) return invalid('Pick a role in this game.');
      const problem = amountProblem(event.amount, { allowNegative: true });
      if (problem) return invalid(problem);
      const amount = event.amount as number;
      if (amount < 0) {
        const refused = payProblem(state, event.role, -amount, event.debt);
        if (refused) return refused;
      }
      return withMillions(state, event.role, amount);
    }
    case 'disrupt.money-paid': {
      if (!inGame(event.from) || !(inGame(event.to) || event.to === 'bank') || event.from === event.to) return invalid('Pick who pays and who receives.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const refused = payProblem(state, event.from, event.amount as number, event.debt);
      if (refused) return refused;
      const paid = withMillions(state, event.from, -(event.amount as number));
      return event.to === 'bank' ? paid : withMillions(paid, event.to as Role, event.amount as number);
    }
    case 'disrupt.shares-moved': {
      const { project, from, to, count, price } = event;
      if (!isProject(project) || !holder(from) || !holder(to) || from === to) return invalid('Pick the Project, where the Shares come from and where they go.');
      if (!isInt(count, 1, 5)) return invalid('Move 1 to 5 Shares.');
      if (state.shares[from][project] < count) return invalid(`${roleName(from)} has only ${state.shares[from][project]} ${PROJECT_NAMES[project]} Share(s).`);
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
          const refused = payProblem(next, to, amount, event.debt);
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
      if (current + (event.delta as number) < 0) return invalid(`${ROLE_NAMES[event.role]} has only ${current} ${RESOURCE_NAMES[kind]}.`);
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
        if ((spend[k] ?? 0) > have[k]) return invalid(`${ROLE_NAMES[event.role]} has only ${have[k]} ${RESOURCE_NAMES[k]}.`);
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
      return { ...state, placed: { ...state.placed, [project]: true }, secrets: { ...state.secrets, [project]: sealSecret(secret) } };
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
      if (!inGame(event.role) || !isInt(event.position, 1, 9)) return invalid('A Brand Equity position is from 1 (top) to 9.');
      return { ...state, brandEquity: { ...state.brandEquity, [event.role]: event.position } };
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
      if (i < PHASES.length - 1) return { ...state, phase: PHASES[i + 1] };
      if (state.round >= ROUNDS) return invalid('That was the sixth round: go to the final scoring.');
      return { ...state, phase: 'operations', round: state.round + 1 };
    }
    case 'disrupt.first-player-set':
      if (!inGame(event.role)) return invalid('Pick a role in this game.');
      return { ...state, firstPlayer: event.role };
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
      if ((event.amount as number) > (state.millions[event.role] ?? 0)) return invalid(`${ROLE_NAMES[event.role]} has only ${state.millions[event.role]}M.`);
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
      if (!last) return { ...state, auction: null };
      if (last.amount > (state.millions[last.role] ?? 0)) return invalid(`${ROLE_NAMES[last.role]} no longer has ${last.amount}M.`);
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

/** The tracked state as the final-scoring input (Bull & Bear moves clamped to the track). */
export function finalInput(state: DisruptState, bullBear: [number, number, number]) {
  return {
    projects: Object.fromEntries(PROJECTS.map((p) => [p, { ...state.cubes[p], ...(state.secrets[p] ? { secret: unsealSecret(state.secrets[p]) } : {}) }])) as Record<ProjectId, { design: number; development: number; marketing: number; secret?: Secret }>,
    marketSize: state.marketSize.map((m, i) => Math.max(-2, Math.min(2, m + bullBear[i]))) as [number, number, number],
    players: state.roles
      .filter((r) => !state.solo || r === 'leader')
      .map((r) => ({
        role: r,
        millions: state.millions[r] ?? 0,
        shares: { ...state.shares[r] },
        resources: RESOURCE_KINDS.reduce((s, k) => s + state.resources[r]![k], 0),
        brandEquity: state.brandEquity[r] ?? 9
      })),
    solo: state.solo
  };
}

export function describeDisrupt(event: GameEvent, before: DisruptState): string {
  const r = (x: unknown) => (isRole(x) ? ROLE_NAMES[x] : x === 'bank' ? 'the bank' : roleName(x as Holder));
  const proj = (x: unknown) => (isProject(x) ? PROJECT_NAMES[x] : String(x));
  switch (event.type) {
    case 'disrupt.money-adjusted':
      return `${r(event.role)} ${(event.amount as number) >= 0 ? 'took' : 'paid the bank'} ${Math.abs(event.amount as number)}M${event.debt ? ' (debt confirmed)' : ''}`;
    case 'disrupt.money-paid':
      return `${r(event.from)} paid ${r(event.to)} ${event.amount}M`;
    case 'disrupt.shares-moved':
      return `${event.count} ${proj(event.project)} Share(s): ${r(event.from)} → ${r(event.to)}${event.price ? ` for ${event.price}M` : ''}`;
    case 'disrupt.resources-changed':
      return `${r(event.role)} ${(event.delta as number) > 0 ? '+' : '−'}${Math.abs(event.delta as number)} ${RESOURCE_NAMES[event.kind as ResourceKind]}`;
    case 'disrupt.resources-exchanged':
      return `${r(event.role)} spent 3 resources for 1 ${RESOURCE_NAMES[event.gain as ResourceKind]}`;
    case 'disrupt.cubes-changed':
      return `${proj(event.project)} ${(event.delta as number) > 0 ? '+1' : '−1'} ${COLOR_NAMES[event.color as Color]} cube`;
    case 'disrupt.project-placed':
      // The token itself stays secret: never in the history before the final scoring.
      return `The Startupper placed ${proj(event.project)} with a Secret Parameters token`;
    case 'disrupt.market-size-changed':
      return `Market Size of pipeline ${(event.pipeline as number) + 1} ${(event.delta as number) > 0 ? 'up' : 'down'} one step`;
    case 'disrupt.brand-equity-set':
      return `${r(event.role)} to Brand Equity position ${event.position}`;
    case 'disrupt.hype-moved':
      return `${proj(event.project)} ${(event.steps as number) > 0 ? 'up' : 'down'} ${Math.abs(event.steps as number)} on Social Hype`;
    case 'disrupt.phase-advanced': {
      const i = PHASES.indexOf(before.phase);
      return i < PHASES.length - 1 ? `${PHASE_NAMES[PHASES[i + 1]]} phase` : `Round ${before.round + 1} began`;
    }
    case 'disrupt.first-player-set':
      return `${r(event.role)} will play first next round`;
    case 'disrupt.auction-opened':
      return `Auction of a ${proj(event.project)} Share of ${r(event.owner)}`;
    case 'disrupt.auction-bid':
      return `${r(event.role)} bid ${event.amount}M`;
    case 'disrupt.auction-passed':
      return `${r(event.role)} passed`;
    case 'disrupt.auction-closed': {
      const last = before.auction?.bids.at(-1);
      return last ? `${r(last.role)} won the auction for ${last.amount}M` : `Auction closed with no bid`;
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

export const SOLO_GRADE_NAMES = { 'successful-entrepreneur': 'Successful Entrepreneur', 'financial-titan': 'Financial Titan', 'market-leader': 'Market Leader' } as const;

/**
 * "Round 3, Operations phase, Leo leads with 14M (2M ahead)" (money on hand: the final scoring
 * decides the winner); once scored, "Leo won with 84M · Sam 70M" from the final totals.
 * Solo: only the Market Leader is a player ("Leo has 12M"; "Leo scored 84M: Financial Titan").
 */
export function disruptStanding(state: DisruptState, players: readonly Player[]): string {
  const name = (r: Role) => players.find((p) => p.id === state.playerOf[r])?.name ?? ROLE_NAMES[r];
  const played = state.roles.filter((r) => state.playerOf[r] !== undefined);
  if (state.final) {
    const result = state.final.result;
    const totals = result.players.filter((p) => played.includes(p.role)).map((p) => ({ name: name(p.role), value: p.total }));
    if (state.solo) {
      const grade = result.soloGrade ? SOLO_GRADE_NAMES[result.soloGrade] : 'no grade';
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
  stateVersion: 1,
  minPlayers: 1,
  maxPlayers: 4,
  setup: disruptSetup,
  apply: (state, event) => applyDisrupt(state, event),
  describe: (event, before) => describeDisrupt(event, before),
  period: (state) => (state.final ? 'Final scoring' : `Round ${state.round}`),
  // The solo dial and a randomly drawn Secret Parameters token (solo) are results of chance.
  kindOf: (event): EventKind => (event.type === 'disrupt.dial-turned' || (event.type === 'disrupt.project-placed' && event.random === true) ? 'chance' : 'undoable'),
  summary: (state) => (state.final ? 'Final scoring done' : `Round ${state.round} · ${PHASE_NAMES[state.phase]}`),
  standing: disruptStanding,
  isFinished: (state) => state.final !== null
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
