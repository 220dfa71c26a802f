// Logo Billionaire's words for the screen: the question a winning money entry asks names every
// player it takes past a billion, with their money, and says who wins by the app's tie-break; the
// turn's player's ready companies say who could challenge each.
import { describe, expect, it } from 'vitest';
import { cardsPicked, diskTaken, launchAnnounced } from '$lib/games/logo-billionaire/events';
import { applyLb } from '$lib/games/logo-billionaire/reducer';
import { lbSetup, type LbState } from '$lib/games/logo-billionaire/state';
import { readyCompanies, swapOffer, swapWarning, winQuestion } from '$lib/games/logo-billionaire/view';
import { isInvalid, type GameEvent } from '$lib/core/types';

const players = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cai', color: '#15803d' }
];
const order = ['p1', 'p2', 'p3'];

describe('winQuestion', () => {
  it('nobody at a billion: no question', () => {
    expect(winQuestion(order, { p1: 999, p2: 0, p3: 10 }, players)).toBeNull();
  });

  it('one player: that player and their money', () => {
    expect(winQuestion(order, { p1: 1060, p2: 50, p3: 10 }, players)).toBe('Ana reaches 1,060M and wins — confirm?');
  });

  it('two past a billion at once: both named with their money, the richest wins, and the question says why', () => {
    expect(winQuestion(order, { p1: 1050, p2: 1070, p3: 10 }, players)).toBe(
      'Ben (1,070M) and Ana (1,050M) both pass a billion with this one entry. The rules say the first to a billion wins; ' +
        'reached together, the app gives the win to the richest: Ben wins — confirm?'
    );
  });

  it('level money: the first of them in turn order wins, and the question says so', () => {
    expect(winQuestion(['p2', 'p3', 'p1'], { p1: 1070, p2: 50, p3: 1070 }, players)).toBe(
      'Cai and Ana both reach 1,070M with this one entry. The rules say the first to a billion wins; ' +
        'on equal money the app gives the win to the first of them in turn order: Cai wins — confirm?'
    );
  });

  it('three at once: all named', () => {
    expect(winQuestion(order, { p1: 1000, p2: 1200, p3: 1100 }, players)).toMatch(
      /^Ben \(1,200M\), Cai \(1,100M\) and Ana \(1,000M\) all pass a billion/
    );
  });
});

const play = (events: GameEvent[]): LbState =>
  events.reduce<LbState>(
    (state, event) => {
      const next = applyLb(state, event, players);
      if (isInvalid(next)) throw new Error(next.invalid);
      return next;
    },
    lbSetup({ kind: 'logo-billionaire', players, options: { rules: 'executive' } })
  );

describe('the swap’s defaults', () => {
  // Ana builds Snacks (3, a company); she also holds one Cars and two Home.
  const state = play([
    cardsPicked({ player: 'p1', category: 'snacks', count: 2, turn: 1 }),
    cardsPicked({ player: 'p1', category: 'snacks', count: 1, turn: 1 }),
    cardsPicked({ player: 'p1', category: 'home', count: 2, turn: 1 }),
    cardsPicked({ player: 'p1', category: 'cars', count: 1, turn: 1 })
  ]);

  it('offers the colour Ana holds fewest of, never her company’s (board order put Snacks first)', () => {
    expect(swapOffer(state, 'p1', 'sweets')).toBe('cars');
  });

  it('never offers the colour asked for, unless it is all she holds', () => {
    expect(swapOffer(state, 'p1', 'cars')).toBe('home');
    const onlySnacks = play([cardsPicked({ player: 'p1', category: 'snacks', count: 2, turn: 1 })]);
    expect(swapOffer(onlySnacks, 'p1', 'snacks')).toBe('snacks');
    expect(swapOffer(onlySnacks, 'p2', 'snacks')).toBeNull();
  });

  it('giving a company’s card is said before the swap, with what it does to the company', () => {
    expect(swapWarning(state, 'p1', 'snacks', players)).toBe("Ana's Snacks company goes from 3 cards to 2: no longer ready to launch.");
    expect(swapWarning(state, 'p1', 'home', players)).toBeNull();
    const four = play([
      cardsPicked({ player: 'p1', category: 'snacks', count: 2, turn: 1 }),
      cardsPicked({ player: 'p1', category: 'snacks', count: 2, turn: 1 })
    ]);
    expect(swapWarning(four, 'p1', 'snacks', players)).toBe("Ana's Snacks company goes from 4 cards to 3.");
  });
});

describe('readyCompanies', () => {
  it('the turn’s player’s colours of 3 or more, biggest first, with the players who could shout TAKEOVER; none once launching', () => {
    const state = play([
      cardsPicked({ player: 'p1', category: 'cars', count: 2, turn: 1 }),
      cardsPicked({ player: 'p1', category: 'cars', count: 1, turn: 1 }),
      cardsPicked({ player: 'p1', category: 'home', count: 2, turn: 1 }),
      cardsPicked({ player: 'p1', category: 'home', count: 2, turn: 1 }),
      cardsPicked({ player: 'p1', category: 'sweets', count: 2, turn: 1 }),
      diskTaken({ player: 'p2' }),
      cardsPicked({ player: 'p2', category: 'cars', count: 1, turn: 1 }),
      diskTaken({ player: 'p3' })
    ]);
    expect(readyCompanies(state)).toEqual([
      { category: 'home', cards: 4, challengers: [] },
      { category: 'cars', cards: 3, challengers: ['p2'] }
    ]);
    const launching = applyLb(state, launchAnnounced({ player: 'p1', category: 'home', brandCards: 4, onTheUp: 0, turn: 1 }), players);
    expect(isInvalid(launching) ? launching : readyCompanies(launching)).toEqual([]);
  });
});
