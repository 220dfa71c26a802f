// The shared part of results: ranks with shared places, figures in words, the stored summary's check.
import { describe, expect, it } from 'vitest';
import { formatFigure, isResultSummary, rankStandings } from '$lib/core/results';

describe('rankStandings', () => {
  it('competition ranking: equal figures share a place and the next place is skipped', () => {
    const ranked = rankStandings([
      { player: 'a', figure: 40, winner: false },
      { player: 'b', figure: 90, winner: true },
      { player: 'c', figure: 40, winner: false },
      { player: 'd', figure: 10, winner: false }
    ]);
    expect(ranked.map((s) => [s.player, s.rank, s.tied])).toEqual([
      ['b', 1, false],
      ['a', 2, true],
      ['c', 2, true],
      ['d', 4, false]
    ]);
  });

  it('the rules’ winners come first even on an equal figure; shared winners share first place', () => {
    expect(
      rankStandings([
        { player: 'a', figure: 100, winner: false },
        { player: 'b', figure: 100, winner: true }
      ]).map((s) => [s.player, s.rank, s.tied])
    ).toEqual([
      ['b', 1, false],
      ['a', 2, false]
    ]);
    expect(
      rankStandings([
        { player: 'a', figure: 84, winner: true },
        { player: 'b', figure: 84, winner: true },
        { player: 'c', figure: 90, winner: false }
      ]).map((s) => [s.player, s.rank])
    ).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3]
    ]);
  });

  it('nobody won (a solo game lost): ranks by figure alone; roles are kept', () => {
    expect(rankStandings([{ player: 'a', figure: 42, winner: false, role: 'Market Leader' }])).toEqual([
      { player: 'a', figure: 42, winner: false, rank: 1, tied: false, role: 'Market Leader' }
    ]);
  });
});

describe('figures and summaries', () => {
  it('formats millions and points', () => {
    expect(formatFigure(1180, 'millions')).toBe('1,180M');
    expect(formatFigure(-3, 'millions')).toBe('−3M');
    expect(formatFigure(1, 'points')).toBe('1 point');
    expect(formatFigure(128, 'points')).toBe('128 points');
  });

  it('a stored summary is checked before it is used', () => {
    const good = {
      v: 1,
      unit: 'points',
      durationMs: 1,
      endedAt: 2,
      played: { count: 3, word: 'round' },
      standings: [{ player: 'p1', figure: 5, rank: 1, tied: false, winner: true }]
    };
    expect(isResultSummary(good)).toBe(true);
    expect(isResultSummary({ ...good, v: 2 })).toBe(false);
    expect(isResultSummary({ ...good, unit: 'euros' })).toBe(false);
    expect(isResultSummary({ ...good, standings: [{ player: 'p1', figure: '5', rank: 1, tied: false, winner: true }] })).toBe(false);
    expect(isResultSummary(undefined)).toBe(false);
  });
});
