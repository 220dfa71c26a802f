import { describe, expect, it } from 'vitest';
import { brokenMessage, checkChange, EMPTY_CURSOR, fold, historyLines, initialSessionState } from '$lib/core/log';
import { seededRng } from '$lib/core/random';
import { replayForResult } from '$lib/core/results';
import { isInvalid, type GameEvent, type LogEntry, type Player } from '$lib/core/types';
import { applyLb } from '$lib/games/logo-billionaire/reducer';
import { describeLb } from '$lib/games/logo-billionaire/describe';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { currentPlayer, lbSetup, roundOf, takeoverTotals, winnerAmong, type LbState } from '$lib/games/logo-billionaire/state';
import { takeoverOutcome } from '$lib/games/logo-billionaire/view';
import {
  bustChance,
  companyValue,
  DEFAULT_RB_DECK,
  drawCard,
  expectedValueOfOneMoreDraw,
  hasWon,
  rbDeck,
  remainingCards,
  takeover,
  type RbCard
} from '$lib/games/logo-billionaire/rules';

describe('Logo Billionaire rules.ts', () => {
  it('the default deck: 27 cards, 3 BUST, 24 money cards, at least three of them 10M', () => {
    expect(DEFAULT_RB_DECK).toHaveLength(27);
    expect(DEFAULT_RB_DECK.filter((c) => c === 'bust')).toHaveLength(3);
    expect(DEFAULT_RB_DECK.filter((c) => c === 10).length).toBeGreaterThanOrEqual(3);
  });

  it('rulebook example: 10 + 20 + 30 with 3 Brand cards is 180M', () => {
    expect(companyValue({ brandCards: 3, onTheUp: 0, draws: [10, 20, 30] })).toBe(180);
  });

  it('On The Up: a 3-card company with one is 4×, with two 5×', () => {
    expect(companyValue({ brandCards: 3, onTheUp: 1, draws: [10] })).toBe(40);
    expect(companyValue({ brandCards: 3, onTheUp: 2, draws: [10] })).toBe(50);
  });

  it('a BUST as the last draw makes the company worth nothing', () => {
    expect(companyValue({ brandCards: 5, onTheUp: 0, draws: [30, 'bust'] })).toBe(0);
  });

  it('rulebook takeover example: 4 cards + spin 3 beats 2 cards + spin 3; equal totals respin', () => {
    expect(takeover({ launcher: { cards: 4, onTheUp: 0, spin: 3 }, challenger: { cards: 2, onTheUp: 0, spin: 3 } })).toBe('launcher');
    expect(takeover({ launcher: { cards: 3, onTheUp: 0, spin: 1 }, challenger: { cards: 2, onTheUp: 1, spin: 2 } })).toBe('challenger');
    expect(takeover({ launcher: { cards: 3, onTheUp: 1, spin: 2 }, challenger: { cards: 4, onTheUp: 0, spin: 2 } })).toBe('respin');
  });

  it('Bull and Bear odds at the first draw: 1/9 and 1/8', () => {
    expect(bustChance(rbDeck('bull'))).toBeCloseTo(1 / 9, 10);
    expect(bustChance(rbDeck('bear'))).toBeCloseTo(1 / 8, 10);
    expect(rbDeck('bear')).toHaveLength(24);
    expect(bustChance([])).toBe(0);
  });

  it('hasWon from 1,000M', () => {
    expect(hasWon(999)).toBe(false);
    expect(hasWon(1000)).toBe(true);
  });

  it('expected value of one more draw', () => {
    // 2 cards left: 10 and BUST; RB total 20, 3 cards: now 60, one more: half 90, half 0.
    expect(expectedValueOfOneMoreDraw({ brandCards: 3, onTheUp: 0, rbTotal: 20 }, [10, 'bust'])).toBe(45);
  });

  it.each([
    ['brandCards below 3', () => companyValue({ brandCards: 2, onTheUp: 0, draws: [10] }), /brandCards/],
    ['negative On The Up', () => companyValue({ brandCards: 3, onTheUp: -1, draws: [10] }), /onTheUp/],
    ['On The Up above brandCards', () => companyValue({ brandCards: 3, onTheUp: 4, draws: [10] }), /onTheUp/],
    ['no draws', () => companyValue({ brandCards: 3, onTheUp: 0, draws: [] }), /draws/],
    ['BUST not last', () => companyValue({ brandCards: 3, onTheUp: 0, draws: ['bust', 10] }), /draws/],
    ['fractional count', () => companyValue({ brandCards: 3.5, onTheUp: 0, draws: [10] }), /brandCards/],
    ['fractional draw', () => companyValue({ brandCards: 3, onTheUp: 0, draws: [10.5] }), /draws\[0\]/],
    ['Bear with fewer than three 10M', () => rbDeck('bear', ['bust', 10, 10, 20]), /three 10M/],
    ['a card that is not one', () => rbDeck('bull', [0 as RbCard]), /deck/],
    ['unknown market', () => rbDeck('crab' as 'bull'), /market/],
    [
      'takeover with a fractional spin',
      () => takeover({ launcher: { cards: 3, onTheUp: 0, spin: 1.5 }, challenger: { cards: 1, onTheUp: 0, spin: 1 } }),
      /spin/
    ],
    [
      'takeover On The Up above cards',
      () => takeover({ launcher: { cards: 3, onTheUp: 0, spin: 1 }, challenger: { cards: 1, onTheUp: 2, spin: 1 } }),
      /onTheUp/
    ]
  ])('RangeError: %s', (_, call, message) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  });

  it('draws are fair: each card of a shuffled deck comes first equally often (chi-square)', () => {
    const deck = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as RbCard[];
    const counts = new Map<RbCard, number>();
    const rng = seededRng('rb');
    for (let i = 0; i < 24000; i++) {
      const card = drawCard(deck, rng);
      counts.set(card, (counts.get(card) ?? 0) + 1);
    }
    const chi = [...counts.values()].reduce((s, c) => s + (c - 2000) ** 2 / 2000, 0);
    expect(counts.size).toBe(12);
    expect(chi).toBeLessThan(31.26); // df 11, p = 0.001
    expect(() => remainingCards([10, 'bust'], [20])).toThrow(RangeError);
  });
});

const players: Player[] = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cai', color: '#15803d' }
];

function game(rules: 'apprentice' | 'executive' = 'executive', market: 'bull' | 'bear' = 'bull'): LbState {
  return lbSetup({ kind: 'logo-billionaire', players, options: { rules, market, segments: 6, firstPlayer: 'p1' } });
}

function run(state: LbState, ...events: Record<string, unknown>[]): LbState {
  for (const e of events) {
    const next = applyLb(state, { v: 1, ...e } as never, players);
    if (isInvalid(next)) throw new Error(`${String(e.type)}: ${next.invalid}`);
    state = next;
  }
  return state;
}

function refusal(state: LbState, event: Record<string, unknown>): string {
  const next = applyLb(state, { v: 1, ...event } as never, players);
  if (!isInvalid(next)) throw new Error('expected a refusal');
  return next.invalid;
}

