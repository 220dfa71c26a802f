/**
 * Money events: a player's millions changed by the bank (`money.adjusted`), one player paying
 * another (`money.paid`), and a Newsflash paying or charging several at once. Each handler checks
 * its event and applies it; nobody goes below nothing (the rulebook has no debt). A Newsflash names
 * who drew it (version 2; version 1, replayed in ../legacy, did not). Pure.
 */
import { MAX_AMOUNT } from '$lib/core/numbers';
import { invalid, isInvalid, type Invalid } from '$lib/core/types';
import { millions } from '$lib/core/text';
import { isRecord, setBalance, type LbState } from '../state';
import { amountOf, type Ctx, type Handler, type Handlers } from './context';
import type { NewsflashSettled, NewsflashSettledV2 } from '../events';

export const moneyHandlers: Handlers<'money.adjusted' | 'money.paid' | 'lb.newsflash-settled'> = {
  'money.adjusted': (state, event, { known, who }) => {
    if (!known(event.player)) return invalid('Pick a player of this game.');
    const amount = amountOf(event.amount, { allowNegative: true });
    if (isInvalid(amount)) return amount;
    const next = state.balances[event.player] + amount;
    if (next < 0)
      return invalid(`${who(event.player)} has only ${millions(state.balances[event.player])}; cannot pay ${millions(-amount)}.`);
    if (next > MAX_AMOUNT) return invalid('That balance would be beyond any game.');
    return setBalance(state, event.player, next);
  },

  'money.paid': (state, event, { known, who }) => {
    const { from, to } = event;
    if (!known(from) || !known(to) || from === to) return invalid('Pick two different players.');
    const amount = amountOf(event.amount);
    if (isInvalid(amount)) return amount;
    if (amount > state.balances[from])
      return invalid(`${who(from)} has only ${millions(state.balances[from])}; cannot pay ${millions(amount)}.`);
    return setBalance(setBalance(state, from, state.balances[from] - amount), to, state.balances[to] + amount);
  },

  'lb.newsflash-settled': (state, event, ctx) => {
    // One spin lands on one space: a second Newsflash in a turn is two phones at a live table
    // entering the same card (version 2 allowed it: ./legacy).
    if (state.turn.newsflash)
      return invalid(
        'A Newsflash is already settled this turn: one space a spin, one card. Take that one back in History to settle another.'
      );
    const next = settleDrawnNewsflash(state, event, ctx);
    return isInvalid(next) ? next : { ...next, turn: { ...next.turn, newsflash: true } };
  }
};

/** A Newsflash drawn by a player of the game, its payments settled (shared with version 2). */
export const settleDrawnNewsflash: Handler<NewsflashSettled | NewsflashSettledV2> = (state, event, ctx) =>
  ctx.known(event.drawnBy) ? settleNewsflash(state, event.payments, ctx) : invalid('Say who drew the Newsflash card.');

/** A Newsflash's payments, all or none: each player at most once, nobody below nothing (shared with version 1). */
export function settleNewsflash(state: LbState, payments: unknown, { known, who }: Ctx): LbState | Invalid {
  if (!Array.isArray(payments) || payments.length === 0) return invalid('Pick at least one player.');
  let next = state;
  const seen = new Set<string>();
  // Every player who cannot pay is named at once (each is in the list once, so each is judged
  // on their own balance): naming only the first left the table to find the others one by one.
  const short: string[] = [];
  for (const p of payments as readonly unknown[]) {
    const player = isRecord(p) ? p.player : undefined;
    if (!known(player) || seen.has(player)) return invalid('Each player at most once.');
    seen.add(player);
    const amount = amountOf(isRecord(p) ? p.amount : undefined, { allowNegative: true });
    if (isInvalid(amount)) return amount;
    const balance = next.balances[player] + amount;
    if (balance < 0) short.push(`${who(player)} has only ${millions(next.balances[player])} to pay ${millions(-amount)}`);
    else next = setBalance(next, player, balance);
  }
  if (short.length) {
    const them = short.length === 1 ? 'that player' : 'them';
    return invalid(
      `${short.join('; ')}. The rulebook has no debt: untick ${them} and take what ${short.length === 1 ? 'they have' : 'each has'}` +
        ' from their sheet, if the table agrees.'
    );
  }
  return next;
}
