/**
 * How IT Startup's lines name players and employees ("Ann", "Lead Developer (Bob's)"), shared by
 * the game's history lines and its result's highlights. Pure; no Svelte, Dexie or DOM.
 */
import type { Player } from '$lib/core/types';

export function nameOf(players: readonly Player[], id: string | null | undefined): string {
  return players.find((p) => p.id === id)?.name ?? 'someone';
}

/** "Lead Developer", or "Lead Developer (Bob's)" for one on loan from Bob, as the tiles name it. */
export function lentName(name: string, lentBy: string | null | undefined, players: readonly Player[]): string {
  return lentBy ? `${name} (${nameOf(players, lentBy)}'s)` : name;
}
