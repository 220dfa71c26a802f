/**
 * Logo Billionaire as a Boardroom game: state, events and their rules (the bank, Brand cards,
 * turns and spins, launches with the Risky Business deck, takeovers, Newsflash payments and
 * auctions, winning at a billion). Pure: no Svelte, Dexie or DOM.
 */
import { amountProblem, MAX_AMOUNT } from '$lib/core/numbers';
import { finalLine, leadLine, millions, turnOf } from '$lib/core/standing';
import { invalid, isInvalid, type EventKind, type GameDefinition, type GameEvent, type Invalid, type Player, type SessionConfig } from '$lib/core/types';
import { BILLION, companyValue, DEFAULT_RB_DECK, hasWon, rbDeck, remainingCards, takeover, type RbCard } from './rules';

export const CATEGORIES = [
  { id: 'snacks', label: 'Snacks', colour: 'orange', hex: '#c2410c' },
  { id: 'sweets', label: 'Sweets', colour: 'purple', hex: '#7e22ce' },
  { id: 'home', label: 'Home', colour: 'blue', hex: '#1d4ed8' },
  { id: 'grocery', label: 'Grocery', colour: 'green', hex: '#15803d' },
  { id: 'chilled', label: 'Chilled', colour: 'yellow', hex: '#a16207' },
  { id: 'cars', label: 'Cars', colour: 'red', hex: '#b91c1c' }
] as const;
export type Category = (typeof CATEGORIES)[number]['id'];
export const TRADE_PRICE = 30;
export const STARTING_MILLIONS = 50;

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

export interface Launch {
  player: string;
  category: Category;
  brandCards: number;
  onTheUp: number;
  draws: RbCard[];
  /** A takeover tried on this launch: the spins so far (challenger, launcher), until one wins. */
  takeover: { challenger: string; cards: number; onTheUp: number; spins: [number, number][] } | null;
  takeoverTried: boolean;
}

export interface LbState {
  options: LbOptions;
  deck: RbCard[];
  order: string[];
  turn: { index: number; number: number; spin: number | null; launched: boolean };
  balances: Record<string, number>;
  brands: Record<string, Record<Category, number>>;
  disks: Record<string, boolean>;
  launch: Launch | null;
  lastLaunch: (Omit<Launch, 'takeover' | 'takeoverTried'> & { value: number }) | null;
  auction: { lot: string; bids: { player: string; amount: number }[] } | null;
  winner: string | null;
}

const emptyBrands = (): Record<Category, number> => ({ snacks: 0, sweets: 0, home: 0, grocery: 0, chilled: 0, cars: 0 });
export const isCategory = (value: unknown): value is Category => CATEGORIES.some((c) => c.id === value);
export const categoryLabel = (id: Category) => CATEGORIES.find((c) => c.id === id)?.label ?? id;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

export function lbSetup(config: SessionConfig): LbState {
  const o = config.options as Partial<LbOptions>;
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
    turn: { index: 0, number: 1, spin: null, launched: false },
    balances: Object.fromEntries(ids.map((id) => [id, STARTING_MILLIONS])),
    brands: Object.fromEntries(ids.map((id) => [id, emptyBrands()])),
    disks: Object.fromEntries(ids.map((id) => [id, false])),
    launch: null,
    lastLaunch: null,
    auction: null,
    winner: null
  };
}

export function currentPlayer(state: LbState): string {
  return state.order[state.turn.index];
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
  const { takeover: _t, takeoverTried: _tt, ...rest } = launch;
  return { ...next, launch: null, lastLaunch: { ...rest, value }, turn: { ...next.turn, launched: true } };
}

export function applyLb(state: LbState, event: GameEvent, players: readonly Player[]): LbState | Invalid {
  const next = applyLbEvent(state, event, players);
  return isInvalid(next) ? next : withWinner(next);
}

