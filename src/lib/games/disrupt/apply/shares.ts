/**
 * Shares changing hands outside the Market board: a move between holders (with its price), and
 * the auction of a Share: opened, bid on, passed, closed (sold to the last bid) or cancelled. Each
 * event's checks and effect side by side. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, isInvalid, type Invalid } from '$lib/core/types';
import { PROJECT_NAMES } from '../scoring';
import type { AuctionBid, AuctionCancelled, AuctionClosed, AuctionOpened, AuctionPassed, Logged, SharesMoved } from '../events';
import { isInt, isProject, isRole, type DisruptState } from '../state';
import { holderName, type Naming } from '../words';
import { checkedAmount, fewSharesProblem, payProblem, withMillions, type Applied, type Context, type Handlers } from './common';

function sharesMoved(state: DisruptState, event: Logged<SharesMoved>, { holder, names }: Context): Applied {
  const { project, from, to, count } = event;
  if (state.board && (from === 'market' || to === 'market'))
    return invalid('Shares go to and from the Market on the Market board: set them up for sale or buy them there.');
  if (!isProject(project) || !holder(from) || !holder(to) || from === to)
    return invalid('Pick the Project, where the Shares come from and where they go.');
  if (!isInt(count, 1, 5)) return invalid('Move 1 to 5 Shares.');
  if (state.shares[from][project] < count) return invalid(fewSharesProblem(state, from, project, names));
  const price = checkedAmount(event.price, { allowZero: true }, 'Price: ');
  if (isInvalid(price)) return price;
  let next: DisruptState = {
    ...state,
    shares: {
      ...state.shares,
      [from]: { ...state.shares[from], [project]: state.shares[from][project] - count },
      [to]: { ...state.shares[to], [project]: state.shares[to][project] + count }
    }
  };
  if (price > 0) {
    // The one who receives the Shares pays; the one who gives them (a role) is paid.
    if (isRole(to)) {
      const refused = payProblem(next, to, price, event.debt, names);
      if (refused) return refused;
      next = withMillions(next, to, -price);
    }
    if (isRole(from)) next = withMillions(next, from, price);
  }
  return next;
}

/** Opens an auction of a Share; `by` played the card (null: not said, as every auction before v2). */
export function openAuction(state: DisruptState, project: unknown, owner: unknown, by: unknown, { holder, inGame }: Context): Applied {
  if (state.auction) return invalid('An auction is already running.');
  if (!isProject(project) || !holder(owner)) return invalid('Pick the Share and its owner.');
  if (by !== null && !inGame(by)) return invalid('Pick who played the card.');
  if (state.shares[owner][project] < 1) return invalid(`${holderName(owner)} has no ${PROJECT_NAMES[project]} Share.`);
  return { ...state, auction: { project, owner, bids: [], passed: [], ...(by ? { by } : {}) } };
}

function auctionOpened(state: DisruptState, event: Logged<AuctionOpened>, context: Context): Applied {
  return openAuction(state, event.project, event.owner, event.by, context);
}

function auctionBid(state: DisruptState, event: Logged<AuctionBid>, { inGame, names }: Context): Applied {
  const a = state.auction;
  if (!a) return invalid('No auction is running.');
  if (!inGame(event.role) || a.passed.includes(event.role)) return invalid('That role has passed.');
  const amount = checkedAmount(event.amount, {}, 'Bid: ');
  if (isInvalid(amount)) return amount;
  const last = a.bids.at(-1);
  if (last && amount <= last.amount) return invalid(`A bid must be higher than the last one (${last.amount}M).`);
  if (amount > (state.millions[event.role] ?? 0))
    return invalid(`${names.The(event.role)} has only ${state.millions[event.role]}M: a bid is what a player can pay.`);
  return { ...state, auction: { ...a, bids: [...a.bids, { role: event.role, amount }] } };
}

function auctionPassed(state: DisruptState, event: Logged<AuctionPassed>, { inGame }: Context): Applied {
  const a = state.auction;
  if (!a || !inGame(event.role) || a.passed.includes(event.role)) return invalid('That role cannot pass now.');
  return { ...state, auction: { ...a, passed: [...a.passed, event.role] } };
}

/** Closes the running auction at its last bid: the winner pays the owner; an owner who wins keeps the Share and pays the bank. */
export function sellToLastBid(state: DisruptState, names: Naming): Applied {
  const a = state.auction;
  if (!a) return invalid('No auction is running.');
  const last = a.bids.at(-1);
  if (!last) return { ...state, auction: null };
  if (last.amount > (state.millions[last.role] ?? 0)) return invalid(`${names.The(last.role)} no longer has ${last.amount}M.`);
  let next = withMillions({ ...state, auction: null }, last.role, -last.amount);
  if (last.role === a.owner) return next;
  if (isRole(a.owner)) next = withMillions(next, a.owner, last.amount);
  return {
    ...next,
    shares: {
      ...next.shares,
      [a.owner]: { ...next.shares[a.owner], [a.project]: next.shares[a.owner][a.project] - 1 },
      [last.role]: { ...next.shares[last.role], [a.project]: next.shares[last.role][a.project] + 1 }
    }
  };
}

/**
 * The entry names the winner and the price (null for no bid): taking back an earlier bid in
 * History must not sell the Share to someone else or for another price.
 */
function lastBidChanged(state: DisruptState, winner: unknown, amount: unknown, names: Naming): Invalid | null {
  const last = state.auction?.bids.at(-1);
  if ((winner ?? null) === (last?.role ?? null) && (amount ?? null) === (last?.amount ?? null)) return null;
  return invalid(
    last
      ? `The last bid is now ${names.the(last.role)}’s ${last.amount}M, not the bid this sale was for.`
      : 'Nobody has bid now: this sale was for a bid that is no longer there.'
  );
}

function auctionClosed(state: DisruptState, event: Logged<AuctionClosed>, { names }: Context): Applied {
  if (!state.auction) return invalid('No auction is running.');
  return lastBidChanged(state, event.winner, event.amount, names) ?? sellToLastBid(state, names);
}

function auctionCancelled(state: DisruptState, _event: Logged<AuctionCancelled>): Applied {
  if (!state.auction) return invalid('No auction is running.');
  return { ...state, auction: null };
}

export const sharesHandlers: Handlers<
  | 'disrupt.shares-moved'
  | 'disrupt.auction-opened'
  | 'disrupt.auction-bid'
  | 'disrupt.auction-passed'
  | 'disrupt.auction-closed'
  | 'disrupt.auction-cancelled'
> = {
  'disrupt.shares-moved': sharesMoved,
  'disrupt.auction-opened': auctionOpened,
  'disrupt.auction-bid': auctionBid,
  'disrupt.auction-passed': auctionPassed,
  'disrupt.auction-closed': auctionClosed,
  'disrupt.auction-cancelled': auctionCancelled
};
