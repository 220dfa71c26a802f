/**
 * The board (main screen) of each game, loaded on demand so no game's UI is in the home bundle.
 * A game issue points its kind at its own component here.
 */
import type { Component } from 'svelte';
import type { GameKind } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';

export type BoardComponent = Component<{ session: OpenSession }>;

const boards: Record<GameKind, () => Promise<BoardComponent>> = {
  disrupt: async () => (await import('./DisruptBoard.svelte')).default,
  'logo-billionaire': async () => (await import('./LogoBillionaireBoard.svelte')).default,
  'it-startup': async () => (await import('./ItStartupBoard.svelte')).default
};

export function loadBoard(kind: GameKind): Promise<BoardComponent> {
  return boards[kind]();
}
