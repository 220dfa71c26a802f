/**
 * What a setup screen opens with when this tab has no draft of its form: a Play again setup whose
 * draft is gone (the tab was reloaded after its storage was lost, or the address was opened anew)
 * gets its draft made again from the game named in the address (`?again=<id>`); otherwise the
 * last table's line-up is proposed (core/play-again-line-up.ts). Never throws: with storage
 * unreadable the form opens with "Player 1"….
 */
import { lineUpOf, type LineUp } from '$lib/core/play-again-line-up';
import type { GameKind } from '$lib/core/types';
import { getSession, lastTable } from '$lib/db/sessions';
import { preparePlayAgain } from './play-again';
import { hasDraft } from './setup-draft';

export type { LineUp };

/** The line-up to propose on `kind`'s setup, or null when the form has a draft of its own (or nothing was played). */
export async function setupLineUp(kind: GameKind, againId: string | null): Promise<LineUp | null> {
  if (hasDraft(kind)) return null;
  try {
    if (againId) {
      const game = await getSession(againId);
      if (game?.kind === kind) {
        preparePlayAgain(game);
        if (hasDraft(kind)) return null;
      }
    }
    const last = await lastTable(kind);
    return last ? lineUpOf(last, kind) : null;
  } catch {
    return null;
  }
}
