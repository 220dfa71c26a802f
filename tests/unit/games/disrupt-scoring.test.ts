import { describe, expect, it } from 'vitest';
import { applyMarketSize, resourceBonus, scoreDisrupt } from '$lib/games/disrupt/final-scoring';
import { PROJECTS, type FinalScoringInput, type ProjectCubes, type ProjectId } from '$lib/games/disrupt/scoring';

const cubes = (design: number, development: number, marketing: number, secret?: ProjectCubes['secret']): ProjectCubes => ({
  design,
  development,
  marketing,
  ...(secret ? { secret } : {})
});
function input(over: Partial<Record<ProjectId, ProjectCubes>> = {}, rest: Partial<FinalScoringInput> = {}): FinalScoringInput {
  return {
    projects: {
      meeplebook: cubes(1, 1, 1),
      miniatureprime: cubes(1, 1, 1),
      cardflix: cubes(1, 1, 1),
      boardtube: cubes(1, 1, 1),
      dicecoin: cubes(1, 1, 1),
      eturnium: cubes(1, 1, 1),
      ...over
    },
    marketSize: [0, 0, 0],
    players: [
      { role: 'startupper', millions: 10, shares: { miniatureprime: 3 }, resources: 4, brandEquity: 1 },
      { role: 'leader', millions: 20, shares: { meeplebook: 2 }, resources: 3, brandEquity: 2 }
    ],
    ...rest
  };
}

