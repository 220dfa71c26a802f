// Never lose an acknowledged change: the server stores an update before it acknowledges it, so
// neither a restart nor `kill -9` in the middle of a stream of appends loses one the phone was told
// was received. The same SQLite folder is used by each process in turn.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { destroyClients, phone, randomId, sleep, startServer, stopAll, stopProcess, tempFolder, tinyBuild, waitFor } from './helpers';

const PORT = 4191;
afterEach(() => destroyClients());
afterAll(() => stopAll());

describe('the live table server keeps every acknowledged change', () => {
  it('across a restart', async () => {
    const env = { BOARDROOM_DATA: tempFolder('data'), BOARDROOM_BUILD_DIR: tinyBuild() };
    const table = randomId();
    const secret = randomId();
    let server = await startServer(PORT, env);
    const ana = phone(PORT, table, secret);
    await ana.synced();
    ana.append(20);
    await ana.acknowledged();
    const before = ana.ids();
    ana.destroy();
    await stopProcess(server.child);

    server = await startServer(PORT, env);
    const ben = phone(PORT, table, secret);
    await waitFor('ben sees the 20 entries', () => ben.ids().length === 20);
    expect(ben.ids()).toEqual(before);
    // The secret registered before the restart still decides who may join.
    const thief = phone(PORT, table, randomId());
    await waitFor('the wrong secret refused', () => thief.authFailures.length > 0);
    await stopProcess(server.child);
  });

  it('across kill -9 in the middle of a stream of appends, with the last ones acknowledged just before', async () => {
    const env = { BOARDROOM_DATA: tempFolder('data'), BOARDROOM_BUILD_DIR: tinyBuild() };
    const table = randomId();
    const secret = randomId();
    let server = await startServer(PORT, env);
    const ana = phone(PORT, table, secret);
    await ana.synced();
    // One entry (one transaction, one message) every few milliseconds; the provider counts the
    // messages the server has not acknowledged yet, and the server acknowledges in order.
    let sent = 0;
    const stream = setInterval(() => {
      ana.append(1);
      sent += 1;
    }, 4);
    await waitFor('some appends acknowledged', () => sent - ana.provider.unsyncedChanges >= 60);
    await sleep(30);
    clearInterval(stream);
    const acknowledged = sent - ana.provider.unsyncedChanges;
    const acknowledgedIds = ana.ids().slice(0, acknowledged);
    await stopProcess(server.child, 'SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    ana.destroy();

    server = await startServer(PORT, env);
    const ben = phone(PORT, table, secret);
    await ben.synced();
    await sleep(100);
    const kept = new Set(ben.ids());
    const lost = acknowledgedIds.filter((id) => !kept.has(id));
    expect(lost).toEqual([]);
    expect(kept.size).toBeGreaterThanOrEqual(acknowledged);
    await stopProcess(server.child);
  });
});
