/**
 * Every event Logo Billionaire writes today, as a discriminated union on `type` (each with the
 * version it is written in), the constructors that stamp that version (the only way the app's
 * screens build an event), the shapes of the older versions still replayed, and the versions of
 * every type the game can replay. Types and plain object builders only: no rules here (the
 * handlers in ./apply check every field, since a log may come from a backup), and what an older
 * version meant is in ./legacy.
 */
import type { EventKind, EventVersions, GameEvent } from '$lib/core/types';
import type { RbCard } from './rules';
import type { Cards, Category } from './state';

/** Who gave a result of chance: the app's spinner or shuffle (absent), or the table's spinner or deck. */
export type ResultSource = { by?: 'table' };
/**
 * The number of the turn an entry was entered in, on the moves the rulebook allows once a turn (or
 * once with each other player a turn): a phone cut from a live table may enter one after that turn
 * ended, and its place in the merged log is then a later turn, where it is refused instead of
 * counting (LB_TURN_STAMPED says from which version of each type).
 */
type InTurn = { turn: number };

export type MoneyAdjusted = { type: 'money.adjusted'; v: 1; player: string; amount: number };
export type MoneyPaid = { type: 'money.paid'; v: 1; from: string; to: string; amount: number };
/** The whole deal, every player's six cards, as one entry. */
export type Dealt = { type: 'lb.dealt'; v: 2; hands: Record<string, Cards> };
/**
 * Two cards of the colour landed on, one on PICK UP ONE (or a card owed, a slip put right).
 * `turnsPickUp`: entered as the turn's pick-up after the spin (from the moment, or from the turn's
 * player's sheet before the turn's pick-up is made: view.ts's pickUp), which a turn has once; without
 * it, a card owed or a slip put right, counted as it comes.
 */
export type CardsPicked = { type: 'lb.cards-picked'; v: 2; player: string; category: Category; count: 1 | 2; turnsPickUp?: true } & InTurn;
/** A correction of a player's count (never part of a rule: a slip put right). */
export type CardsAdjusted = { type: 'lb.cards-adjusted'; v: 1; player: string; category: Category; delta: number };
/** TRADE: the turn's player buys one card from another, once with each other player a turn. */
export type CardBought = { type: 'lb.card-bought'; v: 3; buyer: string; seller: string; category: Category } & InTurn;
/** TRADE: the turn's player (`a`) swaps one card each way with another (`b`). */
export type CardsSwapped = { type: 'lb.cards-swapped'; v: 3; a: string; aGives: Category; b: string; bGives: Category } & InTurn;
/** A Newsflash card's payments, and who drew the card (landed on NEWSFLASH: once a turn, with the turn's one spin). */
export type NewsflashSettled = {
  type: 'lb.newsflash-settled';
  v: 3;
  drawnBy: string;
  payments: { player: string; amount: number }[];
} & InTurn;
/**
 * The lot is Brand cards from the board; `lot` is an optional note. A Newsflash's auction: one spin
 * lands on one space, so a turn has one auction (its turn stamped, as the Newsflash's is).
 */
export type AuctionOpened = { type: 'lb.auction-opened'; v: 3; lot: string; cards: Cards } & InTurn;
export type AuctionBid = { type: 'lb.auction-bid'; v: 1; player: string; amount: number };
/** Names the sale (winner and price), or no sale (both null). */
export type AuctionClosed = { type: 'lb.auction-closed'; v: 2; winner: string | null; amount: number | null };
export type AuctionCancelled = { type: 'lb.auction-cancelled'; v: 1 };
export type DiskTaken = { type: 'lb.disk-taken'; v: 1; player: string };
export type DiskReturned = { type: 'lb.disk-returned'; v: 1; player: string };
/**
 * The turn's one spin ("Spin and move"): a second in the same turn is refused. `turn` is the number
 * of the turn it was entered in: a phone cut from a live table may enter it after that turn ended,
 * and its place in the merged log is then a later turn, where it is refused instead of counting.
 */
