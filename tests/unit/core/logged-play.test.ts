// A game logged after it was played: the form read into players and a result summary (winners as
// ticked, else the highest figure, ties shared), each field's problem, the local date read
// strictly, the line for the list, a logged row from a backup file checked, and where it was
// played and the note added to the BG Stats play before the app's own comments.
import { describe, expect, it } from 'vitest';
import { bgStatsLink, bgStatsPlay, COMMENTS_MAX, readBgStatsLink, withPlayDetails } from '$lib/core/bgstats';
import {
  localDateTimeValue,
  loggedRowProblem,
  parseLocalDateTime,
  readLoggedPlay,
  type LoggedPlayForm,
  type LoggedPlayRules
} from '$lib/core/logged-play';
import { isResultSummary } from '$lib/core/results';

const NOW = new Date(2026, 0, 10, 22, 0).getTime();
const RULES: LoggedPlayRules = { unit: 'millions', minPlayers: 2, maxPlayers: 6, now: NOW };
const form = (over: Partial<LoggedPlayForm> = {}): LoggedPlayForm => ({
  startedAt: '2026-01-10T19:30',
  minutes: '95',
  location: '  Cafe Meeple ',
  note: ' Rematch next week. ',
  players: [
    { name: ' Ana ', figure: '450', won: false, color: '#b3261e' },
    { name: 'Ben', figure: '1,020', won: false, color: '#1d4ed8' },
    { name: 'Cai', figure: '450', won: false }
  ],
  ...over
});

describe('reading the form of a logged game', () => {
  it('makes the players and a summary the records read: the highest figure wins when nobody is ticked', () => {
    const read = readLoggedPlay(form(), RULES);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const { play } = read;
    expect(play.players).toEqual([
      { id: 'p1', name: 'Ana', color: '#b3261e' },
      { id: 'p2', name: 'Ben', color: '#1d4ed8' },
      // No colour asked for: the first one nobody plays.
      { id: 'p3', name: 'Cai', color: '#15803d' }
    ]);
    expect(play.createdAt).toBe(new Date(2026, 0, 10, 19, 30).getTime());
    expect(isResultSummary(play.result)).toBe(true);
    expect(play.result).toMatchObject({ unit: 'millions', durationMs: 95 * 60_000, played: { count: 0 } });
    expect(play.result.endedAt).toBe(play.createdAt + 95 * 60_000);
    expect(play.result.standings).toEqual([
      { player: 'p2', figure: 1020, rank: 1, tied: false, winner: true },
      { player: 'p1', figure: 450, rank: 2, tied: true, winner: false },
      { player: 'p3', figure: 450, rank: 2, tied: true, winner: false }
    ]);
    expect(play.location).toBe('Cafe Meeple');
    expect(play.note).toBe('Rematch next week.');
    expect(play.standing).toBe('Ben won · Ben 1,020M · Ana 450M · Cai 450M');
  });

  it('takes the winners ticked, even below another figure (a game decided by its own rules)', () => {
    const read = readLoggedPlay(
      form({
        players: [
          { name: 'Ana', figure: '80', won: true },
          { name: 'Ben', figure: '95', won: false }
        ]
      }),
      { ...RULES, unit: 'points' }
    );
    if (!read.ok) throw new Error('refused');
    expect(read.play.result.standings.map((s) => [s.player, s.rank, s.winner])).toEqual([
      ['p1', 1, true],
      ['p2', 2, false]
    ]);
    expect(read.play.standing).toBe('Ana won · Ana 80 points · Ben 95 points');
  });

  it('shares the win between players level on the highest figure', () => {
    const level = [
      { name: 'Ana', figure: '7', won: false },
      { name: 'Ben', figure: '7', won: false }
    ];
    const read = readLoggedPlay(form({ players: level }), RULES);
    if (!read.ok) throw new Error('refused');
    expect(read.play.result.standings.every((s) => s.winner && s.rank === 1 && s.tied)).toBe(true);
    expect(read.play.standing.startsWith('Ana and Ben share the win')).toBe(true);
  });

  it('names each problem by its field and keeps nothing', () => {
    const read = readLoggedPlay(
      form({
        startedAt: '2026-02-31T19:00',
        minutes: '12.5',
        location: 'x'.repeat(81),
        players: [
          { name: 'Ana', figure: 'lots', won: false },
          { name: 'ana', figure: '3', won: false }
        ]
      }),
      RULES
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.problems).sort()).toEqual(['figure-0', 'location', 'minutes', 'name-1', 'startedAt']);
    expect(read.problems['name-1']).toMatch(/already playing/);
    expect(read.problems.minutes).toBe('Use whole numbers only.');
  });

  it('refuses too few or too many players, a start after now, and an empty date; the minutes may be left empty', () => {
    const one = readLoggedPlay(form({ players: [{ name: 'Ana', figure: '1', won: true }] }), RULES);
    expect(!one.ok && one.problems.players).toBe('This game takes 2 to 6 players.');
    const later = readLoggedPlay(form({ startedAt: '2026-01-10T22:30' }), RULES);
    expect(!later.ok && later.problems.startedAt).toMatch(/later than now/);
    const empty = readLoggedPlay(form({ startedAt: '' }), RULES);
    expect(!empty.ok && empty.problems.startedAt).toMatch(/Enter the date/);
    const unknown = readLoggedPlay(form({ minutes: ' ' }), RULES);
    expect(unknown.ok && unknown.play.result.durationMs).toBe(0);
  });

  it('never puts the end of a game after now', () => {
    const read = readLoggedPlay(form({ startedAt: '2026-01-10T21:30', minutes: '90' }), RULES);
    expect(read.ok && read.play.result.endedAt).toBe(NOW);
  });
});

