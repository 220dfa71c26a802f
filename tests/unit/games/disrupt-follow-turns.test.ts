// A table that follows each Worker turn: an entry by the player whose Worker turn it is ends that
// turn in the same gesture, entries for anyone else leave it, and the moment's order shows the
// Workers each player has left.
import { describe, expect, it } from 'vitest';
import { run } from '../../support/disrupt-events';
import { checkChange, initialSessionState } from '$lib/core/log';
import { isInvalid, type GameEvent, type LogEntry, type Player, type SessionConfig } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import {
  auctionBid,
  auctionClosed,
  auctionOpened,
  cubesChanged,
  hypeMoved,
  marketSizeChanged,
  moneyAdjusted,
  moneyPaid,
  resourcesChanged,
  resourcesExchanged,
  turnEnded
} from '$lib/games/disrupt/events';
import { operationsTurn } from '$lib/games/disrupt/queries';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import { boardEntryTurn, ownEntryTurn, partOfAfter, soloRoundStart, withWorkerTurn, type Carry } from '$lib/games/disrupt/sheet-view';
import type { Role } from '$lib/games/disrupt/scoring';
import { nextBidder, workersLeft } from '$lib/games/disrupt/view';

const three: Player[] = ['Ann', 'Bob', 'Dan'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const config: SessionConfig = { kind: 'disrupt', players: three, options: { roles: ['startupper', 'bpo', 'leader'] } };
/** The reason `event` is refused in `state`, or null when it is accepted. */
const refusal = (state: DisruptState, event: GameEvent): string | null => {
  const next = disrupt.apply(state, event, three);
  return isInvalid(next) ? next.invalid : null;
};
const placed = (): DisruptState =>
  run(disrupt.setup(config), {
    type: 'disrupt.project-placed',
    v: 3,
    project: 'eturnium',
    sealed: sealSecret({ plus: 'design', minus: 'marketing' })
  });

describe('following each Worker turn', () => {
  it('ends the turn of the player whose entry it is, after the entry, in one gesture', () => {
    const s = placed();
    const like = resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 });
    expect(withWorkerTurn(s, [like])).toEqual([like, turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })]);
    const after = run(s, ...withWorkerTurn(s, [like]));
    expect(operationsTurn(after)).toEqual({ role: 'bpo', worker: 1 });
    // A payment is the payer's entry.
    const pay = moneyPaid({ from: 'bpo', to: 'leader', amount: 2 });
    expect(withWorkerTurn(after, [pay])).toEqual([pay, turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })]);
  });

  it('leaves the turn for an entry by someone else, "spend 3 to gain 1", and outside the Operations phase', () => {
    const s = run(
      placed(),
      resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 }),
      turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })
    );
    // The Startupper doing their Worker's lower slots, after their turn passed to the BPO.
    for (const e of [
      moneyAdjusted({ role: 'startupper', amount: 1 }),
      resourcesExchanged({ role: 'bpo', spend: { like: 1, experience: 1, innovation: 1 }, gain: 'like' })
    ])
      expect(withWorkerTurn(s, [e])).toEqual([e]);
    const project = run(s, { type: 'disrupt.phase-advanced', v: 2, round: 1, phase: 'project' });
    const money = moneyAdjusted({ role: 'bpo', amount: 1 });
    expect(withWorkerTurn(project, [money])).toEqual([money]);
    const cube = cubesChanged({ project: 'eturnium', color: 'design', delta: 1 });
    expect(withWorkerTurn(project, [cube])).toEqual([cube]);
    // A gesture that already ends a turn is left as it is.
    expect(withWorkerTurn(s, [money, turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })])).toHaveLength(2);
  });

  it('ends the turn with a board entry naming no player (cubes, Social Hype, Market Size), unless the last action goes on', () => {
    const s = run(
      placed(),
      resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 }),
      turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })
    );
    for (const e of [
      cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }),
      hypeMoved({ project: 'eturnium', steps: 3 }),
      marketSizeChanged({ pipeline: 1, delta: 1 })
    ]) {
      expect(withWorkerTurn(s, [e])).toEqual([e, turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })]);
      // While the Startupper's action goes on (their card's cube), it is theirs and leaves the BPO's turn.
      // Stored with whose action it is, so History files it under that turn.
      expect(withWorkerTurn(s, [e], 'startupper')).toEqual([{ ...e, partOf: 'startupper' }]);
      // Beside an entry for someone else (the Startupper's lower slot), it is theirs.
      const theirs = moneyAdjusted({ role: 'startupper', amount: 1 });
      expect(withWorkerTurn(s, [theirs, e])).toEqual([theirs, e]);
    }
    const after = run(s, ...withWorkerTurn(s, [hypeMoved({ project: 'eturnium', steps: 1 })]));
    expect(operationsTurn(after)).toEqual({ role: 'leader', worker: 1 });
  });

  /**
   * A table following turns, as the screens do it: each gesture goes through withWorkerTurn with
   * whose action goes on, and partOfAfter says whose it is after the gesture is stored.
   */
  function table(start: DisruptState) {
    let state = start;
    let partOf: Role | Carry | null = null;
    return {
      enter(...events: GameEvent[]) {
        const gesture = withWorkerTurn(state, events, partOf);
        state = run(state, ...gesture);
        partOf = partOfAfter(gesture, partOf);
        return gesture.some((e) => e.type === 'disrupt.turn-ended');
      },
      say(role: Role | null) {
        partOf = role;
      },
      get state() {
        return state;
      },
      get line() {
        return boardEntryTurn(state, partOf);
      }
    };
  }

  it("after a player's own entry ended their turn, a board entry ends the next Worker's (trap b); one tap keeps it in the last action, stored", () => {
    // The Startupper's Worker gains a Like (in their sheet, which ends their turn). A board entry
    // next is the BPO's Worker action unless the table says otherwise on the sheet's line.
    const t = table(placed());
    expect(t.line).toMatchObject({ kind: 'ends', role: 'startupper', worker: 1, previous: null });
    expect(t.enter(resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 }))).toBe(true);
    expect(t.line).toMatchObject({ kind: 'ends', role: 'bpo', previous: 'startupper' });
    // A lower slot's cubes: one tap says they are the Startupper's, and they are stored so.
    t.say('startupper');
    expect(t.line).toMatchObject({ kind: 'part-of', role: 'bpo', previous: 'startupper' });
    const cube = cubesChanged({ project: 'eturnium', color: 'marketing', delta: 1 });
    expect(withWorkerTurn(t.state, [cube], 'startupper')).toEqual([{ ...cube, partOf: 'startupper' }]);
    expect(t.enter(cube)).toBe(false);
    expect(t.enter(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }))).toBe(false);
    expect(operationsTurn(t.state)).toEqual({ role: 'bpo', worker: 1 });
    // The BPO's own entry ends the BPO's turn, as before.
    expect(t.enter(resourcesChanged({ role: 'bpo', kind: 'like', delta: 1 }))).toBe(true);
    expect(operationsTurn(t.state)).toEqual({ role: 'leader', worker: 1 });
    // The Market Leader's Worker on Social Hype, with nothing said: it ends the Market Leader's turn, not kept in the BPO's.
    expect(t.line).toMatchObject({ kind: 'ends', role: 'leader' });
    expect(t.enter(hypeMoved({ project: 'eturnium', steps: 3 }))).toBe(true);
    expect(operationsTurn(t.state)).toEqual({ role: 'startupper', worker: 2 });
  });

  it("a card paid for in the player's sheet, then its cubes on the Projects sheet: the same action, not the next Worker's turn", () => {
    // Seen at the 3-player play-test: Ann paid 3M for a card (ending her turn), then added its cube; the cube ended Bob's turn.
    const t = table(placed());
    expect(t.enter(moneyAdjusted({ role: 'startupper', amount: -3 }))).toBe(true);
    expect(t.line).toMatchObject({ kind: 'part-of', role: 'bpo', previous: 'startupper', keeps: 'cubes' });
    const cube = cubesChanged({ project: 'eturnium', color: 'marketing', delta: 1 });
    expect(
      withWorkerTurn(t.state, [cube], partOfAfter(withWorkerTurn(placed(), [moneyAdjusted({ role: 'startupper', amount: -3 })]), null))
    ).toEqual([{ ...cube, partOf: 'startupper' }]);
    expect(t.enter(cube)).toBe(false);
    expect(operationsTurn(t.state)).toEqual({ role: 'bpo', worker: 1 });
    // Paying a card's owner is paying for a card too.
    const u = table(placed());
    expect(u.enter(moneyPaid({ from: 'startupper', to: 'leader', amount: 2 }))).toBe(true);
    expect(u.enter(cube)).toBe(false);
    // A Set Up for Sale or a gain is no card's cost: the next board entry is the next Worker's, as trap b.
    expect(partOfAfter(withWorkerTurn(placed(), [moneyAdjusted({ role: 'startupper', amount: 1 })]), null)).toBeNull();
  });

  it('an open sheet keeps a card’s cubes in the last action, not the next Worker’s Social Hype or Market Size, and its line says so', () => {
    // Seen at the table: Bob's cube ended his turn; with the Projects sheet left open, Dan's Market Size step was filed under Bob.
    const t = table(placed());
    expect(t.enter(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }))).toBe(true);
    expect(t.line).toMatchObject({ kind: 'part-of', keeps: 'cubes' });
    const size = marketSizeChanged({ pipeline: 2, delta: 1 });
    expect(withWorkerTurn(t.state, [size], { role: 'startupper', keeps: 'cubes' })).toEqual([
      size,
      turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })
    ]);
    expect(t.enter(hypeMoved({ project: 'eturnium', steps: 3 }))).toBe(true);
    expect(operationsTurn(t.state)).toEqual({ role: 'leader', worker: 1 });
    // Said with the line's one tap ("Part of Ann's action"), every board entry is kept.
    expect(withWorkerTurn(t.state, [size], 'bpo')).toEqual([{ ...size, partOf: 'bpo' }]);
  });

  it('a second Share bought in one Buy placement is that action’s, 3 players and solo; a buy after the placement is not', () => {
    const buy = (buyer: 'bpo' | 'leader', column: number) =>
      ({
        type: 'disrupt.market-bought',
        v: 1,
        buyer,
        row: 'public',
        column,
        atLocation: true
      }) as GameEvent;
    const publicRow = ['cardflix', 'dicecoin', 'meeplebook'];
    const market = run(disrupt.setup({ ...config, options: { ...config.options, publicRow } }), {
      type: 'disrupt.project-placed',
      v: 3,
      project: 'eturnium',
      sealed: sealSecret({ plus: 'design', minus: 'marketing' })
    });
    const t = table(run(market, turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })));
    expect(t.enter(buy('bpo', 1))).toBe(true);
    expect(t.line).toMatchObject({ kind: 'ends', role: 'leader', previous: 'bpo', keeps: 'buys' });
    const second = withWorkerTurn(t.state, [buy('bpo', 2)], { role: 'bpo', keeps: 'buys' });
    expect(second).toEqual([{ ...buy('bpo', 2), partOf: 'bpo' }]);
    expect(refusal(t.state, second[0])).toBeNull();
    expect(disrupt.period(t.state, three, second[0])).toBe("Round 1 · Bob's turn (Worker 1 of 3)");
    expect(t.enter(buy('bpo', 2))).toBe(false);
    expect(operationsTurn(t.state)).toEqual({ role: 'leader', worker: 1 });
    // Dan's own buy ends Dan's turn; Bob's buy with nothing kept (the Market sheet closed) stands in Dan's turn.
    expect(withWorkerTurn(t.state, [buy('leader', 3)], { role: 'bpo', keeps: 'buys' })).toHaveLength(2);
    expect(withWorkerTurn(t.state, [buy('bpo', 3)])).toEqual([buy('bpo', 3)]);
    // A buy kept in another player's action is refused.
    expect(refusal(t.state, { ...buy('leader', 3), partOf: 'bpo' })).toMatch(/^Only a cube/);

    // Solo: the first buy ends Worker 1; the second in the same placement is Worker 1's, not Worker 2's end.
    const solo = disrupt.setup({ kind: 'disrupt', players: three.slice(0, 1), options: { publicRow } });
    const first = withWorkerTurn(solo, [buy('leader', 1)], null, null, false);
    expect(first).toHaveLength(2);
    const s1 = run(solo, ...first);
    const carry = partOfAfter(first, null);
    expect(carry).toEqual({ role: 'leader', keeps: 'buys' });
    const again = withWorkerTurn(s1, [buy('leader', 2)], carry);
    expect(again).toEqual([{ ...buy('leader', 2), partOf: 'leader' }]);
    expect(operationsTurn(run(s1, ...again))).toEqual({ role: 'leader', worker: 2 });
    expect(disrupt.period(s1, three, again[0])).toBe("Round 1 · Ann's turn (Worker 1 of 3)");
  });

  it("a card's second cube after the first ended the turn stays in that action (trap a): never the next Worker's turn", () => {
    const t = table(placed());
    expect(t.enter(hypeMoved({ project: 'eturnium', steps: 3 }))).toBe(true);
    // Still in the sheet: the next board entry is part of the Startupper's action, and the line says so.
    expect(t.line).toMatchObject({ kind: 'part-of', role: 'bpo', worker: 1, previous: 'startupper' });
    expect(t.enter(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }))).toBe(false);
    expect(t.enter(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }))).toBe(false);
    expect(operationsTurn(t.state)).toEqual({ role: 'bpo', worker: 1 });
    // The sheet closed (or the line's "BPO's turn" tapped): the next board entry is the BPO's Worker action.
    t.say(null);
    expect(t.enter(hypeMoved({ project: 'eturnium', steps: -2 }))).toBe(true);
    expect(operationsTurn(t.state)).toEqual({ role: 'leader', worker: 1 });
  });

  it('files a board entry kept in the last Worker turn’s action under that turn; one naming another player counts, filed where it stands', () => {
    const s = run(
      placed(),
      resourcesChanged({ role: 'startupper', kind: 'like', delta: 1 }),
      turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })
    );
    const cube = cubesChanged({ project: 'eturnium', color: 'design', delta: 1 });
    // A merged live log may put another turn's end before a kept entry: its cube still counts.
    expect(refusal(s, { ...cube, partOf: 'bpo' })).toBeNull();
    expect(refusal(placed(), { ...cube, partOf: 'startupper' })).toBeNull();
    // An entry of a player's own is kept only in that player's action; one that names no player never.
    expect(refusal(s, { ...resourcesChanged({ role: 'bpo', kind: 'like', delta: 1 }), partOf: 'startupper' })).toMatch(/^Only a cube/);
    expect(
      refusal(s, { ...resourcesExchanged({ role: 'startupper', spend: { like: 3 }, gain: 'experience' }), partOf: 'startupper' })
    ).toMatch(/^Only a cube/);
    expect(refusal(s, { ...moneyAdjusted({ role: 'startupper', amount: -2 }), partOf: 'startupper' })).toBeNull();
    expect(refusal(s, { ...cube, partOf: 'nobody' as never })).toBe('Say whose action the entry is part of.');
    expect(refusal(s, { ...cube, partOf: 'startupper' })).toBeNull();
    // History: the kept cube under the Startupper's turn, its line saying so; an entry without the field under the BPO's.
    const players = three;
    expect(disrupt.period(s, players, { ...cube, partOf: 'startupper' })).toBe("Round 1 · Ann's turn (Worker 1 of 3)");
    expect(disrupt.period(s, players, cube)).toBe("Round 1 · Bob's turn (Worker 1 of 3)");
    expect(disrupt.period(s, players)).toBe("Round 1 · Bob's turn (Worker 1 of 3)");
    expect(disrupt.describe({ ...cube, partOf: 'startupper' }, s, players)).toBe(
      'Eturnium +1 Design cube (part of Ann (Startupper)’s action)'
    );
    expect(disrupt.period(s, players, { ...cube, partOf: 'bpo' })).toBe("Round 1 · Bob's turn (Worker 1 of 3)");
    expect(disrupt.describe({ ...cube, partOf: 'bpo' }, s, players)).toBe('Eturnium +1 Design cube');
  });

  it("after a board entry ended a player's turn, their own sheet keeps their entry in that action by default (the card paid for), stored", () => {
    // Seen at the table: Ann's Worker played a card; its cube ended her turn, then she paid for the card in her own sheet.
    const t = table(placed());
    expect(t.enter(cubesChanged({ project: 'eturnium', color: 'design', delta: 1 }))).toBe(true);
    const s = t.state;
    // Her sheet: part of her action unless the table says otherwise; nobody else's sheet says anything.
    expect(ownEntryTurn(s, 'startupper', null)).toEqual({ kind: 'part-of', worker: 1, now: 'bpo', nowWorker: 1 });
    expect(ownEntryTurn(s, 'startupper', false)).toMatchObject({ kind: 'in-turn', now: 'bpo' });
    expect(ownEntryTurn(s, 'bpo', null)).toBeNull();
    expect(ownEntryTurn(s, 'leader', null)).toBeNull();
    expect(ownEntryTurn(placed(), 'startupper', null)).toBeNull();
    // Kept in her action: stored so, the BPO's turn left to come; History files the payment under Ann's turn.
    const pay = moneyAdjusted({ role: 'startupper', amount: -3 });
    const gesture = withWorkerTurn(s, [pay], null, 'startupper');
    expect(gesture).toEqual([{ ...pay, partOf: 'startupper' }]);
    const after = run(s, ...gesture);
    expect(operationsTurn(after)).toEqual({ role: 'bpo', worker: 1 });
    expect(after.millions.startupper).toBe(7);
    expect(disrupt.period(s, three, gesture[0])).toBe("Round 1 · Ann's turn (Worker 1 of 3)");
    expect(disrupt.describe(gesture[0], s, three)).toBe('Ann (Startupper) paid the bank 3M (part of Ann (Startupper)’s action)');
    // Paying another player is hers too; "spend 3 to gain 1" is "at any time", never kept.
    const paid = moneyPaid({ from: 'startupper', to: 'leader', amount: 1 });
    const exchange = resourcesExchanged({ role: 'startupper', spend: { like: 1, experience: 1, innovation: 1 }, gain: 'like' });
    expect(withWorkerTurn(s, [paid, exchange], null, 'startupper')).toEqual([{ ...paid, partOf: 'startupper' }, exchange]);
    // Said to be of the turn under way (a card's owner paid during the BPO's action): as before, under the BPO's turn.
    expect(withWorkerTurn(s, [pay], null, null)).toEqual([pay]);
    expect(disrupt.period(s, three, pay)).toBe("Round 1 · Bob's turn (Worker 1 of 3)");
    // The sheet of a player whose turn did not end last keeps nothing.
    const bob = resourcesChanged({ role: 'bpo', kind: 'like', delta: 1 });
    expect(withWorkerTurn(s, [bob], null, 'startupper')).toEqual([bob, turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })]);
    // Once the BPO's turn ended too, Ann's sheet says nothing, and her entry stands in the turn under way.
    const later = run(after, ...withWorkerTurn(after, [bob]));
    expect(ownEntryTurn(later, 'startupper', null)).toBeNull();
    expect(withWorkerTurn(later, [pay], null, 'startupper')).toEqual([pay]);
  });

  it('solo keeps no entry of the player’s own in the last action: the turn that ended and the one under way are theirs', () => {
    const solo = disrupt.setup({ kind: 'disrupt', players: three.slice(0, 1), options: {} });
    const s = run(solo, turnEnded({ role: 'leader', round: 1, turnsEnded: 0 }));
    expect(operationsTurn(s)).toEqual({ role: 'leader', worker: 2 });
    expect(ownEntryTurn(s, 'leader', null)).toBeNull();
    const pay = moneyAdjusted({ role: 'leader', amount: -2 });
    expect(withWorkerTurn(s, [pay], null, 'leader')).toEqual([pay, turnEnded({ role: 'leader', round: 1, turnsEnded: 1 })]);
  });

  it('solo, at the round start, takes a board entry as the opponent’s card until the table says Worker 1 began', () => {
    const solo = disrupt.setup({ kind: 'disrupt', players: three.slice(0, 1), options: {} });
    expect(soloRoundStart(solo)).toBe(true);
    const cube = cubesChanged({ project: 'miniatureprime', color: 'development', delta: 1 });
    // The opponent's card: a board entry ends no Worker turn, and the sheets' line says so.
    expect(withWorkerTurn(solo, [cube], null, null, true)).toEqual([cube]);
    expect(boardEntryTurn(solo, null, true)).toMatchObject({ kind: 'opponent-card', role: 'leader', worker: 1 });
    // The player's own entry is theirs all the same: it ends Worker 1.
    const pay = moneyAdjusted({ role: 'leader', amount: -2 });
    expect(withWorkerTurn(solo, [pay], null, null, true)).toEqual([pay, turnEnded({ role: 'leader', round: 1, turnsEnded: 0 })]);
    // Once the table says Worker 1 began, a board entry ends it.
    expect(withWorkerTurn(solo, [cube])).toEqual([cube, turnEnded({ role: 'leader', round: 1, turnsEnded: 0 })]);
    expect(boardEntryTurn(solo, null, false)).toMatchObject({ kind: 'ends' });
    // After the first Worker, and in a game with more players, there is no round start of the kind.
    const second = run(solo, turnEnded({ role: 'leader', round: 1, turnsEnded: 0 }));
    expect(soloRoundStart(second)).toBe(false);
    expect(boardEntryTurn(second, null, true)).toMatchObject({ kind: 'ends', worker: 2 });
    expect(soloRoundStart(placed())).toBe(false);
  });

  it('counts the Workers each player has left, in turn order, from the three each was given', () => {
    const s = placed();
    expect(workersLeft(s)).toEqual([
      { role: 'startupper', left: 3 },
      { role: 'bpo', left: 3 },
      { role: 'leader', left: 3 }
    ]);
    const four = run(
      s,
      ...(['startupper', 'bpo', 'leader', 'startupper'] as const).map((role, i) => turnEnded({ role, round: 1, turnsEnded: i }))
    );
    expect(workersLeft(four).map((w) => w.left)).toEqual([1, 2, 2]);
  });
});

