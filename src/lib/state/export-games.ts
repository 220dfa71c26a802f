/**
 * "Export": a backup of every game (or of some) handed to the player through the share sheet or as
 * a download. Once handed over, a backup of every game is remembered as the last backup, and one of
 * chosen games is marked on those games' rows (the reminder counts from either; backup-status.ts). The home screen loads this module
 * only when asked, so the backup code
 * stays out of its first load.
 */
import { backupFileName, exportBackup } from '$lib/db/backup';
import { shareOrDownload, type Handed } from '$lib/download';
import { markGamesBackedUp } from '$lib/db/sessions';
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
  if (handed !== 'cancelled') {
    const at = Date.now();
    // The file is handed over whatever happens to the mark: a failed one only brings the reminder sooner.
    if (sessionIds)
      await markGamesBackedUp(
        file.sessions.map((s) => s.session.id),
        at
      ).catch(() => {});
    else markBackedUp(at);
  }
  return { handed, fileName, count: file.sessions.length };
}

/** "Backup of 3 games saved as boardroom-backup-2025-03-12.json." (or shared). */
export function exportedSentence(e: Exported): string {
  const what = e.count === 1 ? '1 game' : `${e.count} games`;
  return e.handed === 'shared' ? `Backup of ${what} shared (${e.fileName}).` : `Backup of ${what} saved as ${e.fileName}.`;
}
