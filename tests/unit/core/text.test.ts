import { describe, expect, it } from 'vitest';
import { andList, figure, millions, MINUS, playerName, plural, signed } from '$lib/core/text';

describe('the words every screen writes one way', () => {
  it('names a player, and one not found as someone', () => {
    const players = [{ id: 'a', name: 'Ann' }];
    expect(playerName(players, 'a')).toBe('Ann');
    expect(playerName(players, 'x')).toBe('someone');
    expect(playerName(players, null)).toBe('someone');
  });

  it('lists names as a sentence does', () => {
    expect(andList([])).toBe('');
    expect(andList(['Ann'])).toBe('Ann');
    expect(andList(['Ann', 'Ben'])).toBe('Ann and Ben');
    expect(andList(['Ann', 'Ben', 'Cy'])).toBe('Ann, Ben and Cy');
  });

  it('counts with the noun in the right number', () => {
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(0, 'card')).toBe('0 cards');
    expect(plural(1200, 'free play')).toBe('1,200 free plays');
    expect(plural(2, 'Lead Developer', 'Lead Developers')).toBe('2 Lead Developers');
  });

  it('writes one minus sign, U+2212, for every negative figure, and none for zero', () => {
    expect(MINUS).toBe('\u2212');
    expect(figure(-1234)).toBe('\u22121,234');
    expect(figure(-0.04, 1)).toBe('0');
    expect(millions(-20)).toBe('\u221220M');
    expect(millions(1100)).toBe('1,100M');
    expect(signed(5)).toBe('+5');
    expect(signed(-5)).toBe('\u22125');
    expect(signed(0)).toBe('0');
  });
});