describe('an auction from a card', () => {
  const owned = (): DisruptState => {
    const s = placed();
    return { ...s, shares: { ...s.shares, leader: { ...s.shares.leader, cardflix: 1 } } };
  };

  it('suggests the first bid to the player after the one who played the card, in turn order', () => {
    const s = run(owned(), auctionOpened({ project: 'cardflix', owner: 'leader', by: 'bpo' }));
    expect(nextBidder(s)).toBe('leader');
    expect(nextBidder(run(s, auctionBid({ role: 'leader', amount: 1 })))).toBe('startupper');
    // An auction opened before the card's player was asked: from the first player, as it was.
    const old = run(owned(), { type: 'disrupt.auction-opened', v: 1, project: 'cardflix', owner: 'leader' });
    expect(nextBidder(old)).toBe('startupper');
  });

  it('following turns, the sale ends the turn of the card’s player (not another’s), as a cube does', () => {
    const s = run(
      owned(),
      auctionOpened({ project: 'cardflix', owner: 'leader', by: 'startupper' }),
      auctionBid({ role: 'bpo', amount: 2 })
    );
    const sale = auctionClosed({ winner: 'bpo', amount: 2 });
    expect(withWorkerTurn(s, [sale])).toEqual([sale, turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })]);
    // The card's player already ended their turn with an entry of their own: the sale is still their action.
    expect(withWorkerTurn(s, [sale], 'leader')).toEqual([sale]);
    const other = run(
      owned(),
      auctionOpened({ project: 'cardflix', owner: 'leader', by: 'bpo' }),
      auctionBid({ role: 'leader', amount: 2 })
    );
    expect(withWorkerTurn(other, [auctionClosed({ winner: 'leader', amount: 2 })])).toHaveLength(1);
    // A bid leaves the turn alone.
    expect(withWorkerTurn(s, [auctionBid({ role: 'leader', amount: 3 })])).toHaveLength(1);
  });
});

