/**
 * Logo Billionaire's history lines ("Ana paid Ben 20M", "Ben drew BUST: …"), one wording per event
 * type (an older version's, where it reads otherwise, is in ./legacy), a launch's lines folded
 * under one in History, and the line the list of games shows for a game ("Cy's turn, Ann leads
 * with 450M"). Pure: no Svelte, Dexie or DOM; changes no state.
 */
import { isInvalid, type GameEvent, type Player } from '$lib/core/types';
import { applyLb } from './reducer';
import { isLbEventType, type LbEventOf, type LbEventType } from './events';
import { cardsOf } from './format';
import { millions, plural } from '$lib/core/text';
import { LEGACY_WORDS } from './legacy';
import { companyValue } from './rules';
import { categoryLabel, HAND_SIZE, isCategory, isRecord, nameOf, readCards, takeoverSides, TRADE_PRICE, type LbState } from './state';
import { describeCards, newsflashPayments, saleLine, takeoverSpunLine, type Describer, type Words } from './view';

const launchLine = (w: Words, l: { category?: unknown; brandCards?: unknown; onTheUp?: unknown }) =>
  `${w.cat(l.category)} (${plural(Number(l.brandCards), 'card')}${l.onTheUp ? `, ${String(l.onTheUp)} On The Up` : ''})`;
const fromTable = (event: { by?: unknown }) => event.by === 'table';

const WORDS: { [T in LbEventType]: Describer<LbEventOf<T>> } = {
  'money.adjusted': (e, _b, w) => {
    const n = typeof e.amount === 'number' ? e.amount : Number(e.amount);
    return `${w.who(e.player)} ${n >= 0 ? 'got' : 'paid the bank'} ${w.amount(Math.abs(n))}`;
  },
  'money.paid': (e, _b, w) => `${w.who(e.from)} paid ${w.who(e.to)} ${w.amount(e.amount)}`,
  'lb.dealt': (e, before, w) => {
    const hands = isRecord(e.hands) ? e.hands : {};
    const ids = [
      ...before.order.filter((id) => Object.hasOwn(hands, id)),
      ...Object.keys(hands).filter((id) => !before.order.includes(id))
    ];
    const each = ids.map((id) => {
      const cards = readCards(hands[id], HAND_SIZE);
      return `${w.who(id)} ${cards ? describeCards(cards) : 'a hand'}`;
    });
    return `The deal, ${HAND_SIZE} Brand cards each: ${each.join('; ')}`;
  },
  'lb.cards-picked': (e, _b, w) => `${w.who(e.player)} picked up ${cardsOf(Number(e.count), w.cat(e.category))}`,
  'lb.cards-adjusted': (e, _b, w) => {
    const delta = Number(e.delta);
    return `${w.who(e.player)} ${delta > 0 ? '+' : '−'}${cardsOf(Math.abs(delta), w.cat(e.category))} (correction)`;
  },
  'lb.card-bought': (e, _b, w) =>
    `${w.who(e.buyer)} bought a ${w.cat(e.category)} card from ${w.who(e.seller)} for ${millions(TRADE_PRICE)}`,
  'lb.cards-swapped': (e, _b, w) => `${w.who(e.a)} swapped a ${w.cat(e.aGives)} card for ${w.who(e.b)}'s ${w.cat(e.bGives)} card`,
  'lb.newsflash-settled': (e, _b, w) => `Newsflash drawn by ${w.who(e.drawnBy)}: ${newsflashPayments(e.payments, w)}`,
  'lb.auction-opened': (e) => {
    const cards = readCards(e.cards, 16);
    const note = typeof e.lot === 'string' && e.lot.trim() ? ` (${e.lot.trim()})` : '';
    return `Auction opened: ${cards ? describeCards(cards) : 'Brand cards'} from the board${note}`;
  },
  'lb.auction-bid': (e, _b, w) => `${w.who(e.player)} bid ${w.amount(e.amount)}`,
  // The entry carries the sale.
  'lb.auction-closed': (e, before, w) =>
    saleLine(e.winner === null ? undefined : { player: e.winner, amount: e.amount }, before.auction?.cards, w.players),
  'lb.auction-cancelled': () => `Auction cancelled`,
  'lb.disk-taken': (e, _b, w) => `${w.who(e.player)} took a Takeover disk`,
  'lb.disk-returned': (e, _b, w) => `${w.who(e.player)} put a Takeover disk back`,
  'lb.spun': (e, _b, w) => `${w.who(e.player)} spun ${String(e.value)}${fromTable(e) ? ' (the board’s spinner)' : ''}`,
  'lb.turn-ended': (e, _b, w) => `${w.who(e.player)} ended the turn`,
  // The Apprentice game has no announcement (nothing waits on it): the launch just starts.
  'lb.launch-announced': (e, before, w) =>
    `${w.who(e.player)} ${before.options.rules === 'executive' ? 'announced' : 'started'} a ${launchLine(w, e)} launch`,
  'lb.takeover-spun': (e, before, w) =>
    takeoverSpunLine(e, before, w.after(), (b, l) => takeoverSides(b, l, String(e.challenger)), w.players, launcherOf(e.turn, before)),
  'lb.card-drawn': (e, before, w) => {
    const table = fromTable(e) ? ' from the table’s deck' : '';
    // The drawer is the launcher, the player of the turn the draw was entered in: a draw a merge put
    // where no launch (or another player's) is under way still says whose it was, not "someone".
    const drawer = launcherOf(e.turn, before) ?? before.launch?.player;
    if (drawer === undefined) return `A Risky Business card drawn: ${e.card === 'bust' ? 'BUST' : w.amount(e.card)}${table}`;
    if (e.card !== 'bust') return `${w.who(drawer)} drew ${w.amount(e.card)}${table}`;
    return before.launch?.player === drawer
      ? `${w.who(drawer)} drew BUST${table}: the ${w.cat(before.launch.category)} company is worth nothing`
      : `${w.who(drawer)} drew BUST${table}`;
  },
  'lb.launch-stopped': (e, before, w) => {
    const l = before.launch;
    const launcher = launcherOf(e.turn, before);
    // Refused where the merge put it: what the phone stopped at, not the sum of the launch it met.
    if (launcher !== undefined && Array.isArray(e.draws) && isInvalid(w.after())) {
      const at = e.draws.map((c) => (c === 'bust' ? 'BUST' : w.amount(c))).join(', ');
      return `${w.who(launcher)} stopped the launch at ${at || 'no card'}`;
    }
    if (!l || !l.draws.length) return `Launch stopped`;
    const total = l.draws.reduce<number>((a, b) => a + (b === 'bust' ? 0 : b), 0);
    const sum = `${millions(total)} × ${l.brandCards + l.onTheUp} = ${millions(companyValue(l))}`;
    return `${w.who(l.player)} launched ${launchLine(w, l)}: ${sum}`;
  },
  'lb.launch-cancelled': () => `Launch called off before drawing`
};

