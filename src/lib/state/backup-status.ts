/**
 * When this phone last made a backup and when the player last put off the reminder (localStorage,
 * beside the data it is about), and the rule for reminding: at most once a week, only when games
 * changed since the last backup. `reminderDue` is pure; the rest reads and writes the two dates.
 */

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_BACKUP = 'boardroom.lastBackup';
const REMINDER_PUT_OFF = 'boardroom.backupReminderPutOff';

export interface ReminderFacts {
  /** When the last backup was made here; null if never. */
  lastBackupAt: number | null;
  /** When a game last changed (the newest session's updatedAt); null with no games. */
  lastChangeAt: number | null;
  /** When the oldest game was created (a phone that never made a backup counts from there). */
  firstGameAt: number | null;
  /** When the player last answered "Not now"; null if never. */
  putOffAt: number | null;
  now: number;
}

/**
 * True when games changed since the last backup, the last backup (or, with none, the first game)
 * is a week old, and the reminder was not put off in the last week. So a new player is not nagged
 * on day one, and nobody more than once a week.
 */
export function reminderDue(f: ReminderFacts): boolean {
  if (f.lastChangeAt === null) return false;
  if (f.lastBackupAt !== null && f.lastChangeAt <= f.lastBackupAt) return false;
  const since = f.lastBackupAt ?? f.firstGameAt ?? f.lastChangeAt;
  if (f.now - since < WEEK_MS) return false;
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