describe('an auction opened after the card’s +5M ended its player’s turn', () => {
  it('is filed under that player’s action, its bids and its close too, and ends no other turn', () => {
    // Seen at the play-test: Ann's Exit Strategy (+5M in her sheet, ending her turn), then its auction, filed under Bob's turn.
    const s0 = placed();
    const s = { ...s0, shares: { ...s0.shares, startupper: { ...s0.shares.startupper, eturnium: 1 } } };
    const plus = withWorkerTurn(s, [moneyAdjusted({ role: 'startupper', amount: 5 })]);
    let state = run(s, ...plus);
    expect(operationsTurn(state)).toEqual({ role: 'bpo', worker: 1 });
    const lines: [string, string][] = [];
    for (const e of [
      auctionOpened({ project: 'eturnium', owner: 'startupper', by: 'startupper' }),
      auctionBid({ role: 'leader', amount: 1 }),
      auctionBid({ role: 'startupper', amount: 2 })
    ]) {
      expect(withWorkerTurn(state, [e])).toEqual([e]);
      lines.push([disrupt.period(state, three, e), disrupt.describe(e, state, three)]);
      state = run(state, e);
    }
    const sale = auctionClosed({ winner: 'startupper', amount: 2 });
    expect(withWorkerTurn(state, [sale])).toEqual([sale]);
    lines.push([disrupt.period(state, three, sale), disrupt.describe(sale, state, three)]);
    state = run(state, sale);
    expect(lines.every(([period]) => period === "Round 1 · Ann's turn (Worker 1 of 3)")).toBe(true);
    expect(lines[0][1]).toBe(
      'Auction of an Eturnium Share of Ann (Startupper) (Ann (Startupper)’s card) (part of Ann (Startupper)’s action)'
    );
    expect(operationsTurn(state)).toEqual({ role: 'bpo', worker: 1 });
    // An auction of Bob's card in Bob's turn stands in Bob's turn.
    const bobs = auctionOpened({ project: 'eturnium', owner: 'startupper', by: 'bpo' });
    expect(disrupt.period(state, three, bobs)).toBe("Round 1 · Bob's turn (Worker 1 of 3)");
    expect(disrupt.describe(bobs, state, three)).not.toContain('part of');
  });
});

