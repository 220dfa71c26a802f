/**
 * What Disrupt's board loads for its sheets, none of it for its first paint: the loader of each
 * sheet's code, the session the sheets dispatch through while a table follows Worker turns
 * (turn-follow.svelte.ts), and the solo token's draw for a placement tapped on the board. The
 * board imports this module with its first sheet, at the screen's first touch or with a solo
 * placement. No rules and no markup here.
 */
import type { Component } from 'svelte';

export { followingTurns, turnFollowOf } from './turn-follow.svelte';
export { soloPlacement } from './actions';

export type SheetName = 'player' | 'market' | 'projects' | 'tracks' | 'auction' | 'secret' | 'final' | 'dial';

// The sheets take different props: the board renders each with its own, so the map holds them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const sheetLoaders: Record<SheetName, () => Promise<{ default: Component<any> }>> = {
  player: () => import('./PlayerSheet.svelte'),
  market: () => import('./MarketSheet.svelte'),
  projects: () => import('./ProjectsSheet.svelte'),
  tracks: () => import('./TracksSheet.svelte'),
  auction: () => import('./AuctionSheet.svelte'),
  secret: () => import('./SecretSheet.svelte'),
  final: () => import('./FinalSheet.svelte'),
  dial: () => import('./DialSheet.svelte')
};
