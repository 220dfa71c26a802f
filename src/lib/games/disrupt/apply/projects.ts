/**
 * The Projects and the tracks: a cube added to or removed from a Project, a Startupper's Project
 * placed with its Secret Parameters token, a Market Size cube moved, a role moved on Brand Equity,
 * a Project moved on Social Hype. Each event's checks and effect side by side. Pure: no Svelte,
 * Dexie or DOM.
 */
import { invalid } from '$lib/core/types';
import { COLOR_NAMES, PROJECT_NAMES, STARTUPPER_PROJECTS, type Role } from '../scoring';
import { brandEquityProblem, isStep, orderAfterMove } from '../brand-equity';
import type { BrandEquitySet, CubesChanged, HypeMoved, Logged, MarketSizeChanged, ProjectPlaced } from '../events';
import { brandEquityRank, placementProblem } from '../queries';
import { sealSecret, unsealSecret } from '../secrets';
import { isColor, isInt, isProject, type DisruptState } from '../state';
import type { Applied, Context, Handlers } from './common';

function cubesChanged(state: DisruptState, event: Logged<CubesChanged>): Applied {
  const { project, color, delta } = event;
  if (!isProject(project) || !isColor(color)) return invalid('Pick a Project and a colour.');
  if (!state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is not on a Pipeline yet.`);
  if (delta !== 1 && delta !== -1) return invalid('Add or remove one cube at a time.');
  const count = state.cubes[project][color];
  if (delta === -1 && count <= 1)
    return invalid(
      count === 0
        ? `${PROJECT_NAMES[project]} has no ${COLOR_NAMES[color]} cube.`
        : `The last ${COLOR_NAMES[color]} cube of ${PROJECT_NAMES[project]} can never be removed.`
    );
  return { ...state, cubes: { ...state.cubes, [project]: { ...state.cubes[project], [color]: count + delta } } };
}

/** A Startupper's Project put on its Pipeline with its sealed Secret Parameters token: the checks every version of the entry makes. */
export function placeProject(state: DisruptState, project: unknown, sealed: unknown): Applied {
  const secret = unsealSecret(sealed);
  if (!isProject(project) || !STARTUPPER_PROJECTS.includes(project))
    return invalid('The Startupper places MiniaturePrime, BoardTube or Eturnium.');
  if (state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is already on its Pipeline.`);
  if (!secret || !isColor(secret.plus) || !isColor(secret.minus) || secret.plus === secret.minus)
    return invalid('Pick a Secret Parameters token: +1 one colour, −1 another.');
  if (Object.values(state.secrets).some((s) => s === sealSecret(secret)))
    return invalid('That Secret Parameters token is already on another Project.');
  return { ...state, placed: { ...state.placed, [project]: true }, secrets: { ...state.secrets, [project]: sealSecret(secret) } };
}

/** Places the Project and keeps when (a later placement in the same Project phase is refused). */
export function placeAndMark(state: DisruptState, project: unknown, sealed: unknown): Applied {
  const placed = placeProject(state, project, sealed);
  if ('invalid' in placed) return placed;
  return { ...placed, placedAt: { round: state.round, phase: state.phase } };
}

function projectPlaced(state: DisruptState, event: Logged<ProjectPlaced>): Applied {
  const placed = placeAndMark(state, event.project, event.sealed);
  if ('invalid' in placed) return placed;
  // At setup, or in a Project phase, one a phase (see placementProblem).
  const problem = placementProblem(state);
  return problem ? invalid(problem) : placed;
}

function marketSizeChanged(state: DisruptState, event: Logged<MarketSizeChanged>): Applied {
  const { pipeline, delta } = event;
  if (!isInt(pipeline, 0, 2) || (delta !== 1 && delta !== -1)) return invalid('Move one Market Size one step.');
  const next = state.marketSize[pipeline] + delta;
  if (next < -2 || next > 2) return invalid('The Market Size cube is at the end of its track.');
  const marketSize: DisruptState['marketSize'] = [...state.marketSize];
  marketSize[pipeline] = next;
  return { ...state, marketSize };
}

/** Moves a role on Brand Equity. A version-1 move in a game without the kept order leaves the state as version 1 made it. */
export function withBrandEquity(state: DisruptState, role: Role, step: number, keepOrder: boolean): DisruptState {
  const next = { ...state, brandEquity: { ...state.brandEquity, [role]: step } };
  return keepOrder || state.brandEquityOrder
    ? { ...next, brandEquityOrder: orderAfterMove(brandEquityRank(state), state.brandEquity, role, step) }
    : next;
}

function brandEquitySet(state: DisruptState, event: Logged<BrandEquitySet>, { inGame, names }: Context): Applied {
  // A token moves only onto a free place of a step (see brand-equity.ts).
  const { role, position } = event;
  if (!inGame(role)) return invalid('Pick a role in this game.');
  const problem = brandEquityProblem(state.brandEquity, role, position, brandEquityRank(state), names.the);
  // brandEquityProblem refuses anything but a step of the track; isStep only tells the compiler so.
  if (problem || !isStep(position)) return invalid(problem ?? 'Pick a step of Brand Equity.');
  return withBrandEquity(state, role, position, true);
}

function hypeMoved(state: DisruptState, event: Logged<HypeMoved>): Applied {
  const { project, steps } = event;
  if (!isProject(project) || !isInt(steps, -5, 5) || steps === 0) return invalid('Move a Project up or down 1 to 5 steps.');
  const order = state.socialHype.filter((p) => p !== project);
  const from = state.socialHype.indexOf(project);
  const to = Math.max(0, Math.min(order.length, from - steps));
  order.splice(to, 0, project);
  return { ...state, socialHype: order };
}

export const projectHandlers: Handlers<
  'disrupt.cubes-changed' | 'disrupt.project-placed' | 'disrupt.market-size-changed' | 'disrupt.brand-equity-set' | 'disrupt.hype-moved'
> = {
  'disrupt.cubes-changed': cubesChanged,
  'disrupt.project-placed': projectPlaced,
  'disrupt.market-size-changed': marketSizeChanged,
  'disrupt.brand-equity-set': brandEquitySet,
  'disrupt.hype-moved': hypeMoved
};
