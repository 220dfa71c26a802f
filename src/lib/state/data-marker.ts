/**
 * Remembers (in localStorage, apart from IndexedDB) that this device holds games, so that when the
 * browser clears the database under storage pressure the app can say so instead of looking new.
 */
const KEY = 'boardroom.hasGames';

export function markHasGames(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    /* nothing to remember it in */
  }
}

export function clearHasGames(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}

export function hadGames(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
