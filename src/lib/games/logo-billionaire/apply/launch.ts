/**
 * Launch events: a company announced (or, in the Apprentice game, started), a takeover's spins,
 * the Risky Business draws, stopping to launch, and calling a launch off before the first draw.
 * Each handler checks its event and applies it; the parts an older version counts another way are
 * passed in (./legacy gives version 1's). Pure: no Svelte, Dexie or DOM.
 */
import { invalid, type Invalid } from '$lib/core/types';
import type { CardDrawn, CardDrawnV1, LaunchAnnounced, LaunchAnnouncedV1, Loose, TakeoverSpun, TakeoverSpunV1 } from '../events';
import { cardsOf, rbCardName } from '../format';
import { companyValue, remainingCards, takeover, type RbCard } from '../rules';
import {
  categoryLabel,
  currentPlayer,
  isCategory,
  isInt,
  setBrands,
  takeoverSides,
  type Category,
  type Launch,
  type LbState
} from '../state';
import { companyProblem } from '../view';
import { busyLaunch, endLaunch, type Ctx, type Handler, type Handlers } from './context';

/** How a version counts the company announced: why `brandCards` cannot be, or null. */
export type CompanyCount = (state: LbState, player: string, category: Category, brandCards: unknown, ctx: Ctx) => Invalid | null;

/** A company is made of cards the player holds: from 3 up to all of them. */
const cardsHeld: CompanyCount = (state, player, category, brandCards, { who }) => {
  const refused = companyProblem(who(player), state.brands[player][category], categoryLabel(category), brandCards);
  return refused ? invalid(refused) : null;
};

/** A launch announced by the turn's player, its company counted by `count`; `held` marks the cards as the company's. */
export function announce(
  state: LbState,
  event: Loose<LaunchAnnounced | LaunchAnnouncedV1>,
  ctx: Ctx,
  count: CompanyCount,
  held: boolean
): LbState | Invalid {
  const { known, who, executive } = ctx;
  const busy = busyLaunch(state);
  if (busy) return busy;
  const { player, category, brandCards, onTheUp } = event;
  if (!known(player) || player !== currentPlayer(state))
    return invalid(`Only ${who(currentPlayer(state))}, whose turn it is, can launch now.`);
  if (state.turn.launched) return invalid('Only one company can be launched per turn.');
  if (!isCategory(category)) return invalid('Pick a category.');
  const refused = count(state, player, category, brandCards, ctx);
  if (refused) return refused;
  // `count` has checked the company's size; this narrows it for the compiler and refuses nothing more.
  if (!isInt(brandCards, 3, Number.MAX_SAFE_INTEGER)) return invalid('A company has at least 3 Brand cards.');
  if (!isInt(onTheUp, 0, brandCards)) return invalid(`On The Up cards: from 0 to the company's ${brandCards} cards.`);
  if (!executive && onTheUp !== 0) return invalid('On The Up brands are used in the Executive game only.');
  const launch: Launch = {
    player,
    category,
    brandCards,
    onTheUp,
    draws: [],
    takeover: null,
    takeoverTried: false,
    ...(held ? { held: true } : {})
  };
  return { ...state, launch };
}

/** How a version counts a takeover's sides. */
export interface TakeoverCounting {
  /** Why the entry's own word on the challenger's cards is refused (version 1 stored the count), or null. */
  challengerCount(event: Loose<TakeoverSpun | TakeoverSpunV1>, held: number, ctx: Ctx, category: Category): Invalid | null;
  /** The launcher's cards and On The Up ones in the totals. */
  launcherSide(state: LbState, launch: Launch, challenger: string): { cards: number; onTheUp: number };
  /** The company the launcher goes on with after winning `won` cards from the challenger. */
  companyAfterWin(state: LbState, launch: Launch, won: number): number;
}

/** Both totals use the cards each side holds of the category; the winning launcher launches all of them (versions 2 and 3). */
export const heldCounting: TakeoverCounting = {
  challengerCount: () => null,
  launcherSide: (state, launch, challenger) => {
    const { launcherCards, launcherOnTheUp } = takeoverSides(state, launch, challenger);
    return { cards: launcherCards, onTheUp: launcherOnTheUp };
  },
  companyAfterWin: (state, launch, won) => state.brands[launch.player][launch.category] + won
};

