/**
 * IT Startup's fold step: refuses any move once the game is won and any move signed by a player
 * whose turn it is not, then hands the event to the one handler of its type and version (today's
 * in this folder, older ones in ../legacy.ts, loaded apart: ../fold-parts.ts), and numbers the cards that
 * arrived (../view.ts). Pure: no Svelte, Dexie or DOM.
 */
import { invalid, isInvalid, type GameEvent, type Invalid, type Player } from '$lib/core/types';
import { isStoredItEvent, IT_STARTUP_VERSIONS, TURN_EVENTS, TURN_STAMPED } from '../events';
import { legacyReplay } from '../fold-parts';
import { currentPlayer, isInt, turnNumberOf, type ItState } from '../state';
import { numberArrivals } from '../view';
import { actionPlanned, actionPlayed } from './actions';
import { burnoutByHand, employeeHired, employeeRemoved, employeeReturnedToHand } from './employees';
import { knowledgeAttached, knowledgeTransferred } from './knowledge';
import { cardsBought, cardsSold, isPlayer, resourcesGained, resourcesGiven, resourcesPaid } from './money';
import { planningBonusSkipped, planningBonusUsed, turnEnded } from './turn';
import { undercoverCountered, undercoverDeclared, undercoverFlipped } from './undercover';
import { playerName } from '$lib/core/text';

/** Why an entry of a type this code knows but a version it does not is refused. */
const NEWER: Record<string, string> = {
  'its.employee-hired': 'This hire comes from a newer version of Boardroom.',
  'its.knowledge-transferred': 'This knowledge move comes from a newer version of Boardroom.',
  'its.action-played': 'This card comes from a newer version of Boardroom.'
};

/** The moves that leave the planning bonus on offer: the bonus itself. */
const PLANNING_EVENTS: readonly string[] = ['its.planning-bonus-used', 'its.planning-bonus-skipped'];

/**
 * After another move of the turn's player while the planning bonus is on offer, the bonus lapses
 * (it is given "at the start of your turn"). Marked only then, so other states stay as they were.
 */
function afterMove(before: ItState, type: string, after: ItState | Invalid): ItState | Invalid {
  if (isInvalid(after) || !before.turn.planningPrompt || !after.turn.planningPrompt || after.current !== before.current) return after;
  if (!TURN_EVENTS.includes(type) || PLANNING_EVENTS.includes(type) || after.turn.planningLapsed) return after;
  return { ...after, turn: { ...after.turn, planningLapsed: true } };
}

export function applyIt(state: ItState, event: GameEvent, players: readonly Player[]): ItState | Invalid {
  const after = afterMove(state, event.type, applyEvent(state, event, players));
  return isInvalid(after) ? after : numberArrivals(state, after);
}

/**
 * A move that acts on the turn (TURN_STAMPED) entered in a turn that has since ended: a phone cut from
 * a live table enters it while the others play on, and where the merged log puts it, it would count in
 * a later turn (the same player's next one would be ended, or its planning bonus or flip used).
 */
function enteredInAnotherTurn(state: ItState, event: GameEvent, players: readonly Player[]): Invalid | null {
  const stampedSince = TURN_STAMPED[event.type];
  // Read before the version check, which narrows the event to the types that do not all carry them.
  const { by, turn } = event;
  if (stampedSince === undefined || event.v < stampedSince || !isStoredItEvent(event)) return null;
  const me = currentPlayer(state);
  if (!isPlayer(state, by) || !isInt(turn, 1, Number.MAX_SAFE_INTEGER))
    return invalid('Say whose turn this was entered in, and which of their turns.');
  if (by === me && turn === turnNumberOf(state, me)) return null;
  const who = (id: string) => playerName(players, id);
  return invalid(`Entered during ${who(by)}'s turn ${turn}; it is now ${who(me)}'s turn ${turnNumberOf(state, me)}.`);
}

