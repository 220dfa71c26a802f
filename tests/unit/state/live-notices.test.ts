// The game screen's notice of a live merge says what History says: while it shows, it is read from
// History again, so a reason that a later merge changes (the turn at the entry's new place) changes on
// the screen too; and each entry is said once per phone, by its table id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedEntry } from '$lib/core/live-log';
import type { GameEvent } from '$lib/core/types';
import { markShared, mirrorLog } from '$lib/db/live-sessions';
import * as ev from '$lib/games/logo-billionaire/events';
import { noticeSummary } from '$lib/state/notice-words';
import { liveNotices } from '$lib/state/refused-notice';
import { ANA, BEN, CAI, freshDb, newStore } from '../helpers';

const link = { tableId: 'N'.repeat(22), secret: 's'.repeat(43), device: 'host', seat: null, host: 'host' };
const entry = (id: string, seat: string | null, event: GameEvent): SharedEntry => ({
  id,
  device: id.split(':')[0],
  seat,
  at: 1000 + Number(id.split(':')[1]),
  event
});
/** A phone's own localStorage. */
const storage = (kept: Map<string, string>) => ({
  getItem: (k: string) => kept.get(k) ?? null,
  setItem: (k: string, v: string) => kept.set(k, v)
});
/** A shared Logo Billionaire table of Ana, Ben and Cai, and Ana's turn 1 as the host's phone entered it. */
async function sharedTable() {
  const { store } = await newStore(freshDb(), 'logo-billionaire', [ANA, BEN, CAI]);
  await store.exclusive((d) => markShared(d, store.id, link));
  const anas = [
    entry('host:1', null, ev.spun({ player: 'p1', value: 3, turn: 1 })),
    entry('host:2', null, ev.turnEnded({ player: 'p1', turn: 1 }))
  ];
  return { store, anas };
}

afterEach(() => vi.unstubAllGlobals());

describe('the notice of a live merge', () => {
  it('reads its reason from History again while it shows, and says each entry once', async () => {
    vi.stubGlobal('localStorage', storage(new Map()));
    const { store, anas } = await sharedTable();
    // Cai's phone, cut from the table, entered Ana's spin of turn 1 too: merged after her turn ended.
    const cais = entry('cai:1', 'p3', ev.spun({ player: 'p1', value: 5, turn: 1 }));
    await store.exclusive((d) => mirrorLog(d, store.id, [...anas, cais]));
    const first = (await liveNotices(store.id)).notices;
    expect(first.map((n) => [n.key, n.enteredOn, n.reason])).toEqual([
      ['refused:cai:1', 'Cai’s phone', "Entered during Ana's turn 1; it is now Ben's turn 2."]
    ]);
    // Ben's turn, made meanwhile on his phone, is merged before Cai's entry: its place is now turn 3.
    const bens = [
      entry('ben:1', 'p2', ev.spun({ player: 'p2', value: 2, turn: 2 })),
      entry('ben:2', 'p2', ev.turnEnded({ player: 'p2', turn: 2 }))
    ];
    await store.exclusive((d) => mirrorLog(d, store.id, [...anas, ...bens, cais]));
    const shown = (await liveNotices(store.id, true)).notices;
    expect(shown.map((n) => n.reason)).toEqual(["Entered during Ana's turn 1; it is now Cai's turn 3."]);
    // Said already: after OK, the next reading says nothing of it.
    expect(await liveNotices(store.id)).toEqual({ notices: [], fresh: false });
  });

  it('says the same counts on two phones when one of them dismissed an earlier merge’s notice and the other did not', async () => {
    const phoneA = storage(new Map());
    const phoneB = storage(new Map());
    /** A reading on one phone (its own localStorage), the notice showing there or not; the summary it shows. */
    const read = async (phone: typeof phoneA, showing: boolean) => {
      vi.stubGlobal('localStorage', phone);
      return noticeSummary((await liveNotices(store.id, showing)).notices);
    };
    const { store, anas } = await sharedTable();
    const cais = [entry('cai:1', 'p3', ev.spun({ player: 'p1', value: 5, turn: 1 }))];
    await store.exclusive((d) => mirrorLog(d, store.id, [...anas, ...cais]));
    const one = "Refused: “Ana spun 5”, entered on Cai’s phone. Entered during Ana's turn 1; it is now Ben's turn 2.";
    expect(await read(phoneA, false)).toBe(one);
    expect(await read(phoneB, false)).toBe(one);
    // Phone A's player taps OK; phone B's notice stays. The next merge brings two more refused entries.
    const later = [
      entry('cai:2', 'p3', ev.turnEnded({ player: 'p1', turn: 1 })),
      entry('cai:3', 'p3', ev.spun({ player: 'p1', value: 4, turn: 1 }))
    ];
    await store.exclusive((d) => mirrorLog(d, store.id, [...anas, ...cais, ...later]));
    const all = "3 refused (each changed nothing): in all, where the table's changes met.";
    expect(await read(phoneA, false)).toBe(all);
    expect(await read(phoneB, true)).toBe(all);
    // Nothing new since: a phone whose notice was dismissed says nothing, one still showing says the same.
    expect(await read(phoneA, false)).toBe('');
    expect(await read(phoneB, true)).toBe(all);
  });
});
