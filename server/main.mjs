// @ts-check
// Boardroom's one server process: the production build, as scripts/serve.mjs serves it, and the live
// table's sync endpoint (Hocuspocus over a WebSocket upgrade on /sync) on the same origin and port.
// Run by `npm start` (scripts/start.sh). Environment:
//   PORT (4173), HOST (127.0.0.1), BOARDROOM_BUILD_DIR (build), BOARDROOM_DATA (./data: the SQLite
//   file, when DATABASE_URL is not set), DATABASE_URL (PostgreSQL: documents and secrets' hashes),
//   REDIS_URL (Redis: relays updates and awareness between processes serving the same tables),
//   BOARDROOM_SQLITE_SYNC (FULL or NORMAL, see server/stores.mjs).
// What it must not do: apply, store or relay an update that breaks the document contract
// (server/contract.mjs), acknowledge an update before it is stored, or let one connection's abuse stop
// the process or another table. It implements no sync protocol, merge or database of its own: Yjs,
// Hocuspocus and its extensions do that; this file wires them and adds the checks.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hocuspocus } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import crossws from 'crossws/adapters/node';
import { boardroomHandler, MAX_URL_LENGTH } from '../scripts/serve.mjs';
import { checkUpdate, parseToken, TABLE_ID } from './contract.mjs';
import { openPostgresStore, openSqliteStore } from './stores.mjs';

/** The path of the sync endpoint (a WebSocket upgrade; any other upgrade is refused). */
export const SYNC_PATH = '/sync';

// One message may carry a whole game: a phone that shares a game it has played offline sends its
// whole log in the first sync step. A full game in tests/fixtures is about 15 KB of JSON (145
// entries); 1 MiB leaves room for a game many times longer, while one message still costs the server
// at most a few milliseconds to check.
export const MAX_MESSAGE_BYTES = 1024 * 1024;
// A phone sends a message per gesture (one transaction each) and its awareness; a reconnect sends a
// handful. More than 200 in one second, or more than 4 MiB, is a loop or an attack.
export const MAX_MESSAGES_PER_SECOND = 200;
export const MAX_BYTES_PER_SECOND = 4 * 1024 * 1024;

/** Close codes this server uses (4000–4999 are the application's). */
export const CLOSE = { flood: 4429, refused: 4403 };

/** An error Hocuspocus turns into a refusal: it closes that document's connection with code and reason. */
class Refusal extends Error {
  /** @param {number} code @param {string} reason */
  constructor(code, reason) {
    super(reason);
    this.code = code;
    this.reason = reason;
  }
}

/** @param {string} url a redis:// or rediss:// URL @returns {import('@hocuspocus/extension-redis').Configuration['options'] & { host: string, port: number }} */
function redisOptions(url) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined
  };
}

/**
 * Starts the server; resolves once it listens.
 * @param {{ port?: number, host?: string, buildDir?: string, dataDir?: string, databaseUrl?: string, redisUrl?: string,
 *   sqliteSync?: 'FULL' | 'NORMAL', quiet?: boolean }} [options]
 */
