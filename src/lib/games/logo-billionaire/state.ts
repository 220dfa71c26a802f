/**
 * Logo Billionaire's state: its shape, the game's constants (the six Brand card sets, the trade
 * price, the hand dealt), the setup from a session's options, and the small readers and updaters
 * every handler shares (whose turn, the round, the winner, one balance or card count changed).
 * Pure: no Svelte, Dexie or DOM; no event handling and no wording here.
 */
import type { Player, SessionConfig } from '$lib/core/types';
import { DEFAULT_RB_DECK, hasWon, rbDeck, type RbCard } from './rules';

/**
 * The six Brand card sets in the rulebook's colours ("Snacks (orange) … Chilled (yellow), Cars
 * (red)"), each with the colour of the text drawn on it (`ink`): Chilled is a true yellow with dark
 * text, as the cards are; the dark ochre that white text needed read as brown at the table.
 */
export const CATEGORIES = [
  { id: 'snacks', label: 'Snacks', colour: 'orange', hex: '#c2410c', ink: '#fff' },
  { id: 'sweets', label: 'Sweets', colour: 'purple', hex: '#7e22ce', ink: '#fff' },
  { id: 'home', label: 'Home', colour: 'blue', hex: '#1d4ed8', ink: '#fff' },
  { id: 'grocery', label: 'Grocery', colour: 'green', hex: '#15803d', ink: '#fff' },
  { id: 'chilled', label: 'Chilled', colour: 'yellow', hex: '#facc15', ink: '#1c1917' },
  { id: 'cars', label: 'Cars', colour: 'red', hex: '#b91c1c', ink: '#fff' }
] as const;
export type Category = (typeof CATEGORIES)[number]['id'];
export type Cards = Record<Category, number>;
export const TRADE_PRICE = 30;
export const STARTING_MILLIONS = 50;
/** The rulebook deals six Brand cards to each player. */
export const HAND_SIZE = 6;

export interface LbOptions {
  rules: 'apprentice' | 'executive';
  market: 'bull' | 'bear';
  /** The user's full (Bull) deck; the game's deck is `rbDeck(market, deck)`. */
  deck: RbCard[];
  segments: number;
  /** Incorporation certificate / playing piece per player id. */
  pieces: Record<string, string>;
  firstPlayer: string;
}

/** Setup answers that shape the start of the game but are not kept in its options. */
interface LbSetupOnly {
  /** True when the setup screen logs the deal (six cards each) as the game's first gesture. */
  deal?: boolean;
}

export interface Launch {
  player: string;
  category: Category;
  brandCards: number;
  onTheUp: number;
  draws: RbCard[];
  /** A takeover tried on this launch: the spins so far (challenger, launcher), until one wins (a tie spins again). */
  takeover: { challenger: string; cards: number; onTheUp: number; spins: [number, number][] } | null;
  takeoverTried: boolean;
  /** Announced under version 2: the company is cards the launcher holds, which stay put until it ends. */
  held?: boolean;
}

/** A takeover that has been decided: what both sides had, every spin, who won, what moved. */
export interface TakeoverResult {
  turn: number;
  launcher: string;
  challenger: string;
  category: Category;
  /** Every pair of spins, the challenger's first; the last pair decided it (the others were ties). */
  spins: [number, number][];
  launcherCards: number;
  launcherOnTheUp: number;
  challengerCards: number;
  challengerOnTheUp: number;
  winner: 'launcher' | 'challenger';
  /** Cards of the category that went to the winner from the loser. */
  moved: number;
  /** The company the launcher then launched with (launcher won), or null (the launch is off). */
  companyCards: number | null;
}

export interface LastLaunch {
  player: string;
  category: Category;
  brandCards: number;
  onTheUp: number;
  draws: RbCard[];
  value: number;
  /** The turn it was launched in, so a screen shows this turn's launch and not an older one. */
  turn: number;
}

