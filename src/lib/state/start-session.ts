/**
 * Creates a session from a setup form: players from the rows (trimmed names, a seat left empty
 * playing as "Player n", ids p1…), the game's options, persistent storage asked for with the first
 * game. Returns the id or the reason.
 */
import type { GameEvent, GameKind, Player } from '$lib/core/types';
import { SessionStore } from '$lib/db/session-store';
import { countSessions, createSession } from '$lib/db/sessions';
import { withDefaultNames } from '$lib/core/players';
import { loadGame } from '$lib/games/registry';
import { requestPersistence } from '$lib/pwa/storage';
import { markHasGames } from './data-marker';

export async function startSession(
  kind: GameKind,
  rows: readonly { name: string; color: string }[],
  options: (players: Player[]) => Record<string, unknown>,
  /** Results of chance from the setup screen (a die roll for starting resources), logged as the first gesture. */
  firstEvents: (players: Player[]) => GameEvent[] = () => []
): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  try {
    const names = withDefaultNames(rows.map((r) => r.name));
    const players: Player[] = rows.map((r, i) => ({ id: `p${i + 1}`, name: names[i].trim(), color: r.color }));
    const def = await loadGame(kind);
    const first = (await countSessions()) === 0;
    const record = await createSession(def, { kind, players, options: options(players) });
    markHasGames();
    const events = firstEvents(players);
    if (events.length) {
      const store = await SessionStore.open(record.id, def);
      const logged = await store?.dispatch(events);
      if (logged && !logged.ok) return { ok: false, reason: `The game was created but its setup rolls were not logged: ${logged.reason}` };
    }
    // Asked once, with the first game: a persisted origin is not evicted when the phone runs low.
    if (first) void requestPersistence();
    return { ok: true, id: record.id };
  } catch (error) {
    return { ok: false, reason: `The game could not be created (${(error as Error).message}). Nothing was saved.` };
  }
}
