/**
 * The Market board: a role sets up its row for sale, a player buys a Share from a row, an Event's
 * public buys one (it goes to the Public row at 8M), the Public row is refilled from beside the
 * board. Each event's checks and effect side by side. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, type Invalid } from '$lib/core/types';
import { PROJECTS, PROJECT_NAMES, type ProjectId } from '../scoring';
import {
  aShare,
  countIn,
  emptyRow,
  MARKET_COLUMNS,
  MARKET_PRICES,
  pushLeft,
  refillPlan,
  rowName,
  type Cell,
  type MarketBoard,
  type Row
} from '../market';
import type { Logged, MarketBought, MarketSetUp, PublicBought, PublicRefilled } from '../events';
import { isInt, isProject, type DisruptState } from '../state';
import { payProblem, withMillions, type Applied, type Context, type Handlers } from './common';

/** The Market board, or the refusal for a game begun before it. */
function boardOf(state: DisruptState): MarketBoard | Invalid {
  return state.board ?? invalid('This game began before the Market board: its Market is one holder (move Shares to or from “Market”).');
}
const isBoard = (b: MarketBoard | Invalid): b is MarketBoard => !('invalid' in b);
const isRow = (board: MarketBoard, row: unknown): row is Row =>
  typeof row === 'string' && Object.entries(board).some(([r, cells]) => r === row && Array.isArray(cells));
const isCell = (c: unknown): c is Cell => c === null || isProject(c);

/**
 * A buy names its Share by its place on the Market (row and column), and the places move: a
 * refill or a public buy slides the Public row, a Set up for sale rearranges a row. So a buy also
 * records the Share it was for (`share`), and is refused when its place now holds another: taking
 * back an earlier entry in History must not make a later buy take a different Share (History then
 * refuses the take-back and names the buy). Buys stored before the field keep to the place alone.
 */
function shareMoved(share: unknown, there: ProjectId, row: Row, column: number): Invalid | null {
  if (share === undefined || share === there) return null;
  return invalid(
    `The ${MARKET_PRICES[column]}M place of ${rowName(row)} now holds ${aShare(there)}, not the ${isProject(share) ? PROJECT_NAMES[share] : String(share)} Share this buy was for.`
  );
}

function marketSetUp(state: DisruptState, event: Logged<MarketSetUp>, { inGame, names }: Context): Applied {
  // "Set Up for Sale": the role's whole row as it is after the action (rearranging is allowed).
  const board = boardOf(state);
  if (!isBoard(board)) return board;
  const { role, row } = event;
  if (!inGame(role)) return invalid('Pick a role in this game.');
  if (!Array.isArray(row) || row.length !== MARKET_COLUMNS || !row.every(isCell))
    return invalid('A row of the Market has 5 places, 8M to 4M, each empty or one Share.');
  if (typeof event.atLocation !== 'boolean') return invalid('Say whether this is the Set Up for Sale location.');
  const before = board[role] ?? emptyRow();
  if (before.every((c, i) => c === row[i])) return invalid('Nothing changed in the row.');
  const held = { ...state.shares[role] };
  for (const c of before) if (c) held[c] += 1;
  for (const c of row) if (c) held[c] -= 1;
  const short = PROJECTS.find((p) => held[p] < 0);
  if (short) {
    const has = held[short] + row.filter((c) => c === short).length;
    return invalid(`${names.The(role)} has only ${has} ${PROJECT_NAMES[short]} ${has === 1 ? 'Share' : 'Shares'} to put up for sale.`);
  }
  // "you only get Experience resources for each additional Share you put up for sale"
  const added = Math.max(0, countIn(row) - countIn(before));
  const res = state.resources[role];
  return {
    ...state,
    shares: { ...state.shares, [role]: held },
    board: { ...board, [role]: [...row] },
    resources:
      event.atLocation && added && res ? { ...state.resources, [role]: { ...res, experience: res.experience + added } } : state.resources
  };
}

