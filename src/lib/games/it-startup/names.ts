/**
 * How IT Startup's lines name players and employees ("Ann", "Lead Developer (Bob's)"), shared by
 * the game's history lines and its result's highlights. Pure; no Svelte, Dexie or DOM.
 */
import { playerName } from '$lib/core/text';
import type { Player } from '$lib/core/types';

/** "Lead Developer", or "Lead Developer (Bob's)" for one on loan from Bob, as the tiles name it. */
export function lentName(name: string, lentBy: string | null | undefined, players: readonly Player[]): string {
  return lentBy ? `${name} (${playerName(players, lentBy)}'s)` : name;
}
