/**
 * A live table's Secret Parameters: a Startupper's Project placed with the commitment to its token
 * (the same checks as a placement with a sealed token, and the token unknown to the table), its
 * reveal checked against the commitment, and the table's entry by hand when the owner's phone is
 * gone. A revealed token joins `secrets` sealed, as a placement at one phone keeps it, so the final
 * scoring reads both alike. Only a live table writes these events: a file of its own with the reveal's
 * SHA-256, loaded through fold-parts.ts before a fold meets one. Pure: no Svelte, Dexie or DOM.
 */
import { invalid } from '$lib/core/types';
import { COLOR_NAMES, PROJECT_NAMES, STARTUPPER_PROJECTS, type ProjectId } from '../scoring';
import type { Logged, ProjectCommitted, SecretEnteredByHand, SecretRevealed } from '../events';
import type { LiveSecretEventType } from '../versions';
import { placementProblem } from '../queries';
import { revealMatches } from '../reveal-check';
import { isCommitment, isSalt, sealSecret } from '../secrets';
import { isColor, isProject, type DisruptState, type Secret } from '../state';
import type { Applied, Handlers } from './common';

function projectCommitted(state: DisruptState, event: Logged<ProjectCommitted>): Applied {
  const { project, commitment } = event;
  if (!isProject(project) || !STARTUPPER_PROJECTS.includes(project))
    return invalid('The Startupper places MiniaturePrime, BoardTube or Eturnium.');
  if (state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is already on its Pipeline.`);
  if (!isCommitment(commitment)) return invalid('A Secret Parameters token placed at a live table needs its commitment (64 hex digits).');
  const problem = placementProblem(state);
  if (problem) return invalid(problem);
  return {
    ...state,
    placed: { ...state.placed, [project]: true },
    placedAt: { round: state.round, phase: state.phase },
    commitments: { ...state.commitments, [project]: commitment }
  };
}

/** The token as the event gives it, or why it is not one. */
function tokenOf(event: { plus?: unknown; minus?: unknown }): Secret | null {
  const { plus, minus } = event;
  return isColor(plus) && isColor(minus) && plus !== minus ? { plus, minus } : null;
}

/** The checks a reveal and an entry by hand share; the state with the token, or the refusal. */
function withToken(state: DisruptState, project: unknown, token: Secret | null, check: (commitment: string) => string | null): Applied {
  if (!isProject(project) || !state.commitments?.[project])
    return invalid('That Project was not placed with a committed token at a live table.');
  if (state.secrets[project]) return invalid(`The Secret Parameters of ${PROJECT_NAMES[project]} are already revealed.`);
  if (!token) return invalid('A Secret Parameters token is +1 one colour, −1 another.');
  const problem = check(state.commitments[project]);
  if (problem) return invalid(problem);
  const sealed = sealSecret(token);
  const other = (Object.keys(state.secrets) as ProjectId[]).find((p) => state.secrets[p] === sealed);
  if (other)
    return invalid(`+1 ${COLOR_NAMES[token.plus]}, −1 ${COLOR_NAMES[token.minus]} is already the token of ${PROJECT_NAMES[other]}.`);
  return { ...state, secrets: { ...state.secrets, [project]: sealed } };
}

function secretRevealed(state: DisruptState, event: Logged<SecretRevealed>): Applied {
  const token = tokenOf(event);
  return withToken(state, event.project, token, (commitment) =>
    isSalt(event.salt) && token && revealMatches(commitment, event.salt, token)
      ? null
      : `This reveal does not match the token placed on ${isProject(event.project) ? PROJECT_NAMES[event.project] : 'the Project'}: refused.`
  );
}

function secretEnteredByHand(state: DisruptState, event: Logged<SecretEnteredByHand>): Applied {
  // The owner's phone is gone: the table vouches for the token (the log says it was entered by hand).
  return withToken(state, event.project, tokenOf(event), () => null);
}

export const secretHandlers: Handlers<LiveSecretEventType> = {
  'disrupt.project-committed': projectCommitted,
  'disrupt.secret-revealed': secretRevealed,
  'disrupt.secret-entered-by-hand': secretEnteredByHand
};
