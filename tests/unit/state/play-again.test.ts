// "Play again": the setup draft of a new game like the finished one, in the shape each setup
// screen keeps (the browser test follows it on each screen).
import { describe, expect, it } from 'vitest';
import type { Player } from '$lib/core/types';
import { playAgainDraft } from '$lib/state/play-again';

const P = (names: string[]): Player[] =>
  names.map((name, i) => ({ id: `p${i + 1}`, name, color: ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'][i] }));

describe('play again', () => {
  it('Logo Billionaire: seats with their pieces, rules, market, first player, spinner and the deck as the editor shows it', () => {
    const { form, path, draft } = playAgainDraft({
      kind: 'logo-billionaire',
      players: P(['Ana', 'Ben', 'Cai']),
      options: {
        rules: 'executive',
        market: 'bear',
        segments: 8,
        firstPlayer: 'p2',
        pieces: { p1: 'Dragon', p2: '', p3: 'Owl' },
        deck: ['bust', 'bust', 10, 10, 10, 10, 30, 20]
      }
    });
    expect(form).toBe('logo-billionaire');
    expect(path).toBe('/new/logo-billionaire');
    expect(draft).toMatchObject({
      rows: [
        { name: 'Ana', color: '#b3261e', piece: 'Dragon' },
        { name: 'Ben', color: '#1d4ed8', piece: '' },
        { name: 'Cai', color: '#15803d', piece: 'Owl' }
      ],
      rules: 'executive',
      market: 'bear',
      firstIndex: 1,
      pickedAtRandom: false,
      segments: 8,
      deckRows: [
        { value: '10', count: '4' },
        { value: '20', count: '1' },
        { value: '30', count: '1' }
      ],
      bustCount: '2'
    });
    const keys = (draft as { rows: { key: string }[] }).rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('Logo Billionaire set up without a deck of its own: the default deck', () => {
    const { draft } = playAgainDraft({ kind: 'logo-billionaire', players: P(['Ana', 'Ben']), options: {} });
    expect(draft).toMatchObject({ rules: 'apprentice', market: 'bull', firstIndex: 0, segments: 6, bustCount: '3' });
  });

  it('IT Startup: a standard or another target, the same starting resources, the planning bonus, the first player', () => {
    expect(
      playAgainDraft({
        kind: 'it-startup',
        players: P(['Pat', 'Mat']),
        options: { target: 128, startingResources: 5, planningBonus: true, firstPlayer: 'p2' }
      }).draft
    ).toMatchObject({
      rows: [{ name: 'Pat' }, { name: 'Mat' }],
      size: '128',
      customTarget: '',
      starting: '5',
      rolled: null,
      planning: true,
      firstIndex: 1,
      firstRolled: false
    });
    expect(
      playAgainDraft({ kind: 'it-startup', players: P(['Pat', 'Mat']), options: { target: 90, startingResources: 0 } }).draft
    ).toMatchObject({ size: 'custom', customTarget: '90', starting: '0' });
  });

  it('Disrupt: each player in their role; a role nobody played is an empty seat in a free colour', () => {
    const { draft } = playAgainDraft({
      kind: 'disrupt',
      players: P(['Sam', 'Ang', 'Leo']),
      options: { roles: ['startupper', 'angel', 'leader'] }
    });
    const d = draft as { count: number; third: string; byRole: Record<string, { name: string; color: string }> };
    expect(d.count).toBe(3);
    expect(d.third).toBe('angel');
    expect(d.byRole.startupper).toMatchObject({ name: 'Sam', color: '#b3261e' });
    expect(d.byRole.angel).toMatchObject({ name: 'Ang', color: '#1d4ed8' });
    expect(d.byRole.leader).toMatchObject({ name: 'Leo', color: '#15803d' });
    expect(d.byRole.bpo.name).toBe('');
    expect(['#b3261e', '#1d4ed8', '#15803d']).not.toContain(d.byRole.bpo.color);
    const solo = playAgainDraft({ kind: 'disrupt', players: P(['Leo']), options: {} }).draft as typeof d;
    expect(solo.count).toBe(1);
    expect(solo.byRole.leader.name).toBe('Leo');
  });

  it('Disrupt: Brand Equity starting places as the last game had them, the left token of a shared step included', () => {
    const brandEquity = [
      { role: 'startupper', step: 8 },
      { role: 'bpo', step: 8 },
      { role: 'angel', step: 9 },
      { role: 'leader', step: 10 }
    ];
    const { draft } = playAgainDraft({ kind: 'disrupt', players: P(['Sam', 'Bea', 'Ang', 'Leo']), options: { brandEquity } });
    expect(draft).toMatchObject({ startStep: { startupper: '8', bpo: '8', angel: '9', leader: '10' }, leftOf: { 8: 'startupper' } });
    expect(Object.keys((draft as { leftOf: object }).leftOf)).toEqual(['8']);
  });
});