export type Spun = { type: 'lb.spun'; v: 3; player: string; value: number; turn: number } & ResultSource;
/** Names the player whose turn ended, and the turn's number (as the spin does). */
export type TurnEnded = { type: 'lb.turn-ended'; v: 3; player: string; turn: number };
/** The company is cards the player holds (3 to all of them); On The Up in the Executive game only; one launch a turn. */
export type LaunchAnnounced = {
  type: 'lb.launch-announced';
  v: 3;
  player: string;
  category: Category;
  brandCards: number;
  onTheUp: number;
} & InTurn;
/**
 * One pair of takeover spins, the challenger's first; each side's cards are read from the state.
 * `after`: the takeover's pairs spun before this one (ties), as the phone saw them. One takeover a
 * turn and one pair after each tie: two phones spinning for one takeover (a live table's merge) each
 * spin after what they saw, and the second's pair is refused instead of counting as the next one.
 */
export type TakeoverSpun = {
  type: 'lb.takeover-spun';
  v: 3;
  challenger: string;
  onTheUp: number;
  challengerSpin: number;
  launcherSpin: number;
  after: [number, number][];
} & ResultSource &
  InTurn;
/**
 * `after`: the launch's cards drawn before this one, as the phone saw them. Two phones drawing for one
 * launch (a live table's merge) each draw after what they saw; the second's draws follow cards the
 * launch never drew, and are refused instead of adding to the first's company.
 */
export type CardDrawn = { type: 'lb.card-drawn'; v: 2; card: RbCard; after: RbCard[] } & ResultSource & InTurn;
/** `draws`: the cards the launch stops at, as the phone saw them (as a draw's `after`). */
export type LaunchStopped = { type: 'lb.launch-stopped'; v: 2; draws: RbCard[] } & InTurn;
export type LaunchCancelled = { type: 'lb.launch-cancelled'; v: 1 };

export type LbEvent =
  | MoneyAdjusted
  | MoneyPaid
  | Dealt
  | CardsPicked
  | CardsAdjusted
  | CardBought
  | CardsSwapped
  | NewsflashSettled
  | AuctionOpened
  | AuctionBid
  | AuctionClosed
  | AuctionCancelled
  | DiskTaken
  | DiskReturned
  | Spun
  | TurnEnded
  | LaunchAnnounced
  | TakeoverSpun
  | CardDrawn
  | LaunchStopped
  | LaunchCancelled;
export type LbEventType = LbEvent['type'];
export type LbEventOf<T extends LbEventType> = Extract<LbEvent, { type: T }>;

