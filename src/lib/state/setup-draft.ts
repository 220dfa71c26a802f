/**
 * What a setup form holds, kept for this tab (sessionStorage) so that going to Tools and back, or
 * a reload, keeps the names typed so far. Cleared when the game starts. Disrupt's final scoring
 * keeps its tokens and reveal the same way (those recorded, once finished: for an Undo). Read through a check:
 * a draft from an older version of the form that does not pass is dropped, never trusted.
 */

const key = (form: string) => `boardroom.setup.${form}`;

export function loadDraft<T>(form: string, valid: (value: unknown) => value is T): T | null {
  try {
    const raw = sessionStorage.getItem(key(form));
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether this tab keeps a draft of the form (valid or not: the form judges it). */
export function hasDraft(form: string): boolean {
  try {
    return sessionStorage.getItem(key(form)) !== null;
  } catch {
    return false;
  }
}

export function saveDraft(form: string, value: unknown): void {
  try {
    sessionStorage.setItem(key(form), JSON.stringify(value));
  } catch {
    /* private mode or full storage: the form still works, it is just not kept */
  }
}

export function clearDraft(form: string): void {
  try {
    sessionStorage.removeItem(key(form));
  } catch {
    /* nothing kept */
  }
}

/** Checks a draft's field: a string of sensible length. */
export const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
