/**
 * Logo Billionaire as a Boardroom game: state, events and their rules (the deal, the bank, Brand
 * cards, turns and spins, launches with the Risky Business deck, takeovers, Newsflash payments
 * and auctions, winning at a billion). Pure: no Svelte, Dexie or DOM.
 *
 * Events record facts (a player's choice, a result of chance); everything else is derived here
 * from the state, so that a take-back replays the right numbers. Where an event of version 1
 * stored a figure read from the screen, version 2 derives it, and version 1 still replays
 * exactly as it did (old logs and backups must give the same game):
 * - `lb.launch-announced` v2: the company is made of cards the player holds (3 to all of them);
 *   v1 took any count from 3 to 96.
 * - `lb.takeover-spun` v2: both totals use the cards each side holds of the category; v1 used
 *   the challenger's count stored in the event and the launcher's announced company size.
 * - `lb.auction-opened` v2: the lot is Brand cards from the board, which the winner receives;
 *   v1's lot was words only.
 * Where an event of version 1 meant "whatever is there now" (the turn under way, the last bid),
 * version 2 names it, so that taking back an earlier entry in History is refused with the entry
 * it would change instead of silently giving that entry another meaning:
 * - `lb.turn-ended` v2 names the player whose turn ended; v1 ended the turn under way, so taking
 *   back an earlier "ended the turn" made a later one end another player's turn.
 * - `lb.auction-closed` v2 names the winner and the price (or no sale); v1 sold to the last
 *   bidder, so taking back the top bid sold the lot to the bidder before at their price.
 * - `lb.dealt` v2 is the whole deal in one entry (each player's hand); v1 was one entry per
 *   player, logged as one gesture.
 */
import { amountProblem, MAX_AMOUNT } from '$lib/core/numbers';
import { finalLine, leadLine, turnOf } from '$lib/core/standing';
import { invalid, isInvalid, type EventKind, type GameDefinition, type GameEvent, type Invalid, type Player, type SessionConfig } from '$lib/core/types';
import { cardsOf, millions, plural } from './format';
import { BILLION, companyValue, DEFAULT_RB_DECK, hasWon, rbDeck, remainingCards, takeover, type RbCard } from './rules';
import { lbResults } from './results';

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
   */
  turn: { index: number; number: number; spin: number | null; launched: boolean; picked: { category: Category; count: number } | null; traded?: string[] };
  balances: Record<string, number>;
  brands: Record<string, Record<Category, number>>;
  disks: Record<string, boolean>;
  launch: Launch | null;
  lastLaunch: LastLaunch | null;
  lastTakeover: TakeoverResult | null;
  /** The lot's Brand cards (version 2), which the winner receives; null for a lot in words only. */
  auction: { lot: string; cards: Record<Category, number> | null; bids: { player: string; amount: number }[] } | null;
  /** Players dealt their six cards at setup, in the order dealt. */
  dealt: string[];
  /** True while the deal the setup screen logs is being made: it comes before anything else. */
  dealOpen: boolean;
  winner: string | null;
}

export const emptyBrands = (): Record<Category, number> => ({ snacks: 0, sweets: 0, home: 0, grocery: 0, chilled: 0, cars: 0 });
export const isCategory = (value: unknown): value is Category => CATEGORIES.some((c) => c.id === value);
export const categoryLabel = (id: Category) => CATEGORIES.find((c) => c.id === id)?.label ?? id;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const cardCount = (cards: Record<Category, number>) => CATEGORIES.reduce((n, c) => n + cards[c.id], 0);

/** "2 Snacks, 1 Cars": the non-zero counts of a set of Brand cards, in board order. */
export function describeCards(cards: Record<Category, number>): string {
  const parts = CATEGORIES.filter((c) => cards[c.id] > 0).map((c) => `${cards[c.id]} ${c.label}`);
  return parts.length ? parts.join(', ') : 'no cards';
}

/** Reads a set of Brand cards from an event: every category a whole number from 0 to `max`, unknown keys refused. */
function readCards(value: unknown, max: number): Record<Category, number> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out = emptyBrands();
  for (const [key, n] of Object.entries(value)) {
    if (!isCategory(key) || !isInt(n, 0, max)) return null;
    out[key] = n;
  }
  return out;
}

