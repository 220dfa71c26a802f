/**
 * Disrupt's History headings: the part of the game an entry was made in. Part of the game's report
 * (game-report.ts): neither the game's screen nor its result loads it. Reads, never changes a
 * state. Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent, Player } from '$lib/core/types';
import { ROLE_NAMES, type Role } from './scoring';
import { keptInActionOf, operationsTurn } from './queries';
import { PHASE_NAMES, WORKERS, type DisruptState } from './state';

/**
 * History's heading for an entry made in `state` (the state before it): the round and its phase,
 * and in the Operations phase once the table counts Worker turns (one has ended: Turn done, or an
 * entry that ended one), the turn it was made in. So an entry made after a turn ended is listed
 * under the next player's turn, and an entry that ends a turn under that turn. A table that never
 * counts turns has no turn to name: its entries stay under the phase. A board entry the table kept
 * as part of the last player's action (`partOf`, see events.ts) is listed under that player's turn.
 */
export function disruptPeriod(state: DisruptState, players: readonly Player[], event?: GameEvent): string {
  if (state.final) return 'Final scoring';
  const round = `Round ${state.round}`;
  if (state.phase !== 'operations') return `${round} · ${PHASE_NAMES[state.phase]} phase`;
  const now = keptInActionOf(state, event) ?? operationsTurn(state);
  if (!state.turnsEnded) return `${round} · ${PHASE_NAMES.operations} phase`;
  if (!now) return `${round} · ${PHASE_NAMES.operations} phase, every Worker placed`;
  return `${round} · ${nameOf(state, players, now.role)}'s turn (Worker ${now.worker} of ${WORKERS})`;
}

const nameOf = (state: DisruptState, players: readonly Player[], role: Role) =>
  players.find((p) => p.id === state.playerOf[role])?.name ?? `The ${ROLE_NAMES[role]}`;

/**
 * Where History files an entry that says whose action it was kept in (`partOf`) when made after `state`:
 * as part of that action while that player's Worker turn is the one that ended last, else under
 * the heading where it stands. Null for an entry without it (filed where it stands, always). A
 * take-back of the entry that ended that turn leaves such an entry as it is (a cube is on the board
 * all the same) but files it where it stands, and says so (GameReport.filedAs).
 */
export function disruptFiledAs(state: DisruptState, players: readonly Player[], event: GameEvent): string | null {
  if (event.partOf === undefined) return null;
  const kept = keptInActionOf(state, event);
  return kept ? `as part of ${nameOf(state, players, kept.role)}’s action` : `under ${disruptPeriod(state, players, event)}`;
}
