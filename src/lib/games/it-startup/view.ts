/**
 * What IT Startup's screen shows that takes a rule to work out: names that tell employees apart,
 * the efficiency a developer scores with, who is near burnout or would burn out, what End turn
 * will score and remove, who is past the target. Reads the state and changes nothing, builds no
 * event; `numberArrivals` alone returns a state, the order in which each card came to its player,
 * which the fold keeps so that a replay numbers the cards alike. Pure: no Svelte, Dexie or DOM.
 */
import { burnoutLimit, endOfTurnBurnout, turnPoints } from './rules';
import { currentPlayer, tableOf, type ItState, type TableEmployee } from './state';

/** Whose numbering a card is in: its employer's while on loan, its owner's otherwise. */
export const numberedBy = (e: TableEmployee): string => e.outsourcedFrom ?? e.owner;

/**
 * The order in which a player's cards of one name came, given as each card arrives: a card hired,
 * or taken over for good (it joins its new owner's cards), gets the next number among its player's
 * cards of that name, those gone included; a loan keeps its employer's number. `distinctNames`
 * numbers the cards held now in that order. Called by the fold after each accepted event, so every
 * phone and every replay of a log gives the same order. The end of a turn also keeps the names its
 * burnt-out employees had (`lastTurnNames`, in the order of `lastTurn.gone`). Returns `after`
 * itself when nothing arrived or left.
 */
export function numberArrivals(before: ItState, after: ItState): ItState {
  const was = new Map(before.employees.map((e) => [e.id, numberedBy(e)]));
  const still = new Set(after.employees.map((e) => e.id));
  const arrived = after.employees.filter((e) => was.get(e.id) !== numberedBy(e));
  const left = before.employees.filter((e) => !still.has(e.id));
  const turnEnded = after.lastTurn !== before.lastTurn && after.lastTurn !== null;
  if (!arrived.length && !left.length && !turnEnded) return after;
  const cardsHad: Record<string, Record<string, number>> = { ...(after.cardsHad ?? {}) };
  const cardNumbers: Record<string, number> = {};
  for (const e of after.employees) {
    if (was.get(e.id) === numberedBy(e) && after.cardNumbers?.[e.id] !== undefined) cardNumbers[e.id] = after.cardNumbers[e.id];
  }
  for (const e of arrived) {
    const player = numberedBy(e);
    const had = (cardsHad[player]?.[e.name] ?? 0) + 1;
    cardsHad[player] = { ...(cardsHad[player] ?? {}), [e.name]: had };
    cardNumbers[e.id] = had;
  }
  const next: ItState = { ...after, cardNumbers, cardsHad };
  if (!turnEnded) return next;
  // The turn's burnouts are its player's own table's, in the table's order, as `lastTurn.gone` lists them.
  const told = distinctNames(before);
  return { ...next, lastTurnNames: left.map((e) => told.get(e.id) ?? e.name) };
}

/**
 * Names that tell apart the employees a list shows side by side: a player's cards of one name read
 * "Intern 1", "Intern 2" among those they hold now, in the order they arrived (`numberArrivals`), and
 * a lone one reads plainly, whatever left before it (a play-tester's only Intern read "Intern 2" once
 * the first had burnt out). One on loan is numbered among its holder's cards on loan from the same
 * employer, since the lists tell it apart by its employer ("Intern (Ann's)"), so a borrower's own Lead
 * Developer stays "Lead Developer". For the screen and the history only: a History line is worded from
 * the table as it stood then.
 */
