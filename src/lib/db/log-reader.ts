/**
 * Reads a session's log, or its tail after a seq, in order. Apart from the session store so that a
 * screen that only reads a finished log (the result) does not load the store. Storage only.
 */
import Dexie from 'dexie';
import type { LogEntry } from '$lib/core/types';
import type { BoardroomDb } from './schema';

export async function readTail(db: BoardroomDb, sessionId: string, afterSeq: number): Promise<LogEntry[]> {
  return db.events
    .where('[sessionId+seq]')
    .between([sessionId, afterSeq + 1], [sessionId, Dexie.maxKey], true, true)
    .toArray();
}
