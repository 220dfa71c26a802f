/**
 * Words and figures Logo Billionaire's screens and its history lines share: a set of Brand cards
 * in words, a takeover's spins and outcome, an auction's sale, and what the turn's player could
 * launch; and the pick-up the screens enter. Pure: no Svelte, Dexie or DOM; reads the state, never changes it.
 */
import { isInvalid, type Invalid, type Player } from '$lib/core/types';
import { cardsPicked, type CardsPicked, type Loose, type TakeoverSpun, type TakeoverSpunV1 } from './events';
import { cardsOf } from './format';
import { andList, millions, plural } from '$lib/core/text';
import {
  billionaires,
  CATEGORIES,
  categoryLabel,
  currentPlayer,
  isRecord,
  nameOf,
  takeoverTotals,
  type Cards,
  type Category,
  type Launch,
  type LbState,
  type TakeoverResult
} from './state';

/** "2 Snacks, 1 Cars": the non-zero counts of a set of Brand cards, in board order. */
export function describeCards(cards: Cards): string {
  const parts = CATEGORIES.filter((c) => cards[c.id] > 0).map((c) => `${cards[c.id]} ${c.label}`);
  return parts.length ? parts.join(', ') : 'no cards';
}

/** "Ben 2 cards + 3 = 5 against Ana 4 cards + 3 = 7": one pair of takeover spins in words. */
export function takeoverLine(
  r: Pick<
    TakeoverResult,
    'spins' | 'launcherCards' | 'launcherOnTheUp' | 'challengerCards' | 'challengerOnTheUp' | 'launcher' | 'challenger'
  >,
  players: readonly Player[]
): string {
  const t = takeoverTotals(r);
  const [cs, ls] = r.spins[r.spins.length - 1];
  const side = (name: string, cards: number, otu: number, spin: number, total: number) =>
    `${name} ${plural(cards, 'card')}${otu ? ` (${otu} On The Up, counted twice)` : ''} + spin ${spin} = ${total}`;
  const challenger = side(nameOf(players, r.challenger), r.challengerCards, r.challengerOnTheUp, cs, t.challenger);
  return `${challenger} against ${side(nameOf(players, r.launcher), r.launcherCards, r.launcherOnTheUp, ls, t.launcher)}`;
}

/** What a decided takeover did, in words: who won, which cards moved, what happens next. */
export function takeoverOutcome(r: TakeoverResult, players: readonly Player[]): string {
  const who = (id: string) => nameOf(players, id);
  const label = categoryLabel(r.category);
  const won = `${cardsOf(r.moved, label)}:`;
  const goesOn = `the launch goes on with ${plural(r.companyCards ?? 0, 'card')}`;
  if (r.winner === 'launcher') return `${who(r.launcher)} wins ${who(r.challenger)}'s ${won} ${goesOn}.`;
  const next = `the launch is off; ${who(r.challenger)} can launch them on a later turn`;
  return `${who(r.challenger)} wins ${who(r.launcher)}'s ${won} ${next}.`;
}

/** "Ana won the auction for 40M and takes 2 Snacks", or no bid. */
export function saleLine(
  sale: { player: unknown; amount: unknown } | undefined,
  cards: Cards | null | undefined,
  players: readonly Player[]
): string {
  if (!sale) return `Auction closed with no bid`;
  const amount = typeof sale.amount === 'number' ? millions(sale.amount) : `${String(sale.amount)}M`;
  return `${nameOf(players, String(sale.player))} won the auction for ${amount}${cards ? ` and takes ${describeCards(cards)}` : ''}`;
}

/** The sides of a tied takeover as a version counts them. */
export type TieSides = (
  before: LbState,
  launch: Launch,
  tie: NonNullable<Launch['takeover']>
) => {
  launcherCards: number;
  launcherOnTheUp: number;
  challengerCards: number;
};