/** One pair of takeover spins, the sides counted by `counting`: a tie spins again, else the cards move. */
export function spinTakeover(
  state: LbState,
  event: Loose<TakeoverSpun | TakeoverSpunV1>,
  ctx: Ctx,
  counting: TakeoverCounting
): LbState | Invalid {
  const { known, who, executive } = ctx;
  const launch = state.launch;
  if (!executive) return invalid('Takeovers are part of the Executive game only.');
  if (!launch || launch.draws.length > 0) return invalid('A takeover is tried when a launch is announced, before any card is drawn.');
  const { challenger, onTheUp, challengerSpin, launcherSpin } = event;
  if (launch.takeover && launch.takeover.challenger !== challenger) return invalid('Finish the takeover under way first.');
  if (!launch.takeover && launch.takeoverTried) return invalid('Only one takeover can be tried per turn.');
  if (!known(challenger) || challenger === launch.player) return invalid('Pick the challenger.');
  if (!state.disks[challenger]) return invalid(`${who(challenger)} has no Takeover disk.`);
  const cat = launch.category;
  const held = state.brands[challenger][cat];
  if (held < 1) return invalid(`${who(challenger)} needs at least one ${categoryLabel(cat)} card.`);
  const miscounted = counting.challengerCount(event, held, ctx, cat);
  if (miscounted) return miscounted;
  if (!isInt(onTheUp, 0, held)) return invalid(`On The Up cards: from 0 to ${who(challenger)}'s ${cardsOf(held, categoryLabel(cat))}.`);
  const segments = state.options.segments;
  if (!isInt(challengerSpin, 1, segments) || !isInt(launcherSpin, 1, segments))
    return invalid(`That is not on the spinner (1 to ${segments}).`);
  const launcherSide = counting.launcherSide(state, launch, challenger);
  const outcome = takeover({
    launcher: { ...launcherSide, spin: launcherSpin },
    challenger: { cards: held, onTheUp, spin: challengerSpin }
  });
  const spins: [number, number][] = [...(launch.takeover?.spins ?? []), [challengerSpin, launcherSpin]];
  if (outcome === 'respin') {
    return { ...state, launch: { ...launch, takeover: { challenger, cards: held, onTheUp, spins }, takeoverTried: true } };
  }
  // The disk goes back to the board whoever wins.
  let next: LbState = { ...state, disks: { ...state.disks, [challenger]: false } };
  const result = {
    turn: state.turn.number,
    launcher: launch.player,
    challenger,
    category: cat,
    spins,
    launcherCards: launcherSide.cards,
    launcherOnTheUp: launcherSide.onTheUp,
    challengerCards: held,
    challengerOnTheUp: onTheUp
  };
  if (outcome === 'launcher') {
    // The launcher takes the challenger's cards of the category and launches at once with them.
    const brandCards = counting.companyAfterWin(state, launch, held);
    next = setBrands(next, challenger, cat, 0);
    next = setBrands(next, launch.player, cat, state.brands[launch.player][cat] + held);
    return {
      ...next,
      launch: { ...launch, brandCards, onTheUp: Math.min(launch.onTheUp + onTheUp, brandCards), takeover: null, takeoverTried: true },
      lastTakeover: { ...result, winner: 'launcher', moved: held, companyCards: brandCards }
    };
  }
  const lost = state.brands[launch.player][cat];
  next = setBrands(next, launch.player, cat, 0);
  next = setBrands(next, challenger, cat, next.brands[challenger][cat] + lost);
  return {
    ...next,
    launch: null,
    turn: { ...next.turn, launched: true },
    lastTakeover: { ...result, winner: 'challenger', moved: lost, companyCards: null }
  };
}

const isRbCard = (card: unknown): card is RbCard => card === 'bust' || isInt(card, 1, 1000);

const drawnLine = (draws: readonly RbCard[]) => (draws.length === 0 ? 'no card' : draws.map(rbCardName).join(', '));

/** Whether every item of `log` is in `seen`, in the same order (`seen` may hold more), `key` telling items apart. */
function within<T>(log: readonly T[], seen: readonly T[], key: (item: T) => string | number = (item) => String(item)): boolean {
  let i = 0;
  for (const item of seen) if (i < log.length && key(log[i]) === key(item)) i++;
  return i === log.length;
}

/**
 * A draw or a stop made on a phone that had not seen a card this launch has drawn: two phones drew
 * for the same launch (a live table's merge). The cards the log put first stand; the others would
 * add to a company they were not drawn for. A card the phone saw that the launch no longer has is a
 * table's card taken back in History: the launch goes on without it, as before.
 */
function drawnElsewhere(what: string, seen: unknown, launch: Launch): Invalid | null {
  if (!Array.isArray(seen) || !seen.every(isRbCard)) return invalid('Say which cards the launch had drawn.');
  if (within(launch.draws, seen)) return null;
  return invalid(
    `${what} ${drawnLine(seen)}, but this launch has drawn ${drawnLine(launch.draws)}: two phones drew for the same launch, ` +
      "and the cards first in the table's log stand (the merge's order, not the taps')."
  );
}

