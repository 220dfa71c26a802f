// What a play-tester's 4-player game asked for: Social Hype set up and kept in the options, the
// rulebook's auction Example 1 exactly as printed, refusals about Shares with the count in hand and
// up for sale, and history lines that name the players.
import { describe, expect, it } from 'vitest';
import { refusal, run } from '../../support/disrupt-events';
import type { Player } from '$lib/core/types';
import { biddersNow, payoutProjectFor } from '$lib/games/disrupt/sheet-view';
import { describeDisrupt } from '$lib/games/disrupt/describe';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptSetup, type DisruptOptions, type DisruptState } from '$lib/games/disrupt/state';
import { nextBidder } from '$lib/games/disrupt/view';
import { publicBuy } from '$lib/games/disrupt/public-buy';
import { PROJECTS, type ProjectId } from '$lib/games/disrupt/scoring';
import { playAgainDraft } from '$lib/state/play-again';

const players = (names: string[]): Player[] => names.map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const four = players(['Sam', 'Bea', 'Ang', 'Leo']);
const setup = (ps: Player[], options: DisruptOptions = {}) =>
  disruptSetup({ kind: 'disrupt', players: ps, options: options as Record<string, unknown> });
const HYPE: ProjectId[] = ['dicecoin', 'eturnium', 'cardflix', 'miniatureprime', 'boardtube', 'meeplebook'];
const withBoard: DisruptOptions = { roles: ['startupper', 'bpo', 'angel', 'leader'], publicRow: ['meeplebook', 'cardflix', 'dicecoin'] };

describe('Social Hype at setup', () => {
  it('the order the table set (or the app shuffled) is the track, top first; a game begun without it keeps the fixed order', () => {
    expect(setup(four, { ...withBoard, socialHype: HYPE }).socialHype).toEqual(HYPE);
    expect(setup(four, withBoard).socialHype).toEqual([...PROJECTS]);
    expect(() =>
      setup(four, { ...withBoard, socialHype: ['dicecoin', 'dicecoin', 'cardflix', 'miniatureprime', 'boardtube', 'meeplebook'] })
    ).toThrow(/socialHype/);
    expect(() => setup(four, { ...withBoard, socialHype: HYPE.slice(1) })).toThrow(/socialHype/);
  });

  it('it decides the public’s ties between two Projects at one price', () => {
    const sale = (s: DisruptState) =>
      run(
        s,
        { type: 'disrupt.market-set-up', role: 'bpo', row: [null, null, null, null, 'meeplebook'], atLocation: false },
        { type: 'disrupt.market-set-up', role: 'angel', row: [null, null, null, null, 'dicecoin'], atLocation: false }
      );
    expect(publicBuy(sale(setup(four, withBoard)), 4, null)?.project).toBe('meeplebook');
    expect(publicBuy(sale(setup(four, { ...withBoard, socialHype: HYPE })), 4, null)?.project).toBe('dicecoin');
  });

  it('Play again does not copy it (nor the Public row): both are shuffled each game', () => {
    const { draft } = playAgainDraft({
      kind: 'disrupt',
      players: four,
      options: { ...withBoard, socialHype: HYPE } as Record<string, unknown>
    });
    expect(draft).not.toHaveProperty('socialHype');
    expect(draft).not.toHaveProperty('publicRow');
  });
});

