// Every game in the list of games (src/lib/games/index.ts) is known at every registration point:
// its info, its rules (with the versions of its events), its results for the records, its board
// and setup screens, and Play again. A game added to the list but missing from any of them fails
// here, as does a kind of game the app's type names but the list lacks.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameKind } from '$lib/core/types';
import { MANIFESTS } from '$lib/games';
import { GAMES, isGameKind } from '$lib/games/catalog';
import { loadGame } from '$lib/games/registry';
import { playAgainDraft } from '$lib/state/play-again';

// Keyed by the GameKind type: a kind added to the type but not here fails to type-check.
const EVERY_KIND: Record<GameKind, true> = { disrupt: true, 'logo-billionaire': true, 'it-startup': true };

describe('the list of games', () => {
  it('lists every kind of game once', () => {
    const kinds = MANIFESTS.map((m) => m.info.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...kinds].sort()).toEqual(Object.keys(EVERY_KIND).sort());
    expect(GAMES.map((g) => g.kind)).toEqual(kinds);
  });

  describe.each(MANIFESTS.map((m) => [m.info.kind, m] as const))('%s', (kind, manifest) => {
    it('is a known kind, with a sensible player range', () => {
      expect(isGameKind(kind)).toBe(true);
      expect(manifest.info.minPlayers).toBeGreaterThanOrEqual(1);
      expect(manifest.info.maxPlayers).toBeGreaterThanOrEqual(manifest.info.minPlayers);
    });

    it('loads rules that say they are this game, declare their events’ versions and have results', async () => {
      const def = await loadGame(kind);
      expect(def.id).toBe(kind);
      expect(def.name).toBe(manifest.info.name);
      expect([def.minPlayers, def.maxPlayers]).toEqual([manifest.info.minPlayers, manifest.info.maxPlayers]);
      expect(Object.keys(def.versions ?? {}).length, 'versions of its events').toBeGreaterThan(0);
      expect(def.results, 'results for the result screen and the records').toBeDefined();
    });

    it('loads its rules without its report, and its report and results apart', async () => {
      const rules = await manifest.loadRules();
      expect(rules.id).toBe(kind);
      // The screen's chunk holds no history words nor result: they load with the first tap.
      expect('describe' in rules, 'no history words in the rules').toBe(false);
      expect('results' in rules, 'no result part in the rules').toBe(false);
      const report = await manifest.loadReport();
      expect(typeof report.describe).toBe('function');
      expect(await manifest.loadResults()).toBe(report.results);
    });

    it('has a board and a setup screen', () => {
      // Found by src/lib/components/games/screens.ts, by the folder's name (a glob: no list to add to).
      expect(existsSync(`src/lib/components/games/${kind}/Board.svelte`), 'Board.svelte').toBe(true);
      expect(existsSync(`src/lib/components/games/${kind}/Setup.svelte`), 'Setup.svelte').toBe(true);
    });

    it('prepares Play again with the same players', () => {
      const players = [
        { id: 'a', name: 'Ann', color: '#b3261e' },
        { id: 'b', name: 'Ben', color: '#1d4ed8' }
      ];
      const { path, form, draft } = playAgainDraft({ kind, players, options: {} });
      expect(path).toBe(`/new/${kind}`);
      expect(form).toBe(kind);
      expect(JSON.stringify(draft)).toContain('Ann');
    });
  });
});
