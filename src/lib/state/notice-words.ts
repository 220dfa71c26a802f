/**
 * The words of the game screen's notice about what a live table's merge brought in (refused entries,
 * entries counted twice): kept apart from refused-notice.ts, which reads the history, so that the
 * screen's line costs nothing until there is something to say. Pure.
 */

export interface RefusedNotice {
  /** The entry's id at the table, with what is said of it: `refused:<id>` or `twice:<id>`. */
  key: string;
  text: string;
  /** Why the rules refused it (refused), or null (counted twice). */
  reason: string | null;
  /** "Ben’s phone", "the host’s phone", "a watching phone". */
  enteredOn: string | null;
  /** Counted twice: the phone that entered it first. */
  twiceOn: string | null;
}

/** One notice as History says it: the entry refused with its reason, or entered on two phones. */
export function noticeLine(n: RefusedNotice): string {
  const by = n.enteredOn ? `, entered on ${n.enteredOn}` : '';
  return n.reason ? `Refused: “${n.text}”${by}. ${n.reason}` : `“${n.text}”${by}, also entered on ${n.twiceOn}: the same entry twice?`;
}

/**
 * The notice in one or two lines: the one entry, as History says it, or how many of each. What
 * matters comes first, the entry or the counts (two lines beside the buttons of a 390 px phone held
 * only "Where the table's changes met", and then only "In all, 10 entries"). The notices are all of
 * History's (refused-notice.ts), so the counts are the table's, said "in all": the same text on every
 * phone, whichever merges each phone dismissed before (counted since each phone's last OK, two
 * phones said 2 and 3 at a play-test).
 */
export function noticeSummary(notices: readonly RefusedNotice[]): string {
  if (!notices.length) return '';
  if (notices.length === 1) return noticeLine(notices[0]);
  const refused = notices.filter((n) => n.reason).length;
  const twice = notices.length - refused;
  const parts = [
    refused ? `${refused} refused (each changed nothing)` : '',
    twice ? `${twice} entered on two phones (the same twice?)` : ''
  ];
  return `${parts.filter(Boolean).join('; ')}: in all, where the table's changes met.`;
}
