/**
 * What Logo Billionaire's older event versions meant, replayed exactly as they were: old logs and
 * backups must give the same game. Each entry of the maps below is one older version of one
 * event type, its validation and effect (and, where its wording differs, its history line); the
 * versions written today are in ./apply and ./describe. Pure: no Svelte, Dexie or DOM.
 *
 * Where a version-1 event stored a figure read from the screen, version 2 derives it:
 * - `lb.launch-announced` 2: the company is made of cards the player holds (3 to all of them);
 *   1 took any count from 3 to 96.
 * - `lb.takeover-spun` 2: both totals use the cards each side holds of the category; 1 used the
 *   challenger's count stored in the event and the launcher's announced company size.
 * - `lb.auction-opened` 2: the lot is Brand cards from the board, which the winner receives; 1's
 *   lot was words only.
 * Where a version-1 event meant "whatever is there now", version 2 names it, so that taking back
 * an earlier entry is refused with the entry it would change instead of giving it another meaning:
 * - `lb.turn-ended` 2 names the player whose turn ended; 1 ended the turn under way.
 * - `lb.auction-closed` 2 names the winner and the price (or no sale); 1 sold to the last bidder.
 * - `lb.dealt` 2 is the whole deal in one entry; 1 was one entry per player, logged as one gesture.
 * - `lb.newsflash-settled` 2 names who drew the card, for History's line; 1 did not (same payments).
 * - `lb.card-bought`, `lb.cards-swapped` 2: only the turn's player trades, once with each other
 *   player a turn (TRADE); 1 let anyone trade any number of times.
 * - `lb.spun` 2: one spin a turn ("Spin and move"), a second refused; 1 took any number (the
 *   screen offered one, but two phones at a live table could each enter one).
 * - `lb.spun`, `lb.turn-ended` 3 carry the number of the turn they were entered in, refused in any
 *   other: a phone cut from a live table could enter them after that turn ended, and 2 counted them
 *   in whichever turn the merged log put them. So do `lb.cards-picked` 2, `lb.card-bought`,
 *   `lb.cards-swapped`, `lb.newsflash-settled` and `lb.launch-announced` 3: the versions before
 *   (whose handlers are today's, less the turn's check, made for every stamped type in ./reducer)
 *   counted wherever the merged log put them (a pick-up entered on two phones counted twice).
 * - `lb.card-drawn`, `lb.launch-stopped` 2 carry the turn and the cards the launch had drawn as the
 *   phone saw them, refused if the log's launch drew others: 1 drew and stopped in whatever launch
 *   was under way, so two phones drawing for one launch added both's cards to one company.
 * - `lb.auction-opened` 3 carries the turn and is refused once the turn has had its auction (one
 *   Newsflash a turn); 2 opened any number a turn (two phones entering one Newsflash's auction held two).
 * - `lb.takeover-spun` 3 carries the turn and the pairs of spins the phone saw before (ties), refused
 *   once the turn's takeover is decided or when the log's takeover spun others; 2 counted each pair
 *   in whatever takeover was under way, so two phones spinning for one tie both counted.
 */
import { invalid } from '$lib/core/types';
import type { LbLegacyEvent } from './events';
import { cardsOf } from './format';
import { categoryLabel, currentPlayer, HAND_SIZE, isInt, readCards } from './state';
import { auctionRunning, noAuction, openCardAuction, sellToLastBid } from './apply/auction';
import { buyCard, cardHandlers, dealProblem, swapCards, type TradeRule } from './apply/cards';
import { dealHand, type Handler } from './apply/context';
import {
  announce,
  drawCard,
  heldCounting,
  launchHandlers,
  spinTakeover,
  stopLaunch,
  type CompanyCount,
  type TakeoverCounting
} from './apply/launch';
import { settleDrawnNewsflash, settleNewsflash } from './apply/money';
import { endNamedTurn, nextTurn, oneSpinATurn, spinTurn } from './apply/turn';
import { describeCards, newsflashPayments, saleLine, takeoverSpunLine, type Describer } from './view';

type LegacyOf<T extends LbLegacyEvent['type']> = Extract<LbLegacyEvent, { type: T }>;
type ByVersion<T extends LbLegacyEvent['type'], F> = { [V in LegacyOf<T>['v']]: F };

/** Version 1 trades: anyone with anyone, any number of times. */
const anyTrade: TradeRule = () => null;