export interface LbState {
  options: LbOptions;
  deck: RbCard[];
  order: string[];
  /**
   * `picked`: the turn's pick-up, once made. One spin gives one pick-up (two cards of the colour
   * landed on, one on PICK UP ONE): the first pick-up the turn's player logs after the spin.
   * `traded`: the players the turn's player has bought or swapped a card from this turn (TRADE is
   * "one Brand card … from each other player"); absent until the first trade (trades of version 2).
   * `newsflash`: a Newsflash settled this turn (version 3): one spin lands on one space.
   * `auctioned`: the Newsflash's auction opened this turn (version 3), whether it has ended or not.
   */
  turn: {
    index: number;
    number: number;
    spin: number | null;
    launched: boolean;
    picked: { category: Category; count: number } | null;
    traded?: string[];
    newsflash?: boolean;
    auctioned?: boolean;
  };
  balances: Record<string, number>;
  brands: Record<string, Cards>;
  disks: Record<string, boolean>;
  launch: Launch | null;
  /**
   * Set while the table draws its Risky Business cards from its own deck (the last card drawn was
   * entered from it; version 4): the launch sheet then opens on that deck. Absent: the app's deck.
   */
  tableDeck?: true;
  lastLaunch: LastLaunch | null;
  lastTakeover: TakeoverResult | null;
  /** The lot's Brand cards (version 2), which the winner receives; null for a lot in words only. */
  auction: { lot: string; cards: Cards | null; bids: { player: string; amount: number }[] } | null;
  /** Players dealt their six cards at setup, in the order dealt. */
  dealt: string[];
  /** True while the deal the setup screen logs is being made: it comes before anything else. */
  dealOpen: boolean;
  winner: string | null;
}

export const emptyBrands = (): Cards => ({ snacks: 0, sweets: 0, home: 0, grocery: 0, chilled: 0, cars: 0 });
export const isCategory = (value: unknown): value is Category => CATEGORIES.some((c) => c.id === value);
export const categoryLabel = (id: Category) => CATEGORIES.find((c) => c.id === id)?.label ?? id;
export const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
export const cardCount = (cards: Cards) => CATEGORIES.reduce((n, c) => n + cards[c.id], 0);
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a set of Brand cards from an event: every category a whole number from 0 to `max`, unknown keys refused. */
export function readCards(value: unknown, max: number): Cards | null {
  if (!isRecord(value)) return null;
  const out = emptyBrands();
  for (const [key, n] of Object.entries(value)) {
    if (!isCategory(key) || !isInt(n, 0, max)) return null;
    out[key] = n;
  }
  return out;
}

export function nameOf(players: readonly Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? 'someone';
}

export function lbSetup(config: SessionConfig): LbState {
  const o = config.options as Partial<LbOptions> & LbSetupOnly;
  const ids = config.players.map((p) => p.id);
  if (ids.length < 2 || ids.length > 6) throw new RangeError('players: Logo Billionaire takes 2 to 6 players');
  const rules = o.rules ?? 'apprentice';
  const market = o.market ?? 'bull';
  if (rules !== 'apprentice' && rules !== 'executive') throw new RangeError('rules: apprentice or executive');
  const fullDeck = o.deck ?? [...DEFAULT_RB_DECK];
  const deck = rbDeck(market, fullDeck);
  const segments = o.segments ?? 6;
  if (!isInt(segments, 2, 12)) throw new RangeError('segments: the spinner has 2 to 12 segments');
  const firstPlayer = o.firstPlayer ?? ids[0];
  const first = ids.indexOf(firstPlayer);
  if (first < 0) throw new RangeError('firstPlayer: not a player of this game');
  if (o.deal !== undefined && typeof o.deal !== 'boolean') throw new RangeError('deal: true or false');
  const pieces: Record<string, string> = {};
  for (const id of ids) {
    const piece = (o.pieces ?? {})[id] ?? '';
    if (typeof piece !== 'string' || piece.length > 40) throw new RangeError('pieces: at most 40 characters');
    pieces[id] = piece.trim();
  }
  return {
    options: { rules, market, deck: [...fullDeck], segments, pieces, firstPlayer },
    deck,
    // Play moves to the left from the first player.
    order: [...ids.slice(first), ...ids.slice(0, first)],
    turn: { index: 0, number: 1, spin: null, launched: false, picked: null },
    balances: Object.fromEntries(ids.map((id) => [id, STARTING_MILLIONS])),
    brands: Object.fromEntries(ids.map((id) => [id, emptyBrands()])),
    disks: Object.fromEntries(ids.map((id) => [id, false])),
    launch: null,
    lastLaunch: null,
    lastTakeover: null,
    auction: null,
    dealt: [],
    dealOpen: o.deal === true,
    winner: null
  };
}