describe('the Undo message of a gesture that ended a Worker turn', () => {
  it("names the turn taken back with the entry: '…, and Ann's Worker 1 turn'", () => {
    const at = 1_000;
    const cube = cubesChanged({ project: 'eturnium', color: 'marketing', delta: 1 });
    const events = [
      { type: 'disrupt.project-placed', v: 3, project: 'eturnium', sealed: sealSecret({ plus: 'design', minus: 'marketing' }) },
      ...withWorkerTurn(placed(), [cube])
    ];
    const entries: LogEntry[] = events.map((event, i) => ({ sessionId: 's', seq: i + 1, at, event, ...(i > 0 ? { gesture: 2 } : {}) }));
    const base = initialSessionState(disrupt, config, at);
    const undo: LogEntry = { sessionId: 's', seq: 4, at, event: { type: 'history.undone', v: 1, targets: [2, 3] } };
    const check = checkChange(disrupt, base, entries, undo, three);
    expect(check.ok && check.targetText).toBe("Eturnium +1 Marketing cube, and Ann's Worker 1 turn");
    // A gesture with no turn in it says its first line only, as before.
    const single: LogEntry = { sessionId: 's', seq: 4, at, event: { type: 'history.undone', v: 1, targets: [2] } };
    const alone = checkChange(disrupt, base, entries.slice(0, 2), single, three);
    expect(alone.ok && alone.targetText).toBe('Eturnium +1 Marketing cube');
  });
});

