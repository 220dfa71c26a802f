/**
 * What the table screen says about the entries a live table's merge brought in that the table should
 * look at: an entry made illegal at its place (refused: its history line, the rules' reason and the
 * phone that entered it), and an entry counted twice, the same one entered on two phones
 * (core/entered-twice). History marks both for good; this says them where the players look when a
 * merge brings in one this phone has not said yet, and reads them from History again at every merge
 * while they are shown, so that the screen and History say one text. It says all of History's, not
 * only the new ones: every phone folds the same log, so every phone that says them says the same.
 * Reads the history (storage) and remembers what was said in localStorage; no Svelte, and nothing
 * here changes the game.
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

/** A reading of the notices: what to show, and whether any was new to this phone. */
export interface NoticesRead {
  notices: RefusedNotice[];
  fresh: boolean;
}

/**
 * The notices of a live game to show, oldest first: every entry History says refused or counted twice
 * now (one no longer refused or doubled goes), when one of them is new to this phone (now marked
 * said) or while the notice shows (`showing`); none otherwise.
 */
export async function liveNotices(sessionId: string, showing = false): Promise<NoticesRead> {
  const history = await loadHistory(sessionId);
  const tableId = history?.record.live?.tableId;
  if (!history || !tableId) return { notices: [], fresh: false };
  const before = said(tableId);
  const notices: RefusedNotice[] = [];
  let fresh = false;
  for (const line of [...history.lines].reverse()) {
    const notice = noticeOf(line, history.record);
    if (!notice) continue;
    notices.push(notice);
    if (!before.has(notice.key) && !(notice.reason && before.has(oldKeyOf(line)))) {
      before.add(notice.key);
      fresh = true;
    }
  }
  if (fresh) remember(tableId, before);
  return { notices: fresh || showing ? notices : [], fresh };
}
