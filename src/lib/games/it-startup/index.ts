/** IT Startup's manifest: what the app knows of it before its rules load (see ../manifest.ts). */
import type { Player } from '$lib/core/types';
import type { GameManifest } from '../manifest';
import { setupRow } from '../setup-rows';

function playAgainDraft(players: readonly Player[], o: Record<string, unknown>) {
  const target = typeof o.target === 'number' ? o.target : 64;
  const standard = [32, 64, 128, 256].includes(target);
  const first = players.findIndex((p) => p.id === o.firstPlayer);
  return {
    rows: players.map((p) => setupRow(p)),
    size: standard ? String(target) : 'custom',
    customTarget: standard ? '' : String(target),
    starting: String(typeof o.startingResources === 'number' ? o.startingResources : 0),
    rolled: null,
    planning: o.planningBonus === true,
    firstIndex: Math.max(0, first),
    firstRolled: false,
    // The setup screen rolls the starting resources again (the rulebook rolls each game) and says so.
    playAgain: true
  };
}

export const itStartupManifest: GameManifest = {
  info: {
    kind: 'it-startup',
    name: 'IT Startup',
    tagline: 'Project points, burnout and resources',
    minPlayers: 2,
    maxPlayers: 4,
    unit: { short: 'resources', spaced: true }
  },
  loadRules: async () => (await import('./game-rules')).itStartupRules,
  loadReport: async () => (await import('./game-report')).itStartupReport,
  loadResults: async () => (await import('./results')).itResults,
  playAgainDraft
};
