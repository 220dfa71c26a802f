/**
 * Disrupt's older event versions, still replayed with the meaning they had when they were written
 * (a log is facts: an old entry never takes a new meaning). A new version is made whenever the
 * meaning of an event changes; its old version's handler moves here, and the version to versions.ts's
 * LEGACY_VERSIONS. Loaded apart from the rules (fold-parts.ts), for a log that holds an older
 * version. Pure: no Svelte, Dexie or DOM.
 *
 * The version history:
 * - `disrupt.project-placed` v1: any number of Projects placed in a phase. v2: one a Project phase
 *   (the state keeps `placedAt`), any number in other phases. v3: only at setup or in a Project
 *   phase, one a phase.
 * - `disrupt.brand-equity-set` v1: any step 1–9, shared or not, `position` read as a position. v2:
 *   a step of the track with its places (one token on steps 1–4, two on 5–9), a move only onto a
 *   free place, and the order on the track kept.
 * - `disrupt.phase-advanced` v1: one phase on from wherever the game is. v2: names the round and
 *   phase it goes to, and is refused elsewhere.
 * - `disrupt.first-player-set` v1: the first player changed at once. v2: for the next round.
 * - `disrupt.auction-opened` v1: names no card player (bids suggested from the first player). v2:
 *   names who played the card, and the bids start with the next in turn order.
 * - `disrupt.auction-closed` v1: sells to whatever the last bid is. v2: names the winner and the
 *   price, and is refused when the last bid is another.
 * - `disrupt.turn-ended` v1: ends the turn of the role it names, wherever it is. v2: also names the
 *   round and the Worker turns already ended when it was entered, and is refused in any other turn
 *   (a phone cut from a live table could end a turn the table had played past).
 * Older states: a game set up without the Market board (`board` absent) keeps one "market" holder
 * of Shares; fields added later to the state are optional, so older games fold to the state they did.
 */
import { invalid, isInvalid, type GameEvent } from '$lib/core/types';
import { placedThisPhase } from './queries';
import { isInt, type DisruptState } from './state';
import { advancePhase, endTurnOf } from './apply/round';
import { placeAndMark, placeProject, withBrandEquity } from './apply/projects';
import { openAuction, sellToLastBid } from './apply/shares';
import type { Applied, Context } from './apply/common';

type LegacyHandler = (state: DisruptState, event: GameEvent, context: Context) => Applied;

/** Per event type, its older versions' handlers, by version. */
const LEGACY: Readonly<Record<string, Readonly<Record<number, LegacyHandler>>>> = {
  'disrupt.project-placed': {
    1: (state, event) => placeProject(state, event.project, event.sealed),
    2: (state, event) => {
      const placed = placeAndMark(state, event.project, event.sealed);
      if (isInvalid(placed) || !(state.phase === 'project' && placedThisPhase(state))) return placed;
      return invalid('The Startupper places one Project a Project phase: the next waits for the next Project phase.');
    }
  },
  'disrupt.brand-equity-set': {
    1: (state, event, { inGame }) => {
      if (!inGame(event.role) || !isInt(event.position, 1, 9)) return invalid('A Brand Equity position is from 1 (top) to 9.');
      return withBrandEquity(state, event.role, event.position, false);
    }
  },
  'disrupt.phase-advanced': { 1: (state) => advancePhase(state) },
  'disrupt.turn-ended': { 1: endTurnOf },
  'disrupt.first-player-set': {
    1: (state, event, { inGame }) => (inGame(event.role) ? { ...state, firstPlayer: event.role } : invalid('Pick a role in this game.'))
  },
  'disrupt.auction-opened': { 1: (state, event, context) => openAuction(state, event.project, event.owner, null, context) },
  'disrupt.auction-closed': {
    1: (state, _event, { names }) => (state.auction ? sellToLastBid(state, names) : invalid('No auction is running.'))
  }
};

/** The older versions of each event type that replay here (versions.ts's LEGACY_VERSIONS says the same: a test checks it). */
export const LEGACY_HANDLED: Readonly<Record<string, readonly number[]>> = Object.fromEntries(
  Object.entries(LEGACY).map(([type, byVersion]) => [type, Object.keys(byVersion).map(Number)])
);

/** The handler of an older version of an event, or null when the event is of today's version. */
export function legacyHandler(event: Pick<GameEvent, 'type' | 'v'>): LegacyHandler | null {
  return LEGACY[event.type]?.[event.v] ?? null;
}
