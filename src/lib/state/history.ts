/**
 * Reads a session's whole log and turns it into history lines (newest first), grouped by the
 * part of the game they were made in. Reads storage; the fold and the texts come from the core.
 */
import { historyLines, initialSessionState, type HistoryLine } from '$lib/core/log';
import { readTail } from '$lib/db/log-reader';
import { getDb } from '$lib/db/database';
import { getSession } from '$lib/db/sessions';
import type { SessionRecord } from '$lib/db/schema';
import type { LogEntry } from '$lib/core/types';
import { loadGame } from '$lib/games/registry';

/**
 * The log of the session whose history was read last. A log only grows (entries are appended,
 * never changed), so a redraw after a change reads just the entries added since: reading a
 * 5,000-entry log whole took over 100 ms, and a take-back tapped meanwhile waited for it. A game at
 * a live table is the exception: its log is rewritten to the table's order.
 */
let known: { id: string; entries: LogEntry[] } | null = null;

export async function loadHistory(id: string): Promise<{ record: SessionRecord; lines: HistoryLine[] } | null> {
  const db = getDb();
  const read = await db.transaction('r', db.sessions, db.events, async () => {
    const record = await getSession(id);
    if (!record) return null;
    // A game at a live table has its log rewritten to the table's order (a merge): read whole.
    const growsOnly = !record.live || record.live.left;
    const before = growsOnly && known?.id === id && known.entries.length <= record.lastSeq ? known.entries : [];
    const added = await readTail(db, id, before.length);
    return { record, entries: before.concat(added) };
  });
  if (!read) {
    known = null;
    return null;
  }
  const { record, entries } = read;
  // Numbered 1..n as a log always is; anything else (never seen) is read again whole next time.
  known = entries.every((e, i) => e.seq === i + 1) ? { id, entries } : null;
  // The frame that answers a tap ("Taken back: …") is painted first; the list of a long game
  // (tens of milliseconds to work out and redraw) follows in the next one.
  if (typeof requestAnimationFrame === 'function') await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const def = await loadGame(record.kind);
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
