/**
 * Every event IT Startup writes, as a discriminated union on `type` and `v`, with constructors
 * that stamp the version written today: the screen builds events only through these. The older
 * versions still replayed (by legacy.ts) are typed here too, and `IT_STARTUP_VERSIONS` lists every
 * type with every version it can replay, today's last. Types and constructors only: no rule is
 * applied here. Pure: no Svelte, Dexie or DOM.
 */
import type { EventVersions, GameEvent } from '$lib/core/types';
import { currentPlayer, type ItState } from './state';

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
export type ResourcesPaid = { type: 'its.resources-paid'; v: 1; player: string; amount: number };
export type ResourcesGained = { type: 'its.resources-gained'; v: 1; player: string; amount: number };
export type ResourcesGiven = { type: 'its.resources-given'; v: 1; from: string; to: string; amount: number };
export type CardsSold = { type: 'its.cards-sold'; v: 1; count: number; by?: string };
export type CardsBought = { type: 'its.cards-bought'; v: 1; count: number; by?: string };
export type EmployeeHired = {
  type: 'its.employee-hired';
  v: 3;
  employeeId: string;
  card: HiredCard;
  /** Rockstar Recruiter's target. */
  takeOver?: string;
  /** Downer Dave's target. */
  burnout?: string;
  /** Code Monkey "Mike"'s employee returned to hand. */
  returnToHand?: string;
  by?: string;
};
export type BurnoutChanged = { type: 'its.burnout-changed'; v: 2; employee: string; delta: 1 | -1; by?: string };
/** v2: only at the start of the turn, before the turn's player makes any other move. */
export type PlanningBonusUsed = { type: 'its.planning-bonus-used'; v: 2; employee: string; by?: string };
export type PlanningBonusSkipped = { type: 'its.planning-bonus-skipped'; v: 1; by?: string };
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
export type UndercoverDeclared = { type: 'its.undercover-declared'; v: 1; employee: string; call: CoinSide; by?: string };
/** v2: the coin's side for the flip declared before it (a chance entry). */
export type UndercoverFlipped = { type: 'its.undercover-flipped'; v: 2; side: CoinSide; by?: string };
/** v2: an opponent pays to counter the flip declared before it. */
export type UndercoverCountered = { type: 'its.undercover-countered'; v: 2; opponent: string; counter: number; by?: string };
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
export type ActionPlayed = ActionPlay & { type: 'its.action-played'; v: 5 };
/** v3: planning is free ("this does not cost any resources"): no cost is asked; it is paid, less 1, as the card is played. */
export type ActionPlanned = { type: 'its.action-planned'; v: 3; key: string; name?: string; by?: string };
export type TurnEnded = { type: 'its.turn-ended'; v: 1; by?: string };

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
export type EmployeeHiredV1V2 = Omit<EmployeeHired, 'v' | 'employeeId'> & { v: 1 | 2 };
export type BurnoutChangedV1 = Omit<BurnoutChanged, 'v'> & { v: 1 };
export type PlanningBonusUsedV1 = Omit<PlanningBonusUsed, 'v'> & { v: 1 };
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
  | EmployeeHiredV1V2
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
  'its.employee-hired': [1, 2, 3],
  'its.burnout-changed': [1, 2],
  'its.burnout-all': [1],
  'its.planning-bonus-used': [1, 2],
  'its.planning-bonus-skipped': [1],
  'its.knowledge-attached': [1],
  'its.knowledge-transferred': [1, 2],
  'its.employee-taken-over': [1],
  'its.takeover-countered': [1],
  'its.undercover-declared': [1],
  'its.undercover-flipped': [1, 2],
  'its.undercover-countered': [1, 2],
  'its.employee-outsourced': [1],
  'its.employee-returned-to-hand': [1],
  'its.employee-removed': [1],
  'its.action-played': [1, 2, 3, 4, 5],
  'its.action-planned': [1, 2, 3],
  'its.turn-ended': [1]
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
  'its.employee-hired': 3,
  'its.burnout-changed': 2,
  'its.planning-bonus-used': 2,
  'its.planning-bonus-skipped': 1,
  'its.knowledge-attached': 1,
  'its.knowledge-transferred': 2,
  'its.undercover-declared': 1,
  'its.undercover-flipped': 2,
  'its.undercover-countered': 2,
  'its.employee-returned-to-hand': 1,
  'its.employee-removed': 1,
  'its.action-played': 5,
  'its.action-planned': 3,
  'its.turn-ended': 1
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

