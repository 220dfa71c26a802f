/**
 * Disrupt's History headings: the part of the game an entry was made in. Part of the game's report
 * (game-report.ts): neither the game's screen nor its result loads it. Reads, never changes a
 * state. Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent, Player } from '$lib/core/types';
import { ROLE_NAMES } from './scoring';
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
  const name = players.find((p) => p.id === state.playerOf[now.role])?.name ?? `The ${ROLE_NAMES[now.role]}`;
  return `${round} · ${name}'s turn (Worker ${now.worker} of ${WORKERS})`;
}
