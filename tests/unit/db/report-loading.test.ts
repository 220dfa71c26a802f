// A game's screen opens with its rules alone; the report (the history's words, the result) loads
// with the first write. The tap must be worded and a finished game's row carry its result as if
// the whole game had been loaded, and a report that cannot load must never cost the tap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '$lib/db/sessions';
import { SessionStore } from '$lib/db/session-store';
import { logoBillionaireRules } from '$lib/games/logo-billionaire/game-rules';
import * as registry from '$lib/games/registry';
import { adjust, ANA, BEN, freshDb } from '../helpers';

async function openWithRulesOnly() {
  const db = freshDb();
  const record = await createSession(logoBillionaireRules, { kind: 'logo-billionaire', players: [ANA, BEN], options: {} }, db);
  const store = (await SessionStore.open(record.id, logoBillionaireRules, db))!;
  return { db, store };
}

describe('a session opened with the rules alone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the report with the first write: the tap is worded and a finished game carries its result', async () => {
    const loads = vi.spyOn(registry, 'loadReport');
    const { db, store } = await openWithRulesOnly();
    expect(loads).not.toHaveBeenCalled();
    const first = await store.dispatch(adjust('p2', 10));
    expect(first).toMatchObject({ ok: true, done: 'Ben got 10M.' });
    await store.dispatch(adjust('p1', 950));
    expect(loads).toHaveBeenCalledTimes(1);
    const row = (await db.sessions.get(store.id))!;
    expect(row.status).toBe('finished');
    expect(row.result?.standings.map((s) => s.player)).toEqual(['p1', 'p2']);
    const undone = await store.undo();
    expect(undone).toMatchObject({ ok: true });
  });

  it('keeps the tap when the report cannot load: the line falls back to the event, and the next write tries again', async () => {
    const loads = vi.spyOn(registry, 'loadReport').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { db, store } = await openWithRulesOnly();
    const kept = await store.dispatch(adjust('p2', 10));
    expect(kept).toMatchObject({ ok: true, done: 'money.adjusted.', seq: 1 });
    expect(await db.events.where('sessionId').equals(store.id).count()).toBe(1);
    const next = await store.dispatch(adjust('p2', 5));
    expect(next).toMatchObject({ ok: true, done: 'Ben got 5M.' });
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
