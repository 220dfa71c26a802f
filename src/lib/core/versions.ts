/**
 * One check of an entry's version for every game, used wherever a log is read (import, open,
 * replay, take-back): an entry whose type or version the game does not declare is refused with
 * words that name the game, the event and its version. Never guesses a newer entry's meaning.
 * Pure: no Svelte, Dexie or DOM.
 */
import type { EventVersions, GameDefinition, GameEvent } from './types';

/** The core's own entries: the clock, the table tools, a player's rename, the turn clock, and undo and redo marks. */
export const CORE_VERSIONS: EventVersions = {
  'clock.paused': [1],
  'clock.resumed': [1],
  'tool.used': [1],
  'player.renamed': [1],
  'turn-clock.started': [1],
  'turn-clock.stopped': [1],
  'history.undone': [1],
  'history.redone': [1]
};

const versionList = (versions: readonly number[]) =>
  versions.length === 1 ? `version ${versions[0]}` : `versions ${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;

/** Why this code cannot replay `event` in a game of `def`, or null when it can. */
export function versionProblem(def: Pick<GameDefinition, 'name' | 'versions'>, event: Pick<GameEvent, 'type' | 'v'>): string | null {
  const known = CORE_VERSIONS[event.type] ?? def.versions[event.type];
  const update = 'It may come from a newer version of Boardroom: update the app (reload it when online), then try again.';
  if (!known) return `This ${def.name} game has an entry of a kind this version of Boardroom does not know (“${event.type}”). ${update}`;
  if (typeof event.v !== 'number' || !known.includes(event.v)) {
    return `This ${def.name} game has a “${event.type}” entry of version ${String(event.v)}, which this version of Boardroom cannot read (it reads ${versionList(known)}). ${update}`;
  }
  return null;
}

/** The first entry of `events` that this code cannot replay, with the reason, or null. */
export function firstUnreadable(
  def: Pick<GameDefinition, 'name' | 'versions'>,
  events: readonly Pick<GameEvent, 'type' | 'v'>[]
): { index: number; reason: string } | null {
  for (let index = 0; index < events.length; index++) {
    const reason = versionProblem(def, events[index]);
    if (reason) return { index, reason };
  }
  return null;
}
