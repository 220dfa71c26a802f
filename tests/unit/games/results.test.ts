// Each game's results part: the standings (ranks, shared places, winners by the game's rules), the
// chart's points, the breakdown and the highlights, from logs played through the game's own rules.
import { describe, expect, it } from 'vitest';
import { chartData, replayForResult, resultSummary, standingsOf } from '$lib/core/results';
import { isInvalid, type GameDefinition, type GameEvent, type LogEntry, type Player, type SessionConfig } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import type { DisruptState } from '$lib/games/disrupt/state';
import { itStartup, type ItState } from '$lib/games/it-startup/game';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { placeWords, standingLine } from '$lib/state/result-view';
import type { LbState } from '$lib/games/logo-billionaire/state';

const T0 = Date.UTC(2026, 0, 10, 19);
const players = (...names: string[]): Player[] =>
  names.map((name, i) => ({ id: `p${i + 1}`, name, color: ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'][i] }));
const ev = (type: string, fields: Record<string, unknown> = {}): GameEvent => ({ type, v: 1, ...fields });

/** A log of `events` one minute apart; `undo` lists seqs taken back by an entry right after them. */
function logOf(events: GameEvent[], undo: number[] = []): LogEntry[] {
  const entries: LogEntry[] = [];
  let seq = 0;
  for (const event of events) {
    seq++;
    entries.push({ sessionId: 's', seq, at: T0 + seq * 60_000, event });
    if (undo.includes(seq)) {
      const target = seq;
      seq++;
      entries.push({ sessionId: 's', seq, at: T0 + seq * 60_000, event: { type: 'history.undone', v: 1, targets: [target] } });
    }
  }
  return entries;
}

function replay<S>(def: GameDefinition<S>, config: SessionConfig, events: GameEvent[], undo: number[] = []) {
  const entries = logOf(events, undo);
  const replayed = replayForResult(def, { ...config, createdAt: T0 }, entries);
  // Every event of these logs is one the rules accept.
  expect(replayed.steps.length + undo.length).toBe(events.length);
  return replayed;
}

describe('Logo Billionaire', () => {
  const three = players('Ana', 'Ben', 'Cai');
  const config: SessionConfig = { kind: 'logo-billionaire', players: three, options: {} };
  const lb = logoBillionaire as GameDefinition<LbState>;

  it('the winner first; the others by millions, equal figures sharing a place', () => {
    const { final } = replay(lb, config, [
      ev('lb.newsflash-settled', {
        payments: [
          { player: 'p1', amount: 950 },
          { player: 'p2', amount: 100 },
          { player: 'p3', amount: 100 }
        ]
      })
    ]);
    expect(lb.isFinished(final.game)).toBe(true);
    expect(standingsOf(lb.results!, final.game, three)).toEqual([
      { player: 'p1', figure: 1000, rank: 1, tied: false, winner: true },
      { player: 'p2', figure: 150, rank: 2, tied: true, winner: false },
      { player: 'p3', figure: 150, rank: 2, tied: true, winner: false }
    ]);
    expect(lb.results!.note!(final.game, three)).toBeNull();
  });

  it('two reaching a billion with one payment: the first in turn order wins, and the screen says why', () => {
    const { final } = replay(lb, config, [
      ev('lb.newsflash-settled', {
        payments: [
          { player: 'p2', amount: 950 },
          { player: 'p3', amount: 950 }
        ]
      })
    ]);
    const standings = standingsOf(lb.results!, final.game, three);
    expect(standings.map((s) => [s.player, s.rank, s.winner])).toEqual([
      ['p2', 1, true],
      ['p3', 2, false],
      ['p1', 3, false]
    ]);
    expect(lb.results!.note!(final.game, three)).toBe(
      'Cai also reached 1,000M with the same payment: the rules give the win to the first of them in turn order, Ben.'
    );
  });

  it('two passing a billion with one payment, one richer: the note names the other with their money and says the richest wins', () => {
    const { final } = replay(lb, config, [
      ev('money.adjusted', { player: 'p2', amount: 20 }),
      ev('lb.newsflash-settled', {
        payments: [
          { player: 'p1', amount: 960 },
          { player: 'p2', amount: 960 }
        ]
      })
    ]);
    expect(standingsOf(lb.results!, final.game, three).map((s) => [s.player, s.winner])).toEqual([
      ['p2', true],
      ['p1', false],
      ['p3', false]
    ]);
    expect(lb.results!.note!(final.game, three)).toBe(
      'Ana (1,010M) also passed a billion with the same entry: the richest wins, Ben with 1,030M.'
    );
  });

  it('the chart: a point at the start, after each round, and at the billion; undone entries left out', () => {
    const two = players('Ana', 'Ben');
    const events = [
      ev('money.adjusted', { player: 'p1', amount: 10 }),
      ev('lb.turn-ended'),
      ev('money.adjusted', { player: 'p2', amount: 20 }), // seq 3, taken back
      ev('money.adjusted', { player: 'p2', amount: 5 }),
      ev('lb.turn-ended'),
      ev('money.adjusted', { player: 'p1', amount: 100 }),
      ev('lb.turn-ended'),
      ev('lb.turn-ended'),
      ev('money.adjusted', { player: 'p2', amount: 945 })
    ];
    const { initial, steps, final } = replay(lb, { ...config, players: two }, events, [3]);
    const chart = chartData(lb.results!, initial.game, steps, two);
    expect(chart.labels).toEqual(['Start', 'Round 1', 'Round 2', 'A billion']);
    // By standing at the end, the winner first (the legend reads as the result does).
    expect(chart.series).toEqual([
      { player: 'p2', values: [50, 55, 55, 1000] },
      { player: 'p1', values: [50, 60, 160, 160] }
    ]);
    expect(lb.results!.played(final.game)).toEqual({ count: 5, word: 'turn' });
  });

  it('highlights: the biggest launch and every BUST, with the turn and the cards drawn', () => {
    const events = [
      ev('lb.spun', { player: 'p1', value: 2 }),
      ev('lb.launch-announced', { player: 'p1', category: 'cars', brandCards: 3, onTheUp: 0 }),
      ev('lb.card-drawn', { card: 20 }),
      ev('lb.card-drawn', { card: 30 }),
      ev('lb.launch-stopped'),
      ev('lb.turn-ended'),
      ev('lb.spun', { player: 'p2', value: 1 }),
      ev('lb.launch-announced', { player: 'p2', category: 'snacks', brandCards: 4, onTheUp: 0 }),
      ev('lb.card-drawn', { card: 40 }),
      ev('lb.card-drawn', { card: 'bust' }),
      ev('lb.turn-ended'),
      ev('lb.spun', { player: 'p3', value: 3 }),
      ev('lb.launch-announced', { player: 'p3', category: 'home', brandCards: 5, onTheUp: 0 }),
      ev('lb.card-drawn', { card: 10 }),
      ev('lb.launch-stopped'),
      ev('lb.turn-ended'),
      ev('lb.spun', { player: 'p1', value: 3 }),
      ev('lb.launch-announced', { player: 'p1', category: 'home', brandCards: 3, onTheUp: 0 }),
      ev('lb.card-drawn', { card: 'bust' })
    ];
    const { steps } = replay(lb, config, events);
    expect(lb.results!.highlights(steps, three)).toEqual([
      "The biggest launch: Ana's Cars company (3 cards) for 150M in turn 1: (20M + 30M) × 3.",
      'Ben went BUST with a Snacks company (4 cards) in turn 2, after drawing 40M.',
      'Ana went BUST with a Home company (3 cards) in turn 4, on the first card.'
    ]);
  });

  it('a game with no launch says so', () => {
    const { steps } = replay(lb, config, [ev('money.adjusted', { player: 'p1', amount: 10 })]);
    expect(lb.results!.highlights(steps, three)).toEqual(['No company was launched.']);
  });
});

describe('Disrupt', () => {
  const dis = disrupt as GameDefinition<DisruptState>;
  const two = players('Sam', 'Leo');
  const config: SessionConfig = { kind: 'disrupt', players: two, options: {} };
  const final = ev('disrupt.final-scored', { bullBear: [0, 0, 0] });

  /** The totals the final scoring would give now. */
  function totals(events: GameEvent[]): Record<string, number> {
    let state = dis.setup(config);
    for (const e of [...events, final]) {
      const next = dis.apply(state, e, two);
      if (isInvalid(next)) throw new Error(next.invalid);
      state = next;
    }
    return dis.results!.figures(state, two);
  }

  it('equal totals share the win and the first place; during the game the figure is money', () => {
    const t = totals([]);
    const [low, high] = t.p1 < t.p2 ? ['p1', 'p2'] : ['p2', 'p1'];
    const role = low === 'p1' ? 'startupper' : 'leader';
    const events = [ev('disrupt.money-adjusted', { role, amount: t[high] - t[low] }), final];
    const { final: end, initial } = replay(dis, config, events);
    expect(dis.results!.figures(initial.game, two)).toEqual({ p1: 10, p2: 25 });
    const standings = standingsOf(dis.results!, end.game, two);
    expect(standings).toEqual([
      { player: 'p1', figure: t[high], rank: 1, tied: true, winner: true, role: 'Startupper' },
      { player: 'p2', figure: t[high], rank: 1, tied: true, winner: true, role: 'Market Leader' }
    ]);
    expect(dis.results!.note!(end.game, two)).toBe(
      `Sam (Startupper) and Leo (Market Leader) share the win with ${t[high]}M: every player with the highest total wins.`
    );
    const breakdown = dis.results!.breakdown!(end.game, two)!;
    expect(breakdown.table!.rows.map((r) => r.label)).toEqual(['Money', 'Shares', 'Bonus', 'Total']);
    expect(breakdown.table!.rows[3].cells).toEqual([`${t[high]}`, `${t[high]}`]);
    expect(breakdown.steps!.lines.length).toBeGreaterThan(10);
  });

  it('the chart ends on the last round’s money, then the final scoring’s totals', () => {
    const events = [
      ev('disrupt.phase-advanced'),
      ev('disrupt.phase-advanced'),
      ev('disrupt.money-adjusted', { role: 'leader', amount: 5 }),
      ev('disrupt.phase-advanced'),
      final
    ];
    const { initial, steps, final: end } = replay(dis, config, events);
    const chart = chartData(dis.results!, initial.game, steps, two);
    expect(chart.labels).toEqual(['Start', 'Round 1', 'Round 2', 'Final scoring']);
    const totalsNow = dis.results!.figures(end.game, two);
    // By standing at the end, the winner first.
    expect(chart.series).toEqual([
      { player: 'p2', values: [25, 30, 30, totalsNow.p2] },
      { player: 'p1', values: [10, 10, 10, totalsNow.p1] }
    ]);
    expect(standingsOf(dis.results!, end.game, two).map((s) => s.player)).toEqual(['p2', 'p1']);
  });

  it('solo: a grade is a win, no grade is nobody’s win at the table; only the Market Leader is scored', () => {
    const solo = players('Leo');
    const soloConfig: SessionConfig = { kind: 'disrupt', players: solo, options: {} };
    const won = replay(dis, soloConfig, [ev('disrupt.money-adjusted', { role: 'leader', amount: 100 }), final]).final.game;
    expect(standingsOf(dis.results!, won, solo)).toEqual([
      { player: 'p1', figure: won.final!.result.players[0].total, rank: 1, tied: false, winner: true, role: 'Market Leader' }
    ]);
    expect(dis.results!.note!(won, solo)).toBe('Solo: Leo (Market Leader) reached the grade Market Leader.');
    const lost = replay(dis, soloConfig, [ev('disrupt.money-adjusted', { role: 'leader', amount: -25 }), final]).final.game;
    expect(lost.final!.result.soloGrade).toBeNull();
    const [alone] = standingsOf(dis.results!, lost, solo);
    expect(alone).toMatchObject({ player: 'p1', rank: 1, winner: false });
    // A game nobody won has no places: "1st Leo" read as a win.
    expect(placeWords(alone.rank, alone.tied, alone.winner)).toBe('');
    expect(standingLine({ ...alone, name: 'Leo', color: '#000', shown: '49M' })).toBe('Leo (Market Leader): 49M, no win');
    const [winner] = standingsOf(dis.results!, won, solo);
    expect(standingLine({ ...winner, name: 'Leo', color: '#000', shown: '120M' })).toBe('1st Leo (Market Leader): 120M');
    // Why no grade, by the lowest grade's two conditions (1 Project ahead, 60M).
    const lostTotal = lost.final!.result.players[0].total;
    expect(lostTotal).toBeLessThan(60);
    expect(dis.results!.note!(lost, solo)).toMatch(
      new RegExp(
        `^Solo: Leo \\(Market Leader\\) reached no grade \\([0-3] of 3 Projects ahead(, 1 needed)?; ${lostTotal}M, 60M needed\\), so the automated Startupper won\\.$`
      )
    );
  });

  it('highlights: the biggest auction and the largest Share purchase', () => {
    const events = [
      ev('disrupt.auction-opened', { project: 'meeplebook', owner: 'leader' }),
      ev('disrupt.auction-bid', { role: 'startupper', amount: 4 }),
      ev('disrupt.auction-closed'),
      ev('disrupt.auction-opened', { project: 'cardflix', owner: 'leader' }),
      ev('disrupt.auction-bid', { role: 'startupper', amount: 2 }),
      ev('disrupt.auction-bid', { role: 'leader', amount: 3 }),
      ev('disrupt.auction-closed'),
      ev('disrupt.auction-opened', { project: 'dicecoin', owner: 'leader' }),
      ev('disrupt.auction-bid', { role: 'startupper', amount: 5 }),
      ev('disrupt.auction-cancelled'),
      ev('disrupt.shares-moved', { project: 'cardflix', from: 'market', to: 'startupper', count: 1, price: 4 }),
      ev('disrupt.shares-moved', { project: 'dicecoin', from: 'market', to: 'leader', count: 1, price: 6 }),
      ev('disrupt.shares-moved', { project: 'meeplebook', from: 'startupper', to: 'outside', count: 1, price: 0 })
    ];
    const { steps } = replay(dis, config, events);
    expect(dis.results!.highlights(steps, two)).toEqual([
      'The biggest auction: Sam (Startupper) won a Meeplebook Share from Leo (Market Leader) for 4M in round 1.',
      'The largest Share purchase: Leo (Market Leader) bought a Dicecoin Share for 6M in round 1.'
    ]);
  });

  it('no auction and no purchase are said too', () => {
    const { steps } = replay(dis, config, [ev('disrupt.phase-advanced')]);
    expect(dis.results!.highlights(steps, two)).toEqual(['No Share was won at auction.', 'No Share was bought outside auctions.']);
  });
});

describe('IT Startup', () => {
  const its = itStartup as GameDefinition<ItState>;
  const three = players('Pat', 'Mat', 'Kit');
  const hire = (name: string, efficiency = 0) =>
    ev('its.employee-hired', {
      card: { name, kind: 'dev', efficiency, resistance: 0, boost: 0, cost: 0, knowledgeDiscount: 0, transferDiscount: 0 }
    });

  it('the winner, then the others: equal points share a place; the score sheet and rounds', () => {
    const config: SessionConfig = { kind: 'it-startup', players: three, options: { target: 3 } };
    const events = [
      hire('Ada', 2),
      ev('its.turn-ended'),
      hire('Bob', 1),
      ev('its.turn-ended'),
      hire('Cy', 1),
      ev('its.turn-ended'),
      ev('its.turn-ended'),
      ev('its.turn-ended'),
      ev('its.turn-ended')
    ];
    const { final, initial, steps } = replay(its, config, events);
    expect(its.isFinished(final.game)).toBe(true);
    expect(standingsOf(its.results!, final.game, three)).toEqual([
      { player: 'p1', figure: 4, rank: 1, tied: false, winner: true },
      { player: 'p2', figure: 2, rank: 2, tied: true, winner: false },
      { player: 'p3', figure: 2, rank: 2, tied: true, winner: false }
    ]);
    expect(its.results!.played(final.game)).toEqual({ count: 2, word: 'round' });
    const sheet = its.results!.breakdown!(final.game, three)!;
    expect(sheet.table!.players).toEqual(['Pat', 'Mat', 'Kit']);
    expect(sheet.table!.rows).toEqual([
      { label: '1', cells: ['2', '1', '1'] },
      { label: '2', cells: ['4', '2', '2'] }
    ]);
    const chart = chartData(its.results!, initial.game, steps, three);
    expect(chart.labels).toEqual(['Start', 'Round 1', 'Round 2']);
    expect(chart.series.map((s) => s.values)).toEqual([
      [0, 2, 4],
      [0, 1, 2],
      [0, 1, 2]
    ]);
  });

  it('highlight: the most employees burnt out in one turn (a removal by choice does not count)', () => {
    const config: SessionConfig = { kind: 'it-startup', players: three.slice(0, 2), options: { target: 100 } };
    const events = [
      hire('Ada'),
      hire('Bob'),
      hire('Cy'),
      ev('its.employee-removed', { employee: 'e3' }),
      ev('its.burnout-all', { owner: 'p1', delta: 1 }),
      ev('its.burnout-all', { owner: 'p1', delta: 1 }),
      ev('its.turn-ended'), // Ada and Bob reach 3 at the end of the turn
      hire('Dee'),
      ev('its.burnout-changed', { employee: 'e4', delta: 1 }),
      ev('its.burnout-changed', { employee: 'e4', delta: 1 }),
      ev('its.burnout-changed', { employee: 'e4', delta: 1 })
    ];
    const { steps } = replay(its, config, events);
    expect(its.results!.highlights(steps, three)).toEqual([
      "The most employees burnt out in one turn: 2 employees, in Pat's turn 1 (Pat's Ada and Bob)."
    ]);
  });

  it('no burnout is said too', () => {
    const config: SessionConfig = { kind: 'it-startup', players: three.slice(0, 2), options: { target: 100 } };
    const { steps } = replay(its, config, [ev('its.turn-ended')]);
    expect(its.results!.highlights(steps, three)).toEqual(['No employee burnt out.']);
  });
});

describe('the result summary kept on the row', () => {
  it('is made for a finished game only, with the play clock, the end and the standings', () => {
    const two = players('Ana', 'Ben');
    const lb = logoBillionaire as GameDefinition<LbState>;
    const config: SessionConfig = { kind: 'logo-billionaire', players: two, options: {} };
    const ongoing = replay(lb, config, [ev('money.adjusted', { player: 'p1', amount: 10 })]).final;
    expect(resultSummary(lb, ongoing, two)).toBeNull();
    const done = replay(lb, config, [
      ev('money.adjusted', { player: 'p1', amount: 10 }),
      ev('money.adjusted', { player: 'p2', amount: 950 })
    ]).final;
    expect(resultSummary(lb, done, two)).toEqual({
      v: 1,
      unit: 'millions',
      durationMs: 2 * 60_000,
      endedAt: T0 + 2 * 60_000,
      played: { count: 1, word: 'turn' },
      standings: [
        { player: 'p2', figure: 1000, rank: 1, tied: false, winner: true },
        { player: 'p1', figure: 60, rank: 2, tied: false, winner: false }
      ]
    });
  });
});