/** A takeover's spins in the history: a tie (its sides counted by `tieSides`), or who won and what moved. */
export function takeoverSpunLine(
  event: Loose<TakeoverSpun | TakeoverSpunV1>,
  before: LbState,
  after: LbState | Invalid,
  tieSides: TieSides,
  players: readonly Player[],
  launcher?: string
): string {
  const who = (id: unknown) => nameOf(players, String(id));
  const l = before.launch;
  const head = `Takeover by ${who(event.challenger)}${event.by === 'table' ? ' (the board’s spinner)' : ''}`;
  // A pair a merge put where no launch is under way: the launcher of the turn it was spun in (`launcher`).
  const against = l?.player ?? launcher;
  if (isInvalid(after) || !l)
    return `${head}: spun ${String(event.challengerSpin)} against ${against === undefined ? 'the launcher' : `${who(against)}'s`} ${String(event.launcherSpin)}`;
  if (after.launch?.takeover) {
    const t = after.launch.takeover;
    const sides = tieSides(before, l, t);
    const line = takeoverLine(
      { ...sides, challengerOnTheUp: t.onTheUp, spins: t.spins, launcher: l.player, challenger: t.challenger },
      players
    );
    return `${head}: ${line}: a tie, spin again`;
  }
  const r = after.lastTakeover;
  return r ? `${head}: ${takeoverLine(r, players)}. ${takeoverOutcome(r, players)}` : head;
}

/** What a history line's wording is given besides its event and the state before it. */
export interface Words {
  players: readonly Player[];
  /** A player's name, "someone" for an id not in the game. */
  who(id: unknown): string;
  /** A category's label, or what the entry says when it is not one. */
  cat(id: unknown): string;
  /** Millions in the app's one way, or what the entry says when it is not a number. */
  amount(n: unknown): string;
  /** The state after the event, or why it was refused (computed when asked). */
  after(): LbState | Invalid;
}
export type Describer<E> = (event: Loose<E>, before: LbState, words: Words) => string;

/** A Newsflash's payments as History says them: "Ana +50M, Ben −20M". */
export function newsflashPayments(payments: unknown, w: Words): string {
  const list: readonly unknown[] = Array.isArray(payments) ? payments : [];
  return list
    .map((p) => {
      const amount = isRecord(p) ? Number(p.amount) : NaN;
      return `${w.who(isRecord(p) ? p.player : undefined)} ${amount >= 0 ? '+' : '−'}${millions(Math.abs(amount))}`;
    })
    .join(', ');
}

/**
 * The question a money entry asks before it ends the game, or null when nobody would reach a
 * billion. When it takes several past a billion at once, it names each of them with their money
 * and says who wins by the tie-break: the rulebook only says "the first to a billion wins", and
 * one entry makes them first together, so the app gives the win to the richest, and between equal
 * fortunes to the first of them in turn order (from the first player).
 */
export function winQuestion(order: readonly string[], balances: Record<string, number>, players: readonly Player[]): string | null {
  const there = billionaires(order, balances);
  if (!there.length) return null;
  const who = (id: string) => nameOf(players, id);
  const [winner] = there;
  if (there.length === 1) return `${who(winner)} reaches ${millions(balances[winner])} and wins — confirm?`;
  const level = there.every((id) => balances[id] === balances[winner]);
  const all = there.length === 2 ? 'both' : 'all';
  if (level) {
    return (
      `${andList(there.map(who))} ${all} reach ${millions(balances[winner])} with this one entry. The rules say the first to a billion wins; ` +
      `on equal money the app gives the win to the first of them in turn order: ${who(winner)} wins — confirm?`
    );
  }
  const named = there.map((id) => `${who(id)} (${millions(balances[id])})`);
  return (
    `${andList(named)} ${all} pass a billion with this one entry. The rules say the first to a billion wins; ` +
    `reached together, the app gives the win to the richest: ${who(winner)} wins — confirm?`
  );
}

/**
 * Why `name`, holding `have` cards of a colour (`label`), cannot announce a company of `brandCards`
 * of them, or null: a company is 3 or more Brand cards of one colour (the rulebook), made of cards
 * held. The rules refuse with it and the launch sheet greys its button with it beside.
 */
