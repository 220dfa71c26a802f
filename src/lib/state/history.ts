/** Reads a session's whole log and turns it into history lines (newest first). */
import { historyLines, initialSessionState, type HistoryLine } from '$lib/core/log';
import { readTail } from '$lib/db/session-store';
import { getDb } from '$lib/db/database';
import { getSession } from '$lib/db/sessions';
import type { SessionRecord } from '$lib/db/schema';
import { loadGame } from '$lib/games/registry';

export async function loadHistory(id: string): Promise<{ record: SessionRecord; lines: HistoryLine[] } | null> {
  const record = await getSession(id);
  if (!record) return null;
  const def = await loadGame(record.kind);
  const entries = await readTail(getDb(), id, 0);
  const initial = initialSessionState(def, record, record.createdAt);
  return { record, lines: historyLines(def, initial, entries, record.players) };
}
