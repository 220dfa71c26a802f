// Players' records from finished games' rows: per person and game, played, won, best, average and
// last played; renames keep a record together, and a later player of the old name is someone else.
import { describe, expect, it } from 'vitest';
import { buildRecords, gameLine, renamedPeople, resolvePerson, type Person, type RecordRow } from '$lib/core/player-records';
import type { ResultSummary, Standing } from '$lib/core/results';
import type { GameKind } from '$lib/core/types';

const ORDER = ['disrupt', 'logo-billionaire', 'it-startup'] as const;

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const COLORS = ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'];

/** A finished game on day `day`: names with their figures, best first; the first wins unless `winners` says otherwise. */
function game(id: string, kind: GameKind, day: number, results: [string, number][], winners = 1): RecordRow {
  const standings: Standing[] = results.map(([, figure], i) => ({
    player: `p${i + 1}`,
    figure,
    rank: 1 + results.filter(([, f], j) => j !== i && f > figure).length,
    tied: results.some(([, f], j) => j !== i && f === figure),
    winner: i < winners
  }));
  const result: ResultSummary = {
    v: 1,
    unit: kind === 'it-startup' ? 'points' : 'millions',
    durationMs: 3_600_000,
    endedAt: T0 + day * DAY + 3_600_000,
    played: { count: 6, word: 'round' },
    standings
  };
  return {
    id,
    kind,
    createdAt: T0 + day * DAY,
    players: results.map(([name], i) => ({ id: `p${i + 1}`, name, color: COLORS[i] })),
    result
  };
}

describe('records', () => {
  it('per person and game: played, won, best, average (one decimal), last played; most recent first', () => {
    const rows = [
      game('g1', 'logo-billionaire', 1, [
        ['Ana', 1020],
        ['Ben', 450]
      ]),
      game('g2', 'logo-billionaire', 2, [
        ['Ben', 1100],
        ['Ana', 300]
      ]),
      game('g3', 'it-startup', 3, [
        ['Ana', 70],
        ['Cai', 65]
      ]),
      game('g4', 'logo-billionaire', 4, [
        ['Ana', 1005],
        ['Cai', 801]
      ])
    ];
    const people: Person[] = [
      { key: 'ana', name: 'Ana', color: '#b3261e' },
      { key: 'ben', name: 'Ben', color: '#1d4ed8' }
    ];
    const records = buildRecords(rows, people, ORDER);
    expect(records.map((r) => [r.name, r.played, r.won])).toEqual([
      ['Ana', 4, 3],
      ['Cai', 2, 0],
      ['Ben', 2, 1]
    ]);
    const ana = records[0];
    expect(ana.color).toBe('#b3261e');
    expect(ana.byGame).toEqual([
      { kind: 'logo-billionaire', unit: 'millions', played: 3, won: 2, best: 1020, average: 775, lastPlayed: T0 + 4 * DAY + 3_600_000 },
      { kind: 'it-startup', unit: 'points', played: 1, won: 1, best: 70, average: 70, lastPlayed: T0 + 3 * DAY + 3_600_000 }
    ]);
    expect(ana.games.map((g) => g.id)).toEqual(['g4', 'g3', 'g2', 'g1']);
    expect(ana.games[2]).toMatchObject({ playedAs: 'Ana', figure: 300, rank: 2, winner: false });
    expect(gameLine(ana.games[2])).toBe('Ben 1,100M · Ana 300M');
    const ben = records.find((r) => r.key === 'ben')!;
    expect(ben.byGame[0].average).toBe(775);
    const cai = records.find((r) => r.key === 'cai')!;
    expect(cai.byGame.map((g) => [g.kind, g.average])).toEqual([
      ['logo-billionaire', 801],
      ['it-startup', 65]
    ]);
  });

  it('a shared win counts as a win for each; averages keep one decimal', () => {
    const rows = [
      game(
        'g1',
        'disrupt',
        1,
        [
          ['Ana', 84],
          ['Ben', 84],
          ['Cai', 50]
        ],
        2
      ),
      game('g2', 'disrupt', 2, [
        ['Ana', 33],
        ['Ben', 20]
      ])
    ];
    const records = buildRecords(rows, [], ORDER);
    expect(records.find((r) => r.key === 'ben')!.won).toBe(1);
    expect(records.find((r) => r.key === 'ana')!.byGame[0]).toMatchObject({ played: 2, won: 2, best: 84, average: 58.5 });
    expect(records.find((r) => r.key === 'ben')!.byGame[0].average).toBe(52);
  });

  it('names are matched without case; someone never remembered keeps the name of their latest game', () => {
    const rows = [
      game('g1', 'disrupt', 1, [
        ['dora', 50],
        ['Ana', 40]
      ]),
      game('g2', 'disrupt', 2, [
        ['Dora', 60],
        ['Ana', 40]
      ])
    ];
    const records = buildRecords(rows, [], ORDER);
    expect(records.map((r) => r.name).sort()).toEqual(['Ana', 'Dora']);
    expect(records.find((r) => r.key === 'dora')!.played).toBe(2);
  });
});

