/**
 * Loads a game's definition on demand, so that each game's code is its own chunk and stays out
 * of the home screen's bundle. Each game lives in its own folder under src/lib/games.
 */
import type { GameDefinition, GameKind } from '$lib/core/types';

const loaders: Record<GameKind, () => Promise<GameDefinition>> = {
  disrupt: async () => (await import('./disrupt/game')).disrupt as GameDefinition,
  'logo-billionaire': async () => (await import('./logo-billionaire/game')).logoBillionaire as GameDefinition,
  'it-startup': async () => (await import('./it-startup/game')).itStartup as GameDefinition
};

export function loadGame(kind: GameKind): Promise<GameDefinition> {
  return loaders[kind]();
}
