/**
 * What the state says, read by the rules (apply/), the history lines and the screens alike: turn
 * order and whose Worker turn it is, the next phase, the order on Brand Equity, the Shares a role
 * owns, a Workflow's payout, the Public row's refill and the final-scoring input. Reads only:
 * never changes a state. Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent } from '$lib/core/types';
import { afterBullBear, PROJECTS, STARTUPPER_PROJECTS, type ProjectCubes, type ProjectId, type Role } from './scoring';
import { emptyRow, refillPlan } from './market';
import { unsealSecret } from './secrets';
import { PHASES, PHASE_NAMES, RESOURCE_KINDS, WORKERS, isRole, recordOf, type DisruptState, type Phase } from './state';

/**
 * The roles on Brand Equity, highest first. Games begun before the order was kept have none: their
 * order is by step, and on one step by turn order.
 */
export function brandEquityRank(state: DisruptState): Role[] {
  return state.brandEquityOrder ?? [...state.roles].sort((a, b) => (state.brandEquity[a] ?? 99) - (state.brandEquity[b] ?? 99));
}

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

/**
 * The Worker turn that ended last in this Operations phase: the player whose action a board entry
 * may still be part of (a card's second cube, a lower slot). Null before the phase's first turn
 * ended, and outside the Operations phase.
 */
export function previousTurn(state: DisruptState): { role: Role; worker: number } | null {
  const ended = state.turnsEnded ?? 0;
  if (state.final || state.phase !== 'operations' || ended === 0) return null;
  return operationsTurn({ ...state, turnsEnded: ended - 1 });
}

/**
 * The player whose action an entry was kept in (`partOf`, events.ts), when that is still the
 * Worker turn that ended last before it; otherwise null (the entry is of the turn it stands in: a
 * merged live log may have put another turn's end before it). An auction, its bids and its close
 * are the action of the player whose card opened it (`by`): when that player's turn ended last (a
 * card's +5M ended it, then the card's auction), that action's too.
 */
export function keptInActionOf(state: DisruptState, event: GameEvent | undefined): { role: Role; worker: number } | null {
  const last = previousTurn(state);
  if (!last || !event) return null;
  if (event.partOf !== undefined) return last.role === event.partOf ? last : null;
  const by = event.type === 'disrupt.auction-opened' && !state.auction ? event.by : state.auction?.by;
  return by === last.role && operationsTurn(state)?.role !== last.role ? last : null;
}

/**
 * A player's own entries (their sheet's: money, resources, Brand Equity, first player) that a
 * following table may keep in their action, each with the field naming its player.
 */
const OWN_ENTRIES: Readonly<Record<string, string>> = {
  'disrupt.money-adjusted': 'role',
  'disrupt.money-paid': 'from',
  'disrupt.resources-changed': 'role',
  'disrupt.brand-equity-set': 'role',
  'disrupt.first-player-set': 'role'
};

/** The player whose own entry this is, when it is one that may be kept in their action (`partOf`, events.ts); else null. */
export function ownEntryOf(event: GameEvent): Role | null {
  const who = Object.hasOwn(OWN_ENTRIES, event.type) ? event[OWN_ENTRIES[event.type]] : null;
  return isRole(who) ? who : null;
}

/** Whether a Project was placed in this very phase (of this round): one a Project phase. */
export function placedThisPhase(state: DisruptState): boolean {
  return state.placedAt?.round === state.round && state.placedAt.phase === state.phase;
}

/**
 * Why the Startupper cannot place a new Project now, or null when they can. "Place a New Project"
 * is a step of the Project phase, and one Project is placed at setup: read literally, a Project is
 * placed at setup (round 1, before any of the Startupper's is out) or in a Project phase, one a phase.
 */
export function placementProblem(state: DisruptState): string | null {
  if (setupPending(state)) return null;
  if (state.phase !== 'project')
    return `New Projects are placed in the Project phase (and one at setup), not in the ${PHASE_NAMES[state.phase]} phase.`;
  if (placedThisPhase(state)) return 'The Startupper places one Project a Project phase: the next waits for the next Project phase.';
  return null;
}

/** Setup's last step is still to do: "The Startupper places a Project on a Pipeline and assigns a Secret Parameters token to it." */
export function setupPending(state: DisruptState): boolean {
  return !state.final && state.round === 1 && state.roles.includes('startupper') && STARTUPPER_PROJECTS.every((p) => !state.placed[p]);
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

/** The Shares that "Next round" puts from beside the board into the Public row (none when nothing is due). */
export function refillDue(state: DisruptState): ProjectId[] {
  return state.board ? refillPlan(state.board.public ?? emptyRow(), state.shares.outside, state.socialHype).taken : [];
}

type Triple = [number, number, number];
const triple = (values: readonly number[]): Triple => [values[0], values[1], values[2]];

/** The tracked state as the final-scoring input (Bull & Bear moves clamped to the track). */
export function finalInput(state: DisruptState, bullBear: Triple) {
  return {
    projects: recordOf(PROJECTS, (p): ProjectCubes => {
      const secret = state.secrets[p] ? unsealSecret(state.secrets[p]) : null;
      return secret ? { ...state.cubes[p], secret } : { ...state.cubes[p] };
    }),
    marketSize: triple(state.marketSize.map((m, i) => afterBullBear(m, bullBear[i]).position)),
    bullBear: { before: triple(state.marketSize), moves: triple(bullBear) },
    players: state.roles
      .filter((r) => !state.solo || r === 'leader')
      .map((r) => ({
        role: r,
        millions: state.millions[r] ?? 0,
        shares: sharesOwned(state, r),
        resources: RESOURCE_KINDS.reduce((s, k) => s + (state.resources[r]?.[k] ?? 0), 0),
        brandEquity: state.brandEquity[r] ?? 9
      })),
    solo: state.solo
  };
}

/** The committed Projects whose token is neither revealed nor entered by hand yet (a live table's). */
export function unrevealed(state: DisruptState): ProjectId[] {
  return (Object.keys(state.commitments ?? {}) as ProjectId[]).filter((p) => !state.secrets[p]);
}
