/**
 * Applies one Disrupt event to a state: first the stamp of an entry that names its Worker turn
 * (apply/round.ts's turnStampProblem, as Logo Billionaire and IT Startup check theirs), then the
 * game's end, then the older versions through legacy.ts, today's through the handler of its family
 * (money, shares, market, projects and tracks, round, a live table's Secret Parameters: loaded
 * apart, see fold-parts.ts). A refused event returns `invalid(reason)` and changes nothing. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, type GameEvent, type Player } from '$lib/core/types';
import type { DisruptEventType } from '../events';
import { LIVE_SECRET_EVENTS, liveSecretHandlers, type LiveSecretEventType } from '../fold-parts';
import { legacyHandler } from '../legacy';
import { previousTurn } from '../queries';
import { isRole, type DisruptState } from '../state';
import { naming } from '../words';
import { contextOf, type Applied, type Context, type Handler } from './common';
import { marketHandlers } from './market';
import { moneyHandlers } from './money';
import { projectHandlers } from './projects';
import { roundHandlers, turnStampProblem } from './round';
import { sharesHandlers } from './shares';

const HANDLERS: Readonly<Record<DisruptEventType, Handler>> = {
  ...moneyHandlers,
  ...sharesHandlers,
  ...marketHandlers,
  ...projectHandlers,
  ...roundHandlers,
  // A live table's, loaded apart (fold-parts.ts): looked up when applied.
  ...(Object.fromEntries(
    LIVE_SECRET_EVENTS.map((type) => [type, (state, event, context) => liveSecretHandlers()[type](state, event, context)])
  ) as Record<LiveSecretEventType, Handler>)
};

const isKnown = (type: string): type is DisruptEventType => Object.hasOwn(HANDLERS, type);

export function applyDisrupt(state: DisruptState, event: GameEvent, players: readonly Player[] = []): Applied {
  const context = contextOf(state, naming(state, players));
  // An entry stamped with the Worker turn it was entered in, and put by the log after that turn,
  // says so before anything else, the game's end included: the stamp is why it does not count there.
  const stale = turnStampProblem(state, event, context);
  if (stale) return stale;
  if (state.final && event.type !== 'disrupt.final-scored') return invalid('The final scoring is recorded: the game is over.');
  if (!isKnown(event.type)) return invalid(`Disrupt does not know “${event.type}”.`);
  const partOf = partOfProblem(state, event, context);
  if (partOf) return invalid(partOf);
  return (legacyHandler(event) ?? HANDLERS[event.type])(state, event, context);
}

/** The board entries a following table may keep as part of the last Worker's action (events.ts's PartOf). */
const KEPT_IN_ACTION: ReadonlySet<string> = new Set(['disrupt.cubes-changed', 'disrupt.hype-moved', 'disrupt.market-size-changed']);

/** Why an entry's `partOf` cannot stand: it names anyone but the player whose Worker turn ended last. */
function partOfProblem(state: DisruptState, event: GameEvent, { names }: Context): string | null {
  if (event.partOf === undefined) return null;
  if (!KEPT_IN_ACTION.has(event.type)) return 'Only a cube, a Social Hype move or a Market Size step is kept as part of an action.';
  const last = previousTurn(state);
  if (!last) return 'No Worker turn has ended in this Operations phase: the entry is part of no earlier action.';
  if (!isRole(event.partOf) || event.partOf !== last.role)
    return `The last Worker turn was ${names.the(last.role)}’s: the entry can be part of their action only.`;
  return null;
}
