/**
 * Turns storage failures into words a player can act on. No Dexie import: it reads error names.
 */

export class StaleSessionError extends Error {
  constructor() {
    super('The game was changed in another tab.');
    this.name = 'StaleSessionError';
  }
}

export class DatabaseBlockedError extends Error {
  constructor() {
    super('Boardroom was updated in another tab. Reload this tab to go on.');
    this.name = 'DatabaseBlockedError';
  }
}

function names(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const err = e as { name?: string; inner?: unknown; cause?: unknown };
    if (typeof err.name === 'string') out.push(err.name);
    e = err.inner ?? err.cause;
  }
  return out;
}

/** A sentence for the player: what happened to their tap and what to do. */
export function storageErrorMessage(error: unknown): string {
  const all = names(error);
  if (all.includes('QuotaExceededError'))
    return 'Storage is full, so this change was not saved. Free some space on the phone (or export and delete old games in Settings), then tap again.';
  if (all.includes('DatabaseBlockedError') || all.includes('DatabaseClosedError') || all.includes('VersionChangeError'))
    return 'Boardroom was updated in another tab, so this change was not saved. Reload to go on.';
  if (all.includes('StaleSessionError')) return 'This game was changed in another tab at the same moment; tap again.';
  return `This change could not be saved (${all[0] ?? 'unknown error'}). Nothing was changed; try again.`;
}
