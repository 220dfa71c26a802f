/**
 * A table that follows each Worker turn, as the sheets see it: the session whose dispatch ends the
 * Worker turn an entry belongs to (withWorkerTurn), and whose action the next board entry is. The
 * rule (sheet-view.ts's partOfAfter): once a board entry ended X's turn, a card's further cubes in
 * that sheet are part of X's action until the sheet closes; once X paid for a card, the card's cubes
 * in the board sheet opened next are too; once X bought a Share at the Buy location, X's further
 * buys until the Market sheet closes; once another entry of X's own ended it, the next board entry
 * is the next Worker's unless the sheets' line is tapped to say it is X's. X's own sheet keeps X's
 * entries in X's action (a card paid for after its cube ended the turn) unless its line is tapped to
 * say they are of the turn under way (ownEntryTurn).
 * What is kept here is screen memory for the Worker turn it was said in: it lapses as soon as that
 * turn is no longer the one under way (an entry ends it, Turn done, Undo, another phone); an entry
 * kept in X's action says so in the log (its `partOf`). No rules here.
 */
import type { GameEvent } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { boardEntryTurn, ownEntryTurn, partOfAfter, soloRoundStart, withWorkerTurn, type Carry } from '$lib/games/disrupt/sheet-view';
import type { DisruptState } from '$lib/games/disrupt/state';
import { operationsTurn } from '$lib/games/disrupt/queries';
import type { Role } from '$lib/games/disrupt/scoring';

/** Where the game's turns stand: a memory of whose action goes on is good for this one only. */
const turnKey = (game: DisruptState) => `${game.round}:${game.phase}:${game.turnsEnded ?? 0}`;

export class TurnFollow {
  /** Whose action goes on and what more of it a sheet takes (Carry), and the turn it is good for. */
  #carried = $state<{ carry: Carry; at: string } | null>(null);
  /** The Worker turn the last gesture ended by itself (no Turn done), while the game is still where it left it. */
  #ended = $state<{ role: Role; worker: number; seq: number | undefined } | null>(null);
  /** What the table said in a player's sheet of their entries: kept in their action or not, and the turn it is good for. */
  #own = $state<{ role: Role; keep: boolean; at: string } | null>(null);
  /** Solo: the round start at which the table said the player's first Worker has begun (soloRoundStart). */
  #workerBegun = $state<string | null>(null);
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

  /** The player whose action goes on, and what more of it a sheet takes, for the turn as it stands now. */
  get partOf(): Carry | null {
    const c = this.#carried;
    return c && c.at === turnKey(this.#game) ? c.carry : null;
  }

  /** Solo's round start, until the table says the first Worker has begun: a board entry is the opponent's card. */
  get opponentCard(): boolean {
    return soloRoundStart(this.#game) && this.#workerBegun !== turnKey(this.#game);
  }

  /** The one tap on the sheets' line at solo's round start: the opponent's card is done, the player's first Worker begins. */
  workerBegins(): void {
    this.#workerBegun = turnKey(this.#game);
  }

  /** The sheets' line: whose turn a board entry here ends, or whose action it is still part of. */
  get line(): ReturnType<typeof boardEntryTurn> {
    return this.following ? boardEntryTurn(this.#game, this.partOf, this.opponentCard) : null;
  }

  /** The line of `role`'s sheet: whether an entry there is part of their action that ended last, or null (see ownEntryTurn). */
  ownLine(role: Role): ReturnType<typeof ownEntryTurn> {
    if (!this.following) return null;
    const said = this.#own;
    return ownEntryTurn(this.#game, role, said && said.role === role && said.at === turnKey(this.#game) ? said.keep : null);
  }

  /** The one tap in `role`'s sheet: their entries there are part of their action (`keep`), or of the turn under way. */
  keepOwn(role: Role, keep: boolean): void {
    this.#own = { role, keep, at: turnKey(this.#game) };
  }

  /**
   * The turn the last gesture ended by itself (a Worker's entry, stored with the turn's end), for the
   * board's word on it until anything else is stored or undone: so a Turn done tapped for that turn
   * again is seen to be the next Worker's.
   */
  get endedByEntry(): { role: Role; worker: number } | null {
    const e = this.#ended;
    return this.following && e && e.seq === this.#session.seq ? e : null;
  }

  /** The one tap that says which it is: `role`'s action goes on (every board entry is theirs), or null: the next Worker's turn. */
  setPartOf(role: Role | Carry | null): void {
    this.#carried = role ? { carry: typeof role === 'string' ? { role, keeps: 'board' } : role, at: turnKey(this.#game) } : null;
  }

  /**
   * A board sheet closed: the action made in it is over (a sheet is closed when a Worker's action is
   * done), and the next board entry is the next Worker's. The Market sheet closed: more Shares bought
   * are no longer the last Buy placement's.
   */
  boardSheetClosed(market = false): void {
    if (!market || this.#carried?.carry.keeps === 'buys') this.#carried = null;
  }

  /** Stores a gesture; `sheetOf`: the role whose sheet it comes from (their entries may be kept in their action). */
  async dispatch(events: GameEvent | GameEvent[], sheetOf: Role | null = null) {
    if (!this.following) return this.#session.dispatch(events);
    const partOf = this.partOf;
    const own = sheetOf && this.ownLine(sheetOf)?.kind === 'part-of' ? sheetOf : null;
    const entries = [events].flat();
    const gesture = withWorkerTurn(this.#game, entries, partOf, own, this.opponentCard);
    const ending = gesture.length > entries.length ? gesture.at(-1) : undefined;
    const turn = ending ? operationsTurn(this.#game) : null;
    const result = await this.#session.dispatch(gesture);
    if (!result.ok) return result;
    if (ending && turn) {
      this.setPartOf(partOfAfter(gesture, partOf));
      this.#ended = { role: turn.role, worker: turn.worker, seq: result.seq };
    }
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
