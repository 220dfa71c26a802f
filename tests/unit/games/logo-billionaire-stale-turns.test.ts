// A live table's phone cut from the others keeps playing: what it entered during a turn the table
// has since played past lands, in the merged log, in a later turn. The moves the rulebook allows
// once a turn (the spin, the pick-up after it, the Newsflash landed on, one launch) or once with
// each other player a turn (TRADE), and the end of the turn, carry the turn they were entered in
// and are refused in any other; the versions written before the stamp replay as they did.
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, historyLines, initialSessionState } from '$lib/core/log';
import { isInvalid, type GameEvent, type LogEntry, type Player } from '$lib/core/types';
import * as ev from '$lib/games/logo-billionaire/events';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { applyLb } from '$lib/games/logo-billionaire/reducer';
import type { LbState } from '$lib/games/logo-billionaire/state';
import { pickUp } from '$lib/games/logo-billionaire/view';

const three: Player[] = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cleo', color: '#15803d' }
];
const two = three.slice(0, 2);
const options = { rules: 'executive', market: 'bull', segments: 6, firstPlayer: 'p1' };

/** The merged log folded from the start, as every phone of the table does. */
function merged(players: Player[], log: GameEvent[]) {
  const entries: LogEntry[] = log.map((event, i) => ({ sessionId: 's', seq: i + 1, at: 1000 + i, event }));
  const base = { state: initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players, options }, 0), cursor: EMPTY_CURSOR };
  const folded = fold(logoBillionaire, base, entries, players);
  return { game: folded.state.game as LbState, refused: folded.refused };
}

/** Why the game refuses `event` after `log`. */
function refusal(players: Player[], log: GameEvent[], event: GameEvent): string {
  const after = applyLb(merged(players, log).game, event, players);
  if (!isInvalid(after)) throw new Error(`expected ${event.type} to be refused`);
  return after.invalid;
}

/** Version `v` of `event` without its turn: what the app wrote before the stamp. */
const unstamped = (event: GameEvent & { turn: number }, v: number): GameEvent => {
  const { turn: _turn, ...rest } = event;
  return { ...rest, v };
};

