/** Disrupt's manifest: what the app knows of it before its rules load (see ../manifest.ts). */
import { freeColor, PLAYER_COLORS } from '$lib/core/players';
import type { Player } from '$lib/core/types';
import type { GameManifest } from '../manifest';
import { setupRow, type SetupRow } from '../setup-rows';

const ROLES = ['startupper', 'bpo', 'angel', 'leader'] as const;
type Role = (typeof ROLES)[number];
/** The roles for a player count when the options do not name them (as the game sets them up). */
const defaultRoles = (n: number): Role[] =>
  n === 1 ? ['leader'] : n === 2 ? ['startupper', 'leader'] : n === 3 ? ['startupper', 'bpo', 'leader'] : [...ROLES];
const isRole = (v: unknown): v is Role => ROLES.includes(v as Role);

function playAgainDraft(players: readonly Player[], o: Record<string, unknown>) {
  const roles = Array.isArray(o.roles) && o.roles.every(isRole) ? o.roles : defaultRoles(players.length);
  const taken = players.map((p) => p.color);
  const byRole: Partial<Record<Role, SetupRow>> = {};
  for (const r of ROLES) {
    const i = roles.indexOf(r);
    if (i >= 0 && players[i]) byRole[r] = setupRow(players[i]);
    else {
      // A role nobody played: an empty seat in a colour nobody plays, for a table that adds a player.
      const color = freeColor(taken, PLAYER_COLORS[taken.length % PLAYER_COLORS.length].hex);
      taken.push(color);
      byRole[r] = { key: crypto.randomUUID(), name: '', color };
    }
  }
  // Brand Equity's starting places as the last game had them (the table reads its board: they do
  // not change between games); on a shared step the first listed is the token on the left.
  const startStep: Record<Role, string> = { startupper: '', bpo: '', angel: '', leader: '' };
  const leftOf: Record<string, Role> = {};
  const places = Array.isArray(o.brandEquity) ? (o.brandEquity as unknown[]) : [];
  const isPlace = (p: unknown): p is { role: Role; step: number } =>
    typeof p === 'object' && p !== null && isRole((p as { role: unknown }).role) && Number.isInteger((p as { step: unknown }).step);
  const valid = places.filter(isPlace);
  for (const { role, step } of valid) {
    startStep[role] = String(step);
    if (!(step in leftOf) && valid.filter((p) => p.step === step).length === 2) leftOf[step] = role;
  }
  return { count: players.length, third: roles.includes('angel') && players.length === 3 ? 'angel' : 'bpo', byRole, startStep, leftOf };
}

export const disruptManifest: GameManifest = {
  info: {
    kind: 'disrupt',
    name: 'Disrupt',
    tagline: 'Shares, Market Share and a long final scoring',
    minPlayers: 1,
    maxPlayers: 4,
    unit: { short: 'M', spaced: false }
  },
  loadRules: async () => (await import('./game-rules')).disruptRules,
  loadReport: async () => (await import('./game-report')).disruptReport,
  loadResults: async () => (await import('./results')).disruptResults,
  playAgainDraft
};
