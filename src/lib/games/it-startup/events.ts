/**
 * Every event IT Startup writes, as a discriminated union on `type` and `v`, with constructors
 * that stamp the version written today: the screen builds events only through these. The older
 * versions still replayed (by legacy.ts) are typed here too, and `IT_STARTUP_VERSIONS` lists every
 * type with every version it can replay, today's last. Types and constructors only: no rule is
 * applied here. Pure: no Svelte, Dexie or DOM.
 */
import type { EventVersions, GameEvent } from '$lib/core/types';
import { currentPlayer, turnNumberOf, type ItState } from './state';

export type CoinSide = 'heads' | 'tails';

/** An employee card as hired: its key (absent for a card typed by hand) and its figures. */
export type HiredCard = {
  key?: string;
  name: string;
  kind: 'dev' | 'hr' | 'agile';
  efficiency: number;
  resistance: number;
  boost?: number;
  cost: number;
  knowledgeDiscount?: number;
  transferDiscount?: number;
};

/** A knowledge card named by what it is (`its.knowledge-transferred` v2). */
export type KnowledgeCard = { name: string; bonus: number; cost: number };

// --- Today's events. `by` (moves of the turn's player): who made the move, stamped by `madeBy`. ---

/**
 * `turn`: the turn of `by` it was entered in (their 1st, 2nd…), stamped by `madeBy` on the moves that
 * act on the turn itself (TURN_STAMPED). A phone cut from a live table may enter one after that turn
 * ended; where the merged log puts it, it would end, spend or use a later turn of the same player, so
 * it is refused there instead.
 */
type InTurn = { turn?: number };
export type ResourcesPaid = { type: 'its.resources-paid'; v: 1; player: string; amount: number };
export type ResourcesGained = { type: 'its.resources-gained'; v: 1; player: string; amount: number };
export type ResourcesGiven = { type: 'its.resources-given'; v: 1; from: string; to: string; amount: number };
export type CardsSold = { type: 'its.cards-sold'; v: 1; count: number; by?: string };
export type CardsBought = { type: 'its.cards-bought'; v: 1; count: number; by?: string };
export type EmployeeHired = {
  type: 'its.employee-hired';
  v: 4;
  employeeId: string;
  card: HiredCard;
  /** Rockstar Recruiter's target. */
  takeOver?: string;
  /** Downer Dave's target. */
  burnout?: string;
  /** Code Monkey "Mike"'s employee returned to hand. */
  returnToHand?: string;
  by?: string;
} & InTurn;
export type BurnoutChanged = { type: 'its.burnout-changed'; v: 2; employee: string; delta: 1 | -1; by?: string };
/** v2: only at the start of the turn, before the turn's player makes any other move. */
export type PlanningBonusUsed = { type: 'its.planning-bonus-used'; v: 3; employee: string; by?: string } & InTurn;
export type PlanningBonusSkipped = { type: 'its.planning-bonus-skipped'; v: 2; by?: string } & InTurn;
export type KnowledgeAttached = {
  type: 'its.knowledge-attached';
  v: 1;
  employee: string;
  name?: string;
  bonus: number;
  cost: number;
  by?: string;
};
export type KnowledgeTransferred = {
  type: 'its.knowledge-transferred';
  v: 2;
  from: string;
  to: string;
  knowledge: KnowledgeCard;
  by?: string;
};
/** The Undercover HR Agent's 1 paid and the flip declared: its target and call, an entry of its own (undoable). */
export type UndercoverDeclared = { type: 'its.undercover-declared'; v: 2; employee: string; call: CoinSide; by?: string } & InTurn;
/** v2: the coin's side for the flip declared before it (a chance entry). */
export type UndercoverFlipped = { type: 'its.undercover-flipped'; v: 3; side: CoinSide; by?: string } & InTurn;
/** v2: an opponent pays to counter the flip declared before it. */
export type UndercoverCountered = { type: 'its.undercover-countered'; v: 3; opponent: string; counter: number; by?: string } & InTurn;
export type EmployeeReturnedToHand = { type: 'its.employee-returned-to-hand'; v: 1; employee: string; by?: string };
export type EmployeeRemoved = { type: 'its.employee-removed'; v: 1; employee: string; by?: string };
/** What an action card play carries, whatever its version since 2. */
export type ActionPlay = {
  key: string;
  /** The name of a card typed by hand (`key` 'other'). */
  name?: string;
  /** Paid from the plan (one less); `free`: drawn with a Database Developer; otherwise `cost`. */
  planned?: boolean;
  free?: boolean;
  cost?: number | null;
  /** Head Hunter's and Outsourcing's target. */
  employee?: string;
  /** Head Hunter countered by the target's owner, who paid `counter`. */
  countered?: boolean;
  counter?: number;
  /** Investor: the resources gained. */
  gain?: number;
  by?: string;
};
/**
 * v5: Outsourcing an outsourced employee is a second loan (each ends at its own borrower's turn; the
 * employee stays its employer's); Head Hunter on an outsourced employee is countered by its employer.
 */