describe('Logo Billionaire: a move entered during a turn the table has played past', () => {
  it('Ben’s pick-up entered on two phones counts once (the play-test: Ana’s offline phone made Ben’s turn too)', () => {
    const ana1 = [ev.spun({ player: 'p1', value: 3, turn: 1 }), ev.turnEnded({ player: 'p1', turn: 1 })];
    // Ben's phone and Ana's (offline) both make Ben's whole turn 2: spin, pick-up, Next player.
    const bensTurn = (value: number) => [
      ev.spun({ player: 'p2', value, turn: 2 }),
      ev.cardsPicked({ player: 'p2', category: 'grocery', count: 2, turn: 2 }),
      ev.turnEnded({ player: 'p2', turn: 2 })
    ];
    // The merge puts Ben's phone's entries first.
    const { game, refused } = merged(three, [...ana1, ...bensTurn(4), ...bensTurn(5)]);
    expect(refused).toEqual([6, 7, 8]);
    expect(game.brands.p2.grocery).toBe(2);
    expect(game.turn).toMatchObject({ number: 3, index: 2, spin: null });
    // The pick-up written before the stamp (version 1) counted wherever the merge put it, and still does.
    const before = merged(three, [...ana1, ...bensTurn(4).map((e) => (e.type === 'lb.cards-picked' ? unstamped(e, 1) : e))]);
    const old = merged(three, [...ana1, ...bensTurn(4), ...bensTurn(5).map((e) => (e.type === 'lb.cards-picked' ? unstamped(e, 1) : e))]);
    expect(before.game.brands.p2.grocery).toBe(2);
    expect(old.refused).toEqual([6, 8]);
    expect(old.game.brands.p2.grocery).toBe(4);
  });

  it('a pick-up, a trade, a Newsflash and a launch of Ana’s turn 1 do not count in her turn 3 (two players)', () => {
    const setUp = [
      ev.cardsAdjusted({ player: 'p1', category: 'cars', delta: 3 }),
      ev.cardsAdjusted({ player: 'p2', category: 'home', delta: 2 }),
      ev.spun({ player: 'p1', value: 2, turn: 1 })
    ];
    // What the cut phone entered during Ana's turn 1 (the table's phone entered them too).
    const stale: GameEvent[] = [
      ev.cardsPicked({ player: 'p1', category: 'sweets', count: 2, turn: 1 }),
      ev.cardBought({ buyer: 'p1', seller: 'p2', category: 'home', turn: 1 }),
      ev.newsflashSettled({ drawnBy: 'p1', payments: [{ player: 'p2', amount: -10 }], turn: 1 }),
      ev.launchAnnounced({ player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0, turn: 1 })
    ];
    // The table ends Ana's turn 1 and Ben's turn 2; Ana spins in her turn 3, where the merge puts the cut phone's entries.
    const table = [
      ...setUp,
      ev.turnEnded({ player: 'p1', turn: 1 }),
      ev.spun({ player: 'p2', value: 4, turn: 2 }),
      ev.turnEnded({ player: 'p2', turn: 2 }),
      ev.spun({ player: 'p1', value: 1, turn: 3 })
    ];
    // A swap with Ben instead of the purchase (one trade with each other player a turn).
    const swap = ev.cardsSwapped({ a: 'p1', aGives: 'cars', b: 'p2', bGives: 'home', turn: 1 });
    for (const e of [...stale, swap]) expect(refusal(two, table, e), e.type).toBe("Entered during Ana's turn 1; it is now Ana's turn 3.");
    // Version 2 of the swap counted in turn 3; version 3 counts in its own turn.
    expect(merged(two, [...table, unstamped(swap, 2)]).game.brands.p1).toMatchObject({ home: 1, cars: 2 });
    expect(merged(two, [...setUp, swap]).game.brands.p1).toMatchObject({ home: 1, cars: 2 });
    const { game, refused } = merged(two, [...table, ...stale]);
    expect(refused).toEqual([8, 9, 10, 11]);
    expect(game.brands.p1).toMatchObject({ sweets: 0, home: 0, cars: 3 });
    expect(game.balances).toEqual({ p1: 50, p2: 50 });
    expect(game.launch).toBeNull();
    // The versions written before the stamp counted each of them in turn 3, and still do.
    const old = merged(two, [...table, ...stale.map((e) => unstamped(e as GameEvent & { turn: number }, e.v - 1))]);
    expect(old.refused).toEqual([]);
    expect(old.game.launch?.player).toBe('p1');
    expect(old.game.balances).toEqual({ p1: 20, p2: 70 });
    // In their own turn the same moves count.
    const own = merged(two, [...setUp, ...stale]);
    expect(own.refused).toEqual([]);
    expect(own.game.brands.p1).toMatchObject({ sweets: 2, home: 1 });
  });

  it('the stamp’s reason comes first: not “It is Cleo’s turn”, nor the game over', () => {
    const log = [
      ev.spun({ player: 'p1', value: 3, turn: 1 }),
      ev.turnEnded({ player: 'p1', turn: 1 }),
      ev.spun({ player: 'p2', value: 2, turn: 2 }),
      ev.turnEnded({ player: 'p2', turn: 2 })
    ];
    // Ana's phone, cut from the table, made Ben's turn 2 too; the merge puts it in Cleo's turn 3.
    const stale: GameEvent[] = [
      ev.spun({ player: 'p2', value: 5, turn: 2 }),
      ev.cardsPicked({ player: 'p2', category: 'grocery', count: 2, turn: 2 }),
      ev.turnEnded({ player: 'p2', turn: 2 })
    ];
    for (const e of stale) expect(refusal(three, log, e), e.type).toBe("Entered during Ben's turn 2; it is now Cleo's turn 3.");
    // Before the stamp was checked first, the spin and the Next player were refused for another cause.
    expect(refusal(three, log, unstamped(stale[0] as GameEvent & { turn: number }, 2))).toBe("It is Cleo's turn.");
    expect(refusal(three, log, unstamped(stale[2] as GameEvent & { turn: number }, 2))).toBe("It is Cleo's turn, not Ben's.");
    // Once someone has reached a billion, a stale entry still names its turn; one of this turn is refused as the game over.
    const won = [...log, ev.moneyAdjusted({ player: 'p3', amount: 950 })];
    expect(refusal(three, won, stale[1])).toBe("Entered during Ben's turn 2; it is now Cleo's turn 3.");
    expect(refusal(three, won, ev.cardsPicked({ player: 'p3', category: 'cars', count: 2, turn: 3 }))).toBe(
      'Cleo has reached a billion: the game is over.'
    );
  });

  it('a stamped move without its turn is refused, naming what is missing', () => {
    const bare = { type: 'lb.cards-picked', v: 2, player: 'p1', category: 'cars', count: 2 };
    expect(refusal(three, [], bare)).toBe('Say in which turn this was entered.');
    expect(refusal(three, [], { ...bare, turn: 0 })).toBe('Say in which turn this was entered.');
  });

  it('a turn entered on two phones at once keeps one pick-up and one Newsflash (the play-test: the offline phone’s merged first)', () => {
    // Ana's turn 1, made on the table's phone and on Cleo's phone cut from the table; the merge puts Cleo's first.
    const cleos: GameEvent[] = [
      ev.spun({ player: 'p1', value: 3, turn: 1 }),
      ev.cardsPicked({ player: 'p1', category: 'chilled', count: 2, turn: 1, turnsPickUp: true }),
      ev.newsflashSettled({ drawnBy: 'p1', payments: [{ player: 'p2', amount: 100 }], turn: 1 })
    ];
    const tables: GameEvent[] = [
      ev.spun({ player: 'p1', value: 2, turn: 1 }),
      ev.cardsPicked({ player: 'p1', category: 'cars', count: 2, turn: 1, turnsPickUp: true }),
      ev.newsflashSettled({ drawnBy: 'p1', payments: [{ player: 'p2', amount: 50 }], turn: 1 }),
      ev.turnEnded({ player: 'p1', turn: 1 })
    ];
    const { game, refused } = merged(three, [...cleos, ...tables]);
    expect(refused).toEqual([4, 5, 6]);
    expect(game.brands.p1).toMatchObject({ chilled: 2, cars: 0 });
    expect(game.balances.p2).toBe(50 + 100);
    expect(game.turn).toMatchObject({ number: 2, index: 1 });
    expect(refusal(three, cleos, tables[1])).toBe(
      "Ana has already picked up this turn (2 Chilled cards): one pick-up a spin. A card owed goes in Ana's sheet."
    );
    expect(refusal(three, cleos, tables[2])).toBe(
      'A Newsflash is already settled this turn: one space a spin, one card. Take that one back in History to settle another.'
    );
    // A card owed, entered in the player's sheet (not the turn's pick-up), still counts after the pick-up.
    const owed = merged(three, [...cleos, ev.cardsPicked({ player: 'p1', category: 'cars', count: 1, turn: 1 })]);
    expect(owed.refused).toEqual([]);
    expect(owed.game.brands.p1).toMatchObject({ chilled: 2, cars: 1 });
    // A Newsflash of the next turn is that turn's own; one of version 2 (before the check) counted twice, and still does.
    const next = [...cleos, ev.turnEnded({ player: 'p1', turn: 1 }), ev.spun({ player: 'p2', value: 1, turn: 2 })];
    expect(
      merged(three, [...next, ev.newsflashSettled({ drawnBy: 'p2', payments: [{ player: 'p3', amount: 10 }], turn: 2 })]).refused
    ).toEqual([]);
    const v2 = (e: GameEvent) => unstamped(e as GameEvent & { turn: number }, 2);
    expect(merged(three, [cleos[0], v2(cleos[2]), v2(tables[2])]).game.balances.p2).toBe(50 + 100 + 50);
  });
  it('a pick-up tapped in the turn player’s sheet on two phones for one spin counts once (the play-test: +2 Home for Ben on his phone and on Cy’s)', () => {
    const spin = ev.spun({ player: 'p1', value: 3, turn: 1 });
    const afterSpin = merged(three, [spin]).game;
    const before = afterSpin.brands.p1.home;
    // Each phone sees Ana spun and not yet picked up: each enters the turn's pick-up.
    const bens = pickUp(afterSpin, 'p1', 'home', 2);
    const cys = pickUp(afterSpin, 'p1', 'home', 2);
    expect(bens).toMatchObject({ turnsPickUp: true, turn: 1 });
    const { game, refused } = merged(three, [spin, bens, cys]);
    expect(refused).toEqual([3]);
    expect(game.brands.p1.home).toBe(before + 2);
    // Once a phone sees the pick-up made, its sheet enters a card owed, which counts; so is a card for another player, or before the spin.
    expect(pickUp(game, 'p1', 'home', 1)).not.toHaveProperty('turnsPickUp');
    expect(pickUp(afterSpin, 'p2', 'home', 1)).not.toHaveProperty('turnsPickUp');
    expect(pickUp(merged(three, []).game, 'p1', 'home', 2)).not.toHaveProperty('turnsPickUp');
  });
  it('a launch drawn for on two phones at once keeps the cards entered first (Ana’s turn 1, both stamped turn 1)', () => {
    const anas: GameEvent[] = [
      ev.cardsAdjusted({ player: 'p1', category: 'snacks', delta: 3 }),
      ev.spun({ player: 'p1', value: 3, turn: 1 }),
      ev.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 }),
      ev.cardDrawn({ card: 30, after: [], turn: 1 })
    ];
    // Cleo's phone, cut from the table, made the same launch: its announcement is refused (one under
    // way), and its draws and stop follow cards the launch never drew.
    const cleos: GameEvent[] = [
      ev.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 }),
      ev.cardDrawn({ card: 20, after: [], turn: 1 }),
      ev.cardDrawn({ card: 10, after: [20], turn: 1 }),
      ev.launchStopped({ draws: [20, 10], turn: 1 })
    ];
    const rest = [ev.cardDrawn({ card: 40, after: [30], turn: 1 }), ev.launchStopped({ draws: [30, 40], turn: 1 })];
    const { game, refused } = merged(three, [...anas, ...cleos, ...rest]);
    expect(refused).toEqual([5, 6, 7, 8]);
    expect(game.lastLaunch).toMatchObject({ draws: [30, 40], value: 3 * 70 });
    expect(game.balances.p1).toBe(50 + 210);
    expect(refusal(three, anas, cleos[1])).toBe(
      "Drawn after no card, but this launch has drawn 30M: two phones drew for the same launch, and the cards first in the table's log stand (the merge's order, not the taps')."
    );
    expect(refusal(three, anas, cleos[3])).toBe(
      "Stopped at 20M, 10M, but this launch has drawn 30M: two phones drew for the same launch, and the cards first in the table's log stand (the merge's order, not the taps')."
    );
    // A draw of Ana's turn 1 merged into Ben's turn 2 names its turn, even when his launch has drawn nothing yet.
    const bens = [
      ...anas,
      ...rest,
      ev.turnEnded({ player: 'p1', turn: 1 }),
      ev.cardsAdjusted({ player: 'p2', category: 'cars', delta: 3 }),
      ev.launchAnnounced({ player: 'p2', category: 'cars', brandCards: 3, onTheUp: 0, turn: 2 })
    ];
    expect(refusal(three, bens, cleos[1])).toBe("Entered during Ana's turn 1; it is now Ben's turn 2.");
    // A table's card taken back in History leaves the cards drawn after it in the launch (a slip put right).
    const slip = [anas[0], anas[1], anas[2], ev.cardDrawn({ card: 10, after: [20], turn: 1, by: 'table' })];
    const takenBack = merged(three, [...slip, ev.launchStopped({ draws: [20, 10], turn: 1 })]);
    expect(takenBack.refused).toEqual([]);
    expect(takenBack.game.lastLaunch).toMatchObject({ draws: [10], value: 30 });
    // Version 1's draws and stop went to whatever launch was under way, and still do.
    const v1 = merged(three, [...anas, { type: 'lb.card-drawn', v: 1, card: 20 }, { type: 'lb.launch-stopped', v: 1 }]);
    expect(v1.refused).toEqual([]);
    expect(v1.game.lastLaunch).toMatchObject({ draws: [30, 20], value: 150 });
  });

  it('History folds a refused line only with refused ones: a struck line never heads a launch that counted', () => {
    const entries = (log: GameEvent[]): LogEntry[] => log.map((event, i) => ({ sessionId: 's', seq: i + 1, at: 1000 + i, event }));
    const initial = initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players: three, options }, 0);
    /** The folds of History's lines, oldest line first: each fold's lines as [text, refused, head]. */
    const folds = (log: GameEvent[]) => {
      const byFold = new Map<string, [string, boolean, boolean][]>();
      for (const line of historyLines(logoBillionaire, initial, entries(log), three).reverse())
        if (line.fold) byFold.set(line.fold.id, [...(byFold.get(line.fold.id) ?? []), [line.text, !!line.refused, line.fold.head]]);
      return [...byFold.values()];
    };
    const anas: GameEvent[] = [
      ev.cardsAdjusted({ player: 'p1', category: 'snacks', delta: 3 }),
      ev.spun({ player: 'p1', value: 3, turn: 1 }),
      ev.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 }),
      ev.cardDrawn({ card: 30, after: [], turn: 1 })
    ];
    // The play-test: the launch stopped at the table, and a cut phone's Stop of the same launch landed after it.
    const stop = ev.launchStopped({ draws: [30], turn: 1 });
    const late = folds([...anas, stop, ev.launchStopped({ draws: [30, 20], turn: 1 })]);
    expect(late).toEqual([
      [
        ['Ana announced a Snacks (3 cards) launch', false, false],
        ['Ana drew 30M', false, false],
        [expect.stringMatching(/^Ana launched Snacks \(3 cards\): 30M/), false, true]
      ]
    ]);
    expect(merged(three, [...anas, stop, ev.launchStopped({ draws: [30, 20], turn: 1 })]).refused).toEqual([6]);
    // Two phones drew for one launch: the cut phone's announcement, draws and Stop (refused) fold
    // under its own struck Stop, and the table's launch keeps its lines under its own Stop.
    const cleos: GameEvent[] = [
      ev.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 }),
      ev.cardDrawn({ card: 20, after: [], turn: 1 }),
      ev.launchStopped({ draws: [20], turn: 1 })
    ];
    const both = folds([
      ...anas,
      ...cleos,
      ev.cardDrawn({ card: 40, after: [30], turn: 1 }),
      ev.launchStopped({ draws: [30, 40], turn: 1 })
    ]);
    expect(both.map((fold) => fold.map(([, refused, head]) => [refused, head]))).toEqual([
      [
        [false, false],
        [false, false],
        [false, false],
        [false, true]
      ],
      [
        [true, false],
        [true, false],
        [true, true]
      ]
    ]);
  });

  it('TRADE on two phones: a second buy or swap with the same player is refused, one with another player counts', () => {
    const setUp = [
      ev.cardsAdjusted({ player: 'p2', category: 'home', delta: 2 }),
      ev.cardsAdjusted({ player: 'p3', category: 'cars', delta: 1 }),
      ev.cardsAdjusted({ player: 'p1', category: 'sweets', delta: 1 }),
      ev.moneyAdjusted({ player: 'p1', amount: 50 }),
      ev.spun({ player: 'p1', value: 3, turn: 1 }),
      ev.cardBought({ buyer: 'p1', seller: 'p2', category: 'home', turn: 1 })
    ];
    const again = ev.cardBought({ buyer: 'p1', seller: 'p2', category: 'home', turn: 1 });
    const swap = ev.cardsSwapped({ a: 'p1', aGives: 'sweets', b: 'p2', bGives: 'home', turn: 1 });
    for (const e of [again, swap])
      expect(refusal(three, setUp, e)).toBe('Ana has already traded with Ben this turn: one Brand card from each other player.');
    const { game, refused } = merged(three, [...setUp, again, ev.cardBought({ buyer: 'p1', seller: 'p3', category: 'cars', turn: 1 })]);
    expect(refused).toEqual([7]);
    expect(game.brands.p1).toMatchObject({ home: 1, cars: 1 });
    expect(game.balances.p1).toBe(100 - 60);
  });
});

