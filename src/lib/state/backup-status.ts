/**
 * What is safe in a backup file and when to remind about one. A game is safe until it changes
 * once it is in a file: the last backup of every game (its date kept in localStorage, beside the
 * data it is about), an export of that game alone, or the file it was restored from (those two
 * marked on its row, `backedUpAt`). The reminder comes at most once a week, only for games changed
 * since they were last safe. `reminderDue` and `backupFacts` are pure; the rest reads and writes
 * the two dates.
 */

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_BACKUP = 'boardroom.lastBackup';
const REMINDER_PUT_OFF = 'boardroom.backupReminderPutOff';

/** What a game's row says for backups. */
export interface GameBackupRow {
  createdAt: number;
  updatedAt: number;
  backedUpAt?: number;
}

export interface BackupFacts {
  /** The games changed since they were last in a backup file (never in one included). */
  unsaved: number;
  /** Some of those were never in any backup file. */
  neverSaved: boolean;
  /** The latest backup that holds any game here (of every game, of one, or restored); null if none. */
  latestBackupAt: number | null;
  /**
   * Since when the oldest unsaved change has waited for a backup: the unsaved game's last backup,
   * or its creation if it never had one. Null when every game is safe.
   */
  waitingSince: number | null;
}

/** When a game was last safe in a file: its own mark or the last backup of every game, the later. */
function safeAt(game: GameBackupRow, lastBackupAt: number | null): number {
  return Math.max(game.backedUpAt ?? 0, lastBackupAt ?? 0);
}

export function backupFacts(games: readonly GameBackupRow[], lastBackupAt: number | null): BackupFacts {
  let unsaved = 0;
  let neverSaved = false;
  let latest = lastBackupAt ?? 0;
  let waitingSince: number | null = null;
  for (const game of games) {
    latest = Math.max(latest, game.backedUpAt ?? 0);
    const safe = safeAt(game, lastBackupAt);
    if (safe > 0 && game.updatedAt <= safe) continue;
    unsaved++;
    if (safe === 0) neverSaved = true;
    const since = safe || game.createdAt;
    waitingSince = waitingSince === null ? since : Math.min(waitingSince, since);
  }
  return { unsaved, neverSaved, latestBackupAt: latest || null, waitingSince };
}

export interface ReminderFacts {
  games: readonly GameBackupRow[];
  /** When the last backup of every game was made here; null if never. */
  lastBackupAt: number | null;
  /** When the player last answered "Not now"; null if never. */
  putOffAt: number | null;
  now: number;
}

/**
 * True when some game changed since it was last in a backup file, that change has waited a week
 * (counted from that backup, or from the game's creation if it never had one), and the reminder
 * was not put off in the last week. So a new player is not nagged on day one, a restored backup
 * is not "no backup", and nobody is reminded more than once a week.
 */
export function reminderDue(f: ReminderFacts): boolean {
  const { waitingSince } = backupFacts(f.games, f.lastBackupAt);
  if (waitingSince === null) return false;
  if (f.now - waitingSince < WEEK_MS) return false;
  return f.putOffAt === null || f.now - f.putOffAt >= WEEK_MS;
}

function readTime(name: string): number | null {
  try {
    const value = Number(localStorage.getItem(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeTime(name: string, at: number): void {
  try {
    localStorage.setItem(name, String(at));
  } catch {
    /* nothing to keep it in: the reminder may come back sooner */
  }
}

export const lastBackupAt = (): number | null => readTime(LAST_BACKUP);
export const markBackedUp = (at = Date.now()): void => writeTime(LAST_BACKUP, at);
export const reminderPutOffAt = (): number | null => readTime(REMINDER_PUT_OFF);
export const putOffReminder = (at = Date.now()): void => writeTime(REMINDER_PUT_OFF, at);