describe('the rulebook’s auction Example 1, as printed', () => {
  // "The Startupper plays card Exit Strategy and chooses a Share of the Project BoardTube … They
  // immediately gain 5 million from playing the card."
  const opened = (ps: Player[], roles: DisruptOptions['roles']) =>
    run(
      setup(ps, { roles }),
      { type: 'disrupt.money-adjusted', role: 'startupper', amount: 5 },
      { type: 'disrupt.auction-opened', project: 'boardtube', owner: 'startupper' }
    );

  for (const [label, ps, roles, others] of [
    ['2 players', players(['Sam', 'Leo']), ['startupper', 'leader'], []],
    ['4 players (the BPO and the Angel Investor pass)', four, ['startupper', 'bpo', 'angel', 'leader'], ['bpo', 'angel']]
  ] as const) {
    it(`${label}: the Market Leader opens at 1M, the owner bids 2M, 3M, the Startupper passes: 8 million wealthier`, () => {
      let s = opened(ps, [...roles]);
      // The Startupper is first player this round, yet the Market Leader bids first: the table may.
      expect(s.firstPlayer).toBe('startupper');
      expect(biddersNow(s)).toContain('leader');
      // "Market Leader thinks it is a bargain to gain a Share with only 1 million so he bids."
      s = run(s, { type: 'disrupt.auction-bid', role: 'leader', amount: 1 });
      // "The Startupper bids 2 million" — the owner may bid; the last bidder is not offered again.
      expect(biddersNow(s)).toContain('startupper');
      expect(biddersNow(s)).not.toContain('leader');
      s = run(s, { type: 'disrupt.auction-bid', role: 'startupper', amount: 2 });
      // "The Market Leader bids 3 million"
      s = run(s, { type: 'disrupt.auction-bid', role: 'leader', amount: 3 });
      // "Startupper passes" — and a pass is final.
      s = run(s, { type: 'disrupt.auction-passed', role: 'startupper' });
      expect(refusal(s, { type: 'disrupt.auction-bid', role: 'startupper', amount: 4 })).toMatch(/passed/);
      for (const r of others) s = run(s, { type: 'disrupt.auction-passed', role: r });
      expect(biddersNow(s)).toEqual([]);
      expect(nextBidder(s)).toBeNull();
      s = run(s, { type: 'disrupt.auction-closed' });
      // "… and gets paid 3 million from Market Leader. The Market Leader gains the Share and the Startupper is 8 million wealthier!"
      expect(s.millions.startupper).toBe(10 + 8);
      expect(s.millions.leader).toBe(25 - 3);
      expect(s.shares.leader.boardtube).toBe(1);
      expect(s.shares.startupper.boardtube).toBe(2);
    });
  }

  it('the greedy Startupper bids 4M and the Market Leader passes: only 1 million gained from the card, keeping the Share', () => {
    let s = opened(players(['Sam', 'Leo']), ['startupper', 'leader']);
    s = run(
      s,
      { type: 'disrupt.auction-bid', role: 'leader', amount: 1 },
      { type: 'disrupt.auction-bid', role: 'startupper', amount: 2 },
      { type: 'disrupt.auction-bid', role: 'leader', amount: 3 },
      { type: 'disrupt.auction-bid', role: 'startupper', amount: 4 },
      { type: 'disrupt.auction-passed', role: 'leader' },
      { type: 'disrupt.auction-closed' }
    );
    expect(s.millions.startupper).toBe(10 + 1);
    expect(s.millions.leader).toBe(25);
    expect(s.shares.startupper.boardtube).toBe(3);
  });
});

