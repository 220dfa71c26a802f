// @ts-check
// The live table's document contract, and the server's check of every update against it. Pure: Yjs
// only; no network, no storage, no Hocuspocus. docs/live-table.md says the same in prose.
//
// One Yjs document per shared game; its name is the table id (random, at least 128 bits, base64url).
// - doc.getArray('log'): append-only; each item an immutable plain JSON object
//     { id: '<deviceId>:<counter>', device, seat: '<playerId>' | null, at: <ms>,
//       gesture?: '<id of the gesture's first entry>', event: { type, v, ... } }
// - doc.getMap('table'): write-once keys set by the host (kind, players, options, createdAt, host,
//   and later closed: true when the host stops sharing).
// - Awareness carries who is connected: { device, seat, name }.
//
// An update is refused when it would delete or rewrite anything: a non-empty delete set, a garbage-
// collected struct, a second value for a `table` key (an overwrite, or a concurrent first write of a
// key the server already has), an entry inserted before another one (only appends are allowed:
// nothing may sit to an entry's right when it is written), a nested Yjs type (it could be edited
// later without a delete), content that is not plain JSON, a root type other than `log` and `table`,
// or a log entry of the wrong shape. Structs the server already has are not checked again (a client
// resends them after a reconnect). An item that follows one the server does not have yet (a phone's
// change made while it reconnects can arrive before the sync step that carries its earlier ones) is
// accepted only as an append of well-formed entries; Yjs holds it until what it follows arrives.
// Once the server's document holds `closed: true` in the table, no new log entry is accepted (the
// phones then play on alone; an entry made before a phone saw the close stays on that phone).
import * as Y from 'yjs';

export const LOG = 'log';
export const TABLE = 'table';

/** Why an entry appended after the host closed the table is refused. */
const CLOSED = 'the table is closed: it takes no more entries';

/** A table id: at least 128 random bits in base64url (22 characters), at most 64 characters. */
export const TABLE_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** A table secret: the same alphabet and size, so it cannot be guessed. */
export const SECRET = /^[A-Za-z0-9_-]{22,128}$/;
/** A device id: short and printable (it is the prefix of every entry id the device writes). */
const DEVICE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * @typedef {{ secret: string, device: string, seat: string | null }} TableToken
 * The token a phone presents: JSON of { secret, device, seat } (seat: the player id, or null for a
 * device that watches or is the bank).
 */

/**
 * The token's fields, or a reason it is refused.
 * @param {unknown} token
 * @returns {{ ok: true, value: TableToken } | { ok: false, reason: string }}
 */
export function parseToken(token) {
  if (typeof token !== 'string' || token.length > 1024) return { ok: false, reason: 'no token' };
  let value;
  try {
    value = JSON.parse(token);
  } catch {
    return { ok: false, reason: 'the token is not JSON' };
  }
  if (!value || typeof value !== 'object') return { ok: false, reason: 'the token is not an object' };
  const { secret, device, seat } = value;
  if (typeof secret !== 'string' || !SECRET.test(secret)) return { ok: false, reason: 'no table secret' };
  if (typeof device !== 'string' || !DEVICE.test(device)) return { ok: false, reason: 'no device id' };
  if (seat !== null && (typeof seat !== 'string' || seat.length === 0 || seat.length > 64)) return { ok: false, reason: 'bad seat' };
  return { ok: true, value: { secret, device, seat } };
}

/**
 * Why a log entry is not of the contract's shape, or null when it is.
 * @param {unknown} entry
 */
export function entryProblem(entry) {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'a log entry is not an object';
  const { id, device, seat, at, gesture, event } = /** @type {Record<string, unknown>} */ (entry);
  if (typeof device !== 'string' || !DEVICE.test(device)) return 'a log entry has no device';
  if (typeof id !== 'string' || !new RegExp(`^${device}:\\d{1,15}$`).test(id)) return 'a log entry id is not <device>:<counter>';
  if (seat !== null && typeof seat !== 'string') return 'a log entry seat is neither a player id nor null';
  if (typeof at !== 'number' || !Number.isFinite(at)) return 'a log entry has no time';
  if (gesture !== undefined && typeof gesture !== 'string') return 'a log entry gesture is not an entry id';
  if (!event || typeof event !== 'object' || Array.isArray(event)) return 'a log entry has no event';
  const { type, v } = /** @type {Record<string, unknown>} */ (event);
  if (typeof type !== 'string' || type.length === 0) return 'a log entry event has no type';
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return 'a log entry event has no version';
  return null;
}

/**
 * Where a struct sits: the root type's name (`parent`) and, in a map, its key (`key`).
 * @typedef {{ parent: string | null, key: string | null }} Place
 */