export type ActionPlayed = ActionPlay & InTurn & { type: 'its.action-played'; v: 6 };
/** v3: planning is free ("this does not cost any resources"): no cost is asked; it is paid, less 1, as the card is played. */
export type ActionPlanned = { type: 'its.action-planned'; v: 4; key: string; name?: string; by?: string } & InTurn;
export type TurnEnded = { type: 'its.turn-ended'; v: 2; by?: string } & InTurn;

export type ItEvent =
  | ResourcesPaid
  | ResourcesGained
  | ResourcesGiven
  | CardsSold
  | CardsBought
  | EmployeeHired
  | BurnoutChanged
  | PlanningBonusUsed
  | PlanningBonusSkipped
  | KnowledgeAttached
  | KnowledgeTransferred
  | UndercoverDeclared
  | UndercoverFlipped
  | UndercoverCountered
  | EmployeeReturnedToHand
  | EmployeeRemoved
  | ActionPlayed
  | ActionPlanned
  | TurnEnded;

// --- Older versions, still replayed (legacy.ts says what each meant). ---
/** Before the turn was stamped (TURN_STAMPED): the same move, counted in whichever turn the log puts it. */
type Unstamped<E extends { turn?: number }, V extends number> = Omit<E, 'v' | 'turn'> & { v: V };
export type EmployeeHiredV3 = Unstamped<EmployeeHired, 3>;
export type EmployeeHiredV1V2 = Omit<EmployeeHiredV3, 'v' | 'employeeId'> & { v: 1 | 2 };
export type BurnoutChangedV1 = Omit<BurnoutChanged, 'v'> & { v: 1 };
export type PlanningBonusUsedV2 = Unstamped<PlanningBonusUsed, 2>;
export type PlanningBonusUsedV1 = Unstamped<PlanningBonusUsed, 1>;
export type PlanningBonusSkippedV1 = Unstamped<PlanningBonusSkipped, 1>;
export type UndercoverDeclaredV1 = Unstamped<UndercoverDeclared, 1>;
export type UndercoverFlippedV2 = Unstamped<UndercoverFlipped, 2>;
export type UndercoverCounteredV2 = Unstamped<UndercoverCountered, 2>;
export type ActionPlayedV5 = ActionPlay & { type: 'its.action-played'; v: 5 };
export type ActionPlannedV3 = Unstamped<ActionPlanned, 3>;
export type TurnEndedV1 = Unstamped<TurnEnded, 1>;
export type BurnoutAllV1 = { type: 'its.burnout-all'; v: 1; owner: string; delta: 1 | -1 };
export type KnowledgeTransferredV1 = { type: 'its.knowledge-transferred'; v: 1; from: string; to: string; index: number; by?: string };
export type ActionPlayedV1 = {
  type: 'its.action-played';
  v: 1;
  name: string;
  cost: number;
  planned?: boolean;
  effect?: 'crunch-time' | 'coffee-machine' | 'get-away' | 'monster-bug' | 'none';
  /** Monster Bug's one opponent. */
  target?: string;
  by?: string;
};
export type ActionPlayedV2ToV4 = ActionPlay & { type: 'its.action-played'; v: 2 | 3 | 4 };
export type UndercoverFlippedV1 = { type: 'its.undercover-flipped'; v: 1; employee: string; call: CoinSide; side: CoinSide; by?: string };
export type UndercoverCounteredV1 = {
  type: 'its.undercover-countered';
  v: 1;
  opponent: string;
  paid: number;
  counter: number;
  by?: string;
};
export type ActionPlannedV1 = { type: 'its.action-planned'; v: 1; name: string; cost: number; by?: string };
export type ActionPlannedV2 = { type: 'its.action-planned'; v: 2; key: string; cost: number; name?: string; by?: string };
export type EmployeeTakenOverV1 = { type: 'its.employee-taken-over'; v: 1; employee: string; paid: number; method?: string; by?: string };
export type TakeoverCounteredV1 = { type: 'its.takeover-countered'; v: 1; opponent: string; paid: number; counter: number; by?: string };
export type EmployeeOutsourcedV1 = { type: 'its.employee-outsourced'; v: 1; employee: string; paid: number; by?: string };

