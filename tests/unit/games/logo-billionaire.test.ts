import { describe, expect, it } from 'vitest';
import { seededRng } from '$lib/core/random';
import { isInvalid, type Player } from '$lib/core/types';
import { applyLb, describeLb, lbSetup, logoBillionaire, type LbState } from '$lib/games/logo-billionaire/game';
import { bustChance, companyValue, DEFAULT_RB_DECK, drawCard, expectedValueOfOneMoreDraw, hasWon, rbDeck, remainingCards, takeover, type RbCard } from '$lib/games/logo-billionaire/rules';

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
    ['takeover with a fractional spin', () => takeover({ launcher: { cards: 3, onTheUp: 0, spin: 1.5 }, challenger: { cards: 1, onTheUp: 0, spin: 1 } }), /spin/],
    ['takeover On The Up above cards', () => takeover({ launcher: { cards: 3, onTheUp: 0, spin: 1 }, challenger: { cards: 1, onTheUp: 2, spin: 1 } }), /onTheUp/]
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
    let s = run(game(), { type: 'lb.cards-picked', player: 'p1', category: 'snacks', count: 2 }, { type: 'lb.cards-picked', player: 'p1', category: 'snacks', count: 2 });
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
    let s = run(game(), { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 2 }, { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 1 });
    s = run(s, { type: 'lb.launch-announced', player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 }, { type: 'lb.card-drawn', card: 10 }, { type: 'lb.card-drawn', card: 'bust' });
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
    let s = run(game(), { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 2 }, { type: 'lb.cards-picked', player: 'p1', category: 'home', count: 1 }, { type: 'lb.cards-picked', player: 'p3', category: 'home', count: 1 }, { type: 'lb.disk-taken', player: 'p3' });
    s = run(s, { type: 'lb.launch-announced', player: 'p1', category: 'home', brandCards: 3, onTheUp: 0 }, { type: 'lb.takeover-spun', challenger: 'p3', cards: 1, onTheUp: 0, challengerSpin: 6, launcherSpin: 1 });
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
    let s = run(game(), { type: 'lb.cards-picked', player: 'p2', category: 'sweets', count: 1 }, { type: 'lb.cards-picked', player: 'p1', category: 'cars', count: 1 });
    s = run(s, { type: 'lb.card-bought', buyer: 'p1', seller: 'p2', category: 'sweets' });
    expect([s.balances.p1, s.balances.p2, s.brands.p1.sweets, s.brands.p2.sweets]).toEqual([20, 80, 1, 0]);
    expect(refusal(s, { type: 'lb.card-bought', buyer: 'p1', seller: 'p2', category: 'cars' })).toMatch(/no Cars card/);
    s = run(s, { type: 'lb.cards-picked', player: 'p2', category: 'home', count: 1 }, { type: 'lb.cards-swapped', a: 'p1', aGives: 'cars', b: 'p2', bGives: 'home' });
    expect([s.brands.p1.cars, s.brands.p1.home, s.brands.p2.cars, s.brands.p2.home]).toEqual([0, 1, 1, 0]);
    expect(refusal(s, { type: 'money.paid', from: 'p1', to: 'p2', amount: 21 })).toMatch(/only 20M/);
  });

  it('Newsflash: payments for several players in one event; any payer short refuses the whole', () => {
    let s = run(game(), { type: 'lb.newsflash-settled', payments: [{ player: 'p1', amount: 20 }, { player: 'p2', amount: 20 }, { player: 'p3', amount: -10 }] });
    expect(s.balances).toEqual({ p1: 70, p2: 70, p3: 40 });
    expect(refusal(s, { type: 'lb.newsflash-settled', payments: [{ player: 'p1', amount: -10 }, { player: 'p3', amount: -50 }] })).toMatch(/Cai has only 40M/);
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
    expect(s.turn).toEqual({ index: 1, number: 2, spin: null, launched: false });
    expect(refusal(s, { type: 'lb.spun', player: 'p2', value: 7 })).toMatch(/not on the spinner/);
  });
});
