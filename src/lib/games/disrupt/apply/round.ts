/**
 * The round and its turns: a phase ends (the Event's ends the round), a Worker turn ends, a player
 * claims first player for the next round, the solo dial is turned, the final scoring is recorded.
 * Each event's checks and effect side by side. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, isInvalid, type GameEvent, type Invalid } from '$lib/core/types';
import { PROJECT_NAMES } from '../scoring';
import type { DialTurned, FinalScored, FirstPlayerSet, Logged, PhaseAdvanced, TurnEnded, WorkersPlaced } from '../events';
import { finalScorer } from '../fold-parts';
import { finalInput, nextPhase, operationsTurn, turnTakers, unrevealed } from '../queries';
import { PHASES, PHASE_NAMES, ROUNDS, WORKERS, isInt, isPhase, type DisruptState } from '../state';
import { checkedAmount, type Applied, type Context, type Handlers } from './common';

/** Goes on one phase from wherever the game is (after the Event, to the next round's Operations). */
export function advancePhase(state: DisruptState): Applied {
  if (state.auction) return invalid('Finish the auction first.');
  const i = PHASES.indexOf(state.phase);
  if (i === PHASES.length - 1 && state.round >= ROUNDS) return invalid('That was the sixth round: go to the final scoring.');
  const to = nextPhase(state);
  const { turnsEnded: _ended, ...moved } = state;
  // The turns counted belong to the phase that ends (a game that never counted one keeps its state as it was).
  const next: DisruptState = state.turnsEnded === undefined ? state : moved;
  if (i < PHASES.length - 1) return { ...next, phase: to.phase };
  // The first player claimed during the round plays first from the new round on.
  if (!next.nextFirstPlayer) return { ...next, phase: 'operations', round: to.round };
  const { nextFirstPlayer, ...rest } = next;
  return { ...rest, phase: 'operations', round: to.round, firstPlayer: nextFirstPlayer };
}

function phaseAdvanced(state: DisruptState, event: Logged<PhaseAdvanced>): Applied {
  const advanced = advancePhase(state);
  if (isInvalid(advanced)) return advanced;
  // The entry names the phase it goes to: taking back an earlier phase in History must not make
  // this one go to another (History refuses the take-back instead).
  const to = nextPhase(state);
  if (event.round !== to.round || event.phase !== to.phase) {
    const named = isPhase(event.phase) ? `${PHASE_NAMES[event.phase]} phase` : 'a phase';
    return invalid(
      `This goes on to round ${String(event.round)}'s ${named}, but the game is in round ${state.round}'s ${PHASE_NAMES[state.phase]} phase.`
    );
  }
  return advanced;
}

/** The end of a Worker turn as version 1 wrote it: the turn of the role it names, wherever the log puts it. */
export function endTurnOf(state: DisruptState, event: Logged<TurnEnded>, { inGame, names }: Context): Applied {
  // A Worker placed and its slots' actions done: the next player in turn order places one.
  if (state.phase !== 'operations') return invalid('Turns are taken in the Operations phase: Workers are placed in turn order.');
  if (state.auction) return invalid('Finish the auction first.');
  const now = operationsTurn(state);
  if (!now) return invalid(`Every player has placed their ${WORKERS} Workers: go on to the Project phase.`);
  // The entry names whose turn ended: taking back an earlier turn must not hand this one to someone else.
  if (event.role !== now.role)
    return invalid(`It is ${names.the(now.role)}’s turn${inGame(event.role) ? `, not ${names.the(event.role)}’s` : ''}.`);
  return { ...state, turnsEnded: (state.turnsEnded ?? 0) + 1 };
}

/** The entries stamped with the Worker turn they were entered in, by type: the version since which they are. */
export const TURN_STAMPED: Readonly<Record<string, number>> = { 'disrupt.turn-ended': 2 };

/**
 * Why an entry stamped with its Worker turn (TURN_STAMPED: the round and the Worker turns already
 * ended when it was entered) does not count where the log puts it, or null when it is in that very
 * turn. A phone cut from a live table may end a turn the table has since played past (or after the
 * final scoring): where the merged log puts it, it would end a later turn, someone else's or the same
 * role's next one. Checked before anything else (apply/index.ts), the game's end included: the stamp
 * is the cause.
 */
