/**
 * The same entry made on two phones of a live table. A payment is legal at any time and carries no
 * turn, so the fold keeps both when two phones enter it (each phone saw the money change hands and
 * entered it, one of them cut from the table); the table should see that, not find out at the end.
 * An entry counted (neither taken back nor refused) that is identical to an earlier counted one of
 * the same part of the game (the same kind, players and amount: the same event, in the same turn),
 * entered on another phone, is marked with that phone, so that History asks "the same entry twice?"
 * beside its Take back. Whether the second phone had seen the first entry the log cannot say: a
 * repeat on another phone is asked about, never refused. Pure: no Dexie or DOM.
 */
import type { GameEvent } from './types';

/** Who entered a line (HistoryLine's `by`): a live phone's device and seat, or a backup's seat and host. */
export interface Phone {
  device?: string;
  seat: string | null;
  host?: boolean;
}

/** A counted line, its event and the phone that entered it. */
export interface Counted {
  line: { period: string; by?: Phone; twice?: Phone };
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

/** Marks (`twice`) each counted line that repeats an earlier one of the same period entered on another phone (in log order). */
export function markEnteredTwice(counted: readonly Counted[]): void {
  const first = new Map<string, Phone[]>();
  for (const { line, event } of counted) {
    if (!line.by) continue;
    const key = `${line.period}|${canonical(event)}`;
    const phones = first.get(key);
    if (!phones) {
      first.set(key, [line.by]);
      continue;
    }
    const other = phones.find((p) => phoneKey(p) !== phoneKey(line.by!));
    if (other) line.twice = { ...other };
    if (!phones.some((p) => phoneKey(p) === phoneKey(line.by!))) phones.push(line.by);
  }
}
