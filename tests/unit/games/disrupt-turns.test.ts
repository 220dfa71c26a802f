// What a second play-tester's 4-player game asked for: whose turn it is (Workers in turn order,
// setup's last step, an auction's next bidder, nobody's in the Project and Event phases), the
// Workflow's payout per Share in one entry, Brand Equity moves past a full step, refusals that
// name the player, and entries that keep their meaning when an earlier one is taken back in
// History (with the entries stored before replaying as they did).
import { describe, expect, it } from 'vitest';
import { refusal, run } from '../../support/disrupt-events';
import { checkChange, EMPTY_CURSOR, fold, historyLines, initialSessionState } from '$lib/core/log';
import { isInvalid, type GameEvent, type LogEntry, type Player, type SessionConfig } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import { finalInput, operationsTurn, workflowPayout } from '$lib/games/disrupt/queries';
import { sealSecret } from '$lib/games/disrupt/secrets';
import { whoseTurn } from '$lib/games/disrupt/view';
import type { DisruptState } from '$lib/games/disrupt/state';
import { startingPlacesProblem } from '$lib/games/disrupt/brand-equity';
import { fullStepsPassed, movesUp, moveDown } from '$lib/games/disrupt/sheet-view';
import type { Role } from '$lib/games/disrupt/scoring';
import { scoreDisrupt } from '$lib/games/disrupt/final-scoring';

