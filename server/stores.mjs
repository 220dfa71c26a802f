// @ts-check
// Where the live tables are kept: SQLite (better-sqlite3, one local file, the default) or PostgreSQL
// (pg, when DATABASE_URL is set, shared by several server processes). Both keep the same two
// things, so every process agrees on them:
// - each table's secret as a salted hash (never the secret itself), registered by the first
//   connection and checked for every later one;
// - each table's Yjs updates, appended one row per accepted update BEFORE the server applies and
//   acknowledges it, and merged into one row now and then (compact) with Yjs's mergeUpdates.
// A store never interprets a document: it keeps bytes and merges them with Yjs. It must not delete an
// update it has not merged into a row that it writes in the same transaction.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as Y from 'yjs';

/**
 * @typedef {'registered' | 'verified' | 'refused'} SecretCheck
 * @typedef {{
 *   kind: 'sqlite' | 'postgres',
 *   checkSecret(table: string, secret: string): Promise<SecretCheck>,
 *   append(table: string, update: Uint8Array): Promise<void>,
 *   load(table: string): Promise<Uint8Array | null>,
 *   compact(table: string): Promise<void>,
 *   close(): Promise<void>
 * }} TableStore
 */

// The secret is 128+ random bits, not a password: a salted HMAC-SHA-256 cannot be reversed and
// guessing 2^128 secrets is out of reach, so a slow password hash (scrypt: about 50 ms of CPU per
// connection here) would only slow every phone's join.
/** @param {Buffer} salt @param {string} secret */
const hashOf = (salt, secret) => createHmac('sha256', salt).update(secret).digest();

/** @param {{ salt: Buffer, secret_hash: Buffer }} row @param {string} secret @returns {SecretCheck} */
const compare = (row, secret) => (timingSafeEqual(hashOf(row.salt, secret), row.secret_hash) ? 'verified' : 'refused');

/** @param {Uint8Array[]} updates */
const merged = (updates) => (updates.length === 1 ? updates[0] : Y.mergeUpdates(updates));

/**
 * The local store: one SQLite file in `folder` (WAL journal). `synchronous` FULL syncs the journal to
 * disk on every commit, so an acknowledged update survives a power cut as well as a killed process;
 * NORMAL survives a killed process only.
 * @param {string} folder
 * @param {{ synchronous?: 'FULL' | 'NORMAL' }} [options]
 * @returns {Promise<TableStore>}
 */
