/**
 * Helpers that only Disrupt's sheets read, apart from view.ts so that they load with the sheets
 * and not with the board's first paint: whose Worker turn an entry records for a table that
 * follows turns (turn-follow.svelte.ts), who may bid in the running auction, the Project a
 * Workflow payout opens on, and the full steps a Brand Equity move passes over. Reads a state,
 * never changes it; the rules are in apply/. Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent } from '$lib/core/types';
import { BRAND_EQUITY_STEPS, stepHasRoom } from './brand-equity';
import { PROJECTS, type ProjectId, type Role } from './scoring';
import { turnEnded } from './events';
import { operationsTurn, ownEntryOf, previousTurn, sharesOwned, turnOrder } from './queries';
import { isRole, type DisruptState } from './state';

/**
 * The role an entry is done by or for, where it names one that a Worker's location would: a
 * player's own entry (money, resources, Brand Equity, first player claim: queries.ts's ownEntryOf),
 * a Set Up for Sale or a buy. Null for the rest: cubes, tracks, Market Size and Shares moved name no
 * player; "spend 3 to gain 1" is "at any time"; auctions have their own bidding order.
 */
function actorOf(event: GameEvent): Role | null {
  const own = ownEntryOf(event);
  if (own) return own;
  if (event.type === 'disrupt.market-set-up') return isRole(event.role) ? event.role : null;
  if (event.type === 'disrupt.market-bought') return isRole(event.buyer) ? event.buyer : null;
  return null;
}

/**
 * Entries that name no player but are what a Worker's location does on the board: cubes on a
 * Project, a Social Hype move, a Market Size step. Following turns, one of them is the Worker
 * action of the player whose turn it is. ("Spend 3 to gain 1" is not: it is "at any time".)
 */
const BOARD_ENTRIES: ReadonlySet<string> = new Set(['disrupt.cubes-changed', 'disrupt.hype-moved', 'disrupt.market-size-changed']);

/**
 * Whose Worker action goes on after their turn ended (following turns), and what more of it a sheet
 * may still take without ending the next Worker's turn: every board entry ('board', the table said
 * so with the line's one tap), a card's cubes ('cubes', after a card was paid for or after a board
 * entry ended the turn: cubes are what a card places; a Social Hype move or a Market Size step is a
 * location's, the next Worker's), or more Shares bought at the Buy location ('buys': "buy any number
 * of Shares"). A role alone is what the table said: 'board'.
 */
export type Carry = { role: Role; keeps: 'board' | 'cubes' | 'buys' };
const carryOf = (partOf: Role | Carry | null): Carry | null => (typeof partOf === 'string' ? { role: partOf, keeps: 'board' } : partOf);
/** Whether every board entry of the gesture is one the carried action keeps. */
const keepsAll = (carry: Carry, events: readonly GameEvent[]) =>
  carry.keeps === 'board' ||
  (carry.keeps === 'cubes' && events.every((e) => !BOARD_ENTRIES.has(e.type) || e.type === 'disrupt.cubes-changed'));
/** A buy at the Buy location by `role`, which a 'buys' carry keeps. */
const buysAt = (e: GameEvent, role: Role) => e.type === 'disrupt.market-bought' && e.atLocation === true && e.buyer === role;

/**
 * For a table that follows each Worker turn: the gesture's entries, with the turn's end after them
 * (one gesture, undone as one) when one of them is done by the player whose Worker turn it is, or
 * is a board entry naming no player (cubes, Social Hype, Market Size) with no entry for anyone else
 * beside it, or closes the auction their card opened. Entries for anyone else (the player whose turn
 * just passed, still doing their Worker's lower slots; a card's owner being paid) leave the turn
 * where it is. So do board entries and an auction's close while `carried` names the player whose
 * turn just passed and keeps them (Carry: a card's cubes, or all): their action is not over (see
 * boardEntryTurn), and each such board entry says so (`partOf`, stored: History files it under that
 * turn); so does a further buy at the Buy location while `carried` keeps buys. `own` names that player too when the
 * gesture comes from their sheet and the sheet keeps their entries in their action (ownEntryTurn):
 * each entry of theirs says so the same way. A gesture ends no turn but the one under way when it
 * is stored: the turn's end is stamped with it (apply/round.ts refuses it elsewhere). With
 * `opponentCard` (solo's round start, soloRoundStart), a board entry ends no turn.
 */
