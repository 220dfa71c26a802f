/**
 * A game logged after it was played without the app ("Log a finished game"): the form's text read
 * into the players and the result summary kept on a session row with no log, so that the players'
 * records and the BG Stats link count it as any game played here; and the check a logged row from
 * a backup file goes through. The figures are as the table entered them: no rules are applied.
 * Pure: no Svelte, Dexie or DOM.
 */
import { parseAmount } from './numbers';
import { playDetailsProblems } from './play-details';
import { freeColor, nameProblem } from './players';
import { formatFigure, isResultSummary, rankStandings, type FigureUnit, type ResultSummary } from './results';
import { andList } from './text';
import type { Player } from './types';

/** A longer figure than this is a typing slip (Logo Billionaire ends at 1,000M). */
export const LOGGED_FIGURE_MAX = 1_000_000;
/** Two days: a longer game is a slip in the minutes. */
export const LOGGED_MINUTES_MAX = 48 * 60;

export interface LoggedPlayForm {
  /** "2026-01-10T19:00", as an `<input type="datetime-local">` gives it: when the game began, local time. */
  startedAt: string;
  /** Whole minutes, or empty when nobody knows. */
  minutes: string;
  players: { name: string; figure: string; won: boolean; color?: string }[];
  location: string;
  note: string;
}

export interface LoggedPlay {
  players: Player[];
  createdAt: number;
  result: ResultSummary;
  location: string;
  note: string;
  /** The list's line for the game: "Ana won · Ana 1,020M · Ben 450M". */
  standing: string;
}

export interface LoggedPlayRules {
  unit: FigureUnit;
  minPlayers: number;
  maxPlayers: number;
  now: number;
}

/** What is wrong with each part of the form, by field: `players` for the line-up, `name-2`, `figure-0`, `startedAt`, … */
export type LoggedPlayProblems = Record<string, string>;

/** "2026-01-10T19:00" in the phone's local time, or null when it is not such a date. */
export function parseLocalDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hours, minutes, seconds] = m.slice(1).map((p) => Number(p ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // Reject dates the Date constructor rolls over (31 February → 3 March).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hours) return null;
  return date.getTime();
}

/** The value an `<input type="datetime-local">` shows for a time: "2026-01-10T19:00" (local). */
export function localDateTimeValue(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * Reads the form. Winners are the players ticked; with nobody ticked, the highest figure wins
 * (players level on it share the win). Returns the play or every problem found.
 */
export function readLoggedPlay(
  form: LoggedPlayForm,
  rules: LoggedPlayRules
): { ok: true; play: LoggedPlay } | { ok: false; problems: LoggedPlayProblems } {
  const problems: LoggedPlayProblems = {};
  const rows = form.players;
  const { minPlayers: min, maxPlayers: max } = rules;
  if (rows.length < min || rows.length > max)
    problems.players = min === max ? `This game has ${min} players.` : `This game takes ${min} to ${max} players.`;
  const figures = rows.map((row, i) => {
    const name = nameProblem(
      row.name,
      rows.slice(0, i).map((r) => r.name)
    );
    if (name) problems[`name-${i}`] = name;
    const parsed = parseAmount(row.figure, { allowZero: true, allowNegative: true, max: LOGGED_FIGURE_MAX });
    if (!parsed.ok) problems[`figure-${i}`] = parsed.problem;
    return parsed.ok ? parsed.value : 0;
  });
  const startedAt = parseLocalDateTime(form.startedAt);
  if (startedAt === null) problems.startedAt = 'Enter the date and the time the game began.';
  let minutes = 0;
  if (form.minutes.trim() !== '') {
    const parsed = parseAmount(form.minutes, { allowZero: true, max: LOGGED_MINUTES_MAX });
    if (parsed.ok) minutes = parsed.value;
    else problems.minutes = parsed.problem;
  }
  if (startedAt !== null && startedAt > rules.now) problems.startedAt = 'That is later than now: log a game once it is over.';
  const details = playDetailsProblems(form);
  if (details.location) problems.location = details.location;
  if (details.note) problems.note = details.note;
  if (Object.keys(problems).length || startedAt === null) return { ok: false, problems };

  const taken: string[] = [];
  const players: Player[] = rows.map((row, i) => {
    const color = freeColor(taken, row.color);
    taken.push(color);
    return { id: `p${i + 1}`, name: row.name.trim(), color };
  });
  const top = Math.max(...figures);
  const ticked = rows.some((r) => r.won);
  const standings = rankStandings(
    players.map((p, i) => ({ player: p.id, figure: figures[i], winner: ticked ? rows[i].won : figures[i] === top }))
  );
  const durationMs = minutes * 60_000;
  const result: ResultSummary = {
    v: 1,
    unit: rules.unit,
    durationMs,
    // A start time typed a little late must not put the game's end after now (the lists sort by it).
    endedAt: Math.min(startedAt + durationMs, rules.now),
    // Nobody counted the rounds of a game played without the app: 0 says "not known".
    played: { count: 0, word: 'round' },
    standings
  };
  const [location, note] = [form.location.trim(), form.note.trim()];
  return { ok: true, play: { players, createdAt: startedAt, result, location, note, standing: loggedStanding(players, result) } };
}

/** "Ana won · Ana 1,020M · Ben 450M": the line the list of games shows for a logged game. */
export function loggedStanding(players: readonly Player[], result: ResultSummary): string {
  const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? '?';
  const winners = result.standings.filter((s) => s.winner).map((s) => nameOf(s.player));
  const head = winners.length === 0 ? 'Nobody won' : winners.length === 1 ? `${winners[0]} won` : `${andList(winners)} share the win`;
  return [head, ...result.standings.map((s) => `${nameOf(s.player)} ${formatFigure(s.figure, result.unit)}`)].join(' · ');
}

/**
 * The problem with a logged row read from a backup file, or null: a finished row with no log, a
 * result every scored player of which is in the line-up, and a line for the list. Its result is
 * kept as it is (there is no log to work it out again from).
 */
export function loggedRowProblem(
  row: { lastSeq: unknown; status: unknown; result?: unknown; players: readonly Player[]; logged?: unknown },
  events: number
): string | null {
  if (row.logged !== true) return 'it is marked as logged in an unknown way';
  if (row.lastSeq !== 0 || events !== 0) return 'a game logged after it was played has no events, but this one has some';
  if (row.status !== 'finished') return 'a game logged after it was played is finished, but this one is not';
  if (!isResultSummary(row.result) || row.result.standings.length === 0) return 'it has no valid result';
  const ids = new Set(row.players.map((p) => p.id));
  const scored = row.result.standings.map((s) => s.player);
  if (scored.some((id) => !ids.has(id)) || new Set(scored).size !== scored.length) return 'its result names players who are not in it';
  return null;
}
