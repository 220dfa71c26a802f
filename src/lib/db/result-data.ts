/**
 * What the result screen reads and keeps: a finished game's row with its whole log and the
 * remembered names, and where it was played with the table's note, kept on its row. Storage only:
 * the result is computed in $lib/core.
 */
import type { Person } from '$lib/core/player-records';
import type { PlayDetails } from '$lib/core/play-details';
import type { LogEntry } from '$lib/core/types';
import { getDb } from './database';
import type { BoardroomDb, SessionRecord } from './schema';
import { readTail } from './log-reader';

/** A session row with its whole log and the remembered names (for the players' stable ids). */
export async function readGameForResult(
  id: string,
  db: BoardroomDb = getDb()
): Promise<{ record: SessionRecord; entries: LogEntry[]; people: Person[] } | null> {
  return db.transaction('r', db.sessions, db.events, db.names, async () => {
    const record = await db.sessions.get(id);
    if (!record || record.deletedAt) return null;
    const entries = await readTail(db, id, 0);
    const people = await db.names.toArray();
    return { record, entries, people };
  });
}

/**
 * Keeps where a game was played and the table's note on its row (empty ones are taken off).
 * Returns false when the game is gone.
 */
export async function savePlayDetails(id: string, details: PlayDetails, db: BoardroomDb = getDb(), now = Date.now()): Promise<boolean> {
  const location = details.location.trim();
  const note = details.note.trim();
  return db.transaction('rw', db.sessions, async () => {
    const row = await db.sessions.get(id);
    if (!row || row.deletedAt) return false;
    const { location: _location, note: _note, ...rest } = row;
    // A change a backup made before does not hold: the backup reminder reads it from updatedAt.
    const updatedAt = Math.max(row.updatedAt, now);
    await db.sessions.put({ ...rest, updatedAt, ...(location ? { location } : {}), ...(note ? { note } : {}) });
    return true;
  });
}
