/**
 * Every event Disrupt writes today, as a discriminated union on `type` (with the version it is
 * written at), and one constructor per event that stamps that version. The screens and the tests
 * build events only through these constructors. Older versions still replayed are described in
 * legacy.ts; game-rules.ts declares them all, with the versions written today (versions.ts, beside
 * the rules, which the result screen reads without these constructors). No rules here: what an
 * event does is in apply/. Pure: no Svelte, Dexie or DOM.
 */
import type { Cell, Row } from './market';
import type { Color, ProjectId, Role } from './scoring';
import type { Holder, ResourceKind } from './state';
import type { PhaseAdvanced, PublicRefilled, TurnEnded, WorkersPlaced } from './turn-events';

export type { PhaseAdvanced, PublicRefilled, TurnEnded, WorkersPlaced };

/** "Allow going below 0" ticked beside the action (the rulebook has no debt: it is the table's agreement). */
type Debt = { debt?: boolean };
/**
 * `partOf`, on an entry made while a table follows Worker turns: the player whose Worker turn ended
 * last, when the table kept the entry as part of their action, so History files it under their
 * turn. On a board entry (a card's second cube), or on an entry of that player's own (a card paid
 * for in their sheet after their turn passed; a second Share bought in one Buy placement). Absent:
 * the entry is of the turn it was made in. A board entry may name that player, an entry of a
 * player's own (a buy) only its player (apply/index.ts);
 * entries written before the field replay as they did.
 */
type PartOf = { partOf?: Role };

export type MoneyAdjusted = { type: 'disrupt.money-adjusted'; v: 1; role: Role; amount: number } & Debt & PartOf;
export type MoneyPaid = { type: 'disrupt.money-paid'; v: 1; from: Role; to: Role | 'bank'; amount: number } & Debt & PartOf;
export type SharesMoved = {
  type: 'disrupt.shares-moved';
  v: 1;
  project: ProjectId;
  from: Holder;
  to: Holder;
  count: number;
  price: number;
} & Debt;
export type ResourcesChanged = { type: 'disrupt.resources-changed'; v: 1; role: Role; kind: ResourceKind; delta: number } & PartOf;
export type ResourcesExchanged = {
  type: 'disrupt.resources-exchanged';
  v: 1;
  role: Role;
  spend: Partial<Record<ResourceKind, number>>;
  gain: ResourceKind;
};
export type CubesChanged = { type: 'disrupt.cubes-changed'; v: 1; project: ProjectId; color: Color; delta: 1 | -1 } & PartOf;
/**
 * A new Project at setup or in a Project phase (one a phase). `sealed`: the Secret Parameters token
 * (see secrets.ts); `random`: drawn at random (solo), a result of chance.
 */
export type ProjectPlaced = { type: 'disrupt.project-placed'; v: 3; project: ProjectId; sealed: string; random?: boolean };
/**
 * A live table's Secret Parameters (see secrets.ts): a Project placed with only the commitment to its
 * token (the owner's phone keeps the token and salt), the owner's reveal at final scoring, checked
 * against the commitment, and the table's entry by hand when the owner's phone is gone.
 */
export type ProjectCommitted = { type: 'disrupt.project-committed'; v: 1; project: ProjectId; commitment: string };
export type SecretRevealed = { type: 'disrupt.secret-revealed'; v: 1; project: ProjectId; salt: string; plus: Color; minus: Color };
export type SecretEnteredByHand = { type: 'disrupt.secret-entered-by-hand'; v: 1; project: ProjectId; plus: Color; minus: Color };
export type MarketSizeChanged = { type: 'disrupt.market-size-changed'; v: 1; pipeline: number; delta: 1 | -1 } & PartOf;
/** `position`: the step of the track (1 = top). */
export type BrandEquitySet = { type: 'disrupt.brand-equity-set'; v: 2; role: Role; position: number } & PartOf;
export type HypeMoved = { type: 'disrupt.hype-moved'; v: 1; project: ProjectId; steps: number } & PartOf;
/** Claims first player for the next round. */
export type FirstPlayerSet = { type: 'disrupt.first-player-set'; v: 2; role: Role } & PartOf;
/** Names who played the card that auctions the Share (null: not said): the bids start with the next in turn order. */
export type AuctionOpened = { type: 'disrupt.auction-opened'; v: 2; project: ProjectId; owner: Holder; by: Role | null };
export type AuctionBid = { type: 'disrupt.auction-bid'; v: 1; role: Role; amount: number };
export type AuctionPassed = { type: 'disrupt.auction-passed'; v: 1; role: Role };
/** Names the winning bid it sells for (both null: closed with no bid). */
export type AuctionClosed = { type: 'disrupt.auction-closed'; v: 2; winner: Role | null; amount: number | null };
export type AuctionCancelled = { type: 'disrupt.auction-cancelled'; v: 1 };
/** The role's whole row after a Set Up for Sale; `atLocation`: done at the location (Experience for each Share added). */
export type MarketSetUp = { type: 'disrupt.market-set-up'; v: 1; role: Role; row: Cell[]; atLocation: boolean };
/** `share`: the Share the place held when the buy was made (refused if another is there now). */
export type MarketBought = {
  type: 'disrupt.market-bought';
  v: 1;
  buyer: Role;
  row: Row;
  column: number;
  share?: ProjectId;
  atLocation: boolean;
} & Debt &
  PartOf;
export type PublicBought = {
  type: 'disrupt.public-bought';
  v: 1;
  row: Role;
  column: number;
  price: number;
  project: ProjectId | null;
  share?: ProjectId;
};
/** `paid`: what each holder gets (negative: loses). */
export type WorkflowPaid = {
  type: 'disrupt.workflow-paid';
  v: 1;
  project: ProjectId;
  perShare: 1 | 2 | -1;
  paid: Partial<Record<Role, number>>;
} & Debt;
export type DialTurned = { type: 'disrupt.dial-turned'; v: 1; dial: number; bid: number };
export type FinalScored = { type: 'disrupt.final-scored'; v: 1; bullBear: [number, number, number] };

