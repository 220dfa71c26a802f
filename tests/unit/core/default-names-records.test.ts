// "Player n" seats (a one-tap start never renamed) are nobody in particular: the records do not make
// one person of every game's "Player 1", and BG Stats gets an id of that game alone for them.
import { describe, expect, it } from 'vitest';
import { buildRecords, seatPersonIds, type RecordRow } from '$lib/core/player-records';
import type { ResultSummary } from '$lib/core/results';

const result = (winner: string, at: number): ResultSummary => ({
  v: 1,
  unit: 'millions',
  endedAt: at,
  durationMs: 60_000,
  played: { count: 3, word: 'turn' },
  standings: [
    { player: 'p1', figure: winner === 'p1' ? 1000 : 400, rank: winner === 'p1' ? 1 : 2, tied: false, winner: winner === 'p1' },
    { player: 'p2', figure: winner === 'p2' ? 1000 : 400, rank: winner === 'p2' ? 1 : 2, tied: false, winner: winner === 'p2' }
  ]
});

const row = (id: string, names: [string, string], winner: string, at: number): RecordRow => ({
  id,
  kind: 'logo-billionaire',
  players: names.map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' })),
  createdAt: at,
  result: result(winner, at + 1)
});

describe('"Player n" in the records', () => {
  it('is left out of the records, however many games had a "Player 1"; a typed name in the same games counts', () => {
    const rows = [
      row('a', ['Player 1', 'Ana'], 'p1', 1000),
      row('b', ['Player 1', 'Player 2'], 'p2', 2000),
      row('c', ['Ana', 'Player 2'], 'p1', 3000)
    ];
    const records = buildRecords(rows, [], ['logo-billionaire']);
    expect(records.map((r) => [r.name, r.played, r.won])).toEqual([['Ana', 2, 1]]);
    // Ana's games still name everyone who played.
    expect(records[0].games.find((g) => g.id === 'a')!.everyone.map((e) => e.name)).toEqual(['Player 1', 'Ana']);
  });

  it('gets a BG Stats id of its game alone; a typed name keeps the person’s id', () => {
    const one = seatPersonIds(
      [
        { id: 'p1', name: 'Player 1' },
        { id: 'p2', name: 'Ana' }
      ],
      1000,
      []
    );
    const two = seatPersonIds([{ id: 'p1', name: 'Player 1' }], 2000, []);
    expect(one.get('p1')).not.toBe(two.get('p1'));
    expect(one.get('p2')).toBe('ana');
  });
});