const four: Player[] = ['Ann', 'Bob', 'Cat', 'Dan'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const ALL: Role[] = ['startupper', 'bpo', 'angel', 'leader'];
const config = (players = four, roles: Role[] = ALL, inGame: Role[] = roles): SessionConfig => ({
  kind: 'disrupt',
  players,
  options: {
    roles,
    publicRow: ['cardflix', 'dicecoin', 'meeplebook'],
    brandEquity: inGame.map((role, i) => ({ role, step: 6 + Math.floor(i / 2) }))
  }
});
const setup = (c = config()) => disrupt.setup(c);
/** A sealed Secret Parameters token (its colours do not matter here). */
const sealedToken = () => sealSecret({ plus: 'design', minus: 'marketing' });
/** Setup's last step done: the Startupper's Eturnium on its Pipeline. */
const placed = (s: DisruptState) => run(s, { type: 'disrupt.project-placed', project: 'eturnium', sealed: sealedToken() });
/** Applies an event as the app does, with the players (their names in the refusals). */
const apply = (s: DisruptState, e: Record<string, unknown>, players = four) => disrupt.apply(s, { v: 1, ...e } as GameEvent, players);
const refusedWith = (s: DisruptState, e: Record<string, unknown>, players = four) => {
  const r = apply(s, e, players);
  if (!isInvalid(r)) throw new Error(`expected ${String(e.type)} to be refused`);
  return r.invalid;
};
const ended = (role: Role) => ({ type: 'disrupt.turn-ended', role });

describe('whose turn it is', () => {
  it('the Operations phase: one Worker a turn, in turn order from the first player, three each, then nobody’s', () => {
    let s = placed(setup());
    expect(whoseTurn(s)).toEqual({ role: 'startupper', doing: 'worker', worker: 1 });
    const order: Role[] = [];
    for (let i = 0; i < 12; i++) {
      const now = operationsTurn(s)!;
      order.push(now.role);
      s = run(s, ended(now.role));
    }
    expect(order).toEqual([...ALL, ...ALL, ...ALL]);
    expect(operationsTurn(s)).toBeNull();
    expect(whoseTurn(s)).toBeNull();
    expect(refusal(s, ended('startupper'))).toBe('Every player has placed their 3 Workers: go on to the Project phase.');
  });

  it('a turn ended for someone else is refused, naming both players; outside the Operations phase there are no turns', () => {
    const s = placed(setup());
    expect(refusedWith(s, ended('leader'))).toBe('It is Ann (Startupper)’s turn, not Dan (Market Leader)’s.');
    const project = run(s, { type: 'disrupt.phase-advanced' });
    expect(whoseTurn(project)).toBeNull();
    expect(refusal(project, ended('startupper'))).toMatch(/Operations phase/);
    expect(whoseTurn(run(project, { type: 'disrupt.phase-advanced' }))).toBeNull();
  });

  it('a Worker turn entered before the table played past it is refused where the merged log puts it (version 2)', () => {
    const end2 = (role: Role, round: number, turnsEnded: number) => ({ type: 'disrupt.turn-ended', v: 2, role, round, turnsEnded });
    const s = placed(setup());
    // Two phones: the first ends the Startupper's turn, the second (cut from the table) does too;
    // the merge keeps the first and puts the second in the BPO's turn.
    const merged = run(s, end2('startupper', 1, 0));
    expect(refusedWith(merged, end2('startupper', 1, 0))).toBe(
      'Entered during Ann (Startupper)’s Worker turn 1 of round 1; it is now Bob (BPO)’s, Worker turn 2 of round 1.'
    );
    // The Startupper's next turn (turn 5) is not ended by the entry of turn 1, nor is the next round's.
    const fifth = run(merged, end2('bpo', 1, 1), end2('angel', 1, 2), end2('leader', 1, 3));
    expect(operationsTurn(fifth)).toEqual({ role: 'startupper', worker: 2 });
    expect(refusedWith(fifth, end2('startupper', 1, 0))).toMatch(/^Entered during .* Worker turn 1 of round 1; it is now Ann/);
    const project = run(fifth, { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'project' });
    expect(refusedWith(project, end2('startupper', 1, 4))).toBe(
      'Entered during Ann (Startupper)’s Worker turn 5 of round 1; the game is in round 1’s Project phase.'
    );
    const round2 = run(
      project,
      ...[
        ['event', 1],
        ['operations', 2]
      ].map(([phase, round]) => ({ type: 'disrupt.phase-advanced', v: 2, round, phase }))
    );
    expect(refusedWith(round2, end2('startupper', 1, 0))).toMatch(/Worker turn 1 of round 1; it is now .*Worker turn 1 of round 2\.$/);
    expect(refusedWith(s, { type: 'disrupt.turn-ended', v: 2, role: 'startupper' })).toBe(
      'Say in which round and Worker turn this was entered.'
    );
    // In its own turn it still names whose turn ended; version 1 ends the named role's turn wherever it lands.
    expect(refusedWith(s, end2('leader', 1, 0))).toBe('It is Ann (Startupper)’s turn, not Dan (Market Leader)’s.');
    expect(operationsTurn(run(fifth, ended('startupper')))).toEqual({ role: 'bpo', worker: 2 });
  });

  it('a phase advance entered twice, or after the table went on, is refused where the merged log puts it', () => {
    const s = placed(setup());
    const toProject = { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'project' };
    const project = run(s, toProject);
    expect(refusedWith(project, toProject)).toBe("This goes on to round 1's Project phase, but the game is in round 1's Project phase.");
    const event = run(project, { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'event' });
    expect(refusedWith(event, toProject)).toBe("This goes on to round 1's Project phase, but the game is in round 1's Event phase.");
  });

  it('the next round starts again from its first player (claimed the round before), Worker 1', () => {
    let s = placed(setup());
    s = run(s, ended('startupper'), { type: 'disrupt.first-player-set', v: 2, role: 'angel' }, ended('bpo'));
    expect(operationsTurn(s)).toEqual({ role: 'angel', worker: 1 });
    for (let i = 0; i < 3; i++) s = run(s, { type: 'disrupt.phase-advanced' });
    expect(s.turnsEnded).toBeUndefined();
    expect(operationsTurn(s)).toEqual({ role: 'angel', worker: 1 });
    s = run(s, ended('angel'));
    expect(operationsTurn(s)).toEqual({ role: 'leader', worker: 1 });
  });

  it('setup’s last step is the Startupper’s; an auction’s next bidder has the turn while it runs', () => {
    const s = setup();
    expect(whoseTurn(s)).toEqual({ role: 'startupper', doing: 'setup' });
    const auction = run(
      placed(s),
      { type: 'disrupt.auction-opened', project: 'cardflix', owner: 'leader' },
      { type: 'disrupt.auction-bid', role: 'startupper', amount: 1 }
    );
    expect(whoseTurn(auction)).toEqual({ role: 'bpo', doing: 'bid' });
    expect(refusal(auction, ended('startupper'))).toBe('Finish the auction first.');
  });

  it('solo: only the Market Leader takes turns (the automated Startupper "never places Meeples"); 3 players: the three', () => {
    const leo = [four[3]];
    let solo = setup(config(leo, ['leader'], ['startupper', 'leader']));
    solo = run(solo, { type: 'disrupt.project-placed', project: 'eturnium', sealed: sealedToken(), random: true });
    for (let w = 1; w <= 3; w++) {
      expect(operationsTurn(solo)).toEqual({ role: 'leader', worker: w });
      solo = run(solo, ended('leader'));
    }
    expect(operationsTurn(solo)).toBeNull();
    const three = placed(setup(config(four.slice(0, 3), ['startupper', 'angel', 'leader'])));
    expect(run(three, ended('startupper'), ended('angel'), ended('leader'), ended('startupper')).turnsEnded).toBe(4);
  });

  it('a game that never ends a turn folds to the very state it did (no new field)', () => {
    const s = run(
      placed(setup()),
      { type: 'disrupt.phase-advanced' },
      { type: 'disrupt.phase-advanced' },
      { type: 'disrupt.phase-advanced' }
    );
    expect('turnsEnded' in s).toBe(false);
  });

  it('the step into a new round is told as the end of the round History lists it under', () => {
    const s = run(placed(setup()), { type: 'disrupt.phase-advanced' }, { type: 'disrupt.phase-advanced' });
    expect(s.phase).toBe('event');
    expect(disrupt.period(s, four)).toBe('Round 1 · Event phase');
    expect(disrupt.describe({ type: 'disrupt.phase-advanced', v: 1 }, s, four)).toBe('Round 1 ended; round 2 began');
    expect(disrupt.describe({ type: 'disrupt.phase-advanced', v: 1 }, placed(setup()), four)).toBe('Project phase');
  });

  it('History files an entry under the Worker turn it was made in: after Turn done, the next player’s; one that ends a turn, that turn', () => {
    const c = config();
    const at = 1_000;
    const like = (role: Role) => ({ type: 'disrupt.resources-changed', v: 1, role, kind: 'like', delta: 1 });
    // Ann's turn ended by Turn done, then Bob's entry (not following turns: Bob's turn goes on); then, following
    // turns, Bob's next entry stored with the end of his turn in one gesture; then Cat's Turn done.
    const events: GameEvent[] = [
      { type: 'disrupt.project-placed', v: 2, project: 'eturnium', sealed: sealedToken() },
      { ...ended('startupper'), v: 1 },
      like('bpo'),
      like('bpo'),
      { ...ended('bpo'), v: 1 },
      { ...ended('angel'), v: 1 },
      like('leader')
    ] as GameEvent[];
    const entries: LogEntry[] = events.map((event, i) => ({
      sessionId: 's',
      seq: i + 1,
      at: at + i,
      event,
      ...(i === 3 || i === 4 ? { gesture: 4 } : {})
    }));
    const lines = historyLines(disrupt, initialSessionState(disrupt, c, at), entries, four).reverse();
    expect(lines.map((l) => [l.text, l.period])).toEqual([
      ['Ann (Startupper) placed Eturnium with a Secret Parameters token', 'Round 1 · Operations phase'],
      ['Ann (Startupper) placed Worker 1 of 3; Bob (BPO)’s turn', 'Round 1 · Operations phase'],
      ['Bob (BPO) +1 Like', "Round 1 · Bob's turn (Worker 1 of 3)"],
      ['Bob (BPO) +1 Like', "Round 1 · Bob's turn (Worker 1 of 3)"],
      ['Bob (BPO) placed Worker 1 of 3; Cat (Angel Investor)’s turn', "Round 1 · Bob's turn (Worker 1 of 3)"],
      ['Cat (Angel Investor) placed Worker 1 of 3; Dan (Market Leader)’s turn', "Round 1 · Cat's turn (Worker 1 of 3)"],
      ['Dan (Market Leader) +1 Like', "Round 1 · Dan's turn (Worker 1 of 3)"]
    ]);
    // Only the headings changed: every entry applies, to the turns counted.
    const replay = fold(disrupt, { state: initialSessionState(disrupt, c, at), cursor: EMPTY_CURSOR }, entries, four);
    expect(replay.refused).toEqual([]);
    expect(replay.state.game.turnsEnded).toBe(3);
  });

  it('History heads the phases of a round, and a round whose Worker turns are not counted stays under its phase', () => {
    let s = placed(setup());
    expect(disrupt.period(s, four)).toBe('Round 1 · Operations phase');
    s = run(s, { type: 'disrupt.phase-advanced' });
    expect(disrupt.period(s, four)).toBe('Round 1 · Project phase');
    let counted = placed(setup());
    for (let i = 0; i < 12; i++) counted = run(counted, ended(operationsTurn(counted)!.role));
    expect(disrupt.period(counted, four)).toBe('Round 1 · Operations phase, every Worker placed');
  });

  it('a Social Hype move stopped by the top or bottom is told by the steps it really moved', () => {
    const s = setup();
    const third = s.socialHype[2];
    const name = disrupt.describe({ type: 'disrupt.hype-moved', v: 1, project: third, steps: 1 }, s, four).split(' up ')[0];
    expect(disrupt.describe({ type: 'disrupt.hype-moved', v: 1, project: third, steps: 2 }, s, four)).toBe(`${name} up 2 on Social Hype`);
    expect(disrupt.describe({ type: 'disrupt.hype-moved', v: 1, project: third, steps: 3 }, s, four)).toBe(
      `${name} up 2 on Social Hype (3 asked; it is at the top)`
    );
    expect(run(s, { type: 'disrupt.hype-moved', project: third, steps: 3 }).socialHype[0]).toBe(third);
    expect(disrupt.describe({ type: 'disrupt.hype-moved', v: 1, project: s.socialHype[0], steps: 1 }, s, four)).toMatch(
      / stays at the top of Social Hype$/
    );
    expect(disrupt.describe({ type: 'disrupt.hype-moved', v: 1, project: third, steps: -5 }, s, four)).toBe(
      `${name} down 3 on Social Hype (5 asked; it is at the bottom)`
    );
  });

  it('its history line names the Worker and who is next', () => {
    const s = placed(setup());
    expect(disrupt.describe({ type: 'disrupt.turn-ended', v: 1, role: 'startupper' }, s, four)).toBe(
      'Ann (Startupper) placed Worker 1 of 3; Bob (BPO)’s turn'
    );
    const last = { ...s, turnsEnded: 11 };
    expect(disrupt.describe({ type: 'disrupt.turn-ended', v: 1, role: 'leader' }, last, four)).toBe(
      'Dan (Market Leader) placed Worker 3 of 3; every Worker is placed'
    );
  });
});

describe('the Workflow pays every holder per Share, in one entry', () => {
  const sale = (s: DisruptState) =>
    run(s, { type: 'disrupt.market-set-up', role: 'startupper', row: [null, null, 'eturnium', null, null], atLocation: false });
  it('1M or 2M per Share owned (those up for sale count), −1M per Share; the amounts are in the entry', () => {
    const s = sale(placed(setup()));
    expect(workflowPayout(s, 'eturnium', 1)).toEqual({ startupper: 3, bpo: 1, angel: 1 });
    const paid = run(s, { type: 'disrupt.workflow-paid', project: 'eturnium', perShare: 2, paid: { startupper: 6, bpo: 2, angel: 2 } });
    expect([paid.millions.startupper, paid.millions.bpo, paid.millions.angel, paid.millions.leader]).toEqual([16, 17, 22, 25]);
    expect(
      disrupt.describe(
        { type: 'disrupt.workflow-paid', v: 1, project: 'eturnium', perShare: 2, paid: { startupper: 6, bpo: 2, angel: 2 } },
        s,
        four
      )
    ).toBe('Eturnium’s Workflow: +2M per Share: Ann (Startupper) +6M, Bob (BPO) +2M, Cat (Angel Investor) +2M');
    expect(refusal(s, { type: 'disrupt.workflow-paid', project: 'miniatureprime', perShare: 1, paid: {} })).toMatch(/not on a Pipeline/);
  });

  it('a loss below 0 is refused naming the player unless the table confirms the debt', () => {
    const poor = run(placed(setup()), { type: 'disrupt.money-adjusted', role: 'startupper', amount: -9 });
    const loss = { type: 'disrupt.workflow-paid', project: 'eturnium', perShare: -1, paid: { startupper: -3, bpo: -1, angel: -1 } };
    expect(refusedWith(poor, loss)).toBe(
      'Ann (Startupper) has only 1M: losing 3M would go below 0. Tick “Allow going below 0” only if the table agrees to a debt (the rulebook has none).'
    );
    expect(run(poor, { ...loss, debt: true }).millions.startupper).toBe(-2);
  });
});

describe('Brand Equity moves', () => {
  it('a full step is passed over, never landed on: 2 cards past it; the top step once taken is locked', () => {
    // Steps 6 and 7 hold two tokens (the Startupper with the BPO, the Angel Investor with the Market Leader); then the Startupper is
    // alone on 8.
    const steps = { startupper: 8, bpo: 7, angel: 7, leader: 9 } as const;
    expect(movesUp(steps, 'startupper').slice(0, 2)).toEqual([
      { step: 6, cards: 2 },
      { step: 5, cards: 3 }
    ]);
    expect(movesUp({ startupper: 2, bpo: 1, angel: 9, leader: 9 }, 'startupper')).toEqual([]);
    expect(moveDown({ startupper: 7, bpo: 8, angel: 8, leader: 9 }, 'startupper')).toBe(9);
    expect(moveDown({ startupper: 9, bpo: 8, angel: 8, leader: 9 }, 'startupper')).toBeNull();
  });

  it('says which full steps a move up passes over, as a player counts the cards: none for a free step passed', () => {
    const steps = { startupper: 8, bpo: 7, angel: 7, leader: 9 } as const;
    expect(fullStepsPassed(steps, 'startupper', 6)).toEqual([7]);
    expect(fullStepsPassed(steps, 'startupper', 5)).toEqual([7]);
    expect(fullStepsPassed({ startupper: 9, bpo: 8, angel: 8, leader: 4 }, 'startupper', 7)).toEqual([8]);
    expect(fullStepsPassed({ startupper: 9, bpo: 6, angel: 5, leader: 4 }, 'startupper', 7)).toEqual([]);
  });

  it('starting places on a full step say who starts there and what to do', () => {
    const name = (r: Role) =>
      ({ startupper: 'Ann (Startupper)', bpo: 'Bob (BPO)', angel: 'Cat (Angel Investor)', leader: 'Dan (Market Leader)' })[r];
    expect(
      startingPlacesProblem(
        [
          { role: 'startupper', step: 3 },
          { role: 'bpo', step: 3 },
          { role: 'angel', step: 6 },
          { role: 'leader', step: 6 }
        ],
        ALL,
        name
      )
    ).toBe(
      'Step 3 of Brand Equity holds one token, but Ann (Startupper) and Bob (BPO) both start there: move one of them to another step.'
    );
    expect(
      startingPlacesProblem(
        [
          { role: 'startupper', step: 6 },
          { role: 'bpo', step: 6 },
          { role: 'angel', step: 6 },
          { role: 'leader', step: 7 }
        ],
        ALL
      )
    ).toBe(
      'Step 6 of Brand Equity holds two tokens, but the Startupper, the BPO and the Angel Investor all start there: move one of them to another step.'
    );
  });
});

describe('refusals name the player', () => {
  it('a Market buy one cannot pay: “Ann (Startupper) has only 3M”, and what to do', () => {
    const s = run(placed(setup()), { type: 'disrupt.money-adjusted', role: 'startupper', amount: -7 });
    expect(refusedWith(s, { type: 'disrupt.market-bought', buyer: 'startupper', row: 'public', column: 2, atLocation: true })).toBe(
      'Ann (Startupper) has only 3M: buying it for 6M would go below 0. Tick “Allow going below 0” only if the table agrees to a debt (the rulebook has none).'
    );
    expect(refusedWith(s, { type: 'disrupt.resources-changed', role: 'bpo', kind: 'like', delta: -2 })).toBe('Bob (BPO) has only 1 Like.');
  });
});

describe('the final scoring says where a Market Size cube stopped', () => {
  it('Bull & Bear +2 from +1 per 3 stops at the top; −1 from no change says so too', () => {
    let s = placed(setup());
    for (let i = 0; i < 2; i++) s = run(s, { type: 'disrupt.market-size-changed', pipeline: 0, delta: 1 });
    const steps = scoreDisrupt(finalInput(s, [2, -1, 0])).steps;
    expect(steps).toContain(
      'Market Size of Meeplebook vs MiniaturePrime: +1 per 3 (+1 per 3, Bull & Bear +2: the cube stopped at the top of the track) → Meeplebook 9, MiniaturePrime 4.'
    );
    expect(steps.find((t) => t.startsWith('Market Size of Cardflix'))).toMatch(
      /^Market Size of Cardflix vs BoardTube: −1 per 4 \(no change, Bull & Bear −1\) → /
    );
    expect(steps.find((t) => t.startsWith('Market Size of Dicecoin'))).toMatch(/^Market Size of Dicecoin vs Eturnium: no change → /);
  });
});

describe('an entry keeps its meaning when an earlier one is taken back', () => {
  const base = initialSessionState(disrupt, config(), 0);
  const log = (...events: Record<string, unknown>[]): LogEntry[] =>
    events.map((e, i) => ({ sessionId: 's', seq: i + 1, at: i + 1, event: { v: 1, ...e } as GameEvent }));
  const takeBack = (entries: LogEntry[], seq: number) =>
    checkChange(
      disrupt,
      base,
      entries,
      { sessionId: 's', seq: entries.length + 1, at: entries.length + 1, event: { type: 'history.undone', v: 1, targets: [seq] } },
      four
    );
  const folded = (entries: LogEntry[]) => {
    const f = fold(disrupt, { state: base, cursor: EMPTY_CURSOR }, entries, four);
    expect(f.refused).toEqual([]);
    return f.state.game;
  };
  const place = { type: 'disrupt.project-placed', project: 'eturnium', sealed: sealedToken() };
  const refuse = (entries: LogEntry[], seq: number, text: string) => {
    const check = takeBack(entries, seq);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.broken.text).toBe(text);
  };

  it('a buy names its Share: a refill taken back no longer slides another Share into its place', () => {
    // The Public row [·, Cardflix, Dicecoin, Meeplebook, ·]. The public buys the Startupper's Eturnium
    // ([Eturnium, Cardflix, Dicecoin, Meeplebook, ·]), then the BPO's BoardTube: the row slides right.
    const sell = [
      { type: 'disrupt.market-set-up', role: 'startupper', row: ['eturnium', null, null, null, null], atLocation: false },
      { type: 'disrupt.market-set-up', role: 'bpo', row: ['boardtube', null, null, null, null], atLocation: false },
      { type: 'disrupt.public-bought', row: 'startupper', column: 0, price: 8, project: null, share: 'eturnium' },
      { type: 'disrupt.public-bought', row: 'bpo', column: 0, price: 8, project: null, share: 'boardtube' }
    ];
    // [BoardTube, Eturnium, Cardflix, Dicecoin, Meeplebook]: Dan buys the Cardflix at 6M.
    const buy = { type: 'disrupt.market-bought', buyer: 'leader', row: 'public', column: 2, atLocation: false, share: 'cardflix' };
    const entries = log(place, ...sell, buy);
    expect(folded(entries).shares.leader.cardflix).toBe(3);
    // Without the BoardTube's public buy the 6M place holds the Dicecoin: the take-back is refused, naming the buy.
    refuse(entries, 5, 'Dan (Market Leader) bought a Cardflix Share from the Public row for 6M');
    // Stored before the field: the buy takes what is at its place, as it always did (here the Dicecoin).
    const old = log(place, ...sell, { ...buy, share: undefined });
    expect(takeBack(old, 5).ok).toBe(true);
  });

  it('a public buy names its Share: an earlier Set up for sale taken back is refused', () => {
    const entries = log(
      place,
      { type: 'disrupt.market-set-up', role: 'bpo', row: [null, null, null, null, 'cardflix'], atLocation: false },
      { type: 'disrupt.market-set-up', role: 'bpo', row: [null, null, null, null, 'dicecoin'], atLocation: false },
      { type: 'disrupt.public-bought', row: 'bpo', column: 4, price: 4, project: null, share: 'dicecoin' }
    );
    expect(folded(entries).board!.public![0]).toBe('dicecoin');
    refuse(entries, 3, 'The public bought a Dicecoin Share of Bob (BPO) for 4M (Event: 4M); it goes to the Public row at 8M');
  });

  it('a refill lists its Shares: a Social Hype move taken back no longer changes which come in', () => {
    // Two players: two Shares of each Project beside the board. The public buys one Share: one place is empty.
    const two = initialSessionState(disrupt, config(four.slice(0, 2), ['startupper', 'leader']), 0);
    const entries = log(
      place,
      { type: 'disrupt.market-set-up', role: 'leader', row: [null, null, null, null, 'cardflix'], atLocation: false },
      { type: 'disrupt.public-bought', row: 'leader', column: 4, price: 4, project: null, share: 'cardflix' },
      { type: 'disrupt.hype-moved', project: 'eturnium', steps: 5 },
      { type: 'disrupt.public-refilled', shares: ['eturnium'] }
    );
    const check = checkChange(
      disrupt,
      two,
      entries,
      { sessionId: 's', seq: 6, at: 6, event: { type: 'history.undone', v: 1, targets: [4] } },
      four
    );
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.broken.reason).toBe('The refill now takes Meeplebook (highest on Social Hype first), not Eturnium.');
  });

  it('a sale at auction names the winner and the price: an earlier bid taken back is refused; old sales replay as they did', () => {
    const bids = [
      place,
      { type: 'disrupt.auction-opened', project: 'boardtube', owner: 'startupper' },
      { type: 'disrupt.auction-bid', role: 'leader', amount: 1 },
      { type: 'disrupt.auction-bid', role: 'startupper', amount: 2 },
      { type: 'disrupt.auction-bid', role: 'leader', amount: 3 },
      { type: 'disrupt.auction-passed', role: 'startupper' }
    ];
    const entries = log(...bids, { type: 'disrupt.auction-closed', v: 2, winner: 'leader', amount: 3 });
    expect(folded(entries).millions.leader).toBe(22);
    refuse(entries, 5, 'Dan (Market Leader) won the auction for 3M: a BoardTube Share, paid to Ann (Startupper)');
    const old = log(...bids, { type: 'disrupt.auction-closed' });
    expect(folded(old).millions.leader).toBe(22);
    expect(takeBack(old, 5).ok).toBe(true);
  });

  it('a phase names where it goes: an earlier phase taken back is refused; version 1 goes on one phase, as it did', () => {
    const entries = log(
      place,
      { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'project' },
      { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'event' }
    );
    expect(folded(entries).phase).toBe('event');
    refuse(entries, 2, 'Event phase');
    const old = log(place, { type: 'disrupt.phase-advanced' }, { type: 'disrupt.phase-advanced' });
    expect(folded(old).phase).toBe('event');
    expect(takeBack(old, 2).ok).toBe(true);
  });

  it('a turn names whose it was, and a payout its amounts', () => {
    const turns = log(place, ended('startupper'), ended('bpo'));
    refuse(turns, 2, 'Bob (BPO) placed Worker 1 of 3; Cat (Angel Investor)’s turn');
    const payout = log(
      place,
      { type: 'disrupt.shares-moved', project: 'eturnium', from: 'startupper', to: 'leader', count: 1, price: 0 },
      { type: 'disrupt.workflow-paid', project: 'eturnium', perShare: 1, paid: { startupper: 2, bpo: 1, angel: 1, leader: 1 } }
    );
    expect(folded(payout).millions.leader).toBe(26);
    refuse(
      payout,
      2,
      'Eturnium’s Workflow: +1M per Share: Ann (Startupper) +2M, Bob (BPO) +1M, Cat (Angel Investor) +1M, Dan (Market Leader) +1M'
    );
  });
});
