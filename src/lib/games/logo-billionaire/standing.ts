/**
 * How a Logo Billionaire game stands, for the list of games (stored on the session row at each
 * tap). Reads, never changes a state. Pure: no Svelte, Dexie or DOM.
 */
import { finalLine, leadLine, turnOf } from '$lib/core/standing';
import { millions } from '$lib/core/text';
import type { Player } from '$lib/core/types';
import { currentPlayer, nameOf, type LbState } from './state';

/** "Cy's turn, Ann leads with 450M (120M ahead)"; once won, "Ann won with 1,020M · Ben 450M". */
export function lbStanding(state: LbState, players: readonly Player[]): string {
  const name = (id: string) => nameOf(players, id);
  const figures = state.order.map((id) => ({ name: name(id), value: state.balances[id] ?? 0 }));
  if (state.winner) return finalLine([name(state.winner)], figures, millions);
  return `${turnOf(name(currentPlayer(state)))}, ${leadLine(figures, millions)}`;
}
