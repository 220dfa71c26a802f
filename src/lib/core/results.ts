/**
 * A finished game's result, whatever the game: the standings (ranks, ties, winners by the game's
 * own rules), the log replayed entry by entry for the chart and the highlights, and the summary
 * kept on the session row for the players' records. Each game says what counts through its
 * optional `results` part (GameResults, in src/lib/games/<game>/results.ts). Pure functions over
 * plain data: no Svelte, Dexie or DOM.
 */
import { applyEntry, initialSessionState, isControl, undoneSeqs, type SessionState } from './log';
import { elapsedMs } from './clock';
import {
  isInvalid,
  type FigureUnit,
  type GameWithResults,
  type GameResults,
  type LogEntry,
  type Player,
  type ResultStep,
  type SessionConfig
} from './types';
import { figure } from './text';

// The result part's types live with the game definition's (types.ts), which names them.
export type { Breakdown, FigureUnit, GameResults, ResultStep } from './types';

/** "1,020M", "128 points", "1 point". */
export function formatFigure(value: number, unit: FigureUnit): string {
  return unit === 'millions' ? `${figure(value, 1)}M` : `${figure(value, 1)} ${Math.abs(value) === 1 ? 'point' : 'points'}`;
}

export interface Standing {
  player: string;
  figure: number;
  /** 1 for the best; players level with each other share a rank (1, 1, 3). */
  rank: number;
  /** True when another player has the same rank. */
  tied: boolean;
  winner: boolean;
  role?: string;
}

/**
 * Ranks players: the winners first (the game's rules decided them), then by figure, highest first.
 * A player's rank is one more than the number of players ahead of them, so equal figures share a
 * rank and the next rank is skipped (1, 1, 3). Ties keep the seating order.
 */
export function rankStandings(entries: readonly { player: string; figure: number; winner: boolean; role?: string }[]): Standing[] {
  const ahead = (b: { figure: number; winner: boolean }, a: { figure: number; winner: boolean }) =>
    (b.winner && !a.winner) || (b.winner === a.winner && b.figure > a.figure);
  const ranked = entries.map((e) => ({ ...e, rank: 1 + entries.filter((o) => ahead(o, e)).length }));
  const withTies = ranked.map((e) => ({ ...e, tied: ranked.some((o) => o !== e && o.rank === e.rank) }));
  return withTies
    .map((e, seat) => ({ e, seat }))
    .sort((a, b) => a.e.rank - b.e.rank || a.seat - b.seat)
    .map(({ e }) => {
      const { role, ...rest } = e;
      return role ? { ...rest, role } : rest;
    });
}

/** The standings of a finished game, by its results part. */
export function standingsOf<S>(results: GameResults<S>, state: S, players: readonly Player[]): Standing[] {
  const figures = results.figures(state, players);
  const winners = new Set(results.winners(state, players));
  return rankStandings(
    players
      .filter((p) => Object.hasOwn(figures, p.id))
      .map((p) => {
        const role = results.role?.(state, p.id);
        return { player: p.id, figure: figures[p.id], winner: winners.has(p.id), ...(role ? { role } : {}) };
      })
  );
}

/**
 * What the players' records need of a finished game, kept on its session row (written with the
 * row, so that the Players screen reads rows and never folds a log).
 */
export interface ResultSummary {
  v: 1;
  unit: FigureUnit;
  /** The play clock's final time. */
  durationMs: number;
  /** When the game ended: the time of the tap that finished it. */
  endedAt: number;
  played: { count: number; word: 'turn' | 'round' };
  standings: Standing[];
}

/** The summary of a finished session state, or null when the game has no results part or is not over. */
export function resultSummary<S>(def: GameWithResults<S>, state: SessionState<S>, players: readonly Player[]): ResultSummary | null {
  const results = def.results;
  if (!results || !def.isFinished(state.game)) return null;
  return {
    v: 1,
    unit: results.unit,
    durationMs: elapsedMs(state.clock, state.clock.lastTapAt ?? 0),
    endedAt: state.clock.lastTapAt ?? state.clock.since ?? 0,
    played: results.played(state.game),
    standings: standingsOf(results, state.game, players)
  };
}

