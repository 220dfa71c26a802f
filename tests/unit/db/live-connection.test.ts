// A phone's connection to a live table, without a server (nothing listens on its address): a
// gesture made after the host closed the table stays on the phone and is not appended to the shared
// log; a page that loads the table again while offline counts the changes the table has not had.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { markShared } from '$lib/db/live-sessions';
import { LiveConnection } from '$lib/live/connection.svelte';
import { adjust, freshDb, newStore } from '../helpers';

const NOWHERE = 'http://127.0.0.1:9';
// The provider opens a browser WebSocket; Node's test environment has none of its own.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
const opened: LiveConnection[] = [];
const connect = (link: ConstructorParameters<typeof LiveConnection>[0]) => {
  const connection = new LiveConnection(link, NOWHERE);
  opened.push(connection);
  return connection;
};
afterEach(() => {
  for (const c of opened.splice(0)) c.provider.destroy();
});

const linkOf = (tableId: string) => ({ tableId, secret: 's'.repeat(43), device: 'host', seat: null, host: 'host' });

describe('a live connection', () => {
  it('appends nothing once the table is closed, even before this phone has marked its game left', async () => {
    const db = freshDb();
    const link = linkOf('C'.repeat(22));
    const { store } = await newStore(db);
    await store.exclusive((d) => markShared(d, store.id, link));
    const connection = connect(link);
    await connection.attach(store);
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    expect(connection.log.length).toBe(1);
    // The host's close arrives from the table.
    connection.doc.transact(() => connection.table.set('closed', true), 'table');
    expect((await store.dispatch(adjust('p1', 5))).ok).toBe(true);
    expect(connection.log.length).toBe(1);
  });

  it('counts this phone’s changes waiting when it loads the table again with the network gone', async () => {
    const db = freshDb();
    const link = linkOf('W'.repeat(22));
    const { store } = await newStore(db);
    await store.exclusive((d) => markShared(d, store.id, link));
    const first = connect(link);
    await first.attach(store);
    await store.dispatch(adjust('p1', 5));
    await store.dispatch(adjust('p2', 5));
    expect(first.waiting).toBe(2);
    // Let y-indexeddb store the document, then a new page load (a new connection to the same table).
    await new Promise((r) => setTimeout(r, 1200));
    first.provider.destroy();
    const again = connect(link);
    await again.attach(store);
    expect(again.log.length).toBe(2);
    expect(again.waiting).toBe(2);
  });
});
