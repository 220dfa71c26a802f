/**
 * Loads a game's definition on demand (each game's rules are a chunk of their own, kept out of the
 * home screen's bundle), through the game's manifest.
 */
import type { GameDefinition, GameKind } from '$lib/core/types';
import { manifestOf } from './index';

export function loadGame(kind: GameKind): Promise<GameDefinition> {
  return manifestOf(kind).loadDefinition();
}
