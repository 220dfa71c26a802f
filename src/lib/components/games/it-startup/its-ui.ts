/**
 * What the IT Startup table screen and its sheets share: a player's name, an employee's name as the
 * tiles say it, and a send that says whether the rules took the tap. What only the sheets need is
 * in sheet-ui.ts, loaded with them. UI glue only: the rules are in $lib/games/it-startup.
 */
import type { Player } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { madeBy, type ItEvent } from '$lib/games/it-startup/events';
import type { ItState, TableEmployee } from '$lib/games/it-startup/state';

/** Sends one event, or several as one gesture (undone as one); true when they were stored. */
export type Send = (event: ItEvent | ItEvent[]) => Promise<boolean>;

/**
 * Dispatches events built by the game's constructors (events.ts), each move of the turn's player
 * signed with `by` (so that a later take-back can never hand it to another player); true when stored.
 * `game` reads the state the tap was made on.
 */
export function sender(session: OpenSession, game: () => ItState): Send {
  return async (events) => {
    const state = game();
    const stamped = (Array.isArray(events) ? events : [events]).map((event) => madeBy(state, event));
    return (await session.dispatch(stamped.length === 1 ? stamped[0] : stamped)).ok;
  };
}

export function nameIn(players: readonly Player[], id: string | null | undefined): string {
  return players.find((p) => p.id === id)?.name ?? '';
}

/**
 * "Lead Developer", or "Lead Developer (Ann's)" while it is outsourced to someone else; with the
 * table's distinct names (view.ts), "Intern 2" when its owner has two.
 */
export function employeeName(e: TableEmployee, players: readonly Player[], names?: ReadonlyMap<string, string>): string {
  const name = names?.get(e.id) ?? e.name;
  return e.outsourcedFrom ? `${name} (${nameIn(players, e.outsourcedFrom)}'s)` : name;
}