describe('Logo Billionaire game', () => {
  it('starts everyone at 50M, first player first, Bear deck of 24 cards', () => {
    const s = game('apprentice', 'bear');
    expect(s.balances).toEqual({ p1: 50, p2: 50, p3: 50 });
    expect(s.deck).toHaveLength(24);
    expect(lbSetup({ kind: 'logo-billionaire', players, options: { firstPlayer: 'p2' } }).order).toEqual(['p2', 'p3', 'p1']);
  });

  it('a launch: announce, draw, stop, credited, cards back to the board', () => {
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p1', category: 'snacks', count: 2 },
      { type: 'lb.cards-picked', player: 'p1', category: 'snacks', count: 2 }
    );
    s = run(s, { type: 'lb.launch-announced', player: 'p1', category: 'snacks', brandCards: 4, onTheUp: 1 });
    expect(refusal(s, { type: 'lb.launch-stopped' })).toMatch(/compulsory/);
    s = run(s, { type: 'lb.card-drawn', card: 20 }, { type: 'lb.card-drawn', card: 30 });
    expect(refusal(s, { type: 'lb.launch-cancelled' })).toMatch(/touched card/);
    const line = describeLb({ type: 'lb.launch-stopped', v: 1 }, s, players);
    s = run(s, { type: 'lb.launch-stopped' });
    expect(s.balances.p1).toBe(50 + 50 * 5);
    expect(s.brands.p1.snacks).toBe(0);
    expect(line).toBe('Ana launched Snacks (4 cards, 1 On The Up): 50M × 5 = 250M');
    expect(refusal(s, { type: 'lb.launch-announced', player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 })).toMatch(/one company/);
  });

  it('a BUST ends the launch with nothing and the cards go back', () => {
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 2 },
      { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 1 }
    );
    s = run(
      s,
      { type: 'lb.launch-announced', player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 },
      { type: 'lb.card-drawn', card: 10 },
      { type: 'lb.card-drawn', card: 'bust' }
    );
    expect(s.launch).toBeNull();
    expect(s.balances.p1).toBe(50);
    expect(s.brands.p1.cars).toBe(0);
    expect(s.lastLaunch?.value).toBe(0);
  });

  it('a drawn card must still be in the deck', () => {
    let s = run(game(), { type: 'lb.launch-announced', player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 });
    for (let i = 0; i < 3; i++) s = run(s, { type: 'lb.card-drawn', card: 50 });
    expect(refusal(s, { type: 'lb.card-drawn', card: 50 })).toMatch(/not left/);
  });

  it('takeover: a draw spins again; the launcher winning takes the cards and launches with them', () => {
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 },
      { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 },
      { type: 'lb.cards-picked', player: 'p2', category: 'home', count: 2 },
      { type: 'lb.disk-taken', player: 'p2' }
    );
    expect(refusal(s, { type: 'lb.disk-taken', player: 'p2' })).toMatch(/one at a time/);
    s = run(s, { type: 'lb.launch-announced', player: 'p1', category: 'home', brandCards: 4, onTheUp: 0 });
    s = run(s, { type: 'lb.takeover-spun', challenger: 'p2', cards: 2, onTheUp: 0, challengerSpin: 5, launcherSpin: 3 });
    expect(s.launch?.takeover?.spins).toEqual([[5, 3]]);
    expect(refusal(s, { type: 'lb.card-drawn', card: 10 })).toMatch(/spin again/);
    s = run(s, { type: 'lb.takeover-spun', challenger: 'p2', cards: 2, onTheUp: 0, challengerSpin: 1, launcherSpin: 3 });
    expect(s.launch?.brandCards).toBe(6);
    expect(s.brands.p1.home).toBe(6);
    expect(s.brands.p2.home).toBe(0);
    expect(s.disks.p2).toBe(false);
    s = run(s, { type: 'lb.card-drawn', card: 10 }, { type: 'lb.launch-stopped' });
    expect(s.balances.p1).toBe(110);
  });

  it('takeover: the challenger winning takes the launcher’s cards and the launch is off', () => {
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 },
      { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 1 },
      { type: 'lb.cards-picked', player: 'p3', category: 'home', count: 1 },
      { type: 'lb.disk-taken', player: 'p3' }
    );
    s = run(
      s,
      { type: 'lb.launch-announced', player: 'p1', category: 'home', brandCards: 3, onTheUp: 0 },
      { type: 'lb.takeover-spun', challenger: 'p3', cards: 1, onTheUp: 0, challengerSpin: 6, launcherSpin: 1 }
    );
    expect(s.launch).toBeNull();
    expect(s.brands.p3.home).toBe(4);
    expect(s.brands.p1.home).toBe(0);
  });

  it('takeovers and On The Up are Executive only', () => {
    const s = run(game('apprentice'), { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 });
    expect(refusal(s, { type: 'lb.disk-taken', player: 'p2' })).toMatch(/Executive/);
    expect(refusal(s, { type: 'lb.launch-announced', player: 'p1', category: 'home', brandCards: 3, onTheUp: 1 })).toMatch(/Executive/);
  });

  it('trade buy pays 30M for a card; swaps move one card each way; payments larger than the balance are refused', () => {
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p2', category: 'sweets', count: 1 },
      { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 1 }
    );
    s = run(s, { type: 'lb.card-bought', buyer: 'p1', seller: 'p2', category: 'sweets' });
    expect([s.balances.p1, s.balances.p2, s.brands.p1.sweets, s.brands.p2.sweets]).toEqual([20, 80, 1, 0]);
    expect(refusal(s, { type: 'lb.card-bought', buyer: 'p1', seller: 'p2', category: 'cars' })).toMatch(/no Cars card/);
    s = run(
      s,
      { type: 'lb.cards-picked', player: 'p2', category: 'home', count: 1 },
      { type: 'lb.cards-swapped', a: 'p1', aGives: 'cars', b: 'p2', bGives: 'home' }
    );
    expect([s.brands.p1.cars, s.brands.p1.home, s.brands.p2.cars, s.brands.p2.home]).toEqual([0, 1, 1, 0]);
    expect(refusal(s, { type: 'money.paid', from: 'p1', to: 'p2', amount: 21 })).toMatch(/only 20M/);
  });

  it('TRADE (version 2): only the player whose turn it is trades, one card from each other player a turn; version 1 replays as before', () => {
    const buy = (buyer: string, seller: string, category = 'sweets') => ({ type: 'lb.card-bought', v: 2, buyer, seller, category });
    const swap = (a: string, b: string) => ({ type: 'lb.cards-swapped', v: 2, a, aGives: 'cars', b, bGives: 'home' });
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p2', category: 'sweets', count: 2 },
      { type: 'lb.cards-picked', player: 'p3', category: 'home', count: 2 },
      { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 2 }
    );
    expect(currentPlayer(s)).toBe('p1');
    // Ben is not on the TRADE space: his buy is refused, and nothing changes.
    expect(refusal(s, buy('p2', 'p3', 'home'))).toBe(
      "It is Ana's turn: only the player on a TRADE space trades (one card from each other player)."
    );
    expect(refusal(s, swap('p2', 'p3'))).toMatch(/^It is Ana's turn/);
    s = run(s, buy('p1', 'p2'));
    expect([s.balances.p1, s.brands.p1.sweets, s.brands.p2.sweets, s.turn.traded]).toEqual([20, 1, 1, ['p2']]);
    // A second card from Ben, bought or swapped, is refused; Cai is another player.
    expect(refusal(s, buy('p1', 'p2'))).toBe('Ana has already traded with Ben this turn: one Brand card from each other player.');
    expect(refusal({ ...s, balances: { ...s.balances, p1: 100 } }, { ...swap('p1', 'p2'), bGives: 'sweets' })).toMatch(
      /already traded with Ben/
    );
    s = run(s, swap('p1', 'p3'));
    expect([s.brands.p1.home, s.brands.p3.cars, s.turn.traded]).toEqual([1, 1, ['p2', 'p3']]);
    expect(refusal(s, swap('p1', 'p3'))).toMatch(/already traded with Cai/);
    // The next turn starts afresh: Ben may trade with Ana and Cai.
    s = run(s, { type: 'lb.turn-ended', v: 2, player: 'p1' });
    expect(s.turn.traded).toBeUndefined();
    s = run(s, { ...buy('p2', 'p1', 'sweets') });
    expect(s.turn.traded).toEqual(['p1']);
    // Version 1 (logs written before): anyone, any number, as they were.
    const v1 = run(
      { ...s, balances: { ...s.balances, p3: 100 } },
      { type: 'lb.card-bought', buyer: 'p3', seller: 'p2', category: 'sweets' },
      { type: 'lb.card-bought', buyer: 'p3', seller: 'p2', category: 'sweets' }
    );
    expect([v1.brands.p3.sweets, v1.balances.p3, v1.turn.traded]).toEqual([2, 40, ['p1']]);
  });

  it('Newsflash: payments for several players in one event; any payer short refuses the whole', () => {
    const s = run(game(), {
      type: 'lb.newsflash-settled',
      payments: [
        { player: 'p1', amount: 20 },
        { player: 'p2', amount: 20 },
        { player: 'p3', amount: -10 }
      ]
    });
    expect(s.balances).toEqual({ p1: 70, p2: 70, p3: 40 });
    expect(
      refusal(s, {
        type: 'lb.newsflash-settled',
        payments: [
          { player: 'p1', amount: -10 },
          { player: 'p3', amount: -50 }
        ]
      })
    ).toMatch(/Cai has only 40M/);
    // Every player short is named at once, each with what they have and what they would pay.
    expect(
      refusal(s, {
        type: 'lb.newsflash-settled',
        payments: [
          { player: 'p1', amount: -80 },
          { player: 'p2', amount: -10 },
          { player: 'p3', amount: -50 }
        ]
      })
    ).toBe(
      'Ana has only 70M to pay 80M; Cai has only 40M to pay 50M. The rulebook has no debt: untick them and take what each has from their sheet, if the table agrees.'
    );
  });

  it('Newsflash version 2 names who drew the card, and History says so; version 1 (no drawer) replays as it was', () => {
    const payments = [
      { player: 'p1', amount: 50 },
      { player: 'p2', amount: -10 }
    ];
    const v2 = { type: 'lb.newsflash-settled', v: 2, drawnBy: 'p3', payments };
    expect(run(game(), v2).balances).toEqual({ p1: 100, p2: 40, p3: 50 });
    expect(describeLb(v2, game(), players)).toBe('Newsflash drawn by Cai: Ana +50M, Ben −10M');
    expect(refusal(game(), { ...v2, drawnBy: 'p9' })).toBe('Say who drew the Newsflash card.');
    expect(refusal(game(), { type: 'lb.newsflash-settled', v: 2, payments })).toBe('Say who drew the Newsflash card.');
    const v1 = { type: 'lb.newsflash-settled', v: 1, payments };
    expect(run(game(), v1).balances).toEqual({ p1: 100, p2: 40, p3: 50 });
    expect(describeLb(v1, game(), players)).toBe('Newsflash: Ana +50M, Ben −10M');
  });

  it('auction: each bid higher than the last, within the bidder’s money; the winner pays the bank', () => {
    let s = run(game(), { type: 'lb.auction-opened', lot: 'Newsflash: a Cars card' }, { type: 'lb.auction-bid', player: 'p1', amount: 10 });
    expect(refusal(s, { type: 'lb.auction-bid', player: 'p2', amount: 10 })).toMatch(/higher/);
    expect(refusal(s, { type: 'lb.auction-bid', player: 'p2', amount: 60 })).toMatch(/only 50M/);
    s = run(s, { type: 'lb.auction-bid', player: 'p2', amount: 15 }, { type: 'lb.auction-closed' });
    expect(s.balances).toEqual({ p1: 50, p2: 35, p3: 50 });
    expect(s.auction).toBeNull();
  });

  it('reaching a billion wins at once and ends the game', () => {
    let s = run(game(), { type: 'money.adjusted', player: 'p2', amount: 949 });
    expect(s.winner).toBeNull();
    s = run(s, { type: 'money.adjusted', player: 'p2', amount: 1 });
    expect(s.winner).toBe('p2');
    expect(logoBillionaire.isFinished(s)).toBe(true);
    expect(refusal(s, { type: 'money.adjusted', player: 'p1', amount: 1 })).toMatch(/over/);
  });

  it('spins and draws are chance; only the player whose turn it is spins', () => {
    expect(logoBillionaire.kindOf({ type: 'lb.spun', v: 1 })).toBe('chance');
    expect(logoBillionaire.kindOf({ type: 'lb.card-drawn', v: 1 })).toBe('chance');
    expect(logoBillionaire.kindOf({ type: 'lb.launch-stopped', v: 1 })).toBe('undoable');
    expect(refusal(game(), { type: 'lb.spun', player: 'p2', value: 3 })).toMatch(/Ana's turn/);
    const s = run(game(), { type: 'lb.spun', player: 'p1', value: 6 }, { type: 'lb.turn-ended' });
    expect(s.turn).toEqual({ index: 1, number: 2, spin: null, launched: false, picked: null });
    expect(refusal(s, { type: 'lb.spun', player: 'p2', value: 7 })).toMatch(/not on the spinner/);
  });

  it('one spin a turn (version 2): a second is refused, and a merged log keeps the first; version 1 replays as it did', () => {
    const spin2 = (value: number) => ({ type: 'lb.spun', v: 2, player: 'p1', value });
    const s = run(game(), spin2(3));
    expect(refusal(s, spin2(5))).toBe('Ana has already spun this turn (a 3): one spin a turn.');
    expect(refusal(s, { ...spin2(5), player: 'p2' })).toMatch(/Ana's turn/);
    expect(run(s, { type: 'lb.turn-ended', v: 2, player: 'p1' }, { ...spin2(5), player: 'p2' }).turn.spin).toBe(5);
    // Two phones' spins of one turn, merged: the fold leaves out the second and names it refused.
    const entries = [spin2(3), spin2(5)].map((event, i) => ({ sessionId: 's', seq: i + 1, at: 1000 + i, event }));
    const options = { rules: 'executive', market: 'bull', segments: 6, firstPlayer: 'p1' };
    const base = { state: initialSessionState(logoBillionaire, { kind: 'logo-billionaire', players, options }, 0), cursor: EMPTY_CURSOR };
    const folded = fold(logoBillionaire, base, entries, players);
    expect(folded.refused).toEqual([2]);
    expect((folded.state.game as LbState).turn.spin).toBe(3);
    // Version 1 (logs written before the rule) took a second spin, and still does.
    expect(run(game(), { type: 'lb.spun', player: 'p1', value: 3 }, { type: 'lb.spun', player: 'p1', value: 5 }).turn.spin).toBe(5);
  });

  it('a spin or an end of turn entered during a turn that has ended is refused where the merged log puts it (version 3)', () => {
    const spin3 = (player: string, value: number, turn: number) => ({ type: 'lb.spun', v: 3, player, value, turn });
    const end3 = (player: string, turn: number) => ({ type: 'lb.turn-ended', v: 3, player, turn });
    // Three players: turn 4 is Ana's again. A phone cut from the table during turn 1 spun for Ana and
    // ended her turn; the table played on; the merge puts both entries in turn 4.
    let s = run(game(), spin3('p1', 2, 1), end3('p1', 1), spin3('p2', 1, 2), end3('p2', 2), spin3('p3', 4, 3), end3('p3', 3));
    expect(s.turn.number).toBe(4);
    expect(refusal(s, spin3('p1', 4, 1))).toBe("Entered during Ana's turn 1; it is now Ana's turn 4.");
    expect(refusal(s, end3('p1', 1))).toBe("Entered during Ana's turn 1; it is now Ana's turn 4.");
    expect(refusal(s, { type: 'lb.spun', v: 3, player: 'p1', value: 4 })).toBe('Say in which turn this was entered.');
    s = run(s, spin3('p1', 5, 4));
    expect(s.turn.spin).toBe(5);
    // Version 2 (written before the turn was stamped) counted it in whichever turn it landed, and still does.
    expect(run(game(), { type: 'lb.turn-ended', v: 2, player: 'p1' }, { type: 'lb.spun', v: 2, player: 'p2', value: 6 }).turn.spin).toBe(6);
  });

  it("one spin gives one pick-up: the turn's player's first pick-up after the spin is the turn's; the next turn starts afresh", () => {
    const pick = (player: string, category: string, count: number) => ({ type: 'lb.cards-picked', player, category, count });
    // Before the spin, or for another player, a pick-up is a count only.
    let s = run(game(), pick('p1', 'cars', 1), pick('p2', 'home', 2));
    expect(s.turn.picked).toBeNull();
    s = run(s, { type: 'lb.spun', player: 'p1', value: 3 }, pick('p2', 'home', 1));
    expect(s.turn.picked).toBeNull();
    s = run(s, pick('p1', 'snacks', 2));
    expect(s.turn.picked).toEqual({ category: 'snacks', count: 2 });
    // A later one (a correction from the sheet) adds its cards and leaves the turn's pick-up as it was.
    s = run(s, pick('p1', 'cars', 1));
    expect(s.turn.picked).toEqual({ category: 'snacks', count: 2 });
    expect(s.brands.p1).toMatchObject({ snacks: 2, cars: 2 });
    s = run(s, { type: 'lb.turn-ended' });
    expect(s.turn.picked).toBeNull();
    s = run(s, { type: 'lb.spun', player: 'p2', value: 1 }, pick('p2', 'chilled', 1));
    expect(s.turn.picked).toEqual({ category: 'chilled', count: 1 });
  });
});

