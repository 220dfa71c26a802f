/**
 * What the table screen says, once per phone, about an entry that a live table's merge made illegal
 * at its place: its history line, the rules' reason and the phone that entered it. History strikes
 * such entries through for good; this says it where the players look, the first time this phone
 * holds each one. Reads the history (storage) and remembers what was said in localStorage; no
 * Svelte, and nothing here changes the game.
 */
import type { HistoryLine } from '$lib/core/log';
import type { SessionRecord } from '$lib/db/schema';
import { loadHistory } from './history';

export interface RefusedNotice {
  text: string;
  reason: string;
  /** "Ben’s phone", "the host’s phone", "a watching phone". */
  enteredOn: string | null;
}

/** Which phone entered a line at a live table (or as a backup of one kept it), in words; null when unknown. */
export function enteredOn(line: Pick<HistoryLine, 'by'>, record: Pick<SessionRecord, 'players' | 'live'>): string | null {
  if (!line.by || (!record.live && line.by.host === undefined)) return null;
  const player = record.players.find((p) => p.id === line.by!.seat);
  if (player) return `${player.name}’s phone`;
  return (line.by.host ?? line.by.device === record.live?.host) ? 'the host’s phone' : 'a watching phone';
}

/** A refused line as this phone remembers having said it: who entered it, when, and what it was. */
const keyOf = (line: HistoryLine) => `${line.by?.device ?? ''}|${line.at}|${line.text}`;

function said(tableId: string): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(`boardroom-live-refused:${tableId}`) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(tableId: string, keys: Set<string>): void {
  try {
    localStorage.setItem(`boardroom-live-refused:${tableId}`, JSON.stringify([...keys]));
  } catch {
    // Storage refused: the notice may be said again on the next change.
  }
}

/** The refused entries of a live game this phone has not yet said, now marked said. */
export async function unsaidRefusals(sessionId: string): Promise<RefusedNotice[]> {
  const history = await loadHistory(sessionId);
  const tableId = history?.record.live?.tableId;
  if (!history || !tableId) return [];
  const before = said(tableId);
  const fresh = history.lines.filter((line) => line.refused && !before.has(keyOf(line))).reverse();
  if (!fresh.length) return [];
  for (const line of fresh) before.add(keyOf(line));
  remember(tableId, before);
  return fresh.map((line) => ({ text: line.text, reason: line.refused!, enteredOn: enteredOn(line, history.record) }));
}
