/**
 * Reads a session's whole log and turns it into history lines (newest first), grouped by the
 * part of the game they were made in. Reads storage; the fold and the texts come from the core.
 */
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

export interface HistoryGroup {
  /** "Turn 12", "Round 3": said once for the lines under it. */
  period: string;
  lines: HistoryLine[];
}

/** Runs of consecutive lines (newest first) made in the same turn or round. Pure. */
export function groupByPeriod(lines: readonly HistoryLine[]): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last && last.period === line.period) last.lines.push(line);
    else groups.push({ period: line.period, lines: [line] });
  }
  return groups;
}