describe('Disrupt final scoring', () => {
  it('rulebook: the Secret Parameters example (2/1/3, −Design +Development → 1/2/3)', () => {
    const r = scoreDisrupt(input({ miniatureprime: cubes(2, 1, 3, { plus: 'development', minus: 'design' }) }));
    expect(r.projects.miniatureprime).toMatchObject({ design: 1, development: 2, marketing: 3, failed: false });
  });

  it('rulebook: Meeplebook 6 → 5 against MiniaturePrime 4 → 3 with −1 per 4', () => {
    const r = scoreDisrupt(input({ meeplebook: cubes(3, 2, 3), miniatureprime: cubes(1, 2, 4) }, { marketSize: [-1, 0, 0] }));
    expect(r.projects.meeplebook).toMatchObject({ marketShareBeforeMarketSize: 6, marketShare: 5, shareValue: 5 });
    expect(r.projects.miniatureprime).toMatchObject({ marketShareBeforeMarketSize: 4, marketShare: 3, shareValue: 3 });
    expect(r.steps.join('\n')).toContain('Top-up to 10: 2 to Meeplebook');
  });

  it('a tie in total Project cubes gives the top-up to the rightmost, the Startupper’s Project', () => {
    const r = scoreDisrupt(input());
    expect(r.projects.meeplebook.marketShareBeforeMarketSize).toBe(3);
    expect(r.projects.miniatureprime.marketShareBeforeMarketSize).toBe(7);
  });

  it('outside solo, Secret Parameters may remove the last cube: the Project fails, takes part, but its Shares are worth 0', () => {
    const r = scoreDisrupt(input({ miniatureprime: cubes(1, 3, 3, { plus: 'marketing', minus: 'design' }) }));
    expect(r.projects.miniatureprime).toMatchObject({ design: 0, failed: true, shareValue: 0 });
    expect(r.projects.miniatureprime.marketShare).toBeGreaterThan(0);
    expect(r.players[0].shareValue).toBe(0);
  });

  it('a colour never goes below 0', () => {
    const r = scoreDisrupt(input({ boardtube: cubes(0, 2, 2, { plus: 'development', minus: 'design' }) }));
    expect(r.projects.boardtube.design).toBe(0);
  });

  it('in solo mode, Secret Parameters cannot remove the last cube', () => {
    const r = scoreDisrupt(input({ miniatureprime: cubes(1, 3, 3, { plus: 'marketing', minus: 'design' }) }, { solo: true }));
    expect(r.projects.miniatureprime).toMatchObject({ design: 1, marketing: 4, failed: false });
  });

  it.each([
    [2, 9, 12],
    [1, 9, 11],
    [0, 9, 9],
    [-1, 9, 7],
    [-2, 9, 6],
    [2, 2, 2]
  ])('Market Size position %i turns %i into %i', (position, n, expected) => {
    expect(applyMarketSize(n, position)).toBe(expected);
  });

  it('resource bonus: positions 1–4 give 1 million per 2, 3, 4, 5 resources; below, nothing', () => {
    expect([1, 2, 3, 4, 5].map((be) => resourceBonus(11, be))).toEqual([5, 3, 2, 2, 0]);
  });

  it('each player: millions + Shares value + resource bonus; every player with the highest total wins', () => {
    const r = scoreDisrupt(
      input(
        {},
        {
          players: [
            { role: 'startupper', millions: 10, shares: { miniatureprime: 1 }, resources: 0, brandEquity: 5 },
            { role: 'leader', millions: 14, shares: { meeplebook: 1 }, resources: 2, brandEquity: 1 }
          ]
        }
      )
    );
    expect(r.players).toEqual([
      { role: 'startupper', millions: 10, shareValue: 7, resourceBonus: 0, total: 17 },
      { role: 'leader', millions: 14, shareValue: 3, resourceBonus: 1, total: 18 }
    ]);
    expect(r.winners).toEqual(['leader']);
    const tie = scoreDisrupt(
      input(
        {},
        {
          players: [
            { role: 'bpo', millions: 5, shares: {}, resources: 0, brandEquity: 3 },
            { role: 'angel', millions: 5, shares: {}, resources: 0, brandEquity: 4 }
          ]
        }
      )
    );
    expect(tie.winners).toEqual(['bpo', 'angel']);
    expect(tie.soloGrade).toBeNull();
  });

  it('solo grades: Projects ahead of the Startupper’s and the Market Leader’s total', () => {
    const strong = cubes(3, 3, 3);
    const weak = cubes(1, 1, 1);
    const leader = (millions: number) => [{ role: 'leader' as const, millions, shares: {}, resources: 0, brandEquity: 5 }];
    const grade = (ahead: number, millions: number) =>
      scoreDisrupt(
        input(
          { meeplebook: ahead >= 1 ? strong : weak, cardflix: ahead >= 2 ? strong : weak, dicecoin: ahead >= 3 ? strong : weak },
          { solo: true, players: leader(millions) }
        )
      ).soloGrade;
    expect(grade(3, 100)).toBe('market-leader');
    expect(grade(3, 99)).toBe('financial-titan');
    expect(grade(2, 80)).toBe('financial-titan');
    expect(grade(2, 79)).toBe('successful-entrepreneur');
    expect(grade(1, 60)).toBe('successful-entrepreneur');
    expect(grade(1, 59)).toBeNull();
    expect(grade(0, 500)).toBeNull();
  });

  it.each([
    ['negative count', input({ meeplebook: cubes(-1, 1, 1) }), /projects\.meeplebook\.design/],
    ['fractional count', input({ cardflix: cubes(1, 1.5, 1) }), /projects\.cardflix\.development/],
    [
      'secret on a Market Leader Project',
      input({ dicecoin: cubes(1, 1, 1, { plus: 'design', minus: 'marketing' }) }),
      /projects\.dicecoin\.secret/
    ],
    ['plus equals minus', input({ eturnium: cubes(1, 1, 1, { plus: 'design', minus: 'design' }) }), /projects\.eturnium\.secret/],
    ['Market Size out of range', input({}, { marketSize: [0, 3, 0] }), /marketSize\[1\]/],
    [
      'unknown role',
      input({}, { players: [{ role: 'banker' as never, millions: 0, shares: {}, resources: 0, brandEquity: 1 }] }),
      /players\[0\]\.role/
    ],
    [
      'repeated role',
      input(
        {},
        {
          players: [
            { role: 'bpo', millions: 0, shares: {}, resources: 0, brandEquity: 1 },
            { role: 'bpo', millions: 0, shares: {}, resources: 0, brandEquity: 2 }
          ]
        }
      ),
      /players\[1\]\.role/
    ],
    [
      'negative resources',
      input({}, { players: [{ role: 'bpo', millions: 0, shares: {}, resources: -1, brandEquity: 1 }] }),
      /players\[0\]\.resources/
    ],
    [
      'negative shares',
      input({}, { players: [{ role: 'bpo', millions: 0, shares: { cardflix: -1 }, resources: 0, brandEquity: 1 }] }),
      /players\[0\]\.shares\.cardflix/
    ],
    [
      'more than 5 Shares held',
      input(
        {},
        {
          players: [
            { role: 'bpo', millions: 0, shares: { cardflix: 3 }, resources: 0, brandEquity: 1 },
            { role: 'angel', millions: 0, shares: { cardflix: 3 }, resources: 0, brandEquity: 2 }
          ]
        }
      ),
      /shares\.cardflix/
    ],
    [
      'fractional millions',
      input({}, { players: [{ role: 'bpo', millions: 1.5, shares: {}, resources: 0, brandEquity: 1 }] }),
      /players\[0\]\.millions/
    ]
  ])('RangeError naming the field: %s', (_, bad, message) => {
    expect(() => scoreDisrupt(bad)).toThrow(RangeError);
    expect(() => scoreDisrupt(bad)).toThrow(message);
  });
});

