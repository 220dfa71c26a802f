// Disrupt's Market as the board draws it, Brand Equity's places, the next round's first player,
// the solo headline, and the old single "market" holder replaying as it did.
import { describe, expect, it } from 'vitest';
import { refusal, run } from '../../support/disrupt-events';
import { checkChange, fold, initialSessionState, EMPTY_CURSOR } from '$lib/core/log';
import type { LogEntry, Player } from '$lib/core/types';
import { brandEquityRank, finalInput, refillDue } from '$lib/games/disrupt/queries';
import { describeDisrupt } from '$lib/games/disrupt/describe';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptSetup, type DisruptOptions, type DisruptState } from '$lib/games/disrupt/state';
import { nextBidder, placeLabel, resultHeadline } from '$lib/games/disrupt/view';
import { brandEquityProblem } from '$lib/games/disrupt/brand-equity';
import { aShare, pushLeft, refillPlan, type Cell } from '$lib/games/disrupt/market';
import { publicBuy } from '$lib/games/disrupt/public-buy';
import { marketBuyers } from '$lib/games/disrupt/sheet-view';
import { PROJECTS, type ProjectId, type Role } from '$lib/games/disrupt/scoring';
import { scoreDisrupt } from '$lib/games/disrupt/final-scoring';

const four: Player[] = ['Sam', 'Bea', 'Ang', 'Leo'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const ALL: Role[] = ['startupper', 'bpo', 'angel', 'leader'];
const places = (roles: Role[], steps: number[]) => roles.map((role, i) => ({ role, step: steps[i] }));
function setup(count = 4, options: Partial<DisruptOptions> = {}): DisruptState {
  const roles = ({ 1: ['leader'], 2: ['startupper', 'leader'], 3: ['startupper', 'angel', 'leader'], 4: ALL } as Record<number, Role[]>)[
    count
  ];
  const inGame: Role[] = count === 1 ? ['startupper', 'leader'] : roles;
  return disruptSetup({
    kind: 'disrupt',
    players: four.slice(0, count),
    options: {
      roles,
      publicRow: ['cardflix', 'dicecoin', 'meeplebook'],
      brandEquity: places(
        inGame,
        inGame.map((_, i) => 6 + Math.floor(i / 2))
      ),
      ...options
    }
  });
}
/** Every Share of a Project somewhere: in front of a role, in a row of the Market, beside the board. */
function everywhere(s: DisruptState, p: ProjectId): number {
  const board = Object.values(s.board ?? {}).reduce((n, row) => n + row!.filter((c) => c === p).length, 0);
  return Object.values(s.shares).reduce((n, h) => n + h[p], 0) + board;
}
const row = (...cells: (ProjectId | null)[]): Cell[] => cells;
const setUp = (role: Role, cells: Cell[], atLocation = true) => ({ type: 'disrupt.market-set-up', role, row: cells, atLocation });

describe('the Market board at setup', () => {
  it.each([
    [4, { meeplebook: 0, cardflix: 0, dicecoin: 0, miniatureprime: 0, boardtube: 0, eturnium: 0 }],
    [3, { meeplebook: 1, cardflix: 1, dicecoin: 1, miniatureprime: 1, boardtube: 1, eturnium: 1 }],
    [2, { meeplebook: 2, cardflix: 2, dicecoin: 2, miniatureprime: 2, boardtube: 2, eturnium: 2 }],
    [1, { meeplebook: 2, cardflix: 2, dicecoin: 2, miniatureprime: 2, boardtube: 2, eturnium: 2 }]
  ])('%i player(s): the three remaining Shares at 7, 6 and 5M of the Public row; the rest beside the board', (count, outside) => {
    const s = setup(count);
    expect(s.board!.public).toEqual([null, 'cardflix', 'dicecoin', 'meeplebook', null]);
    expect(s.shares.outside).toEqual(outside);
    expect(Object.values(s.shares.market).every((n) => n === 0)).toBe(true);
    for (const r of s.roles) expect(s.board![r]).toEqual([null, null, null, null, null]);
    for (const p of PROJECTS) expect(everywhere(s, p)).toBe(5);
  });

  it('refuses a Public row that is not the three remaining Shares', () => {
    expect(() => setup(4, { publicRow: ['cardflix', 'cardflix', 'meeplebook'] })).toThrow(/publicRow/);
    expect(() => setup(4, { publicRow: ['cardflix', 'boardtube', 'meeplebook'] })).toThrow(/publicRow/);
  });
});

describe('Set up for sale', () => {
  it('the rulebook’s example: one Share up before, two after → 1 Experience', () => {
    let s = run(setup(), setUp('angel', row(null, null, null, null, 'dicecoin')));
    expect(s.resources.angel!.experience).toBe(2);
    // "They choose to take back the Dicecoin and place a Share of MiniaturePrime at 6 million and a Boardtube Share at 5 million."
    s = run(s, setUp('angel', row(null, null, 'miniatureprime', 'boardtube', null)));
    expect(s.resources.angel!.experience).toBe(3);
    expect(s.board!.angel).toEqual([null, null, 'miniatureprime', 'boardtube', null]);
    expect(s.shares.angel).toMatchObject({ dicecoin: 1, miniatureprime: 0, boardtube: 0 });
    for (const p of PROJECTS) expect(everywhere(s, p)).toBe(5);
  });

  it('rearranging without adding gains nothing; away from the location gains nothing; more Shares than held are refused', () => {
    let s = run(setup(), setUp('leader', row('meeplebook', 'meeplebook', null, null, null)));
    expect(s.resources.leader!.experience).toBe(3);
    s = run(s, setUp('leader', row(null, null, 'cardflix', 'meeplebook', null)));
    expect(s.resources.leader!.experience).toBe(3);
    expect(s.shares.leader).toMatchObject({ meeplebook: 1, cardflix: 1 });
    s = run(s, setUp('leader', row('dicecoin', null, 'cardflix', 'meeplebook', null), false));
    expect(s.resources.leader!.experience).toBe(3);
    expect(refusal(s, setUp('leader', row('dicecoin', 'dicecoin', 'dicecoin', null, null)))).toBe(
      'The Market Leader has only 2 Dicecoin Shares to put up for sale.'
    );
    expect(refusal(s, setUp('leader', row('dicecoin', null, 'cardflix', 'meeplebook', null)))).toMatch(/Nothing changed/);
    expect(refusal(s, setUp('leader', row('dicecoin', null, null, null)))).toMatch(/5 places/);
  });
});

describe('Buy from the Market', () => {
  const withOffer = () => run(setup(), setUp('angel', row(null, null, 'miniatureprime', 'boardtube', null)));

  it('the buyer pays the column’s price, the row’s owner is paid the same, +1 Innovation at the Buy location', () => {
    const s = run(withOffer(), { type: 'disrupt.market-bought', buyer: 'leader', row: 'angel', column: 2, atLocation: true });
    expect([s.millions.leader, s.millions.angel]).toEqual([19, 26]);
    expect(s.shares.leader.miniatureprime).toBe(1);
    expect(s.board!.angel).toEqual([null, null, null, 'boardtube', null]);
    expect(s.resources.leader!.innovation).toBe(2);
    for (const p of PROJECTS) expect(everywhere(s, p)).toBe(5);
    expect(
      describeDisrupt({ type: 'disrupt.market-bought', v: 1, buyer: 'leader', row: 'angel', column: 2, atLocation: true }, withOffer())
    ).toBe('Market Leader bought a MiniaturePrime Share from Angel Investor for 6M (+1 Innovation)');
  });

  it('a Public row Share pays the bank; no Innovation away from the location', () => {
    const s = run(setup(), { type: 'disrupt.market-bought', buyer: 'bpo', row: 'public', column: 1, atLocation: false });
    expect(s.millions.bpo).toBe(8);
    expect(Object.values(s.millions).reduce((a, b) => a! + b!, 0)).toBe(10 + 8 + 20 + 25);
    expect(s.shares.bpo.cardflix).toBe(2);
    expect(s.resources.bpo!.innovation).toBe(1);
  });

  it('refuses an empty place, one’s own Share and a price one cannot pay', () => {
    const s = withOffer();
    expect(refusal(s, { type: 'disrupt.market-bought', buyer: 'leader', row: 'angel', column: 0, atLocation: true })).toMatch(
      /No Share is for sale at 8M/
    );
    expect(refusal(s, { type: 'disrupt.market-bought', buyer: 'angel', row: 'angel', column: 2, atLocation: true })).toMatch(/own/);
    const poor = run(s, { type: 'disrupt.money-adjusted', role: 'startupper', amount: -8 });
    expect(refusal(poor, { type: 'disrupt.market-bought', buyer: 'startupper', row: 'angel', column: 2, atLocation: true })).toMatch(
      /would go below 0\. Tick “Allow going below 0” only if the table agrees to a debt/
    );
  });
});

describe('the public buys (an Event)', () => {
  // The rulebook's example: nothing at 4M; the Startupper and the Angel Investor both sell BoardTube at 5M;
  // the Market Leader (Meeplebook) and the BPO (Cardflix) both sell at 6M, Meeplebook higher on Social Hype.
  const example = (beAngelFirst: boolean) => {
    const be = beAngelFirst
      ? places(['angel', 'startupper', 'bpo', 'leader'], [5, 5, 6, 6])
      : places(['startupper', 'angel', 'bpo', 'leader'], [5, 5, 6, 6]);
    return run(
      setup(4, { brandEquity: be }),
      setUp('startupper', row(null, null, null, 'boardtube', null)),
      setUp('angel', row(null, null, null, 'boardtube', null)),
      setUp('leader', row(null, null, 'meeplebook', null, null)),
      setUp('bpo', row(null, null, 'cardflix', null, null))
    );
  };

  it('the lowest price at or above the Event’s, then the player higher on Brand Equity', () => {
    const choice = publicBuy(example(true), 4, 'boardtube')!;
    expect(choice).toMatchObject({ row: 'angel', column: 3, project: 'boardtube', price: 5 });
    expect(choice.why).toContain('nothing is for sale at 4M of BoardTube: the lowest price above it is 5M');
    expect(choice.why).toContain('the Angel Investor is higher on Brand Equity than the Startupper');
    expect(publicBuy(example(false), 4, 'boardtube')).toMatchObject({ row: 'startupper' });
  });

  it('two Shares at one price: the Project higher on Social Hype', () => {
    const s = example(true);
    expect(s.socialHype.indexOf('meeplebook')).toBeLessThan(s.socialHype.indexOf('cardflix'));
    expect(publicBuy(s, 6, null)).toMatchObject({ row: 'leader', project: 'meeplebook', price: 6 });
    expect(publicBuy(s, 6, null)!.why).toBe('Meeplebook is higher on Social Hype than Cardflix');
    const hyped = run(s, { type: 'disrupt.hype-moved', project: 'cardflix', steps: 3 });
    expect(publicBuy(hyped, 6, null)).toMatchObject({ row: 'bpo', project: 'cardflix' });
    expect(publicBuy(s, 7, null)).toBeNull();
    // The public does not buy from its own row.
    expect(publicBuy(setup(), 4, null)).toBeNull();
  });

  it('pays the owner the Share’s price and puts it in the Public row at 8M, the others sliding right', () => {
    // "making the Market Leader 6 million wealthier"
    const s = run(example(true), { type: 'disrupt.public-bought', row: 'leader', column: 2, price: 6, project: null });
    expect(s.millions.leader).toBe(31);
    expect(s.board!.leader).toEqual([null, null, null, null, null]);
    expect(s.board!.public).toEqual(['meeplebook', 'cardflix', 'dicecoin', 'meeplebook', null]);
    const again = run(s, { type: 'disrupt.public-bought', row: 'angel', column: 3, price: 4, project: 'boardtube' });
    expect(again.board!.public).toEqual(['boardtube', 'meeplebook', 'cardflix', 'dicecoin', 'meeplebook']);
    expect(again.millions.angel).toBe(25);
    // A full row: the Share at 4M is pushed off, beside the board.
    const full = run(again, { type: 'disrupt.public-bought', row: 'startupper', column: 3, price: 5, project: null });
    expect(full.board!.public).toEqual(['boardtube', 'boardtube', 'meeplebook', 'cardflix', 'dicecoin']);
    expect(full.shares.outside.meeplebook).toBe(1);
    for (const p of PROJECTS) expect(everywhere(full, p)).toBe(5);
    expect(refusal(s, { type: 'disrupt.public-bought', row: 'public', column: 0, price: 6, project: null })).toMatch(/player’s row/);
    expect(refusal(s, { type: 'disrupt.public-bought', row: 'leader', column: 2, price: 6, project: null })).toMatch(/No Share/);
  });

  it('slides only as far as needed', () => {
    expect(pushLeft(['cardflix', null, 'dicecoin', null, null], 'eturnium')).toEqual({
      row: ['eturnium', 'cardflix', 'dicecoin', null, null],
      out: null
    });
    expect(pushLeft([null, 'cardflix', 'dicecoin', 'meeplebook', null], 'eturnium').row).toEqual([
      'eturnium',
      'cardflix',
      'dicecoin',
      'meeplebook',
      null
    ]);
  });
});

describe('the refill after an Event', () => {
  it('empty places are filled from beside the board, highest on Social Hype first, always at the leftmost place', () => {
    const outside = { meeplebook: 0, miniatureprime: 2, cardflix: 1, boardtube: 0, dicecoin: 0, eturnium: 1 };
    const hype: ProjectId[] = ['eturnium', 'meeplebook', 'cardflix', 'miniatureprime', 'boardtube', 'dicecoin'];
    expect(refillPlan([null, 'dicecoin', null, 'boardtube', null], outside, hype)).toEqual({
      taken: ['eturnium', 'cardflix', 'miniatureprime'],
      row: ['miniatureprime', 'cardflix', 'eturnium', 'dicecoin', 'boardtube']
    });
  });

  it('in a 2-player game the Public row fills from the Shares beside the board', () => {
    const s = setup(2);
    expect(refillDue(s)).toEqual(['meeplebook', 'meeplebook']);
    const after = run(s, { type: 'disrupt.public-refilled' });
    expect(after.board!.public).toEqual(['meeplebook', 'meeplebook', 'cardflix', 'dicecoin', 'meeplebook']);
    expect(after.shares.outside.meeplebook).toBe(0);
    expect(refusal(after, { type: 'disrupt.public-refilled' })).toMatch(/full/);
    expect(refusal(setup(4), { type: 'disrupt.public-refilled' })).toMatch(/No Shares are beside the board/);
    for (const p of PROJECTS) expect(everywhere(after, p)).toBe(5);
  });
});

describe('Brand Equity, a track with places', () => {
  it('starting places are asked: checked against the track', () => {
    const s = setup(4, { brandEquity: places(['angel', 'leader', 'startupper', 'bpo'], [4, 7, 7, 9]) });
    expect(s.brandEquity).toEqual({ angel: 4, leader: 7, startupper: 7, bpo: 9 });
    expect(brandEquityRank(s)).toEqual(['angel', 'leader', 'startupper', 'bpo']);
    expect(placeLabel(brandEquityRank(s), s.brandEquity, 'startupper')).toBe('step 7, right');
    expect(() => setup(4, { brandEquity: places(ALL, [2, 2, 5, 6]) })).toThrow(/Step 2 of Brand Equity holds one token/);
    expect(() => setup(4, { brandEquity: places(ALL, [5, 5, 5, 6]) })).toThrow(/Step 5 of Brand Equity holds two tokens/);
    expect(() => setup(4, { brandEquity: places(ALL, [5, 6, 7, 10]) })).toThrow(/9 steps/);
    expect(() => setup(4, { brandEquity: places(['startupper', 'bpo', 'angel'], [5, 6, 7]) })).toThrow(/each role/);
  });

  it('the top 4 steps hold one role each; a shared step two; a token moves only onto an empty space', () => {
    let s = setup(4, { brandEquity: places(ALL, [5, 5, 6, 6]) });
    const be = (role: Role, position: number) => ({ type: 'disrupt.brand-equity-set', v: 2, role, position });
    s = run(s, be('angel', 4));
    expect(refusal(s, be('bpo', 4))).toBe(
      'Step 4 of Brand Equity holds one token and the Angel Investor is on it: a token moves only onto an empty space.'
    );
    s = run(s, be('startupper', 6));
    expect(refusal(s, be('bpo', 6))).toMatch(/already holds two tokens \(the Market Leader and the Startupper\)/);
    expect(refusal(s, be('bpo', 10))).toMatch(/9 steps/);
    expect(refusal(s, be('bpo', 0))).toMatch(/9 steps/);
    // The Startupper arrived on step 6 after the Market Leader: it takes the right (lower) place.
    expect(brandEquityRank(s)).toEqual(['angel', 'bpo', 'leader', 'startupper']);
    // When the left one moves up, the right one takes its place.
    s = run(s, be('leader', 3));
    expect(placeLabel(brandEquityRank(s), s.brandEquity, 'startupper')).toBe('step 6');
    expect(brandEquityProblem(s.brandEquity, 'leader', 3)).toMatch(/already on step 3/);
    expect(describeDisrupt(be('leader', 3) as never, s)).toBe('Market Leader to Brand Equity step 3');
  });

  it('version 1 moves (games before the track had places) are kept as they were', () => {
    const old = disruptSetup({ kind: 'disrupt', players: four, options: { roles: ALL } });
    expect(old.brandEquity).toEqual({ startupper: 1, bpo: 2, angel: 3, leader: 4 });
    expect('brandEquityOrder' in old).toBe(false);
    const s = run(old, { type: 'disrupt.brand-equity-set', role: 'leader', position: 1 });
    expect(s.brandEquity).toEqual({ startupper: 1, bpo: 2, angel: 3, leader: 1 });
    expect('brandEquityOrder' in s).toBe(false);
  });
});

describe('the first player next round is for the next round', () => {
  it('claiming it changes neither this round’s order, the checklist’s first player, nor the auction’s bidding order', () => {
    let s = setup();
    s = run(s, { type: 'disrupt.first-player-set', v: 2, role: 'angel' });
    expect(s.firstPlayer).toBe('startupper');
    expect(s.nextFirstPlayer).toBe('angel');
    s = run(s, { type: 'disrupt.auction-opened', project: 'boardtube', owner: 'startupper' });
    expect(nextBidder(s)).toBe('startupper');
    s = run(s, { type: 'disrupt.auction-cancelled' }, { type: 'disrupt.phase-advanced' }, { type: 'disrupt.phase-advanced' });
    expect(s.firstPlayer).toBe('startupper');
    s = run(s, { type: 'disrupt.phase-advanced' });
    expect([s.round, s.firstPlayer, s.nextFirstPlayer]).toEqual([2, 'angel', undefined]);
    s = run(s, { type: 'disrupt.auction-opened', project: 'boardtube', owner: 'startupper' });
    expect(nextBidder(s)).toBe('angel');
  });

  it('version 1 (older logs) set the first player at once, as it did', () => {
    const s = run(setup(), { type: 'disrupt.first-player-set', role: 'angel' });
    expect([s.firstPlayer, s.nextFirstPlayer]).toEqual(['angel', undefined]);
  });
});

describe('the old single Market holder', () => {
  const old = () => disruptSetup({ kind: 'disrupt', players: four, options: { roles: ALL } });

  it('a game begun before the board keeps its "market" holder and the events of its time', () => {
    const s = run(old(), { type: 'disrupt.shares-moved', project: 'cardflix', from: 'market', to: 'angel', count: 1, price: 6 });
    expect([s.shares.market.cardflix, s.shares.angel.cardflix, s.millions.angel]).toEqual([0, 2, 14]);
    expect('board' in s).toBe(false);
    expect(refusal(s, { type: 'disrupt.public-refilled' })).toMatch(/began before the Market board/);
    expect(refusal(s, setUp('angel', row(null, null, 'boardtube', null, null)))).toMatch(/began before the Market board/);
  });

  it('a game with the board refuses the single holder', () => {
    expect(
      refusal(setup(), { type: 'disrupt.shares-moved', project: 'cardflix', from: 'market', to: 'angel', count: 1, price: 6 })
    ).toMatch(/Market board/);
    expect(refusal(setup(), { type: 'disrupt.auction-opened', project: 'cardflix', owner: 'market' })).toMatch(/owner/);
  });
});

describe('final scoring and the solo headline', () => {
  it('Shares still up for sale in a role’s row count as theirs', () => {
    const s = run(setup(), setUp('angel', row(null, null, 'miniatureprime', 'boardtube', null)));
    expect(finalInput(s, [0, 0, 0]).players.find((p) => p.role === 'angel')!.shares).toMatchObject({ miniatureprime: 1, boardtube: 1 });
  });

  it('solo: the grade, or the automated Startupper’s win — never a win without a grade', () => {
    const solo = setup(1);
    const scored = (millions: number) =>
      scoreDisrupt(finalInput(run(solo, { type: 'disrupt.money-adjusted', role: 'leader', amount: millions }), [0, 0, 0]));
    const label = () => 'Leo';
    // The Startupper’s Projects are unplaced (0 cubes): every Market Leader Project is ahead.
    const rich = scored(80);
    expect(rich.soloGrade).toBe('market-leader');
    expect(resultHeadline(rich, true, label)).toBe(`Leo wins as Market Leader with ${rich.players[0].total}M`);
    const poor = scoreDisrupt(finalInput(run(solo, { type: 'disrupt.money-adjusted', role: 'leader', amount: -25 }), [0, 0, 0]));
    expect(poor.soloGrade).toBeNull();
    expect(resultHeadline(poor, true, label)).toMatch(
      new RegExp(
        `^The automated Startupper won: Leo reached no grade \\([0-3] of 3 Projects ahead(, 1 needed)?; ${poor.players[0].total}M, 60M needed\\)$`
      )
    );
    expect(resultHeadline(poor, true, label)).not.toMatch(/wins/);
    expect(resultHeadline(scoreDisrupt(finalInput(setup(), [0, 0, 0])), false, (r) => r)).toMatch(/wins? with \d+M$/);
  });
});

describe('undo over the Market', () => {
  it('taking back a Set up for sale that a later purchase depends on is refused, naming the purchase', () => {
    const config = {
      kind: 'disrupt' as const,
      players: four,
      options: { roles: ALL, publicRow: ['cardflix', 'dicecoin', 'meeplebook'], brandEquity: places(ALL, [5, 5, 6, 6]) }
    };
    const base = initialSessionState(disrupt, config, 0);
    const entries: LogEntry[] = [
      { sessionId: 's', seq: 1, at: 1, event: { v: 1, ...setUp('angel', row(null, null, 'miniatureprime', null, null)) } as never },
      {
        sessionId: 's',
        seq: 2,
        at: 2,
        event: { type: 'disrupt.market-bought', v: 1, buyer: 'leader', row: 'angel', column: 2, atLocation: true }
      }
    ];
    const folded = fold(disrupt, { state: base, cursor: EMPTY_CURSOR }, entries, four);
    expect(folded.refused).toEqual([]);
    const check = checkChange(
      disrupt,
      base,
      entries,
      { sessionId: 's', seq: 3, at: 3, event: { type: 'history.undone', v: 1, targets: [1] } },
      four
    );
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.broken.text).toBe('Leo (Market Leader) bought a MiniaturePrime Share from Ang (Angel Investor) for 6M (+1 Innovation)');
  });

  it('“an Eturnium Share”, “a Cardflix Share”', () => {
    expect([aShare('eturnium'), aShare('cardflix')]).toEqual(['an Eturnium Share', 'a Cardflix Share']);
  });
});

describe('who the Market sheet offers as a buyer', () => {
  it('every role but the row’s owner; solo never the automated Startupper (it places no Workers), so only the player', () => {
    const players = ['Ann', 'Bob', 'Dan'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
    const three = disrupt.setup({ kind: 'disrupt', players, options: { roles: ['startupper', 'bpo', 'leader'] } });
    expect(marketBuyers(three, 'public')).toEqual(['startupper', 'bpo', 'leader']);
    expect(marketBuyers(three, 'bpo')).toEqual(['startupper', 'leader']);
    const solo = disrupt.setup({ kind: 'disrupt', players: players.slice(0, 1), options: {} });
    expect(solo.roles).toContain('startupper');
    expect(marketBuyers(solo, 'public')).toEqual(['leader']);
    expect(marketBuyers(solo, 'startupper')).toEqual(['leader']);
  });
});