export function withWorkerTurn(
  state: DisruptState,
  events: readonly GameEvent[],
  carried: Role | Carry | null = null,
  own: Role | null = null,
  opponentCard = false
): GameEvent[] {
  const now = operationsTurn(state);
  if (!now || events.some((e) => e.type === 'disrupt.turn-ended')) return [...events];
  // The auction's close is the action of the card's player: it ends their turn, not another's.
  const closesAuction = events.some((e) => e.type === 'disrupt.auction-closed') && (!state.auction?.by || state.auction.by === now.role);
  if (state.auction && !events.some((e) => e.type === 'disrupt.auction-closed')) return [...events];
  const last = previousTurn(state)?.role;
  const carry = carryOf(carried);
  // A second Share bought in the same Buy placement: that action's, in solo too (where the turn under way is the same player's).
  if (carry?.keeps === 'buys' && carry.role === last && events.length && events.every((e) => buysAt(e, carry.role)))
    return events.map((e) => ({ ...e, partOf: carry.role }));
  // What the carried action keeps of this gesture: a board entry it does not keep (a Market Size
  // step after a card's cube) is the next Worker's.
  const partOf = carry && carry.keeps !== 'buys' && keepsAll(carry, events) ? carry.role : null;
  const kept =
    own !== null && own === last && own !== now.role ? events.map((e) => (ownEntryOf(e) === own ? { ...e, partOf: own } : e)) : [...events];
  const actors = kept.map(actorOf);
  const byNow = actors.includes(now.role);
  const board = (closesAuction || kept.some((e) => BOARD_ENTRIES.has(e.type))) && actors.every((a) => a === null);
  const ended = turnEnded({ role: now.role, round: state.round, turnsEnded: state.turnsEnded ?? 0 });
  // Solo's round start: a board entry is the opponent's card (see soloRoundStart), no Worker's action.
  if (board && opponentCard) return kept;
  if (byNow || (board && partOf === null)) return [...kept, ended];
  if (board && partOf === last) return kept.map((e) => (BOARD_ENTRIES.has(e.type) ? { ...e, partOf } : e));
  return kept;
}

/**
 * Following turns, what the sheet of `role` says of an entry of theirs (their money, resources,
 * Brand Equity, first player claim) while the Worker turn that ended last is theirs and another
 * player's is under way: part of their action ("part-of"), or of the turn under way ("in-turn"). In
 * neither does it end that turn (it is not that player's entry). Part of their action unless the
 * table says otherwise (`keep` false: one tap in the sheet; null: nothing said): a player who ended
 * their turn with one entry (a card's cube) and then pays for the card in their own sheet is still
 * doing that action. (Left in the turn under way, the payment was filed under the next Worker's turn
 * in History at the play-test.) Null when an entry there ends the turn or names no other: their own
 * turn, another player's turn before theirs, outside a Worker turn, during an auction, and solo,
 * where the turn that ended last and the one under way are the same player's.
 */
export function ownEntryTurn(
  state: DisruptState,
  role: Role,
  keep: boolean | null
): { kind: 'part-of' | 'in-turn'; worker: number; now: Role; nowWorker: number } | null {
  const now = operationsTurn(state);
  const last = previousTurn(state);
  if (!now || !last || state.auction || last.role !== role || now.role === role) return null;
  return { kind: keep === false ? 'in-turn' : 'part-of', worker: last.worker, now: now.role, nowWorker: now.worker };
}

/**
 * Following turns, whose action goes on once a gesture is stored, and what more of it a sheet may
 * take (Carry). When a board entry (or an auction's close) ended a turn, a card's further cubes in
 * the same sheet (its second cube) are still that player's, until the sheet closes (TurnFollow); a
 * Social Hype move or a Market Size step there is the next Worker's, and ends their turn. When a
 * payment by the player ended it (a card paid for in their sheet), the card's cubes that follow, in
 * the board sheet opened next, are theirs the same way: a card's cost and its effect are one action.
 * When a buy at the Buy location ended it, more Shares bought there by them are theirs, until the
 * Market sheet closes. When another entry of their own ended it (a resource gained, a Set Up for
 * Sale), null: the next board entry ends the next Worker's turn, unless the table says, with one tap
 * on the sheets' line, that it is part of the last action. The sheets' line says which before the
 * tap, and the other with one tap. `previous` is what held before the gesture, kept when the gesture
 * ended no turn.
 */
export function partOfAfter(gesture: readonly GameEvent[], previous: Role | Carry | null): Carry | null {
  const ended = gesture.find((e) => e.type === 'disrupt.turn-ended');
  if (!ended || !isRole(ended.role)) return carryOf(previous);
  const role = ended.role;
  if (gesture.some((e) => buysAt(e, role))) return { role, keeps: 'buys' };
  if (gesture.some((e) => paysFor(e, role))) return { role, keeps: 'cubes' };
  return gesture.some((e) => actorOf(e) === role) ? null : { role, keeps: 'cubes' };
}

/** A payment by `role` (to the bank or a card's owner): what a card costs, whose effect follows it. */
const paysFor = (e: GameEvent, role: Role) =>
  (e.type === 'disrupt.money-adjusted' && e.role === role && typeof e.amount === 'number' && e.amount < 0) ||
  (e.type === 'disrupt.money-paid' && e.from === role);

/**
 * Solo, before the player's first Worker of the round: "at the start of the round draw a card from
 * your opponent's deck … resolve it normally", and the automated Startupper "never places Meeples".
 * The cubes and tracks its card moves are entered on the board sheets then, and are no Worker's
 * action: following turns, a board entry here ends no turn until the table says the player's first
 * Worker has begun (one tap on the sheets' line). (At the solo play-test the opponent's cube was
 * taken as the player's Worker 1.)
 */
