/**
 * What the IT Startup sheets share: the figures the rulebook does not print (remembered on this
 * device), a player's name, and a send that says whether the rules took the tap. UI glue only:
 * the rules are in $lib/games/it-startup.
 */
import type { Player } from '$lib/core/types';
import type { OpenSession } from '$lib/state/open-session.svelte';
import { loadPref, savePref } from '$lib/state/prefs';
import { knowledgeLabel, type TableEmployee } from '$lib/games/it-startup/game';
import { burnoutLimit } from '$lib/games/it-startup/rules';

export type Send = (event: Record<string, unknown>) => Promise<boolean>;

/** Dispatches one event (version 1 unless it says otherwise); true when it was stored. */
export function sender(session: OpenSession): Send {
  return async (event) => (await session.dispatch({ v: 1, ...event } as never)).ok;
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


/** "Developer, efficiency 5, TDD +5 · burnout 2 of 3" */
export function employeeDetail(e: TableEmployee): string {
  const kind = e.kind === 'dev' ? `efficiency ${e.efficiency}` : e.kind === 'hr' ? 'HR' : 'Agile coach';
  const knowledge = e.knowledge.map((_, i) => knowledgeLabel(e, i));
  return `${[kind, ...knowledge].join(', ')} · burnout ${e.burnout} of ${burnoutLimit(e)}`;
}

/** One cube from burning out. */
export function nearBurnout(e: TableEmployee): boolean {
  return e.burnout === burnoutLimit(e) - 1;
}
