/**
 * What a game tells the app about itself, in one object per game (`src/lib/games/<game>/index.ts`),
 * listed once in `src/lib/games/index.ts`; every registration point (the list of games, the
 * loader of its rules, Play again, records, its screens) reads that list. Kept tiny and free of
 * any game's rules: the home screen imports it, and a game's rules load only when it is opened.
 * Pure: no Svelte, Dexie or DOM.
 */
import type { GameKind, GameReport, GameResults, GameRules, Player } from '$lib/core/types';

export interface GameInfo {
  kind: GameKind;
  name: string;
  tagline: string;
  minPlayers: number;
  maxPlayers: number;
  /** Shown after an amount: "4M", "4 resources". */
  unit: { short: string; spaced: boolean };
}

export interface GameManifest {
  info: GameInfo;
  /** The game's rules (its `game-rules.ts`), a chunk of their own, loaded when a game of this kind opens. */
  loadRules(): Promise<GameRules>;
  /** What the game says of a game played (its `game-report.ts`): loaded with the first tap, History or the result. */
  loadReport(): Promise<GameReport>;
  /** The result part alone (its `results.ts`), for a result screen, which needs no history words. */
  loadResults(): Promise<GameResults<unknown> | undefined>;
  /**
   * The setup screen's draft for a new game like one played (Play again): the same players, seats
   * and options, in the shape that screen keeps its form in. A draft that does not pass the setup
   * screen's own check is dropped there, so a browser test follows Play again for each game.
   */
  playAgainDraft(players: readonly Player[], options: Record<string, unknown>): unknown;
}