export function soloRoundStart(state: DisruptState): boolean {
  return state.solo && !state.auction && operationsTurn(state) !== null && !state.turnsEnded;
}

/**
 * The one line the board's sheets show while turns are followed: whose Worker turn an entry here
 * ends ("ends"), or, while the last player's action goes on (`partOf`, the player whose turn came
 * before), that a board entry here is still theirs ("part-of"), or, at solo's round start, that it
 * is the opponent's card ("opponent-card", while `opponentCard`: see soloRoundStart). `previous` is
 * the player whose turn came before, for the one tap that says the other: null in a phase's first
 * turn. Null outside a Worker turn.
 */
export function boardEntryTurn(
  state: DisruptState,
  partOf: Role | Carry | null,
  opponentCard = false
): {
  kind: 'ends' | 'part-of' | 'opponent-card';
  role: Role;
  worker: number;
  previous: Role | null;
  keeps: Carry['keeps'] | null;
} | null {
  const now = operationsTurn(state);
  if (!now || state.auction) return null;
  const previous = previousTurn(state)?.role ?? null;
  const carry = carryOf(partOf);
  const kind = opponentCard && soloRoundStart(state) ? 'opponent-card' : carry && carry.keeps !== 'buys' ? 'part-of' : 'ends';
  return { kind, role: now.role, worker: now.worker, previous, keeps: carry?.keeps ?? null };
}

/**
 * Who may buy a Share from `row` of the Market: every role but the row's owner, and in solo not the
 * automated Startupper: buying from the Market is the Buy location's, and it "never places Meeples"
 * (nor does a rule of its deck buy one), so the sheet never offers it. Not refused by the rules: a
 * solo log that recorded such a buy replays as it did.
 */
export function marketBuyers(state: DisruptState, row: string): Role[] {
  return state.roles.filter((r) => r !== row && (!state.solo || state.playerOf[r] !== undefined));
}

/**
 * Who may bid now in the running auction: every player who has not passed (a pass is final), the
 * Share's owner too (an owner who wins keeps it), but not the last bidder, who would only outbid
 * themselves. The rulebook's examples do not keep to turn order (in Example 1 the Market Leader
 * opens an auction the Startupper began as first player), so the table says who bids; nextBidder
 * is only the suggestion.
 */
export function biddersNow(state: DisruptState): Role[] {
  const a = state.auction;
  if (!a) return [];
  const last = a.bids.at(-1)?.role;
  return turnOrder(state).filter((r) => state.playerOf[r] && !a.passed.includes(r) && r !== last);
}

/**
 * The Project the Workflow payout opens on: the one the table touched last on the Projects sheet
 * (its cubes, or its chip) while it is on a Pipeline: a Workflow is resolved a Project at a time,
 * its cubes and its payout together. Before any, the first Project on a Pipeline, in board order,
 * whose Shares someone owns (a payout per Share pays nobody otherwise), else the first on a Pipeline.
 */
export function payoutProjectFor(state: DisruptState, touched: ProjectId | null): ProjectId | null {
  const onPipeline = PROJECTS.filter((p) => state.placed[p]);
  if (touched && onPipeline.includes(touched)) return touched;
  const owned = onPipeline.find((p) => state.roles.some((r) => sharesOwned(state, r)[p] > 0));
  return owned ?? onPipeline[0] ?? null;
}

/**
 * The full steps a move of `role` up to `to` passes over, top first: each costs its card ("as many
 * steps as the number of cards you discarded") without being landed on, so the move is said as a
 * player counts it: "past step 8, 2 cards", not "2 steps" to a token that lands one place up.
 */
export function fullStepsPassed(steps: Partial<Record<Role, number>>, role: Role, to: number): number[] {
  const from = steps[role] ?? BRAND_EQUITY_STEPS + 1;
  const passed: number[] = [];
  for (let step = to + 1; step < from; step++) if (!stepHasRoom(steps, role, step)) passed.push(step);
  return passed;
}

/**
 * The steps above `role` it can land on, nearest first, with the number of steps (cards
 * discarded) each takes: "you move your Player Role token as many steps as the number of cards
 * you discarded" and "you can only move onto an empty space", so a full step is passed over,
 * never landed on (moving 2 steps past a full one is 2 cards).
 */
export function movesUp(steps: Partial<Record<Role, number>>, role: Role): { step: number; cards: number }[] {
  const from = steps[role] ?? BRAND_EQUITY_STEPS + 1;
  const moves: { step: number; cards: number }[] = [];
  for (let step = from - 1; step >= 1; step--) if (stepHasRoom(steps, role, step)) moves.push({ step, cards: from - step });
  return moves;
}

/** The nearest step below `role` with a free place (a token lands only on an empty space), or null at the bottom. */
export function moveDown(steps: Partial<Record<Role, number>>, role: Role): number | null {
  for (let step = (steps[role] ?? BRAND_EQUITY_STEPS) + 1; step <= BRAND_EQUITY_STEPS; step++)
    if (stepHasRoom(steps, role, step)) return step;
  return null;
}
