/**
 * The parts of Disrupt's fold that only some games or a game's end need, kept out of the rules'
 * chunk: the final scoring's arithmetic (final-scoring.ts, for a final-scored event), a live
 * table's Secret Parameters events with the SHA-256 that checks a reveal (apply/secrets.ts), and
 * the replay of older event versions (legacy.ts, for a log written by an earlier version). The
 * rules' `prepare` loads what a list of events needs before anything folds or applies them (the
 * session store, the result screen; the whole game, loaded for History, backups and the records,
 * loads every part). Applying such an event without its part throws: a fold never answers otherwise
 * because a file was not loaded yet. Pure: no Svelte, Dexie or DOM.
 */
import type { GameEvent } from '$lib/core/types';
import type { secretHandlers } from './apply/secrets';
import { LIVE_SECRET_EVENTS } from './versions';
import type { scoreDisrupt } from './final-scoring';
import type { Applied, Context } from './apply/common';
import type { DisruptState } from './state';
import { isLegacy } from './versions';

export { LIVE_SECRET_EVENTS, type LiveSecretEventType } from './versions';

let scorer: typeof scoreDisrupt | null = null;
let liveSecrets: typeof secretHandlers | null = null;
/** legacy.ts's legacyHandler (its type written here: legacy.ts imports the rules that import this module). */
type LegacyReplay = (event: Pick<GameEvent, 'type' | 'v'>) => ((state: DisruptState, event: GameEvent, context: Context) => Applied) | null;
let legacy: LegacyReplay | null = null;

/** Hands the parts over where they are imported directly (game.ts: the whole game, for the tests). */
export function installFoldParts(parts: {
  scoreDisrupt: typeof scoreDisrupt;
  secretHandlers: typeof secretHandlers;
  legacyHandler: LegacyReplay;
}): void {
  scorer = parts.scoreDisrupt;
  liveSecrets = parts.secretHandlers;
  legacy = parts.legacyHandler;
}

const needs = (events: readonly GameEvent[] | undefined, types: readonly string[]) => !events || events.some((e) => types.includes(e.type));

/** Loads the parts these events need (every part when no events are given); at once when already loaded. */
export async function prepareFold(events?: readonly GameEvent[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (!scorer && needs(events, ['disrupt.final-scored'])) loads.push(import('./final-scoring').then((m) => (scorer ??= m.scoreDisrupt)));
  if (!liveSecrets && needs(events, LIVE_SECRET_EVENTS))
    loads.push(import('./apply/secrets').then((m) => (liveSecrets ??= m.secretHandlers)));
  if (!legacy && (!events || events.some(isLegacy))) loads.push(import('./legacy').then((m) => (legacy ??= m.legacyHandler)));
  await Promise.all(loads);
}

function missing(part: string): never {
  throw new Error(`Disrupt's ${part} was not loaded before the fold (await the rules' prepare first).`);
}

/** The final scoring, for applying a final-scored event. */
export const finalScorer = (): typeof scoreDisrupt => scorer ?? missing('final scoring');

/** A live table's Secret Parameters handlers, for applying their events. */
export const liveSecretHandlers = (): typeof secretHandlers => liveSecrets ?? missing('live Secret Parameters');

/** The replay of older versions, for applying an entry of one (versions.ts's isLegacy). */
export const legacyReplay = (): LegacyReplay => legacy ?? missing('replay of older versions');
