/**
 * Disrupt's result: the final scoring's totals (money on hand during the game), the winners (every
 * player with the highest total; solo: a grade reached), the roles, the scoring as a table and in
 * steps, and the highlights (the biggest auction and the largest Share purchase), read from the
 * states before and after each entry. The game's state is read only through the small functions
 * at the top (and sharesOwned from queries.ts), so a change of its shape re-points them and
 * nothing else. Imports nothing from ./game (game-report.ts attaches this part to the game). Pure: no
 * Svelte, Dexie or DOM.
 */
import { andList } from '$lib/core/text';
import { grouped } from '$lib/core/numbers';
import { formatFigure, type GameResults, type ResultStep } from '$lib/core/results';
import type { Player } from '$lib/core/types';
import { sharesOwned } from './queries';
import { isRole, type DisruptState } from './state';
import {
  PROJECTS,
  PROJECT_NAMES,
  ROLE_NAMES,
  SOLO_GRADE_NAMES,
  ranked,
  soloShortfall,
  type FinalScoringResult,
  type ProjectId,
  type Role
} from './scoring';

// --- The state, read through these only. ---
/** The roles that a person at the table plays (solo: the Market Leader; the automated Startupper has none). */
const playedRoles = (s: DisruptState): Role[] => s.roles.filter((r) => s.playerOf[r] !== undefined);
const playerOfRole = (s: DisruptState, r: Role): string | undefined => s.playerOf[r];
const roleOfPlayer = (s: DisruptState, id: string): Role | undefined => playedRoles(s).find((r) => s.playerOf[r] === id);
const money = (s: DisruptState, r: Role): number => s.millions[r] ?? 0;
const final = (s: DisruptState): FinalScoringResult | null => s.final?.result ?? null;
const isSolo = (s: DisruptState): boolean => s.solo;
const round = (s: DisruptState): number => s.round;
const firstPlayer = (s: DisruptState): Role => s.firstPlayer;
const runningAuction = (s: DisruptState) => s.auction;
const m = (value: number) => formatFigure(value, 'millions');

function label(s: DisruptState, players: readonly Player[], r: Role | string): string {
  if (r === 'market' || r === 'outside' || r === 'public') return 'the Market';
  if (!isRole(r)) return `the ${r}`;
  const name = players.find((p) => p.id === playerOfRole(s, r))?.name;
  return name ? `${name} (${ROLE_NAMES[r]})` : `the ${ROLE_NAMES[r]}`;
}

const shares = (n: number, project: ProjectId) => `${n === 1 ? 'a' : n} ${PROJECT_NAMES[project]} ${n === 1 ? 'Share' : 'Shares'}`;

/** An auction that closed with a winning bid: who won, what, from whom, for how much. */
function closedAuctions(steps: readonly ResultStep<DisruptState>[]) {
  const won: { role: Role; owner: string; project: ProjectId; amount: number; round: number }[] = [];
  for (const { before, after } of steps) {
    const a = runningAuction(before);
    const last = a?.bids.at(-1);
    // Closed (not cancelled): the winning bidder paid.
    if (!a || !last || runningAuction(after) || money(after, last.role) >= money(before, last.role)) continue;
    won.push({ role: last.role, owner: a.owner, project: a.project, amount: last.amount, round: round(before) });
  }
  return won;
}

/** Share purchases outside auctions: a role owning more Shares and having less money after an entry. */
function purchases(steps: readonly ResultStep<DisruptState>[]) {
  const bought: { role: Role; gained: { project: ProjectId; count: number }[]; paid: number; round: number }[] = [];
  for (const { before, after } of steps) {
    if (runningAuction(before) && !runningAuction(after)) continue;
    for (const r of after.roles) {
      const was = sharesOwned(before, r);
      const now = sharesOwned(after, r);
      const gained = PROJECTS.filter((p) => now[p] > was[p]).map((p) => ({ project: p, count: now[p] - was[p] }));
      const paid = money(before, r) - money(after, r);
      if (gained.length && paid > 0) bought.push({ role: r, gained, paid, round: round(before) });
    }
  }
  return bought;
}