describe('Logo Billionaire: an auction and a takeover entered on two phones for one turn', () => {
  const spin = ev.spun({ player: 'p1', value: 3, turn: 1 });
  const lot = { lot: '', cards: { snacks: 1, sweets: 0, home: 0, grocery: 0, chilled: 0, cars: 0 } };
  // The Newsflash's auction, as each phone entered it: opened, one bid, sold.
  const auction = (bidder: string, amount: number) => [
    ev.auctionOpened({ ...lot, turn: 1 }),
    ev.auctionBid({ player: bidder, amount }),
    ev.auctionClosed({ winner: bidder, amount })
  ];

  it('the second phone’s auction of the turn’s Newsflash is refused, naming the turn (the play-test: an auction held twice in one turn)', () => {
    const { game, refused } = merged(three, [spin, ...auction('p2', 20), ...auction('p3', 30)]);
    expect(refused).toEqual([5, 6, 7]);
    expect(game.balances).toEqual({ p1: 50, p2: 30, p3: 50 });
    expect(game.brands.p2.snacks + game.brands.p3.snacks).toBe(1);
    expect(refusal(three, [spin, ...auction('p2', 20)], auction('p3', 30)[0])).toBe(
      "Ana's turn 1 has had its auction: one Newsflash a turn, one auction. Take that one back in History to hold another."
    );
    // An auction ended without a sale was the turn's too; the next turn has its own.
    const cancelled = [spin, ev.auctionOpened({ ...lot, turn: 1 }), ev.auctionCancelled()];
    expect(merged(three, [...cancelled, ev.auctionOpened({ ...lot, turn: 1 })]).refused).toEqual([4]);
    const next = [...cancelled, ev.turnEnded({ player: 'p1', turn: 1 }), ev.spun({ player: 'p2', value: 1, turn: 2 })];
    expect(merged(three, [...next, ev.auctionOpened({ ...lot, turn: 2 })]).refused).toEqual([]);
    // Merged into a later turn, the opening names its own turn first.
    expect(refusal(three, next, ev.auctionOpened({ ...lot, turn: 1 }))).toBe("Entered during Ana's turn 1; it is now Ben's turn 2.");
    // Version 2 (before the stamp) opened any number a turn, and still does.
    const v2 = (e: GameEvent) => (e.type === 'lb.auction-opened' ? unstamped(e as GameEvent & { turn: number }, 2) : e);
    const old = merged(three, [spin, ...auction('p2', 20).map(v2), ...auction('p3', 30).map(v2)]);
    expect(old.refused).toEqual([]);
    expect(old.game.balances).toEqual({ p1: 50, p2: 30, p3: 20 });
  });

  // Ana launches 3 Snacks cards; Cleo, with a Takeover disk and 2 Snacks cards, shouts TAKEOVER.
  const launch: GameEvent[] = [
    ev.cardsAdjusted({ player: 'p1', category: 'snacks', delta: 3 }),
    ev.cardsAdjusted({ player: 'p3', category: 'snacks', delta: 2 }),
    ev.diskTaken({ player: 'p3' }),
    spin,
    ev.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 })
  ];
  /** A pair of takeover spins (Cleo's, then Ana's) after the pairs `after` the phone saw. */
  const pair = (challengerSpin: number, launcherSpin: number, after: [number, number][]) =>
    ev.takeoverSpun({ challenger: 'p3', onTheUp: 0, challengerSpin, launcherSpin, after, turn: 1 });

  it('a re-spin after a tie entered on two phones counts once (2 + 4 against 3 + 3 is a tie)', () => {
    const tie = pair(4, 3, []);
    // Both phones saw the tie and spun again: the first re-spin ties again, the other phone's is not the third pair.
    const { game, refused } = merged(three, [...launch, tie, pair(2, 1, [[4, 3]]), pair(6, 1, [[4, 3]])]);
    expect(refused).toEqual([8]);
    expect(game.launch?.takeover?.spins).toEqual([
      [4, 3],
      [2, 1]
    ]);
    expect(refusal(three, [...launch, tie, pair(2, 1, [[4, 3]])], pair(6, 1, [[4, 3]]))).toBe(
      "Spun after 4 against 3, but the takeover in Ana's turn 1 has spun 4 against 3, 2 against 1: two phones spun for the same " +
        "takeover, and the spins first in the table's log stand (the merge's order, not the taps')."
    );
    // Both phones spun the takeover's first pair: the other phone's is not the re-spin of a tie it never saw.
    expect(refusal(three, [...launch, tie], pair(6, 1, []))).toBe(
      "Spun after no spin, but the takeover in Ana's turn 1 has spun 4 against 3: two phones spun for the same takeover, " +
        "and the spins first in the table's log stand (the merge's order, not the taps')."
    );
    // Decided on one phone (Cleo 2 + 5 beats Ana 3 + 1): the other phone's pair is a second takeover of the turn.
    const won = merged(three, [...launch, pair(5, 1, []), pair(1, 6, [])]);
    expect(won.refused).toEqual([7]);
    expect(won.game.brands.p3.snacks).toBe(5);
    expect(refusal(three, [...launch, pair(5, 1, [])], pair(1, 6, []))).toBe(
      "The takeover in Ana's turn 1 is decided (spun 5 against 1: Cleo won): one takeover a turn, and the spins first in the table's log stand (the merge's order, not the taps')."
    );
    // Version 2 counted each pair in whatever takeover was under way, and still does: the other phone's pair decides it.
    const v2 = (e: GameEvent) => {
      const { after: _after, turn: _turn, ...rest } = e as GameEvent & { after: unknown; turn: number };
      return { ...rest, v: 2 };
    };
    const old = merged(three, [...launch, v2(tie), v2(pair(2, 1, [[4, 3]])), v2(pair(6, 1, [[4, 3]]))]);
    expect(old.refused).toEqual([]);
    expect(old.game.brands.p3.snacks).toBe(5);
  });

  it('a takeover pair of an earlier turn names its turn; a table’s pair taken back leaves the later ones standing', () => {
    const later = [...launch, pair(1, 6, []), ev.cardDrawn({ card: 10, after: [], turn: 1 }), ev.launchStopped({ draws: [10], turn: 1 })];
    const turn2 = [...later, ev.turnEnded({ player: 'p1', turn: 1 })];
    expect(refusal(three, turn2, pair(4, 3, []))).toBe("Entered during Ana's turn 1; it is now Ben's turn 2.");
    // A pair the phone saw that the takeover no longer has (a table's tie taken back): the takeover goes on.
    expect(merged(three, [...launch, pair(2, 1, [[4, 3]])]).refused).toEqual([]);
    expect(refusal(three, [...launch], { ...pair(2, 1, []), after: [[0, 9]] })).toBe('Say which takeover spins the phone had seen.');
  });
});

