/**
 * Events the Disrupt screens make in more than one place: the solo Secret Parameters token, drawn
 * from the tokens still free (the only choice of chance made here), and the sheets' entries of a
 * table that follows each Worker turn. The rules stay in the game.
 */
import { cryptoRng } from '$lib/core/random';
import type { GameEvent } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { withWorkerTurn } from '$lib/games/disrupt/view';
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

/**
 * The session as the sheets see it: while `following()` holds, what a sheet dispatches goes through
 * withWorkerTurn, so an entry by the player whose Worker turn it is, or a board entry naming no
 * player (cubes, Social Hype, Market Size), ends that turn in the same gesture. `opening()` counts
 * the sheets opened: once a board entry ended a turn, more board entries in the same opening (a
 * card's second cube) are the same Worker's action and leave the next turn alone, until a turn
 * ends otherwise or is undone. Everything else is the session itself (read and called on it, not
 * on the proxy: its reactive fields are private to the instance).
 */
export function followingTurns(session: OpenSession, following: () => boolean, opening: () => number): OpenSession {
  let endedIn: { opening: number; turnsEnded: number } | null = null;
  const dispatch = async (events: GameEvent | GameEvent[]) => {
    if (!following()) return session.dispatch(events);
    const game = session.state.game as DisruptState;
    const sameAction = endedIn?.opening === opening() && endedIn.turnsEnded === (game.turnsEnded ?? 0);
    const gesture = withWorkerTurn(game, [events].flat(), !sameAction);
    const result = await session.dispatch(gesture);
    if (result.ok && gesture.at(-1)?.type === 'disrupt.turn-ended')
      endedIn = { opening: opening(), turnsEnded: (session.state.game as DisruptState).turnsEnded ?? 0 };
    return result;
  };
  return new Proxy(session, {
    get: (target, key) => {
      if (key === 'dispatch') return dispatch;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, key, value) => Reflect.set(target, key, value, target)
  });
}
