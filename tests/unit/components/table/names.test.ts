import { describe, expect, it } from 'vitest';
import { namePieces } from '$lib/components/table/names';

describe('namePieces', () => {
  it('cuts the players’ names out of a line, the rest kept as it is', () => {
    expect(namePieces('Round 2 · Turn 5: Ana', ['Ana', 'Ben'])).toEqual([
      { text: 'Round 2 · Turn 5: ', name: false },
      { text: 'Ana', name: true }
    ]);
    expect(namePieces("Ben's turn 3 · Ana next", ['Ana', 'Ben'])).toEqual([
      { text: 'Ben', name: true },
      { text: "'s turn 3 · ", name: false },
      { text: 'Ana', name: true },
      { text: ' next', name: false }
    ]);
  });

  it('takes the longest name where one name begins another', () => {
    expect(namePieces('Turn: Ann Lee', ['Ann', 'Ann Lee'])).toEqual([
      { text: 'Turn: ', name: false },
      { text: 'Ann Lee', name: true }
    ]);
  });

  it('keeps a name holding a direction mark whole, and ignores empty names', () => {
    const odd = '\u202eZed';
    expect(namePieces(`${odd}'s turn`, [odd, '', ' '])).toEqual([
      { text: odd, name: true },
      { text: "'s turn", name: false }
    ]);
    expect(namePieces('No names here', [])).toEqual([{ text: 'No names here', name: false }]);
  });
});