export type DisruptEvent =
  | MoneyAdjusted
  | MoneyPaid
  | SharesMoved
  | ResourcesChanged
  | ResourcesExchanged
  | CubesChanged
  | ProjectPlaced
  | ProjectCommitted
  | SecretRevealed
  | SecretEnteredByHand
  | MarketSizeChanged
  | BrandEquitySet
  | HypeMoved
  | PhaseAdvanced
  | FirstPlayerSet
  | AuctionOpened
  | AuctionBid
  | AuctionPassed
  | AuctionClosed
  | AuctionCancelled
  | MarketSetUp
  | MarketBought
  | PublicBought
  | PublicRefilled
  | TurnEnded
  | WorkersPlaced
  | WorkflowPaid
  | DialTurned
  | FinalScored;

export type DisruptEventType = DisruptEvent['type'];
/** An event's own fields: what a constructor is given. */
type Fields<E extends DisruptEvent> = Omit<E, 'type' | 'v'>;

// The events the board's first paint dispatches, and their constructors, are turn-events.ts's (see there why).
export { phaseAdvanced, publicRefilled, turnEnded, workersPlaced } from './turn-events';

export const moneyAdjusted = (f: Fields<MoneyAdjusted>): MoneyAdjusted => ({ type: 'disrupt.money-adjusted', v: 1, ...f });
export const moneyPaid = (f: Fields<MoneyPaid>): MoneyPaid => ({ type: 'disrupt.money-paid', v: 1, ...f });
export const sharesMoved = (f: Fields<SharesMoved>): SharesMoved => ({ type: 'disrupt.shares-moved', v: 1, ...f });
export const resourcesChanged = (f: Fields<ResourcesChanged>): ResourcesChanged => ({ type: 'disrupt.resources-changed', v: 1, ...f });
export const resourcesExchanged = (f: Fields<ResourcesExchanged>): ResourcesExchanged => ({
  type: 'disrupt.resources-exchanged',
  v: 1,
  ...f
});
export const cubesChanged = (f: Fields<CubesChanged>): CubesChanged => ({ type: 'disrupt.cubes-changed', v: 1, ...f });
export const projectPlaced = (f: Fields<ProjectPlaced>): ProjectPlaced => ({ type: 'disrupt.project-placed', v: 3, ...f });
export const projectCommitted = (f: Fields<ProjectCommitted>): ProjectCommitted => ({ type: 'disrupt.project-committed', v: 1, ...f });
export const secretRevealed = (f: Fields<SecretRevealed>): SecretRevealed => ({ type: 'disrupt.secret-revealed', v: 1, ...f });
export const secretEnteredByHand = (f: Fields<SecretEnteredByHand>): SecretEnteredByHand => ({
  type: 'disrupt.secret-entered-by-hand',
  v: 1,
  ...f
});
export const marketSizeChanged = (f: Fields<MarketSizeChanged>): MarketSizeChanged => ({ type: 'disrupt.market-size-changed', v: 1, ...f });
export const brandEquitySet = (f: Fields<BrandEquitySet>): BrandEquitySet => ({ type: 'disrupt.brand-equity-set', v: 2, ...f });
export const hypeMoved = (f: Fields<HypeMoved>): HypeMoved => ({ type: 'disrupt.hype-moved', v: 1, ...f });
export const firstPlayerSet = (f: Fields<FirstPlayerSet>): FirstPlayerSet => ({ type: 'disrupt.first-player-set', v: 2, ...f });
export const auctionOpened = (f: Fields<AuctionOpened>): AuctionOpened => ({ type: 'disrupt.auction-opened', v: 2, ...f });
export const auctionBid = (f: Fields<AuctionBid>): AuctionBid => ({ type: 'disrupt.auction-bid', v: 1, ...f });
export const auctionPassed = (f: Fields<AuctionPassed>): AuctionPassed => ({ type: 'disrupt.auction-passed', v: 1, ...f });
export const auctionClosed = (f: Fields<AuctionClosed>): AuctionClosed => ({ type: 'disrupt.auction-closed', v: 2, ...f });
export const auctionCancelled = (): AuctionCancelled => ({ type: 'disrupt.auction-cancelled', v: 1 });
export const marketSetUp = (f: Fields<MarketSetUp>): MarketSetUp => ({ type: 'disrupt.market-set-up', v: 1, ...f });
export const marketBought = (f: Fields<MarketBought>): MarketBought => ({ type: 'disrupt.market-bought', v: 1, ...f });
export const publicBought = (f: Fields<PublicBought>): PublicBought => ({ type: 'disrupt.public-bought', v: 1, ...f });
export const workflowPaid = (f: Fields<WorkflowPaid>): WorkflowPaid => ({ type: 'disrupt.workflow-paid', v: 1, ...f });
export const dialTurned = (f: Fields<DialTurned>): DialTurned => ({ type: 'disrupt.dial-turned', v: 1, ...f });
export const finalScored = (f: Fields<FinalScored>): FinalScored => ({ type: 'disrupt.final-scored', v: 1, ...f });

/**
 * An event as read from a log: every field but its type and version unchecked (a backup file may
 * hold anything), so each handler checks a field before it uses it. Any logged event fits it, so
 * one handler per type needs no cast.
 */
export type Logged<E extends DisruptEvent> = { type: string; v: number } & { [K in Exclude<keyof E, 'type' | 'v'>]?: unknown };
