/**
 * "Export": a backup of every game (or of some) handed to the player through the share sheet or as
 * a download. A backup of every game that was handed over is remembered as the last backup (the
 * reminder counts from it). The home screen loads this module only when asked, so the backup code
 * stays out of its first load.
 */
import { backupFileName, exportBackup } from '$lib/db/backup';
import { shareOrDownload, type Handed } from '$lib/download';
import { markBackedUp } from './backup-status';

export interface Exported {
  handed: Handed;
  fileName: string;
  /** How many games the file holds. */
  count: number;
}

export async function exportGames(sessionIds?: readonly string[]): Promise<Exported> {
  const file = await exportBackup(sessionIds);
  const fileName = backupFileName(file);
  const handed = await shareOrDownload(fileName, JSON.stringify(file, null, 1), 'Boardroom backup');
  if (!sessionIds && handed !== 'cancelled') markBackedUp();
  return { handed, fileName, count: file.sessions.length };
}

/** "Backup of 3 games saved as boardroom-backup-2025-03-12.json." (or shared). */
export function exportedSentence(e: Exported): string {
  const what = e.count === 1 ? '1 game' : `${e.count} games`;
  return e.handed === 'shared' ? `Backup of ${what} shared (${e.fileName}).` : `Backup of ${what} saved as ${e.fileName}.`;
}
