/**
 * What the table screen says, once per phone, about the entries a live table's merge brought in that
 * the table should look at: an entry made illegal at its place (refused: its history line, the rules'
 * reason and the phone that entered it), and an entry counted twice, the same one entered on two
 * phones (core/entered-twice). History marks both for good; this says them where the players look,
 * the first time this phone holds each one, and reads them from History again at every merge while
 * they are shown, so that the screen and History say one text. Reads the history (storage) and
 * remembers what was said in localStorage; no Svelte, and nothing here changes the game.
 */
import type { HistoryLine } from '$lib/core/log';
import type { SessionRecord } from '$lib/db/schema';
import { loadHistory } from './history';
import type { RefusedNotice } from './notice-words';

export type { RefusedNotice } from './notice-words';

/** Which phone entered a line at a live table (or as a backup of one kept it), in words; null when unknown. */
export function enteredOn(line: Pick<HistoryLine, 'by'>, record: Pick<SessionRecord, 'players' | 'live'>): string | null {
  if (!line.by || (!record.live && line.by.host === undefined)) return null;
  const player = record.players.find((p) => p.id === line.by!.seat);
  if (player) return `${player.name}’s phone`;
  return (line.by.host ?? line.by.device === record.live?.host) ? 'the host’s phone' : 'a watching phone';
}

/** The phone that entered the same entry before, when this line counts too (core/entered-twice), in words; else null. */
export function twiceOn(line: Pick<HistoryLine, 'twice' | 'undone'>, record: Pick<SessionRecord, 'players' | 'live'>): string | null {
  return line.twice && !line.undone ? enteredOn({ by: line.twice }, record) : null;
}

/** How a refused line was remembered before it was named by its id (a phone said those already). */
const oldKeyOf = (line: HistoryLine) => `${line.by?.device ?? ''}|${line.at}|${line.text}`;

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

/** What is said of a line now: refused, counted twice, or nothing. */
function noticeOf(line: HistoryLine, record: SessionRecord): RefusedNotice | null {
  if (!line.liveId || line.undone) return null;
  const by = enteredOn(line, record);
  if (line.refused) return { key: `refused:${line.liveId}`, text: line.text, reason: line.refused, enteredOn: by, twiceOn: null };
  const twice = twiceOn(line, record);
  return twice ? { key: `twice:${line.liveId}`, text: line.text, reason: null, enteredOn: by, twiceOn: twice } : null;
}

/**
 * The notices of a live game to show, oldest first: those shown already (`showing`, by key) as History
 * reads them now (one no longer refused or doubled goes), and those this phone has not said yet, now
 * marked said.
 */
export async function liveNotices(sessionId: string, showing: readonly string[] = []): Promise<RefusedNotice[]> {
  const history = await loadHistory(sessionId);
  const tableId = history?.record.live?.tableId;
  if (!history || !tableId) return [];
  const before = said(tableId);
  const shown = new Set(showing);
  const notices: RefusedNotice[] = [];
  let fresh = false;
  for (const line of [...history.lines].reverse()) {
    const notice = noticeOf(line, history.record);
    if (!notice) continue;
    if (shown.has(notice.key)) notices.push(notice);
    else if (!before.has(notice.key) && !(notice.reason && before.has(oldKeyOf(line)))) {
      before.add(notice.key);
      notices.push(notice);
      fresh = true;
    }
  }
  if (fresh) remember(tableId, before);
  return notices;
}