export function currentPlayer(state: LbState): string {
  return state.order[state.turn.index];
}

/** A turn begins with a spin ("Spin and move"): whether this turn's player has spun yet (the app's spinner or the board's). */
export function spunThisTurn(state: LbState): boolean {
  return state.turn.spin !== null;
}

/**
 * The round a turn is in. Play moves to the left from the first player, one turn each, and no
 * rule skips a turn or gives an extra one (a takeover's winner launches "during one of his later
 * turns"): turn n is seat (n − 1) mod players, and a round is every player's turn once, from the
 * first player.
 */
export function roundOf(state: Pick<LbState, 'order' | 'turn'>): number {
  return Math.floor((state.turn.number - 1) / Math.max(1, state.order.length)) + 1;
}

/**
 * Everyone at a billion or more if `balances` were the balances, richest first and, among equals,
 * in turn order: the first of them is the one who wins (the same rule as the game's).
 */
export function billionaires(order: readonly string[], balances: Record<string, number>): string[] {
  const there = order.filter((id) => hasWon(balances[id]));
  // A stable sort keeps turn order among equal balances.
  return there.sort((a, b) => balances[b] - balances[a]);
}

/** The player who would win if `balances` were the balances: the richest of those there (turn order on a tie). */
export function winnerAmong(order: readonly string[], balances: Record<string, number>): string | null {
  return billionaires(order, balances)[0] ?? null;
}

/** Sets the winner once someone reaches a billion: the richest of those there (turn order on a tie). */
export function withWinner(state: LbState): LbState {
  if (state.winner) return state;
  const winner = winnerAmong(state.order, state.balances);
  return winner ? { ...state, winner } : state;
}

export function setBalance(state: LbState, player: string, next: number): LbState {
  return { ...state, balances: { ...state.balances, [player]: next } };
}

export function setBrands(state: LbState, player: string, category: Category, count: number): LbState {
  return { ...state, brands: { ...state.brands, [player]: { ...state.brands[player], [category]: count } } };
}

/** The totals of a takeover's deciding (or latest) spin: cards held + On The Up again + spin. */
export function takeoverTotals(
  r: Pick<TakeoverResult, 'spins' | 'launcherCards' | 'launcherOnTheUp' | 'challengerCards' | 'challengerOnTheUp'>
) {
  const [challengerSpin, launcherSpin] = r.spins[r.spins.length - 1] ?? [0, 0];
  return {
    challenger: r.challengerCards + r.challengerOnTheUp + challengerSpin,
    launcher: r.launcherCards + r.launcherOnTheUp + launcherSpin
  };
}

/**
 * What each side brings to a takeover of `launch` now, as version 2 counts it: the cards each
 * holds of the category (the launcher's On The Up ones are those announced with the company).
 */
export function takeoverSides(state: LbState, launch: Launch, challenger: string) {
  const launcherCards = state.brands[launch.player]?.[launch.category] ?? 0;
  return {
    launcherCards,
    launcherOnTheUp: Math.min(launch.onTheUp, launcherCards),
    challengerCards: state.brands[challenger]?.[launch.category] ?? 0
  };
}