describe('taking back a mis-tapped entry that ended a turn, with entries kept in that action after it', () => {
  const at = 1_000;
  const base = initialSessionState(disrupt, config, at);
  /** The log of `gestures` (one entry or several each), numbered from 1. */
  const logOf = (...gestures: GameEvent[][]): LogEntry[] => {
    const entries: LogEntry[] = [];
    for (const g of gestures) {
      const first = entries.length + 1;
      for (const event of g)
        entries.push({ sessionId: 's', seq: entries.length + 1, at, event, ...(g.length > 1 ? { gesture: first } : {}) });
    }
    return entries;
  };
  const takeBack = (entries: LogEntry[], targets: number[]) =>
    checkChange(
      disrupt,
      base,
      entries,
      { sessionId: 's', seq: entries.length + 1, at, event: { type: 'history.undone', v: 1, targets } },
      three
    );
  const place = { type: 'disrupt.project-placed', v: 3, project: 'eturnium', sealed: sealSecret({ plus: 'design', minus: 'marketing' }) };
  // Ann's Worker: a cube on the wrong Project ended her turn; the right cube and the card's cost were kept in her action.
  const wrong = cubesChanged({ project: 'meeplebook', color: 'design', delta: 1 });
  const right = { ...cubesChanged({ project: 'cardflix', color: 'design', delta: 1 }), partOf: 'startupper' as const };
  const paid = { ...moneyAdjusted({ role: 'startupper', amount: -3 }), partOf: 'startupper' as const };
  const mistap = [wrong, turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })];

  it('goes through: the later entries stay with the same figures, filed in the turn under way again, and the line says so', () => {
    const check = takeBack(logOf([place], mistap, [right], [paid]), [2, 3]);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const game = check.state.game as DisruptState;
    expect(game.cubes.cardflix.design).toBe(base.game.cubes.cardflix.design + 1);
    expect(game.cubes.meeplebook.design).toBe(base.game.cubes.meeplebook.design);
    expect(game.millions.startupper).toBe(7);
    // Ann's turn is under way again (the kept entries ended none): the table ends it when her action is done.
    expect(operationsTurn(game)).toEqual({ role: 'startupper', worker: 1 });
    expect(check.targetText).toBe("Meeplebook +1 Design cube, and Ann's Worker 1 turn");
    expect(check.refiled).toEqual([
      '“Cardflix +1 Design cube”, later, is now filed under Round 1 · Operations phase, no longer as part of Ann’s action.',
      '“Ann (Startupper) paid the bank 3M”, later, is now filed under Round 1 · Operations phase, no longer as part of Ann’s action.'
    ]);
    // Put back, they are filed in her action again, and that is said too.
    const undone: LogEntry = { sessionId: 's', seq: 5, at, event: { type: 'history.undone', v: 1, targets: [2, 3] } };
    const entries = [...logOf([place], mistap, [right], [paid]), undone];
    const putBack = checkChange(
      disrupt,
      base,
      entries,
      { sessionId: 's', seq: 6, at, event: { type: 'history.redone', v: 1, targets: [2, 3] } },
      three
    );
    expect(putBack.ok && putBack.refiled).toEqual([
      '“Cardflix +1 Design cube (part of Ann (Startupper)’s action)”, later, is now filed as part of Ann’s action, no longer under Round 1 · Operations phase.',
      '“Ann (Startupper) paid the bank 3M (part of Ann (Startupper)’s action)”, later, is now filed as part of Ann’s action, no longer under Round 1 · Operations phase.'
    ]);
  });

  it('says nothing of entries whose filing does not change, and is refused when a later turn’s end would end another turn', () => {
    // Taking back the right cube: the payment is still part of Ann's action.
    const other = takeBack(logOf([place], mistap, [right], [paid]), [4]);
    expect(other.ok && other.refiled).toEqual([]);
    // Bob's turn ended after: without Ann's turn end his entry would end Ann's turn, a change of meaning.
    const bob = [resourcesChanged({ role: 'bpo', kind: 'like', delta: 1 }), turnEnded({ role: 'bpo', round: 1, turnsEnded: 1 })];
    const refused = takeBack(logOf([place], mistap, [right], bob), [2, 3]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.broken.reason).toMatch(/^Entered during Bob \(BPO\)’s Worker turn 2 of round 1; it is now Ann/);
  });
});
