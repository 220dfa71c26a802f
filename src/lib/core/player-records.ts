/**
 * Players' records from the finished games on this phone: per person, games played and won per
 * game, best and average final figure, last played, and their games. Built from session rows
 * and their result summaries only (no log is folded), so that it is quick with hundreds of games.
 *
 * Who is who: a player is the remembered name they played under, compared without case. When a
 * remembered player is renamed, their old name is kept as a former name with the time of the
 * rename: games played under it before then count for the new name, and someone who plays under
 * the old name later is someone else. A seat left as "Player n" is nobody's record. Pure: no Svelte, Dexie or DOM.
 */
import { isDefaultName } from './players';
import { formatFigure, type FigureUnit, type ResultSummary } from './results';
import type { GameKind, Player } from './types';

/** A remembered person, as the names store keeps them. */
export interface Person {
  /** The lower-case name they are remembered by now. */
  key: string;
  name: string;
  color?: string;
  /** The key they were first remembered by: their stable id (BG Stats' source id is made from it). */
  id?: string;
  /** Names they had before a rename, each until the moment of that rename. */
  formerly?: { key: string; until: number }[];
}

/** A finished session row as the records read it. */
export interface RecordRow {
  id: string;
  kind: GameKind;
  players: readonly Player[];
  createdAt: number;
  result: ResultSummary;
}

export const personKey = (name: string): string => name.trim().toLocaleLowerCase();

/** The stable id of a person (the key they were first remembered by). */
export const personId = (person: Pick<Person, 'key' | 'id'>): string => person.id ?? person.key;

/**
 * Who played under `name` in a game begun at `playedAt`: the person who had that name then (a
 * former name counts up to its rename), else whoever has it now, else a person of that name.
 */
export function resolvePerson(name: string, playedAt: number, people: readonly Person[] | FormerNames): string {
  const key = personKey(name);
  const former = people instanceof Map ? people : formerNames(people);
  let best: { key: string; until: number } | null = null;
  // The earliest rename after the game: a name renamed twice belongs to whoever had it then.
  for (const f of former.get(key) ?? []) if (playedAt <= f.until && (!best || f.until < best.until)) best = f;
  return best?.key ?? key;
}

/**
 * The person behind each seat (player id → BG Stats' stable id), by the name played under when the
 * game began, renames included. A seat left as "Player n" is nobody in particular: its id is of
 * that game alone, so BG Stats does not make one person of every game's "Player 1".
 */
export function seatPersonIds(
  players: readonly { id: string; name: string }[],
  playedAt: number,
  people: readonly Person[]
): Map<string, string> {
  return new Map(
    players.map((p) => {
      if (isDefaultName(p.name)) return [p.id, `${personKey(p.name)}@${playedAt}`];
      const key = resolvePerson(p.name, playedAt, people);
      const person = people.find((x) => x.key === key);
      return [p.id, person ? personId(person) : key];
    })
  );
}

/** Former names, each with who has it now and until when: built once for a whole list of games. */
export type FormerNames = Map<string, { key: string; until: number }[]>;

export function formerNames(people: readonly Person[]): FormerNames {
  const map: FormerNames = new Map();
  for (const p of people) for (const f of p.formerly ?? []) map.set(f.key, [...(map.get(f.key) ?? []), { key: p.key, until: f.until }]);
  return map;
}

export interface RecordGame {
  id: string;
  kind: GameKind;
  playedAt: number;
  endedAt: number;
  /** The name the person played under in that game. */
  playedAs: string;
  figure: number;
  unit: FigureUnit;
  rank: number;
  tied: boolean;
  winner: boolean;
  role?: string;
  /** Everyone in that game, best first (see gameLine). */
  everyone: { name: string; figure: number }[];
}

/** "Ana 1,020M · Ben 450M": everyone in a game, best first. Made when shown, not for every game read. */
export function gameLine(game: Pick<RecordGame, 'everyone' | 'unit'>): string {
  return game.everyone.map((e) => `${e.name} ${formatFigure(e.figure, game.unit)}`).join(' · ');
}

export interface GameRecord {
  kind: GameKind;
  unit: FigureUnit;
  played: number;
  won: number;
  best: number;
  /** The mean final figure, to one decimal place. */
  average: number;
  lastPlayed: number;
}