/** The versions no longer written, replayed as they were (their meaning: ./legacy). */
export type DealtV1 = { type: 'lb.dealt'; v: 1; player: string; cards: Cards };
/** Before the turn was stamped (LB_TURN_STAMPED): the same move, counted in whichever turn the log puts it. */
type Unstamped<E, V extends number> = Omit<E, 'v' | 'turn'> & { v: V };
export type CardsPickedV1 = Omit<Unstamped<CardsPicked, 1>, 'turnsPickUp'>;
export type CardBoughtV2 = Unstamped<CardBought, 2>;
export type CardBoughtV1 = Unstamped<CardBought, 1>;
export type CardsSwappedV2 = Unstamped<CardsSwapped, 2>;
export type CardsSwappedV1 = Unstamped<CardsSwapped, 1>;
export type AuctionOpenedV2 = Unstamped<AuctionOpened, 2>;
export type AuctionOpenedV1 = { type: 'lb.auction-opened'; v: 1; lot: string };
export type AuctionClosedV1 = { type: 'lb.auction-closed'; v: 1 };
export type TurnEndedV1 = { type: 'lb.turn-ended'; v: 1 };
export type TurnEndedV2 = { type: 'lb.turn-ended'; v: 2; player: string };
export type NewsflashSettledV2 = Unstamped<NewsflashSettled, 2>;
export type NewsflashSettledV1 = Omit<NewsflashSettledV2, 'v' | 'drawnBy'> & { v: 1 };
export type LaunchAnnouncedV2 = Unstamped<LaunchAnnounced, 2>;
export type LaunchAnnouncedV1 = Unstamped<LaunchAnnounced, 1>;
export type TakeoverSpunV2 = Omit<TakeoverSpun, 'v' | 'turn' | 'after'> & { v: 2 };
export type TakeoverSpunV1 = Omit<TakeoverSpunV2, 'v'> & { v: 1; cards: number };
export type SpunV2 = Omit<Spun, 'v' | 'turn'> & { v: 2 };
export type SpunV1 = Omit<SpunV2, 'v'> & { v: 1 };
export type CardDrawnV1 = Omit<CardDrawn, 'v' | 'after' | 'turn'> & { v: 1 };
export type LaunchStoppedV1 = { type: 'lb.launch-stopped'; v: 1 };
export type LbLegacyEvent =
  | DealtV1
  | CardsPickedV1
  | CardBoughtV1
  | CardBoughtV2
  | CardsSwappedV1
  | CardsSwappedV2
  | NewsflashSettledV1
  | NewsflashSettledV2
  | AuctionOpenedV1
  | AuctionOpenedV2
  | AuctionClosedV1
  | TurnEndedV1
  | TurnEndedV2
  | LaunchAnnouncedV1
  | LaunchAnnouncedV2
  | TakeoverSpunV1
  | TakeoverSpunV2
  | SpunV1
  | SpunV2
  | CardDrawnV1
  | LaunchStoppedV1;
/** Any version of an event type that a log can hold. */
export type LbReplayedOf<T extends LbEventType> = LbEventOf<T> | Extract<LbLegacyEvent, { type: T }>;

/** An event's fields without its type and version: what a constructor is given. */
type Fields<E> = E extends unknown ? Omit<E, 'type' | 'v'> : never;

export const moneyAdjusted = (f: Fields<MoneyAdjusted>): MoneyAdjusted => ({ type: 'money.adjusted', v: 1, ...f });
export const moneyPaid = (f: Fields<MoneyPaid>): MoneyPaid => ({ type: 'money.paid', v: 1, ...f });
export const dealt = (f: Fields<Dealt>): Dealt => ({ type: 'lb.dealt', v: 2, ...f });
export const cardsPicked = (f: Fields<CardsPicked>): CardsPicked => ({ type: 'lb.cards-picked', v: 2, ...f });
export const cardsAdjusted = (f: Fields<CardsAdjusted>): CardsAdjusted => ({ type: 'lb.cards-adjusted', v: 1, ...f });
export const cardBought = (f: Fields<CardBought>): CardBought => ({ type: 'lb.card-bought', v: 3, ...f });
export const cardsSwapped = (f: Fields<CardsSwapped>): CardsSwapped => ({ type: 'lb.cards-swapped', v: 3, ...f });
export const newsflashSettled = (f: Fields<NewsflashSettled>): NewsflashSettled => ({ type: 'lb.newsflash-settled', v: 3, ...f });
export const auctionOpened = (f: Fields<AuctionOpened>): AuctionOpened => ({ type: 'lb.auction-opened', v: 3, ...f });
export const auctionBid = (f: Fields<AuctionBid>): AuctionBid => ({ type: 'lb.auction-bid', v: 1, ...f });
export const auctionClosed = (f: Fields<AuctionClosed>): AuctionClosed => ({ type: 'lb.auction-closed', v: 2, ...f });
export const auctionCancelled = (): AuctionCancelled => ({ type: 'lb.auction-cancelled', v: 1 });
export const diskTaken = (f: Fields<DiskTaken>): DiskTaken => ({ type: 'lb.disk-taken', v: 1, ...f });
export const diskReturned = (f: Fields<DiskReturned>): DiskReturned => ({ type: 'lb.disk-returned', v: 1, ...f });
export const spun = (f: Fields<Spun>): Spun => ({ type: 'lb.spun', v: 3, ...f });
export const turnEnded = (f: Fields<TurnEnded>): TurnEnded => ({ type: 'lb.turn-ended', v: 3, ...f });
export const launchAnnounced = (f: Fields<LaunchAnnounced>): LaunchAnnounced => ({ type: 'lb.launch-announced', v: 3, ...f });
export const takeoverSpun = (f: Fields<TakeoverSpun>): TakeoverSpun => ({ type: 'lb.takeover-spun', v: 3, ...f });
export const cardDrawn = (f: Fields<CardDrawn>): CardDrawn => ({ type: 'lb.card-drawn', v: 2, ...f });
export const launchStopped = (f: Fields<LaunchStopped>): LaunchStopped => ({ type: 'lb.launch-stopped', v: 2, ...f });
export const launchCancelled = (): LaunchCancelled => ({ type: 'lb.launch-cancelled', v: 1 });

