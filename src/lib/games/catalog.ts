/**
 * Lookups over the games' info (their manifests): a game's name and unit, its title in a
 * message, its player range. Pulls in no game's rules.
 */
import { playersNamed } from '$lib/core/rename';
import { andList } from '$lib/core/text';
import type { GameKind } from '$lib/core/types';
import { MANIFESTS } from './index';
import type { GameInfo } from './manifest';

export type { GameInfo };

/** Every game's info, in the order the app lists them. */
export const GAMES: readonly GameInfo[] = MANIFESTS.map((m) => m.info);

export function gameInfo(kind: GameKind): GameInfo {
  const info = GAMES.find((g) => g.kind === kind);
  if (!info) throw new RangeError(`Unknown game: ${kind}`);
  return info;
}

export function isGameKind(value: unknown): value is GameKind {
  return GAMES.some((g) => g.kind === value);
}

/** "Logo Billionaire with Ana and Ben": a game named in a message or a button's label, by the names given since set-up. */
export function gameTitle(game: {
  kind: GameKind;
  players: readonly { id: string; name: string }[];
  names?: Readonly<Record<string, string>>;
}): string {
  return `${gameInfo(game.kind).name} with ${andList(playersNamed(game.players, game.names).map((p) => p.name))}`;
}

/** "1–4 players", "2 players". */
export function playerRange(info: GameInfo): string {
  return info.minPlayers === info.maxPlayers ? `${info.minPlayers} players` : `${info.minPlayers}–${info.maxPlayers} players`;
}