function applyLbEvent(state: LbState, event: GameEvent, players: readonly Player[]): LbState | Invalid {
  const known = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.balances, id);
  const who = (id: string) => nameOf(players, id);
  const executive = state.options.rules === 'executive';
  if (state.winner) return invalid(`${who(state.winner)} has reached a billion: the game is over.`);
  const busyLaunch = () => (state.launch ? invalid('Finish the launch first (stop, or draw until BUST).') : null);
  switch (event.type) {
    case 'money.adjusted': {
      if (!known(event.player)) return invalid('Pick a player of this game.');
      const problem = amountProblem(event.amount, { allowNegative: true });
      if (problem) return invalid(problem);
      const next = state.balances[event.player] + (event.amount as number);
      if (next < 0) return invalid(`${who(event.player)} has only ${state.balances[event.player]}M; cannot pay ${-(event.amount as number)}M.`);
      if (next > MAX_AMOUNT) return invalid('That balance would be beyond any game.');
      return setBalance(state, event.player, next);
    }
    case 'money.paid': {
      if (!known(event.from) || !known(event.to) || event.from === event.to) return invalid('Pick two different players.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const amount = event.amount as number;
      if (amount > state.balances[event.from]) return invalid(`${who(event.from)} has only ${state.balances[event.from]}M; cannot pay ${amount}M.`);
      return setBalance(setBalance(state, event.from, state.balances[event.from] - amount), event.to, state.balances[event.to] + amount);
    }
    case 'lb.cards-picked': {
      if (!known(event.player) || !isCategory(event.category)) return invalid('Pick a player and a category.');
      if (!isInt(event.count, 1, 2)) return invalid('A pick-up is one or two Brand cards.');
      return setBrands(state, event.player, event.category, state.brands[event.player][event.category] + event.count);
    }
    case 'lb.cards-adjusted': {
      if (!known(event.player) || !isCategory(event.category)) return invalid('Pick a player and a category.');
      if (!isInt(event.delta, -96, 96) || event.delta === 0) return invalid('Change the count by a whole number of cards.');
      const count = state.brands[event.player][event.category] + event.delta;
      if (count < 0) return invalid(`${who(event.player)} has only ${state.brands[event.player][event.category]} ${categoryLabel(event.category)} cards.`);
      return setBrands(state, event.player, event.category, count);
    }
    case 'lb.card-bought': {
      if (!known(event.buyer) || !known(event.seller) || event.buyer === event.seller || !isCategory(event.category))
        return invalid('Pick the buyer, the seller and the category.');
      if (state.brands[event.seller][event.category] < 1) return invalid(`${who(event.seller)} has no ${categoryLabel(event.category)} card to sell.`);
      if (state.balances[event.buyer] < TRADE_PRICE) return invalid(`${who(event.buyer)} has only ${state.balances[event.buyer]}M; a card costs ${TRADE_PRICE}M.`);
      let next = setBalance(state, event.buyer, state.balances[event.buyer] - TRADE_PRICE);
      next = setBalance(next, event.seller, next.balances[event.seller] + TRADE_PRICE);
      next = setBrands(next, event.seller, event.category, next.brands[event.seller][event.category] - 1);
      return setBrands(next, event.buyer, event.category, next.brands[event.buyer][event.category] + 1);
    }
    case 'lb.cards-swapped': {
      const { a, b, aGives, bGives } = event;
      if (!known(a) || !known(b) || a === b || !isCategory(aGives) || !isCategory(bGives)) return invalid('Pick two players and a card of each.');
      if (state.brands[a][aGives] < 1) return invalid(`${who(a)} has no ${categoryLabel(aGives)} card.`);
      if (state.brands[b][bGives] < 1) return invalid(`${who(b)} has no ${categoryLabel(bGives)} card.`);
      let next = setBrands(state, a, aGives, state.brands[a][aGives] - 1);
      next = setBrands(next, b, aGives, next.brands[b][aGives] + 1);
      next = setBrands(next, b, bGives, next.brands[b][bGives] - 1);
      return setBrands(next, a, bGives, next.brands[a][bGives] + 1);
    }
    case 'lb.newsflash-settled': {
      const payments = event.payments;
      if (!Array.isArray(payments) || payments.length === 0) return invalid('Pick at least one player.');
      let next = state;
      const seen = new Set<string>();
      for (const p of payments as { player: unknown; amount: unknown }[]) {
        if (!known(p?.player) || seen.has(p.player)) return invalid('Each player at most once.');
        seen.add(p.player);
        const problem = amountProblem(p.amount, { allowNegative: true });
        if (problem) return invalid(problem);
        const balance = next.balances[p.player] + (p.amount as number);
        if (balance < 0) return invalid(`${who(p.player)} has only ${next.balances[p.player]}M; cannot pay the bank ${-(p.amount as number)}M.`);
        next = setBalance(next, p.player, balance);
      }
      return next;
    }
    case 'lb.auction-opened': {
      if (state.auction) return invalid('An auction is already running.');
      if (typeof event.lot !== 'string' || event.lot.trim().length < 1 || event.lot.length > 60) return invalid('Say what is auctioned (1 to 60 characters).');
      return { ...state, auction: { lot: event.lot.trim(), bids: [] } };
    }
    case 'lb.auction-bid': {
      if (!state.auction) return invalid('No auction is running.');
      if (!known(event.player)) return invalid('Pick a player.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const last = state.auction.bids.at(-1);
      const amount = event.amount as number;
      if (last && amount <= last.amount) return invalid(`A bid must be higher than the last one (${last.amount}M); no draws.`);
      if (amount > state.balances[event.player]) return invalid(`${who(event.player)} has only ${state.balances[event.player]}M.`);
      return { ...state, auction: { ...state.auction, bids: [...state.auction.bids, { player: event.player, amount }] } };
    }
    case 'lb.auction-closed': {
      if (!state.auction) return invalid('No auction is running.');
      const last = state.auction.bids.at(-1);
      if (!last) return { ...state, auction: null };
      if (last.amount > state.balances[last.player]) return invalid(`${who(last.player)} no longer has ${last.amount}M.`);
      return { ...setBalance(state, last.player, state.balances[last.player] - last.amount), auction: null };
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
      if (!isInt(event.value, 1, state.options.segments)) return invalid('That is not on the spinner.');
      return { ...state, turn: { ...state.turn, spin: event.value } };
    }
    case 'lb.turn-ended': {
      const busy = busyLaunch();
      if (busy) return busy;
      const index = (state.turn.index + 1) % state.order.length;
      return { ...state, turn: { index, number: state.turn.number + 1, spin: null, launched: false } };
    }
    case 'lb.launch-announced': {
      const busy = busyLaunch();
      if (busy) return busy;
      if (!known(event.player) || event.player !== currentPlayer(state)) return invalid(`Only ${who(currentPlayer(state))}, whose turn it is, can launch now.`);
      if (state.turn.launched) return invalid('Only one company can be launched per turn.');
      if (!isCategory(event.category)) return invalid('Pick a category.');
      if (!isInt(event.brandCards, 3, 96)) return invalid('A company has at least 3 Brand cards.');
      if (!isInt(event.onTheUp, 0, event.brandCards as number)) return invalid('On The Up cards: from 0 to the number of Brand cards.');
      if (!executive && event.onTheUp !== 0) return invalid('On The Up brands are used in the Executive game only.');
      const launch: Launch = {
        player: event.player,
        category: event.category,
        brandCards: event.brandCards as number,
        onTheUp: event.onTheUp as number,
        draws: [],
        takeover: null,
        takeoverTried: false
      };
      return { ...state, launch };
    }
    case 'lb.takeover-spun': {
      const launch = state.launch;
      if (!executive) return invalid('Takeovers are part of the Executive game only.');
      if (!launch || launch.draws.length > 0) return invalid('A takeover is tried when a launch is announced, before any card is drawn.');
      const { challenger, cards, onTheUp, challengerSpin, launcherSpin } = event;
      if (launch.takeover && launch.takeover.challenger !== challenger) return invalid('Finish the takeover under way first.');
      if (!launch.takeover && launch.takeoverTried) return invalid('Only one takeover can be tried per turn.');
      if (!known(challenger) || challenger === launch.player) return invalid('Pick the challenger.');
      if (!state.disks[challenger]) return invalid(`${who(challenger)} has no Takeover disk.`);
      if (state.brands[challenger][launch.category] < 1) return invalid(`${who(challenger)} needs at least one ${categoryLabel(launch.category)} card.`);
      if (cards !== state.brands[challenger][launch.category])
        return invalid(`${who(challenger)} holds ${state.brands[challenger][launch.category]} ${categoryLabel(launch.category)} cards; correct the count first.`);
      if (!isInt(onTheUp, 0, cards as number)) return invalid('On The Up cards: from 0 to the number of cards.');
      const segments = state.options.segments;
      if (!isInt(challengerSpin, 1, segments) || !isInt(launcherSpin, 1, segments)) return invalid('That is not on the spinner.');
      const outcome = takeover({
        launcher: { cards: launch.brandCards, onTheUp: launch.onTheUp, spin: launcherSpin },
        challenger: { cards: cards as number, onTheUp: onTheUp as number, spin: challengerSpin }
      });
      const spins: [number, number][] = [...(launch.takeover?.spins ?? []), [challengerSpin, launcherSpin]];
      if (outcome === 'respin') {
        return { ...state, launch: { ...launch, takeover: { challenger, cards: cards as number, onTheUp: onTheUp as number, spins }, takeoverTried: true } };
      }
      // The disk goes back to the board whoever wins.
      let next: LbState = { ...state, disks: { ...state.disks, [challenger]: false } };
      const cat = launch.category;
      if (outcome === 'launcher') {
        // The launcher takes the challenger's cards of the category and launches at once with them.
        const taken = state.brands[challenger][cat];
        next = setBrands(next, challenger, cat, 0);
        next = setBrands(next, launch.player, cat, next.brands[launch.player][cat] + taken);
        return {
          ...next,
          launch: { ...launch, brandCards: launch.brandCards + taken, onTheUp: Math.min(launch.onTheUp + (onTheUp as number), launch.brandCards + taken), takeover: null, takeoverTried: true }
        };
      }
      const lost = state.brands[launch.player][cat];
      next = setBrands(next, launch.player, cat, 0);
      next = setBrands(next, challenger, cat, next.brands[challenger][cat] + lost);
      return { ...next, launch: null, turn: { ...next.turn, launched: true } };
    }
    case 'lb.card-drawn': {
      const launch = state.launch;
      if (!launch) return invalid('Announce a launch first.');
      if (launch.takeover) return invalid('The takeover is a draw: spin again first.');
      const card = event.card as RbCard;
      if (card !== 'bust' && !isInt(card as unknown, 1, 1000)) return invalid('That is not a Risky Business card.');
      let left: RbCard[];
      try {
        left = remainingCards(state.deck, launch.draws);
      } catch {
        return invalid('The deck does not match the draws.');
      }
      if (!left.includes(card)) return invalid('That card is not left in the deck.');
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

export function describeLb(event: GameEvent, before: LbState, players: readonly Player[]): string {
  const who = (id: unknown) => nameOf(players, String(id));
  const cat = (id: unknown) => (isCategory(id) ? categoryLabel(id) : String(id));
  const after = applyLb(before, event, players);
  const launchLine = (l: { player: string; category: Category; brandCards: number; onTheUp: number; draws: RbCard[] }) =>
    `${cat(l.category)} (${l.brandCards} cards${l.onTheUp ? `, ${l.onTheUp} On The Up` : ''})`;
  switch (event.type) {
    case 'money.adjusted': {
      const amount = event.amount as number;
      return `${who(event.player)} ${amount >= 0 ? 'got' : 'paid the bank'} ${Math.abs(amount)}M`;
    }
    case 'money.paid':
      return `${who(event.from)} paid ${who(event.to)} ${event.amount}M`;
    case 'lb.cards-picked':
      return `${who(event.player)} picked up ${event.count} ${cat(event.category)}`;
    case 'lb.cards-adjusted':
      return `${who(event.player)} ${(event.delta as number) > 0 ? '+' : '−'}${Math.abs(event.delta as number)} ${cat(event.category)} (correction)`;
    case 'lb.card-bought':
      return `${who(event.buyer)} bought a ${cat(event.category)} card from ${who(event.seller)} for ${TRADE_PRICE}M`;
    case 'lb.cards-swapped':
      return `${who(event.a)} swapped a ${cat(event.aGives)} for ${who(event.b)}'s ${cat(event.bGives)}`;
    case 'lb.newsflash-settled': {
      const parts = (event.payments as { player: string; amount: number }[]).map((p) => `${who(p.player)} ${p.amount >= 0 ? '+' : '−'}${Math.abs(p.amount)}M`);
      return `Newsflash: ${parts.join(', ')}`;
    }
    case 'lb.auction-opened':
      return `Auction opened: ${String(event.lot)}`;
    case 'lb.auction-bid':
      return `${who(event.player)} bid ${event.amount}M`;
    case 'lb.auction-closed': {
      const last = before.auction?.bids.at(-1);
      return last ? `${who(last.player)} won the auction for ${last.amount}M` : `Auction closed with no bid`;
    }
    case 'lb.auction-cancelled':
      return `Auction cancelled`;
    case 'lb.disk-taken':
      return `${who(event.player)} took a Takeover disk`;
    case 'lb.disk-returned':
      return `${who(event.player)} put a Takeover disk back`;
    case 'lb.spun':
      return `${who(event.player)} spun ${event.value}`;
    case 'lb.turn-ended':
      return `${who(currentPlayer(before))} ended the turn`;
    case 'lb.launch-announced':
      return `${who(event.player)} announced a ${launchLine(event as never)} launch`;
    case 'lb.takeover-spun': {
      const l = before.launch;
      const result = isInvalid(after) ? '' : after.launch?.takeover ? ': a draw, spin again' : after.launch ? `: ${who(l?.player)} wins and launches` : `: ${who(event.challenger)} wins the ${cat(l?.category)} cards`;
      return `Takeover by ${who(event.challenger)}: spun ${event.challengerSpin} against ${who(l?.player)}'s ${event.launcherSpin}${result}`;
    }
    case 'lb.card-drawn':
      return event.card === 'bust'
        ? `${who(before.launch?.player)} drew BUST: the ${cat(before.launch?.category)} company is worth nothing`
        : `${who(before.launch?.player)} drew ${event.card}M`;
    case 'lb.launch-stopped': {
      const l = before.launch;
      if (!l) return `Launch stopped`;
      const total = (l.draws as number[]).reduce((a, b) => a + b, 0);
      return `${who(l.player)} launched ${launchLine(l)}: ${total}M × ${l.brandCards + l.onTheUp} = ${companyValue(l)}M`;
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
  stateVersion: 1,
  minPlayers: 2,
  maxPlayers: 6,
  setup: lbSetup,
  apply: applyLb,
  describe: describeLb,
  period: (state) => `Turn ${state.turn.number}`,
  kindOf: (event): EventKind => (CHANCE.has(event.type) ? 'chance' : 'undoable'),
  summary: (state) => (state.winner ? 'Won — a billion reached' : `Turn ${state.turn.number}`),
  standing: lbStanding,
  isFinished: (state) => state.winner !== null
};

export { BILLION };
