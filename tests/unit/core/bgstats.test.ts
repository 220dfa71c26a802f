// The "Log in BG Stats" link: BG Stats' documented createPlay address with the play as URL-encoded
// JSON, stable source ids, ranks with ties, Disrupt's roles, and a solo Disrupt game.
import { describe, expect, it } from 'vitest';
import {
  bgStatsLink,
  bgStatsPlay,
  durationMinutes,
  playDate,
  readBgStatsLink,
  sourceGameId,
  sourcePlayerId,
  type PlayInput
} from '$lib/core/bgstats';
import { replayForResult, resultSummary } from '$lib/core/results';
import type { GameDefinition, GameEvent, Player } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import type { DisruptState } from '$lib/games/disrupt/state';

// Local time, as the phone's clock shows it: playDate is written in it.
const STARTED = new Date(2026, 0, 10, 19, 5, 9).getTime();

const base = (over: Partial<PlayInput> = {}): PlayInput => ({
  kind: 'logo-billionaire',
  gameName: 'Logo Billionaire',
  startedAt: STARTED,
  durationMs: 47 * 60_000 + 20_000,
  comments: 'Ben went BUST in turn 7.',
  players: [
    { id: 'p1', name: 'Ana' },
    { id: 'p2', name: 'Ben' },
    { id: 'p3', name: 'Cai' }
  ],
  standings: [
    { player: 'p2', figure: 1020, rank: 1, tied: false, winner: true },
    { player: 'p1', figure: 450, rank: 2, tied: true, winner: false },
    { player: 'p3', figure: 450, rank: 2, tied: true, winner: false }
  ],
  startPlayer: 'p1',
  personIdOf: (id) => ({ p1: 'ana', p2: 'ben', p3: 'cai' })[id]!,
  ...over
});

