/**
 * Which Share the public buys when an Event says it buys at a price: the rules' pick, with why,
 * for the table to confirm. Only the Market sheet and the tests need it, so it stays out of the
 * game screen's first load. Pure: no Svelte, Dexie or DOM.
 */
import { brandEquityRank } from './queries';
import type { DisruptState } from './state';
import { MARKET_PRICES, type MarketBoard } from './market';
import { PROJECT_NAMES, ROLE_NAMES, type ProjectId, type Role } from './scoring';

export interface PublicBuyChoice {
  row: Role;
  column: number;
  project: ProjectId;
  /** What the owner is paid: the column's price. */
  price: number;
  /**
   * Why the rules pick this Share, in words, where the price alone does not say it (empty when the Share is the only one at the Event's
   * price).
   */
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
  brandEquityOrder: readonly Role[],
  name: (role: Role) => string = (role) => `the ${ROLE_NAMES[role]}`
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
  // Only what the price does not already say: a higher price than the Event's, and the ties.
  const reasons: string[] = [];
  if (lowest !== price)
    reasons.push(
      `nothing is for sale at ${price}M${project ? ` of ${PROJECT_NAMES[project]}` : ''}: the lowest price above it is ${lowest}M`
    );
  const projects = [...new Set(atLowest.map((o) => o.project))];
  const others = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);
  if (projects.length > 1)
    reasons.push(
      `${PROJECT_NAMES[best.project]} is higher on Social Hype than ${others(projects.filter((p) => p !== best.project).map((p) => PROJECT_NAMES[p]))}`
    );
  const sameProject = atLowest.filter((o) => o.project === best.project).sort((a, b) => rank(a.row) - rank(b.row));
  if (sameProject.length > 1)
    reasons.push(
      `${name(best.row)} is higher on Brand Equity than ${others(sameProject.filter((o) => o.row !== best.row).map((o) => name(o.row)))}`
    );
  return { row: best.row, column: best.column, project: best.project, price: lowest, why: reasons.join('; ') };
}

/** The Share the rules say the public buys in this game at `price` (of `project` when the Event names one), or null. */
export function publicBuy(
  state: DisruptState,
  price: number,
  project: ProjectId | null,
  name?: (role: Role) => string
): PublicBuyChoice | null {
  return state.board ? publicBuyChoice(state.board, state.roles, price, project, state.socialHype, brandEquityRank(state), name) : null;
}