export type LegacyItEvent =
  | EmployeeHiredV3
  | EmployeeHiredV1V2
  | PlanningBonusUsedV2
  | PlanningBonusSkippedV1
  | UndercoverDeclaredV1
  | UndercoverFlippedV2
  | UndercoverCounteredV2
  | ActionPlayedV5
  | ActionPlannedV3
  | TurnEndedV1
  | BurnoutChangedV1
  | PlanningBonusUsedV1
  | BurnoutAllV1
  | KnowledgeTransferredV1
  | ActionPlayedV1
  | ActionPlayedV2ToV4
  | UndercoverFlippedV1
  | UndercoverCounteredV1
  | ActionPlannedV1
  | ActionPlannedV2
  | EmployeeTakenOverV1
  | TakeoverCounteredV1
  | EmployeeOutsourcedV1;

/** Any entry of an IT Startup log this code replays. */
export type StoredItEvent = ItEvent | LegacyItEvent;

/** Every event type IT Startup has written, with each version it replays; the one written today last. */
export const IT_STARTUP_VERSIONS = {
  'its.resources-paid': [1],
  'its.resources-gained': [1],
  'its.resources-given': [1],
  'its.cards-sold': [1],
  'its.cards-bought': [1],
  'its.employee-hired': [1, 2, 3, 4],
  'its.burnout-changed': [1, 2],
  'its.burnout-all': [1],
  'its.planning-bonus-used': [1, 2, 3],
  'its.planning-bonus-skipped': [1, 2],
  'its.knowledge-attached': [1],
  'its.knowledge-transferred': [1, 2],
  'its.employee-taken-over': [1],
  'its.takeover-countered': [1],
  'its.undercover-declared': [1, 2],
  'its.undercover-flipped': [1, 2, 3],
  'its.undercover-countered': [1, 2, 3],
  'its.employee-outsourced': [1],
  'its.employee-returned-to-hand': [1],
  'its.employee-removed': [1],
  'its.action-played': [1, 2, 3, 4, 5, 6],
  'its.action-planned': [1, 2, 3, 4],
  'its.turn-ended': [1, 2]
} as const satisfies Record<StoredItEvent['type'], readonly StoredItEvent['v'][]> & EventVersions;

/**
 * The version of each event written today (the one its constructor below stamps): any other type or
 * version stored is replayed by legacy.ts, which loads apart (fold-parts.ts).
 */
export const WRITTEN_TODAY = {
  'its.resources-paid': 1,
  'its.resources-gained': 1,
  'its.resources-given': 1,
  'its.cards-sold': 1,
  'its.cards-bought': 1,
  'its.employee-hired': 4,
  'its.burnout-changed': 2,
  'its.planning-bonus-used': 3,
  'its.planning-bonus-skipped': 2,
  'its.knowledge-attached': 1,
  'its.knowledge-transferred': 2,
  'its.undercover-declared': 2,
  'its.undercover-flipped': 3,
  'its.undercover-countered': 3,
  'its.employee-returned-to-hand': 1,
  'its.employee-removed': 1,
  'its.action-played': 6,
  'its.action-planned': 4,
  'its.turn-ended': 2
} as const satisfies { [E in ItEvent as E['type']]: E['v'] };

/**
 * True when the entry is of a type and version this code replays. Its fields are not checked
 * here: each handler checks the ones it reads, as stored data may be anything.
 */
export function isStoredItEvent(event: GameEvent): event is StoredItEvent {
  const versions: EventVersions = IT_STARTUP_VERSIONS;
  return Object.hasOwn(versions, event.type) && versions[event.type].includes(event.v);
}

/** The events a player makes in their own turn: they carry `by`, the player who made them. */
export const TURN_EVENTS: readonly string[] = [
  'its.cards-sold',
  'its.cards-bought',
  'its.employee-hired',
  'its.burnout-changed',
  'its.planning-bonus-used',
  'its.planning-bonus-skipped',
  'its.knowledge-attached',
  'its.knowledge-transferred',
  'its.employee-taken-over',
  'its.takeover-countered',
  'its.undercover-declared',
  'its.undercover-flipped',
  'its.undercover-countered',
  'its.employee-outsourced',
  'its.employee-returned-to-hand',
  'its.employee-removed',
  'its.action-played',
  'its.action-planned',
  'its.turn-ended'
];