// Issue 11: what a real table tripped over.
describe('Logo Billionaire at the table (issue 11)', () => {
  const v2 = (e: Record<string, unknown>) => ({ ...e, v: 2 });
  const pick = (player: string, category: string, count: number) => ({ type: 'lb.cards-picked', player, category, count });
  const announce2 = (player: string, category: string, brandCards: number, onTheUp = 0) =>
    v2({ type: 'lb.launch-announced', player, category, brandCards, onTheUp });
  /** run() with each event's own version (run() itself sets v: 1 unless the event says otherwise). */
  const runV = (state: LbState, ...events: Record<string, unknown>[]) => {
    for (const e of events) {
      const next = applyLb(state, { v: 1, ...e } as never, players);
      if (isInvalid(next)) throw new Error(`${String(e.type)}: ${next.invalid}`);
      state = next;
    }
    return state;
  };
  const refusedV = (state: LbState, e: Record<string, unknown>) => {
    const next = applyLb(state, { v: 1, ...e } as never, players);
    if (!isInvalid(next)) throw new Error('expected a refusal');
    return next.invalid;
  };

  describe('a company is made of cards held', () => {
    const fourCars = () => runV(game(), pick('p1', 'cars', 2), pick('p1', 'cars', 2));

    it('refuses more cards than held, with the reason, and never says “at least 3” for too many', () => {
      const s = fourCars();
      expect(refusedV(s, announce2('p1', 'cars', 40))).toBe(
        'Ana holds 4 Cars cards: a company is made of cards held, so this one has 3 to 4, not 40.'
      );
      const for97 = refusedV(s, announce2('p1', 'cars', 97));
      expect(for97).toMatch(/holds 4 Cars cards/);
      expect(for97).not.toMatch(/at least 3/);
      expect(refusedV(s, announce2('p1', 'cars', 2))).toMatch(/3 Brand cards or more: Ana can launch 3 to 4 Cars cards/);
      expect(refusedV(s, announce2('p1', 'cars', 3.5))).toMatch(/whole number/);
      expect(refusedV(s, announce2('p1', 'snacks', 3))).toBe('Ana holds 0 Snacks cards: a company needs 3 or more.');
      const oneCar = runV(game(), pick('p1', 'cars', 1));
      expect(refusedV(oneCar, announce2('p1', 'cars', 3))).toBe('Ana holds 1 Cars card: a company needs 3 or more.');
    });

    it('refuses an announcement with 2 cards of the colour held, whatever count it names; version 1 replays as it did', () => {
      const twoCars = runV(game(), pick('p1', 'cars', 2));
      for (const count of [2, 3, 4])
        expect(refusedV(twoCars, announce2('p1', 'cars', count))).toBe('Ana holds 2 Cars cards: a company needs 3 or more.');
      const fiveCars = runV(twoCars, pick('p1', 'cars', 2), pick('p1', 'cars', 1));
      expect(refusedV(fiveCars, announce2('p1', 'cars', 2))).toBe('A company has 3 Brand cards or more: Ana can launch 3 to 5 Cars cards.');
      // Version 1 took any count from 3, not checked against the cards held: an old log replays the same.
      const v1 = { type: 'lb.launch-announced', player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 };
      expect(runV(twoCars, v1).launch).toMatchObject({ player: 'p1', category: 'cars', brandCards: 3 });
    });

    it('accepts 3 up to all the cards held; the launched cards go back and the rest stay', () => {
      let s = runV(fourCars(), announce2('p1', 'cars', 3));
      expect(s.launch?.held).toBe(true);
      s = runV(s, { type: 'lb.card-drawn', card: 10 }, { type: 'lb.launch-stopped' });
      expect(s.balances.p1).toBe(80);
      expect(s.brands.p1.cars).toBe(1);
      expect(s.lastLaunch).toMatchObject({ player: 'p1', category: 'cars', brandCards: 3, value: 30, turn: 1 });
    });

    it('the company’s cards stay with the launcher until the launch ends', () => {
      const s = runV(fourCars(), pick('p2', 'home', 1), announce2('p1', 'cars', 4));
      expect(refusedV(s, { type: 'lb.cards-adjusted', player: 'p1', category: 'cars', delta: -1 })).toBe(
        "Ana's 4 Cars cards are the company being launched: finish the launch first."
      );
      expect(refusedV(s, { type: 'lb.card-bought', buyer: 'p2', seller: 'p1', category: 'cars' })).toMatch(/company being launched/);
      expect(refusedV(s, { type: 'lb.cards-swapped', a: 'p1', aGives: 'cars', b: 'p2', bGives: 'home' })).toMatch(/company being launched/);
      // A card of another category, or a card gained, is no trouble.
      expect(runV(s, pick('p1', 'cars', 1)).brands.p1.cars).toBe(5);
    });

    it('version 1 announcements (old logs) replay as they did: any count from 3 to 96', () => {
      const s = runV(game(), pick('p1', 'cars', 2), pick('p1', 'cars', 2), {
        type: 'lb.launch-announced',
        player: 'p1',
        category: 'cars',
        brandCards: 40,
        onTheUp: 0
      });
      expect(s.launch?.brandCards).toBe(40);
      expect(s.launch?.held).toBeUndefined();
      expect(refusedV(s, { type: 'lb.launch-announced', v: 4, player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 })).toMatch(
        /version 4/
      );
    });
  });

  describe('takeover totals use the cards each side holds', () => {
    const carsAndDisk = (anaCars: number, benCars: number) => {
      let s = game();
      for (let n = anaCars; n > 0; n -= 2) s = runV(s, pick('p1', 'cars', Math.min(2, n)));
      for (let n = benCars; n > 0; n -= 2) s = runV(s, pick('p2', 'cars', Math.min(2, n)));
      return runV(s, { type: 'lb.disk-taken', player: 'p2' });
    };
    const spun2 = (challengerSpin: number, launcherSpin: number, onTheUp = 0) =>
      v2({ type: 'lb.takeover-spun', challenger: 'p2', onTheUp, challengerSpin, launcherSpin });

    it('the rulebook’s example: 4 Cars cards + spin 3 = 7 beats 2 + 3 = 5, and the launcher then has 6', () => {
      let s = runV(carsAndDisk(4, 2), announce2('p1', 'cars', 4));
      s = runV(s, spun2(3, 3));
      expect(s.brands.p1.cars).toBe(6);
      expect(s.brands.p2.cars).toBe(0);
      expect(s.launch?.brandCards).toBe(6);
      expect(s.lastTakeover).toEqual({
        turn: 1,
        launcher: 'p1',
        challenger: 'p2',
        category: 'cars',
        spins: [[3, 3]],
        launcherCards: 4,
        launcherOnTheUp: 0,
        challengerCards: 2,
        challengerOnTheUp: 0,
        winner: 'launcher',
        moved: 2,
        companyCards: 6
      });
    });

    it('counts every card held, not the company typed: 6 held, 3 announced, spin 2 = 8 beats 2 + 5 = 7', () => {
      let s = runV(carsAndDisk(6, 2), announce2('p1', 'cars', 3));
      const line = describeLb(
        { type: 'lb.takeover-spun', v: 2, challenger: 'p2', onTheUp: 0, challengerSpin: 5, launcherSpin: 2 },
        s,
        players
      );
      s = runV(s, spun2(5, 2));
      expect(s.lastTakeover?.winner).toBe('launcher');
      // The company is then all the launcher's cards of the category plus the challenger's.
      expect(s.launch?.brandCards).toBe(8);
      expect(line).toBe(
        "Takeover by Ben: Ben 2 cards + spin 5 = 7 against Ana 6 cards + spin 2 = 8. Ana wins Ben's 2 Cars cards: the launch goes on with 8 cards."
      );
      // Version 1 compared the typed company (3 + 2 = 5 against 7) and still replays so.
      const old = runV(
        carsAndDisk(6, 2),
        { type: 'lb.launch-announced', player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 },
        { type: 'lb.takeover-spun', challenger: 'p2', cards: 2, onTheUp: 0, challengerSpin: 5, launcherSpin: 2 }
      );
      expect(old.lastTakeover?.winner).toBe('challenger');
      expect(old.brands.p2.cars).toBe(8);
    });

    it('the challenger winning takes all the launcher’s cards of the category; the launch is off', () => {
      let s = runV(carsAndDisk(3, 4), announce2('p1', 'cars', 3, 1));
      // Ben 4 + 1 On The Up + 2 = 7 against Ana 3 + 1 On The Up + 2 = 6.
      s = runV(s, spun2(2, 2, 1));
      expect(s.launch).toBeNull();
      expect(s.turn.launched).toBe(true);
      expect([s.brands.p1.cars, s.brands.p2.cars, s.disks.p2]).toEqual([0, 7, false]);
      expect(s.lastTakeover).toMatchObject({
        winner: 'challenger',
        moved: 3,
        companyCards: null,
        launcherOnTheUp: 1,
        challengerOnTheUp: 1
      });
      expect(takeoverOutcome(s.lastTakeover!, players)).toBe(
        "Ben wins Ana's 3 Cars cards: the launch is off; Ben can launch them on a later turn."
      );
      expect(takeoverTotals(s.lastTakeover!)).toEqual({ challenger: 7, launcher: 6 });
    });

    it('a draw spins again; version 1 still needs its stored count to match', () => {
      let s = runV(carsAndDisk(4, 2), announce2('p1', 'cars', 4));
      s = runV(s, spun2(5, 3));
      expect(s.launch?.takeover?.spins).toEqual([[5, 3]]);
      expect(s.lastTakeover).toBeNull();
      expect(refusedV(s, { type: 'lb.takeover-spun', challenger: 'p2', cards: 3, onTheUp: 0, challengerSpin: 1, launcherSpin: 1 })).toMatch(
        /holds 2 Cars cards/
      );
      s = runV(s, spun2(1, 1));
      expect(s.lastTakeover?.spins).toEqual([
        [5, 3],
        [1, 1]
      ]);
    });
  });

  describe('the deal', () => {
    const hand = (cards: Record<string, number>) => ({ snacks: 0, sweets: 0, home: 0, grocery: 0, chilled: 0, cars: 0, ...cards });
    const dealt = (player: string, cards: Record<string, number>) => ({ type: 'lb.dealt', player, cards: hand(cards) });

    const dealing = () => lbSetup({ kind: 'logo-billionaire', players, options: { rules: 'executive', firstPlayer: 'p1', deal: true } });

    it('six cards per player, as many of each colour as players, before anything else', () => {
      expect(logoBillionaire.period(dealing(), players)).toBe('The deal');
      let s = runV(dealing(), dealt('p1', { snacks: 2, sweets: 1, cars: 3 }), dealt('p2', { snacks: 1, home: 3, grocery: 2 }));
      expect(logoBillionaire.period(s, players)).toBe('The deal');
      expect(s.brands.p1).toEqual(hand({ snacks: 2, sweets: 1, cars: 3 }));
      expect(s.dealt).toEqual(['p1', 'p2']);
      expect(refusedV(s, dealt('p3', { snacks: 1, sweets: 1, home: 1, grocery: 1, chilled: 1 }))).toBe(
        'Each player is dealt 6 Brand cards; this hand has 5.'
      );
      expect(refusedV(s, dealt('p3', { cars: 1, chilled: 3, home: 1, grocery: 1 }))).toBe(
        'Only 3 Home cards are dealt with 3 players (one per player); this hand would make 4.'
      );
      expect(refusedV(s, dealt('p1', { chilled: 3, sweets: 2, grocery: 1 }))).toBe('Ana has been dealt already.');
      expect(refusedV(s, { type: 'lb.dealt', player: 'p3', cards: { ...hand({ chilled: 3, sweets: 2, grocery: 1 }), gold: 0 } })).toMatch(
        /count of cards for each colour/
      );
      s = runV(s, dealt('p3', { chilled: 3, sweets: 2, grocery: 1 }));
      expect(describeLb({ v: 1, ...dealt('p1', { snacks: 2, sweets: 1, cars: 3 }) }, dealing(), players)).toBe(
        'The deal: Ana was dealt 2 Snacks, 1 Sweets, 3 Cars'
      );
      // Not a turn's pick-up: the turn has not moved, nothing was spun, nothing launched; turn 1 starts now.
      expect(s.turn).toEqual({ index: 0, number: 1, spin: null, launched: false, picked: null });
      expect(s.dealOpen).toBe(false);
      expect(logoBillionaire.period(s, players)).toBe('Turn 1');
      expect(refusedV(s, dealt('p1', { snacks: 6 }))).toMatch(/^The deal is made at setup/);
    });

    it('no deal unless the setup chose one; anything else ends a deal under way', () => {
      expect(game().dealOpen).toBe(false);
      expect(logoBillionaire.period(game(), players)).toBe('Turn 1');
      expect(refusedV(game(), dealt('p1', { snacks: 6 }))).toMatch(/^The deal is made at setup/);
      const after = runV(dealing(), { type: 'lb.spun', player: 'p1', value: 2 });
      expect(refusedV(after, dealt('p1', { snacks: 6 }))).toMatch(/^The deal is made at setup/);
      expect(() => lbSetup({ kind: 'logo-billionaire', players, options: { deal: 'yes' } })).toThrow(/deal/);
    });
  });

  describe('a real spinner and a real deck', () => {
    it('an entered spin must be on the spinner; an entered card must be left in the deck', () => {
      expect(refusedV(game(), { type: 'lb.spun', player: 'p1', value: 7, by: 'table' })).toBe('That is not on the spinner (1 to 6).');
      expect(runV(game(), { type: 'lb.spun', player: 'p1', value: 6, by: 'table' }).turn.spin).toBe(6);
      let s = runV(game(), pick('p1', 'cars', 2), pick('p1', 'cars', 1), announce2('p1', 'cars', 3));
      for (let i = 0; i < 3; i++) s = runV(s, { type: 'lb.card-drawn', card: 50, by: 'table' });
      expect(refusedV(s, { type: 'lb.card-drawn', card: 50, by: 'table' })).toBe(
        '50M is not left in the deck: all 3 have been drawn in this launch.'
      );
      expect(refusedV(s, { type: 'lb.card-drawn', card: 60, by: 'table' })).toBe("This game's deck has no 60M card.");
      expect(refusedV(s, { type: 'lb.card-drawn', card: 10, by: 'someone' })).toMatch(/from the app or from the table/);
      s = runV(s, { type: 'lb.card-drawn', card: 'bust', by: 'table' });
      expect(s.lastLaunch?.value).toBe(0);
    });

    it('the deck the table draws from is kept for the game: the last card drawn says which, through later launches', () => {
      let s = runV(game(), pick('p1', 'cars', 2), pick('p1', 'cars', 1), announce2('p1', 'cars', 3));
      expect(s.tableDeck).toBeUndefined();
      s = runV(s, { type: 'lb.card-drawn', card: 20, by: 'table' });
      expect(s.tableDeck).toBe(true);
      // A BUST from the table's deck ends the launch; the choice stays for the next one.
      s = runV(s, { type: 'lb.card-drawn', card: 'bust', by: 'table' });
      expect(s.launch).toBeNull();
      expect(s.tableDeck).toBe(true);
      // The next player's launch.
      s = runV(s, { type: 'lb.turn-ended', v: 2, player: 'p1' }, pick('p2', 'home', 2), pick('p2', 'home', 1), announce2('p2', 'home', 3));
      expect(s.tableDeck).toBe(true);
      // A card from the app's deck: the table has gone back to it.
      s = runV(s, { type: 'lb.card-drawn', card: 10 });
      expect('tableDeck' in s).toBe(false);
    });

    it('an entered result can be undone (a typing slip); the app’s own spins and draws cannot', () => {
      expect(logoBillionaire.kindOf({ type: 'lb.card-drawn', v: 1, card: 10, by: 'table' })).toBe('undoable');
      expect(logoBillionaire.kindOf({ type: 'lb.spun', v: 1, by: 'table' })).toBe('undoable');
      expect(logoBillionaire.kindOf({ type: 'lb.takeover-spun', v: 2, by: 'table' })).toBe('undoable');
      expect(logoBillionaire.kindOf({ type: 'lb.card-drawn', v: 1, card: 10 })).toBe('chance');
      expect(describeLb({ type: 'lb.spun', v: 1, player: 'p1', value: 4, by: 'table' }, game(), players)).toBe(
        'Ana spun 4 (the board’s spinner)'
      );
    });
  });

  describe('auctions move the lot', () => {
    it('the winner receives the lot’s Brand cards and pays the bank', () => {
      let s = runV(game(), v2({ type: 'lb.auction-opened', lot: '', cards: { cars: 2, snacks: 1 } }));
      expect(s.auction?.cards).toMatchObject({ cars: 2, snacks: 1, home: 0 });
      s = runV(s, { type: 'lb.auction-bid', player: 'p1', amount: 10 }, { type: 'lb.auction-bid', player: 'p3', amount: 25 });
      const line = describeLb({ type: 'lb.auction-closed', v: 1 }, s, players);
      s = runV(s, { type: 'lb.auction-closed' });
      expect(line).toBe('Cai won the auction for 25M and takes 1 Snacks, 2 Cars');
      expect([s.balances.p3, s.brands.p3.cars, s.brands.p3.snacks, s.auction]).toEqual([25, 2, 1, null]);
    });

    it('a lot needs at least one card; version 1 lots (words only) move no cards', () => {
      expect(refusedV(game(), v2({ type: 'lb.auction-opened', cards: {} }))).toMatch(/at least one/);
      expect(refusedV(game(), v2({ type: 'lb.auction-opened', cards: { cars: -1 } }))).toMatch(/count of Brand cards/);
      const s = runV(
        game(),
        { type: 'lb.auction-opened', lot: 'two Cars cards' },
        { type: 'lb.auction-bid', player: 'p1', amount: 10 },
        { type: 'lb.auction-closed' }
      );
      expect([s.balances.p1, s.brands.p1.cars]).toEqual([40, 0]);
    });
  });

  it('amounts are written one way and counts agree in number', () => {
    const rich = runV(game(), { type: 'money.adjusted', player: 'p1', amount: 900 });
    expect(describeLb({ type: 'money.paid', v: 1, from: 'p1', to: 'p2', amount: 1100 }, rich, players)).toBe('Ana paid Ben 1,100M');
    expect(refusedV(rich, { type: 'money.paid', from: 'p1', to: 'p2', amount: 1100 })).toBe('Ana has only 950M; cannot pay 1,100M.');
    expect(describeLb({ type: 'lb.cards-picked', v: 1, player: 'p1', category: 'cars', count: 1 }, game(), players)).toBe(
      'Ana picked up 1 Cars card'
    );
    expect(describeLb({ type: 'lb.cards-picked', v: 1, player: 'p1', category: 'cars', count: 2 }, game(), players)).toBe(
      'Ana picked up 2 Cars cards'
    );
  });

  it('the player who would win a payment, by the game’s own rule (for the confirmation)', () => {
    expect(winnerAmong(['p1', 'p2'], { p1: 999, p2: 50 })).toBeNull();
    expect(winnerAmong(['p1', 'p2', 'p3'], { p1: 1000, p2: 1100, p3: 1100 })).toBe('p2');
  });
});