/** The totals of a takeover's deciding (or latest) spin: cards held + On The Up again + spin. */
export function takeoverTotals(r: Pick<TakeoverResult, 'spins' | 'launcherCards' | 'launcherOnTheUp' | 'challengerCards' | 'challengerOnTheUp'>) {
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

function nameOf(players: readonly Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? 'someone';
}

/** Sets the winner once someone reaches a billion: the richest of those there (turn order on a tie). */
function withWinner(state: LbState): LbState {
  if (state.winner) return state;
  const there = state.order.filter((id) => hasWon(state.balances[id]));
  if (!there.length) return state;
  const best = Math.max(...there.map((id) => state.balances[id]));
  return { ...state, winner: there.find((id) => state.balances[id] === best)! };
}

/** The player who would win if `balances` were the balances (the same rule as the game's). */
export function winnerAmong(order: readonly string[], balances: Record<string, number>): string | null {
  const there = order.filter((id) => hasWon(balances[id]));
  if (!there.length) return null;
  const best = Math.max(...there.map((id) => balances[id]));
  return there.find((id) => balances[id] === best)!;
}

function setBalance(state: LbState, player: string, next: number): LbState {
  return { ...state, balances: { ...state.balances, [player]: next } };
}

function setBrands(state: LbState, player: string, category: Category, count: number): LbState {
  return { ...state, brands: { ...state.brands, [player]: { ...state.brands[player], [category]: count } } };
}

function endLaunch(state: LbState, launch: Launch, value: number): LbState {
  // Launched or BUST, the company's Brand cards go back under their pile on the board.
  const left = Math.max(0, state.brands[launch.player][launch.category] - launch.brandCards);
  let next = setBrands(state, launch.player, launch.category, left);
  next = setBalance(next, launch.player, next.balances[launch.player] + value);
  const { player, category, brandCards, onTheUp, draws } = launch;
  return {
    ...next,
    launch: null,
    lastLaunch: { player, category, brandCards, onTheUp, draws, value, turn: state.turn.number },
    turn: { ...next.turn, launched: true }
  };
}

export function applyLb(state: LbState, event: GameEvent, players: readonly Player[]): LbState | Invalid {
  const next = applyLbEvent(state, event, players);
  if (isInvalid(next)) return next;
  // Anything but the deal closes the deal: it is made at setup, before the first turn.
  const closed = next.dealOpen && event.type !== 'lb.dealt' ? { ...next, dealOpen: false } : next;
  return withWinner(closed);
}

/** Event types of which a second version exists; any other version of them is refused. */
const VERSIONS: Record<string, number[]> = {
  'lb.launch-announced': [1, 2],
  'lb.takeover-spun': [1, 2],
  'lb.auction-opened': [1, 2],
  'lb.auction-closed': [1, 2],
  'lb.turn-ended': [1, 2],
  'lb.dealt': [1, 2],
  'lb.card-bought': [1, 2],
  'lb.cards-swapped': [1, 2]
};

/**
 * The round a turn is in. Play moves to the left from the first player, one turn each, and no
 * rule skips a turn or gives an extra one (a takeover's winner launches "during one of his later
 * turns"): turn n is seat (n − 1) mod players, and a round is every player's turn once, from the
 * first player.
 */
export function roundOf(state: Pick<LbState, 'order' | 'turn'>): number {
  return Math.floor((state.turn.number - 1) / Math.max(1, state.order.length)) + 1;
}

/** Deals one player's six cards (both versions of the deal): from each set, as many cards as players. */
function dealHand(state: LbState, player: string, value: unknown, who: (id: string) => string): LbState | Invalid {
  if (state.dealt.includes(player)) return invalid(`${who(player)} has been dealt already.`);
  const cards = readCards(value, HAND_SIZE);
  if (!cards) return invalid('A hand is a count of cards for each colour.');
  const total = cardCount(cards);
  if (total !== HAND_SIZE) return invalid(`Each player is dealt ${HAND_SIZE} Brand cards; this hand has ${total}.`);
  const perSet = state.order.length;
  let next = state;
  for (const c of CATEGORIES) {
    const dealt = state.dealt.reduce((n, id) => n + state.brands[id][c.id], 0) + cards[c.id];
    if (dealt > perSet) return invalid(`Only ${perSet} ${c.label} cards are dealt with ${perSet} players (one per player); this hand would make ${dealt}.`);
    next = setBrands(next, player, c.id, next.brands[player][c.id] + cards[c.id]);
  }
  const dealt = [...state.dealt, player];
  // Everyone dealt: the deal is over and turn 1 begins.
  return { ...next, dealt, dealOpen: dealt.length < state.order.length };
}

function applyLbEvent(state: LbState, event: GameEvent, players: readonly Player[]): LbState | Invalid {
  const known = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.balances, id);
  const who = (id: string) => nameOf(players, id);
  const executive = state.options.rules === 'executive';
  if (state.winner) return invalid(`${who(state.winner)} has reached a billion: the game is over.`);
  const versions = VERSIONS[event.type] ?? [1];
  if (!versions.includes(event.v)) return invalid(`This app does not know version ${String(event.v)} of “${event.type}”.`);
  if (event.by !== undefined && event.by !== 'app' && event.by !== 'table') return invalid('A result comes from the app or from the table.');
  const busyLaunch = () => (state.launch ? invalid('Finish the launch first (stop, or draw until BUST).') : null);
  /**
   * TRADE (version 2 of a buy or a swap): the player whose turn it is, on the space, "can trade or
   * buy one Brand card from each other player". Version 1 trades, by anyone, any number, replay as
   * they were.
   */
  const tradeProblem = (trader: string, other: string) => {
    const current = currentPlayer(state);
    if (trader !== current) return invalid(`It is ${who(current)}'s turn: only the player on a TRADE space trades (one card from each other player).`);
    if (state.turn.traded?.includes(other)) return invalid(`${who(trader)} has already traded with ${who(other)} this turn: one Brand card from each other player.`);
    return null;
  };
  const tradedWith = (next: LbState, other: string): LbState => ({ ...next, turn: { ...next.turn, traded: [...(next.turn.traded ?? []), other] } });
  /** A company being launched is cards held: they stay with the launcher until the launch ends. */
  const companyLock = (player: string, category: Category, after: number): Invalid | null => {
    const l = state.launch;
    if (!l?.held || l.player !== player || l.category !== category || after >= l.brandCards) return null;
    return invalid(`${who(player)}'s ${cardsOf(l.brandCards, categoryLabel(category))} are the company being launched: finish the launch first.`);
  };
  switch (event.type) {
    case 'money.adjusted': {
      if (!known(event.player)) return invalid('Pick a player of this game.');
      const problem = amountProblem(event.amount, { allowNegative: true });
      if (problem) return invalid(problem);
      const next = state.balances[event.player] + (event.amount as number);
      if (next < 0) return invalid(`${who(event.player)} has only ${millions(state.balances[event.player])}; cannot pay ${millions(-(event.amount as number))}.`);
      if (next > MAX_AMOUNT) return invalid('That balance would be beyond any game.');
      return setBalance(state, event.player, next);
    }
    case 'money.paid': {
      if (!known(event.from) || !known(event.to) || event.from === event.to) return invalid('Pick two different players.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const amount = event.amount as number;
      if (amount > state.balances[event.from]) return invalid(`${who(event.from)} has only ${millions(state.balances[event.from])}; cannot pay ${millions(amount)}.`);
      return setBalance(setBalance(state, event.from, state.balances[event.from] - amount), event.to, state.balances[event.to] + amount);
    }
    case 'lb.dealt': {
      if (!state.dealOpen) return invalid('The deal is made at setup, before anything else happens (it was not chosen, or is over).');
      if (event.v === 1) {
        if (!known(event.player)) return invalid('Pick a player of this game.');
        return dealHand(state, event.player, event.cards, who);
      }
      // Version 2: every player's hand in one entry, dealt in turn order.
      const hands = event.hands;
      if (typeof hands !== 'object' || hands === null || Array.isArray(hands)) return invalid('The deal is a hand for each player.');
      if (state.dealt.length > 0) return invalid('Part of the deal is made already.');
      const ids = Object.keys(hands);
      if (ids.length !== state.order.length || !ids.every(known)) return invalid('The deal is a hand for each player of this game, once each.');
      let next: LbState = state;
      for (const id of state.order) {
        const dealt = dealHand(next, id, (hands as Record<string, unknown>)[id], who);
        if (isInvalid(dealt)) return invalid(`${who(id)}: ${dealt.invalid}`);
        next = dealt;
      }
      return next;
    }
    case 'lb.cards-picked': {
      if (!known(event.player) || !isCategory(event.category)) return invalid('Pick a player and a category.');
      if (!isInt(event.count, 1, 2)) return invalid('A pick-up is one or two Brand cards.');
      const next = setBrands(state, event.player, event.category, state.brands[event.player][event.category] + event.count);
      // The turn's player picking up after the spin is the turn's pick-up; any other pick-up (a
      // card owed, a slip put right) changes the count only.
      const turnsPickUp = event.player === currentPlayer(state) && state.turn.spin !== null && !state.turn.picked;
      return turnsPickUp ? { ...next, turn: { ...next.turn, picked: { category: event.category, count: event.count } } } : next;
    }
    case 'lb.cards-adjusted': {
      if (!known(event.player) || !isCategory(event.category)) return invalid('Pick a player and a category.');
      if (!isInt(event.delta, -96, 96) || event.delta === 0) return invalid('Change the count by a whole number of cards.');
      const count = state.brands[event.player][event.category] + event.delta;
      if (count < 0) return invalid(`${who(event.player)} has only ${cardsOf(state.brands[event.player][event.category], categoryLabel(event.category))}.`);
      return companyLock(event.player, event.category, count) ?? setBrands(state, event.player, event.category, count);
    }
    case 'lb.card-bought': {
      if (!known(event.buyer) || !known(event.seller) || event.buyer === event.seller || !isCategory(event.category))
        return invalid('Pick the buyer, the seller and the category.');
      const once = event.v >= 2 ? tradeProblem(event.buyer, event.seller) : null;
      if (once) return once;
      if (state.brands[event.seller][event.category] < 1) return invalid(`${who(event.seller)} has no ${categoryLabel(event.category)} card to sell.`);
      if (state.balances[event.buyer] < TRADE_PRICE) return invalid(`${who(event.buyer)} has only ${millions(state.balances[event.buyer])}; a card costs ${millions(TRADE_PRICE)}.`);
      const locked = companyLock(event.seller, event.category, state.brands[event.seller][event.category] - 1);
      if (locked) return locked;
      let next = setBalance(state, event.buyer, state.balances[event.buyer] - TRADE_PRICE);
      next = setBalance(next, event.seller, next.balances[event.seller] + TRADE_PRICE);
      next = setBrands(next, event.seller, event.category, next.brands[event.seller][event.category] - 1);
      next = setBrands(next, event.buyer, event.category, next.brands[event.buyer][event.category] + 1);
      return event.v >= 2 ? tradedWith(next, event.seller) : next;
    }
    case 'lb.cards-swapped': {
      const { a, b, aGives, bGives } = event;
      if (!known(a) || !known(b) || a === b || !isCategory(aGives) || !isCategory(bGives)) return invalid('Pick two players and a card of each.');
      const once = event.v >= 2 ? tradeProblem(a, b) : null;
      if (once) return once;
      if (state.brands[a][aGives] < 1) return invalid(`${who(a)} has no ${categoryLabel(aGives)} card.`);
      if (state.brands[b][bGives] < 1) return invalid(`${who(b)} has no ${categoryLabel(bGives)} card.`);
      if (aGives !== bGives) {
        const locked = companyLock(a, aGives, state.brands[a][aGives] - 1) ?? companyLock(b, bGives, state.brands[b][bGives] - 1);
        if (locked) return locked;
      }
      let next = setBrands(state, a, aGives, state.brands[a][aGives] - 1);
      next = setBrands(next, b, aGives, next.brands[b][aGives] + 1);
      next = setBrands(next, b, bGives, next.brands[b][bGives] - 1);
      next = setBrands(next, a, bGives, next.brands[a][bGives] + 1);
      return event.v >= 2 ? tradedWith(next, b) : next;
    }
    case 'lb.newsflash-settled': {
      const payments = event.payments;
      if (!Array.isArray(payments) || payments.length === 0) return invalid('Pick at least one player.');
      let next = state;
      const seen = new Set<string>();
      // Every player who cannot pay is named at once (each is in the list once, so each is judged
      // on their own balance): naming only the first left the table to find the others one by one.
      const short: string[] = [];
      for (const p of payments as { player: unknown; amount: unknown }[]) {
        if (!known(p?.player) || seen.has(p.player)) return invalid('Each player at most once.');
        seen.add(p.player);
        const problem = amountProblem(p.amount, { allowNegative: true });
        if (problem) return invalid(problem);
        const balance = next.balances[p.player] + (p.amount as number);
        if (balance < 0) short.push(`${who(p.player)} has only ${millions(next.balances[p.player])} to pay ${millions(-(p.amount as number))}`);
        else next = setBalance(next, p.player, balance);
      }
      if (short.length) {
        const them = short.length === 1 ? 'that player' : 'them';
        return invalid(`${short.join('; ')}. The rulebook has no debt: untick ${them} and take what ${short.length === 1 ? 'they have' : 'each has'} from their sheet, if the table agrees.`);
      }
      return next;
    }
    case 'lb.auction-opened': {
      if (state.auction) return invalid('An auction is already running.');
      if (event.v === 1) {
        if (typeof event.lot !== 'string' || event.lot.trim().length < 1 || event.lot.length > 60) return invalid('Say what is auctioned (1 to 60 characters).');
        return { ...state, auction: { lot: event.lot.trim(), cards: null, bids: [] } };
      }
      const lot = event.lot ?? '';
      if (typeof lot !== 'string' || lot.length > 60) return invalid('A note on the lot has at most 60 characters.');
      const cards = readCards(event.cards, 16);
      if (!cards) return invalid('The lot is a count of Brand cards for each colour.');
      if (cardCount(cards) === 0) return invalid('Pick the Brand cards being auctioned (at least one).');
      return { ...state, auction: { lot: lot.trim(), cards, bids: [] } };
    }
    case 'lb.auction-bid': {
      if (!state.auction) return invalid('No auction is running.');
      if (!known(event.player)) return invalid('Pick a player.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const last = state.auction.bids.at(-1);
      const amount = event.amount as number;
      if (last && amount <= last.amount) return invalid(`A bid must be higher than the last one (${millions(last.amount)}); no draws.`);
      if (amount > state.balances[event.player]) return invalid(`${who(event.player)} has only ${millions(state.balances[event.player])}.`);
      return { ...state, auction: { ...state.auction, bids: [...state.auction.bids, { player: event.player, amount }] } };
    }
    case 'lb.auction-closed': {
      if (!state.auction) return invalid('No auction is running.');
      const last = state.auction.bids.at(-1);
      if (event.v >= 2) {
        // Version 2 says who won at what price (or no sale): it must be the last bid now.
        const { winner, amount } = event;
        if (winner === null) {
          if (last) return invalid(`The auction has a bid: ${who(last.player)}'s ${millions(last.amount)}.`);
        } else {
          if (!known(winner) || !isInt(amount, 0, MAX_AMOUNT)) return invalid('Say who won the auction and for how much.');
          if (!last) return invalid(`The auction has no bid now, so it cannot be sold to ${who(winner)} for ${millions(amount)}.`);
          if (last.player !== winner || last.amount !== amount)
            return invalid(`The last bid is ${who(last.player)}'s ${millions(last.amount)}, not ${who(winner)}'s ${millions(amount)}.`);
        }
      }
      if (!last) return { ...state, auction: null };
      if (last.amount > state.balances[last.player]) return invalid(`${who(last.player)} no longer has ${millions(last.amount)}.`);
      let next = setBalance(state, last.player, state.balances[last.player] - last.amount);
      // The lot's cards come from the board to the winner, with the payment to the bank.
      for (const c of CATEGORIES) {
        const n = state.auction.cards?.[c.id] ?? 0;
        if (n) next = setBrands(next, last.player, c.id, next.brands[last.player][c.id] + n);
      }
      return { ...next, auction: null };
    }
    case 'lb.auction-cancelled':
      if (!state.auction) return invalid('No auction is running.');
      return { ...state, auction: null };
    case 'lb.disk-taken':
      if (!executive) return invalid('Takeover disks are used in the Executive game only.');
      if (!known(event.player)) return invalid('Pick a player.');
      if (state.disks[event.player]) return invalid(`${who(event.player)} already holds a Takeover disk (one at a time).`);
      return { ...state, disks: { ...state.disks, [event.player]: true } };
    case 'lb.disk-returned':
      if (!known(event.player) || !state.disks[event.player]) return invalid('That player holds no Takeover disk.');
      return { ...state, disks: { ...state.disks, [event.player]: false } };
    case 'lb.spun': {
      if (!known(event.player) || event.player !== currentPlayer(state)) return invalid(`It is ${who(currentPlayer(state))}'s turn.`);
      if (!isInt(event.value, 1, state.options.segments)) return invalid(`That is not on the spinner (1 to ${state.options.segments}).`);
      return { ...state, turn: { ...state.turn, spin: event.value, picked: null } };
    }
    case 'lb.turn-ended': {
      const busy = busyLaunch();
      if (busy) return busy;
      // Version 2 names whose turn ended; version 1 ended whichever turn was under way.
      if (event.v >= 2 && event.player !== currentPlayer(state))
        return invalid(known(event.player) ? `It is ${who(currentPlayer(state))}'s turn, not ${who(event.player)}'s.` : 'Say whose turn ended.');
      const index = (state.turn.index + 1) % state.order.length;
      return { ...state, turn: { index, number: state.turn.number + 1, spin: null, launched: false, picked: null } };
    }
    case 'lb.launch-announced': {
      const busy = busyLaunch();
      if (busy) return busy;
      if (!known(event.player) || event.player !== currentPlayer(state)) return invalid(`Only ${who(currentPlayer(state))}, whose turn it is, can launch now.`);
      if (state.turn.launched) return invalid('Only one company can be launched per turn.');
      if (!isCategory(event.category)) return invalid('Pick a category.');
      const held = event.v >= 2;
      if (held) {
        // A company is made of cards the player holds: from 3 up to all of them.
        const have = state.brands[event.player][event.category];
        const label = categoryLabel(event.category);
        if (typeof event.brandCards !== 'number' || !Number.isInteger(event.brandCards)) return invalid('Brand cards in the company: a whole number.');
        if (have < 3) return invalid(`${who(event.player)} holds ${cardsOf(have, label)}: a company needs 3 or more.`);
        const range = have === 3 ? 'exactly 3' : `3 to ${have}`;
        if (event.brandCards > have) return invalid(`${who(event.player)} holds ${cardsOf(have, label)}: a company is made of cards held, so this one has ${range}, not ${event.brandCards}.`);
        if (event.brandCards < 3) return invalid(`A company has 3 Brand cards or more: ${who(event.player)} can launch ${range} ${label} cards.`);
      } else if (!isInt(event.brandCards, 3, 96)) return invalid('A company has at least 3 Brand cards.');
      if (!isInt(event.onTheUp, 0, event.brandCards as number)) return invalid(`On The Up cards: from 0 to the company's ${event.brandCards} cards.`);
      if (!executive && event.onTheUp !== 0) return invalid('On The Up brands are used in the Executive game only.');
      const launch: Launch = {
        player: event.player,
        category: event.category,
        brandCards: event.brandCards as number,
        onTheUp: event.onTheUp as number,
        draws: [],
        takeover: null,
        takeoverTried: false,
        ...(held ? { held: true } : {})
      };
      return { ...state, launch };
    }
    case 'lb.takeover-spun': {
      const launch = state.launch;
      if (!executive) return invalid('Takeovers are part of the Executive game only.');
      if (!launch || launch.draws.length > 0) return invalid('A takeover is tried when a launch is announced, before any card is drawn.');
      const { challenger, onTheUp, challengerSpin, launcherSpin } = event;
      if (launch.takeover && launch.takeover.challenger !== challenger) return invalid('Finish the takeover under way first.');
      if (!launch.takeover && launch.takeoverTried) return invalid('Only one takeover can be tried per turn.');
      if (!known(challenger) || challenger === launch.player) return invalid('Pick the challenger.');
      if (!state.disks[challenger]) return invalid(`${who(challenger)} has no Takeover disk.`);
      const cat = launch.category;
      const held = state.brands[challenger][cat];
      if (held < 1) return invalid(`${who(challenger)} needs at least one ${categoryLabel(cat)} card.`);
      // Version 1 carried the challenger's count read from the screen; version 2 reads it here.
      if (event.v === 1 && event.cards !== held) return invalid(`${who(challenger)} holds ${cardsOf(held, categoryLabel(cat))}; correct the count first.`);
      if (!isInt(onTheUp, 0, held)) return invalid(`On The Up cards: from 0 to ${who(challenger)}'s ${cardsOf(held, categoryLabel(cat))}.`);
      const segments = state.options.segments;
      if (!isInt(challengerSpin, 1, segments) || !isInt(launcherSpin, 1, segments)) return invalid(`That is not on the spinner (1 to ${segments}).`);
      const launcherSide =
        event.v === 1
          ? { cards: launch.brandCards, onTheUp: launch.onTheUp }
          : (({ launcherCards, launcherOnTheUp }) => ({ cards: launcherCards, onTheUp: launcherOnTheUp }))(takeoverSides(state, launch, challenger));
      const outcome = takeover({
        launcher: { ...launcherSide, spin: launcherSpin },
        challenger: { cards: held, onTheUp, spin: challengerSpin }
      });
      const spins: [number, number][] = [...(launch.takeover?.spins ?? []), [challengerSpin, launcherSpin]];
      if (outcome === 'respin') {
        return { ...state, launch: { ...launch, takeover: { challenger, cards: held, onTheUp, spins }, takeoverTried: true } };
      }
      // The disk goes back to the board whoever wins.
      let next: LbState = { ...state, disks: { ...state.disks, [challenger]: false } };
      const result = {
        turn: state.turn.number,
        launcher: launch.player,
        challenger,
        category: cat,
        spins,
        launcherCards: launcherSide.cards,
        launcherOnTheUp: launcherSide.onTheUp,
        challengerCards: held,
        challengerOnTheUp: onTheUp
      };
      if (outcome === 'launcher') {
        // The launcher takes the challenger's cards of the category and launches at once with
        // them: under version 2 the company is then all the launcher's cards of the category.
        const launcherHeld = state.brands[launch.player][cat];
        next = setBrands(next, challenger, cat, 0);
        next = setBrands(next, launch.player, cat, launcherHeld + held);
        const brandCards = (event.v === 1 ? launch.brandCards : launcherHeld) + held;
        return {
          ...next,
          launch: { ...launch, brandCards, onTheUp: Math.min(launch.onTheUp + onTheUp, brandCards), takeover: null, takeoverTried: true },
          lastTakeover: { ...result, winner: 'launcher', moved: held, companyCards: brandCards }
        };
      }
      const lost = state.brands[launch.player][cat];
      next = setBrands(next, launch.player, cat, 0);
      next = setBrands(next, challenger, cat, next.brands[challenger][cat] + lost);
      return { ...next, launch: null, turn: { ...next.turn, launched: true }, lastTakeover: { ...result, winner: 'challenger', moved: lost, companyCards: null } };
    }
    case 'lb.card-drawn': {
      const launch = state.launch;
      if (!launch) return invalid('Announce a launch first.');
      if (launch.takeover) return invalid('The takeover is a tie: spin again first.');
      const card = event.card as RbCard;
      if (card !== 'bust' && !isInt(card as unknown, 1, 1000)) return invalid('That is not a Risky Business card.');
      let left: RbCard[];
      try {
        left = remainingCards(state.deck, launch.draws);
      } catch {
        return invalid('The deck does not match the draws.');
      }
      if (!left.includes(card)) {
        const name = card === 'bust' ? 'BUST' : millions(card);
        const inDeck = state.deck.filter((c) => c === card).length;
        return invalid(
          inDeck === 0
            ? `This game's deck has no ${name} card.`
            : `${name} is not left in the deck: ${inDeck === 1 ? 'its one card has' : `all ${inDeck} have`} been drawn in this launch.`
        );
      }
      const draws = [...launch.draws, card];
      if (card === 'bust') return endLaunch(state, { ...launch, draws }, 0);
      return { ...state, launch: { ...launch, draws } };
    }
    case 'lb.launch-stopped': {
      const launch = state.launch;
      if (!launch) return invalid('No launch is under way.');
      if (launch.draws.length === 0) return invalid('The first draw is compulsory.');
      return endLaunch(state, launch, companyValue(launch));
    }
    case 'lb.launch-cancelled': {
      if (!state.launch) return invalid('No launch is under way.');
      if (state.launch.draws.length > 0) return invalid('A card has been drawn: the launch goes on (a touched card is taken).');
      if (state.launch.takeover) return invalid('Finish the takeover first.');
      if (state.launch.takeoverTried) return invalid('After a takeover the launch goes ahead at once.');
      return { ...state, launch: null };
    }
    default:
      return invalid(`Logo Billionaire does not know “${event.type}”.`);
  }
}

const CHANCE = new Set(['lb.spun', 'lb.takeover-spun', 'lb.card-drawn']);

/**
 * The app's own spins and draws are chance: kept, never undone (it would only draw again). A
 * result entered from the table's spinner or deck is a player's typing, and a slip can be undone.
 */
export function lbKindOf(event: GameEvent): EventKind {
  return CHANCE.has(event.type) && event.by !== 'table' ? 'chance' : 'undoable';
}

/** "Ben 2 cards + 3 = 5 against Ana 4 cards + 3 = 7": one pair of takeover spins in words. */
export function takeoverLine(
  r: Pick<TakeoverResult, 'spins' | 'launcherCards' | 'launcherOnTheUp' | 'challengerCards' | 'challengerOnTheUp' | 'launcher' | 'challenger'>,
  players: readonly Player[]
): string {
  const t = takeoverTotals(r);
  const [cs, ls] = r.spins[r.spins.length - 1];
  const side = (name: string, cards: number, otu: number, spin: number, total: number) =>
    `${name} ${plural(cards, 'card')}${otu ? ` (${otu} On The Up, counted twice)` : ''} + spin ${spin} = ${total}`;
  return `${side(nameOf(players, r.challenger), r.challengerCards, r.challengerOnTheUp, cs, t.challenger)} against ${side(nameOf(players, r.launcher), r.launcherCards, r.launcherOnTheUp, ls, t.launcher)}`;
}

/** What a decided takeover did, in words: who won, which cards moved, what happens next. */
export function takeoverOutcome(r: TakeoverResult, players: readonly Player[]): string {
  const who = (id: string) => nameOf(players, id);
  const label = categoryLabel(r.category);
  if (r.winner === 'launcher')
    return `${who(r.launcher)} wins ${who(r.challenger)}'s ${cardsOf(r.moved, label)}: the launch goes on with ${plural(r.companyCards ?? 0, 'card')}.`;
  return `${who(r.challenger)} wins ${who(r.launcher)}'s ${cardsOf(r.moved, label)}: the launch is off; ${who(r.challenger)} can launch them on a later turn.`;
}

export function describeLb(event: GameEvent, before: LbState, players: readonly Player[]): string {
  const who = (id: unknown) => nameOf(players, String(id));
  const cat = (id: unknown) => (isCategory(id) ? categoryLabel(id) : String(id));
  const after = applyLb(before, event, players);
  const fromTable = event.by === 'table';
  const launchLine = (l: { category: unknown; brandCards: unknown; onTheUp: unknown }) =>
    `${cat(l.category)} (${plural(Number(l.brandCards), 'card')}${l.onTheUp ? `, ${l.onTheUp} On The Up` : ''})`;
  const amount = (n: unknown) => (typeof n === 'number' ? millions(n) : `${String(n)}M`);
  switch (event.type) {
    case 'money.adjusted': {
      const n = event.amount as number;
      return `${who(event.player)} ${n >= 0 ? 'got' : 'paid the bank'} ${amount(Math.abs(n))}`;
    }
    case 'money.paid':
      return `${who(event.from)} paid ${who(event.to)} ${amount(event.amount)}`;
    case 'lb.dealt': {
      if (event.v >= 2) {
        const hands = (typeof event.hands === 'object' && event.hands !== null ? event.hands : {}) as Record<string, unknown>;
        const ids = [...before.order.filter((id) => Object.hasOwn(hands, id)), ...Object.keys(hands).filter((id) => !before.order.includes(id))];
        const each = ids.map((id) => {
          const cards = readCards(hands[id], HAND_SIZE);
          return `${who(id)} ${cards ? describeCards(cards) : 'a hand'}`;
        });
        return `The deal, ${HAND_SIZE} Brand cards each: ${each.join('; ')}`;
      }
      const cards = readCards(event.cards, HAND_SIZE);
      return `The deal: ${who(event.player)} was dealt ${cards ? describeCards(cards) : 'a hand'}`;
    }
    case 'lb.cards-picked':
      return `${who(event.player)} picked up ${cardsOf(Number(event.count), cat(event.category))}`;
    case 'lb.cards-adjusted': {
      const delta = event.delta as number;
      return `${who(event.player)} ${delta > 0 ? '+' : '−'}${cardsOf(Math.abs(delta), cat(event.category))} (correction)`;
    }
    case 'lb.card-bought':
      return `${who(event.buyer)} bought a ${cat(event.category)} card from ${who(event.seller)} for ${millions(TRADE_PRICE)}`;
    case 'lb.cards-swapped':
      return `${who(event.a)} swapped a ${cat(event.aGives)} card for ${who(event.b)}'s ${cat(event.bGives)} card`;
    case 'lb.newsflash-settled': {
      const parts = (event.payments as { player: string; amount: number }[]).map((p) => `${who(p.player)} ${p.amount >= 0 ? '+' : '−'}${millions(Math.abs(p.amount))}`);
      return `Newsflash: ${parts.join(', ')}`;
    }
    case 'lb.auction-opened': {
      if (event.v === 1) return `Auction opened: ${String(event.lot)}`;
      const cards = readCards(event.cards, 16);
      const note = typeof event.lot === 'string' && event.lot.trim() ? ` (${event.lot.trim()})` : '';
      return `Auction opened: ${cards ? describeCards(cards) : 'Brand cards'} from the board${note}`;
    }
    case 'lb.auction-bid':
      return `${who(event.player)} bid ${amount(event.amount)}`;
    case 'lb.auction-closed': {
      // Version 2 carries the sale; version 1 was the last bid at the time.
      const last = event.v >= 2 ? (event.winner === null ? undefined : { player: event.winner, amount: event.amount }) : before.auction?.bids.at(-1);
      const cards = before.auction?.cards;
      if (!last) return `Auction closed with no bid`;
      return `${who(last.player)} won the auction for ${amount(last.amount)}${cards ? ` and takes ${describeCards(cards)}` : ''}`;
    }
    case 'lb.auction-cancelled':
      return `Auction cancelled`;
    case 'lb.disk-taken':
      return `${who(event.player)} took a Takeover disk`;
    case 'lb.disk-returned':
      return `${who(event.player)} put a Takeover disk back`;
    case 'lb.spun':
      return `${who(event.player)} spun ${event.value}${fromTable ? ' (the board’s spinner)' : ''}`;
    case 'lb.turn-ended':
      return `${who(event.v >= 2 ? event.player : currentPlayer(before))} ended the turn`;
    case 'lb.launch-announced':
      // The Apprentice game has no announcement (nothing waits on it): the launch just starts.
      return `${who(event.player)} ${before.options.rules === 'executive' ? 'announced' : 'started'} a ${launchLine({ category: event.category, brandCards: event.brandCards, onTheUp: event.onTheUp })} launch`;
    case 'lb.takeover-spun': {
      const l = before.launch;
      const head = `Takeover by ${who(event.challenger)}${fromTable ? ' (the board’s spinner)' : ''}`;
      if (isInvalid(after) || !l) return `${head}: spun ${event.challengerSpin} against ${who(l?.player)}'s ${event.launcherSpin}`;
      if (after.launch?.takeover) {
        const t = after.launch.takeover;
        const sides =
          event.v === 1
            ? { launcherCards: l.brandCards, launcherOnTheUp: l.onTheUp, challengerCards: t.cards }
            : takeoverSides(before, l, String(event.challenger));
        return `${head}: ${takeoverLine({ ...sides, challengerOnTheUp: t.onTheUp, spins: t.spins, launcher: l.player, challenger: t.challenger }, players)}: a tie, spin again`;
      }
      const r = after.lastTakeover!;
      return `${head}: ${takeoverLine(r, players)}. ${takeoverOutcome(r, players)}`;
    }
    case 'lb.card-drawn': {
      const table = fromTable ? ' from the table’s deck' : '';
      return event.card === 'bust'
        ? `${who(before.launch?.player)} drew BUST${table}: the ${cat(before.launch?.category)} company is worth nothing`
        : `${who(before.launch?.player)} drew ${amount(event.card)}${table}`;
    }
    case 'lb.launch-stopped': {
      const l = before.launch;
      if (!l || !l.draws.length) return `Launch stopped`;
      const total = (l.draws as number[]).reduce((a, b) => a + b, 0);
      return `${who(l.player)} launched ${launchLine(l)}: ${millions(total)} × ${l.brandCards + l.onTheUp} = ${millions(companyValue(l))}`;
    }
    case 'lb.launch-cancelled':
      return `Launch called off before drawing`;
    default:
      return event.type;
  }
}

/** "Cy's turn, Ann leads with 450M (120M ahead)"; once won, "Ann won with 1,020M · Ben 450M". */
export function lbStanding(state: LbState, players: readonly Player[]): string {
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? 'someone';
  const figures = state.order.map((id) => ({ name: name(id), value: state.balances[id] ?? 0 }));
  if (state.winner) return finalLine([name(state.winner)], figures, millions);
  return `${turnOf(name(currentPlayer(state)))}, ${leadLine(figures, millions)}`;
}

export const logoBillionaire: GameDefinition<LbState> = {
  id: 'logo-billionaire',
  name: 'Logo Billionaire',
  // 2: the deal, the last takeover, the auction's lot of cards and the turn of the last launch.
  // 3: the turn's pick-up, once made (turn.picked).
  stateVersion: 3,
  minPlayers: 2,
  maxPlayers: 6,
  setup: lbSetup,
  apply: applyLb,
  describe: describeLb,
  // The deal is logged at setup, before turn 1: its lines stand under "The deal", not "Turn 1".
  period: (state) => (state.dealOpen ? 'The deal' : `Turn ${state.turn.number}`),
  kindOf: lbKindOf,
  summary: (state) => (state.winner ? 'Won — a billion reached' : `Turn ${state.turn.number}`),
  standing: lbStanding,
  isFinished: (state) => state.winner !== null,
  results: lbResults
};

export { BILLION };