/**
 * The moves that act on the turn itself, with the first version that carries its `turn`: an end of
 * turn, the planning bonus (on offer at the turn's start), the Undercover HR Agent's once-a-turn flip,
 * an action card played or planned (its points banked for the turn's end, a free or planned play
 * counted by the turn) and a hire (its draws and free actions are the turn's). The others a player
 * makes (cards sold or bought, knowledge, burnout by hand, a card returned or removed) count the same
 * in any of that player's turns and are not stamped.
 */
export const TURN_STAMPED: Readonly<Record<string, number>> = {
  'its.employee-hired': 4,
  'its.planning-bonus-used': 3,
  'its.planning-bonus-skipped': 2,
  'its.undercover-declared': 2,
  'its.undercover-flipped': 3,
  'its.undercover-countered': 3,
  'its.action-played': 6,
  'its.action-planned': 4,
  'its.turn-ended': 2
};

/**
 * The event as the screen sends it: a move of the turn's player carries `by`, and one that acts on
 * the turn (TURN_STAMPED) the number of that player's turn, both read from the state the tap was made on.
 */
export function madeBy<E extends ItEvent>(state: ItState, event: E): E {
  if (!TURN_EVENTS.includes(event.type)) return event;
  const by = 'by' in event && typeof event.by === 'string' ? event.by : currentPlayer(state);
  const signed = { ...event, by };
  const stamped = Object.hasOwn(TURN_STAMPED, event.type) && !('turn' in event && event.turn !== undefined);
  return stamped && Object.hasOwn(state.turnsDone, by) ? { ...signed, turn: turnNumberOf(state, by) } : signed;
}

// --- Constructors: the only way the screen builds an event. ---
type Fields<E> = Omit<E, 'type' | 'v'>;

export const resourcesPaid = (f: Fields<ResourcesPaid>): ResourcesPaid => ({ type: 'its.resources-paid', v: 1, ...f });
export const resourcesGained = (f: Fields<ResourcesGained>): ResourcesGained => ({ type: 'its.resources-gained', v: 1, ...f });
export const resourcesGiven = (f: Fields<ResourcesGiven>): ResourcesGiven => ({ type: 'its.resources-given', v: 1, ...f });
export const cardsSold = (f: Fields<CardsSold>): CardsSold => ({ type: 'its.cards-sold', v: 1, ...f });
export const cardsBought = (f: Fields<CardsBought>): CardsBought => ({ type: 'its.cards-bought', v: 1, ...f });
export const employeeHired = (f: Fields<EmployeeHired>): EmployeeHired => ({ type: 'its.employee-hired', v: 4, ...f });
export const burnoutChanged = (f: Fields<BurnoutChanged>): BurnoutChanged => ({ type: 'its.burnout-changed', v: 2, ...f });
export const planningBonusUsed = (f: Fields<PlanningBonusUsed>): PlanningBonusUsed => ({ type: 'its.planning-bonus-used', v: 3, ...f });
export const planningBonusSkipped = (f: Fields<PlanningBonusSkipped> = {}): PlanningBonusSkipped => ({
  type: 'its.planning-bonus-skipped',
  v: 2,
  ...f
});
export const knowledgeAttached = (f: Fields<KnowledgeAttached>): KnowledgeAttached => ({ type: 'its.knowledge-attached', v: 1, ...f });
export const knowledgeTransferred = (f: Fields<KnowledgeTransferred>): KnowledgeTransferred => ({
  type: 'its.knowledge-transferred',
  v: 2,
  ...f
});
export const undercoverDeclared = (f: Fields<UndercoverDeclared>): UndercoverDeclared => ({ type: 'its.undercover-declared', v: 2, ...f });
export const undercoverFlipped = (f: Fields<UndercoverFlipped>): UndercoverFlipped => ({ type: 'its.undercover-flipped', v: 3, ...f });
export const undercoverCountered = (f: Fields<UndercoverCountered>): UndercoverCountered => ({
  type: 'its.undercover-countered',
  v: 3,
  ...f
});
export const employeeReturnedToHand = (f: Fields<EmployeeReturnedToHand>): EmployeeReturnedToHand => ({
  type: 'its.employee-returned-to-hand',
  v: 1,
  ...f
});
export const employeeRemoved = (f: Fields<EmployeeRemoved>): EmployeeRemoved => ({ type: 'its.employee-removed', v: 1, ...f });
export const actionPlayed = (f: ActionPlay & InTurn): ActionPlayed => ({ type: 'its.action-played', v: 6, ...f });
export const actionPlanned = (f: Fields<ActionPlanned>): ActionPlanned => ({ type: 'its.action-planned', v: 4, ...f });
export const turnEnded = (f: Fields<TurnEnded> = {}): TurnEnded => ({ type: 'its.turn-ended', v: 2, ...f });
