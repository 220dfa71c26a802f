/**
 * What IT Startup's screen shows that takes a rule to work out: names that tell employees apart,
 * the efficiency a developer scores with, who is near burnout or would burn out, what End turn
 * will score and remove, who is past the target. Reads the state; changes nothing, builds no
 * event. Pure: no Svelte, Dexie or DOM.
 */
import { burnoutLimit, endOfTurnBurnout, turnPoints } from './rules';
import { currentPlayer, tableOf, type ItState, type TableEmployee } from './state';

/**
 * Names that tell a player's employees apart: "Intern 1" and "Intern 2" when the same owner has
 * two of one card of one employer (in their table's order), the plain name otherwise. One on loan
 * is told apart by its employer ("Lead Developer (Ann's)"), so it is counted with its employer's
 * loans only: a borrower's own Lead Developer stays "Lead Developer". For the screen only.
 */
export function distinctNames(state: ItState): Map<string, string> {
  const names = new Map<string, string>();
  for (const owner of state.order) {
    const table = tableOf(state, owner);
    for (const e of table) {
      const same = table.filter((x) => x.name === e.name && x.outsourcedFrom === e.outsourcedFrom);
      names.set(e.id, same.length > 1 ? `${e.name} ${same.indexOf(e) + 1}` : e.name);
    }
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

/** True when `added` more burnout points would make the employee burn out. */
export function burnsOutWith(e: TableEmployee, added: number): boolean {
  return e.burnout + added >= burnoutLimit(e);
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
