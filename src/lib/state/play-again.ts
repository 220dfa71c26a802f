/**
 * "Play again": a new game of the same kind with the same players, seats and options, prepared as
 * the setup screen's own draft (setup-draft.ts) by the game's manifest, so the table sees the whole
 * setup filled in, can change anything (someone leaves, another first player) and taps Start.
 */
import { playersNamed } from '$lib/core/rename';
import type { GameKind, Player } from '$lib/core/types';
import { manifestOf } from '$lib/games';
import { saveDraft } from './setup-draft';

type Played = { id?: string; kind: GameKind; players: readonly Player[]; names?: Record<string, string>; options: Record<string, unknown> };

/** The setup draft of a new game like `game`; the setup screen's form name and path. */
export function playAgainDraft(game: Played): { form: string; path: string; draft: unknown } {
  return {
    form: game.kind,
    path: `/new/${game.kind}`,
    draft: manifestOf(game.kind).playAgainDraft(playersNamed(game.players, game.names), game.options)
  };
}

/**
 * Keeps the draft for the setup screen; returns the path to go to. The path names the game played
 * (`?again=<id>`), so that a setup whose draft is lost (a tab restored without its storage) makes
 * it again from that game rather than opening as a new game (state/line-up.ts).
 */
export function preparePlayAgain(game: Played): string {
  const { form, path, draft } = playAgainDraft(game);
  saveDraft(form, draft);
  return game.id ? `${path}?again=${encodeURIComponent(game.id)}` : path;
}
