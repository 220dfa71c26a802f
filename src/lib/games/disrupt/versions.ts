/**
 * The version each Disrupt event is written at today, and the events only a live table writes: what
 * the rules read of events.ts (game-rules.ts declares the versions, fold-parts.ts loads the live
 * table's handlers). Apart from the constructors, which only the screens call, so that the result
 * screen loads the rules without them. The constructors stamp these versions (a test checks it).
 * Pure: no Svelte, Dexie or DOM.
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

/** The events only a live table writes, applied by apply/secrets.ts (loaded on demand: fold-parts.ts). */
export const LIVE_SECRET_EVENTS = ['disrupt.project-committed', 'disrupt.secret-revealed', 'disrupt.secret-entered-by-hand'] as const;
export type LiveSecretEventType = (typeof LIVE_SECRET_EVENTS)[number];
