import { describe, expect, it } from 'vitest';
import { parseAmount } from '$lib/core/numbers';
import {
  colorProblems,
  freeColor,
  isDefaultName,
  NAME_MAX,
  nameProblem,
  PLAYER_COLORS,
  playerListProblem,
  playersProblems,
  withDefaultNames
} from '$lib/core/players';

describe('player names', () => {
  it.each([
    ['', /Enter a name/],
    ['   ', /Enter a name/],
    ['x'.repeat(25), /at most 24/],
    ['ana', /already playing/],
    [' ANA ', /already playing/]
  ])('refuses %j', (name, message) => {
    expect(nameProblem(name, ['Ana'])).toMatch(message);
  });

  it('accepts 1 to 24 characters after trimming', () => {
    expect(nameProblem('  B  ', ['Ana'])).toBeNull();
    expect(nameProblem(` ${'x'.repeat(24)} `, [])).toBeNull();
    expect(nameProblem('<img src=x onerror=f()>', [])).toBeNull();
    expect(nameProblem('"><script>', [])).toBeNull();
  });

  it('checks the count and reports the later of two equal names', () => {
    const result = playersProblems(['Ana', 'ana', 'Ben'], 2, 4);
    expect(result.count).toBeNull();
    expect(result.names).toEqual([null, expect.stringMatching(/already playing/), null]);
    expect(playersProblems(['Ana'], 2, 6).count).toMatch(/2 to 6/);
    expect(playersProblems(['A', 'B', 'C', 'D', 'E'], 2, 4).count).toMatch(/2 to 4/);
  });

  it('validates a stored player list', () => {
    const ok = [{ id: 'p1', name: 'Ana', color: '#b3261e' }];
    expect(playerListProblem(ok)).toBeNull();
    expect(playerListProblem([])).toMatch(/1 to 6/);
    expect(playerListProblem([{ ...ok[0], color: 'red' }])).toMatch(/colour/);
    expect(playerListProblem([ok[0], { ...ok[0], name: 'Ben' }])).toMatch(/twice/);
  });
});

describe('a line-up with no typing', () => {
  it('gives each empty seat "Player n", n its seat', () => {
    expect(withDefaultNames(['', '', ''])).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(withDefaultNames(['Ana', '  ', 'Cai'])).toEqual(['Ana', 'Player 2', 'Cai']);
  });

  it('skips a number someone typed, so the names stay distinct', () => {
    expect(withDefaultNames(['player 2', ''])).toEqual(['player 2', 'Player 3']);
    expect(withDefaultNames(['', 'Player 1', ''])).toEqual(['Player 2', 'Player 1', 'Player 3']);
    const names = withDefaultNames(['', 'Player 1', '', 'Player 3']);
    expect(playersProblems(names, 2, 4).names).toEqual([null, null, null, null]);
  });

  it('tells the app’s names from a person’s', () => {
    expect(isDefaultName('Player 12')).toBe(true);
    expect(isDefaultName(' Player 3 ')).toBe(true);
    expect(isDefaultName('Player One')).toBe(false);
    expect(isDefaultName('Ana')).toBe(false);
  });
});

describe('one limit for names', () => {
  it('is the same number in the check and its message', () => {
    expect(nameProblem('x'.repeat(NAME_MAX), [])).toBeNull();
    expect(nameProblem('x'.repeat(NAME_MAX + 1), [])).toBe(`A name has at most ${NAME_MAX} characters (this one has ${NAME_MAX + 1}).`);
  });

  it('words an imported list’s problem as a clause, so the caller’s full stop is the only one', () => {
    const problem = playerListProblem([{ id: 'p1', name: 'x'.repeat(33), color: PLAYER_COLORS[0].hex }]);
    expect(problem).toBe(`player 1: A name has at most ${NAME_MAX} characters (this one has 33)`);
    expect(`Session 1: ${problem}.`).not.toContain('..');
    expect(
      playerListProblem([
        { id: 'p1', name: 'Ana', color: PLAYER_COLORS[0].hex },
        { id: 'p2', name: 'ana', color: PLAYER_COLORS[1].hex }
      ])
    ).toMatch(/already playing; names must differ$/);
  });
});

describe('typed amounts', () => {
  it.each([
    ['12', 12],
    [' 1,000 ', 1000],
    ['+5', 5],
    ['1 000 000', 1_000_000]
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /Enter a number/],
    ['abc', /digits only/],
    ['1e3', /digits only/],
    ['2.5', /whole numbers/],
    ['-3', /negative/],
    ['0', /zero/],
    ['1000000001', /At most 1,000,000,000/],
    ['99999999999999999999', /At most/]
  ])('refuses %j', (text, message) => {
    const parsed = parseAmount(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(message);
  });

  it('allows zero or negatives only when asked', () => {
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(parseAmount('−7', { allowNegative: true })).toEqual({ ok: true, value: -7 });
  });
});

describe('player colours', () => {
  const [red, blue, green] = PLAYER_COLORS.map((c) => c.hex);
  it('freeColor: the preferred colour when nobody plays it, else the first free one', () => {
    expect(freeColor([blue], red)).toBe(red);
    expect(freeColor([red, blue], red)).toBe(green);
    expect(freeColor([], 'not a colour')).toBe(red);
    expect(freeColor(PLAYER_COLORS.map((c) => c.hex))).toBe(red);
  });

  it('colorProblems: two players cannot share a colour; an unknown colour is refused', () => {
    expect(colorProblems([red, blue, green])).toEqual([null, null, null]);
    expect(colorProblems([red, blue, red])).toEqual([null, null, expect.stringMatching(/already plays red/)]);
    expect(colorProblems(['#000000'])).toEqual(['Pick a colour.']);
    expect(playersProblems(['Ana', 'Ben'], 2, 6, [red, red]).colors).toEqual([null, expect.stringMatching(/pick another colour/)]);
    expect(playersProblems(['Ana', 'Ben'], 2, 6).colors).toEqual([null, null]);
  });
});
