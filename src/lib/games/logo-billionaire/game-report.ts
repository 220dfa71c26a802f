/**
 * What Logo Billionaire says of a game: the history's lines and folds (./describe) and the result
 * (./results). A chunk of its own, loaded with the first tap, History or the result, never to draw
 * the screen. Pure: no Svelte, Dexie or DOM.
 */
import type { GameReport } from '$lib/core/types';
import { describeLb, lbHistoryFold } from './describe';
import { lbResults } from './results';
import type { LbState } from './state';

export const logoBillionaireReport: GameReport<LbState> = {
  describe: describeLb,
  // The deal is logged at setup, before turn 1: its lines stand under "The deal", not "Turn 1".
  period: (state) => (state.dealOpen ? 'The deal' : `Turn ${state.turn.number}`),
  historyFold: lbHistoryFold,
  results: lbResults
};