/** One Risky Business card drawn in the launch under way (every version). */
export const drawCard: Handler<CardDrawn | CardDrawnV1> = (state, event) => {
  const launch = state.launch;
  if (!launch) return invalid('Announce a launch first.');
  if (launch.takeover) return invalid('The takeover is a tie: spin again first.');
  const card = event.card;
  if (!isRbCard(card)) return invalid('That is not a Risky Business card.');
  let left: RbCard[];
  try {
    left = remainingCards(state.deck, launch.draws);
  } catch {
    return invalid('The deck does not match the draws.');
  }
  if (!left.includes(card)) {
    const name = rbCardName(card);
    const inDeck = state.deck.filter((c) => c === card).length;
    return invalid(
      inDeck === 0
        ? `This game's deck has no ${name} card.`
        : `${name} is not left in the deck: ${inDeck === 1 ? 'its one card has' : `all ${inDeck} have`} been drawn in this launch.`
    );
  }
  const draws = [...launch.draws, card];
  // The deck the table draws from is its choice for the game: the last card says which.
  const { tableDeck: _was, ...rest } = state;
  const source: LbState = event.by === 'table' ? { ...rest, tableDeck: true } : rest;
  if (card === 'bust') return endLaunch(source, { ...launch, draws }, 0);
  return { ...source, launch: { ...launch, draws } };
};

/** Stopping to launch: the company is paid (every version). */
export function stopLaunch(state: LbState): LbState | Invalid {
  const launch = state.launch;
  if (!launch) return invalid('No launch is under way.');
  if (launch.draws.length === 0) return invalid('The first draw is compulsory.');
  return endLaunch(state, launch, companyValue(launch));
}

type Pair = [number, number];
const isPair = (p: unknown): p is Pair => Array.isArray(p) && p.length === 2 && p.every((n) => isInt(n, 1, 1000));
const pairsLine = (pairs: readonly Pair[]) => (pairs.length === 0 ? 'no spin' : pairs.map(([c, l]) => `${c} against ${l}`).join(', '));

/**
 * A takeover's pair of spins made on a phone that had not seen the takeover as the log has it: two
 * phones spun for the same takeover (a live table's merge). The rulebook has one takeover a turn and
 * one pair of spins after each tie; the pairs the log put first stand, and the other phone's would
 * count as a pair nobody spun (a second takeover, or a re-spin of a tie it never saw). A pair the
 * phone saw that the takeover no longer has is a table's spin taken back in History, as for a draw.
 */
function spunElsewhere(state: LbState, seen: unknown, { who }: Ctx): Invalid | null {
  if (!Array.isArray(seen) || !seen.every(isPair)) return invalid('Say which takeover spins the phone had seen.');
  const turn = `${who(currentPlayer(state))}'s turn ${state.turn.number}`;
  const done = state.lastTakeover;
  if (done?.turn === state.turn.number && !state.launch?.takeover) {
    const winner = done.winner === 'launcher' ? done.launcher : done.challenger;
    return invalid(
      `The takeover in ${turn} is decided (spun ${pairsLine(done.spins)}: ${who(winner)} won): one takeover a turn, ` +
        "and the spins first in the table's log stand (the merge's order, not the taps')."
    );
  }
  const spins = state.launch?.takeover?.spins ?? [];
  if (within(spins, seen, ([c, l]) => `${c}:${l}`)) return null;
  return invalid(
    `Spun after ${pairsLine(seen)}, but the takeover in ${turn} has spun ${pairsLine(spins)}: two phones spun for the same ` +
      "takeover, and the spins first in the table's log stand (the merge's order, not the taps')."
  );
}

export const launchHandlers: Handlers<
  'lb.launch-announced' | 'lb.takeover-spun' | 'lb.card-drawn' | 'lb.launch-stopped' | 'lb.launch-cancelled'
> = {
  'lb.launch-announced': (state, event, ctx) => announce(state, event, ctx, cardsHeld, true),

  'lb.takeover-spun': (state, event, ctx) => spunElsewhere(state, event.after, ctx) ?? spinTakeover(state, event, ctx, heldCounting),

  'lb.card-drawn': (state, event, ctx) => {
    const launch = state.launch;
    if (!launch) return invalid('Announce a launch first.');
    return drawnElsewhere('Drawn after', event.after, launch) ?? drawCard(state, event, ctx);
  },

  'lb.launch-stopped': (state, event) => {
    const launch = state.launch;
    if (!launch) return invalid('No launch is under way.');
    return drawnElsewhere('Stopped at', event.draws, launch) ?? stopLaunch(state);
  },

  'lb.launch-cancelled': (state) => {
    if (!state.launch) return invalid('No launch is under way.');
    if (state.launch.draws.length > 0) return invalid('A card has been drawn: the launch goes on (a touched card is taken).');
    if (state.launch.takeover) return invalid('Finish the takeover first.');
    if (state.launch.takeoverTried) return invalid('After a takeover the launch goes ahead at once.');
    return { ...state, launch: null };
  }
};