describe('Disrupt final scoring: the steps read as sentences', () => {
  it('a player below the top 4 of Brand Equity and without Shares', () => {
    const r = scoreDisrupt({
      projects: Object.fromEntries(PROJECTS.map((p) => [p, { design: 1, development: 1, marketing: 1 }])) as never,
      marketSize: [0, 0, 0],
      players: [{ role: 'bpo', millions: 5, shares: {}, resources: 4, brandEquity: 6 }]
    });
    expect(r.steps).toContain('BPO: no resource bonus, as Brand Equity 6 is below the top 4.');
    expect(r.steps).toContain('BPO: no Shares, 0 million.');
    expect(r.steps.join('\n')).not.toMatch(/none \(Brand Equity|none = /);
  });
});

describe('Disrupt final scoring: the readings written on the scoring screen', () => {
  it('a failed Project keeps its Market Share, the top-up included, and still counts for the solo grade', () => {
    // Meeplebook 5/5/0 fails (no Marketing cube) but has more cubes: 2 + 2 + 1, and the top-up to 10.
    const r = scoreDisrupt(
      input(
        { meeplebook: cubes(5, 5, 0), miniatureprime: cubes(1, 1, 1) },
        { solo: true, players: [{ role: 'leader', millions: 70, shares: { meeplebook: 2 }, resources: 0, brandEquity: 5 }] }
      )
    );
    expect(r.projects.meeplebook).toMatchObject({ failed: true, marketShareBeforeMarketSize: 6, marketShare: 6, shareValue: 0 });
    expect(r.projects.miniatureprime).toMatchObject({ marketShareBeforeMarketSize: 4 });
    // Ahead on that Pipeline although failed: with 70M and the other two Pipelines tied, Successful Entrepreneur.
    expect(r.players[0].shareValue).toBe(0);
    expect(r.soloGrade).toBe('successful-entrepreneur');
  });
});

describe('solo: the steps say one thing about who won', () => {
  const soloWith = (millions: number) =>
    scoreDisrupt(input({}, { solo: true, players: [{ role: 'leader', millions, shares: {}, resources: 0, brandEquity: 5 }] }));
  it('no grade: no "Winner" step, and the grade step says the automated Startupper won', () => {
    const r = soloWith(44);
    expect(r.soloGrade).toBeNull();
    expect(r.steps.filter((s) => /^Winners?:/.test(s))).toEqual([]);
    expect(r.steps.at(-1)).toMatch(/→ no grade: the automated Startupper won\.$/);
  });
});