export async function openSqliteStore(folder, { synchronous = 'FULL' } = {}) {
  // better-sqlite3 ships no types (and @types/better-sqlite3 is not a dependency).
  // @ts-expect-error -- the module has no declaration file
  const { default: Database } = await import('better-sqlite3');
  mkdirSync(resolve(folder), { recursive: true });
  const db = new Database(join(resolve(folder), 'tables.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS live_tables (
      name TEXT PRIMARY KEY, salt BLOB NOT NULL, secret_hash BLOB NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS live_updates (
      id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, data BLOB NOT NULL);
    CREATE INDEX IF NOT EXISTS live_updates_by_table ON live_updates (name, id);
  `);
  const insertTable = db.prepare('INSERT OR IGNORE INTO live_tables (name, salt, secret_hash, created_at) VALUES (?, ?, ?, ?)');
  const selectTable = db.prepare('SELECT salt, secret_hash FROM live_tables WHERE name = ?');
  const insertUpdate = db.prepare('INSERT INTO live_updates (name, data) VALUES (?, ?)');
  // Group commit: the updates that arrive within one turn of the event loop are written in one
  // transaction (one sync to disk with FULL), and each caller resolves once it is committed. Under
  // load the batches grow by themselves, since a slower commit lets more updates arrive meanwhile.
  /** @type {{ name: string, data: Buffer, done: () => void, fail: (error: unknown) => void }[]} */
  let pending = [];
  const insertBatch = db.transaction((/** @type {typeof pending} */ batch) => {
    for (const { name, data } of batch) insertUpdate.run(name, data);
  });
  const flush = () => {
    const batch = pending;
    pending = [];
    try {
      insertBatch(batch);
    } catch (error) {
      for (const { fail } of batch) fail(error);
      return;
    }
    for (const { done } of batch) done();
  };
  const selectUpdates = db.prepare('SELECT id, data FROM live_updates WHERE name = ? ORDER BY id');
  const deleteUpTo = db.prepare('DELETE FROM live_updates WHERE name = ? AND id <= ?');
  // One transaction: the rows read are the rows deleted, and their merge is written before commit.
  const compactNow = db.transaction((/** @type {string} */ name) => {
    const rows = /** @type {{ id: number, data: Buffer }[]} */ (selectUpdates.all(name));
    if (rows.length < 2) return;
    const last = rows[rows.length - 1].id;
    deleteUpTo.run(name, last);
    insertUpdate.run(name, Buffer.from(merged(rows.map((r) => r.data))));
  });
  return {
    kind: 'sqlite',
    async checkSecret(name, secret) {
      const salt = randomBytes(16);
      const { changes } = insertTable.run(name, salt, hashOf(salt, secret), Date.now());
      if (changes === 1) return 'registered';
      return compare(/** @type {{ salt: Buffer, secret_hash: Buffer }} */ (selectTable.get(name)), secret);
    },
    append(name, update) {
      return new Promise((done, fail) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ name, data: Buffer.from(update), done, fail });
      });
    },
    async load(name) {
      const rows = /** @type {{ data: Buffer }[]} */ (selectUpdates.all(name));
      return rows.length ? merged(rows.map((r) => r.data)) : null;
    },
    async compact(name) {
      compactNow(name);
    },
    async close() {
      if (pending.length) flush();
      db.close();
    }
  };
}

/**
 * The shared store: PostgreSQL at `url`, with a small pool. Registration is one INSERT … ON CONFLICT
 * DO NOTHING, so two processes registering the same table at once agree on the first secret.
 * Compaction locks the rows it merges (FOR UPDATE), so two processes compacting at once never merge
 * the same rows twice.
 * @param {string} url
 * @returns {Promise<TableStore>}
 */
export async function openPostgresStore(url) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.BOARDROOM_PG_POOL ?? 10) });
  pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
  await pool
    .query(
      `
    CREATE TABLE IF NOT EXISTS live_tables (
      name TEXT PRIMARY KEY, salt BYTEA NOT NULL, secret_hash BYTEA NOT NULL, created_at BIGINT NOT NULL);
    CREATE TABLE IF NOT EXISTS live_updates (
      id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, data BYTEA NOT NULL);
    CREATE INDEX IF NOT EXISTS live_updates_by_table ON live_updates (name, id);
  `
    )
    .catch(async (error) => {
      // Two processes creating the schema at once: one of them loses the race on the catalog; the
      // schema is there all the same.
      if (!/already exists|duplicate key/i.test(String(error?.message))) throw error;
    });
  return {
    kind: 'postgres',
    async checkSecret(name, secret) {
      const salt = randomBytes(16);
      const inserted = await pool.query(
        'INSERT INTO live_tables (name, salt, secret_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING',
        [name, salt, hashOf(salt, secret), Date.now()]
      );
      if (inserted.rowCount === 1) return 'registered';
      const { rows } = await pool.query('SELECT salt, secret_hash FROM live_tables WHERE name = $1', [name]);
      return compare(rows[0], secret);
    },
    async append(name, update) {
      await pool.query('INSERT INTO live_updates (name, data) VALUES ($1, $2)', [name, Buffer.from(update)]);
    },
    async load(name) {
      const { rows } = await pool.query('SELECT data FROM live_updates WHERE name = $1 ORDER BY id', [name]);
      return rows.length ? merged(rows.map((r) => r.data)) : null;
    },
    async compact(name) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query('SELECT id, data FROM live_updates WHERE name = $1 ORDER BY id FOR UPDATE', [name]);
        if (rows.length >= 2) {
          await client.query('DELETE FROM live_updates WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
          await client.query('INSERT INTO live_updates (name, data) VALUES ($1, $2)', [name, Buffer.from(merged(rows.map((r) => r.data)))]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    }
  };
}
