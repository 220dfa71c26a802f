/**
 * IT Startup's arithmetic as the rulebook states it: income, burnout limits, project points,
 * end-of-turn burnout, the planning bonus, victory. Pure functions; no Svelte, Dexie or DOM.
 */

export interface Employee {
  name: string;
  kind: 'dev' | 'hr' | 'agile';
  efficiency: number;
  knowledge: number[];
  resistance: number;
  burnout: number;
  /** Your developers +boost efficiency while this is in play (Scrum Master: 1). */
  boost?: number;
}

export const MAX_INCOME = 8;

function checkWhole(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name}: must be a whole number from ${min}, got ${value}`);
}

/** Resources at the start of a player's turn: 1 on the first, 2 on the second … at most 8. */
export function incomeForTurn(turn: number): number {
  checkWhole('turn', turn, 1);
  return Math.min(turn, MAX_INCOME);
}

/** An employee is removed on reaching this many burnout points: 3, plus the shield's resistance. */
export function burnoutLimit(e: Pick<Employee, 'resistance'>): number {
  return 3 + e.resistance;
}

/**
 * The project points a table scores at the end of its turn: each developer's efficiency plus its
 * knowledge plus every boost on the table, plus `perDeveloper` for each developer (Crunch Time 2,
 * Coffee machine 1), plus `flat`.
 */
export function turnPoints(table: readonly Employee[], extra: { perDeveloper?: number; flat?: number } = {}): number {
  const boost = table.reduce((sum, e) => sum + (e.boost ?? 0), 0);
  const developers = table.filter((e) => e.kind === 'dev');
  const fromDevelopers = developers.reduce((sum, d) => sum + d.efficiency + d.knowledge.reduce((a, b) => a + b, 0) + boost, 0);
  return fromDevelopers + (extra.perDeveloper ?? 0) * developers.length + (extra.flat ?? 0);
}

/**
 * The end of a turn: every employee gets 1 burnout point and developers `extraForDevelopers`
 * more (Crunch Time); with `skip` (Get away from it all: "they don't get any burnout points at
 * the end of this turn") nobody gets any. Those who reach their limit are removed. Each employee
 * keeps its other fields (a table's own employees come back as they went in).
 */
export function endOfTurnBurnout<E extends Employee>(
  table: readonly E[],
  opts: { skip?: boolean; extraForDevelopers?: number } = {}
): { table: E[]; removed: E[] } {
  const extra = opts.extraForDevelopers ?? 0;
  const kept: E[] = [];
  const removed: E[] = [];
  for (const e of table) {
    const added = opts.skip ? 0 : 1 + (e.kind === 'dev' ? extra : 0);
    const next = { ...e, burnout: e.burnout + added };
    (next.burnout >= burnoutLimit(next) ? removed : kept).push(next);
  }
  return { table: kept, removed };
}

const POWERS_OF_TWO = new Set([1, 2, 4, 8, 16, 32, 64, 128]);

/** The optional proper-project-planning bonus applies at 1, 2, 4, 8, 16, 32, 64 or 128 points. */
export function planningBonus(points: number): boolean {
  return POWERS_OF_TWO.has(points);
}

/**
 * Checked only when every player has had the same number of turns: among those at or over the
 * target, the highest total wins; an exact tie at the top plays another turn.
 */
export function victory(
  players: readonly { name: string; points: number; turns: number }[],
  target: number
): { state: 'playing' } | { state: 'won'; winner: string } | { state: 'extra-turn'; tied: string[] } {
  if (players.length === 0 || players.some((p) => p.turns !== players[0].turns)) return { state: 'playing' };
  const over = players.filter((p) => p.points >= target);
  if (over.length === 0) return { state: 'playing' };
  const best = Math.max(...over.map((p) => p.points));
  const top = over.filter((p) => p.points === best);
  return top.length === 1 ? { state: 'won', winner: top[0].name } : { state: 'extra-turn', tied: top.map((p) => p.name) };
}