describe('words', () => {
  it('a Share count refused says how many are in hand and how many are up for sale, in proper plurals', () => {
    const s = run(setup(four, withBoard), {
      type: 'disrupt.market-set-up',
      role: 'startupper',
      row: [null, null, 'eturnium', null, null],
      atLocation: false
    });
    expect(refusal(s, { type: 'disrupt.shares-moved', project: 'eturnium', from: 'startupper', to: 'leader', count: 3, price: 0 })).toBe(
      'The Startupper has only 2 Eturnium Shares in hand (1 more is up for sale: take it back with Set up for sale first).'
    );
    const one = run(s, { type: 'disrupt.shares-moved', project: 'eturnium', from: 'startupper', to: 'leader', count: 1, price: 0 });
    expect(refusal(one, { type: 'disrupt.shares-moved', project: 'eturnium', from: 'startupper', to: 'leader', count: 2, price: 0 })).toBe(
      'The Startupper has only 1 Eturnium Share in hand (1 more is up for sale: take it back with Set up for sale first).'
    );
    expect(refusal(s, { type: 'disrupt.shares-moved', project: 'meeplebook', from: 'startupper', to: 'leader', count: 1, price: 0 })).toBe(
      'The Startupper has no Meeplebook Share in hand.'
    );
    expect(refusal(s, { type: 'disrupt.shares-moved', project: 'meeplebook', from: 'outside', to: 'leader', count: 1, price: 0 })).toBe(
      'No Meeplebook Share is beside the board.'
    );
    const two = setup(players(['Sam', 'Leo']), { roles: ['startupper', 'leader'], publicRow: ['meeplebook', 'cardflix', 'dicecoin'] });
    expect(refusal(two, { type: 'disrupt.shares-moved', project: 'eturnium', from: 'outside', to: 'leader', count: 3, price: 0 })).toBe(
      'Only 2 Eturnium Shares are beside the board.'
    );
  });

  it('history lines name the player with the role; without the players (or for the automated Startupper) the role alone, as before', () => {
    const s = setup(four, withBoard);
    const paid = { type: 'disrupt.money-adjusted', v: 1, role: 'startupper', amount: 2 } as const;
    expect(disrupt.describe(paid, s, four)).toBe('Sam (Startupper) took 2M');
    expect(describeDisrupt(paid, s)).toBe('Startupper took 2M');
    expect(disrupt.describe({ type: 'disrupt.money-paid', v: 1, from: 'leader', to: 'bpo', amount: 3 }, s, four)).toBe(
      'Leo (Market Leader) paid Bea (BPO) 3M'
    );
    expect(
      disrupt.describe(
        { type: 'disrupt.shares-moved', v: 1, project: 'cardflix', from: 'leader', to: 'outside', count: 1, price: 0 },
        s,
        four
      )
    ).toBe('1 Cardflix Share: Leo (Market Leader) → beside the board');
    expect(disrupt.describe({ type: 'disrupt.project-placed', v: 1, project: 'eturnium', sealed: 'x' }, s, four)).toBe(
      'Sam (Startupper) placed Eturnium with a Secret Parameters token'
    );
    const solo = setup(players(['Leo']));
    expect(
      disrupt.describe({ type: 'disrupt.project-placed', v: 1, project: 'eturnium', sealed: 'x', random: true }, solo, players(['Leo']))
    ).toBe('The Startupper placed Eturnium with a Secret Parameters token');
  });
});

describe('the Workflow payout’s Project', () => {
  const none = () => Object.fromEntries(PROJECTS.map((p) => [p, 0])) as Record<ProjectId, number>;
  /** The 4-player board with every Share beside it, but `owned`: role → Project → count. */
  const holding = (owned: Partial<Record<'startupper' | 'bpo' | 'angel' | 'leader', Partial<Record<ProjectId, number>>>>) => {
    const s = setup(four, withBoard);
    const shares = { ...s.shares };
    for (const r of s.roles) shares[r] = { ...none(), ...owned[r] };
    return { ...s, shares, board: undefined };
  };

  it('opens on the Project touched last while it is on a Pipeline, else on the first Project on a Pipeline someone owns', () => {
    const s = holding({ bpo: { cardflix: 2 } });
    // Play-testers found it on Meeplebook every time: here nobody owns a Meeplebook Share.
    expect(payoutProjectFor(s, null)).toBe('cardflix');
    expect(payoutProjectFor(s, 'dicecoin')).toBe('dicecoin');
    // The Startupper's Eturnium is not placed yet: a touch on it (never possible) does not choose it.
    expect(s.placed.eturnium).toBe(false);
    expect(payoutProjectFor(s, 'eturnium')).toBe('cardflix');
    // Nobody owns a Share of a Project on a Pipeline: the first in board order.
    expect(payoutProjectFor(holding({}), null)).toBe('meeplebook');
    // Placed, Eturnium comes after the Projects of the first two Pipelines.
    const placed = { ...s, placed: { ...s.placed, eturnium: true }, shares: { ...s.shares, leader: { ...none(), eturnium: 1 } } };
    expect(payoutProjectFor(placed, null)).toBe('cardflix');
    expect(payoutProjectFor(placed, 'eturnium')).toBe('eturnium');
  });
});
