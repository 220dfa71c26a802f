/**
 * Renaming a player mid-game: a core entry of the log (`player.renamed`) that every game accepts,
 * applied before any game's rules see the event. The session's line-up as set up never changes;
 * the names given since are kept in the folded state (`SessionState.names`) and laid over it, so
 * an undo, a take-back or a replay from the first entry all agree on who is called what.
 * Pure: no Svelte, Dexie or DOM; the games need no change (they know players by id).
 */
import { nameProblem } from './players';
import { invalid, type GameEvent, type Invalid, type Player } from './types';

export interface PlayerRenamed extends GameEvent {
  type: 'player.renamed';
  v: 1;
  player: string;
  /** The new name, trimmed. */
  name: string;
}

/** The entry that renames `player` to `name` (trimmed: a name is stored as it is shown). */
export function playerRenamed(player: string, name: string): PlayerRenamed {
  return { type: 'player.renamed', v: 1, player, name: name.trim() };
}

export function isRename(event: GameEvent): event is PlayerRenamed {
  return event.type === 'player.renamed';
}

/** The line-up as it stands: the set-up players with the names given since laid over them. */
export function playersNamed<P extends Pick<Player, 'id' | 'name'>>(
  players: readonly P[],
  names: Readonly<Record<string, string>> | undefined
): P[] {
  if (!names) return players as P[];
  return players.map((p) => (names[p.id] !== undefined && names[p.id] !== p.name ? { ...p, name: names[p.id] } : p));
}

/**
 * The names after `event`, or why it is refused: the same checks as setup (NAME_MAX, not empty,
 * distinct from the other players' names as they stand now), a player of this game, a new name.
 */
export function renamedNames(
  names: Readonly<Record<string, string>> | undefined,
  event: GameEvent,
  players: readonly Pick<Player, 'id' | 'name'>[]
): Record<string, string> | Invalid {
  const { player, name } = event as Partial<PlayerRenamed>;
  const now = playersNamed(players, names);
  const seat = now.find((p) => p.id === player);
  if (!seat || typeof player !== 'string') return invalid('That player is not in this game.');
  if (typeof name !== 'string') return invalid('Enter a name.');
  if (name !== name.trim()) return invalid('A name has no spaces around it.');
  const problem = nameProblem(
    name,
    now.filter((p) => p.id !== player).map((p) => p.name)
  );
  if (problem) return invalid(problem);
  if (name === seat.name) return invalid(`${seat.name} is already called that.`);
  return { ...names, [player]: name };
}

/** The history's line: "Player 2 is now called Ana". `before` are the names before the entry. */
export function describeRename(event: GameEvent, players: readonly Pick<Player, 'id' | 'name'>[]): string {
  const { player, name } = event as Partial<PlayerRenamed>;
  const was = players.find((p) => p.id === player)?.name ?? 'someone';
  return `${was} is now called ${String(name)}`;
}
