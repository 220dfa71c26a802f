// Table-tool results as logged in a session: dice of 4 to 20 sides, one to six of them, and the
// results written before dice had sides (six-sided, one to three) still read.
import { describe, expect, it } from 'vitest';
import { checkToolResult, describeToolResult, type ToolResult } from '$lib/core/tool-results';
import { isInvalid, type Player } from '$lib/core/types';

const players: Player[] = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];

describe('dice results', () => {
  it.each([
    [{ tool: 'dice', values: [4] }, 'Rolled a die: 4'],
    [{ tool: 'dice', values: [1, 6, 3] }, 'Rolled 3 dice: 1 + 6 + 3 = 10']
  ])('an old result (no sides) still reads, as six-sided: %j', (result, line) => {
    const checked = checkToolResult(result, players);
    expect(checked).toEqual(result);
    expect(describeToolResult(checked as ToolResult, players)).toBe(line);
  });

  it.each([
    [{ tool: 'dice', values: [20], sides: 20 }, 'Rolled a d20: 20'],
    [{ tool: 'dice', values: [1, 2, 3, 4, 4, 4], sides: 4 }, 'Rolled 6 d4: 1 + 2 + 3 + 4 + 4 + 4 = 18'],
    [{ tool: 'dice', values: [6, 6, 6, 6, 6, 6] }, 'Rolled 6 dice: 6 + 6 + 6 + 6 + 6 + 6 = 36'],
    [{ tool: 'dice', values: [10, 1], sides: 10 }, 'Rolled 2 d10: 10 + 1 = 11']
  ])('a result of other dice, up to six: %j', (result, line) => {
    const checked = checkToolResult(result, players);
    expect(checked).toEqual(result);
    expect(describeToolResult(checked as ToolResult, players)).toBe(line);
  });

  it.each([
    [{ tool: 'dice', values: [7] }, /1 to 6/],
    [{ tool: 'dice', values: [5], sides: 4 }, /from 1 to 4/],
    [{ tool: 'dice', values: [1], sides: 7 }, /4, 6, 8, 10, 12, 20 sides/],
    [{ tool: 'dice', values: [1], sides: '20' }, /sides/],
    [{ tool: 'dice', values: [1, 1, 1, 1, 1, 1, 1] }, /1 to 6 numbers/],
    [{ tool: 'dice', values: [] }, /1 to 6 numbers/],
    [{ tool: 'dice', values: [2.5], sides: 8 }, /from 1 to 8/]
  ])('refuses %j', (result, message) => {
    const checked = checkToolResult(result, players);
    expect(isInvalid(checked)).toBe(true);
    expect((checked as { invalid: string }).invalid).toMatch(message);
  });
});

it('a first-player pick names the player and their seat', () => {
  expect(describeToolResult({ tool: 'first-player', playerId: 'p2' }, players)).toBe('First player picked: Ben (seat 2 of 2)');
});