describe('the local date and time of a datetime-local field', () => {
  it('reads and writes the phone’s local time, and refuses what is not a real date', () => {
    const at = new Date(2026, 6, 4, 9, 5).getTime();
    expect(localDateTimeValue(at)).toBe('2026-07-04T09:05');
    expect(parseLocalDateTime('2026-07-04T09:05')).toBe(at);
    expect(parseLocalDateTime('2026-07-04T09:05:30')).toBe(at + 30_000);
    expect(parseLocalDateTime('2026-13-01T10:00')).toBeNull();
    expect(parseLocalDateTime('4 July')).toBeNull();
  });
});

describe('a logged row from a backup file', () => {
  const good = () => {
    const read = readLoggedPlay(form(), RULES);
    if (!read.ok) throw new Error('refused');
    return { lastSeq: 0, status: 'finished', result: read.play.result, players: read.play.players, logged: true as unknown };
  };
  it('is accepted when finished, without events, and its result names its players', () => {
    expect(loggedRowProblem(good(), 0)).toBeNull();
  });
  it('is refused otherwise', () => {
    expect(loggedRowProblem({ ...good(), logged: 'yes' }, 0)).toMatch(/unknown way/);
    expect(loggedRowProblem({ ...good(), lastSeq: 1 }, 1)).toMatch(/no events/);
    expect(loggedRowProblem({ ...good(), status: 'active' }, 0)).toMatch(/is finished/);
    expect(loggedRowProblem({ ...good(), result: { v: 1 } }, 0)).toMatch(/no valid result/);
    const row = good();
    expect(loggedRowProblem({ ...row, players: row.players.slice(1) }, 0)).toMatch(/not in it/);
  });
});

describe('where it was played and the note, sent to BG Stats', () => {
  const play = bgStatsPlay({
    kind: 'it-startup',
    gameName: 'IT Startup',
    startedAt: NOW,
    durationMs: 60_000,
    comments: 'Ana burnt out three employees in one turn.',
    standings: [{ player: 'p1', figure: 10, rank: 1, tied: false, winner: true }],
    players: [{ id: 'p1', name: 'Ana' }],
    personIdOf: () => 'ana'
  });
  it('sends an empty location when nothing was typed (as before)', () => {
    expect(play.location).toBe('');
  });
  it('puts the location and the note first in the comments, and survives the link', () => {
    const detailed = withPlayDetails(play, { location: ' Club ', note: ' Close game. ' });
    expect(detailed.location).toBe('Club');
    expect(detailed.comments).toBe('Close game. — Ana burnt out three employees in one turn.');
    expect(readBgStatsLink(bgStatsLink(detailed))).toEqual(detailed);
    expect(withPlayDetails(play, { location: '', note: '' }).comments).toBe(play.comments);
    expect(withPlayDetails(play, { location: '', note: 'n'.repeat(2000) }).comments).toHaveLength(COMMENTS_MAX);
  });
});
