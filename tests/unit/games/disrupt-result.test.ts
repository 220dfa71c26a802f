// Disrupt's final-scoring table on the result page is ranked, the winner first, whatever the seats; and when the final scoring begins.
import { describe, expect, it } from 'vitest';
import { disrupt } from '$lib/games/disrupt/game';
import { finalScoringBegun } from '$lib/games/disrupt/view';
import { ranked } from '$lib/games/disrupt/scoring';
import { disruptGame } from '../../support/full-games';

describe('the final-scoring table', () => {
  it('lists the players by total, highest first (the winner leads)', () => {
    const { state, config } = disruptGame();
    const table = disrupt.results!.breakdown!(state, config.players)!.table!;
    const totals = table.rows.find((r) => r.label === 'Total')!.cells.map((c) => Number(c.replace(/[^\d-]/g, '')));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const winner = state.final!.result.winners[0];
    expect(table.players[0]).toBe(config.players.find((p) => p.id === state.playerOf[winner])!.name);
    expect(table.caption).toMatch(/^In millions: /);
    // The fixed game's seats are not in that order: the table is not just the seat order.
    expect(state.roles.indexOf(winner)).toBeGreaterThan(0);
  });

  it('ranks as every screen lists the players (ranked): the same order as the table; players on one total in seat order', () => {
    const { state, config } = disruptGame();
    const result = state.final!.result;
    const table = disrupt.results!.breakdown!(state, config.players)!.table!;
    const names = ranked(result.players).map((p) => config.players.find((x) => x.id === state.playerOf[p.role])!.name);
    expect(names).toEqual(table.players);
    expect(ranked(result.players)[0].role).toBe(result.winners[0]);
    const tied = [
      { role: 'startupper', total: 40 },
      { role: 'bpo', total: 52 },
      { role: 'leader', total: 52 }
    ];
    expect(ranked(tied).map((p) => p.role)).toEqual(['bpo', 'leader', 'startupper']);
    expect(tied.map((p) => p.role)).toEqual(['startupper', 'bpo', 'leader']);
  });
});

describe('the final scoring begins as the rulebook has it (a live table’s reveal is offered from then)', () => {
  it('after the sixth round’s Event phase is reached, and in a finished game; not in round 1 nor in round 6’s Project phase', () => {
    const { state } = disruptGame();
    expect(finalScoringBegun(state)).toBe(true);
    const playing = { ...state, final: null };
    expect(finalScoringBegun({ ...playing, round: 6, phase: 'event' })).toBe(true);
    expect(finalScoringBegun({ ...playing, round: 6, phase: 'project' })).toBe(false);
    expect(finalScoringBegun({ ...playing, round: 5, phase: 'event' })).toBe(false);
    expect(finalScoringBegun({ ...playing, round: 1, phase: 'operations' })).toBe(false);
  });
});
