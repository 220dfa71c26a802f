/**
 * The line-up a new game proposes: the players of the last table (their number, names as they
 * stand after any rename, and colours), from the newest game of the kind being set up, else of
 * any kind, with that game's options when it is of the kind; a seat that played as "Player n" is
 * proposed empty, to play as "Player n" again. The setup screens fit it to the game's player
 * count and show it, changeable. Pure: no Svelte, Dexie or DOM; which game was the last is the database's to say.
 */
import { isDefaultName } from './players';
import { playersNamed } from './rename';
import type { GameKind, Player } from './types';

export interface LineUp {
  /** A seat per player of the last table, in their order: the name ('' for "Player n") and colour. */
  seats: { name: string; color: string }[];
  /** The game's own seats (Disrupt's roles) when the last table played this game, in the players' order. */
  roles?: string[];
  /** The last table's setup options when it played this game: each setup reads the ones it proposes (its rules, its market). */
  options?: Record<string, unknown>;
}

export function lineUpOf(
  game: { kind: GameKind; players: readonly Player[]; names?: Record<string, string>; options: Record<string, unknown> },
  kind: GameKind
): LineUp {
  const seats = playersNamed(game.players, game.names).map((p) => ({ name: isDefaultName(p.name) ? '' : p.name, color: p.color }));
  const roles = game.options.roles;
  if (game.kind !== kind) return { seats };
  const sameSeats = Array.isArray(roles) && roles.length === seats.length && roles.every((r) => typeof r === 'string');
  return sameSeats ? { seats, roles: [...(roles as string[])], options: { ...game.options } } : { seats, options: { ...game.options } };
}

/** A remembered player as the setup's chips offer them (the names store's row, or one made from a game). */
export interface Regular {
  key: string;
  name: string;
  lastUsed: number;
  color?: string;
}

/**
 * The regular players offered as chips, from the names kept and the games as they stand: a
 * player renamed mid-game is offered by the new name only. A name a rename left behind is dropped
 * unless a game still has a player by it; a new name not kept yet is added in that player's colour,
 * as used when that game last changed. Newest first.
 */
export function regularsAfterRenames(
  kept: readonly Regular[],
  games: readonly { players: readonly Player[]; names?: Record<string, string>; updatedAt: number; deletedAt?: number }[]
): Regular[] {
  const key = (name: string) => name.trim().toLocaleLowerCase();
  const playing = new Set<string>();
  const left = new Set<string>();
  const given = new Map<string, Regular>();
  for (const game of games) {
    if (game.deletedAt) continue;
    const named = playersNamed(game.players, game.names);
    for (const [i, p] of game.players.entries()) {
      const now = named[i];
      playing.add(key(now.name));
      if (now.name === p.name) continue;
      left.add(key(p.name));
      const was = given.get(key(now.name));
      if (!was || was.lastUsed < game.updatedAt)
        given.set(key(now.name), { key: key(now.name), name: now.name, lastUsed: game.updatedAt, color: p.color });
    }
  }
  const out = kept.filter((n) => !left.has(n.key) || playing.has(n.key));
  const keys = new Set(out.map((n) => n.key));
  for (const [k, n] of given) if (!keys.has(k)) out.push(n);
  return out.sort((a, b) => b.lastUsed - a.lastUsed);
}
