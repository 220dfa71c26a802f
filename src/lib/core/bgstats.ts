/**
 * "Log in BG Stats": the link BG Stats documents for other apps to hand it a finished play
 * (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/):
 * `https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>`. When BG Stats is installed
 * the phone opens it with an import dialog; it matches games and players by the source ids (and
 * the BGG id, where known) and remembers each match, so the ids here must stay the same from one
 * game to the next. Pure: no Svelte, Dexie or DOM.
 */
import type { Standing } from './results';

export const BG_STATS_CREATE_PLAY = 'https://app.bgstatsapp.com/createPlay.html';

export interface BgStatsPlayer {
  name: string;
  score: number;
  rank: number;
  winner: boolean;
  startPlayer: boolean;
  role: string;
  sourcePlayerId: string;
}

export interface BgStatsPlay {
  game: { name: string; bggId?: number; sourceGameId: string; highestWins: boolean; noPoints: boolean };
  playDate: string;
  durationMin: number;
  location: string;
  comments: string;
  players: BgStatsPlayer[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-01-10 19:00:00": BG Stats' playDate, in the phone's local time. */
export function playDate(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Whole minutes, at least 1 for a game that took any time at all. */
export function durationMinutes(ms: number): number {
  return ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : 0;
}

/** BG Stats' id for one of the three games: the same for every play of it. */
export function sourceGameId(kind: string): string {
  return `boardroom-${kind}`;
}

/**
 * BG Stats' id for a person: a hash of the key the person was first remembered by (it stays the
 * same when they are renamed, see player-records.ts), so BG Stats matches them to the same player next time.
 */
export function sourcePlayerId(personId: string): string {
  // FNV-1a, 32 bits: short, stable across devices and versions, no library.
  let hash = 0x811c9dc5;
  for (const ch of personId.normalize('NFC')) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `boardroom-player-${hash.toString(36)}`;
}

export interface PlayInput {
  kind: string;
  gameName: string;
  bggId?: number;
  /** When the game began (ms since the epoch). */
  startedAt: number;
  durationMs: number;
  location?: string;
  comments?: string;
  /** The finished game's standings (every scored player). */
  standings: readonly Standing[];
  players: readonly { id: string; name: string }[];
  /** The player who played first, if any of the scored players did. */
  startPlayer?: string;
  /** The stable person id of each player (see sourcePlayerId). */
  personIdOf: (playerId: string) => string;
}

/** The play as BG Stats reads it: every scored player with their score, rank (ties shared), winner and role. */
export function bgStatsPlay(input: PlayInput): BgStatsPlay {
  const nameOf = (id: string) => input.players.find((p) => p.id === id)?.name ?? id;
  return {
    game: {
      name: input.gameName,
      ...(input.bggId ? { bggId: input.bggId } : {}),
      sourceGameId: sourceGameId(input.kind),
      highestWins: true,
      noPoints: false
    },
    playDate: playDate(input.startedAt),
    durationMin: durationMinutes(input.durationMs),
    location: input.location ?? '',
    comments: input.comments ?? '',
    players: input.standings.map((s) => ({
      name: nameOf(s.player),
      score: s.figure,
      rank: s.rank,
      winner: s.winner,
      startPlayer: s.player === input.startPlayer,
      role: s.role ?? '',
      sourcePlayerId: sourcePlayerId(input.personIdOf(s.player))
    }))
  };
}

/** The createPlay link: the play as URL-encoded JSON in `data`. */
export function bgStatsLink(play: BgStatsPlay): string {
  return `${BG_STATS_CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(play))}`;
}

/** Reads a createPlay link back (for tests and for checking a link before it is shown). */
export function readBgStatsLink(link: string): BgStatsPlay | null {
  try {
    const url = new URL(link);
    if (`${url.origin}${url.pathname}` !== BG_STATS_CREATE_PLAY) return null;
    const data = url.searchParams.get('data');
    return data ? (JSON.parse(data) as BgStatsPlay) : null;
  } catch {
    return null;
  }
}

/** BG Stats' comments are kept short: the table's own note first, then the app's highlights. */
export const COMMENTS_MAX = 1000;

/**
 * The play with where it was played and the table's note (typed after the game, on any game): the
 * note comes before the comments the app wrote, so it survives the cut to COMMENTS_MAX.
 */
export function withPlayDetails(play: BgStatsPlay, details: { location: string; note: string }): BgStatsPlay {
  const comments = [details.note.trim(), play.comments].filter(Boolean).join(' — ');
  return { ...play, location: details.location.trim(), comments: comments.slice(0, COMMENTS_MAX) };
}