describe('BG Stats createPlay link', () => {
  it('is the documented address with the play as URL-encoded JSON in data', () => {
    const link = bgStatsLink(bgStatsPlay(base()));
    expect(link.startsWith('https://app.bgstatsapp.com/createPlay.html?data=%7B%22game%22')).toBe(true);
    // Nothing in the query but the encoded data: no raw JSON punctuation, spaces or '&'.
    expect(link.split('?data=')[1]).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(JSON.parse(decodeURIComponent(link.split('?data=')[1]))).toEqual(bgStatsPlay(base()));
  });

  it('encodes names with markup, ampersands, quotes, plus signs and emoji, and reads them back the same', () => {
    const names = ['A&B <b>', 'Zoë "Z" + 1', '🎲 Dice'];
    const input = base({ players: names.map((name, i) => ({ id: `p${i + 1}`, name })) });
    const link = bgStatsLink(bgStatsPlay(input));
    // A raw '&' would end the data, a raw '+' would read as a space: both are encoded, as are markup and spaces.
    expect(link.split('?')[1]).not.toMatch(/[<>"&+ #]/);
    const read = readBgStatsLink(link)!;
    expect(read.players.map((p) => p.name).sort()).toEqual([...names].sort());
    expect(read.comments).toBe('Ben went BUST in turn 7.');
  });

  it('the play: date in local time, whole minutes, highest wins with points, every player with score, rank and winner', () => {
    const play = bgStatsPlay(base());
    expect(play.game).toEqual({ name: 'Logo Billionaire', sourceGameId: 'boardroom-logo-billionaire', highestWins: true, noPoints: false });
    expect(play.playDate).toBe('2026-01-10 19:05:09');
    expect(play.durationMin).toBe(47);
    expect(play.location).toBe('');
    expect(play.players).toEqual([
      { name: 'Ben', score: 1020, rank: 1, winner: true, startPlayer: false, role: '', sourcePlayerId: sourcePlayerId('ben') },
      { name: 'Ana', score: 450, rank: 2, winner: false, startPlayer: true, role: '', sourcePlayerId: sourcePlayerId('ana') },
      { name: 'Cai', score: 450, rank: 2, winner: false, startPlayer: false, role: '', sourcePlayerId: sourcePlayerId('cai') }
    ]);
  });

  it('a tie at the top: both winners, both rank 1', () => {
    const play = bgStatsPlay(
      base({
        standings: [
          { player: 'p1', figure: 84, rank: 1, tied: true, winner: true },
          { player: 'p2', figure: 84, rank: 1, tied: true, winner: true },
          { player: 'p3', figure: 60, rank: 3, tied: false, winner: false }
        ]
      })
    );
    expect(play.players.map((p) => [p.name, p.rank, p.winner])).toEqual([
      ['Ana', 1, true],
      ['Ben', 1, true],
      ['Cai', 3, false]
    ]);
  });

  it('a BGG id is sent only where known', () => {
    expect(bgStatsPlay(base({ bggId: 12345 })).game.bggId).toBe(12345);
    expect('bggId' in bgStatsPlay(base()).game).toBe(false);
  });

  it('source ids are stable: the same person and game give the same ids every time, different people different ones', () => {
    expect(sourcePlayerId('ben')).toBe(sourcePlayerId('ben'));
    expect(sourcePlayerId('ben')).toMatch(/^boardroom-player-[0-9a-z]+$/);
    expect(new Set(['ana', 'ben', 'cai', 'anna', 'zoë'].map(sourcePlayerId)).size).toBe(5);
    // NFC: the same name typed with a combining accent is the same person.
    expect(sourcePlayerId('zoe\u0308')).toBe(sourcePlayerId('zoë'));
    expect(sourceGameId('disrupt')).toBe('boardroom-disrupt');
  });

  it('durations: whole minutes, at least one for any play', () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(10_000)).toBe(1);
    expect(durationMinutes(89 * 60_000 + 31_000)).toBe(90);
    expect(playDate(new Date(2025, 11, 31, 23, 59, 59).getTime())).toBe('2025-12-31 23:59:59');
  });

  it('a solo Disrupt game: the Market Leader alone, with the role, the total, and a win only with a grade', () => {
    const def = disrupt as GameDefinition<DisruptState>;
    const players: Player[] = [{ id: 'p1', name: 'Leo', color: '#7e22ce' }];
    const config = { kind: 'disrupt' as const, players, options: {}, createdAt: STARTED };
    const log = (events: GameEvent[]) => events.map((event, i) => ({ sessionId: 's', seq: i + 1, at: STARTED + (i + 1) * 600_000, event }));
    const play = (events: GameEvent[]) => {
      const { final, initial } = replayForResult(def, config, log(events));
      const summary = resultSummary(def, final, players)!;
      return bgStatsPlay({
        kind: 'disrupt',
        gameName: 'Disrupt',
        startedAt: STARTED,
        durationMs: summary.durationMs,
        standings: summary.standings,
        players,
        startPlayer: def.results!.startPlayer(initial.game),
        personIdOf: () => 'leo'
      });
    };
    const graded = play([
      { type: 'disrupt.money-adjusted', v: 1, role: 'leader', amount: 100 },
      { type: 'disrupt.final-scored', v: 1, bullBear: [0, 0, 0] }
    ]);
    expect(graded.game).toMatchObject({ name: 'Disrupt', sourceGameId: 'boardroom-disrupt', highestWins: true, noPoints: false });
    expect(graded.durationMin).toBe(20);
    expect(graded.players).toHaveLength(1);
    // The automated Startupper plays first in round 1 and is nobody at the table.
    expect(graded.players[0]).toMatchObject({
      name: 'Leo',
      rank: 1,
      winner: true,
      startPlayer: false,
      role: 'Market Leader',
      sourcePlayerId: sourcePlayerId('leo')
    });
    expect(graded.players[0].score).toBeGreaterThanOrEqual(100);
    const lost = play([
      { type: 'disrupt.money-adjusted', v: 1, role: 'leader', amount: -25 },
      { type: 'disrupt.final-scored', v: 1, bullBear: [0, 0, 0] }
    ]);
    expect(lost.players).toEqual([expect.objectContaining({ name: 'Leo', rank: 1, winner: false, role: 'Market Leader' })]);
    expect(readBgStatsLink(bgStatsLink(lost))).toEqual(lost);
  });

  it('reads back only BG Stats links', () => {
    expect(readBgStatsLink('https://example.com/createPlay.html?data=%7B%7D')).toBeNull();
    expect(readBgStatsLink('not a link')).toBeNull();
  });
});
