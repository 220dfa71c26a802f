/**
 * Disrupt's rules as a game screen needs them, assembled from the game's parts (state.ts: the state
 * and its setup; events.ts: what is written; apply/: what each event does; legacy.ts: older
 * versions; standing.ts: the list's line). The history's words and the result are game-report.ts,
 * loaded apart: nothing here may import them. Pure: no Svelte, Dexie or DOM.
 */
import type { EventKind, EventVersions, GameRules } from '$lib/core/types';
import { applyDisrupt } from './apply';
import { CURRENT_VERSIONS, LEGACY_VERSIONS } from './versions';
import { prepareFold } from './fold-parts';
import { disruptStanding } from './standing';
import { PHASE_NAMES, disruptSetup, type DisruptState } from './state';

/** Every event type Disrupt has written, with every version it replays, today's last. */
export const DISRUPT_VERSIONS: EventVersions = Object.fromEntries(
  Object.entries(CURRENT_VERSIONS).map(([type, current]) => [type, [...(LEGACY_VERSIONS[type] ?? []), current]])
);

export const disruptRules: GameRules<DisruptState> = {
  id: 'disrupt',
  name: 'Disrupt',
  // 2: the Market board, Brand Equity's order on the track, the next round's first player. 3: a solo Project
  // placement is undoable, so the Undo stacks kept with older snapshots are folded again.
  stateVersion: 3,
  minPlayers: 1,
  maxPlayers: 4,
  setup: disruptSetup,
  // The players name the roles in refusals ("Ann (Startupper) has only 3M …").
  apply: (state, event, players) => applyDisrupt(state, event, players),
  // The final scoring's arithmetic, a live table's Secret Parameters and the older versions' replay load apart,
  // before a fold that needs them.
  prepare: (events) => prepareFold(events),
  // The solo dial is a result of chance. A solo Project placement is the player's choice: its token, drawn at
  // random, stays hidden until the final scoring, so taking the placement back and drawing again tells nothing.
  kindOf: (event): EventKind => (event.type === 'disrupt.dial-turned' ? 'chance' : 'undoable'),
  versions: DISRUPT_VERSIONS,
  summary: (state) => (state.final ? 'Final scoring done' : `Round ${state.round} · ${PHASE_NAMES[state.phase]}`),
  standing: disruptStanding,
  isFinished: (state) => state.final !== null
};
