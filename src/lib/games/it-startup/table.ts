/**
 * Readings of IT Startup's table that the rules, the history lines and the screen share: knowledge
 * cards and their labels, who left the table, the cards that draw at the end of a turn, takeover
 * targets, what a planned card or a knowledge move costs, whether the Undercover HR Agent can act.
 * Reads the state; changes nothing. Pure: no Svelte, Dexie or DOM.
 */
import type { Player } from '$lib/core/types';
import { DRAWS_AT_END, ROCKSTAR_MIN_EMPLOYEES } from './cards';
import type { KnowledgeCard } from './events';
import { currentPlayer, isInt, tableOf, turnNumberOf, type Gone, type ItState, type TableEmployee } from './state';
import { playerName } from '$lib/core/text';
import { distinctNames } from './view';

/** "TDD +5": knowledge card `i` of `e`. */
export function knowledgeLabel(e: TableEmployee, i: number): string {
  return `${e.knowledgeNames[i] ?? 'Knowledge'} +${e.knowledge[i]}`;
}

/** What a v2 transfer names: the card at `i` of `from`, by what it is. */
export function knowledgeCard(from: TableEmployee, i: number): KnowledgeCard {
  return { name: from.knowledgeNames[i] ?? 'Knowledge', bonus: from.knowledge[i], cost: from.knowledgeCosts[i] ?? 0 };
}

/** A stored object's fields, each of unknown type until checked. */
const fieldsOf = (o: object): Record<string, unknown> => Object.fromEntries(Object.entries(o));

/** The knowledge card a v2 transfer names ({ name, bonus, cost }) on `from`, or -1. Equal cards are the same to move. */
export function knowledgeIndex(from: TableEmployee, card: unknown): number {
  if (typeof card !== 'object' || card === null) return -1;
  const { name, bonus, cost } = fieldsOf(card);
  return from.knowledge.findIndex(
    (b, i) => b === bonus && (from.knowledgeNames[i] ?? 'Knowledge') === name && from.knowledgeCosts[i] === cost
  );
}

/** "TDD +5", for a knowledge card named in an event. */
export function knowledgeText(card: unknown): string {
  const { name, bonus } = typeof card === 'object' && card !== null ? fieldsOf(card) : {};
  return typeof name === 'string' && typeof bonus === 'number' ? `${name} +${bonus}` : 'such knowledge card';
}

export function goneOf(e: TableEmployee): Gone {
  return goneNamed(e, e.name);
}

/** `e` as gone from the table, named as the screen told it apart ("Intern 2"), for the history. */
export function goneNamed(e: TableEmployee, name: string): Gone {
  const gone: Gone = { name, owner: e.owner, knowledge: e.knowledge.map((_, i) => knowledgeLabel(e, i)) };
  // Only when lent, so that the states of games without outsourcing stay as they were.
  return e.outsourcedFrom !== null ? { ...gone, lentBy: e.outsourcedFrom } : gone;
}

/** The employees of `before` that are no longer on the table in `after` (but for `except`), named as `before`'s screen told them apart. */
export function goneBetween(before: ItState, after: ItState, except: readonly unknown[] = []): Gone[] {
  const still = new Set(after.employees.map((e) => e.id));
  const names = distinctNames(before);
  return before.employees.filter((e) => !still.has(e.id) && !except.includes(e.id)).map((e) => goneNamed(e, names.get(e.id) ?? e.name));
}

/** The named cards on a player's table that give a draw at the end of the turn. */
export function drawsAtEnd(state: ItState, player: string): string[] {
  return tableOf(state, player)
    .filter((e) => DRAWS_AT_END.includes(e.name))
    .map((e) => e.name);
}

/** The developers a player controls now (outsourced ones they have included). */
export function developersOf(state: ItState, player: string): number {
  return tableOf(state, player).filter((e) => e.kind === 'dev').length;
}

/**
 * Employees Head Hunter, Outsourcing and the Undercover HR Agent can take from `me`'s opponents:
 * every one, outsourced ones included (the rulebook limits those only for knowledge transfer and
 * the return to hand).
 */
export function takeoverTargets(state: ItState, me: string): TableEmployee[] {
  return state.employees.filter((e) => e.owner !== me);
}

/**
 * Who may counter Head Hunter ("The opponent can pay you (5)"): the employee's employer, who would
 * lose it for good (its borrower only has it until their next turn); the borrower when the employer
 * plays the card. `loans` false (v4 and before): whoever has it.
 */
export function headHunterCounterer(target: TableEmployee, me: string, loans = true): string {
  if (!loans || target.outsourcedFrom === null || target.outsourcedFrom === me) return target.owner;
  return target.outsourcedFrom;
}

/** Rockstar Recruiter's targets (hire v3): not outsourced employees of opponents with 4 or more employees. */
export function rockstarTargets(state: ItState, me: string): TableEmployee[] {
  return takeoverTargets(state, me).filter((e) => e.outsourcedFrom === null && tableOf(state, e.owner).length >= ROCKSTAR_MIN_EMPLOYEES);
}

/** Whether the player's planned card can be played now: planned on an earlier turn of theirs. */
export function plannedPlayable(state: ItState, player = currentPlayer(state)): boolean {
  const planned = state.planned[player];
  return !!planned && planned.onTurn < turnNumberOf(state, player);
}

/**
 * What playing the player's planned card costs now (its cost less 1), or null when it cannot be
 * played yet or its cost is not known: planned without one, it is `typed` as the card is played.
 */
export function plannedPrice(state: ItState, player = currentPlayer(state), typed?: number | null): number | null {
  const planned = state.planned[player];
  if (!planned || !plannedPlayable(state, player)) return null;
  const cost = planned.cost ?? typed;
  return isInt(cost, 0, 1000) ? Math.max(0, cost - 1) : null;
}

/** What an action card costs to play now: from the plan (one less), free after a Database Developer, or its cost. */
export function actionPrice(state: ItState, event: { planned?: boolean; free?: boolean; cost?: number | null }): number | null {
  if (event.planned === true) return plannedPrice(state, currentPlayer(state), event.cost);
  if (event.free === true) return 0;
  return isInt(event.cost, 0, 1000) ? event.cost : null;
}

/** What moving knowledge card `i` of `from` onto `to` costs: its cost again, less the Lead Developer's and the target's discounts. */
export function transferPrice(state: ItState, from: TableEmployee, i: number, to: TableEmployee): number {
  const leadDiscount = Math.max(0, ...tableOf(state, from.owner).map((e) => e.transferDiscount));
  return Math.max(0, (from.knowledgeCosts[i] ?? 0) - leadDiscount - to.knowledgeDiscount);
}

/** Why the current player cannot use the Undercover HR Agent now, or null. */
export function undercoverProblem(state: ItState, me: string, players: readonly Player[]): string | null {
  // Says whose turn it is: replayed after a take-back, the move may fall in another player's turn.
  if (!tableOf(state, me).some((e) => e.name === 'Undercover HR Agent'))
    return `It is ${playerName(players, me)}'s turn, and ${playerName(players, me)} has no Undercover HR Agent on the table.`;
  if (state.turn.undercoverUsed) return 'The Undercover HR Agent can be used once per turn (a counter uses it too).';
  return null;
}
