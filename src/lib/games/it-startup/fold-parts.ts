/**
 * The part of IT Startup's fold that only older logs need, kept out of the rules' chunk: the
 * replay of event versions no longer written (legacy.ts). The rules' `prepare` loads it before
 * anything folds or applies a list of events holding one (the session store, the result screen;
 * the whole game, loaded for History, backups and the records, loads it always). Applying such an
 * event without it throws: a fold never answers otherwise because a file was not loaded yet.
 * Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent } from '$lib/core/types';
import { WRITTEN_TODAY } from './events';
import type * as LegacyReplay from './legacy';

type Legacy = typeof LegacyReplay;
let legacy: Legacy | null = null;

/** Hands the replay over where it is imported directly (game.ts: the whole game, for the tests). */
export function installLegacy(replay: Legacy): void {
  legacy = replay;
}

/** True for an entry that today's handlers do not apply: another type or version than today's. */
function olderThanToday(event: GameEvent): boolean {
  const today: Record<string, number> = WRITTEN_TODAY;
  return !Object.hasOwn(today, event.type) || today[event.type] !== event.v;
}

/** Loads the replay of older versions if these events need it (always when no events are given). */
export async function prepareFold(events?: readonly GameEvent[]): Promise<void> {
  if (legacy || (events && !events.some(olderThanToday))) return;
  const replay = await import('./legacy');
  legacy ??= replay;
}

/** The replay of older versions, for applying one. */
export function legacyReplay(): Legacy {
  if (!legacy) throw new Error("IT Startup's older versions were not loaded before the fold (await the rules' prepare first).");
  return legacy;
}
