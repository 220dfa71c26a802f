/**
 * Events the Disrupt screens make in more than one place: the solo Secret Parameters token, drawn
 * from the tokens still free (the only choice of chance made here), and the sheets' entries of a
 * table that follows each Worker turn (turn-follow.svelte.ts, where the memory of whose action goes
 * on is reactive). A tap's code, not the board's first paint: the board loads it through sheets.ts.
 * The rules stay in the game.
 */
import { cryptoRng } from '$lib/core/random';
import { SECRET_TOKENS, sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import type { ProjectId } from '$lib/games/disrupt/scoring';
import { projectPlaced, type ProjectPlaced } from '$lib/games/disrupt/events';

/** Solo: the Startupper's Project placed with a token drawn at random (a result of chance, kept in the event). */
export function soloPlacement(game: DisruptState, project: ProjectId): ProjectPlaced {
  const used = new Set(Object.values(game.secrets));
  const free = SECRET_TOKENS.filter((t) => !used.has(sealSecret(t)));
  return projectPlaced({ project, sealed: sealSecret(free[cryptoRng(free.length)]), random: true });
}
