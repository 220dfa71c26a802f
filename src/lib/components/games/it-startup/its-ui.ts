/**
 * What the IT Startup sheets share: the figures the rulebook does not print (remembered on this
 * device), a player's name, and a send that says whether the rules took the tap. UI glue only:
 * the rules are in $lib/games/it-startup.
 */
import { tick } from 'svelte';
import type { Player } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { loadPref, savePref } from '$lib/state/prefs';
import { madeBy, type ItEvent } from '$lib/games/it-startup/events';
import { burnoutLimit } from '$lib/games/it-startup/rules';
import type { ItState, TableEmployee } from '$lib/games/it-startup/state';
import { knowledgeLabel } from '$lib/games/it-startup/table';
import { effectiveEfficiency } from '$lib/games/it-startup/view';

/** Sends one event, or several as one gesture (undone as one); true when they were stored. */
export type Send = (event: ItEvent | ItEvent[]) => Promise<boolean>;

/**
 * Dispatches events built by the game's constructors (events.ts), each move of the turn's player
 * signed with `by` (so that a later take-back can never hand it to another player); true when stored.
 * `game` reads the state the tap was made on.
 */
export function sender(session: OpenSession, game: () => ItState): Send {
  return async (events) => {
    const state = game();
    const stamped = (Array.isArray(events) ? events : [events]).map((event) => madeBy(state, event));
    return (await session.dispatch(stamped.length === 1 ? stamped[0] : stamped)).ok;
  };
}

export function nameIn(players: readonly Player[], id: string | null | undefined): string {
  return players.find((p) => p.id === id)?.name ?? '';
}

const isFigures = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 0);

/** Figures a card does not print ("full-stack-ninja.cost", "action.crunch-time"), as typed last time on this device. */
export function rememberedFigures(): Record<string, number> {
  return loadPref('its.figures', isFigures, {} as Record<string, number>);
}

export function rememberFigures(values: Record<string, number>): void {
  savePref('its.figures', { ...rememberedFigures(), ...values });
}

/**
 * "Lead Developer", or "Lead Developer (Ann's)" while it is outsourced to someone else; with the
 * table's distinct names (view.ts), "Intern 2" when its owner has two.
 */
export function employeeName(e: TableEmployee, players: readonly Player[], names?: ReadonlyMap<string, string>): string {
  const name = names?.get(e.id) ?? e.name;
  return e.outsourcedFrom ? `${name} (${nameIn(players, e.outsourcedFrom)}'s)` : name;
}

/** Whose employee, in the table's words (names.ts): History names it the same way. */
export { ownedName } from '$lib/games/it-startup/names';

/** "efficiency 3 (2 + Scrum Master), TDD +5 · burnout 2 of 3": the efficiency it scores with now. */
export function employeeDetail(e: TableEmployee, game: ItState): string {
  const kind = e.kind === 'dev' ? `efficiency ${effectiveEfficiency(game, e).text}` : e.kind === 'hr' ? 'HR' : 'Agile coach';
  const knowledge = e.knowledge.map((_, i) => knowledgeLabel(e, i));
  return `${[kind, ...knowledge].join(', ')} · burnout ${e.burnout} of ${burnoutLimit(e)}`;
}

/** The Head Hunter counter's label: "If Cat counters, Cat pays Ann"; "If the owner counters, they pay Ann". */
export function counterLabel(owner: string | null, me: string): string {
  return owner ? `If ${owner} counters, ${owner} pays ${me}` : `If the owner counters, they pay ${me}`;
}

/**
 * After a sheet refused a tap over a field, brings the first field with a problem into view in the
 * open sheet (its scrolling body ends at the foot, where the button is) and puts the cursor in it:
 * the reason must not sit unseen under the button.
 */
export async function revealProblem(): Promise<void> {
  await tick();
  const error = document.querySelector<HTMLElement>('dialog[open] .field-error');
  if (!error) return;
  const field = error.closest<HTMLElement>('.field, fieldset') ?? error;
  const input =
    field.querySelector<HTMLElement>('input:not([type="radio"]), select, textarea') ?? field.querySelector<HTMLElement>('input');
  input?.focus({ preventScroll: true });
  // A long list of targets centred as a whole would leave its reason, at its end, under the foot's buttons.
  const body = error.closest<HTMLElement>('.body');
  const tall = field.getBoundingClientRect().height > (body?.clientHeight ?? window.innerHeight) / 2;
  (tall ? error : field).scrollIntoView({ block: 'center' });
}

/** Where on a card each asked figure is printed (the rulebook: cost top-right, efficiency the red number in the circle). */
const PRINTED_AT: Record<string, string> = {
  cost: 'the cost is in the top-right corner',
  efficiency: 'the efficiency is the red number in the circle',
  resistance: 'the burnout resistance is the number on the shield'
};

/** "the efficiency is the red number in the circle", for the figures a hire asks. */
export function askedWhere(fields: readonly string[]): string {
  return fields
    .map((f) => PRINTED_AT[f])
    .filter(Boolean)
    .join('; ');
}
