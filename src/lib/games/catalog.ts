/**
 * What the app knows about each game before loading its code: name, player range, money unit.
 * Kept tiny so that the home screen does not pull any game's rules into its bundle.
 */
import { grouped } from '$lib/core/numbers';
import { andList } from '$lib/core/standing';
import type { GameKind } from '$lib/core/types';

export interface GameInfo {
  kind: GameKind;
  name: string;
  tagline: string;
  minPlayers: number;
  maxPlayers: number;
  /** Shown after an amount: "4M", "4 resources". */
  unit: { short: string; spaced: boolean };
  /** The quick +/− buttons on each player's card. */
  quickSteps: number[];
}

export const GAMES: readonly GameInfo[] = [
  {
    kind: 'disrupt',
    name: 'Disrupt',
    tagline: 'Shares, Market Share and a long final scoring',
    minPlayers: 1,
    maxPlayers: 4,
    unit: { short: 'M', spaced: false },
    quickSteps: [1, 2, 5]
  },
  {
    kind: 'logo-billionaire',
    name: 'Logo Billionaire',
    tagline: 'Spin, collect brands, launch companies, reach a billion',
    minPlayers: 2,
    maxPlayers: 6,
    unit: { short: 'M', spaced: false },
    quickSteps: [10, 50, 100]
  },
  {
    kind: 'it-startup',
    name: 'IT Startup',
    tagline: 'Project points, burnout and resources',
    minPlayers: 2,
    maxPlayers: 4,
    unit: { short: 'resources', spaced: true },
    quickSteps: [1, 2, 5]
  }
];

export function gameInfo(kind: GameKind): GameInfo {
  const info = GAMES.find((g) => g.kind === kind);
  if (!info) throw new RangeError(`Unknown game: ${kind}`);
  return info;
}

export function isGameKind(value: unknown): value is GameKind {
  return GAMES.some((g) => g.kind === value);
}

export function formatAmount(amount: number, kind: GameKind): string {
  const { unit } = gameInfo(kind);
  const sign = amount < 0 ? '−' : '';
  return `${sign}${grouped(Math.abs(amount))}${unit.spaced ? ' ' : ''}${unit.short}`;
}

/** "Logo Billionaire with Ana and Ben": a game named in a message or a button's label. */
export function gameTitle(game: { kind: GameKind; players: readonly { name: string }[] }): string {
  return `${gameInfo(game.kind).name} with ${andList(game.players.map((p) => p.name))}`;
}

/** "1–4 players", "2 players". */
export function playerRange(info: GameInfo): string {
  return info.minPlayers === info.maxPlayers ? `${info.minPlayers} players` : `${info.minPlayers}–${info.maxPlayers} players`;
}
