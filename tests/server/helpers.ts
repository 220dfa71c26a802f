// Helpers of the server tests: real server processes (node server/main.mjs) on loopback, Redis and a
// throwaway PostgreSQL cluster, and hand-made clients: @hocuspocus/provider over the `ws` package,
// and a raw client that writes Hocuspocus's messages itself. Every process started here is stopped
// by stopAll() (each test file's afterAll), and on this process's exit, even when a test fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import * as Y from 'yjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
const started = new Set<ChildProcess>();
const folders = new Set<string>();

process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until `check` holds (polled every 10 ms); fails with `what` after `ms`. */
export async function waitFor(what: string, check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A temporary folder, removed by stopAll(). */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `boardroom-${prefix}-`));
  folders.add(dir);
  return dir;
}

/** A build folder with nothing but a fallback page: the sync tests need no app. */
export function tinyBuild(): string {
  const dir = tempFolder('build');
  writeFileSync(join(dir, '200.html'), '<!doctype html><title>Boardroom</title>');
  return dir;
}

/** A random id of 128 bits, base64url, as a table id or a secret. */
export const randomId = () => randomBytes(16).toString('base64url');

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Resolves once something accepts TCP connections on the port. */
async function waitForPort(port: number, ms: number, child?: ChildProcess, output?: () => string): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`the process exited (${child.exitCode}) before listening on ${port}: ${output?.()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nothing listens on ${port} after ${ms} ms: ${output?.()}`);
    await sleep(25);
  }
}

export type ServerProcess = { port: number; child: ChildProcess; output: () => string };

/** Starts `node server/main.mjs` on the port; resolves once it listens. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  const child = track(
    spawn(process.execPath, ['server/main.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOARDROOM_QUIET: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForPort(port, 10_000, child, () => output);
  return { port, child, output: () => output };
}

/** Stops a process (SIGTERM, or SIGKILL for `kill -9`) and waits for its exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

/** Stops every process the tests started and removes their folders. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => stopProcess(child)));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

/** An HTTP GET on loopback: status, headers and body. */
export function httpGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

/** Redis (Debian's redis-server) on the port, without persistence. */
export async function startRedis(port: number): Promise<ChildProcess> {
  let output = '';
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
  );
  child.stdout?.on('data', (c) => (output += c));
  await waitForPort(port, 10_000, child, () => output);
  return child;
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL 15 cluster (initdb in a temporary folder) on the port; as root it runs as
 * the `postgres` user, since initdb refuses root. Its URL: the `postgres` database, trusted locally.
 */
export async function startPostgres(port: number): Promise<{ child: ChildProcess; url: string }> {
  const dir = tempFolder('pg');
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]) as [string, string[]];
  if (asRoot) {
    chmodSync(dir, 0o777);
    mkdirSync(data);
    spawnSync('chown', ['postgres', data]);
  }
  const [initCommand, initArgs] = run([`${PG_BIN}/initdb`, '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  let output = '';
  const [command, args] = run([
    `${PG_BIN}/postgres`,
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    data,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=on'
  ]);
  const child = track(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  await waitForPort(port, 20_000, child, () => output);
  // The port opens a moment before the server accepts queries.
  const { default: pg } = await import('pg');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt > 100) throw error;
      await sleep(50);
    }
  }
  return { child, url };
}

export type Entry = {
  id: string;
  device: string;
  seat: string | null;
  at: number;
  event: { type: string; v: number; [key: string]: unknown };
};

/** A log entry of the contract's shape. */
export const entry = (device: string, counter: number, seat: string | null = null): Entry => ({
  id: `${device}:${counter}`,
  device,
  seat,
  at: Date.now(),
  event: { type: 'test.tapped', v: 1, counter }
});

export type Client = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  device: string;
  closes: number[];
  authFailures: string[];
  ids: () => string[];
  append: (count: number) => void;
  /** Resolves once the server has acknowledged every change sent so far. */
  acknowledged: (ms?: number) => Promise<void>;
  synced: () => Promise<void>;
  destroy: () => void;
};