function marketBought(state: DisruptState, event: Logged<MarketBought>, { inGame, names }: Context): Applied {
  // "When buying a Share from the Market, spend the amount of million based on which column that
  // Share is in. The owner of the Share gets the same amount of million."
  const board = boardOf(state);
  if (!isBoard(board)) return board;
  const { buyer, row, column } = event;
  if (!inGame(buyer)) return invalid('Pick who buys.');
  if (!isRow(board, row) || !isInt(column, 0, MARKET_COLUMNS - 1)) return invalid('Pick a Share on the Market.');
  const cells = [...(board[row] ?? emptyRow())];
  const project = cells[column];
  if (!project) return invalid(`No Share is for sale at ${MARKET_PRICES[column]}M in ${rowName(row)}.`);
  const moved = shareMoved(event.share, project, row, column);
  if (moved) return moved;
  if (row === buyer)
    return invalid(`That ${PROJECT_NAMES[project]} Share is ${names.the(buyer)}’s own: take it back with Set up for sale.`);
  if (typeof event.atLocation !== 'boolean') return invalid('Say whether this is the Buy location.');
  const price = MARKET_PRICES[column];
  const debtProblem = payProblem(state, buyer, price, event.debt, names, `buying it for ${price}M`);
  if (debtProblem) return debtProblem;
  let next = withMillions(state, buyer, -price);
  if (row !== 'public') next = withMillions(next, row, price);
  cells[column] = null;
  const res = next.resources[buyer];
  return {
    ...next,
    board: { ...board, [row]: cells },
    shares: { ...next.shares, [buyer]: { ...next.shares[buyer], [project]: next.shares[buyer][project] + 1 } },
    // "Buy any number of Shares on the Market and gain the same amount of Innovation resources."
    resources: event.atLocation && res ? { ...next.resources, [buyer]: { ...res, innovation: res.innovation + 1 } } : next.resources
  };
}

function publicBought(state: DisruptState, event: Logged<PublicBought>, { inGame }: Context): Applied {
  // An Event's public buy: the table confirmed which Share (see public-buy.ts); its owner is paid its price.
  const board = boardOf(state);
  if (!isBoard(board)) return board;
  const { row, column, price, project: named } = event;
  if (!isInt(price, 4, 8)) return invalid('The Event buys at 4M to 8M.');
  if (named !== null && !isProject(named)) return invalid('Pick the Project the Event names, or none.');
  if (!inGame(row) || !isInt(column, 0, MARKET_COLUMNS - 1)) return invalid('The public buys a Share from a player’s row.');
  const cells = [...(board[row] ?? [])];
  const project = cells[column];
  if (!project) return invalid(`No Share is for sale at ${MARKET_PRICES[column]}M in ${rowName(row)}.`);
  const moved = shareMoved(event.share, project, row, column);
  if (moved) return moved;
  cells[column] = null;
  // "it is immediately put for sale in the bottom row (Public row) for the highest price of 8 million", the others sliding right.
  const pushed = pushLeft(board.public ?? emptyRow(), project);
  const next = withMillions(state, row, MARKET_PRICES[column]);
  return {
    ...next,
    board: { ...board, [row]: cells, public: pushed.row },
    shares: pushed.out
      ? { ...next.shares, outside: { ...next.shares.outside, [pushed.out]: next.shares.outside[pushed.out] + 1 } }
      : next.shares
  };
}

function publicRefilled(state: DisruptState, event: Logged<PublicRefilled>): Applied {
  // "After resolving an Event card, if there are empty slots in the last row of the Market, return Shares outside of the game…"
  const board = boardOf(state);
  if (!isBoard(board)) return board;
  const plan = refillPlan(board.public ?? emptyRow(), state.shares.outside, state.socialHype);
  if (!plan.taken.length)
    return invalid(
      (board.public ?? []).includes(null) ? 'No Shares are beside the board to refill the Public row.' : 'The Public row is full.'
    );
  // The refill's Shares follow Social Hype and what is beside the board; the entry lists them,
  // and is refused when the rules would now take others (so taking back an earlier Social Hype
  // move cannot change it silently). Refills stored without the list take the rules' pick, as they did.
  const { shares } = event;
  if (shares !== undefined && (!Array.isArray(shares) || shares.join() !== plan.taken.join())) {
    const list = (ps: unknown) => (Array.isArray(ps) ? ps.map((p) => (isProject(p) ? PROJECT_NAMES[p] : String(p))).join(', ') : 'nothing');
    return invalid(`The refill now takes ${list(plan.taken)} (highest on Social Hype first), not ${list(shares)}.`);
  }
  const outside = { ...state.shares.outside };
  for (const p of plan.taken) outside[p] -= 1;
  return { ...state, board: { ...board, public: plan.row }, shares: { ...state.shares, outside } };
}

export const marketHandlers: Handlers<
  'disrupt.market-set-up' | 'disrupt.market-bought' | 'disrupt.public-bought' | 'disrupt.public-refilled'
> = {
  'disrupt.market-set-up': marketSetUp,
  'disrupt.market-bought': marketBought,
  'disrupt.public-bought': publicBought,
  'disrupt.public-refilled': publicRefilled
};
