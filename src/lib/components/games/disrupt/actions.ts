/**
 * Events the Disrupt screens make in more than one place. Only the choice of chance is made here
 * (the solo Secret Parameters token, drawn from the tokens still free); the rules stay in the game.
 */
import { cryptoRng } from '$lib/core/random';
import { SECRET_TOKENS, sealSecret, type DisruptState } from '$lib/games/disrupt/game';
import type { ProjectId } from '$lib/games/disrupt/scoring';

/** Solo: the Startupper's Project placed with a token drawn at random (a result of chance, kept in the event). */
export function soloPlacement(game: DisruptState, project: ProjectId): Record<string, unknown> {
  const used = new Set(Object.values(game.secrets));
  const free = SECRET_TOKENS.filter((t) => !used.has(sealSecret(t)));
  return { type: 'disrupt.project-placed', v: 2, project, sealed: sealSecret(free[cryptoRng(free.length)]), random: true };
}
