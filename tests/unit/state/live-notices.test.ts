// The game screen's notice of a live merge says what History says: while it shows, it is read from
// History again, so a reason that a later merge changes (the turn at the entry's new place) changes on
// the screen too; and each entry is said once per phone, by its table id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedEntry } from '$lib/core/live-log';
import type { GameEvent } from '$lib/core/types';
import { markShared, mirrorLog } from '$lib/db/live-sessions';
import * as ev from '$lib/games/logo-billionaire/events';
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

afterEach(() => vi.unstubAllGlobals());

describe('the notice of a live merge', () => {
  it('reads its reason from History again while it shows, and says each entry once', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => kept.set(k, v) });
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN, CAI]);
    await store.exclusive((d) => markShared(d, store.id, link));
    const anas = [
      entry('host:1', null, ev.spun({ player: 'p1', value: 3, turn: 1 })),
      entry('host:2', null, ev.turnEnded({ player: 'p1', turn: 1 }))
    ];
    // Cai's phone, cut from the table, entered Ana's spin of turn 1 too: merged after her turn ended.
    const cais = entry('cai:1', 'p3', ev.spun({ player: 'p1', value: 5, turn: 1 }));
    await store.exclusive((d) => mirrorLog(d, store.id, [...anas, cais]));
    const first = await liveNotices(store.id);
    expect(first.map((n) => [n.key, n.enteredOn, n.reason])).toEqual([
      ['refused:cai:1', 'Cai’s phone', "Entered during Ana's turn 1; it is now Ben's turn 2."]
    ]);
    // Ben's turn, made meanwhile on his phone, is merged before Cai's entry: its place is now turn 3.
    const bens = [
      entry('ben:1', 'p2', ev.spun({ player: 'p2', value: 2, turn: 2 })),
      entry('ben:2', 'p2', ev.turnEnded({ player: 'p2', turn: 2 }))
    ];
    await store.exclusive((d) => mirrorLog(d, store.id, [...anas, ...bens, cais]));
    const shown = await liveNotices(store.id, ['refused:cai:1']);
    expect(shown.map((n) => n.reason)).toEqual(["Entered during Ana's turn 1; it is now Cai's turn 3."]);
    // Said already: after OK, the next reading says nothing of it.
    expect(await liveNotices(store.id)).toEqual([]);
  });
});