describe('renaming a remembered player', () => {
  const ben: Person & { lastUsed: number } = { key: 'ben', name: 'Ben', color: '#1d4ed8', lastUsed: T0 };

  it('keeps the record together under the new name, with the colour and the stable id', () => {
    const change = renamedPeople(ben, '  Benjamin ', undefined, T0 + 10 * DAY)!;
    expect(change.remove).toEqual(['ben']);
    expect(change.put).toMatchObject({
      key: 'benjamin',
      name: 'Benjamin',
      color: '#1d4ed8',
      id: 'ben',
      formerly: [{ key: 'ben', until: T0 + 10 * DAY }]
    });
    const rows = [
      game('g1', 'logo-billionaire', 1, [
        ['Ben', 1020],
        ['Ana', 450]
      ]),
      game('g2', 'logo-billionaire', 12, [
        ['Benjamin', 1010],
        ['Ana', 450]
      ])
    ];
    const records = buildRecords(rows, [change.put, { key: 'ana', name: 'Ana' }], ORDER);
    const benjamin = records.find((r) => r.key === 'benjamin')!;
    expect(benjamin).toMatchObject({ name: 'Benjamin', id: 'ben', played: 2, won: 2 });
    expect(benjamin.games.map((g) => g.playedAs)).toEqual(['Benjamin', 'Ben']);
    expect(records.find((r) => r.key === 'ben')).toBeUndefined();
  });

  it('someone who plays under the old name after the rename is someone else', () => {
    const { put } = renamedPeople(ben, 'Benjamin', undefined, T0 + 10 * DAY)!;
    expect(resolvePerson('Ben', T0 + 9 * DAY, [put])).toBe('benjamin');
    expect(resolvePerson('ben', T0 + 11 * DAY, [put])).toBe('ben');
    const records = buildRecords([game('g1', 'disrupt', 1, [['Ben', 50]]), game('g2', 'disrupt', 11, [['Ben', 40]])], [put], ORDER);
    expect(records.map((r) => [r.key, r.played])).toEqual([
      ['ben', 1],
      ['benjamin', 1]
    ]);
  });

  it('renamed twice: each old name counts for whoever had it then', () => {
    const first = renamedPeople(ben, 'Rob', undefined, T0 + 10 * DAY)!.put;
    const second = renamedPeople(first, 'Robert', undefined, T0 + 20 * DAY)!.put;
    expect(second).toMatchObject({
      key: 'robert',
      id: 'ben',
      formerly: [
        { key: 'ben', until: T0 + 10 * DAY },
        { key: 'rob', until: T0 + 20 * DAY }
      ]
    });
    expect(resolvePerson('Ben', T0 + 5 * DAY, [second])).toBe('robert');
    expect(resolvePerson('Rob', T0 + 15 * DAY, [second])).toBe('robert');
    expect(resolvePerson('Rob', T0 + 25 * DAY, [second])).toBe('rob');
    expect(resolvePerson('Ben', T0 + 15 * DAY, [second])).toBe('ben');
  });

  it('to a name already remembered: the two records become one, under that name with its colour and id', () => {
    const existing: Person = { key: 'benny', name: 'Benny', color: '#15803d', id: 'benny' };
    const change = renamedPeople(ben, 'BENNY', existing, T0 + 10 * DAY)!;
    expect(change.put).toMatchObject({
      key: 'benny',
      name: 'BENNY',
      color: '#15803d',
      id: 'benny',
      formerly: [{ key: 'ben', until: T0 + 10 * DAY }]
    });
    const records = buildRecords([game('g1', 'disrupt', 1, [['Ben', 50]]), game('g2', 'disrupt', 2, [['Benny', 40]])], [change.put], ORDER);
    expect(records.map((r) => [r.name, r.played])).toEqual([['BENNY', 2]]);
  });

  it('a change of case only renames in place; the same name changes nothing', () => {
    expect(renamedPeople(ben, 'BEN', undefined, T0)).toEqual({ remove: [], put: { ...ben, name: 'BEN' } });
    expect(renamedPeople(ben, ' Ben ', undefined, T0)).toBeNull();
  });
});
