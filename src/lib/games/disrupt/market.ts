/**
 * Disrupt's Market as the board draws it: a row for each role and the Public row, five columns
 * priced 8M at the left down to 4M at the right, each place empty or holding one Project's Share
 * ("each role can have only one Share to sell for each column"). Pure helpers over plain data:
 * putting a Share at 8M with the others sliding right, the Share the public buys, and the refill
 * of the Public row from the Shares beside the board. No Svelte, Dexie or DOM.
 */
import { PROJECT_NAMES, ROLE_NAMES, type ProjectId, type Role } from './scoring';

export type Row = Role | 'public';
export type Cell = ProjectId | null;
export type MarketBoard = Partial<Record<Row, Cell[]>>;

/** The price of each column, left to right. */
export const MARKET_PRICES: readonly number[] = [8, 7, 6, 5, 4];
export const MARKET_COLUMNS = MARKET_PRICES.length;

export const emptyRow = (): Cell[] => Array.from({ length: MARKET_COLUMNS }, () => null);

/** "a BoardTube Share", "an Eturnium Share". */
export function aShare(project: ProjectId): string {
  return `${/^[AEIOU]/.test(PROJECT_NAMES[project]) ? 'an' : 'a'} ${PROJECT_NAMES[project]} Share`;
}

/** "A BoardTube Share", "An Eturnium Share": at the start of a sentence. */
export const AShare = (project: ProjectId): string => aShare(project).replace(/^a/, 'A');

export const rowName = (row: Row): string => (row === 'public' ? 'the Public row' : `the ${ROLE_NAMES[row]}’s row`);

/**
 * Puts a Share at 8M. A Share already there slides to the next place, and so on, only as far as
 * needed: the run of Shares from 8M moves right into the first empty place ("Slide as many Shares
 * as needed"). With no empty place the Share at 4M is pushed off the row and returned as `out`
 * (the rulebook does not say where it goes; Boardroom puts it beside the board).
 */
export function pushLeft(row: readonly Cell[], project: ProjectId): { row: Cell[]; out: ProjectId | null } {
  const next = [...row];
  let gap = next.indexOf(null);
  let out: ProjectId | null = null;
  if (gap === -1) {
    out = next[next.length - 1];
    gap = next.length - 1;
  }
  for (let i = gap; i > 0; i--) next[i] = next[i - 1];
  next[0] = project;
  return { row: next, out };
}

export interface PublicBuyChoice {
  row: Role;
  column: number;
  project: ProjectId;
  /** What the owner is paid: the column's price. */
  price: number;
  /** Why the rules pick this Share, in words. */
  why: string;
}

/**
 * The Share the public buys when an Event says it buys at `price` (a Share of `project` when the
 * card names one): among the players' rows (the public does not buy its own row), the Shares at
 * that price or, when none is there, at the lowest price above it; of two Shares at one price, the
 * Project higher on Social Hype; of one Project's Shares at one price, the player higher on Brand
 * Equity. Null when no Share is for sale at that price or above.
 */
export function publicBuyChoice(
  board: MarketBoard,
  roles: readonly Role[],
  price: number,
  project: ProjectId | null,
  socialHype: readonly ProjectId[],
  brandEquityOrder: readonly Role[]
): PublicBuyChoice | null {
  const offers: { row: Role; column: number; project: ProjectId }[] = [];
  for (const role of roles) {
    (board[role] ?? []).forEach((cell, column) => {
      if (cell && MARKET_PRICES[column] >= price && (!project || cell === project)) offers.push({ row: role, column, project: cell });
    });
  }
  if (!offers.length) return null;
  const lowest = Math.min(...offers.map((o) => MARKET_PRICES[o.column]));
  const atLowest = offers.filter((o) => MARKET_PRICES[o.column] === lowest);
  const hype = (p: ProjectId) => socialHype.indexOf(p);
  const rank = (r: Role) => {
    const i = brandEquityOrder.indexOf(r);
    return i === -1 ? brandEquityOrder.length : i;
  };
  const best = [...atLowest].sort((a, b) => hype(a.project) - hype(b.project) || rank(a.row) - rank(b.row))[0];
  const reasons: string[] = [];
  const what = project ? aShare(project) : 'a Share';
  reasons.push(lowest === price ? `${what} is for sale at ${price}M` : `nothing is for sale at ${price}M${project ? ` of ${PROJECT_NAMES[project]}` : ''}: the lowest price above it is ${lowest}M`);
  const projects = [...new Set(atLowest.map((o) => o.project))];
  if (projects.length > 1) reasons.push(`${PROJECT_NAMES[best.project]} is the highest on Social Hype of ${projects.map((p) => PROJECT_NAMES[p]).join(', ')}`);
  const sameProject = atLowest.filter((o) => o.project === best.project).sort((a, b) => rank(a.row) - rank(b.row));
  if (sameProject.length > 1) reasons.push(`the ${ROLE_NAMES[best.row]} is the highest on Brand Equity of ${sameProject.map((o) => `the ${ROLE_NAMES[o.row]}`).join(', ')}`);
  return { row: best.row, column: best.column, project: best.project, price: lowest, why: reasons.join('; ') };
}

/**
 * After an Event: the Shares beside the board that fill the Public row's empty places, highest on
 * Social Hype first (all of one Project's before the next), each put in at 8M with the others
 * sliding right. Returns the Shares taken, in order, and the row they make.
 */
export function refillPlan(publicRow: readonly Cell[], outside: Readonly<Record<ProjectId, number>>, socialHype: readonly ProjectId[]): { taken: ProjectId[]; row: Cell[] } {
  let row = [...publicRow];
  const left = { ...outside };
  const taken: ProjectId[] = [];
  for (const project of socialHype) {
    while (row.includes(null) && left[project] > 0) {
      row = pushLeft(row, project).row;
      left[project]--;
      taken.push(project);
    }
  }
  return { taken, row };
}

export const countIn = (row: readonly Cell[] | undefined): number => (row ?? []).filter((c) => c !== null).length;
