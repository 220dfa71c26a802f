/**
 * Newsflash auction events: a lot of Brand cards from the board opened, bids (each higher than the
 * last, within the bidder's money), the sale to the top bidder (who pays the bank and takes the
 * lot's cards) or no sale, and a cancelled auction. Each handler checks its event and applies it;
 * the sale itself is exported for ./legacy. Pure: no Svelte, Dexie or DOM.
 */
import { MAX_AMOUNT } from '$lib/core/numbers';
import { invalid, isInvalid, type Invalid } from '$lib/core/types';
import { millions } from '$lib/core/text';
import type { AuctionOpened, AuctionOpenedV2 } from '../events';
import { CATEGORIES, cardCount, currentPlayer, isInt, readCards, setBalance, setBrands, type LbState } from '../state';
import { amountOf, type Ctx, type Handler, type Handlers } from './context';

export const auctionRunning = (state: LbState): Invalid | null => (state.auction ? invalid('An auction is already running.') : null);
export const noAuction = (state: LbState): Invalid | null => (state.auction ? null : invalid('No auction is running.'));

/** Closes the auction on its last bid: the bidder pays the bank and takes the lot; no bid, no sale. */
export function sellToLastBid(state: LbState, { who }: Ctx): LbState | Invalid {
  const last = state.auction?.bids.at(-1);
  if (!state.auction || !last) return { ...state, auction: null };
  if (last.amount > state.balances[last.player]) return invalid(`${who(last.player)} no longer has ${millions(last.amount)}.`);
  let next = setBalance(state, last.player, state.balances[last.player] - last.amount);
  // The lot's cards come from the board to the winner, with the payment to the bank.
  for (const c of CATEGORIES) {
    const n = state.auction.cards?.[c.id] ?? 0;
    if (n) next = setBrands(next, last.player, c.id, next.brands[last.player][c.id] + n);
  }
  return { ...next, auction: null };
}

/** An auction of Brand cards from the board opened (shared with version 2, which allowed any number a turn). */
export const openCardAuction: Handler<AuctionOpened | AuctionOpenedV2> = (state, event) => {
  const running = auctionRunning(state);
  if (running) return running;
  const lot = event.lot ?? '';
  if (typeof lot !== 'string' || lot.length > 60) return invalid('A note on the lot has at most 60 characters.');
  const cards = readCards(event.cards, 16);
  if (!cards) return invalid('The lot is a count of Brand cards for each colour.');
  if (cardCount(cards) === 0) return invalid('Pick the Brand cards being auctioned (at least one).');
  return { ...state, auction: { lot: lot.trim(), cards, bids: [] } };
};

export const auctionHandlers: Handlers<'lb.auction-opened' | 'lb.auction-bid' | 'lb.auction-closed' | 'lb.auction-cancelled'> = {
  // An auction comes with a Newsflash card, and one spin lands on one space: a second auction in a
  // turn is two phones at a live table entering the same card. One that ended without a sale (nobody
  // bid) was the turn's auction too; a lot opened by mistake is taken back in History.
  'lb.auction-opened': (state, event, ctx) => {
    if (!state.auction && state.turn.auctioned)
      return invalid(
        `${ctx.who(currentPlayer(state))}'s turn ${state.turn.number} has had its auction: one Newsflash a turn, one auction. ` +
          'Take that one back in History to hold another.'
      );
    const next = openCardAuction(state, event, ctx);
    return isInvalid(next) ? next : { ...next, turn: { ...next.turn, auctioned: true } };
  },

  'lb.auction-bid': (state, event, { known, who }) => {
    if (!state.auction) return invalid('No auction is running.');
    if (!known(event.player)) return invalid('Pick a player.');
    const amount = amountOf(event.amount);
    if (isInvalid(amount)) return amount;
    const last = state.auction.bids.at(-1);
    if (last && amount <= last.amount) return invalid(`A bid must be higher than the last one (${millions(last.amount)}); no draws.`);
    if (amount > state.balances[event.player]) return invalid(`${who(event.player)} has only ${millions(state.balances[event.player])}.`);
    return { ...state, auction: { ...state.auction, bids: [...state.auction.bids, { player: event.player, amount }] } };
  },

  // The entry says who won at what price (or no sale): it must be the last bid now.
  'lb.auction-closed': (state, event, ctx) => {
    const { known, who } = ctx;
    const none = noAuction(state);
    if (none) return none;
    const last = state.auction?.bids.at(-1);
    const { winner, amount } = event;
    if (winner === null) {
      if (last) return invalid(`The auction has a bid: ${who(last.player)}'s ${millions(last.amount)}.`);
    } else {
      if (!known(winner) || !isInt(amount, 0, MAX_AMOUNT)) return invalid('Say who won the auction and for how much.');
      if (!last) return invalid(`The auction has no bid now, so it cannot be sold to ${who(winner)} for ${millions(amount)}.`);
      if (last.player !== winner || last.amount !== amount)
        return invalid(`The last bid is ${who(last.player)}'s ${millions(last.amount)}, not ${who(winner)}'s ${millions(amount)}.`);
    }
    return sellToLastBid(state, ctx);
  },

  'lb.auction-cancelled': (state) => noAuction(state) ?? { ...state, auction: null }
};
