/**
 * Applies one Disrupt event to a state: first the stamp of an entry that names its Worker turn
 * (apply/round.ts's turnStampProblem, as Logo Billionaire and IT Startup check theirs), then the
 * game's end, then the older versions through legacy.ts, today's through the handler of its family
 * (money, shares, market, projects and tracks, round, a live table's Secret Parameters: loaded
 * apart, see fold-parts.ts). A refused event returns `invalid(reason)` and changes nothing. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, type GameEvent, type Player } from '$lib/core/types';
import type { DisruptEventType } from '../events';
import { LIVE_SECRET_EVENTS, legacyReplay, liveSecretHandlers, type LiveSecretEventType } from '../fold-parts';
import { isLegacy } from '../versions';
import { ownEntryOf } from '../queries';
import { isRole, type DisruptState } from '../state';
import { naming } from '../words';
import { contextOf, type Applied, type Handler } from './common';
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
  const partOf = partOfProblem(event);
  if (partOf) return invalid(partOf);
  return ((isLegacy(event) ? legacyReplay()(event) : null) ?? HANDLERS[event.type])(state, event, context);
}

/** The board entries a following table may keep as part of the last Worker's action (events.ts's PartOf). */
const KEPT_IN_ACTION: ReadonlySet<string> = new Set(['disrupt.cubes-changed', 'disrupt.hype-moved', 'disrupt.market-size-changed']);
/**
 * Why an entry's `partOf` is malformed: naming no role, on an entry that is neither a board entry
 * nor one of a player's own (a buy is the buyer's), or on a player's own entry naming another player. One naming a player
 * whose turn did not end last is not refused: it only files the entry (a merged live log may put it
 * after another turn's end), and what it holds is the table's fact; History then files it where it
 * stands (queries.ts's keptInActionOf).
 */
function partOfProblem(event: GameEvent): string | null {
  if (event.partOf === undefined) return null;
  if (!isRole(event.partOf)) return 'Say whose action the entry is part of.';
  if (KEPT_IN_ACTION.has(event.type)) return null;
  if (ownEntryOf(event) === event.partOf) return null;
  // More Shares bought in one Buy placement ("buy any number of Shares"): the buyer's action.
  if (event.type === 'disrupt.market-bought' && event.buyer === event.partOf) return null;
  return 'Only a cube, a Social Hype move, a Market Size step, a buy or an entry of that player’s own is kept as part of their action.';
}