/**
 * Why an incoming update breaks the contract against the server's current document, or null when
 * it may be applied.
 * @param {Y.Doc} doc the server's document (read only)
 * @param {Uint8Array} update a Yjs update (v1 encoding, as the sync protocol carries it)
 * @returns {{ problem: string | null, isNew: boolean }} isNew: the update carries something the server lacks
 */
export function checkUpdate(doc, update) {
  /** @type {{ structs: Array<Y.Item | Y.GC | Y.Skip>, ds: { clients: Map<number, unknown[]> } }} */
  let decoded;
  try {
    decoded = /** @type {any} */ (Y.decodeUpdate(update));
  } catch {
    return { problem: 'the update cannot be decoded', isNew: false };
  }
  for (const deletions of decoded.ds.clients.values()) {
    if (deletions.length > 0) return { problem: 'the update deletes', isNew: false };
  }
  const log = doc.getArray(LOG);
  const table = doc.getMap(TABLE);
  /** @type {Map<number, Y.Item[]>} the update's items by client, in clock order */
  const incoming = new Map();
  for (const struct of decoded.structs) {
    if (struct instanceof Y.Item) {
      const list = incoming.get(struct.id.client) ?? [];
      list.push(struct);
      incoming.set(struct.id.client, list);
    }
  }
  /** @type {Map<Y.Item, Place>} */
  const places = new Map();

  /**
   * The place of the struct with this id: in the server's document, or in this update.
   * @param {Y.ID} id
   * @param {number} depth
   * @returns {Place | null}
   */
  const placeOfId = (id, depth) => {
    if (id.clock < Y.getState(doc.store, id.client)) {
      const known = Y.getItem(doc.store, id);
      if (!(known instanceof Y.Item)) return null;
      const parent = known.parent === log ? LOG : known.parent === table ? TABLE : null;
      return { parent, key: known.parentSub };
    }
    const item = incoming.get(id.client)?.find((s) => s.id.clock <= id.clock && id.clock < s.id.clock + s.length);
    return item ? placeOf(item, depth + 1) : null;
  };

  /**
   * @param {Y.Item} item a decoded item: its parent is a root name or an ID when it has no origins
   * @param {number} depth
   * @returns {Place | null}
   */
  const placeOf = (item, depth) => {
    const cached = places.get(item);
    if (cached) return cached;
    if (depth > 10_000) return null;
    /** @type {Place | null} */
    let place;
    const parent = /** @type {unknown} */ (item.parent);
    if (typeof parent === 'string') place = { parent, key: item.parentSub };
    else if (parent)
      place = { parent: null, key: null }; // a nested type: never allowed
    else if (item.origin) place = placeOfId(item.origin, depth);
    else if (item.rightOrigin) place = placeOfId(item.rightOrigin, depth);
    else place = null;
    if (place) places.set(item, place);
    return place;
  };

  let isNew = false;
  const closed = table.get('closed') === true;
  /** @type {Set<string>} */
  const keysWritten = new Set();
  for (const struct of decoded.structs) {
    if (struct instanceof Y.Skip) continue;
    const known = Y.getState(doc.store, struct.id.client);
    if (struct.id.clock + struct.length <= known) continue;
    isNew = true;
    if (!(struct instanceof Y.Item)) return { problem: 'the update carries deleted content', isNew };
    const item = struct;
    const place = placeOf(item, 0);
    if (!(item.content instanceof Y.ContentAny)) return { problem: 'the update carries content that is not plain JSON', isNew };
    if (!place) {
      // It follows an item that has not reached the server yet: a phone that reconnects sends the
      // changes it makes while connecting before the sync step that carries its earlier ones. Yjs
      // holds such an item until what it follows arrives (and that is checked in turn). It may only
      // be an append of well-formed entries: it cannot then rewrite anything the server has.
      if (item.rightOrigin) return { problem: 'the update inserts before an item the server does not have', isNew };
      if (closed) return { problem: CLOSED, isNew };
      for (const entry of item.content.arr) {
        const problem = entryProblem(entry);
        if (problem) return { problem, isNew };
      }
      continue;
    }
    if (place.parent === LOG) {
      if (place.key !== null) return { problem: 'the log is an array, not a map', isNew };
      if (item.rightOrigin) return { problem: 'the update inserts before a log entry (the log is append-only)', isNew };
      if (closed) return { problem: CLOSED, isNew };
      for (const entry of item.content.arr) {
        const problem = entryProblem(entry);
        if (problem) return { problem, isNew };
      }
    } else if (place.parent === TABLE) {
      const key = place.key;
      if (key === null) return { problem: 'the table is a map, not an array', isNew };
      if (item.origin || item.rightOrigin) return { problem: `the update rewrites the table's ${key}`, isNew };
      if (table.has(key) || keysWritten.has(key)) return { problem: `the table's ${key} is already set`, isNew };
      keysWritten.add(key);
    } else {
      return { problem: 'the update writes outside the log and the table', isNew };
    }
  }
  return { problem: null, isNew };
}
