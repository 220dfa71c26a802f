/**
 * What Disrupt says of a game: the history's lines (describe.ts) and the result (results.ts). A
 * chunk of its own, loaded with the first tap, History or the result, never to draw the screen.
 * Pure: no Svelte, Dexie or DOM.
 */
import type { GameReport } from '$lib/core/types';
import { alsoChangedDisrupt, describeDisrupt } from './describe';
import { disruptFiledAs, disruptPeriod } from './period';
import { disruptResults } from './results';
import type { DisruptState } from './state';

export const disruptReport: GameReport<DisruptState> = {
  describe: (event, before, players) => describeDisrupt(event, before, players),
  period: disruptPeriod,
  alsoChanged: (event, before, players) => alsoChangedDisrupt(event, before, players),
  filedAs: (event, before, players) => disruptFiledAs(before, players, event),
  results: disruptResults
};