export interface PlayerRecord {
  key: string;
  /** The stable id (see Person.id). */
  id: string;
  name: string;
  color?: string;
  played: number;
  won: number;
  lastPlayed: number;
  byGame: GameRecord[];
  /** Newest first. */
  games: RecordGame[];
}

/**
 * Every person who finished a game here, most recently played first (names in a tie); each
 * person's games by kind in `gameOrder` (the order the app lists the games in).
 */
export function buildRecords(rows: readonly RecordRow[], people: readonly Person[], gameOrder: readonly GameKind[]): PlayerRecord[] {
  const byKey = new Map(people.map((p) => [p.key, p]));
  const former = formerNames(people);
  const records = new Map<string, { person: Person; games: RecordGame[] }>();
  for (const row of rows) {
    const nameOf = (id: string) => row.players.find((p) => p.id === id)?.name ?? '?';
    const everyone = row.result.standings.map((s) => ({ name: nameOf(s.player), figure: s.figure }));
    for (const s of row.result.standings) {
      const player = row.players.find((p) => p.id === s.player);
      // "Player n" (a one-tap start never renamed) is nobody's record: every game's "Player 1" is someone else.
      if (!player || isDefaultName(player.name)) continue;
      const key = resolvePerson(player.name, row.createdAt, former);
      const person = byKey.get(key) ?? { key, name: player.name, color: player.color };
      const entry = records.get(key) ?? { person, games: [] };
      entry.games.push({
        id: row.id,
        kind: row.kind,
        playedAt: row.createdAt,
        endedAt: row.result.endedAt,
        playedAs: player.name,
        figure: s.figure,
        unit: row.result.unit,
        rank: s.rank,
        tied: s.tied,
        winner: s.winner,
        ...(s.role ? { role: s.role } : {}),
        everyone
      });
      records.set(key, entry);
    }
  }
  const out: PlayerRecord[] = [];
  for (const [key, { person, games }] of records) {
    games.sort((a, b) => b.endedAt - a.endedAt);
    // A person known only from games (not remembered): the name of their latest game.
    const name = byKey.has(key) ? person.name : games[0].playedAs;
    const byGame = gameOrder.flatMap((kind): GameRecord[] => {
      const of = games.filter((g) => g.kind === kind);
      if (!of.length) return [];
      const figures = of.map((g) => g.figure);
      return [
        {
          kind,
          unit: of[0].unit,
          played: of.length,
          won: of.filter((g) => g.winner).length,
          best: Math.max(...figures),
          average: Math.round((figures.reduce((a, b) => a + b, 0) / figures.length) * 10) / 10,
          lastPlayed: Math.max(...of.map((g) => g.endedAt))
        }
      ];
    });
    out.push({
      key,
      id: byKey.has(key) ? (person.id ?? person.key) : key,
      name,
      ...(person.color ? { color: person.color } : {}),
      played: games.length,
      won: games.filter((g) => g.winner).length,
      lastPlayed: games[0].endedAt,
      byGame,
      games
    });
  }
  return out.sort((a, b) => b.lastPlayed - a.lastPlayed || a.name.localeCompare(b.name));
}

/**
 * The names store after renaming `from` (a key) to `name`: the person keeps their colour and id
 * and gains the old name as a former name until `at`. Renaming to a name someone is already
 * remembered by joins the two records under that name (its colour and id stay). Returns the rows
 * to delete and to write; null when the name is the same.
 */
export function renamedPeople(
  from: Person,
  name: string,
  existing: Person | undefined,
  at: number
): { remove: string[]; put: Person } | null {
  const to = personKey(name);
  const trimmed = name.trim();
  if (to === from.key) return trimmed === from.name ? null : { remove: [], put: { ...from, name: trimmed } };
  const formerly = [...(existing?.formerly ?? []), ...(from.formerly ?? []), { key: from.key, until: at }];
  const base = existing ?? { key: to, name: trimmed, id: personId(from), ...(from.color ? { color: from.color } : {}) };
  return { remove: [from.key], put: { ...from, ...base, key: to, name: trimmed, id: personId(base), formerly } };
}
