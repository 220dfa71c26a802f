// The same payment entered on two phones of a live table: a payment is legal at any time and carries
// no turn, so the fold keeps both; History marks the second with the phone that entered the first
// ("the same entry twice?"), derived from the log, and a merge that brings one in says so.
import { describe, expect, it } from 'vitest';
import { historyLines, initialSessionState, type HistoryLine } from '$lib/core/log';
import { bringsRepeat, fromShared, type SharedEntry } from '$lib/core/live-log';
import type { GameEvent, Player } from '$lib/core/types';
import * as ev from '$lib/games/logo-billionaire/events';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';

const players: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];
const options = { rules: 'apprentice', market: 'bull', segments: 6, firstPlayer: 'p1' };
const seats: Record<string, string | null> = { host: null, ann: 'p1', ben: 'p2' };
let counter = 0;
/** An entry as the shared log holds it, entered on `device`'s phone. */
const on = (device: string, event: GameEvent): SharedEntry => ({
  id: `${device}:${++counter}`,
  device,
  seat: seats[device],
  at: 1000 + counter,
  event
});

/** History's lines of the merged log, oldest first. */
function lines(shared: SharedEntry[]): HistoryLine[] {
  const initial = initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players, options }, 0);
  return historyLines(logoBillionaire, initial, fromShared('s', shared), players).reverse();
}

const pay = ev.moneyPaid({ from: 'p1', to: 'p2', amount: 10 });

describe('the same entry entered on two phones', () => {
  it('marks the second payment with the phone of the first, in the same turn only; both count', () => {
    const merged = [
      on('ann', pay),
      on('ben', { ...pay }),
      // The same payment in another turn is another payment.
      on('ann', ev.spun({ player: 'p1', value: 2, turn: 1 })),
      on('ann', ev.turnEnded({ player: 'p1', turn: 1 })),
      on('ben', pay)
    ];
    const history = lines(merged);
    expect(history.map((l) => l.twice ?? null)).toEqual([null, { device: 'ann', seat: 'p1' }, null, null, null]);
    expect(history.map((l) => l.liveId)).toEqual(merged.map((e) => e.id));
    expect(history.some((l) => l.refused)).toBe(false);
  });

  it('marks a repeat the merge put in a later turn when its phone entered it before the other was entered (a phone a turn behind)', () => {
    // Ben's phone, cut from the table, enters the payment Ann's phone entered a moment later; the table
    // meanwhile ends Ann's turn, and Ben's held entry lands after it, in Ben's turn.
    const anns = { ...on('ann', pay), at: 60_000 };
    const spin = { ...on('ann', ev.spun({ player: 'p1', value: 2, turn: 1 })), at: 61_000 };
    const end = { ...on('ann', ev.turnEnded({ player: 'p1', turn: 1 })), at: 62_000 };
    const bens = { ...on('ben', pay), at: 59_000 };
    const history = lines([anns, spin, end, bens]);
    expect(history[0].period).not.toBe(history[3].period);
    expect(history.map((l) => l.twice ?? null)).toEqual([null, null, null, { device: 'ann', seat: 'p1' }]);
    // Entered at the same moment by the two clocks: Ben's phone cannot have had Ann's either.
    expect(lines([anns, spin, end, { ...bens, at: 60_000 }])[3].twice).toEqual({ device: 'ann', seat: 'p1' });
    // Entered after Ann's, in the next turn: the log cannot say Ben's phone had not seen it; another payment.
    expect(lines([anns, spin, end, { ...bens, at: 63_000 }])[3].twice).toBeUndefined();
    // Nor for the same phone's own entries, whenever they were entered.
    expect(lines([anns, spin, end, { ...on('ann', pay), at: 59_000 }])[3].twice).toBeUndefined();
  });

  it('says nothing for one phone entering it twice, for other players or amounts, or for an entry taken back or refused', () => {
    const once = lines([on('ann', pay), on('ann', pay), on('ben', ev.moneyPaid({ from: 'p1', to: 'p2', amount: 20 }))]);
    expect(once.map((l) => l.twice ?? null)).toEqual([null, null, null]);
    expect(lines([on('ann', pay), on('ben', ev.moneyPaid({ from: 'p2', to: 'p1', amount: 10 }))]).some((l) => l.twice)).toBe(false);
    // Ann's payment taken back before Ben's came in: only one counts.
    const first = on('ann', pay);
    const undo: GameEvent = { type: 'history.undone', v: 1, targets: [first.id] } as unknown as GameEvent;
    const takenBack = lines([first, on('ann', undo), on('ben', pay)]);
    expect(takenBack[0].undone).toBe(true);
    expect(takenBack.some((l) => l.twice)).toBe(false);
    // Ben's refused at its place (Ann cannot pay 30M twice from 50M): it does not count, so it is no repeat.
    const big = ev.moneyPaid({ from: 'p1', to: 'p2', amount: 30 });
    const refused = lines([on('ann', big), on('ben', big)]);
    expect(refused[1].refused).toMatch(/has only 20M/);
    expect(refused[1].twice).toBeUndefined();
  });

  it('a merge that brings in the same entry another phone entered is the sign to read History again', () => {
    const anns = on('ann', pay);
    const bens = on('ben', pay);
    const local = fromShared('s', [anns]);
    expect(bringsRepeat(local, fromShared('s', [anns, bens]))).toBe(true);
    expect(bringsRepeat(fromShared('s', [bens]), fromShared('s', [anns, bens]))).toBe(true);
    // Nothing new, or a new entry unlike the others, or the same phone's own: no sign.
    expect(bringsRepeat(local, local)).toBe(false);
    expect(bringsRepeat(local, fromShared('s', [anns, on('ben', ev.moneyPaid({ from: 'p1', to: 'p2', amount: 5 }))]))).toBe(false);
    expect(bringsRepeat(local, fromShared('s', [anns, on('ann', pay)]))).toBe(false);
  });
});
