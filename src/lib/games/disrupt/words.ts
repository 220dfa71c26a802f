/**
 * How Disrupt's refusals and history lines name things: a role with its player ("Ann
 * (Startupper)") or with its article ("the Startupper"), a holder of Shares, a count of Shares, a
 * signed amount. Words only: no rules. Pure: no Svelte, Dexie or DOM.
 */
import type { Player } from '$lib/core/types';
import { PROJECT_NAMES, ROLE_NAMES, type ProjectId, type Role } from './scoring';
import type { DisruptState, Holder } from './state';

/**
 * How a refusal or a line names a role: its player with the role ("Ann (Startupper)") where the
 * players are known, else the role with its article ("the Startupper"), as the lines were before
 * the players were passed. `The` starts a sentence.
 */
export interface Naming {
  the: (role: Role) => string;
  The: (role: Role) => string;
}
export function naming(state: Pick<DisruptState, 'playerOf'>, players: readonly Player[] = []): Naming {
  const the = (role: Role) => {
    const name = players.find((p) => p.id === state.playerOf[role])?.name;
    return name ? `${name} (${ROLE_NAMES[role]})` : `the ${ROLE_NAMES[role]}`;
  };
  return { the, The: (role) => the(role).replace(/^the /, 'The ') };
}

/** "1 Eturnium Share", "2 Eturnium Shares". */
export const sharesOf = (n: number, project: ProjectId): string => `${n} ${PROJECT_NAMES[project]} ${n === 1 ? 'Share' : 'Shares'}`;

/** A holder of Shares without its player: "the Market", "beside the board", "Startupper". */
export const holderName = (h: Holder): string => (h === 'market' ? 'the Market' : h === 'outside' ? 'beside the board' : ROLE_NAMES[h]);

/** "+3", "−2". */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);