function disruptHighlights(steps: readonly ResultStep<DisruptState>[], players: readonly Player[]): string[] {
  const end = steps.length ? steps[steps.length - 1].after : null;
  if (!end) return [];
  const lines: string[] = [];
  const auctions = closedAuctions(steps);
  if (auctions.length) {
    const top = auctions.reduce((a, b) => (b.amount > a.amount ? b : a));
    const what = shares(1, top.project);
    lines.push(
      top.owner === top.role
        ? `The biggest auction: ${label(end, players, top.role)} kept their own ${PROJECT_NAMES[top.project]} Share for ${m(top.amount)} (paid to the bank), in round ${top.round}.`
        : `The biggest auction: ${label(end, players, top.role)} won ${what} from ${label(end, players, top.owner)} for ${m(top.amount)} in round ${top.round}.`
    );
  } else lines.push('No Share was won at auction.');
  const bought = purchases(steps);
  if (bought.length) {
    const top = bought.reduce((a, b) => (b.paid > a.paid ? b : a));
    lines.push(
      `The largest Share purchase: ${label(end, players, top.role)} bought ${andList(top.gained.map((g) => shares(g.count, g.project)))} for ${m(top.paid)} in round ${top.round}.`
    );
  } else lines.push('No Share was bought outside auctions.');
  return lines;
}

export const disruptResults: GameResults<DisruptState> = {
  unit: 'millions',
  figures: (s) => {
    const result = final(s);
    const out: Record<string, number> = {};
    for (const r of playedRoles(s)) {
      const id = playerOfRole(s, r)!;
      out[id] = result ? (result.players.find((p) => p.role === r)?.total ?? money(s, r)) : money(s, r);
    }
    return out;
  },
  winners: (s) => {
    const result = final(s);
    if (!result) return [];
    // Solo: a grade is a win; without one the automated Startupper won.
    if (isSolo(s))
      return result.soloGrade
        ? playedRoles(s)
            .filter((r) => r === 'leader')
            .map((r) => playerOfRole(s, r)!)
        : [];
    return result.winners.map((r) => playerOfRole(s, r)).filter((id): id is string => id !== undefined);
  },
  roundsDone: (s) => round(s) - 1 + (final(s) ? 1 : 0),
  played: (s) => ({ count: round(s), word: 'round' }),
  chartCaption: "Each player's money at the start and after each round, then their total at the final scoring",
  finalScoring: true,
  endLabel: 'Final scoring',
  startPlayer: (s) => playerOfRole(s, firstPlayer(s)),
  role: (s, id) => {
    const r = roleOfPlayer(s, id);
    return r ? ROLE_NAMES[r] : undefined;
  },
  note: (s, players) => {
    const result = final(s);
    if (!result) return null;
    if (isSolo(s)) {
      const who = label(s, players, 'leader');
      return result.soloGrade
        ? `Solo: ${who} reached the grade ${SOLO_GRADE_NAMES[result.soloGrade]}.`
        : `Solo: ${who} reached no grade (${soloShortfall(result)}), so the automated Startupper won.`;
    }
    if (result.winners.length > 1) {
      const total = result.players.find((p) => p.role === result.winners[0])?.total ?? 0;
      return `${andList(result.winners.map((r) => label(s, players, r)))} share the win with ${m(total)}: every player with the highest total wins.`;
    }
    return null;
  },
  breakdown: (s, players) => {
    const result = final(s);
    if (!result) return null;
    // Ranked, the winner first (scoring.ts's ranked): the roles a person plays, with their totals.
    const totalOf = (r: Role) => result.players.find((p) => p.role === r)?.total ?? money(s, r);
    const roles = ranked(playedRoles(s).map((role) => ({ role, total: totalOf(role) }))).map((p) => p.role);
    // Four players' columns and the row names fit a 320 px phone: the columns are headed by the
    // player's name alone (the standings above give the roles), the figures are in millions as the
    // caption says, and the row names are one short word each.
    const cell = (r: Role, pick: (p: FinalScoringResult['players'][number]) => number) => {
      const p = result.players.find((x) => x.role === r);
      return p ? grouped(pick(p)) : '—';
    };
    const nameOf = (r: Role) => players.find((p) => p.id === playerOfRole(s, r))?.name ?? label(s, players, r);
    return {
      title: 'The final scoring',
      table: {
        caption: 'In millions: money on hand, plus the Shares at their final value, plus the bonus for resources left',
        rowHeader: 'Figure',
        players: roles.map(nameOf),
        rows: [
          { label: 'Money', cells: roles.map((r) => cell(r, (p) => p.millions)) },
          { label: 'Shares', cells: roles.map((r) => cell(r, (p) => p.shareValue)) },
          { label: 'Bonus', cells: roles.map((r) => cell(r, (p) => p.resourceBonus)) },
          { label: 'Total', cells: roles.map((r) => cell(r, (p) => p.total)) }
        ]
      },
      steps: { title: "Every step, in the rulebook's order", lines: [...result.steps] }
    };
  },
  highlights: disruptHighlights
};
