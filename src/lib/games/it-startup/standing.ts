/**
 * How an IT Startup game stands, for the list of games (stored on the session row at each tap).
 * Reads, never changes a state. Pure: no Svelte, Dexie or DOM.
 */
import { grouped } from '$lib/core/numbers';
import { finalLine, leadLine, turnOf } from '$lib/core/standing';
import { andList } from '$lib/core/text';
import type { Player } from '$lib/core/types';
import { currentPlayer, type ItState } from './state';

/**
 * "Round 3, Pat's turn, Mat leads with 24 points (6 ahead)"; a tie over the target says who plays
 * the extra turn; once won, "Mat won with 130 points · Pat 121 points".
 */
export function itStanding(state: ItState, players: readonly Player[]): string {
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? 'someone';
  const points = (n: number) => `${grouped(n)} ${n === 1 ? 'point' : 'points'}`;
  const figures = state.order.map((id) => ({ name: name(id), value: state.points[id] ?? 0 }));
  if (state.outcome.state === 'won') return finalLine([name(state.outcome.winner)], figures, points);
  const round = `Round ${Math.min(...Object.values(state.turnsDone)) + 1}`;
  const tie =
    state.outcome.state === 'extra-turn' ? ` · a tie over the target: another turn for ${andList(state.outcome.tied.map(name))}` : '';
  return `${round}, ${turnOf(name(currentPlayer(state)))}, ${leadLine(figures, points)}${tie}`;
}
