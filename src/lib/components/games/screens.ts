/**
 * Each game's screens, found by folder: `src/lib/components/games/<kind>/Board.svelte` (the game's
 * table screen) and `Setup.svelte` (its new-game form). Each is a chunk of its own, loaded when
 * needed, so no game's UI is in the home screen's bundle. A game needs no line here: its folder is
 * its registration (tests/unit/games/manifests.test.ts checks every game in the list has both).
 */
import type { Component } from 'svelte';
import type { LineUp } from '$lib/core/play-again-line-up';
import type { GameKind } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';

export type BoardComponent = Component<{ session: OpenSession }>;
/** A setup form, with the line-up it proposes when it has no draft of its own (null: "Player 1"…). */
export type SetupComponent = Component<{ lineUp: LineUp | null }>;

const boards = import.meta.glob<BoardComponent>('./*/Board.svelte', { import: 'default' });
const setups = import.meta.glob<SetupComponent>('./*/Setup.svelte', { import: 'default' });

function screen<C>(found: Record<string, () => Promise<C>>, kind: GameKind, file: string): Promise<C> {
  const load = found[`./${kind}/${file}`];
  if (!load) return Promise.reject(new RangeError(`No ${file} for the game ${kind}`));
  return load();
}

export const loadBoard = (kind: GameKind): Promise<BoardComponent> => screen(boards, kind, 'Board.svelte');
export const loadSetup = (kind: GameKind): Promise<SetupComponent> => screen(setups, kind, 'Setup.svelte');
