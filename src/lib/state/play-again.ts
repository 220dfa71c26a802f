/**
 * "Play again": a new game of the same kind with the same players, seats and options, prepared as
 * the setup screen's own draft (setup-draft.ts), so the table sees the whole setup filled in,
 * can change anything (someone leaves, another first player) and taps Start. Each draft has the
 * shape its setup screen keeps (see the Draft interface in src/routes/new/<game>/+page.svelte);
 * a draft that does not pass that screen's check is dropped there and the form starts empty, so a
 * browser test follows Play again for each game.
 */
import { freeColor, PLAYER_COLORS } from '$lib/core/players';
import type { GameKind, Player } from '$lib/core/types';
import { DEFAULT_RB_DECK } from '$lib/games/logo-billionaire/rules';
import { saveDraft } from './setup-draft';

interface Row {
  key: string;
  name: string;
  color: string;
  [field: string]: string;
}

const row = (p: Player, extra: Record<string, string> = {}): Row => ({ key: crypto.randomUUID(), name: p.name, color: p.color, ...extra });
const asString = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** The Risky Business deck as the editor's rows (value and count, BUST apart), as the setup screen makes them. */
function deckRows(deck: readonly unknown[]): { value: string; count: string }[] {
  const counts = new Map<number, number>();
  for (const c of deck) if (typeof c === 'number') counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value: String(value), count: String(count) }));
}

function logoBillionaireDraft(players: readonly Player[], o: Record<string, unknown>) {
  const pieces = (o.pieces ?? {}) as Record<string, unknown>;
  const first = players.findIndex((p) => p.id === o.firstPlayer);
  // A game set up without a deck of its own played the default one (as the game's setup reads it).
  const deck: readonly unknown[] = Array.isArray(o.deck) ? o.deck : DEFAULT_RB_DECK;
  return {
    rows: players.map((p) => row(p, { piece: asString(pieces[p.id], '') })),
    rules: o.rules === 'executive' ? 'executive' : 'apprentice',
    market: o.market === 'bear' ? 'bear' : 'bull',
    firstIndex: Math.max(0, first),
    pickedAtRandom: false,
    segments: typeof o.segments === 'number' ? o.segments : 6,
    deckRows: deckRows(deck),
    bustCount: String(deck.filter((c) => c === 'bust').length)
  };
}

function itStartupDraft(players: readonly Player[], o: Record<string, unknown>) {
  const target = typeof o.target === 'number' ? o.target : 64;
  const standard = [32, 64, 128, 256].includes(target);
  const first = players.findIndex((p) => p.id === o.firstPlayer);
  return {
    rows: players.map((p) => row(p)),
    size: standard ? String(target) : 'custom',
    customTarget: standard ? '' : String(target),
    starting: String(typeof o.startingResources === 'number' ? o.startingResources : 0),
    rolled: null,
    planning: o.planningBonus === true,
    firstIndex: Math.max(0, first),
    firstRolled: false
  };
}

const ROLES = ['startupper', 'bpo', 'angel', 'leader'] as const;
type Role = (typeof ROLES)[number];
/** Disrupt's roles for a player count when the options do not name them (as the game sets them up). */
const defaultRoles = (n: number): Role[] => (n === 1 ? ['leader'] : n === 2 ? ['startupper', 'leader'] : n === 3 ? ['startupper', 'bpo', 'leader'] : [...ROLES]);

function disruptDraft(players: readonly Player[], o: Record<string, unknown>) {
  const roles = (Array.isArray(o.roles) ? o.roles : defaultRoles(players.length)) as Role[];
  const taken = players.map((p) => p.color);
  const byRole = {} as Record<Role, Row>;
  for (const r of ROLES) {
    const i = roles.indexOf(r);
    if (i >= 0 && players[i]) byRole[r] = row(players[i]);
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
  const places = Array.isArray(o.brandEquity) ? (o.brandEquity as { role: Role; step: number }[]) : [];
  for (const { role, step } of places) {
    if (!ROLES.includes(role) || !Number.isInteger(step)) continue;
    startStep[role] = String(step);
    if (!(step in leftOf) && places.filter((p) => p.step === step).length === 2) leftOf[step] = role;
  }
  return { count: players.length, third: roles.includes('angel') && players.length === 3 ? 'angel' : 'bpo', byRole, startStep, leftOf };
}

/** The setup draft of a new game like `game`; the setup screen's form name and path. */
export function playAgainDraft(game: { kind: GameKind; players: readonly Player[]; options: Record<string, unknown> }): { form: string; path: string; draft: unknown } {
  const draft =
    game.kind === 'logo-billionaire'
      ? logoBillionaireDraft(game.players, game.options)
      : game.kind === 'it-startup'
        ? itStartupDraft(game.players, game.options)
        : disruptDraft(game.players, game.options);
  return { form: game.kind, path: `/new/${game.kind}`, draft };
}

/** Keeps the draft for the setup screen; returns the path to go to. */
export function preparePlayAgain(game: { kind: GameKind; players: readonly Player[]; options: Record<string, unknown> }): string {
  const { form, path, draft } = playAgainDraft(game);
  saveDraft(form, draft);
  return path;
}