/** The event as the screen sends it: a move of the turn's player carries `by`. */
export function madeBy<E extends ItEvent>(state: ItState, event: E): E {
  return TURN_EVENTS.includes(event.type) && !('by' in event && event.by !== undefined) ? { ...event, by: currentPlayer(state) } : event;
}

// --- Constructors: the only way the screen builds an event. ---
type Fields<E> = Omit<E, 'type' | 'v'>;

export const resourcesPaid = (f: Fields<ResourcesPaid>): ResourcesPaid => ({ type: 'its.resources-paid', v: 1, ...f });
export const resourcesGained = (f: Fields<ResourcesGained>): ResourcesGained => ({ type: 'its.resources-gained', v: 1, ...f });
export const resourcesGiven = (f: Fields<ResourcesGiven>): ResourcesGiven => ({ type: 'its.resources-given', v: 1, ...f });
export const cardsSold = (f: Fields<CardsSold>): CardsSold => ({ type: 'its.cards-sold', v: 1, ...f });
export const cardsBought = (f: Fields<CardsBought>): CardsBought => ({ type: 'its.cards-bought', v: 1, ...f });
export const employeeHired = (f: Fields<EmployeeHired>): EmployeeHired => ({ type: 'its.employee-hired', v: 3, ...f });
export const burnoutChanged = (f: Fields<BurnoutChanged>): BurnoutChanged => ({ type: 'its.burnout-changed', v: 2, ...f });
export const planningBonusUsed = (f: Fields<PlanningBonusUsed>): PlanningBonusUsed => ({ type: 'its.planning-bonus-used', v: 2, ...f });
export const planningBonusSkipped = (f: Fields<PlanningBonusSkipped> = {}): PlanningBonusSkipped => ({
  type: 'its.planning-bonus-skipped',
  v: 1,
  ...f
});
export const knowledgeAttached = (f: Fields<KnowledgeAttached>): KnowledgeAttached => ({ type: 'its.knowledge-attached', v: 1, ...f });
export const knowledgeTransferred = (f: Fields<KnowledgeTransferred>): KnowledgeTransferred => ({
  type: 'its.knowledge-transferred',
  v: 2,
  ...f
});
export const undercoverDeclared = (f: Fields<UndercoverDeclared>): UndercoverDeclared => ({ type: 'its.undercover-declared', v: 1, ...f });
export const undercoverFlipped = (f: Fields<UndercoverFlipped>): UndercoverFlipped => ({ type: 'its.undercover-flipped', v: 2, ...f });
export const undercoverCountered = (f: Fields<UndercoverCountered>): UndercoverCountered => ({
  type: 'its.undercover-countered',
  v: 2,
  ...f
});
export const employeeReturnedToHand = (f: Fields<EmployeeReturnedToHand>): EmployeeReturnedToHand => ({
  type: 'its.employee-returned-to-hand',
  v: 1,
  ...f
});
export const employeeRemoved = (f: Fields<EmployeeRemoved>): EmployeeRemoved => ({ type: 'its.employee-removed', v: 1, ...f });
export const actionPlayed = (f: ActionPlay): ActionPlayed => ({ type: 'its.action-played', v: 5, ...f });
export const actionPlanned = (f: Fields<ActionPlanned>): ActionPlanned => ({ type: 'its.action-planned', v: 3, ...f });
export const turnEnded = (f: Fields<TurnEnded> = {}): TurnEnded => ({ type: 'its.turn-ended', v: 1, ...f });
