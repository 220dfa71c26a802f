// The players a new game proposes and offers: the last table's line-up (the newest game of the
// kind, else of any kind, names as they stand, "Player n" as an empty seat, the options of a game of the kind) and the regular
// players' chips after a rename mid-game (the new name only).
import { describe, expect, it } from 'vitest';
import { lineUpOf, regularsAfterRenames } from '$lib/core/play-again-line-up';
import { playerRenamed } from '$lib/core/rename';
import type { Player } from '$lib/core/types';
import { lastTable, markDeleted, rememberedNames } from '$lib/db/sessions';
import { ANA, BEN, CAI, freshDb, newStore } from '../helpers';

const P = (names: string[]): Player[] =>
  names.map((name, i) => ({ id: `p${i + 1}`, name, color: ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'][i] }));

describe('the last table', () => {
  it('is the newest game of the kind, else of any kind; a deleted game is not one', async () => {
    const db = freshDb();
    expect(await lastTable('it-startup', db)).toBeUndefined();
    const three = await newStore(db, 'logo-billionaire', [ANA, BEN, CAI]);
    const two = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await db.sessions.update(three.record.id, { updatedAt: two.record.updatedAt - 10 });
    expect((await lastTable('logo-billionaire', db))!.id).toBe(two.record.id);
    // No IT Startup game: the newest game of any kind.
    expect((await lastTable('it-startup', db))!.id).toBe(two.record.id);
    await db.sessions.update(three.record.id, { kind: 'it-startup' });
    expect((await lastTable('it-startup', db))!.id).toBe(three.record.id);
    await markDeleted(three.record.id, db);
    expect((await lastTable('it-startup', db))!.id).toBe(two.record.id);
  });

  it('proposes the names as they stand and the colours; "Player n" as an empty seat; the roles of the same game', () => {
    const players = P(['Ana', 'Player 2', 'Cai']);
    expect(
      lineUpOf({ kind: 'disrupt', players, names: { p1: 'Anna' }, options: { roles: ['startupper', 'angel', 'leader'] } }, 'disrupt')
    ).toEqual({
      seats: [
        { name: 'Anna', color: '#b3261e' },
        { name: '', color: '#1d4ed8' },
        { name: 'Cai', color: '#15803d' }
      ],
      roles: ['startupper', 'angel', 'leader'],
      options: { roles: ['startupper', 'angel', 'leader'] }
    });
    // Another game's roles and options mean nothing here.
    const other = lineUpOf({ kind: 'disrupt', players, options: { roles: ['startupper', 'angel', 'leader'] } }, 'it-startup');
    expect(other.roles).toBeUndefined();
    expect(other.options).toBeUndefined();
  });

  it('proposes the options of the last game of the kind (Logo Billionaire’s Executive rules)', () => {
    const played = { kind: 'logo-billionaire' as const, players: P(['Ana', 'Ben']), options: { rules: 'executive', market: 'bear' } };
    expect(lineUpOf(played, 'logo-billionaire').options).toEqual({ rules: 'executive', market: 'bear' });
  });
});

describe('the regular players after a rename mid-game', () => {
  it('offer the new name only, in the player’s colour', async () => {
    const db = freshDb();
    const { store } = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    expect((await store.dispatch(playerRenamed('p2', 'Benedict'))).ok).toBe(true);
    const names = (await rememberedNames(db)).map((n) => [n.name, n.color]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Ana', ANA.color],
        ['Benedict', BEN.color]
      ])
    );
    expect(names.map(([n]) => n)).not.toContain('Ben');
  });

  it('keep the old name while a game still has a player by it, and after the rename is undone', async () => {
    const db = freshDb();
    const first = await newStore(db, 'logo-billionaire', [ANA, BEN]);
    await first.store.dispatch(playerRenamed('p2', 'Benedict'));
    await newStore(db, 'logo-billionaire', [BEN, CAI]);
    expect((await rememberedNames(db)).map((n) => n.name)).toEqual(expect.arrayContaining(['Ben', 'Benedict']));

    const db2 = freshDb();
    const again = await newStore(db2, 'logo-billionaire', [ANA, BEN]);
    await again.store.dispatch(playerRenamed('p2', 'Benedict'));
    await again.store.undo();
    const after = (await rememberedNames(db2)).map((n) => n.name);
    expect(after).toContain('Ben');
    expect(after).not.toContain('Benedict');
  });

  it('is worked out from the games, newest first (pure)', () => {
    const kept = [
      { key: 'ben', name: 'Ben', lastUsed: 5, color: '#1d4ed8' },
      { key: 'ana', name: 'Ana', lastUsed: 4, color: '#b3261e' }
    ];
    const games = [{ players: P(['Ana', 'Ben']), names: { p2: 'Bo' }, updatedAt: 9 }];
    expect(regularsAfterRenames(kept, games)).toEqual([
      { key: 'bo', name: 'Bo', lastUsed: 9, color: '#1d4ed8' },
      { key: 'ana', name: 'Ana', lastUsed: 4, color: '#b3261e' }
    ]);
    // A deleted game renames nobody.
    expect(regularsAfterRenames(kept, [{ ...games[0], deletedAt: 1 }]).map((n) => n.name)).toEqual(['Ben', 'Ana']);
  });
});