/** The player of turn `turn` (a stamp), who alone launches in it; undefined without a stamp. */
const launcherOf = (turn: unknown, state: LbState): string | undefined =>
  typeof turn === 'number' && Number.isInteger(turn) && turn >= 1 ? state.order[(turn - 1) % state.order.length] : undefined;

const hasLegacyWords = (type: string): type is keyof typeof LEGACY_WORDS => Object.hasOwn(LEGACY_WORDS, type);

export function describeLb(event: GameEvent, before: LbState, players: readonly Player[]): string {
  if (!isLbEventType(event.type)) return event.type;
  const words: Words = {
    players,
    who: (id) => nameOf(players, String(id)),
    cat: (id) => (isCategory(id) ? categoryLabel(id) : String(id)),
    amount: (n) => (typeof n === 'number' ? millions(n) : `${String(n)}M`),
    after: () => applyLb(before, event, players)
  };
  const older: Partial<Record<number, Describer<unknown>>> = hasLegacyWords(event.type) ? (LEGACY_WORDS[event.type] ?? {}) : {};
  const describe: Describer<unknown> = older[event.v] ?? WORDS[event.type];
  return describe(event, before, words);
}

/** What happens inside a launch after its announcement: History folds these under the launch. */
const LAUNCH_STEPS: ReadonlySet<string> = new Set(['lb.takeover-spun', 'lb.card-drawn', 'lb.launch-stopped', 'lb.launch-cancelled']);

/**
 * History shows a launch as one line (its newest: the money, the BUST, the takeover or the last
 * card drawn) with its announcement, takeover spins and cards folded under it: a launch with a
 * BUST was 14 lines. Each folded line keeps its own Take back, as before.
 */
export function lbHistoryFold(event: GameEvent): 'opens' | 'joins' | null {
  if (event.type === 'lb.launch-announced') return 'opens';
  return LAUNCH_STEPS.has(event.type) ? 'joins' : null;
}
