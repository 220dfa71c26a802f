/**
 * Opens a session for a screen: reads its row, loads the game's rules (a separate chunk) and
 * folds the log. Resolves to null when there is no such session.
 */
import type { GameRules } from '$lib/core/types';
import { getSession } from '$lib/db/sessions';
import { loadRules } from '$lib/games/registry';
import { OpenSession } from './open-session.svelte';

export async function openSession(id: string): Promise<OpenSession | null> {
  const record = await getSession(id);
  if (!record) return null;
  const def: GameRules = await loadRules(record.kind);
  return OpenSession.open(id, def);
}