// What a play-tester found in a whole 3-player Executive game (31 turns).
describe('Logo Billionaire after a whole game (play-test)', () => {
  const e = (type: string, fields: Record<string, unknown> = {}, v = 1): GameEvent => ({ type, v, ...fields });
  const config = { kind: 'logo-billionaire' as const, players, options: { rules: 'executive', firstPlayer: 'p1' } };
  const entriesOf = (events: GameEvent[]): LogEntry[] => events.map((event, i) => ({ sessionId: 's', seq: i + 1, at: i + 1, event }));
  /** Takes back entry `seq` as History does: the state after it, or the later entry that would change. */
  const takeBack = (events: GameEvent[], seq: number) => {
    const base = initialSessionState(logoBillionaire, config, 0);
    const entries = entriesOf(events);
    expect(fold(logoBillionaire, { state: base, cursor: EMPTY_CURSOR }, entries, players).refused).toEqual([]);
    return checkChange(
      logoBillionaire,
      base,
      entries,
      { sessionId: 's', seq: entries.length + 1, at: entries.length + 1, event: { type: 'history.undone', v: 1, targets: [seq] } },
      players
    );
  };
  /** The history line of each entry, oldest first, as History words it now. */
  const lines = (events: GameEvent[], undone: number[] = []) => {
    const entries = entriesOf(events);
    if (undone.length)
      entries.push({
        sessionId: 's',
        seq: entries.length + 1,
        at: entries.length + 1,
        event: { type: 'history.undone', v: 1, targets: undone }
      });
    return historyLines(logoBillionaire, initialSessionState(logoBillionaire, config, 0), entries, players)
      .reverse()
      .map((l) => (l.undone ? `(taken back) ${l.text}` : l.text));
  };

  describe('the round', () => {
    it('a round is every player’s turn once from the first player: turn 31 of 3 players is round 11, the first player’s', () => {
      let s = game();
      const seen: [number, number, string][] = [];
      for (let t = 1; t <= 31; t++) {
        seen.push([s.turn.number, roundOf(s), currentPlayer(s)]);
        if (t < 31) s = run(s, { type: 'lb.turn-ended', v: 2, player: currentPlayer(s) });
      }
      expect(seen.slice(0, 4)).toEqual([
        [1, 1, 'p1'],
        [2, 1, 'p2'],
        [3, 1, 'p3'],
        [4, 2, 'p1']
      ]);
      expect(seen.at(-1)).toEqual([31, 11, 'p1']);
      // The turn of each seat in its round is always the same: turns are strictly in rotation.
      for (const [turn, round, player] of seen)
        expect(['p1', 'p2', 'p3'][(turn - 1) % 3] === player && round === Math.ceil(turn / 3)).toBe(true);
      // The same with the first player elsewhere and a deal before turn 1 (the deal is no turn).
      const dealt = lbSetup({ kind: 'logo-billionaire', players, options: { firstPlayer: 'p2', deal: true } });
      expect(roundOf(dealt)).toBe(1);
    });
  });

  describe('entries that named “whatever is there now” (take-backs must not give a later entry another meaning)', () => {
    it('“ended the turn”, version 1: taking back an earlier one made a later one end another player’s turn (old logs replay so)', () => {
      const events = [
        e('money.adjusted', { player: 'p1', amount: 10 }),
        e('lb.turn-ended'),
        e('money.adjusted', { player: 'p2', amount: 10 }),
        e('lb.turn-ended')
      ];
      expect(lines(events)).toEqual(['Ana got 10M', 'Ana ended the turn', 'Ben got 10M', 'Ben ended the turn']);
      const check = takeBack(events, 2);
      expect(check.ok).toBe(true);
      // Silently, the last entry now ends Ana's turn.
      expect(lines(events, [2])).toEqual(['Ana got 10M', '(taken back) Ana ended the turn', 'Ben got 10M', 'Ana ended the turn']);
    });

    it('“ended the turn”, version 2, names the player: taking back an earlier one is refused and says which entry depends on it', () => {
      const events = [
        e('money.adjusted', { player: 'p1', amount: 10 }),
        e('lb.turn-ended', { player: 'p1' }, 2),
        e('money.adjusted', { player: 'p2', amount: 10 }),
        e('lb.turn-ended', { player: 'p2' }, 2)
      ];
      expect(lines(events)).toEqual(['Ana got 10M', 'Ana ended the turn', 'Ben got 10M', 'Ben ended the turn']);
      const check = takeBack(events, 2);
      expect(check.ok).toBe(false);
      if (!check.ok)
        expect(brokenMessage(check.broken, 'take back')).toBe(
          "Cannot take back “Ana ended the turn”: “Ben ended the turn”, later, depends on it (with it taken back: It is Ana's turn, not Ben's)."
        );
      expect(refusal(game(), { type: 'lb.turn-ended', v: 2, player: 'p2' })).toBe("It is Ana's turn, not Ben's.");
      expect(refusal(game(), { type: 'lb.turn-ended', v: 2 })).toBe('Say whose turn ended.');
      expect(logoBillionaire.kindOf(e('lb.turn-ended', { player: 'p1' }, 2))).toBe('undoable');
    });

    it('the auction’s sale, version 1: taking back the top bid sold the lot to the bidder before, at their price (old logs replay so)', () => {
      const events = [
        e('lb.auction-opened', { lot: '', cards: { cars: 2 } }, 2),
        e('lb.auction-bid', { player: 'p1', amount: 10 }),
        e('lb.auction-bid', { player: 'p3', amount: 25 }),
        e('lb.auction-closed')
      ];
      expect(lines(events).at(-1)).toBe('Cai won the auction for 25M and takes 2 Cars');
      const check = takeBack(events, 3);
      expect(check.ok).toBe(true);
      if (check.ok)
        expect([check.state.game.balances.p1, check.state.game.brands.p1.cars, check.state.game.brands.p3.cars]).toEqual([40, 2, 0]);
      expect(lines(events, [3]).at(-1)).toBe('Ana won the auction for 10M and takes 2 Cars');
    });

    it('the auction’s sale, version 2, names the winner and the price: taking back the top bid is refused, naming the sale', () => {
      const events = [
        e('lb.auction-opened', { lot: '', cards: { cars: 2 } }, 2),
        e('lb.auction-bid', { player: 'p1', amount: 10 }),
        e('lb.auction-bid', { player: 'p3', amount: 25 }),
        e('lb.auction-closed', { winner: 'p3', amount: 25 }, 2)
      ];
      expect(lines(events).at(-1)).toBe('Cai won the auction for 25M and takes 2 Cars');
      const check = takeBack(events, 3);
      expect(check.ok).toBe(false);
      if (!check.ok)
        expect(brokenMessage(check.broken, 'take back')).toBe(
          "Cannot take back “Cai bid 25M”: “Cai won the auction for 25M and takes 2 Cars”, later, depends on it (with it taken back: The last bid is Ana's 10M, not Cai's 25M)."
        );
      // The sale itself, as the sheet sends it.
      const s = run(game(), events[0], events[1], events[2], events[3]);
      expect([s.balances.p3, s.brands.p3.cars, s.auction]).toEqual([25, 2, null]);
      const open = run(game(), events[0], events[1]);
      expect(refusal(open, { type: 'lb.auction-closed', v: 2, winner: null, amount: null })).toBe("The auction has a bid: Ana's 10M.");
      expect(refusal(open, { type: 'lb.auction-closed', v: 2, winner: 'p1', amount: 9 })).toBe("The last bid is Ana's 10M, not Ana's 9M.");
      const none = run(game(), events[0]);
      expect(refusal(none, { type: 'lb.auction-closed', v: 2, winner: 'p1', amount: 10 })).toBe(
        'The auction has no bid now, so it cannot be sold to Ana for 10M.'
      );
      expect(run(none, { type: 'lb.auction-closed', v: 2, winner: null, amount: null }).auction).toBeNull();
      expect(describeLb(e('lb.auction-closed', { winner: null, amount: null }, 2), none, players)).toBe('Auction closed with no bid');
      expect(refusal(open, { type: 'lb.auction-closed', v: 3 })).toMatch(/version 3/);
    });

    it('the other entries name what they change: ids of players, categories and card values, never a position', () => {
      // A take-back before a launch's draws, or before a takeover, refuses (the launch is gone) rather than retarget.
      const events = [
        e('lb.cards-picked', { player: 'p1', category: 'cars', count: 2 }),
        e('lb.cards-picked', { player: 'p1', category: 'cars', count: 1 }),
        e('lb.launch-announced', { player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 }, 2),
        e('lb.card-drawn', { card: 10 }),
        e('lb.launch-stopped')
      ];
      const check = takeBack(events, 3);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.broken.text).toBe('Ana drew 10M');
    });
  });

  describe('History folds a launch under one line (issue 25: a launch with a BUST was 14 lines)', () => {
    const launchWithBust = [
      e('lb.cards-picked', { player: 'p1', category: 'cars', count: 2 }),
      e('lb.cards-picked', { player: 'p1', category: 'cars', count: 2 }),
      e('lb.launch-announced', { player: 'p1', category: 'cars', brandCards: 4, onTheUp: 0 }, 2),
      ...[10, 10, 20, 20, 30, 30, 40, 40, 50, 50].map((card) => e('lb.card-drawn', { card })),
      e('lb.card-drawn', { card: 'bust' }),
      e('money.adjusted', { player: 'p2', amount: 10 })
    ];
    const historyOf = (events: GameEvent[], def = logoBillionaire, undone: number[] = []) => {
      const entries = entriesOf(events);
      if (undone.length)
        entries.push({
          sessionId: 's',
          seq: entries.length + 1,
          at: entries.length + 1,
          event: { type: 'history.undone', v: 1, targets: undone }
        });
      return historyLines(def, initialSessionState(def, config, 0), entries, players);
    };
    /** What History shows with every fold closed: the lines that are not folded under another. */
    const shown = (events: GameEvent[], undone: number[] = []) =>
      historyOf(events, logoBillionaire, undone)
        .filter((l) => !l.fold || l.fold.head)
        .map((l) => (l.fold ? `${l.text} [${l.fold.under} under it, from “${l.fold.first}”]` : l.text));

    it('the announcement and its 11 cards are one line, the BUST, with 11 lines under it; the lines around stay as they were', () => {
      expect(historyOf(launchWithBust)).toHaveLength(15);
      expect(shown(launchWithBust)).toEqual([
        'Ben got 10M',
        'Ana drew BUST: the Cars company is worth nothing [11 under it, from “Ana announced a Cars (4 cards) launch”]',
        'Ana picked up 2 Cars cards',
        'Ana picked up 2 Cars cards'
      ]);
      const folded = historyOf(launchWithBust).filter((l) => l.fold);
      expect(new Set(folded.map((l) => l.fold?.id)).size).toBe(1);
      expect(folded.filter((l) => !l.fold?.head).map((l) => l.text)).toEqual([
        'Ana drew 50M',
        'Ana drew 50M',
        'Ana drew 40M',
        'Ana drew 40M',
        'Ana drew 30M',
        'Ana drew 30M',
        'Ana drew 20M',
        'Ana drew 20M',
        'Ana drew 10M',
        'Ana drew 10M',
        'Ana announced a Cars (4 cards) launch'
      ]);
    });

    it('take-back works on each folded line as before: a stopped launch’s Stop is its newest line; each launch is a fold of its own', () => {
      const stopped = [
        ...launchWithBust.slice(0, 3),
        e('lb.card-drawn', { card: 20 }),
        e('lb.launch-stopped'),
        e('lb.turn-ended', { player: 'p1' }, 2),
        e('lb.cards-picked', { player: 'p2', category: 'home', count: 2 }),
        e('lb.cards-picked', { player: 'p2', category: 'home', count: 1 }),
        e('lb.launch-announced', { player: 'p2', category: 'home', brandCards: 3, onTheUp: 0 }, 2),
        e('lb.launch-cancelled')
      ];
      expect(shown(stopped)).toEqual([
        'Launch called off before drawing [1 under it, from “Ben announced a Home (3 cards) launch”]',
        'Ben picked up 1 Home card',
        'Ben picked up 2 Home cards',
        'Ana ended the turn',
        'Ana launched Cars (4 cards): 20M × 4 = 80M [2 under it, from “Ana announced a Cars (4 cards) launch”]',
        'Ana picked up 2 Cars cards',
        'Ana picked up 2 Cars cards'
      ]);
      // The Stop taken back: struck through where it was, still the launch's line; the launch goes on.
      const lines = historyOf(stopped.slice(0, 5), logoBillionaire, [5]);
      expect(lines[0]).toMatchObject({ seq: 5, undone: true, gesture: [5], fold: { head: true, under: 2 } });
      expect(takeBack(stopped.slice(0, 5), 5).ok).toBe(true);
      // Taking back the announcement is refused, as before: the card drawn depends on it.
      expect(takeBack(stopped.slice(0, 5), 3).ok).toBe(false);
    });

    it('opt-in per game: without historyFold every line stands alone, as in the other games', () => {
      const plain = historyOf(launchWithBust, { ...logoBillionaire, historyFold: undefined });
      expect(plain).toHaveLength(15);
      expect(plain.every((l) => l.fold === undefined)).toBe(true);
    });
  });

  describe('the deal in one entry (version 2)', () => {
    const hand = (cards: Record<string, number>) => ({ snacks: 0, sweets: 0, home: 0, grocery: 0, chilled: 0, cars: 0, ...cards });
    const hands = {
      p1: hand({ snacks: 2, home: 1, cars: 3 }),
      p2: hand({ sweets: 3, grocery: 2, snacks: 1 }),
      p3: hand({ home: 2, grocery: 1, chilled: 3 })
    };
    const dealing = () => lbSetup({ kind: 'logo-billionaire', players, options: { rules: 'executive', firstPlayer: 'p1', deal: true } });

    it('deals every hand at once, the same as version 1’s three entries, in one history line', () => {
      const one = run(dealing(), { type: 'lb.dealt', v: 2, hands });
      const three = run(dealing(), ...Object.entries(hands).map(([player, cards]) => ({ type: 'lb.dealt', player, cards })));
      expect(one).toEqual(three);
      expect(one.dealOpen).toBe(false);
      expect(describeLb({ type: 'lb.dealt', v: 2, hands }, dealing(), players)).toBe(
        'The deal, 6 Brand cards each: Ana 2 Snacks, 1 Home, 3 Cars; Ben 1 Snacks, 3 Sweets, 2 Grocery; Cai 2 Home, 1 Grocery, 3 Chilled'
      );
      expect(logoBillionaire.period(dealing(), players)).toBe('The deal');
    });

    it('refuses a hand missing, a player twice or unknown, a bad hand (named), or a deal not open', () => {
      expect(refusal(dealing(), { type: 'lb.dealt', v: 2, hands: { p1: hands.p1, p2: hands.p2 } })).toBe(
        'The deal is a hand for each player of this game, once each.'
      );
      expect(refusal(dealing(), { type: 'lb.dealt', v: 2, hands: { ...hands, p9: hands.p1 } })).toBe(
        'The deal is a hand for each player of this game, once each.'
      );
      expect(refusal(dealing(), { type: 'lb.dealt', v: 2, hands: { ...hands, p3: hand({ home: 2, grocery: 1, chilled: 2 }) } })).toBe(
        'Cai: Each player is dealt 6 Brand cards; this hand has 5.'
      );
      expect(refusal(dealing(), { type: 'lb.dealt', v: 2, hands: { ...hands, p3: hand({ snacks: 1, grocery: 2, chilled: 3 }) } })).toBe(
        'Cai: Only 3 Snacks cards are dealt with 3 players (one per player); this hand would make 4.'
      );
      expect(refusal(dealing(), { type: 'lb.dealt', v: 2, hands: [] })).toBe('The deal is a hand for each player.');
      expect(refusal(game(), { type: 'lb.dealt', v: 2, hands })).toMatch(/^The deal is made at setup/);
      const part = run(dealing(), { type: 'lb.dealt', player: 'p1', cards: hands.p1 });
      expect(refusal(part, { type: 'lb.dealt', v: 2, hands })).toBe('Part of the deal is made already.');
    });
  });

  it('the result’s biggest launch brackets a sum of cards: (50M + 30M) × 8 is 640M, not 50M + 30M × 8', () => {
    const eight = (player: string) => Array.from({ length: 4 }, () => e('lb.cards-picked', { player, category: 'cars', count: 2 }));
    const events = [
      ...eight('p1'),
      e('lb.launch-announced', { player: 'p1', category: 'cars', brandCards: 8, onTheUp: 0 }, 2),
      e('lb.card-drawn', { card: 50 }),
      e('lb.card-drawn', { card: 30 }),
      e('lb.launch-stopped'),
      e('lb.turn-ended', { player: 'p1' }, 2),
      e('lb.cards-picked', { player: 'p2', category: 'home', count: 2 }),
      e('lb.cards-picked', { player: 'p2', category: 'home', count: 1 }),
      e('lb.launch-announced', { player: 'p2', category: 'home', brandCards: 3, onTheUp: 0 }, 2),
      e('lb.card-drawn', { card: 40 }),
      e('lb.launch-stopped')
    ];
    const result = replayForResult(logoBillionaire, { ...config, createdAt: 0 }, entriesOf(events));
    const [biggest] = logoBillionaire.results!.highlights(result.steps, players);
    expect(biggest).toBe("The biggest launch: Ana's Cars company (8 cards) for 640M in turn 1: (50M + 30M) × 8.");
    // One card needs no brackets.
    const single = replayForResult(logoBillionaire, { ...config, createdAt: 0 }, entriesOf([...events.slice(0, 6), events[7]]));
    expect(logoBillionaire.results!.highlights(single.steps, players)[0]).toBe(
      "The biggest launch: Ana's Cars company (8 cards) for 400M in turn 1: 50M × 8."
    );
  });

  it('a takeover with level totals is a tie (a “draw” is taking a Risky Business card)', () => {
    let s = run(
      game(),
      { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 },
      { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 },
      { type: 'lb.cards-picked', player: 'p2', category: 'home', count: 2 },
      { type: 'lb.disk-taken', player: 'p2' },
      { type: 'lb.launch-announced', v: 2, player: 'p1', category: 'home', brandCards: 4, onTheUp: 0 }
    );
    const spun = { type: 'lb.takeover-spun', v: 2, challenger: 'p2', onTheUp: 0, challengerSpin: 5, launcherSpin: 3 };
    expect(describeLb(spun as GameEvent, s, players)).toBe(
      'Takeover by Ben: Ben 2 cards + spin 5 = 7 against Ana 4 cards + spin 3 = 7: a tie, spin again'
    );
    s = run(s, spun);
    expect(refusal(s, { type: 'lb.card-drawn', card: 10 })).toBe('The takeover is a tie: spin again first.');
  });
});
