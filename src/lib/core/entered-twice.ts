/**
 * The same entry made on two phones of a live table. A payment is legal at any time and carries no
 * turn, so the fold keeps both when two phones enter it (each phone saw the money change hands and
 * entered it, one of them cut from the table); the table should see that, not find out at the end.
 * An entry counted (neither taken back nor refused) that is identical to an earlier counted one (the
 * same kind, players and amount: the same event) entered on another phone is marked with that phone,
 * so that History asks "the same entry twice?" beside its Take back, when it is of the same part of
 * the game (the same turn), or when its phone cannot have seen the other: it was entered before the
 * other was, by the time each entry carries (its phone's clock), and a merge placed it after it. That
 * is a phone a turn behind, cut from the table, whose entry the merge put in a later turn. Otherwise
 * the log cannot say whether the second phone had seen the first entry: a repeat is asked about,
 * never refused, and one in another turn entered after the other is taken as another payment.
 * Pure: no Dexie or DOM.
 */
import type { GameEvent } from './types';

/** Who entered a line (HistoryLine's `by`): a live phone's device and seat, or a backup's seat and host. */
export interface Phone {
  device?: string;
  seat: string | null;
  host?: boolean;
}

/** A counted line (when it was entered, by its phone's clock), its event and the phone that entered it. */
export interface Counted {
  line: { period: string; at: number; by?: Phone; twice?: Phone };
  event: GameEvent;
}

/** The event's fields in one order, so that the same fields written in another order are the same event. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

const phoneKey = (p: Phone) => (p.device !== undefined ? `d:${p.device}` : `s:${p.seat ?? ''}:${p.host === true}`);

/**
 * Marks (`twice`) each counted line that repeats an earlier one (in log order) entered on another
 * phone, of the same period or entered after this one (which this one's phone cannot have seen).
 */
export function markEnteredTwice(counted: readonly Counted[]): void {
  // Per event, each phone that entered it (in the order they first did): its periods and its latest time.
  const earlier = new Map<string, Map<string, { by: Phone; periods: Set<string>; latest: number }>>();
  for (const { line, event } of counted) {
    if (!line.by) continue;
    const key = canonical(event);
    const phones = earlier.get(key) ?? new Map<string, { by: Phone; periods: Set<string>; latest: number }>();
    const mine = phoneKey(line.by);
    for (const [phone, seen] of phones)
      if (phone !== mine && (seen.periods.has(line.period) || seen.latest >= line.at)) {
        line.twice = { ...seen.by };
        break;
      }
    const own = phones.get(mine) ?? { by: line.by, periods: new Set<string>(), latest: line.at };
    own.periods.add(line.period);
    own.latest = Math.max(own.latest, line.at);
    phones.set(mine, own);
    earlier.set(key, phones);
  }
}