export function turnStampProblem(state: DisruptState, event: GameEvent, { names, inGame }: Context): Invalid | null {
  const since = TURN_STAMPED[event.type];
  if (since === undefined || event.v < since) return null;
  const { round, turnsEnded: before } = event;
  if (!isInt(round, 1, ROUNDS) || !isInt(before, 0, 100)) return invalid('Say in which round and Worker turn this was entered.');
  const ended = state.turnsEnded ?? 0;
  if (!state.final && state.phase === 'operations' && round === state.round && before === ended) return null;
  const whose = inGame(event.role) ? `${names.the(event.role)}’s ` : '';
  const now = state.phase === 'operations' ? operationsTurn(state) : null;
  const where = now
    ? `it is now ${names.the(now.role)}’s, Worker turn ${ended + 1} of round ${state.round}`
    : `the game is in round ${state.round}’s ${PHASE_NAMES[state.phase]} phase`;
  return invalid(`Entered during ${whose}Worker turn ${before + 1} of round ${round}; ${where}.`);
}

/** Version 2: the turn it was entered in (turnStampProblem), then as version 1. */
function turnEnded(state: DisruptState, event: Logged<TurnEnded>, context: Context): Applied {
  return turnStampProblem(state, event as GameEvent, context) ?? endTurnOf(state, event, context);
}

function workersPlaced(state: DisruptState, event: Logged<WorkersPlaced>): Applied {
  // "After all players have placed their last Worker": every Worker turn still to come, at once.
  if (state.phase !== 'operations') return invalid('Workers are placed in the Operations phase.');
  if (state.auction) return invalid('Finish the auction first.');
  if (!operationsTurn(state)) return invalid(`Every player has placed their ${WORKERS} Workers: go on to the Project phase.`);
  // The entry names the round and the turns already ended: a take-back before it must not change what it marks.
  if (event.round !== state.round)
    return invalid(`This marks round ${String(event.round)}'s Workers, but the game is in round ${state.round}.`);
  const ended = state.turnsEnded ?? 0;
  if (event.turnsEnded !== ended)
    return invalid(
      `This was stored after ${String(event.turnsEnded)} Worker ${event.turnsEnded === 1 ? 'turn' : 'turns'} of this round, but ${ended} ${ended === 1 ? 'has' : 'have'} ended now.`
    );
  return { ...state, turnsEnded: turnTakers(state).length * WORKERS };
}

function firstPlayerSet(state: DisruptState, event: Logged<FirstPlayerSet>, { inGame, names }: Context): Applied {
  // For the next round, as the location says.
  if (!inGame(event.role)) return invalid('Pick a role in this game.');
  if (state.nextFirstPlayer === event.role) return invalid(`${names.The(event.role)} already plays first next round.`);
  return { ...state, nextFirstPlayer: event.role };
}

function dialTurned(state: DisruptState, event: Logged<DialTurned>): Applied {
  if (!state.solo) return invalid('The dial is for the solo game.');
  const { dial } = event;
  if (!isInt(dial, 0, 9)) return invalid('The dial shows 0 to 9.');
  const bid = checkedAmount(event.bid, { allowZero: true }, 'Your bid: ');
  if (isInvalid(bid)) return bid;
  // "If you bid higher or tied, you win."
  return { ...state, lastDial: { dial, bid, winner: bid >= dial ? 'player' : 'opponent' } };
}

function finalScored(state: DisruptState, event: Logged<FinalScored>): Applied {
  if (state.final) return invalid('The final scoring is already recorded.');
  // A live table's final scoring waits for every committed token (revealed or entered by hand).
  const waiting = unrevealed(state);
  if (waiting.length)
    return invalid(
      `The final scoring waits for the Secret Parameters of ${waiting.map((p) => PROJECT_NAMES[p]).join(' and ')}: ` +
        `revealed on the phone that placed ${waiting.length === 1 ? 'it' : 'them'}, or entered by hand.`
    );
  const { bullBear } = event;
  if (!Array.isArray(bullBear) || bullBear.length !== 3 || !bullBear.every((b) => isInt(b, -4, 4)))
    return invalid('A Bull & Bear token moves the Market Size −4 to +4 steps.');
  const moves: [number, number, number] = [bullBear[0], bullBear[1], bullBear[2]];
  // Outside the try: a scoring not loaded is the caller's fault, never the event's refusal.
  const scoreDisrupt = finalScorer();
  try {
    return { ...state, final: { bullBear: moves, result: scoreDisrupt(finalInput(state, moves)) } };
  } catch (error) {
    return invalid(error instanceof Error ? error.message : String(error));
  }
}

export const roundHandlers: Handlers<
  | 'disrupt.phase-advanced'
  | 'disrupt.turn-ended'
  | 'disrupt.workers-placed'
  | 'disrupt.first-player-set'
  | 'disrupt.dial-turned'
  | 'disrupt.final-scored'
> = {
  'disrupt.phase-advanced': phaseAdvanced,
  'disrupt.turn-ended': turnEnded,
  'disrupt.workers-placed': workersPlaced,
  'disrupt.first-player-set': firstPlayerSet,
  'disrupt.dial-turned': dialTurned,
  'disrupt.final-scored': finalScored
};