export function companyProblem(name: string, have: number, label: string, brandCards: unknown): string | null {
  if (typeof brandCards !== 'number' || !Number.isInteger(brandCards)) return 'Brand cards in the company: a whole number.';
  if (have < 3) return `${name} holds ${cardsOf(have, label)}: a company needs 3 or more.`;
  const range = have === 3 ? 'exactly 3' : `3 to ${have}`;
  if (brandCards > have)
    return `${name} holds ${cardsOf(have, label)}: a company is made of cards held, so this one has ${range}, not ${brandCards}.`;
  if (brandCards < 3) return `A company has 3 Brand cards or more: ${name} can launch ${range} ${label} cards.`;
  return null;
}

/** A company the turn's player could launch now: its cards (all those held) and who could challenge it. */
export interface ReadyCompany {
  category: Category;
  cards: number;
  /** Executive game: the other players with a Takeover disk and a card of the colour. */
  challengers: string[];
}

/** The turn's player's companies ready to launch (3 or more cards of a colour), biggest first; none once launched this turn. */
export function readyCompanies(state: LbState): ReadyCompany[] {
  const player = currentPlayer(state);
  if (state.winner || state.launch || state.turn.launched) return [];
  const executive = state.options.rules === 'executive';
  return CATEGORIES.filter((c) => state.brands[player][c.id] >= 3)
    .map((c) => ({
      category: c.id,
      cards: state.brands[player][c.id],
      challengers: executive ? state.order.filter((id) => id !== player && state.disks[id] && state.brands[id][c.id] >= 1) : []
    }))
    .sort((a, b) => b.cards - a.cards);
}

/**
 * The colour the trader offers by default in a swap: one they hold, not the colour they ask for,
 * and of those the one they hold fewest of (the first in board order on a tie), so that the
 * colour they are building a company of is never what the sheet offers first. Null when they hold
 * nothing.
 */
export function swapOffer(state: LbState, trader: string, asked: Category | null): Category | null {
  const held = CATEGORIES.map((c) => ({ id: c.id, n: state.brands[trader]?.[c.id] ?? 0 })).filter((c) => c.n > 0);
  const offers = held.some((c) => c.id !== asked) ? held.filter((c) => c.id !== asked) : held;
  return offers.reduce<(typeof offers)[number] | null>((least, c) => (least === null || c.n < least.n ? c : least), null)?.id ?? null;
}

/**
 * What giving one card of `gives` costs the trader's company of that colour, said before the swap
 * is confirmed ("Ana's Cars company goes from 3 cards to 2: no longer ready to launch."); null
 * when the colour is no company (under 3 cards). The rules let any card be swapped: this warns.
 */
export function swapWarning(state: LbState, trader: string, gives: Category, players: readonly Player[]): string | null {
  const n = state.brands[trader]?.[gives] ?? 0;
  if (n < 3) return null;
  const left = n - 1 < 3 ? ': no longer ready to launch' : '';
  return `${nameOf(players, trader)}'s ${categoryLabel(gives)} company goes from ${plural(n, 'card')} to ${n - 1}${left}.`;
}

/**
 * The turn's player's colours short of a company (1 or 2 cards), most cards first, with how many
 * more each needs to be launched: what the table screen shows when no company is ready. None while
 * a launch is on or once the game is won.
 */
export function companiesToBuild(state: LbState): { category: Category; cards: number; needs: number }[] {
  const player = currentPlayer(state);
  if (state.winner || state.launch) return [];
  return CATEGORIES.map((c) => ({ category: c.id, cards: state.brands[player][c.id], needs: 3 - state.brands[player][c.id] }))
    .filter((c) => c.cards > 0 && c.needs > 0)
    .sort((a, b) => b.cards - a.cards);
}

/**
 * Brand cards picked up for `player`, from the moment or from the player's sheet: the turn's own
 * pick-up (`turnsPickUp`) when `player` is the one whose turn it is, has spun and has not picked up
 * yet, as this phone sees the game, so that a second one for the same spin is refused (two phones
 * at a live table picking up for one player's spin, each from their own sheet); otherwise a card
 * owed, which counts whenever it is entered.
 */
export function pickUp(state: LbState, player: string, category: Category, count: 1 | 2): CardsPicked {
  const turns = player === currentPlayer(state) && state.turn.spin !== null && !state.turn.picked;
  return cardsPicked({ player, category, count, turn: state.turn.number, ...(turns ? { turnsPickUp: true as const } : {}) });
}
