/**
 * Sharing a game live and reaching its table: the host's link (table id, secret, device), the join
 * link with the secret in its fragment (never sent to a server), joining a table, and leaving it. Loaded by dynamic import only.
 */
import { changeSeat, createJoinedSession, markShared } from '$lib/db/live-sessions';
import { loadGame } from '$lib/games/registry';
import type { LiveLink } from '$lib/db/schema';
import type { SessionStore } from '$lib/db/session-store';
import { connectTable, randomToken, type LiveConnection } from './connection.svelte';

export { sessionOfTable } from '$lib/db/live-sessions';

/**
 * Makes the game a live table, this phone sitting as `seat` (a player's id, or null for the bank's
 * phone): its link stored (and Disrupt's sealed tokens turned into commitments, $lib/live/secrets),
 * its whole log and the table's keys pushed. The entries made so far count as this phone's.
 */
export async function shareGame(store: SessionStore, seat: string | null = null): Promise<LiveConnection> {
  if (seat !== null && !store.record.players.some((p) => p.id === seat)) throw new Error('This game has no such seat.');
  const device = randomToken(12);
  const link: LiveLink = { tableId: randomToken(16), secret: randomToken(32), device, seat, host: device };
  await store.exclusive(async (db) => {
    // Disrupt's tokens placed before sharing: sealed in the log, they become commitments in the same step.
    const rewrite =
      store.record.kind === 'disrupt' ? await (await import('./secrets')).commitSealedPlacements(db, store.def, store.record) : null;
    await markShared(db, store.id, link, rewrite ?? undefined);
  });
  const connection = connectTable(link);
  await connection.loaded;
  const { kind, players, options, createdAt } = store.record;
  connection.writeKeys({ kind, players, options, createdAt, host: device });
  await connection.attach(store);
  return connection;
}

/** The connection of a game already at a table (shared here or joined). */
export function tableOf(link: LiveLink): LiveConnection {
  return connectTable(link);
}

/** The link another phone opens: the secret after `#`, so it stays on the phones. */
export function joinLink(link: LiveLink, origin = location.origin): string {
  return `${origin}/t/${link.tableId}#${link.secret}`;
}

/**
 * This phone sits as `seat` from now on (null: no seat), the one it shared from included: the table sees
 * it by that player's name, and its next entries are stamped with the seat.
 */
export async function sitAt(connection: LiveConnection, store: SessionStore, seat: string | null): Promise<void> {
  const link = await changeSeat(store.id, seat);
  connection.sitAs(link, store.record.players);
  await store.refresh();
}

/** This phone leaves the table (another phone than the host): the game stays here as it was. */
export async function leaveTable(connection: LiveConnection, store: SessionStore): Promise<void> {
  await connection.leave(store.id);
  await store.refresh();
}

const TABLE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const SECRET = /^[A-Za-z0-9_-]{22,128}$/;

/** Why a join link cannot be used as it is, or null. */
export function joinLinkProblem(tableId: string, secret: string): string | null {
  if (!TABLE_ID.test(tableId)) return 'This is not a table’s link: its table id is not one the app makes.';
  if (!secret) return 'This link has no table secret (the part after “#”): ask the table for the whole link or scan its QR code.';
  if (!SECRET.test(secret))
    return 'This link’s table secret is cut short or changed: ask the table for the whole link or scan its QR code.';
  return null;
}

/** A joining phone's connection, before it has a seat (a device id of its own, watching). */
export function openTable(tableId: string, secret: string): LiveConnection {
  const device = randomToken(12);
  return connectTable({ tableId, secret, device, seat: null, host: '' });
}

/** Takes a seat (null: just watch): the game is made on this phone, mirroring the table; its id. */
export async function takeSeat(connection: LiveConnection, seat: string | null): Promise<string> {
  const keys = connection.keys();
  if (!keys) throw new Error('The table has not said which game it plays yet.');
  const link: LiveLink = { ...connection.link, seat, host: keys.host };
  const def = await loadGame(keys.kind);
  const id = await createJoinedSession(def, { kind: keys.kind, players: keys.players, options: keys.options }, keys.createdAt, link);
  connection.sitAs(link, keys.players);
  return id;
}
