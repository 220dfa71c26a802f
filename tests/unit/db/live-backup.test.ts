// A game shared live goes into a backup as an ordinary game with its entries' authors: each entry
// says which seat's phone entered it and whether it was the host's, never the table's link, device
// ids or entry ids; restored, History names the phones as it did at the table. A malformed author is refused.
import { describe, expect, it } from 'vitest';
import { historyLines, initialSessionState } from '$lib/core/log';
import { toShared, type SharedEntry } from '$lib/core/live-log';
import { exportBackup, importBackup, parseBackup } from '$lib/db/backup';
import { markShared, mirrorLog } from '$lib/db/live-sessions';
import { readTail } from '$lib/db/log-reader';
import { adjust, freshDb, newStore } from '../helpers';

const link = { tableId: 'B'.repeat(22), secret: 's'.repeat(43), device: 'hostdevice', seat: null, host: 'hostdevice' };
const guest = (id: string, event: SharedEntry['event']): SharedEntry => ({ id, device: 'guestdevice', seat: 'p2', at: 2000, event });

describe('a shared game’s backup', () => {
  it('keeps who entered each entry, and History names the phones once it is restored', async () => {
    const db = freshDb();
    const { def, record, store } = await newStore(db);
    await store.dispatch(adjust('p1', 5));
    await store.exclusive((d) => markShared(d, store.id, link));
    const [own] = await readTail(db, store.id, 0);
    await store.exclusive((d) => mirrorLog(d, store.id, [toShared(own)!, guest('guestdevice:1', adjust('p2', 3))]));

    const file = await exportBackup(undefined, db);
    const text = JSON.stringify(file);
    expect(file.sessions[0].events.map((e) => e.by)).toEqual([
      { seat: null, host: true },
      { seat: 'p2', host: false }
    ]);
    for (const secret of [link.secret, link.tableId, 'hostdevice', 'guestdevice']) expect(text).not.toContain(secret);

    const parsed = await parseBackup(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await importBackup(parsed.backup, 'skip', target);
    const restored = await readTail(target, record.id, 0);
    expect(restored.map((e) => e.by)).toEqual([
      { seat: null, host: true },
      { seat: 'p2', host: false }
    ]);
    expect(restored.every((e) => e.live === undefined)).toBe(true);
    const initial = initialSessionState(def, record, record.createdAt);
    // History's lines, newest first.
    expect(historyLines(def, initial, restored, record.players).map((l) => l.by)).toEqual([
      { seat: 'p2', host: false },
      { seat: null, host: true }
    ]);
    // Exported again from where it was restored, the authors stay.
    expect((await exportBackup(undefined, target)).sessions[0].events.map((e) => e.by)).toEqual(file.sessions[0].events.map((e) => e.by));
  });

  it('refuses a file whose entry names its author in a shape this app does not read', async () => {
    const db = freshDb();
    const { store } = await newStore(db);
    await store.dispatch(adjust('p1', 5));
    const file = await exportBackup(undefined, db);
    (file.sessions[0].events[0] as Record<string, unknown>).by = { seat: 'p1', host: 'yes' };
    const parsed = await parseBackup(JSON.stringify(file));
    expect(parsed.ok ? '' : parsed.reason).toMatch(/names who entered it in a way this app does not read/);
  });
});
