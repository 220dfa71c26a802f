// Scale-out on existing engines: two server processes share their tables through Redis (Hocuspocus's
// Redis extension relays updates between them) and PostgreSQL (documents and secrets' hashes). A
// phone on each process sees the other's appends, both converge on one order, a secret registered
// through one process is checked by the other, and a restart of both loses nothing. Redis and a
// throwaway PostgreSQL 15 cluster are started (and stopped) by this file.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  destroyClients,
  phone,
  randomId,
  startPostgres,
  startRedis,
  startServer,
  stopAll,
  stopProcess,
  tinyBuild,
  waitFor,
  type ServerProcess
} from './helpers';

const PORTS = [4192, 4193];
let env: Record<string, string>;

beforeAll(async () => {
  const [, postgres] = await Promise.all([startRedis(16379), startPostgres(15432)]);
  env = { REDIS_URL: 'redis://127.0.0.1:16379', DATABASE_URL: postgres.url, BOARDROOM_BUILD_DIR: tinyBuild() };
});
afterEach(() => destroyClients());
afterAll(() => stopAll());

describe('two server processes with Redis and PostgreSQL', () => {
  it('relay appends between phones on different processes, converge, check one secret, and keep everything across a restart of both', async () => {
    let servers: ServerProcess[] = await Promise.all(PORTS.map((port) => startServer(port, env)));
    const table = randomId();
    const secret = randomId();
    const ana = phone(PORTS[0], table, secret);
    await ana.synced();
    const ben = phone(PORTS[1], table, secret);
    await ben.synced();
    ana.append(10);
    ben.append(10);
    await waitFor('both phones with 20 entries', () => ana.ids().length === 20 && ben.ids().length === 20, 15_000);
    expect(ben.ids()).toEqual(ana.ids());
    await Promise.all([ana.acknowledged(), ben.acknowledged()]);
    const order = ana.ids();

    // The secret was registered through the first process; the second one refuses another.
    const thief = phone(PORTS[1], table, randomId());
    await waitFor('the wrong secret refused by the other process', () => thief.authFailures.length > 0);

    destroyClients();
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    servers = await Promise.all(PORTS.map((port) => startServer(port, env)));
    const cai = phone(PORTS[1], table, secret);
    const dan = phone(PORTS[0], table, secret);
    await waitFor('both new phones with 20 entries', () => cai.ids().length === 20 && dan.ids().length === 20, 15_000);
    expect(cai.ids()).toEqual(order);
    expect(dan.ids()).toEqual(order);
    await Promise.all(servers.map((s) => stopProcess(s.child)));
  });
});