export async function startServer(options = {}) {
  const port = options.port ?? 4173;
  const host = options.host ?? '127.0.0.1';
  const store = options.databaseUrl
    ? await openPostgresStore(options.databaseUrl)
    : await openSqliteStore(options.dataDir ?? './data', { synchronous: options.sqliteSync ?? 'FULL' });

  /** @type {any[]} */
  const extensions = [
    // Hocuspocus's Database extension: loads a table's stored updates, and on its debounced store
    // merges them into one row. The updates themselves are stored before they are applied (below).
    new Database({
      fetch: async ({ documentName }) => store.load(documentName),
      store: async ({ documentName }) => store.compact(documentName)
    }),
    {
      extensionName: 'BoardroomTable',
      /** @param {any} data */
      async onAuthenticate({ token, documentName }) {
        if (!TABLE_ID.test(documentName)) throw new Refusal(4400, 'not a table id');
        const parsed = parseToken(token);
        if (parsed.ok === false) throw new Refusal(4401, parsed.reason);
        const { secret, device, seat } = parsed.value;
        if ((await store.checkSecret(documentName, secret)) === 'refused') throw new Refusal(4403, 'wrong table secret');
        return { device, seat };
      },
      // Runs before Hocuspocus applies a sync message; a throw closes the document's connection and
      // drops the message and the ones queued after it. An accepted update is appended to the store
      // here, so it is stored before Hocuspocus applies it, relays it, and acknowledges it.
      /** @param {any} data */
      async beforeSync({ type, payload, document, documentName, context }) {
        if (type !== 1 && type !== 2) return; // 0 is a state vector (sync step 1): it changes nothing
        const { problem, isNew } = checkUpdate(document, payload);
        if (problem) {
          if (!options.quiet)
            console.warn(`Refused an update to table ${documentName.slice(0, 6)}… from device ${context?.device}: ${problem}`);
          throw new Refusal(CLOSE.refused, `refused: ${problem}`);
        }
        if (isNew) await store.append(documentName, payload);
      }
    }
  ];
  if (options.redisUrl) {
    const { Redis } = await import('@hocuspocus/extension-redis');
    const { host: redisHost, port: redisPort, ...redis } = redisOptions(options.redisUrl);
    extensions.push(new Redis({ host: redisHost, port: redisPort, options: redis, prefix: 'boardroom' }));
  }

  const hocuspocus = new Hocuspocus({ name: 'boardroom', quiet: true, extensions });

  const ws = crossws({
    serverOptions: { maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false },
    hooks: {
      open(peer) {
        const connection = hocuspocus.handleConnection(/** @type {any} */ (peer.websocket), /** @type {Request} */ (peer.request));
        Object.assign(peer, { boardroom: { connection, windowStart: Date.now(), messages: 0, bytes: 0, closed: false } });
      },
      message(peer, message) {
        const state = /** @type {any} */ (peer).boardroom;
        if (!state || state.closed) return;
        const data = message.uint8Array();
        const now = Date.now();
        if (now - state.windowStart >= 1000) Object.assign(state, { windowStart: now, messages: 0, bytes: 0 });
        state.messages += 1;
        state.bytes += data.byteLength;
        if (state.messages > MAX_MESSAGES_PER_SECOND || state.bytes > MAX_BYTES_PER_SECOND) {
          state.closed = true;
          if (!options.quiet)
            console.warn(`Closed a connection that sent more than ${MAX_MESSAGES_PER_SECOND} messages or 4 MiB in a second`);
          peer.close(CLOSE.flood, 'too many messages');
          return;
        }
        state.connection.handleMessage(data);
      },
      close(peer, event) {
        /** @type {any} */ (peer).boardroom?.connection.handleClose({ code: event.code ?? 1000, reason: event.reason ?? '' });
      },
      error(peer, error) {
        // ws reports an oversized message (and closes the socket with 1009) here; the close hook follows.
        if (!options.quiet) console.warn(`WebSocket error: ${error.message}`);
      }
    }
  });

  const serveBuild = boardroomHandler(options.buildDir);
  const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 15_000 }, serveBuild);
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = request.url ?? '';
    const path = url.split('?')[0];
    if (url.length > MAX_URL_LENGTH || path !== SYNC_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    ws.handleUpgrade(request, /** @type {any} */ (socket), head);
  });
  server.on('clientError', (error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  let stopping;
  /** Stops listening, closes every connection, merges what is pending, closes the store. */
  const stop = () =>
    (stopping ??= (async () => {
      server.close();
      ws.closeAll(1001, 'server restart', false);
      hocuspocus.closeConnections();
      hocuspocus.flushPendingStores();
      // Every acknowledged update is already stored; this only lets the last merges finish.
      await new Promise((done) => setTimeout(done, 200));
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus }).catch(() => {});
      await store.close().catch(() => {});
      server.closeAllConnections();
    })());

  return { port: address.port, host, store: store.kind, hocuspocus, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.on('unhandledRejection', (error) => console.error('Unhandled rejection:', error));
  const sync = process.env.BOARDROOM_SQLITE_SYNC === 'NORMAL' ? 'NORMAL' : 'FULL';
  const running = await startServer({
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST ?? '127.0.0.1',
    dataDir: process.env.BOARDROOM_DATA ?? './data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    sqliteSync: sync,
    quiet: process.env.BOARDROOM_QUIET === '1'
  });
  const where = running.store === 'postgres' ? 'PostgreSQL' : `SQLite in ${resolve(process.env.BOARDROOM_DATA ?? './data')}`;
  console.log(
    `Boardroom is served on http://localhost:${running.port} (live tables on /sync, kept in ${where}${process.env.REDIS_URL ? ', relayed by Redis' : ''})`
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      const deadline = setTimeout(() => process.exit(1), 5000);
      running.stop().then(() => {
        clearTimeout(deadline);
        process.exit(0);
      });
    });
  }
}