/**
 * Every event type the game has written, with every version it replays, the one written today
 * last (the type below checks that last one against the union above). The meaning of each older
 * version is in ./legacy.
 */
export const LB_VERSIONS = {
  'money.adjusted': [1],
  'money.paid': [1],
  'lb.dealt': [1, 2],
  'lb.cards-picked': [1, 2],
  'lb.cards-adjusted': [1],
  'lb.card-bought': [1, 2, 3],
  'lb.cards-swapped': [1, 2, 3],
  'lb.newsflash-settled': [1, 2, 3],
  'lb.auction-opened': [1, 2, 3],
  'lb.auction-bid': [1],
  'lb.auction-closed': [1, 2],
  'lb.auction-cancelled': [1],
  'lb.disk-taken': [1],
  'lb.disk-returned': [1],
  'lb.spun': [1, 2, 3],
  'lb.turn-ended': [1, 2, 3],
  'lb.launch-announced': [1, 2, 3],
  'lb.takeover-spun': [1, 2, 3],
  'lb.card-drawn': [1, 2],
  'lb.launch-stopped': [1, 2],
  'lb.launch-cancelled': [1]
} as const satisfies { readonly [T in LbEventType]: readonly [...number[], LbEventOf<T>['v']] } & EventVersions;

export const isLbEventType = (type: string): type is LbEventType => Object.hasOwn(LB_VERSIONS, type);

/**
 * The version from which each type carries the turn it was entered in (InTurn above): the moves the
 * rulebook allows once a turn ("Spin and move", the pick-up after it, the Newsflash landed on, one
 * launch a turn) and that launch's draws and stop, or once with each other player a turn (TRADE),
 * the end of the turn, the Newsflash's auction (one a turn) and the takeover's spins (one takeover a turn).
 */
export const LB_TURN_STAMPED: Readonly<Partial<Record<LbEventType, number>>> = {
  'lb.spun': 3,
  'lb.turn-ended': 3,
  'lb.cards-picked': 2,
  'lb.card-bought': 3,
  'lb.cards-swapped': 3,
  'lb.newsflash-settled': 3,
  'lb.launch-announced': 3,
  'lb.card-drawn': 2,
  'lb.launch-stopped': 2,
  'lb.auction-opened': 3,
  'lb.takeover-spun': 3
};

type KeysOf<E> = E extends unknown ? keyof E : never;
/**
 * An event as read from a log: the fields `E` names (those of any of its versions), each still
 * unchecked, since a log may come from an old backup or another device. Handlers narrow each one.
 */
export type Loose<E> = { readonly type: string; readonly v: number } & { readonly [K in Exclude<KeysOf<E>, 'type' | 'v'>]?: unknown };

const CHANCE = new Set<string>(['lb.spun', 'lb.takeover-spun', 'lb.card-drawn']);

/**
 * The app's own spins and draws are chance: kept, never undone (it would only draw again). A
 * result entered from the table's spinner or deck is a player's typing, and a slip can be undone.
 */
export function lbKindOf(event: GameEvent): EventKind {
  return CHANCE.has(event.type) && event.by !== 'table' ? 'chance' : 'undoable';
}