function applyEvent(state: ItState, event: GameEvent, players: readonly Player[]): ItState | Invalid {
  const who = (id: string | null | undefined) => playerName(players, id);
  const me = currentPlayer(state);
  // A move entered in another turn says so first, even once the game is won: the stamp is the cause.
  const stale = enteredInAnotherTurn(state, event, players);
  if (stale) return stale;
  if (state.outcome.state === 'won') return invalid(`${who(state.outcome.winner)} has won: the game is over.`);
  if (event.by !== undefined && TURN_EVENTS.includes(event.type)) {
    if (!isPlayer(state, event.by)) return invalid('The player who made this move is not in this game.');
    // A move made in one player's turn never becomes another player's (after a take-back of a turn's end).
    if (event.by !== me) return invalid(`${who(event.by)}'s move would now fall in ${who(me)}'s turn.`);
  }
  if (!isStoredItEvent(event)) {
    if (!Object.hasOwn(IT_STARTUP_VERSIONS, event.type)) return invalid(`IT Startup does not know “${event.type}”.`);
    return invalid(NEWER[event.type] ?? `This “${event.type}” entry (version ${String(event.v)}) comes from a newer version of Boardroom.`);
  }
  switch (event.type) {
    case 'its.resources-paid':
      return resourcesPaid(state, event, players);
    case 'its.resources-gained':
      return resourcesGained(state, event);
    case 'its.resources-given':
      return resourcesGiven(state, event, players);
    case 'its.cards-sold':
      return cardsSold(state, event);
    case 'its.cards-bought':
      return cardsBought(state, event, players);
    case 'its.employee-hired':
      return event.v === 4 || event.v === 3
        ? employeeHired(state, event, players)
        : legacyReplay().employeeHiredV1V2(state, event, players);
    case 'its.burnout-changed':
      return event.v === 2
        ? burnoutByHand(state, event.employee, event.delta, true, players)
        : legacyReplay().burnoutChangedV1(state, event, players);
    case 'its.burnout-all':
      return legacyReplay().burnoutAllV1(state, event, players);
    case 'its.planning-bonus-used':
      return event.v === 1 ? legacyReplay().planningBonusUsedV1(state, event, players) : planningBonusUsed(state, event, true, players);
    case 'its.planning-bonus-skipped':
      return planningBonusSkipped(state, event, players);
    case 'its.knowledge-attached':
      return knowledgeAttached(state, event, players);
    case 'its.knowledge-transferred':
      return event.v === 2 ? knowledgeTransferred(state, event, players) : legacyReplay().knowledgeTransferredV1(state, event, players);
    case 'its.employee-taken-over':
      return legacyReplay().employeeTakenOverV1(state, event, players);
    case 'its.takeover-countered':
      return legacyReplay().takeoverCounteredV1(state, event, players);
    case 'its.undercover-declared':
      return undercoverDeclared(state, event, players);
    case 'its.undercover-flipped':
      return event.v === 1 ? legacyReplay().undercoverFlippedV1(state, event, players) : undercoverFlipped(state, event, players);
    case 'its.undercover-countered':
      return event.v === 1 ? legacyReplay().undercoverCounteredV1(state, event, players) : undercoverCountered(state, event, players);
    case 'its.employee-outsourced':
      return legacyReplay().employeeOutsourcedV1(state, event, players);
    case 'its.employee-returned-to-hand':
      return employeeReturnedToHand(state, event);
    case 'its.employee-removed':
      return employeeRemoved(state, event);
    case 'its.action-played':
      if (event.v === 6 || event.v === 5) return actionPlayed(state, event, players);
      return event.v === 1
        ? legacyReplay().actionPlayedV1(state, event, players)
        : legacyReplay().actionPlayedV2ToV4(state, event, players);
    case 'its.action-planned':
      return event.v === 1 ? legacyReplay().actionPlannedV1(state, event) : actionPlanned(state, event);
    case 'its.turn-ended':
      return turnEnded(state, event);
  }
}
