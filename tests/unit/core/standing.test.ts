// How a game stands, in one line for the list: the shared wording, then each game's own standing in
// play and once over (whole games from tests/support for the finished ones).
import { describe, expect, it } from 'vitest';
import { finalLine, leadLine } from '$lib/core/standing';
import { andList, millions } from '$lib/core/text';
import type { Player } from '$lib/core/types';
import { itStanding } from '$lib/games/it-startup/standing';
import { itStartup } from '$lib/games/it-startup/game';
import { lbStanding } from '$lib/games/logo-billionaire/standing';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptStanding } from '$lib/games/disrupt/standing';
import { disruptGame, itStartupGame, logoBillionaireGame } from '../../support/full-games';

const players = (...names: string[]): Player[] => names.map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const points = (n: number) => `${n} points`;

describe('the wording of a standing', () => {
  it.each([
    [[], ''],
    [['Ana'], 'Ana'],
    [['Ana', 'Ben'], 'Ana and Ben'],
    [['Ana', 'Ben', 'Cy'], 'Ana, Ben and Cy']
  ])('andList %j', (names, text) => expect(andList(names)).toBe(text));

  it.each([
    [
      [
        { name: 'Ann', value: 450 },
        { name: 'Ben', value: 330 },
        { name: 'Cy', value: 50 }
      ],
      'Ann leads with 450M (120M ahead)'
    ],
    [
      [
        { name: 'Ann', value: 80 },
        { name: 'Ben', value: 80 },
        { name: 'Cy', value: 50 }
      ],
      'Ann and Ben lead with 80M'
    ],
    [
      [
        { name: 'Ann', value: 50 },
        { name: 'Ben', value: 50 }
      ],
      'all on 50M'
    ],
    [[{ name: 'Leo', value: 12 }], 'Leo has 12M'],
    [
      [
        { name: 'Ann', value: 1500 },
        { name: 'Ben', value: 0 }
      ],
      'Ann leads with 1,500M (1,500M ahead)'
    ]
  ])('leadLine %j', (figures, text) => expect(leadLine(figures, millions)).toBe(text));

  it('finalLine: the winners first, then the others from the highest', () => {
    const figures = [
      { name: 'Ben', value: 450 },
      { name: 'Ann', value: 1020 },
      { name: 'Cy', value: 300 }
    ];
    expect(finalLine(['Ann'], figures, millions)).toBe('Ann won with 1,020M · Ben 450M · Cy 300M');
    expect(
      finalLine(
        ['Ann', 'Ben'],
        [
          { name: 'Ann', value: 70 },
          { name: 'Ben', value: 70 },
          { name: 'Cy', value: 60 }
        ],
        points
      )
    ).toBe('Ann and Ben won with 70 points · Cy 60 points');
  });
});

describe('each game’s standing', () => {
  it('Logo Billionaire: whose turn and who leads by how much; the winner and every balance once won', () => {
    const ps = players('Ann', 'Ben', 'Cy');
    let state = logoBillionaire.setup({ kind: 'logo-billionaire', players: ps, options: {} });
    expect(lbStanding(state, ps)).toBe("Ann's turn, all on 50M");
    for (const event of [
      { type: 'money.adjusted', v: 1, player: 'p1', amount: 400 },
      { type: 'money.adjusted', v: 1, player: 'p2', amount: 10 },
      { type: 'lb.turn-ended', v: 1 },
      { type: 'lb.turn-ended', v: 1 }
    ])
      state = logoBillionaire.apply(state, event, ps) as typeof state;
    expect(lbStanding(state, ps)).toBe("Cy's turn, Ann leads with 450M (390M ahead)");
    expect(logoBillionaire.standing(state, ps)).toBe(lbStanding(state, ps));

    const { state: won, config } = logoBillionaireGame();
    const line = lbStanding(won, config.players);
    const winner = config.players.find((p) => p.id === won.winner)!;
    expect(line.startsWith(`${winner.name} won with ${won.balances[winner.id].toLocaleString('en-US')}M · `)).toBe(true);
    expect(line.split(' · ')).toHaveLength(3);
  });

  it('IT Startup: the round, whose turn, who leads; the winner and the points once won', () => {
    const ps = players('Pat', 'Mat');
    const state = itStartup.setup({ kind: 'it-startup', players: ps, options: { startingResources: 5 } });
    expect(itStanding(state, ps)).toBe("Round 1, Pat's turn, all on 0 points");
    const { state: won, config } = itStartupGame();
    const winner = config.players.find((p) => p.id === (won.outcome as { winner: string }).winner)!;
    expect(itStanding(won, config.players)).toMatch(
      new RegExp(`^${winner.name} won with ${won.points[winner.id]} points · \\w+ \\d+ points$`)
    );
    const tied = { ...state, outcome: { state: 'extra-turn' as const, tied: ['p1', 'p2'] }, points: { p1: 70, p2: 70 } };
    expect(itStanding(tied, ps)).toBe("Round 1, Pat's turn, all on 70 points · a tie over the target: another turn for Pat and Mat");
  });

  it('Disrupt: the round and phase and who has the most money; the final totals once scored; solo', () => {
    const ps = players('Sam', 'Leo');
    const state = disrupt.setup({ kind: 'disrupt', players: ps, options: { roles: ['startupper', 'leader'] } });
    expect(disruptStanding(state, ps)).toMatch(
      /^Round 1, Operations phase, (Sam|Leo) leads with \d+M \(\d+M ahead\)$|^Round 1, Operations phase, all on \d+M$/
    );
    const solo = players('Leo');
    const soloState = disrupt.setup({ kind: 'disrupt', players: solo, options: { roles: ['leader'] } });
    // The automated Startupper is no player: only the Market Leader's money is told.
    expect(disruptStanding(soloState, solo)).toMatch(/^Round 1, Operations phase, Leo has \d+M$/);

    const { state: scored, config } = disruptGame();
    const best = Math.max(...scored.final!.result.players.map((p) => p.total));
    const line = disruptStanding(scored, config.players);
    expect(line).toMatch(new RegExp(`^[\\w ]+ won with ${best}M( · \\w+ \\d+M)+$`));
    expect(line.split(' · ').length + scored.final!.result.winners.length - 1).toBe(config.players.length);
  });
});
