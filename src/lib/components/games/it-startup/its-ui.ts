/**
 * What the IT Startup table screen and its sheets share: a player's name, an employee's name as the
 * tiles say it, and a send that says whether the rules took the tap. What only the sheets need is
 * in sheet-ui.ts, loaded with them. UI glue only: the rules are in $lib/games/it-startup.
 */
import type { Player } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { madeBy, type ItEvent } from '$lib/games/it-startup/events';
import type { ItState, TableEmployee } from '$lib/games/it-startup/state';
import type { Cursor } from '$lib/core/log';
import { loadPref, savePref } from '$lib/state/prefs';
import { isTaught, logMovedUnder, settle, type LogMark, type TaughtFigure } from './figure-settle';

/**
 * Sends one event, or several as one gesture (undone as one); true when they were stored. `stored`
 * names the entry the last stored gesture went in (a figure typed for it is kept with it).
 */
export type Send = ((event: ItEvent | ItEvent[]) => Promise<boolean>) & { stored?: () => StoredEntry | null };

/** A log entry: the game (session id) and its seq. */
export interface StoredEntry {
  table: string;
  seq: number;
}

/**
 * Dispatches events built by the game's constructors (events.ts), each move of the turn's player
 * signed with `by` (so that a later take-back can never hand it to another player); true when stored.
 * `game` reads the state the tap was made on.
 */
export function sender(session: OpenSession, game: () => ItState): Send {
  let last: StoredEntry | null = null;
  const send = async (events: ItEvent | ItEvent[]) => {
    const state = game();
    const stamped = (Array.isArray(events) ? events : [events]).map((event) => madeBy(state, event));
    const result = await session.dispatch(stamped.length === 1 ? stamped[0] : stamped);
    last = result.ok && result.seq !== undefined ? { table: session.record.id, seq: result.seq } : null;
    return result.ok;
  };
  return Object.assign(send, { stored: () => last });
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

/** Where this phone keeps the figures typed for plays (figure-memory.ts); the sheets read them. */
export const TAUGHT = 'its.figures.taught';
export const taughtFigures = () => loadPref(TAUGHT, isTaught, [] as TaughtFigure[]);

/** Follows an Undo, a take-back or their reverse in the game `table`: the figures of plays taken back are not offered. */
function settleFigures(table: string, cursor: Cursor): void {
  const taught = taughtFigures();
  const next = settle(taught, table, cursor);
  if (next !== taught) savePref(TAUGHT, next);
}

/**
 * Settles the kept figures of `table` when its log moved under them since `before` (figure-settle.ts),
 * or on the first look; a new gesture does not parse the prefs. Returns the mark for the next look.
 */
export function followFigures(table: string, now: LogMark, before: LogMark | null): LogMark {
  if (!before || logMovedUnder(before, now)) settleFigures(table, now.cursor);
  return now;
}