/** Checks a stored or imported summary's shape (rows come from older versions and from files). */
export function isResultSummary(value: unknown): value is ResultSummary {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ResultSummary>;
  const num = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  return (
    v.v === 1 &&
    (v.unit === 'millions' || v.unit === 'points') &&
    num(v.durationMs) &&
    num(v.endedAt) &&
    typeof v.played === 'object' &&
    v.played !== null &&
    num(v.played.count) &&
    (v.played.word === 'turn' || v.played.word === 'round') &&
    Array.isArray(v.standings) &&
    v.standings.length <= 6 &&
    v.standings.every(
      (s) =>
        typeof s === 'object' &&
        s !== null &&
        typeof s.player === 'string' &&
        num(s.figure) &&
        num(s.rank) &&
        typeof s.tied === 'boolean' &&
        typeof s.winner === 'boolean' &&
        (s.role === undefined || typeof s.role === 'string')
    )
  );
}

export interface ReplayedGame<S> {
  initial: SessionState<S>;
  final: SessionState<S>;
  /** Every applied entry that changed the game (clock marks, table tools and undone entries are not steps). */
  steps: ResultStep<S>[];
}

/**
 * Replays a whole log from the session's setup, keeping each applied entry's states before and
 * after: the chart and the highlights are drawn from these, so undone entries are left out as
 * they are left out of the state. Entries the rules refuse (a damaged log) are skipped, as the
 * fold skips them.
 */
export function replayForResult<S>(
  def: GameWithResults<S>,
  config: SessionConfig & { createdAt: number },
  entries: readonly LogEntry[]
): ReplayedGame<S> {
  const initial = initialSessionState(def, config, config.createdAt);
  const undone = undoneSeqs(entries);
  const steps: ResultStep<S>[] = [];
  let state = initial;
  for (const entry of entries) {
    if (isControl(entry.event) || undone.has(entry.seq)) continue;
    const next = applyEntry(def, state, entry, config.players);
    if (isInvalid(next)) continue;
    if (next.game !== state.game) steps.push({ seq: entry.seq, at: entry.at, event: entry.event, before: state.game, after: next.game });
    state = next;
  }
  return { initial, final: state, steps };
}

export interface ChartSeries {
  player: string;
  values: number[];
}

export interface ChartData {
  unit: FigureUnit;
  caption: string;
  /** One per point: "Start", "Round 1", …, and the end. */
  labels: string[];
  /** One per scored player, by standing at the end: the winner first, a tie in seating order. */
  series: ChartSeries[];
}

/**
 * Each scored player's headline figure over the game: at the start, after each complete round,
 * and at the end (the finishing entry's state, after the last round's figures when the game ends
 * with a scoring of its own).
 */
export function chartData<S>(results: GameResults<S>, initial: S, steps: readonly ResultStep<S>[], players: readonly Player[]): ChartData {
  // The legend reads as the result does: by standing at the end, the winner first (a tie in seating order).
  const scored = standingsOf(results, steps.length ? steps[steps.length - 1].after : initial, players).map((s) => s.player);
  const labels: string[] = [];
  const series: ChartSeries[] = scored.map((player) => ({ player, values: [] }));
  const point = (label: string, state: S) => {
    const figures = results.figures(state, players);
    labels.push(label);
    for (const s of series) s.values.push(figures[s.player] ?? 0);
  };
  point('Start', initial);
  let rounds = results.roundsDone(initial);
  for (const [i, step] of steps.entries()) {
    const last = i === steps.length - 1;
    const done = results.roundsDone(step.after);
    if (last && results.finalScoring) {
      if (done > rounds) point(`Round ${done}`, step.before);
      point(results.endLabel, step.after);
      rounds = done;
      continue;
    }
    if (done > rounds) {
      point(`Round ${done}`, step.after);
      rounds = done;
    } else if (last) point(results.endLabel, step.after);
  }
  return { unit: results.unit, caption: results.chartCaption, labels, series };
}
