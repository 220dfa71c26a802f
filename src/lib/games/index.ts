/**
 * The games Boardroom knows, in the order the app lists them: one line per game. Everything that
 * differs by game reads this list (see docs/architecture.md, "Adding a game");
 * tests/unit/games/manifests.test.ts fails when a game is missing from a registration point.
 */
import type { GameKind } from '$lib/core/types';
import { disruptManifest } from './disrupt';
import { itStartupManifest } from './it-startup';
import { logoBillionaireManifest } from './logo-billionaire';
import type { GameManifest } from './manifest';

export const MANIFESTS: readonly GameManifest[] = [disruptManifest, logoBillionaireManifest, itStartupManifest];

export function manifestOf(kind: GameKind): GameManifest {
  const manifest = MANIFESTS.find((m) => m.info.kind === kind);
  if (!manifest) throw new RangeError(`Unknown game: ${kind}`);
  return manifest;
}
