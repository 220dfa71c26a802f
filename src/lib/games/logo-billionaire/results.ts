/**
 * Logo Billionaire's result: millions per player, the winner at a billion, turns played, and the
 * highlights (the biggest launch and every BUST), read from the states before and after each
 * entry. The game's state is read only through the small functions at the top, so a change of
 * its shape re-points them and nothing else. Reads the state's type from ./state only
 * (game-report.ts attaches this part to the game). Pure: no Svelte, Dexie or DOM.
 */
import { andList } from '$lib/core/text';
import { formatFigure, type GameResults, type ResultStep } from '$lib/core/results';
import type { Player } from '$lib/core/types';
import { hasWon } from './rules';
import type { LbState } from './state';

// --- The state, read through these only. ---
const balances = (s: LbState): Record<string, number> => s.balances;
/** Seats in turn order, from the first player. */
const order = (s: LbState): string[] => s.order;
const turnNumber = (s: LbState): number => s.turn.number;
const winner = (s: LbState): string | null => s.winner;
/** The launch that ended last (launched or BUST). */
const lastLaunch = (s: LbState) => s.lastLaunch;
/** The category ids are their labels in lower case ("snacks" → "Snacks"). */
const categoryName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const nameOf = (players: readonly Player[], id: string | null | undefined) => players.find((p) => p.id === id)?.name ?? 'someone';
const m = (value: number) => formatFigure(value, 'millions');

interface EndedLaunch {
  player: string;
  category: string;
  brandCards: number;
  onTheUp: number;
  draws: (number | 'bust')[];
  value: number;
  turn: number;
}

/** Every launch that ended (launched or BUST), in order, with the turn it was made in. */
function endedLaunches(steps: readonly ResultStep<LbState>[]): EndedLaunch[] {
  const ended: EndedLaunch[] = [];
  for (const { before, after } of steps) {
    const l = lastLaunch(after);
    if (!l || l === lastLaunch(before)) continue;
    ended.push({
      player: l.player,
      category: l.category,
      brandCards: l.brandCards,
      onTheUp: l.onTheUp,
      draws: [...l.draws],
      value: l.value,
      turn: turnNumber(before)
    });
  }
  return ended;
}

const company = (l: EndedLaunch) =>
  `${categoryName(l.category)} company (${l.brandCards} ${l.brandCards === 1 ? 'card' : 'cards'}${l.onTheUp ? `, ${l.onTheUp} On The Up` : ''})`;

function lbHighlights(steps: readonly ResultStep<LbState>[], players: readonly Player[]): string[] {
  const launches = endedLaunches(steps);
  const busts = launches.filter((l) => l.draws.includes('bust'));
  const launched = launches.filter((l) => !l.draws.includes('bust'));
  const lines: string[] = [];
  if (launched.length) {
    const best = launched.reduce((a, b) => (b.value > a.value ? b : a));
    const cards = best.draws.filter((d): d is number => d !== 'bust');
    // Brackets round a sum of cards: "(50M + 30M) × 8" is 640M, where "50M + 30M × 8" reads as 290M.
    const sum = cards.length > 1 ? `(${cards.map(m).join(' + ')})` : cards.map(m).join('');
    lines.push(
      `The biggest launch: ${nameOf(players, best.player)}'s ${company(best)} for ${m(best.value)} in turn ${best.turn}: ${sum} × ${best.brandCards + best.onTheUp}.`
    );
  } else lines.push('No company was launched.');
  if (!busts.length) lines.push(launches.length ? 'Nobody went BUST.' : '');
  for (const b of busts) {
    const before = b.draws.filter((d): d is number => d !== 'bust');
    lines.push(
      `${nameOf(players, b.player)} went BUST with a ${company(b)} in turn ${b.turn}, ${before.length ? `after drawing ${andList(before.map(m))}` : 'on the first card'}.`
    );
  }
  return lines.filter(Boolean);
}

export const lbResults: GameResults<LbState> = {
  unit: 'millions',
  figures: (s) => ({ ...balances(s) }),
  winners: (s) => {
    const w = winner(s);
    return w ? [w] : [];
  },
  // A round is every player's turn once.
  roundsDone: (s) => Math.floor((turnNumber(s) - 1) / Math.max(1, order(s).length)),
  played: (s) => ({ count: turnNumber(s), word: 'turn' }),
  chartCaption:
    "Each player's millions at the start, after each round (a round is every player's turn once), and when the billion was reached",
  endLabel: 'A billion',
  startPlayer: (s) => order(s)[0],
  // Nobody was at a billion before the entry that ended the game, so any other player there now
  // passed it with that same entry: the note names them and the tie-break (the richest wins).
  note: (s, players) => {
    const w = winner(s);
    if (!w) return null;
    const others = order(s).filter((id) => id !== w && hasWon(balances(s)[id]));
    if (!others.length) return null;
    const level = others.filter((id) => balances(s)[id] === balances(s)[w]);
    if (level.length === others.length)
      return `${andList(level.map((id) => nameOf(players, id)))} also reached ${m(balances(s)[w])} with the same payment: the rules give the win to the first of them in turn order, ${nameOf(players, w)}.`;
    const richestFirst = [...others].sort((a, b) => balances(s)[b] - balances(s)[a]);
    const named = andList(richestFirst.map((id) => `${nameOf(players, id)} (${m(balances(s)[id])})`));
    const tieBreak = level.length ? ', the first in turn order on equal money' : '';
    return `${named} also passed a billion with the same entry: the richest wins${tieBreak}, ${nameOf(players, w)} with ${m(balances(s)[w])}.`;
  },
  highlights: lbHighlights
};
