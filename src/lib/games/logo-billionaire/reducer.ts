/**
 * Logo Billionaire's reducer: routes each entry to the handler of its type and version (today's
 * in ./apply, older ones in ./legacy), after the checks every entry shares (the version is one
 * this code replays, a move stamped with its turn is in that turn, the game is not over, a
 * result's source is the app or the table), and then closes the deal and sets the winner. Pure:
 * no Svelte, Dexie or DOM.
 */
import { invalid, isInvalid, type GameEvent, type Invalid, type Player } from '$lib/core/types';
import { isLbEventType, LB_VERSIONS } from './events';
import { LEGACY_HANDLERS } from './legacy';
import { withWinner, type LbState } from './state';
import { auctionHandlers } from './apply/auction';
import { cardHandlers } from './apply/cards';
import { contextOf, type Handler, type Handlers } from './apply/context';
import { launchHandlers } from './apply/launch';
import { moneyHandlers } from './apply/money';
import { enteredInAnotherTurn, turnHandlers } from './apply/turn';

const HANDLERS: Handlers<keyof typeof LB_VERSIONS> = {
  ...moneyHandlers,
  ...cardHandlers,
  ...auctionHandlers,
  ...turnHandlers,
  ...launchHandlers
};

const hasLegacy = (type: string): type is keyof typeof LEGACY_HANDLERS => Object.hasOwn(LEGACY_HANDLERS, type);

/** The handler of `event`'s type and version: today's, else an older one's, else none. */
function handlerOf(event: GameEvent): Handler<unknown> | null {
  if (!isLbEventType(event.type)) return null;
  const versions: readonly number[] = LB_VERSIONS[event.type];
  if (!versions.includes(event.v)) return null;
  if (event.v === versions[versions.length - 1]) return HANDLERS[event.type];
  const older: Partial<Record<number, Handler<unknown>>> = hasLegacy(event.type) ? LEGACY_HANDLERS[event.type] : {};
  return older[event.v] ?? null;
}

function applyEvent(state: LbState, event: GameEvent, players: readonly Player[]): LbState | Invalid {
  const ctx = contextOf(state, players);
  const versions: readonly number[] = isLbEventType(event.type) ? LB_VERSIONS[event.type] : [1];
  if (!versions.includes(event.v)) return invalid(`This app does not know version ${String(event.v)} of “${event.type}”.`);
  // A move stamped with another turn says so before any other check (the game over, whose turn it
  // is): the stamp is why it does not count where the merged log put it.
  const stale = enteredInAnotherTurn(state, event, ctx);
  if (stale) return stale;
  if (state.winner) return invalid(`${ctx.who(state.winner)} has reached a billion: the game is over.`);
  if (event.by !== undefined && event.by !== 'app' && event.by !== 'table')
    return invalid('A result comes from the app or from the table.');
  const handler = handlerOf(event);
  if (!handler) return invalid(`Logo Billionaire does not know “${event.type}”.`);
  return handler(state, event, ctx);
}

export function applyLb(state: LbState, event: GameEvent, players: readonly Player[]): LbState | Invalid {
  const next = applyEvent(state, event, players);
  if (isInvalid(next)) return next;
  // Anything but the deal closes the deal: it is made at setup, before the first turn.
  const closed = next.dealOpen && event.type !== 'lb.dealt' ? { ...next, dealOpen: false } : next;
  return withWinner(closed);
}
