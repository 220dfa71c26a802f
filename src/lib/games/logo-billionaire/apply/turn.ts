/**
 * Turn events: the turn's spin (the app's spinner or the board's, one a turn) and the end of a
 * turn, which names whose turn it was; both carry the number of the turn they were entered in.
 * Each handler checks its event and applies it; the step to the next player and version 2's
 * handlers are exported for ./legacy. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, type GameEvent, type Invalid } from '$lib/core/types';
import { currentPlayer, isInt, type LbState } from '../state';
import { isLbEventType, LB_TURN_STAMPED, type Spun, type SpunV1, type SpunV2, type TurnEnded, type TurnEndedV2 } from '../events';
import { busyLaunch, type Ctx, type Handler, type Handlers } from './context';

/** The next player's turn begins: no spin, no launch, no pick-up yet. */
export function nextTurn(state: LbState): LbState | Invalid {
  const busy = busyLaunch(state);
  if (busy) return busy;
  const index = (state.turn.index + 1) % state.order.length;
  return { ...state, turn: { index, number: state.turn.number + 1, spin: null, launched: false, picked: null } };
}

/** The turn's spin, checked for the turn's player and the spinner's numbers; version 1 allowed several a turn (./legacy). */
export const spinTurn: Handler<Spun | SpunV1> = (state, event, { known, who }) => {
  if (!known(event.player) || event.player !== currentPlayer(state)) return invalid(`It is ${who(currentPlayer(state))}'s turn.`);
  if (!isInt(event.value, 1, state.options.segments)) return invalid(`That is not on the spinner (1 to ${state.options.segments}).`);
  return { ...state, turn: { ...state.turn, spin: event.value, picked: null } };
};

/** Version 2's spin: one a turn, by the turn's player. */
export const oneSpinATurn: Handler<Spun | SpunV2> = (state, event, ctx) =>
  state.turn.spin !== null && event.player === currentPlayer(state)
    ? invalid(`${ctx.who(currentPlayer(state))} has already spun this turn (a ${state.turn.spin}): one spin a turn.`)
    : spinTurn(state, event, ctx);

/** Version 2's end of a turn: it names whose turn ended, so that taking back an earlier one cannot end another's. */
export const endNamedTurn: Handler<TurnEnded | TurnEndedV2> = (state, event, { known, who }) => {
  const busy = busyLaunch(state);
  if (busy) return busy;
  if (event.player !== currentPlayer(state))
    return invalid(
      known(event.player) ? `It is ${who(currentPlayer(state))}'s turn, not ${who(event.player)}'s.` : 'Say whose turn ended.'
    );
  return nextTurn(state);
};

/**
 * A move stamped with its turn (LB_TURN_STAMPED) entered during a turn that has since ended: a phone
 * cut from a live table enters it while the others play on, and where the merged log puts it, it
 * would count in another turn (a spin nobody made, a turn ended early, a second pick-up or launch).
 * The reason names both turns and their players (turn n is seat (n − 1) mod players: ../state's roundOf).
 */
export function enteredInAnotherTurn(state: LbState, event: GameEvent, { who }: Ctx): Invalid | null {
  const stampedSince = isLbEventType(event.type) ? LB_TURN_STAMPED[event.type] : undefined;
  if (stampedSince === undefined || event.v < stampedSince) return null;
  const { turn } = event;
  if (turn === state.turn.number) return null;
  if (!isInt(turn, 1, Number.MAX_SAFE_INTEGER)) return invalid('Say in which turn this was entered.');
  const then = state.order[(turn - 1) % state.order.length];
  return invalid(`Entered during ${who(then)}'s turn ${turn}; it is now ${who(currentPlayer(state))}'s turn ${state.turn.number}.`);
}

export const turnHandlers: Handlers<'lb.spun' | 'lb.turn-ended'> = {
  // One spin a turn: at a live table two phones may each enter the turn's spin before seeing the
  // other's, and the merged log keeps the first and refuses the second. The turn's stamp is checked
  // before (./reducer), as for every stamped move.
  'lb.spun': oneSpinATurn,
  'lb.turn-ended': endNamedTurn
};
