/**
 * Helpers that only IT Startup's sheets read (Hire, the action and takeover cards), apart from
 * view.ts so that they load with the sheets and not with the table screen's first paint. Reads a
 * state, never changes it. Pure: no Svelte, Dexie or DOM.
 */
import { burnoutLimit } from './rules';
import type { ItState, TableEmployee } from './state';
import { numberedBy } from './view';

/** True when `added` more burnout points would make the employee burn out. */
export function burnsOutWith(e: TableEmployee, added: number): boolean {
  return e.burnout + added >= burnoutLimit(e);
}

/**
 * Employees grouped by the player whose they are named (their employer's while on loan: "Ann's
 * Lead Developer (outsourced to Cy)" is under Ann), the players in seat order and each one's in
 * the order given; players with none are left out. A target list reads one heading per player.
 */
export function bySeat(state: ItState, list: readonly TableEmployee[]): { player: string; employees: TableEmployee[] }[] {
  return state.order
    .map((player) => ({ player, employees: list.filter((e) => numberedBy(e) === player) }))
    .filter((g) => g.employees.length > 0);
}
