// The figures the rulebook does not print, as the phone offers them again: only those of plays that
// still stand. A play-tester typed 4 for Get away from it all, undid the play, and the sheet offered
// 4 again (in that game and every later one on the phone).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDefinition } from '$lib/core/types';
import { createSession } from '$lib/db/sessions';
import { useDatabase } from '$lib/db/database';
import { actionPlayed, turnEnded } from '$lib/games/it-startup/events';
import { itStartup } from '$lib/games/it-startup/game';
import type { ItState } from '$lib/games/it-startup/state';
import { OpenSession } from '$lib/state/open-session.svelte';
import { standingFigures, settle, teach, TAUGHT_PER_KEY } from '$lib/components/games/it-startup/figure-memory';
import { logMovedUnder, type LogMark } from '$lib/components/games/it-startup/figure-settle';
import { followFigures, sender } from '$lib/components/games/it-startup/its-ui';
import { rememberedFigures, rememberFigures } from '$lib/components/games/it-startup/sheet-ui';
import { ANA, BEN, freshDb } from '../helpers';

const def = itStartup as unknown as GameDefinition;
const KEY = 'action.get-away';

/** How many times the prefs were read (each read parses the kept figures). */
let reads = 0;
beforeEach(() => {
  const kept = new Map<string, string>();
  reads = 0;
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => (reads++, kept.get(k) ?? null),
    setItem: (k: string, v: string) => void kept.set(k, v)
  });
});
afterEach(() => vi.unstubAllGlobals());

async function table() {
  const db = freshDb();
  useDatabase(db);
  const record = await createSession(def, { kind: 'it-startup', players: [ANA, BEN], options: { target: 200, startingResources: 20 } }, db);
  const session = (await OpenSession.open(record.id, def))!;
  const send = sender(session, () => session.state.game as ItState);
  /** Plays Get away from it all at `cost` as the sheet does: the figure kept with its entry. */
  const play = async (cost: number) => {
    expect(await send(actionPlayed({ key: 'get-away', cost }))).toBe(true);
    rememberFigures({ [KEY]: cost }, send.stored?.());
  };
  /** What Board does after every change of the log: settles the figures when the log moved under them. */
  let mark: LogMark | null = null;
  const follow = () => {
    mark = followFigures(record.id, { seq: session.seq, cursor: session.cursor }, mark);
  };
  return { session, send, play, follow };
}

describe('a cost the rulebook does not print', () => {
  it('is offered again while its play stands, and not once it is undone (the older one comes back)', async () => {
    const { session, play, follow } = await table();
    await play(3);
    follow();
    expect(rememberedFigures()[KEY]).toBe(3);
    await session.dispatch(turnEnded());
    await play(4);
    follow();
    expect(rememberedFigures()[KEY]).toBe(4);
    expect((await session.undo()).ok).toBe(true);
    follow();
    expect(rememberedFigures()[KEY]).toBe(3);
    // Redone, the play stands again and so does its cost.
    expect((await session.redo()).ok).toBe(true);
    follow();
    expect(rememberedFigures()[KEY]).toBe(4);
    session.close();
  });

  it('is forgotten when its only play is taken back in History, and stays forgotten after the next tap and in another game', async () => {
    const first = await table();
    await first.play(4);
    first.follow();
    const gesture = first.session.cursor.undo.at(-1)!;
    expect((await first.session.takeBack(gesture)).ok).toBe(true);
    first.follow();
    expect(rememberedFigures()[KEY]).toBeUndefined();
    await first.session.dispatch(turnEnded());
    first.follow();
    expect(rememberedFigures()[KEY]).toBeUndefined();
    first.session.close();
    const second = await table();
    second.follow();
    expect(rememberedFigures()[KEY]).toBeUndefined();
    second.session.close();
  });
});

describe('following the log', () => {
  it('reads the kept figures on the first look and after an Undo, Redo or take-back, not after a new tap', async () => {
    const { session, play, follow } = await table();
    follow();
    await play(3);
    reads = 0;
    follow();
    await session.dispatch(turnEnded());
    follow();
    expect(reads).toBe(0);
    await session.undo();
    follow();
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    await session.redo();
    follow();
    expect(reads).toBeGreaterThan(0);
    expect(rememberedFigures()[KEY]).toBe(3);
    session.close();
  });

  it('the log moved under the plays: shrunk, a gesture taken back or put back; not a new gesture on top', () => {
    const at = (seq: number, undo: number[][], redo: number[][] = []): LogMark => ({ seq, cursor: { undo, redo } });
    const before = at(4, [[1], [2, 3]], [[4]]);
    // A new gesture (Redo cleared), or one more entry of the gesture on top.
    expect(logMovedUnder(before, at(5, [[1], [2, 3], [5]]))).toBe(false);
    expect(logMovedUnder(at(2, [[1], [2]]), at(3, [[1], [2, 3]]))).toBe(false);
    // The oldest gesture past the Undo depth: its plays keep what was last seen.
    expect(logMovedUnder(before, at(5, [[2, 3], [5]]))).toBe(false);
    // Undo (or a take-back): a gesture new among the Redo ones.
    expect(logMovedUnder(before, at(5, [[1]], [[4], [2, 3]]))).toBe(true);
    // Redo (or a put-back, or a merge): an entry already in the log active again.
    expect(logMovedUnder(before, at(5, [[1], [2, 3], [4]]))).toBe(true);
    // A shorter log.
    expect(logMovedUnder(before, at(3, [[1], [2, 3]]))).toBe(true);
  });
});

describe('figure-memory', () => {
  it('keeps a few plays per figure, and another game’s cursor leaves a play alone', () => {
    let taught = teach([], { a: 1 }, { table: 't1', seq: 1 });
    for (let seq = 2; seq <= 8; seq++) taught = teach(taught, { a: seq, b: 9 }, { table: 't1', seq });
    expect(taught.filter((t) => t.key === 'a')).toHaveLength(TAUGHT_PER_KEY);
    expect(standingFigures({ a: 100, c: 5 }, taught)).toEqual({ a: 8, b: 9, c: 5 });
    const undone = settle(taught, 't1', { undo: [[7]], redo: [[8]] });
    expect(standingFigures({ a: 100 }, undone)).toEqual({ a: 7, b: 9 });
    expect(settle(undone, 't2', { undo: [], redo: [[7]] })).toBe(undone);
    const allUndone = settle(taught, 't1', { undo: [], redo: [[4], [5], [6], [7], [8]] });
    expect(standingFigures({ a: 100 }, allUndone)).toEqual({ a: 100 });
  });
});
