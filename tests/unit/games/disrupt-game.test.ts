import { describe, expect, it } from 'vitest';
import { refusal, run } from '../../support/disrupt-events';
import type { Player } from '$lib/core/types';
import { describeDisrupt } from '$lib/games/disrupt/describe';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptSetup, type DisruptState } from '$lib/games/disrupt/state';
import { sealSecret, SECRET_TOKENS, unsealSecret } from '$lib/games/disrupt/secrets';
import { PROJECTS } from '$lib/games/disrupt/scoring';

const four: Player[] = ['Sam', 'Bea', 'Ang', 'Leo'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const setup = (players: Player[], roles?: string[]) => disruptSetup({ kind: 'disrupt', players, options: roles ? { roles } : {} });
const total = (s: DisruptState, p: (typeof PROJECTS)[number]) => Object.values(s.shares).reduce((sum, h) => sum + h[p], 0);

describe('Disrupt setup', () => {
  it('4 players: starting money, Shares, resources, cubes, order; 5 Shares per Project, 3 in the Market', () => {
    const s = setup(four, ['startupper', 'bpo', 'angel', 'leader']);
    expect(s.millions).toEqual({ startupper: 10, bpo: 15, angel: 20, leader: 25 });
    expect(s.shares.startupper).toMatchObject({ miniatureprime: 3, eturnium: 3, boardtube: 3, meeplebook: 0 });
    expect(s.shares.leader).toMatchObject({ meeplebook: 2, cardflix: 2, dicecoin: 2, eturnium: 0 });
    expect(s.shares.bpo).toEqual({ meeplebook: 1, miniatureprime: 1, cardflix: 1, boardtube: 1, dicecoin: 1, eturnium: 1 });
    expect(s.shares.market).toEqual({ meeplebook: 1, miniatureprime: 0, cardflix: 1, boardtube: 0, dicecoin: 1, eturnium: 0 });
    for (const p of PROJECTS) expect(total(s, p)).toBe(5);
    expect(s.roles).toEqual(['startupper', 'bpo', 'angel', 'leader']);
    expect(s.resources.bpo).toEqual({ like: 1, experience: 1, innovation: 1 });
    expect(s.cubes.meeplebook).toEqual({ design: 1, development: 1, marketing: 1 });
    expect(s.marketSize).toEqual([0, 0, 0]);
    expect([s.round, s.phase]).toEqual([1, 'operations']);
  });

  it('2 and 3 players: 2 or 1 Share of each Project beside the board', () => {
    const two = setup(four.slice(0, 2), ['startupper', 'leader']);
    expect(two.shares.outside).toEqual({ meeplebook: 2, miniatureprime: 2, cardflix: 2, boardtube: 2, dicecoin: 2, eturnium: 2 });
    const three = setup(four.slice(0, 3), ['startupper', 'angel', 'leader']);
    expect(three.shares.outside.cardflix).toBe(1);
    expect(three.shares.market.cardflix).toBe(1);
    for (const p of PROJECTS) expect(total(three, p)).toBe(5);
    expect(() => setup(four.slice(0, 3), ['startupper', 'bpo', 'angel'])).toThrow(RangeError);
  });

  it('solo: the Market Leader against the automated Startupper', () => {
    const s = setup(four.slice(0, 1));
    expect(s.solo).toBe(true);
    expect(s.roles).toEqual(['startupper', 'leader']);
    expect(s.playerOf).toEqual({ leader: 'p1' });
  });
});

describe('Disrupt during the game', () => {
  const start = () => setup(four, ['startupper', 'bpo', 'angel', 'leader']);

  it('money: paying more than one has needs a confirmed debt', () => {
    const s = start();
    expect(refusal(s, { type: 'disrupt.money-paid', from: 'startupper', to: 'leader', amount: 11 })).toMatch(
      /would go below 0\. Tick “Allow going below 0” only if the table agrees to a debt/
    );
    expect(run(s, { type: 'disrupt.money-paid', from: 'startupper', to: 'leader', amount: 11, debt: true }).millions.startupper).toBe(-1);
    expect(run(s, { type: 'disrupt.money-paid', from: 'bpo', to: 'bank', amount: 5 }).millions.bpo).toBe(10);
  });

  it('Shares move with their price; the total per Project stays 5', () => {
    const s = run(start(), { type: 'disrupt.shares-moved', project: 'cardflix', from: 'market', to: 'angel', count: 1, price: 6 });
    expect(s.shares.angel.cardflix).toBe(2);
    expect(s.millions.angel).toBe(14);
    const sold = run(s, { type: 'disrupt.shares-moved', project: 'miniatureprime', from: 'startupper', to: 'leader', count: 2, price: 9 });
    expect([sold.millions.startupper, sold.millions.leader]).toEqual([19, 16]);
    for (const p of PROJECTS) expect(total(sold, p)).toBe(5);
    expect(refusal(s, { type: 'disrupt.shares-moved', project: 'cardflix', from: 'market', to: 'bpo', count: 1, price: 1 })).toMatch(
      /has only 0/
    );
  });

  it('an auction: bids in turn, each higher; the winner pays the owner and takes the Share', () => {
    let s = run(
      start(),
      { type: 'disrupt.auction-opened', project: 'boardtube', owner: 'startupper' },
      { type: 'disrupt.auction-bid', role: 'leader', amount: 1 },
      { type: 'disrupt.auction-bid', role: 'startupper', amount: 2 }
    );
    expect(refusal(s, { type: 'disrupt.auction-bid', role: 'leader', amount: 2 })).toMatch(/higher/);
    expect(refusal(s, { type: 'disrupt.auction-bid', role: 'leader', amount: -3 })).toMatch(/negative/);
    s = run(
      s,
      { type: 'disrupt.auction-bid', role: 'leader', amount: 3 },
      { type: 'disrupt.auction-passed', role: 'startupper' },
      { type: 'disrupt.auction-closed' }
    );
    expect([s.millions.startupper, s.millions.leader, s.shares.leader.boardtube, s.shares.startupper.boardtube]).toEqual([13, 22, 1, 2]);
    // An owner who wins keeps the Share and pays the bank.
    s = run(
      s,
      { type: 'disrupt.auction-opened', project: 'dicecoin', owner: 'angel' },
      { type: 'disrupt.auction-bid', role: 'angel', amount: 6 },
      { type: 'disrupt.auction-closed' }
    );
    expect([s.millions.angel, s.shares.angel.dicecoin]).toEqual([14, 1]);
  });

  it('cubes: the last cube of a colour can never be removed during play', () => {
    let s = run(start(), { type: 'disrupt.cubes-changed', project: 'meeplebook', color: 'design', delta: 1 });
    s = run(s, { type: 'disrupt.cubes-changed', project: 'meeplebook', color: 'design', delta: -1 });
    expect(refusal(s, { type: 'disrupt.cubes-changed', project: 'meeplebook', color: 'design', delta: -1 })).toMatch(/last Design cube/);
    expect(refusal(s, { type: 'disrupt.cubes-changed', project: 'eturnium', color: 'design', delta: 1 })).toMatch(/not on a Pipeline/);
  });

  it('resources: spend any 3 to gain 1', () => {
    const s = run(
      start(),
      { type: 'disrupt.resources-changed', role: 'bpo', kind: 'like', delta: 2 },
      { type: 'disrupt.resources-exchanged', role: 'bpo', spend: { like: 3 }, gain: 'innovation' }
    );
    expect(s.resources.bpo).toEqual({ like: 0, experience: 1, innovation: 2 });
    expect(refusal(s, { type: 'disrupt.resources-exchanged', role: 'bpo', spend: { like: 1, experience: 1 }, gain: 'like' })).toMatch(
      /exactly 3/
    );
  });

  it('tracks: Market Size clamps, Social Hype moves a Project n steps', () => {
    let s = run(
      start(),
      { type: 'disrupt.market-size-changed', pipeline: 1, delta: 1 },
      { type: 'disrupt.market-size-changed', pipeline: 1, delta: 1 }
    );
    expect(refusal(s, { type: 'disrupt.market-size-changed', pipeline: 1, delta: 1 })).toMatch(/end of its track/);
    s = run(s, { type: 'disrupt.hype-moved', project: 'eturnium', steps: 3 });
    expect(s.socialHype).toEqual(['meeplebook', 'miniatureprime', 'eturnium', 'cardflix', 'boardtube', 'dicecoin']);
  });

  it('Secret Parameters are sealed: not in the event, the state or the history line', () => {
    const sealed = sealSecret({ plus: 'design', minus: 'marketing' });
    expect(sealed).not.toMatch(/design|marketing/i);
    expect(unsealSecret(sealed)).toEqual({ plus: 'design', minus: 'marketing' });
    expect(SECRET_TOKENS).toHaveLength(6);
    expect(new Set(SECRET_TOKENS.map(sealSecret)).size).toBe(6);
    const s = run(start(), { type: 'disrupt.project-placed', project: 'eturnium', sealed });
    expect(JSON.stringify(s)).not.toMatch(/"plus"|"minus"/);
    expect(describeDisrupt({ type: 'disrupt.project-placed', v: 1, project: 'eturnium', sealed }, start())).toBe(
      'The Startupper placed Eturnium with a Secret Parameters token'
    );
    expect(refusal(s, { type: 'disrupt.project-placed', project: 'boardtube', sealed })).toMatch(/already on another/);
    expect(refusal(start(), { type: 'disrupt.project-placed', project: 'cardflix', sealed })).toMatch(/Startupper places/);
  });

  it('one Project a Project phase (placements of version 2): a second in the same phase is refused, the next phase may place again; version 1 replays as before', () => {
    const token = (i: number) => sealSecret(SECRET_TOKENS[i]);
    const place = (project: string, i: number) => ({ type: 'disrupt.project-placed', v: 2, project, sealed: token(i) });
    // Setup's placement (round 1, Operations), then the Project phase of round 1: one more.
    let s = run(start(), place('eturnium', 0), { type: 'disrupt.phase-advanced' });
    expect([s.round, s.phase]).toEqual([1, 'project']);
    s = run(s, place('boardtube', 1));
    expect(refusal(s, place('miniatureprime', 2))).toBe(
      'The Startupper places one Project a Project phase: the next waits for the next Project phase.'
    );
    // A game logged before (version 1) placed any number, and replays so.
    expect(run(s, { ...place('miniatureprime', 2), v: 1 }).placed.miniatureprime).toBe(true);
    // The next round's Project phase may place the third.
    for (let i = 0; i < 3; i++) s = run(s, { type: 'disrupt.phase-advanced' });
    expect([s.round, s.phase]).toEqual([2, 'project']);
    expect(run(s, place('miniatureprime', 2)).placed.miniatureprime).toBe(true);
  });

  it('rounds 1–6 of three phases, then the final scoring is recorded with Bull & Bear and ends the game', () => {
    let s = start();
    for (let i = 0; i < 17; i++) s = run(s, { type: 'disrupt.phase-advanced' });
    expect([s.round, s.phase]).toEqual([6, 'event']);
    expect(refusal(s, { type: 'disrupt.phase-advanced' })).toMatch(/final scoring/);
    s = run(s, { type: 'disrupt.final-scored', bullBear: [-1, 0, 4] });
    expect(s.final?.result.winners).toBeDefined();
    expect(disrupt.isFinished(s)).toBe(true);
    expect(refusal(s, { type: 'disrupt.money-adjusted', role: 'bpo', amount: 1 })).toMatch(/game is over/);
  });

  it('solo dial: a tie is the player’s win', () => {
    const s = setup(four.slice(0, 1));
    expect(run(s, { type: 'disrupt.dial-turned', dial: 4, bid: 4 }).lastDial).toEqual({ dial: 4, bid: 4, winner: 'player' });
    expect(run(s, { type: 'disrupt.dial-turned', dial: 5, bid: 4 }).lastDial?.winner).toBe('opponent');
    expect(disrupt.kindOf({ type: 'disrupt.dial-turned', v: 1 })).toBe('chance');
  });
});