const clients = new Set<Client>();
let counters = 0;

/** A phone: a Yjs document synced by @hocuspocus/provider with the table's token. */
export function phone(port: number, table: string, secret: string, device = `dev${++counters}`, seat: string | null = null): Client {
  const doc = new Y.Doc();
  const closes: number[] = [];
  const authFailures: string[] = [];
  let isSynced = false;
  let counter = 0;
  // The provider's own socket, so the tests can drop and restore the connection (socket.disconnect()).
  const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${port}/sync`, WebSocketPolyfill: WebSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: table,
    document: doc,
    token: JSON.stringify({ secret, device, seat }),
    onSynced: () => (isSynced = true),
    onAuthenticationFailed: ({ reason }) => authFailures.push(reason),
    onClose: ({ event }) => closes.push(event.code)
  });
  provider.attach();
  const client: Client = {
    doc,
    provider,
    socket,
    device,
    closes,
    authFailures,
    ids: () =>
      doc
        .getArray<Entry>('log')
        .toArray()
        .map((e) => e.id),
    append(count) {
      for (let i = 0; i < count; i++) doc.getArray<Entry>('log').push([entry(device, ++counter, seat)]);
    },
    acknowledged: (ms = 10_000) => waitFor(`${device}'s changes acknowledged`, () => isSynced && !provider.hasUnsyncedChanges, ms),
    synced: () => waitFor(`${device} synced`, () => isSynced, 10_000),
    destroy() {
      provider.destroy();
      socket.destroy();
      clients.delete(client);
    }
  };
  clients.add(client);
  return client;
}

/** Closes every phone still open. */
export function destroyClients(): void {
  for (const client of [...clients]) client.destroy();
}

// Hocuspocus's message framing: the document name, then the message type, then its body.
const MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3, syncStatus: 8, close: 7 } as const;

/** A raw client: a WebSocket that speaks Hocuspocus's messages by hand (for what a provider never sends). */
export async function rawClient(port: number, table: string, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/sync`);
  const received: { type: number; body: Uint8Array }[] = [];
  let closed: { code: number; reason: string } | null = null;
  socket.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    received.push({ type, body: decoding.readTailAsUint8Array(decoder) });
  });
  socket.on('close', (code, reason) => (closed = { code, reason: reason.toString() }));
  socket.on('error', () => {});
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  const frame = (write: (e: encoding.Encoder) => void) => {
    const e = encoding.createEncoder();
    encoding.writeVarString(e, table);
    write(e);
    return encoding.toUint8Array(e);
  };
  const send = (bytes: Uint8Array) => socket.readyState === WebSocket.OPEN && socket.send(bytes);
  send(frame((e) => (encoding.writeVarUint(e, MESSAGE.auth), encoding.writeVarUint(e, 0), encoding.writeVarString(e, token))));
  // The server answers the token with an Auth message: Authenticated (2) or PermissionDenied (1).
  await waitFor('the auth answer', () => received.some((m) => m.type === MESSAGE.auth) || closed !== null);
  const auth = received.find((m) => m.type === MESSAGE.auth);
  return {
    socket,
    received,
    authenticated: auth ? decoding.readVarUint(decoding.createDecoder(auth.body)) === 2 : false,
    closed: () => closed as { code: number; reason: string } | null,
    /** Whether the server told this client it closed the document's connection (Hocuspocus's CLOSE message). */
    toldClosed: () => received.some((m) => m.type === MESSAGE.close),
    sendUpdate: (update: Uint8Array) =>
      send(frame((e) => (encoding.writeVarUint(e, MESSAGE.sync), encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, update)))),
    sendQueryAwareness: () => send(frame((e) => encoding.writeVarUint(e, MESSAGE.queryAwareness))),
    sendBytes: (bytes: Uint8Array) => send(bytes),
    close: () => socket.terminate()
  };
}
