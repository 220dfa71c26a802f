/**
 * How IT Startup's lines name players and employees ("Ann", "Lead Developer (Bob's)", "Ann's Lead
 * Developer (outsourced to Rob)"), shared by the game's sheets, history lines and result's
 * highlights, so that History names an employee as the sheet did. Pure; no Svelte, Dexie or DOM.
 */
import { playerName } from '$lib/core/text';
import type { Player } from '$lib/core/types';

/** "Lead Developer", or "Lead Developer (Bob's)" for one on loan from Bob, as the tiles name it. */
export function lentName(name: string, lentBy: string | null | undefined, players: readonly Player[]): string {
  return lentBy ? `${name} (${playerName(players, lentBy)}'s)` : name;
}

/**
 * Whose employee: "Cy's Intern", and for one on loan its employer first, "Ana's Lead Developer
 * (outsourced to Cy)" (named after the borrower alone, it reads as the borrower's own). `name` is
 * the employee's name as the table tells it apart ("Intern 2").
 */
export function ownedName(e: { owner: string; outsourcedFrom?: string | null }, name: string, players: readonly Player[]): string {
  // "Ann's Nice HR Lady", not "Ann's The Nice HR Lady".
  const bare = name.replace(/^The /, '');
  return e.outsourcedFrom
    ? `${playerName(players, e.outsourcedFrom)}'s ${bare} (outsourced to ${playerName(players, e.owner)})`
    : `${playerName(players, e.owner)}'s ${bare}`;
}