/** Version 1 companies: any count from 3 to 96, not checked against the cards held. */
const anyCount: CompanyCount = (_state, _player, _category, brandCards) =>
  isInt(brandCards, 3, 96) ? null : invalid('A company has at least 3 Brand cards.');

/** Version 1 takeovers: the challenger's count as stored (it must match the cards held), the launcher's as announced. */
const storedCounting: TakeoverCounting = {
  challengerCount: (event, held, { who }, category) =>
    event.cards !== held
      ? invalid(`${who(String(event.challenger))} holds ${cardsOf(held, categoryLabel(category))}; correct the count first.`)
      : null,
  launcherSide: (_state, launch) => ({ cards: launch.brandCards, onTheUp: launch.onTheUp }),
  companyAfterWin: (_state, launch, won) => launch.brandCards + won
};

export const LEGACY_HANDLERS: { [T in LbLegacyEvent['type']]: ByVersion<T, Handler<LegacyOf<T>>> } = {
  'lb.dealt': {
    // One player's hand per entry.
    1: (state, event, ctx) => {
      const closed = dealProblem(state);
      if (closed) return closed;
      if (!ctx.known(event.player)) return invalid('Pick a player of this game.');
      return dealHand(state, event.player, event.cards, ctx);
    }
  },
  'lb.cards-picked': { 1: cardHandlers['lb.cards-picked'] },
  'lb.card-bought': { 1: (state, event, ctx) => buyCard(state, event, ctx, anyTrade), 2: cardHandlers['lb.card-bought'] },
  'lb.cards-swapped': { 1: (state, event, ctx) => swapCards(state, event, ctx, anyTrade), 2: cardHandlers['lb.cards-swapped'] },
  'lb.newsflash-settled': {
    1: (state, event, ctx) => settleNewsflash(state, event.payments, ctx),
    2: settleDrawnNewsflash
  },
  'lb.auction-opened': {
    1: (state, event) => {
      const running = auctionRunning(state);
      if (running) return running;
      if (typeof event.lot !== 'string' || event.lot.trim().length < 1 || event.lot.length > 60)
        return invalid('Say what is auctioned (1 to 60 characters).');
      return { ...state, auction: { lot: event.lot.trim(), cards: null, bids: [] } };
    },
    2: openCardAuction
  },
  'lb.auction-closed': { 1: (state, _event, ctx) => noAuction(state) ?? sellToLastBid(state, ctx) },
  'lb.turn-ended': { 1: (state, _event) => nextTurn(state), 2: endNamedTurn },
  'lb.launch-announced': {
    1: (state, event, ctx) => announce(state, event, ctx, anyCount, false),
    2: launchHandlers['lb.launch-announced']
  },
  'lb.takeover-spun': {
    1: (state, event, ctx) => spinTakeover(state, event, ctx, storedCounting),
    2: (state, event, ctx) => spinTakeover(state, event, ctx, heldCounting)
  },
  'lb.spun': { 1: spinTurn, 2: oneSpinATurn },
  'lb.card-drawn': { 1: drawCard },
  'lb.launch-stopped': { 1: (state) => stopLaunch(state) }
};

/** History lines of older versions, where they read otherwise than today's. */
export const LEGACY_WORDS: { [T in LbLegacyEvent['type']]?: Partial<ByVersion<T, Describer<LegacyOf<T>>>> } = {
  'lb.dealt': {
    1: (event, _before, { who }) => {
      const cards = readCards(event.cards, HAND_SIZE);
      return `The deal: ${who(event.player)} was dealt ${cards ? describeCards(cards) : 'a hand'}`;
    }
  },
  // Who drew the card was not recorded.
  'lb.newsflash-settled': { 1: (event, _before, w) => `Newsflash: ${newsflashPayments(event.payments, w)}` },
  'lb.auction-opened': { 1: (event) => `Auction opened: ${String(event.lot)}` },
  // Sold to the last bid at the time.
  'lb.auction-closed': { 1: (_event, before, { players }) => saleLine(before.auction?.bids.at(-1), before.auction?.cards, players) },
  'lb.turn-ended': { 1: (_event, before, { who }) => `${who(currentPlayer(before))} ended the turn` },
  'lb.takeover-spun': {
    1: (event, before, { players, after }) =>
      takeoverSpunLine(
        event,
        before,
        after(),
        (_before, l, t) => ({ launcherCards: l.brandCards, launcherOnTheUp: l.onTheUp, challengerCards: t.cards }),
        players
      )
  }
};
