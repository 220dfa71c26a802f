/**
 * Logo Billionaire's rules as a game screen needs them, assembled from the game's parts (state and
 * setup in ./state, events and their versions in ./events, the reducer in ./reducer and ./apply,
 * older versions in ./legacy, the list's line in ./standing). The history's words and the result
 * are ./game-report, loaded apart: nothing here may import them. Pure: no Svelte, Dexie or DOM.
 */
import type { GameRules } from '$lib/core/types';
import { LB_VERSIONS, lbKindOf } from './events';
import { applyLb } from './reducer';
import { lbStanding } from './standing';
import { lbSetup, type LbState } from './state';

export const logoBillionaireRules: GameRules<LbState> = {
  id: 'logo-billionaire',
  name: 'Logo Billionaire',
  // 2: the deal, the last takeover, the auction's lot of cards and the turn of the last launch.
  // 3: the turn's pick-up, once made (turn.picked). 4: the table's own Risky Business deck in use (tableDeck).
  stateVersion: 4,
  minPlayers: 2,
  maxPlayers: 6,
  setup: lbSetup,
  apply: applyLb,
  kindOf: lbKindOf,
  versions: LB_VERSIONS,
  summary: (state) => (state.winner ? 'Won — a billion reached' : `Turn ${state.turn.number}`),
  standing: lbStanding,
  isFinished: (state) => state.winner !== null
};
