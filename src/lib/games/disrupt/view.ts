/**
 * Helpers for Disrupt's screens: who the scoreboard marks, how many Worker turns are left (and
 * Workers per player), whose Worker turn an entry records, who may bid, and the result's one-line
 * headline. Reads a state, never changes it; the rules are in apply/. Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent } from '$lib/core/types';
import { SOLO_GRADE_NAMES, type FinalScoringResult, type Role } from './scoring';
import { turnEnded } from './events';
import { nextBidder, operationsTurn, setupPending, turnOrder, turnTakers } from './queries';
import { WORKERS, isRole, type DisruptState } from './state';

/** How many Worker turns of this Operations phase are still to come (0 outside it, or once all are placed). */
export function workerTurnsLeft(state: DisruptState): number {
  if (!operationsTurn(state)) return 0;
  return turnTakers(state).length * WORKERS - (state.turnsEnded ?? 0);
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
 * The role an entry is done by or for, where it names one that a Worker's location would: its
 * money, resources, Brand Equity, first player claim, Set Up for Sale or buy. Null for the rest:
 * cubes, tracks, Market Size and Shares moved name no player; "spend 3 to gain 1" is "at any
 * time"; auctions have their own bidding order.
 */
function actorOf(event: GameEvent): Role | null {
  const named = (x: unknown) => (isRole(x) ? x : null);
  switch (event.type) {
    case 'disrupt.money-adjusted':
    case 'disrupt.resources-changed':
    case 'disrupt.brand-equity-set':
    case 'disrupt.first-player-set':
    case 'disrupt.market-set-up':
      return named(event.role);
    case 'disrupt.money-paid':
      return named(event.from);
    case 'disrupt.market-bought':
      return named(event.buyer);
    default:
      return null;
  }
}

/**
 * Entries that name no player but are what a Worker's location does on the board: cubes on a
 * Project, a Social Hype move, a Market Size step. Following turns, one of them is the Worker
 * action of the player whose turn it is. ("Spend 3 to gain 1" is not: it is "at any time".)
 */
const BOARD_ENTRIES: ReadonlySet<string> = new Set(['disrupt.cubes-changed', 'disrupt.hype-moved', 'disrupt.market-size-changed']);

/**
 * For a table that follows each Worker turn: the gesture's entries, and when one of them is done by
 * the player whose Worker turn it is, or is a board entry naming no player (cubes, Social Hype,
 * Market Size) with no entry for anyone else beside it, that turn's end after them (one gesture,
 * undone as one), so the turn passes on by itself and "Turn done" is left for a turn with nothing
 * to enter. Entries for anyone else (the player whose turn just passed, still doing their Worker's
 * lower slots; a card's owner being paid) leave the turn where it is, and so do board entries when
 * `boardEndsTurn` is false: the screens pass false for a second entry in the same sheet opening
 * that already ended a turn (a card adding two cubes is one Worker's action, not two turns).
 */
export function withWorkerTurn(state: DisruptState, events: readonly GameEvent[], boardEndsTurn = true): GameEvent[] {
  const now = state.auction ? null : operationsTurn(state);
  if (!now || events.some((e) => e.type === 'disrupt.turn-ended')) return [...events];
  const actors = events.map(actorOf);
  const byNow = actors.includes(now.role);
  const onBoard = boardEndsTurn && events.some((e) => BOARD_ENTRIES.has(e.type)) && actors.every((a) => a === null);
  return byNow || onBoard ? [...events, turnEnded({ role: now.role })] : [...events];
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