export function distinctNames(state: ItState): Map<string, string> {
  const groups = new Map<string, TableEmployee[]>();
  for (const e of state.employees) {
    const key = JSON.stringify([e.owner, e.outsourcedFrom ?? null, e.name]);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const names = new Map<string, string>();
  const arrival = (e: TableEmployee) => state.cardNumbers?.[e.id] ?? Number.MAX_SAFE_INTEGER;
  for (const group of groups.values()) {
    // A stable sort: cards without a number (older snapshots) keep the table's order.
    const ordered = group.length > 1 ? [...group].sort((a, b) => arrival(a) - arrival(b)) : group;
    ordered.forEach((e, i) => names.set(e.id, group.length > 1 ? `${e.name} ${i + 1}` : e.name));
  }
  return names;
}

/** What an employee scores at the end of its owner's turn as the table stands: efficiency with boosts, plus knowledge. */
export function worth(state: ItState, e: TableEmployee): number {
  return e.kind === 'dev' ? effectiveEfficiency(state, e).value + e.knowledge.reduce((a, b) => a + b, 0) : 0;
}

/** A player's employees one cube from burning out, the most valuable first (what they score, then what they cost). */
export function nearBurnoutFirst(state: ItState, player: string): TableEmployee[] {
  return tableOf(state, player)
    .filter(nearBurnout)
    .sort((a, b) => worth(state, b) - worth(state, a) || b.cost - a.cost);
}

/** The efficiency boosts on a player's table (a Scrum Master's +1): each card's name and boost. */
export function boostsOf(state: ItState, player: string): { name: string; boost: number }[] {
  return tableOf(state, player)
    .filter((e) => (e.boost ?? 0) > 0)
    .map((e) => ({ name: e.name, boost: e.boost ?? 0 }));
}

/**
 * What a developer scores at the end of its owner's turn, as the owner's table stands: its
 * printed efficiency plus every boost there ("3 (2 + Scrum Master)"); knowledge is listed apart.
 * `text` is "2" with no boost.
 */
export function effectiveEfficiency(state: ItState, e: TableEmployee): { value: number; text: string } {
  const boosts = boostsOf(state, e.owner);
  const value = e.efficiency + boosts.reduce((sum, b) => sum + b.boost, 0);
  if (!boosts.length) return { value, text: String(value) };
  const parts = boosts.map((b) => (b.boost === 1 ? b.name : `${b.boost} for ${b.name}`));
  return { value, text: `${value} (${[String(e.efficiency), ...parts].join(' + ')})` };
}

/** One cube from burning out. */
export function nearBurnout(e: TableEmployee): boolean {
  return e.burnout === burnoutLimit(e) - 1;
}

/**
 * Players at or over the target while the round is not over yet, and whose turn closes the
 * round: victory is checked only once everyone has had the same number of turns.
 */
export function pastTarget(state: ItState): { players: string[]; roundEndsWith: string } | null {
  if (state.outcome.state !== 'playing') return null;
  const players = state.order.filter((id) => state.points[id] >= state.target);
  if (!players.length) return null;
  return { players, roundEndsWith: state.order[state.order.length - 1] };
}

/**
 * In a won game, the players past the target when more than one is (in turn order): they passed
 * it in the same round, and the highest total won. Empty otherwise.
 */
export function passedTogether(state: ItState): string[] {
  if (state.outcome.state !== 'won') return [];
  const players = state.order.filter((id) => state.points[id] >= state.target);
  return players.length > 1 ? players : [];
}

/** What the end of the current turn will score, for the screen. */
export function projectedPoints(state: ItState): number {
  return turnPoints(tableOf(state, currentPlayer(state)), { perDeveloper: state.turn.perDeveloper, flat: state.turn.banked ?? 0 });
}

/** Who would burn out if the current turn ended now. */
export function projectedBurnouts(state: ItState): TableEmployee[] {
  const table = tableOf(state, currentPlayer(state));
  const { removed } = endOfTurnBurnout(table, { skip: state.turn.skipBurnout, extraForDevelopers: state.turn.crunch });
  const ids = new Set(removed.map((e) => e.id));
  return table.filter((e) => ids.has(e.id));
}

/** The burnout points the end of the current turn adds to `e`: none after Get away from it all, developers more after Crunch Time. */
export function endTurnBurnout(state: ItState, e: TableEmployee): number {
  return state.turn.skipBurnout ? 0 : 1 + (e.kind === 'dev' ? state.turn.crunch : 0);
}
