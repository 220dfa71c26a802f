/**
 * Logo Billionaire as a Boardroom game: the definition the registry loads, assembled from the
 * game's parts (state and setup in ./state, events and their versions in ./events, the reducer
 * in ./reducer and ./apply, history lines in ./describe, older versions in ./legacy, the result in ./results).
 * Pure: no Svelte, Dexie or DOM; nothing else is defined here.
 */
import type { GameDefinition } from '$lib/core/types';
import { applyLb } from './reducer';
import { describeLb, lbHistoryFold, lbStanding } from './describe';
import { LB_VERSIONS, lbKindOf } from './events';
import { lbResults } from './results';
import { lbSetup, type LbState } from './state';

export const logoBillionaire: GameDefinition<LbState> = {
  id: 'logo-billionaire',
  name: 'Logo Billionaire',
  // 2: the deal, the last takeover, the auction's lot of cards and the turn of the last launch.
  // 3: the turn's pick-up, once made (turn.picked).
  stateVersion: 3,
  minPlayers: 2,
  maxPlayers: 6,
  setup: lbSetup,
  apply: applyLb,
  describe: describeLb,
  // The deal is logged at setup, before turn 1: its lines stand under "The deal", not "Turn 1".
  period: (state) => (state.dealOpen ? 'The deal' : `Turn ${state.turn.number}`),
  historyFold: lbHistoryFold,
  kindOf: lbKindOf,
  versions: LB_VERSIONS,
  summary: (state) => (state.winner ? 'Won — a billion reached' : `Turn ${state.turn.number}`),
  standing: lbStanding,
  isFinished: (state) => state.winner !== null,
  results: lbResults
};
