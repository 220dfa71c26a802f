/**
 * What only the IT Startup sheets need, loaded with them (the table screen stays small): the
 * figures the rulebook does not print (remembered on this device), an employee's details and
 * owner, the counter's words, and bringing a refused field into view. UI glue only: the rules are
 * in $lib/games/it-startup.
 */
import { tick } from 'svelte';
import { loadPref, savePref } from '$lib/state/prefs';
import { burnoutLimit } from '$lib/games/it-startup/rules';
import type { ItState, TableEmployee } from '$lib/games/it-startup/state';
import { knowledgeLabel } from '$lib/games/it-startup/table';
import { effectiveEfficiency } from '$lib/games/it-startup/view';
import { standingFigures, teach } from './figure-memory';
import { TAUGHT, taughtFigures, type StoredEntry } from './its-ui';

const isFigures = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 0);

/**
 * Figures a card does not print ("full-stack-ninja.cost", "action.crunch-time"), as typed last on
 * this device in a play that still stands (figure-memory.ts): an undone play's figure is not offered.
 */
export function rememberedFigures(): Record<string, number> {
  return standingFigures(loadPref('its.figures', isFigures, {} as Record<string, number>), taughtFigures());
}

/**
 * Keeps the figures typed for the play just stored in `entry` (Send's `stored`), for next time. It stands: its
 * entry is the newest gesture, and the plays kept before were settled when the log last moved under them (Board).
 */
export function rememberFigures(values: Record<string, number>, entry: StoredEntry | null | undefined): void {
  if (entry) savePref(TAUGHT, teach(taughtFigures(), values, entry));
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
