/**
 * Turn events: the turn's spin (the app's spinner or the board's, one a turn) and the end of a turn,
 * which names whose turn it was. Each handler checks its event and applies it; the step to the next
 * player is exported for ./legacy. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, type Invalid } from '$lib/core/types';
import { currentPlayer, isInt, type LbState } from '../state';
import type { Spun, SpunV1 } from '../events';
import { busyLaunch, type Handler, type Handlers } from './context';

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

export const turnHandlers: Handlers<'lb.spun' | 'lb.turn-ended'> = {
  // One spin a turn: at a live table two phones may each enter the turn's spin before seeing the
  // other's, and the merged log keeps the first and refuses the second.
  'lb.spun': (state, event, ctx) =>
    state.turn.spin !== null && event.player === currentPlayer(state)
      ? invalid(`${ctx.who(currentPlayer(state))} has already spun this turn (a ${state.turn.spin}): one spin a turn.`)
      : spinTurn(state, event, ctx),

  // The entry names whose turn ended, so that taking back an earlier one cannot end another's.
  'lb.turn-ended': (state, event, { known, who }) => {
    const busy = busyLaunch(state);
    if (busy) return busy;
    if (event.player !== currentPlayer(state))
      return invalid(
        known(event.player) ? `It is ${who(currentPlayer(state))}'s turn, not ${who(event.player)}'s.` : 'Say whose turn ended.'
      );
    return nextTurn(state);
  }
};
