/**
 * What IT Startup says of a game: the history's lines (describe.ts) and the result (results.ts). A
 * chunk of its own, loaded with the first tap, History or the result, never to draw the screen.
 * Pure: no Svelte, Dexie or DOM.
 */
import { playerName } from '$lib/core/text';
import type { GameReport } from '$lib/core/types';
import { describeIt } from './describe';
import { itResults } from './results';
import { currentPlayer, turnNumberOf, type ItState } from './state';

export const itStartupReport: GameReport<ItState> = {
  describe: describeIt,
  period: (state, players) => `${playerName(players, currentPlayer(state))}'s turn ${turnNumberOf(state, currentPlayer(state))}`,
  results: itResults
};
