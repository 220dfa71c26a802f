// What the list of games reads from storage: the standing written with each row, copies marked,
// the players of imported games remembered with their colours, several deletes undone together.
import { describe, expect, it } from 'vitest';
import { exportBackup, importBackup, parseBackup } from '$lib/db/backup';
import { KEEP_DELETED_MS } from '$lib/db/constants';
import {
  createSession,
  listDeleted,
  listSessions,
  markDeleted,
  purgeDeleted,
  purgeSessions,
  rememberedNames,
  undoDelete
} from '$lib/db/sessions';
import type { GameDefinition } from '$lib/core/types';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { adjust, ANA, BEN, CAI, freshDb, newStore, nextTurn } from '../helpers';

const lb = logoBillionaire as unknown as GameDefinition;

describe('the standing on the row', () => {
  it('is written when the game is created and with every change', async () => {
    const db = freshDb();
    const { record, store } = await newStore(db);
    expect(record.standing).toBe("Ana's turn, all on 50M");
    await store.dispatch(adjust('p2', 30));
    await store.dispatch(nextTurn);
    expect((await db.sessions.get(record.id))!.standing).toBe("Ben's turn, Ben leads with 80M (30M ahead)");
    // Undo writes the row too.
    await store.undo();
    expect((await db.sessions.get(record.id))!.standing).toBe("Ana's turn, Ben leads with 80M (30M ahead)");
  });

  it('is worked out again from the log on import: a file cannot make one up', async () => {
    const source = freshDb();
    const { store } = await newStore(source);
    await store.dispatch(adjust('p1', 100));
    const file = await exportBackup(undefined, source);
    file.sessions[0].session.standing = 'Ben won with 9,999M';
    const parsed = await parseBackup(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await importBackup(parsed.backup, 'skip', target);
    expect((await target.sessions.toArray())[0].standing).toBe("Ana's turn, Ana leads with 150M (100M ahead)");
  });

  it.each([
    ['a standing that is not text', (s: Record<string, unknown>) => (s.standing = 42), /invalid standing/],
    ['a copy mark that is not an id', (s: Record<string, unknown>) => (s.copyOf = '../x'), /copy of an invalid id/]
  ])('a file with %s is refused', async (_, spoil, message) => {
    const source = freshDb();
    await newStore(source);
    const file = await exportBackup(undefined, source);
    spoil(file.sessions[0].session as unknown as Record<string, unknown>);
    const parsed = await parseBackup(JSON.stringify(file));
    expect(parsed.ok ? 'accepted' : parsed.reason).toMatch(message);
  });
});

describe('import', () => {
  it('names the games of each outcome, marks copies, and remembers the players with their colours', async () => {
    const source = freshDb();
    const cai = { ...CAI, color: '#7e22ce' };
    await createSession(lb, { kind: 'logo-billionaire', players: [ANA, cai], options: {} }, source);
    const parsed = await parseBackup(JSON.stringify(await exportBackup(undefined, source)));
    if (!parsed.ok) throw new Error(parsed.reason);

    const target = freshDb();
    const first = await importBackup(parsed.backup, 'copy', target);
    expect(first.games.imported.map((g) => g.players.map((p) => p.name))).toEqual([['Ana', 'Cai']]);
    const names = await rememberedNames(target);
    expect(names.map((n) => [n.name, n.color])).toEqual(
      expect.arrayContaining([
        ['Ana', ANA.color],
        ['Cai', '#7e22ce']
      ])
    );
    // Played on here (one tap): the game here no longer matches the file's, so a copy is made.
    const id = first.games.imported[0].id;
    await target.events.add({ sessionId: id, seq: 1, at: Date.now(), event: { type: 'money.adjusted', v: 1, player: 'p1', amount: 10 } });
    await target.sessions.update(id, { lastSeq: 1 });
    const again = await importBackup(parsed.backup, 'copy', target);
    expect(again.copied).toBe(1);
    const rows = await target.sessions.toArray();
    expect(rows.filter((r) => r.copyOf).map((r) => r.copyOf)).toEqual([first.games.imported[0].id]);
    expect(again.games.copied[0].id).not.toBe(first.games.imported[0].id);
    const skipped = await importBackup(parsed.backup, 'skip', target);
    expect(skipped.games.skipped.map((g) => g.id)).toEqual([first.games.imported[0].id]);
  });

  it('an old imported game does not change the colour a player chose since', async () => {
    const source = freshDb();
    await createSession(lb, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, source);
    const parsed = await parseBackup(JSON.stringify(await exportBackup(undefined, source)));
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    // A newer game on this phone: Ana plays teal now.
    await createSession(lb, { kind: 'logo-billionaire', players: [{ ...ANA, color: '#0f766e' }, CAI], options: {} }, target);
    const ana = await target.names.get('ana');
    await target.names.put({ ...ana!, lastUsed: Date.now() + 60_000 });
    await importBackup(parsed.backup, 'skip', target);
    expect((await target.names.get('ana'))!.color).toBe('#0f766e');
    expect((await target.names.get('ben'))!.color).toBe(BEN.color);
  });
});

describe('deletes', () => {
  it('several hidden games come back together; the purge removes only those still deleted', async () => {
    const db = freshDb();
    const a = await createSession(lb, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, db);
    const b = await createSession(lb, { kind: 'logo-billionaire', players: [ANA, CAI], options: {} }, db);
    const c = await createSession(lb, { kind: 'logo-billionaire', players: [BEN, CAI], options: {} }, db);
    await markDeleted(a.id, db);
    await markDeleted(b.id, db);
    expect((await listSessions(db)).map((s) => s.id)).toEqual([c.id]);
    await undoDelete([a.id, b.id], db);
    expect(await listSessions(db)).toHaveLength(3);

    await markDeleted(a.id, db);
    await markDeleted(b.id, db);
    // b is brought back (another tab's Undo) before the purge of both.
    await undoDelete(b.id, db);
    expect(await purgeSessions([a.id, b.id], db)).toBe(1);
    expect((await db.sessions.toArray()).map((s) => s.id).sort()).toEqual([b.id, c.id].sort());
  });

  it('the start-up purge removes games deleted 30 days ago, and with none due writes nothing', async () => {
    const db = freshDb();
    const modes: string[] = [];
    db.use({
      stack: 'dbcore',
      name: 'RecordModes',
      create: (down) => ({ ...down, transaction: (stores, mode, options) => (modes.push(mode), down.transaction(stores, mode, options)) })
    });
    const a = await createSession(lb, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, db);
    const b = await createSession(lb, { kind: 'logo-billionaire', players: [ANA, CAI], options: {} }, db);
    await markDeleted(a.id, db);
    const deletedAt = (await db.sessions.get(a.id))!.deletedAt!;
    // Within the 30 days (long after the Undo bar): nothing is due, and no write transaction is started.
    modes.length = 0;
    expect(await purgeDeleted(deletedAt + KEEP_DELETED_MS - 1, db)).toBe(0);
    expect(modes).not.toContain('readwrite');
    expect(await db.sessions.count()).toBe(2);
    // Once they have run out, the game and its log go for good; the other stays.
    expect(await purgeDeleted(deletedAt + KEEP_DELETED_MS, db)).toBe(1);
    expect(modes).toContain('readwrite');
    expect((await db.sessions.toArray()).map((s) => s.id)).toEqual([b.id]);
    expect(await db.events.where('[sessionId+seq]').between([a.id, 0], [a.id, Infinity]).count()).toBe(0);
  });

  it('Recently deleted lists the deleted games kept, latest delete first, until the purge is due', async () => {
    const db = freshDb();
    const a = await createSession(lb, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, db);
    const b = await createSession(lb, { kind: 'logo-billionaire', players: [ANA, CAI], options: {} }, db);
    await createSession(lb, { kind: 'logo-billionaire', players: [BEN, CAI], options: {} }, db);
    await db.sessions.update(a.id, { deletedAt: 1_000_000 });
    await db.sessions.update(b.id, { deletedAt: 2_000_000 });
    expect((await listDeleted(2_000_000, db)).map((s) => s.id)).toEqual([b.id, a.id]);
    // a is due for removal (deleted 30 days ago): no longer offered.
    expect((await listDeleted(1_000_000 + KEEP_DELETED_MS, db)).map((s) => s.id)).toEqual([b.id]);
    await undoDelete(b.id, db);
    expect((await listDeleted(2_000_000, db)).map((s) => s.id)).toEqual([a.id]);
    expect((await listSessions(db)).map((s) => s.id)).toContain(b.id);
  });
});
