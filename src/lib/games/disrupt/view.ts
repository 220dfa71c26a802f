/**
 * Helpers for Disrupt's board: who the scoreboard marks, how many Worker turns are left (and
 * Workers per player), and the result's one-line headline. What only the sheets read (whose Worker
 * turn an entry records, who may bid) is in sheet-view.ts, loaded with them rather than with the
 * board's first paint. Reads a state, never changes it; the rules are in apply/. Pure: no Svelte,
 * Dexie or DOM.
 */
import { PROJECTS, SOLO_GRADE_NAMES, soloShortfall, type FinalScoringResult, type Role } from './scoring';
import type { GameEvent } from '$lib/core/types';
import { phaseAdvanced, turnEnded } from './turn-events';
import { nextPhase, operationsTurn, setupPending, turnOrder, turnTakers } from './queries';
import { stepCapacity } from './brand-equity';
import { countIn } from './market';
import { ROUNDS, WORKERS, type DisruptState } from './state';

/** How many Worker turns of this Operations phase are still to come (0 outside it, or once all are placed). */
export function workerTurnsLeft(state: DisruptState): number {
  if (!operationsTurn(state)) return 0;
  return turnTakers(state).length * WORKERS - (state.turnsEnded ?? 0);
}

/**
 * For a table that follows turns, once the turn under way is a player's last Worker: the one tap that
 * says the Worker turns left had nothing to enter (Info, a card drawn) and goes on to the Project
 * phase. Each turn left is ended by its own entry, named and stamped as Turn done stamps it (so
 * History lists each Worker placed, in turn order), then the phase: one gesture, undone as one. The
 * players whose turns it ends, in turn order. Null before the last Workers (a turn with nothing to
 * enter earlier is one Turn done: the next player's entry follows it), during an auction and outside
 * a Worker turn.
 */
export function lastTurnsDone(state: DisruptState): { roles: Role[]; events: GameEvent[] } | null {
  const now = operationsTurn(state);
  if (!now || now.worker < WORKERS || state.auction) return null;
  const roles: Role[] = [];
  const events: GameEvent[] = [];
  const from = state.turnsEnded ?? 0;
  for (let ended = from; ended < from + workerTurnsLeft(state); ended++) {
    const turn = operationsTurn({ ...state, turnsEnded: ended });
    if (!turn) break;
    roles.push(turn.role);
    events.push(turnEnded({ role: turn.role, round: state.round, turnsEnded: ended }));
  }
  return { roles, events: [...events, phaseAdvanced(nextPhase(state))] };
}

/**
 * This Operations phase's players in turn order with the Workers each still has to place, of the
 * three each was given at setup (a player's Workers go one a turn, round the table).
 */
export function workersLeft(state: DisruptState): { role: Role; left: number }[] {
  const takers = turnTakers(state);
  const ended =
    state.phase === 'operations' && !state.final ? Math.min(state.turnsEnded ?? 0, takers.length * WORKERS) : takers.length * WORKERS;
  return takers.map((role, i) => ({ role, left: WORKERS - Math.floor(ended / takers.length) - (i < ended % takers.length ? 1 : 0) }));
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

/**
 * Whether the final scoring has begun as the rulebook has it: "When the last round of the game
 * resolves, the endgame is triggered", its first step "Reveal the Secret Parameters tokens". So the
 * sixth round's Event phase reached, or the game finished. Before it, a live table's owners are not
 * offered the reveal (the sheet can be opened any time to look at the scoring so far).
 */
export function finalScoringBegun(state: DisruptState): boolean {
  return state.final !== null || (state.round === ROUNDS && state.phase === 'event');
}

/**
 * The result in one line, for the banner and the final scoring's headline. Solo: the grade reached,
 * or the automated Startupper's win when none is (solo has no win without a grade), with why.
 * Otherwise every player with the highest total.
 */
export function resultHeadline(result: FinalScoringResult, solo: boolean, label: (role: Role) => string): string {
  const total = (r: Role) => result.players.find((p) => p.role === r)?.total ?? 0;
  if (solo) {
    return result.soloGrade
      ? `${label('leader')} wins as ${SOLO_GRADE_NAMES[result.soloGrade]} with ${total('leader')}M`
      : `The automated Startupper won: ${label('leader')} reached no grade (${soloShortfall(result)})`;
  }
  const names = result.winners.map(label);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${list} ${names.length > 1 ? 'win' : 'wins'} with ${total(result.winners[0])}M`;
}

/**
 * Who bids next in the running auction: in this round's turn order after the last bidder (the
 * first bid: after the player who played the card, "in turn order"), skipping those who passed
 * (and the automated Startupper).
 */
export function nextBidder(state: DisruptState): Role | null {
  const a = state.auction;
  if (!a) return null;
  const order = turnOrder(state);
  const after = a.bids.at(-1)?.role ?? a.by;
  const start = after ? order.indexOf(after) + 1 : 0;
  const last = a.bids.at(-1)?.role;
  for (let i = 0; i < order.length; i++) {
    const r = order[(start + i) % order.length];
    if (!state.playerOf[r]) continue;
    if (!a.passed.includes(r) && r !== last) return r;
  }
  return null;
}

/** The Shares a role has in front of them, in all. */
export const sharesInHand = (state: DisruptState, role: Role): number => PROJECTS.reduce((s, p) => s + state.shares[role][p], 0);

/** The Shares a role has up for sale in their row of the Market. */
export const sharesForSale = (state: DisruptState, role: Role): number => countIn(state.board?.[role]);

/** "step 3", "step 6, left", "step 6, right": a role's place as the board shows it. */
export function placeLabel(order: readonly Role[], steps: Partial<Record<Role, number>>, role: Role): string {
  const step = steps[role];
  if (step === undefined) return 'off the track';
  const sharing = order.filter((r) => steps[r] === step);
  if (stepCapacity(step) === 1 || sharing.length < 2) return `step ${step}`;
  return `step ${step}, ${sharing[0] === role ? 'left' : 'right'}`;
}
