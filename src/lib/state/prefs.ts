/**
 * Small per-device preferences kept for next time (the user's Risky Business deck, spinner
 * segments, figures an IT Startup card does not print): localStorage, validated on read.
 */

export function loadPref<T>(key: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = localStorage.getItem(`boardroom.pref.${key}`);
    if (raw === null) return fallback;
    const value = JSON.parse(raw) as unknown;
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function savePref(key: string, value: unknown): void {
  try {
    localStorage.setItem(`boardroom.pref.${key}`, JSON.stringify(value));
  } catch {
    /* private mode or full storage: the choice still applies to this game */
  }
}
