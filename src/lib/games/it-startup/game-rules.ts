/**
 * IT Startup's rules as a game screen needs them, assembled from the game's parts (state.ts: the
 * state and its setup; events.ts: the events and their versions; apply/: the rules of each event;
 * legacy.ts: older versions and the version history, loaded apart through fold-parts.ts; standing.ts: the list's line). The history's
 * words and the result are game-report.ts, loaded apart: nothing here may import them. Holds no
 * rule itself. Pure: no Svelte, Dexie or DOM.
 *
 * Events record facts only (what was played, on whom, what a card costs as printed or typed, a
 * coin's side); everything else (what a planned card costs, who receives the Outsourcing money,
 * who burns out) is derived from the state, so a history take-back replays right.
 */
import type { EventKind, GameRules } from '$lib/core/types';
import { applyIt } from './apply';
import { IT_STARTUP_VERSIONS } from './events';
import { prepareFold } from './fold-parts';
import { itStanding } from './standing';
import { itSetup, type ItState } from './state';

export const itStartupRules: GameRules<ItState> = {
  id: 'it-startup',
  name: 'IT Startup',
  // 2: knowledge names, the turn's notes and free plays, how the last turn ended. 3: the planning bonus's lapse. 4: the cards' numbers.
  stateVersion: 4,
  minPlayers: 2,
  maxPlayers: 4,
  setup: itSetup,
  apply: applyIt,
  kindOf: (event): EventKind => (event.type === 'its.undercover-flipped' ? 'chance' : 'undoable'),
  versions: IT_STARTUP_VERSIONS,
  summary: (state) => (state.outcome.state === 'won' ? 'Won' : `Round ${Math.min(...Object.values(state.turnsDone)) + 1}`),
  standing: itStanding,
  isFinished: (state) => state.outcome.state === 'won',
  // Older logs' versions load apart (fold-parts.ts), before a fold meets one.
  prepare: (events) => prepareFold(events)
};
