/**
 * Games logged after they were played without the app: each is a finished session row with no log
 * and its result as the table entered it (core/logged-play.ts reads the form), written with its
 * players' names in one transaction, so the players' records, the list of games, backups and the
 * BG Stats link cover it as any other finished game. Storage only: nothing here decides a result.
 */
import type { LoggedPlay } from '$lib/core/logged-play';
import type { GameKind } from '$lib/core/types';
import { getDb } from './database';
import type { BoardroomDb, SessionRecord } from './schema';
import { newId, rememberPlayers } from './sessions';

/** Stores a logged game; resolves with its row once it is committed. */
export async function logPlay(kind: GameKind, play: LoggedPlay, db: BoardroomDb = getDb(), now = Date.now()): Promise<SessionRecord> {
  const row: SessionRecord = {
    id: newId(),
    kind,
    players: play.players,
    options: {},
    createdAt: play.createdAt,
    // When it was written, not when it was played: the backup reminder compares this with the
    // last backup, and a game logged today is in no backup yet, however long ago it was played.
    updatedAt: now,
    lastSeq: 0,
    status: 'finished',
    summary: 'Logged after the game',
    standing: play.standing,
    result: play.result,
    logged: true,
    ...(play.location ? { location: play.location } : {}),
    ...(play.note ? { note: play.note } : {}),
    deletedAt: 0
  };
  await db.transaction('rw', db.sessions, db.names, async () => {
    await db.sessions.add(row);
    await rememberPlayers(db, play.players, play.result.endedAt);
  });
  return row;
}

/** Whether a game is one logged after it was played (it has no table to open). */
export async function isLoggedPlay(id: string, db: BoardroomDb = getDb()): Promise<boolean> {
  const row = await db.sessions.get(id);
  return !!row && !row.deletedAt && row.logged === true;
}
