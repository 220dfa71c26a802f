/**
 * What the parts of a table screen share: the open session (its refusal message, its saves) and
 * how many sheets are open, so that a refusal shows inside the open sheet, or just above the
 * bottom bar when none is. UI glue only: no rules, no storage.
 */
import { getContext, setContext } from 'svelte';
import type { OpenSession } from '$lib/state/open-session.svelte';

export interface TableContext {
  readonly session: OpenSession;
  /** Sheets open now (a sheet opened from a sheet counts too). */
  readonly openSheets: number;
  sheetOpened(): void;
  sheetClosed(): void;
}

const KEY = Symbol('table');

export function provideTable(session: () => OpenSession): TableContext {
  let openSheets = $state(0);
  const context: TableContext = {
    get session() {
      return session();
    },
    get openSheets() {
      return openSheets;
    },
    sheetOpened: () => void openSheets++,
    sheetClosed: () => void (openSheets = Math.max(0, openSheets - 1))
  };
  return setContext(KEY, context);
}

/** The table screen around this component, or null when it is used on its own. */
export function tableContext(): TableContext | null {
  return getContext<TableContext | undefined>(KEY) ?? null;
}
