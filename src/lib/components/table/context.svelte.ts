/**
 * What the parts of a table screen share: the open session (its refusal message, its saves), how
 * many sheets are open, and whether the refusal shown now sits under the control that was tapped
 * (then the open sheet's foot and the bottom bar leave it out). A refusal shows under the tapped
 * control, else inside the open sheet's foot, else just above the bottom bar. UI glue only: no
 * rules, no storage.
 */
import { getContext, setContext } from 'svelte';
import type { OpenSession } from '$lib/state/open-session.svelte';

export interface TableContext {
  readonly session: OpenSession;
  /** Sheets open now (a sheet opened from a sheet counts too). */
  readonly openSheets: number;
  sheetOpened(): void;
  sheetClosed(): void;
  /** The `messageSerial` of the refusal placed under its control (inline-refusal.ts), or null. */
  placedInline: number | null;
}

const KEY = Symbol('table');

export function provideTable(session: () => OpenSession): TableContext {
  let openSheets = $state(0);
  let placedInline = $state<number | null>(null);
  const context: TableContext = {
    get session() {
      return session();
    },
    get openSheets() {
      return openSheets;
    },
    sheetOpened: () => void openSheets++,
    sheetClosed: () => void (openSheets = Math.max(0, openSheets - 1)),
    get placedInline() {
      return placedInline;
    },
    set placedInline(serial) {
      placedInline = serial;
    }
  };
  return setContext(KEY, context);
}

/** The table screen around this component, or null when it is used on its own. */
export function tableContext(): TableContext | null {
  return getContext<TableContext | undefined>(KEY) ?? null;
}
