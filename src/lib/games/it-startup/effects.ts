/**
 * The changes of the state that IT Startup's events share: paying and gaining resources, burnout
 * (with removal at the limit), moving an employee, a reminder for the turn. Each returns a new
 * state (or the refusal of a payment); none decides whether a move is allowed (apply/ does).
 * Pure: no Svelte, Dexie or DOM.
 */
import { grouped } from '$lib/core/numbers';
import { invalid, type Invalid, type Player } from '$lib/core/types';
import { burnoutLimit } from './rules';
import type { ItState, TableEmployee } from './state';
import { playerName, plural } from '$lib/core/text';

/** Why an event that names an employee is refused when it is not on the table (after a take-back, say). */
export const NOT_ON_TABLE = 'The employee it names is not on the table.';

/**
 * Takes `amount` from `player`; refused when they have less, worded for what was tapped: `what`
 * ends the sentence ("Lead Developer costs 5", "not enough to pay Ann 7").
 */
export function pay(state: ItState, player: string, amount: number, players: readonly Player[], what: string): ItState | Invalid {
  if (amount > state.resources[player]) {
    const has = state.resources[player] ? `has only ${plural(state.resources[player], 'resource')}` : 'has no resources';
    return invalid(`${playerName(players, player)} ${has}: ${what}.`);
  }
  return { ...state, resources: { ...state.resources, [player]: state.resources[player] - amount } };
}

/** "not enough to pay Ann 7", "not enough to pay 7" (to the pool). */
export function notEnoughToPay(players: readonly Player[], amount: number, to?: string, why = ''): string {
  return `not enough to pay ${to ? `${playerName(players, to)} ` : ''}${grouped(amount)}${why}`;
}

export function gain(state: ItState, player: string, amount: number): ItState {
  return { ...state, resources: { ...state.resources, [player]: state.resources[player] + amount } };
}

/** Changes burnout; an employee reaching its limit is removed at that moment. */
export function changeBurnout(state: ItState, ids: readonly string[], delta: number): ItState {
  const employees: TableEmployee[] = [];
  for (const e of state.employees) {
    if (!ids.includes(e.id)) employees.push(e);
    else {
      const burnout = Math.max(0, e.burnout + delta);
      if (burnout < burnoutLimit(e)) employees.push({ ...e, burnout });
    }
  }
  return { ...state, employees };
}

/** Gives the employee to `to`: for good (`outsourcedFrom` null), or on loan, with the earlier loans still running (`heldBefore`). */
export function moveEmployee(state: ItState, id: string, to: string, outsourcedFrom: string | null, heldBefore: string[] = []): ItState {
  const moved = (e: TableEmployee): TableEmployee => {
    const { heldBefore: _earlier, ...rest } = e;
    return heldBefore.length ? { ...rest, owner: to, outsourcedFrom, heldBefore } : { ...rest, owner: to, outsourcedFrom };
  };
  return { ...state, employees: state.employees.map((e) => (e.id === id ? moved(e) : e)) };
}

export function removeEmployee(state: ItState, id: string): ItState {
  return { ...state, employees: state.employees.filter((x) => x.id !== id) };
}

export const withNote = (state: ItState, note: string): ItState => ({
  ...state,
  turn: { ...state.turn, notes: [...state.turn.notes, note] }
});
