/**
 * The result screen's view of a game logged after it was played without the app: its standings,
 * date, duration, BG Stats link and text to share, read from the row's stored result (there is no
 * log, so no chart, breakdown or highlights). The same shape as a played game's view
 * (result-view.ts), so the screen, the shared text and the picture treat both alike.
 * Plain TypeScript (no Svelte, no Dexie).
 */
import { bgStatsLink, bgStatsPlay } from '$lib/core/bgstats';
import { seatPersonIds, type Person } from '$lib/core/player-records';
import { formatFigure, type ResultSummary } from '$lib/core/results';
import { andList } from '$lib/core/text';
import type { GameKind, Player } from '$lib/core/types';
import { gameInfo } from '$lib/games/catalog';
import { durationWords, playedOn, standingLine, type ResultView, type ShownStanding } from './result-view';

export interface LoggedRow {
  id: string;
  kind: GameKind;
  players: Player[];
  createdAt: number;
  result: ResultSummary;
}

export function loggedResultView(record: LoggedRow, people: readonly Person[]): ResultView {
  const { result, players } = record;
  const info = gameInfo(record.kind);
  const standings: ShownStanding[] = result.standings.map((s) => {
    const p = players.find((x) => x.id === s.player);
    return { ...s, name: p?.name ?? '?', color: p?.color ?? '#4b5563', shown: formatFigure(s.figure, result.unit) };
  });
  const winners = standings.filter((s) => s.winner).map((s) => s.name);
  const headline = winners.length === 0 ? 'Nobody won.' : winners.length === 1 ? `${winners[0]} won` : `${andList(winners)} share the win`;
  const byPlayer = seatPersonIds(players, record.createdAt, people);
  const play = bgStatsPlay({
    kind: record.kind,
    gameName: info.name,
    startedAt: record.createdAt,
    durationMs: result.durationMs,
    standings: result.standings,
    players,
    personIdOf: (id) => byPlayer.get(id) ?? id
  });
  const lines = standings.map(standingLine);
  const shareText = [
    `${info.name}, ${playedOn(record.createdAt)}: ${headline.replace(/\.$/, '')}.`,
    ...lines,
    ...(result.durationMs > 0 ? [`${durationWords(result.durationMs)}.`] : [])
  ].join('\n');
  return {
    kind: record.kind,
    gameName: info.name,
    players,
    unit: result.unit,
    startedAt: record.createdAt,
    endedAt: result.endedAt,
    durationMs: result.durationMs,
    played: result.played,
    standings,
    headline,
    note: null,
    breakdown: null,
    chart: { unit: result.unit, caption: 'Final figures', labels: [], series: players.map((p) => ({ player: p.id, values: [] })) },
    highlights: [],
    bgStatsLink: bgStatsLink(play),
    shareText,
    // Played without the app: no turn clock.
    turnTimes: null,
    summary: result
  };
}
