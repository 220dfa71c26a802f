/**
 * Words and small figures Disrupt's screens share: amounts written one way (1,100M), counts that
 * agree in number, short Project names for the Market grid, the cube colours as the box has them.
 * Presentation only: no rules, no storage.
 */
import type { Player } from '$lib/core/types';
import type { Color, ProjectId, Role } from '$lib/games/disrupt/scoring';
import { ROLE_NAMES } from '$lib/games/disrupt/scoring';
import { grouped } from '$lib/core/numbers';

export const millions = (n: number): string => `${grouped(n)}M`;

/** "1 Share", "2 Shares". */
export const count = (n: number, one: string, many = `${one}s`): string => `${grouped(n)} ${n === 1 ? one : many}`;

/** Short names that fit a Market place on a phone; the full name is always in the accessible name. */
export const PROJECT_SHORT: Record<ProjectId, string> = {
  meeplebook: 'Meep',
  miniatureprime: 'Mini',
  cardflix: 'Card',
  boardtube: 'Tube',
  dicecoin: 'Dice',
  eturnium: 'Etur'
};

/** The cubes' colours in the box: Design blue, Development green, Marketing orange. */
export const CUBE_COLOR: Record<Color, string> = { design: 'blue', development: 'green', marketing: 'orange' };

/** The id used for the automated Startupper's tile and sheet in solo mode (it has no session player). */
export const AUTOMATED = 'automated-startupper';

/** The name of the player of the role; undefined where nobody plays it (the solo opponent). */
const playerName = (players: readonly Player[], playerOf: Partial<Record<Role, string>>, role: Role): string | undefined =>
  players.find((p) => p.id === playerOf[role])?.name;

/** "Sam", the player of the role, or the role's own name where nobody plays it (the solo opponent). */
export function roleName(players: readonly Player[], playerOf: Partial<Record<Role, string>>, role: Role): string {
  return playerName(players, playerOf, role) ?? ROLE_NAMES[role];
}

/** "Sam (Startupper)", or "Startupper (automated)" for the solo opponent. */
export function roleLabel(players: readonly Player[], playerOf: Partial<Record<Role, string>>, role: Role): string {
  const name = playerName(players, playerOf, role);
  return name ? `${name} (${ROLE_NAMES[role]})` : `${ROLE_NAMES[role]} (automated)`;
}
