/**
 * A table that follows each Worker turn, as the sheets see it: the session whose dispatch ends the
 * Worker turn an entry belongs to (withWorkerTurn), and whose action the next board entry is. The
 * rule (sheet-view.ts): once an entry of X's own ended X's turn (a card paid for), further board entries
 * (its cubes, a lower slot's Social Hype) are part of X's action; once a board entry ended it, the
 * next board entry is the next Worker's. The sheets' line says which it is and turns it round in
 * one tap (a card's second cube; a next Worker whose action is on the board only). What is kept
 * here is screen memory for this Operations turn: it lapses as soon as a turn ends any other way
 * (Turn done, Undo, another phone), and nothing of it is stored. No rules here.
 */
import type { GameEvent } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { boardEntryTurn, partOfAfter, withWorkerTurn } from '$lib/games/disrupt/sheet-view';
import type { DisruptState } from '$lib/games/disrupt/state';
import type { Role } from '$lib/games/disrupt/scoring';

/** Where the game's turns stand: a memory of whose action goes on is good for this one only. */
const turnKey = (game: DisruptState) => `${game.round}:${game.phase}:${game.turnsEnded ?? 0}`;

export class TurnFollow {
  /** Whose action goes on, the turn it is good for, and whether a board entry was made as part of it. */
  #carried = $state<{ role: Role; at: string; used: boolean } | null>(null);
  readonly #session: OpenSession;
  readonly #following: () => boolean;

  constructor(session: OpenSession, following: () => boolean) {
    this.#session = session;
    this.#following = following;
  }

  get #game(): DisruptState {
    return this.#session.state.game as DisruptState;
  }

  get following(): boolean {
    return this.#following();
  }

  /** The player whose action board entries are still part of, for the turn as it stands now. */
  get partOf(): Role | null {
    const c = this.#carried;
    return c && c.at === turnKey(this.#game) ? c.role : null;
  }

  /** The sheets' line: whose turn a board entry here ends, or whose action it is still part of. */
  get line(): ReturnType<typeof boardEntryTurn> {
    return this.following ? boardEntryTurn(this.#game, this.partOf) : null;
  }

  /** The one tap that says which it is: `role`'s action goes on (a board entry is theirs), or null: the next Worker's turn. */
  setPartOf(role: Role | null): void {
    this.#carried = role ? { role, at: turnKey(this.#game), used: false } : null;
  }

  /**
   * A board sheet closed: once a board entry was made in it as part of the last player's action,
   * that action is over (the sheet is closed when a Worker's action is done), and the next board
   * entry is the next Worker's.
   */
  boardSheetClosed(): void {
    if (this.#carried?.used) this.#carried = null;
  }

  async dispatch(events: GameEvent | GameEvent[]) {
    if (!this.following) return this.#session.dispatch(events);
    const partOf = this.partOf;
    const entries = [events].flat();
    const gesture = withWorkerTurn(this.#game, entries, partOf);
    // A board entry kept in the last player's action (without it, it would have ended the turn).
    const kept = partOf !== null && withWorkerTurn(this.#game, entries).length > gesture.length;
    const result = await this.#session.dispatch(gesture);
    if (!result.ok) return result;
    if (gesture.some((e) => e.type === 'disrupt.turn-ended')) this.setPartOf(partOfAfter(gesture, partOf));
    else if (kept && this.#carried) this.#carried.used = true;
    return result;
  }
}

const follows = new WeakMap<OpenSession, TurnFollow>();

/** The TurnFollow behind a session made by followingTurns (null for the session itself). */
export const turnFollowOf = (session: OpenSession): TurnFollow | null => follows.get(session) ?? null;

/**
 * The session as the sheets see it: while `following()` holds, what a sheet dispatches goes
 * through TurnFollow.dispatch. Everything else is the session itself (read and called on it, not on
 * the proxy: its reactive fields are private to the instance).
 */
export function followingTurns(session: OpenSession, following: () => boolean): OpenSession {
  const follow = new TurnFollow(session, following);
  const dispatch = (events: GameEvent | GameEvent[]) => follow.dispatch(events);
  const table = new Proxy(session, {
    get: (target, key) => {
      if (key === 'dispatch') return dispatch;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, key, value) => Reflect.set(target, key, value, target)
  });
  follows.set(table, follow);
  return table;
}
