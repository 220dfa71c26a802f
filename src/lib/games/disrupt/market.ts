/**
 * Disrupt's Market as the board draws it: a row for each role and the Public row, five columns
 * priced 8M at the left down to 4M at the right, each place empty or holding one Project's Share
 * ("each role can have only one Share to sell for each column"). Pure helpers over plain data:
 * putting a Share at 8M with the others sliding right, and the refill of the Public row from the
 * Shares beside the board (the Share the public buys is in public-buy.ts, loaded with the Market
 * sheet). No Svelte, Dexie or DOM.
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

/**
 * After an Event: the Shares beside the board that fill the Public row's empty places, highest on
 * Social Hype first (all of one Project's before the next), each put in at 8M with the others
 * sliding right. Returns the Shares taken, in order, and the row they make.
 */
export function refillPlan(
  publicRow: readonly Cell[],
  outside: Readonly<Record<ProjectId, number>>,
  socialHype: readonly ProjectId[]
): { taken: ProjectId[]; row: Cell[] } {
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
