/**
 * Everything the result screen shows of a finished game, worked out from its row and its whole
 * log with the game's results part: standings with names and colours, duration, rounds or turns,
 * the date, the chart's figures, the highlights, the breakdown, the BG Stats link and the text to
 * share. Plain TypeScript (no Svelte, no Dexie): the screen loads the data and renders this.
 */
import { bgStatsLink, bgStatsPlay } from '$lib/core/bgstats';
import { seatPersonIds, type Person } from '$lib/core/player-records';
import {
  chartData,
  formatFigure,
  replayForResult,
  resultSummary,
  standingsOf,
  type Breakdown,
  type ChartData,
  type FigureUnit,
  type ResultSummary
} from '$lib/core/results';
import { playersOf, type SessionState } from '$lib/core/log';
import { turnTotals } from '$lib/core/turn-clock';
import { andList } from '$lib/core/text';
import type { GameKind, GameWithResults, LogEntry, Player } from '$lib/core/types';
import { gameInfo } from '$lib/games/catalog';
import { grouped } from '$lib/core/numbers';
import { clockTime, shortDate } from '$lib/time';

export interface ShownStanding {
  player: string;
  name: string;
  color: string;
  figure: number;
  /** "1,020M", "128 points". */
  shown: string;
  rank: number;
  tied: boolean;
  winner: boolean;
  role?: string;
}

export interface TurnTime {
  player: string;
  name: string;
  color: string;
  ms: number;
  turns: number;
}

export interface ResultView {
  kind: GameKind;
  gameName: string;
  players: Player[];
  unit: FigureUnit;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  played: { count: number; word: 'turn' | 'round' };
  standings: ShownStanding[];
  /** "Ana won", "Ana and Ben share the win", or what the game says when nobody at the table won. */
  headline: string;
  note: string | null;
  breakdown: Breakdown | null;
  chart: ChartData;
  highlights: string[];
  bgStatsLink: string;
  shareText: string;
  /** Who took how long, by the turn clock, when the table used it in this game; seating order. */
  turnTimes: TurnTime[] | null;
  /** The row's summary as it should be (stored on rows that had none). */
  summary: ResultSummary;
}

/** Each player's time on the turn clock, or null when it was not used in the game. */
function turnTimesOf(final: SessionState, players: readonly Player[], endedAt: number): TurnTime[] | null {
  const tc = final.turnClock;
  if (!tc) return null;
  const totals = turnTotals(tc, final.clock, endedAt);
  return players.map((p) => ({ player: p.id, name: p.name, color: p.color, ms: totals[p.id] ?? 0, turns: tc.turns[p.id] ?? 0 }));
}

/** "47 min", "1 h 05 min", "under a minute". */
export function durationWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "49 turns", "6 rounds", "1 round". */
export function playedWords(played: { count: number; word: string }): string {
  return `${grouped(played.count)} ${played.word}${played.count === 1 ? '' : 's'}`;
}

/** "10 Jan 2026, 19:00". */
export function playedOn(at: number): string {
  return `${shortDate(at)}, ${clockTime(at)}`;
}

/**
 * "1st", "=2nd" (a shared place); nothing for a game nobody won (a solo game lost): winners are
 * ranked first, so a first place that did not win is that, and "1st" would read as a win.
 */
export function placeWords(rank: number, tied: boolean, winner = true): string {
  if (rank === 1 && !winner) return '';
  const suffix =
    rank % 100 >= 11 && rank % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th');
  return `${tied ? '=' : ''}${rank}${suffix}`;
}

/** A line of the shared text: "1st Ana (Startupper): 58M"; in a game nobody won, "Max (Market Leader): 49M, no win". */
export function standingLine(s: ShownStanding): string {
  const place = placeWords(s.rank, s.tied, s.winner);
  const who = `${s.name}${s.role ? ` (${s.role})` : ''}: ${s.shown}`;
  return place ? `${place} ${who}` : `${who}, no win`;
}

export interface ResultInput {
  record: { id: string; kind: GameKind; players: Player[]; options: Record<string, unknown>; createdAt: number };
  entries: readonly LogEntry[];
  people: readonly Person[];
}

/** The result of a finished game, or null when the game is not over (or has no results part). */
export function resultView<S>(def: GameWithResults<S>, { record, entries, people }: ResultInput): ResultView | null {
  const results = def.results;
  if (!results) return null;
  const replayed = replayForResult(
    def,
    { kind: record.kind, players: record.players, options: record.options, createdAt: record.createdAt },
    entries
  );
  const game = replayed.final.game;
  if (!def.isFinished(game)) return null;
  const summary = resultSummary(def, replayed.final, record.players)!;
  // Named as they stood at the end: a rename mid-game is the name the table knew them by.
  const players = playersOf(replayed.final, record.players);
  const info = gameInfo(record.kind);
  const standings: ShownStanding[] = standingsOf(results, game, players).map((s) => {
    const p = players.find((x) => x.id === s.player)!;
    return { ...s, name: p.name, color: p.color, shown: formatFigure(s.figure, results.unit) };
  });
  const winners = standings.filter((s) => s.winner).map((s) => s.name);
  const note = results.note?.(game, players) ?? null;
  const headline =
    winners.length === 0 ? (note ?? 'Nobody won.') : winners.length === 1 ? `${winners[0]} won` : `${andList(winners)} share the win`;
  const highlights = results.highlights(replayed.steps, players);
  const startPlayer = results.startPlayer(replayed.initial.game);
  const byPlayer = seatPersonIds(players, record.createdAt, people);
  const play = bgStatsPlay({
    kind: record.kind,
    gameName: info.name,
    startedAt: record.createdAt,
    durationMs: summary.durationMs,
    comments: [note, ...highlights].filter(Boolean).join(' ').slice(0, 600),
    standings: summary.standings,
    players,
    startPlayer,
    personIdOf: (id) => byPlayer.get(id) ?? id
  });
  const lines = standings.map(standingLine);
  const shareText = [
    `${info.name}, ${playedOn(record.createdAt)}: ${headline.replace(/\.$/, '')}.`,
    ...lines,
    `${durationWords(summary.durationMs)}, ${playedWords(summary.played)}.`
  ].join('\n');
  return {
    kind: record.kind,
    gameName: info.name,
    players,
    unit: results.unit,
    startedAt: record.createdAt,
    endedAt: summary.endedAt,
    durationMs: summary.durationMs,
    played: summary.played,
    standings,
    headline,
    note,
    breakdown: results.breakdown?.(game, players) ?? null,
    chart: chartData(results, replayed.initial.game, replayed.steps, players),
    highlights,
    bgStatsLink: bgStatsLink(play),
    shareText,
    turnTimes: turnTimesOf(replayed.final, players, summary.endedAt),
    summary
  };
}
