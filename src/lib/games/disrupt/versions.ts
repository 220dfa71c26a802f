/**
 * The version each Disrupt event is written at today, the events only a live table writes and the
 * older versions still replayed: what the rules read of events.ts (game-rules.ts declares the
 * versions, fold-parts.ts loads the live table's handlers and legacy.ts). Apart from the
 * constructors, which only the screens call, so that the result screen loads the rules without
 * them. The constructors stamp these versions (a test checks it). Pure: no Svelte, Dexie or DOM.
 */
import type { DisruptEventType } from './events';

/** The version each event is written at today. */
export const CURRENT_VERSIONS: Readonly<Record<DisruptEventType, number>> = {
  'disrupt.money-adjusted': 1,
  'disrupt.money-paid': 1,
  'disrupt.shares-moved': 1,
  'disrupt.resources-changed': 1,
  'disrupt.resources-exchanged': 1,
  'disrupt.cubes-changed': 1,
  'disrupt.project-placed': 3,
  'disrupt.project-committed': 1,
  'disrupt.secret-revealed': 1,
  'disrupt.secret-entered-by-hand': 1,
  'disrupt.market-size-changed': 1,
  'disrupt.brand-equity-set': 2,
  'disrupt.hype-moved': 1,
  'disrupt.phase-advanced': 2,
  'disrupt.first-player-set': 2,
  'disrupt.auction-opened': 2,
  'disrupt.auction-bid': 1,
  'disrupt.auction-passed': 1,
  'disrupt.auction-closed': 2,
  'disrupt.auction-cancelled': 1,
  'disrupt.market-set-up': 1,
  'disrupt.market-bought': 1,
  'disrupt.public-bought': 1,
  'disrupt.public-refilled': 1,
  'disrupt.turn-ended': 2,
  'disrupt.workers-placed': 1,
  'disrupt.workflow-paid': 1,
  'disrupt.dial-turned': 1,
  'disrupt.final-scored': 1
};

/**
 * The older versions each event type still replays (legacy.ts, loaded apart: fold-parts.ts), for the
 * versions the rules declare and for knowing, before a fold, whether a log needs them. A unit test
 * checks that legacy.ts has a handler for each and for no other.
 */
export const LEGACY_VERSIONS: Readonly<Record<string, readonly number[]>> = {
  'disrupt.project-placed': [1, 2],
  'disrupt.brand-equity-set': [1],
  'disrupt.phase-advanced': [1],
  'disrupt.turn-ended': [1],
  'disrupt.first-player-set': [1],
  'disrupt.auction-opened': [1],
  'disrupt.auction-closed': [1]
};

/** Whether an entry is of an older version that legacy.ts replays. */
export const isLegacy = (event: { type: string; v: number }): boolean => LEGACY_VERSIONS[event.type]?.includes(event.v) ?? false;

/** The events only a live table writes, applied by apply/secrets.ts (loaded on demand: fold-parts.ts). */
export const LIVE_SECRET_EVENTS = ['disrupt.project-committed', 'disrupt.secret-revealed', 'disrupt.secret-entered-by-hand'] as const;
export type LiveSecretEventType = (typeof LIVE_SECRET_EVENTS)[number];
