/**
 * Who is at the table, in words, from the phones' awareness states: each phone by the name of the
 * player whose seat it holds, a phone without a seat as the host's or a watching one. Pure.
 */
import type { Player } from '$lib/core/types';

/** One phone at the table, as its awareness says. */
export interface Person {
  device: string;
  seat: string | null;
  name: string;
}

/**
 * The phones connected, one line each (a device's newest state), in seat order, this phone marked: in
 * short words, so that the status line holds three phones at 390 px (the host's "the host’s phone (no
 * seat) (this phone)" cut the line at a play-test).
 */
export function connectedNames(
  people: readonly Person[],
  players: readonly Pick<Player, 'id' | 'name'>[],
  own: { device: string; host: string }
): string[] {
  const byDevice = new Map(people.map((p) => [p.device, p]));
  // In the order of the seats, every phone reading the same list; phones without a seat after them.
  const place = (p: Person) => {
    const i = players.findIndex((x) => x.id === p.seat);
    return i < 0 ? players.length : i;
  };
  const sorted = [...byDevice.values()].sort((a, b) => place(a) - place(b) || (a.device < b.device ? -1 : a.device > b.device ? 1 : 0));
  return sorted.map((p) => {
    const player = players.find((x) => x.id === p.seat);
    const who = player ? player.name : p.device === own.host ? 'the host' : 'a watcher';
    return p.device === own.device ? `${who} (this phone)` : who;
  });
}

/** The seats (player ids) held by the phones connected now, this one (`device`) left out. */
export function seatsTaken(people: readonly Person[], device: string): Set<string> {
  return new Set(people.filter((p) => p.device !== device && p.seat !== null).map((p) => p.seat as string));
}
