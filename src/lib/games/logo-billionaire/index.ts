/** Logo Billionaire's manifest: what the app knows of it before its rules load (see ../manifest.ts). */
import type { Player } from '$lib/core/types';
import type { GameManifest } from '../manifest';
import { setupRow, stringOr } from '../setup-rows';
import { DEFAULT_RB_DECK } from './rules';

/** The Risky Business deck as the editor's rows (value and count, BUST apart), as the setup screen makes them. */
function deckRows(deck: readonly unknown[]): { value: string; count: string }[] {
  const counts = new Map<number, number>();
  for (const c of deck) if (typeof c === 'number') counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value: String(value), count: String(count) }));
}

function playAgainDraft(players: readonly Player[], o: Record<string, unknown>) {
  const pieces = (o.pieces ?? {}) as Record<string, unknown>;
  const first = players.findIndex((p) => p.id === o.firstPlayer);
  // A game set up without a deck of its own played the default one (as the game's setup reads it).
  const deck: readonly unknown[] = Array.isArray(o.deck) ? o.deck : DEFAULT_RB_DECK;
  return {
    rows: players.map((p) => setupRow(p, { piece: stringOr(pieces[p.id], '') })),
    rules: o.rules === 'executive' ? 'executive' : 'apprentice',
    market: o.market === 'bear' ? 'bear' : 'bull',
    firstIndex: Math.max(0, first),
    pickedAtRandom: false,
    segments: typeof o.segments === 'number' ? o.segments : 6,
    deckRows: deckRows(deck),
    bustCount: String(deck.filter((c) => c === 'bust').length)
  };
}

export const logoBillionaireManifest: GameManifest = {
  info: {
    kind: 'logo-billionaire',
    name: 'Logo Billionaire',
    tagline: 'Spin, collect brands, launch companies, reach a billion',
    minPlayers: 2,
    maxPlayers: 6,
    unit: { short: 'M', spaced: false }
  },
  loadRules: async () => (await import('./game-rules')).logoBillionaireRules,
  loadReport: async () => (await import('./game-report')).logoBillionaireReport,
  loadResults: async () => (await import('./results')).lbResults,
  playAgainDraft
};