describe('Logo Billionaire: a refused draw or stop says whose launch it was', () => {
  it('names the player of the turn it was entered in, not “someone” nor the launch it met', () => {
    const anas = [
      ev.cardsAdjusted({ player: 'p1', category: 'snacks', delta: 3 }),
      ev.spun({ player: 'p1', value: 3, turn: 1 }),
      ev.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 }),
      ev.cardDrawn({ card: 30, after: [], turn: 1 }),
      ev.launchStopped({ draws: [30], turn: 1 }),
      ev.turnEnded({ player: 'p1', turn: 1 })
    ];
    // Cleo's phone, cut from the table, drew for Ana's launch; the merge puts it in Ben's turn 2, no launch under way.
    const cleos = [ev.cardDrawn({ card: 20, after: [], turn: 1 }), ev.cardDrawn({ card: 'bust', after: [20], turn: 1 })];
    const stop = ev.launchStopped({ draws: [20, 10], turn: 1 });
    // And a takeover pair spun on that phone for Ana's launch.
    const spin = ev.takeoverSpun({ challenger: 'p3', onTheUp: 0, challengerSpin: 1, launcherSpin: 6, after: [], turn: 1 });
    const entries = [...anas, ...cleos, stop, spin].map((event, i) => ({ sessionId: 's', seq: i + 1, at: 1000 + i, event }));
    const initial = initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players: three, options }, 0);
    const lines = historyLines(logoBillionaire, initial, entries, three).reverse();
    expect(lines.slice(6).map((l) => [l.text, l.refused])).toEqual([
      ['Ana drew 20M', "Entered during Ana's turn 1; it is now Ben's turn 2."],
      ['Ana drew BUST', "Entered during Ana's turn 1; it is now Ben's turn 2."],
      ['Ana stopped the launch at 20M, 10M', "Entered during Ana's turn 1; it is now Ben's turn 2."],
      ["Takeover by Cleo: spun 1 against Ana's 6", "Entered during Ana's turn 1; it is now Ben's turn 2."]
    ]);
    // In its own launch, as before.
    expect(lines[3].text).toBe('Ana drew 30M');
    expect(lines[4].text).toBe('Ana launched Snacks (3 cards): 30M × 3 = 90M');
  });
});
