import { describe, expect, it } from 'vitest';
import { enteredOn } from '$lib/state/refused-notice';

const players = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];
const live = { tableId: 'T'.repeat(22), secret: 's'.repeat(43), device: 'd2', seat: 'p2', host: 'd1' };

describe('which phone entered a line, in words', () => {
  it('names the seat’s player, the host’s phone, or a watching phone', () => {
    expect(enteredOn({ by: { device: 'd2', seat: 'p2' } }, { players, live })).toBe('Ben’s phone');
    expect(enteredOn({ by: { device: 'd1', seat: null } }, { players, live })).toBe('the host’s phone');
    expect(enteredOn({ by: { device: 'd3', seat: null } }, { players, live })).toBe('a watching phone');
  });

  it('says nothing for a game never shared, and what a backup kept for one restored', () => {
    expect(enteredOn({ by: { device: 'd2', seat: 'p2' } }, { players })).toBeNull();
    expect(enteredOn({}, { players, live })).toBeNull();
    expect(enteredOn({ by: { seat: null, host: true } }, { players })).toBe('the host’s phone');
    expect(enteredOn({ by: { seat: 'p1', host: false } }, { players })).toBe('Ana’s phone');
  });
});
