// IT Startup under the undo model: its events record facts only, so a take-back replays the right
// figures (a planned card's price, the Outsourcing money), undo passes over the Undercover HR
// Agent's coin flip, and a take-back that a later card depends on is refused with its name. What a
// later event names keeps its identity whatever is taken back before it: a hire's employee (v3's
// own id), a knowledge card (v2 by what it is), the player whose move it was (`by`).
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameDefinition } from '$lib/core/types';
import { createSession } from '$lib/db/sessions';
import { readTail } from '$lib/db/log-reader';
import { SessionStore } from '$lib/db/session-store';
import type { BoardroomDb } from '$lib/db/schema';
import { describeIt } from '$lib/games/it-startup/describe';
import { itStartup } from '$lib/games/it-startup/game';
import { newEmployeeId, type ItState } from '$lib/games/it-startup/state';
import { ANA, BEN, freshDb } from '../helpers';

const def = itStartup as unknown as GameDefinition;
const game = (store: SessionStore) => store.state.game as ItState;
const end = { type: 'its.turn-ended', v: 1 };
const hire = (name: string, key?: string) => ({
  type: 'its.employee-hired',
  v: 2,
  card: { ...(key ? { key } : {}), name, kind: key === 'undercover-hr-agent' ? 'hr' : 'dev', efficiency: 5, resistance: 5, cost: 3 }
});

async function open(db: BoardroomDb, options: Record<string, unknown> = {}): Promise<SessionStore> {
  const record = await createSession(
    def,
    { kind: 'it-startup', players: [ANA, BEN], options: { target: 200, startingResources: 20, ...options } },
    db
  );
  return (await SessionStore.open(record.id, def, db))!;
}

/** A hire as the screen sends it now (v3): its own employee id, chosen at the tap, and who hired. */
const hireV3 = (store: SessionStore, name: string, kind: 'dev' | 'hr', efficiency: number) => {
  const s = game(store);
  return {
    type: 'its.employee-hired',
    v: 3,
    employeeId: newEmployeeId(s),
    by: s.order[s.current],
    card: { name, kind, efficiency, resistance: 0, cost: 1 }
  };
};
const by = (store: SessionStore, event: { type: string; [field: string]: unknown }) => ({
  v: 1,
  ...event,
  by: game(store).order[game(store).current]
});
const employee = (store: SessionStore, name: string) => game(store).employees.find((e) => e.name === name);

async function expectReplayEqual(db: BoardroomDb, store: SessionStore) {
  const all = await readTail(db, store.id, 0);
  const full = fold(
    def,
    { state: initialSessionState(def, store.record, store.record.createdAt), cursor: EMPTY_CURSOR },
    all,
    store.record.players
  );
  expect(full.refused).toEqual([]);
  expect(store.state).toEqual(full.state);
  const reopened = (await SessionStore.open(store.id, def, db))!;
  expect(reopened.state).toEqual(full.state);
}

/** Ana hires a Lead Developer (e1) and ends her turn; Ben hires the Undercover HR Agent. */
async function anaLeadDeveloperThenBenUndercoverAgent(store: SessionStore): Promise<void> {
  await store.dispatch(hireV3(store, 'Lead Developer', 'dev', 5));
  await store.dispatch(by(store, end));
  await store.dispatch({
    ...hireV3(store, 'Undercover HR Agent', 'hr', 0),
    card: { key: 'undercover-hr-agent', name: 'Undercover HR Agent', kind: 'hr', efficiency: 0, resistance: 0, cost: 3 }
  });
}

describe('IT Startup and undo', () => {
  it('a planned Outsourcing: its price comes from the plan; taking the plan back is refused, naming the play', async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(hire('Lead Developer'));
    await store.dispatch(end);
    await store.dispatch({ type: 'its.action-planned', v: 2, key: 'outsourcing', cost: 3 }); // seq 3
    await store.dispatch(end);
    await store.dispatch(end);
    const ana = game(store).resources.p1;
    await store.dispatch({ type: 'its.action-played', v: 2, key: 'outsourcing', planned: true, employee: 'e1' });
    expect(game(store).resources.p1).toBe(ana + 2);
    const refused = await store.takeBack([3]);
    expect(refused.ok).toBe(false);
    expect((refused as { reason: string }).reason).toMatch(
      /Cannot take back “Ben planned an action card \(face down\)”: “Ben played Outsourcing \(planned\) for 2: .*”, later, depends on it \(with it taken back: Ben has no planned action card\)/
    );
    await expectReplayEqual(db, store);
  });

  it('undo passes over the coin flip: the slip before it is taken back, the takeover stays', async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(hire('Lead Developer'));
    await store.dispatch(end);
    await store.dispatch(hire('Undercover HR Agent', 'undercover-hr-agent'));
    await store.dispatch({ type: 'its.resources-paid', v: 1, player: 'p2', amount: 4 }); // the slip
    await store.dispatch({ type: 'its.undercover-flipped', v: 1, employee: 'e1', call: 'tails', side: 'tails' });
    const before = game(store).resources.p2;
    expect((await store.undo()).ok).toBe(true);
    expect(game(store).resources.p2).toBe(before + 4);
    expect(game(store).employees.find((e) => e.id === 'e1')?.owner).toBe('p2');
    expect(game(store).turn.undercoverUsed).toBe(true);
    await expectReplayEqual(db, store);
  });

  it('undo after the flip reaches the call, and is refused saying the landed coin keeps it; a counter goes back first', async () => {
    const db = freshDb();
    const store = await open(db);
    await anaLeadDeveloperThenBenUndercoverAgent(store);
    await store.dispatch(by(store, { type: 'its.undercover-declared', v: 1, employee: 'e1', call: 'heads' }));
    await store.dispatch(by(store, { type: 'its.undercover-flipped', v: 2, side: 'tails' }));
    const ben = game(store).resources.p2;
    const refused = await store.undo();
    expect(refused.ok).toBe(false);
    expect((refused as { reason: string }).reason).toBe(
      "Cannot undo “Ben's Undercover HR Agent: paid 1, called heads for Ana's Lead Developer”: “Ben's Undercover HR Agent: the coin shows tails: no takeover”, later, depends on it (with it undone: the coin is flipped, so Ben's call stands: a coin that has landed is not called again, and what it decided stays; a figure can still be put right by hand on a player's sheet). An older change can be taken back in History."
    );
    // The rule is unchanged: the call and its 1 stay.
    expect(game(store).resources.p2).toBe(ben);
    await expectReplayEqual(db, store);

    // Countered instead (the next round): taking the call back names the counter, which goes back first.
    await store.dispatch(by(store, end));
    await store.dispatch(by(store, end));
    await store.dispatch(by(store, { type: 'its.undercover-declared', v: 1, employee: 'e1', call: 'tails' }));
    const declared = store.seq;
    await store.dispatch(by(store, { type: 'its.undercover-countered', v: 2, opponent: 'p1', counter: 3 }));
    const counter = await store.takeBack([declared]);
    expect((counter as { reason: string }).reason).toMatch(
      /depends on it \(with it taken back: the counter answers this call: take the counter back first\)\.$/
    );
  });

  it('hire A, hire B, the planning bonus on B, take back hire A: accepted, and the bonus is still on B', async () => {
    const db = freshDb();
    const store = await open(db, { planningBonus: true });
    await store.dispatch(hireV3(store, 'Recruiter A', 'hr', 0)); // seq 1
    await store.dispatch(hireV3(store, 'Developer B', 'dev', 4));
    await store.dispatch(hireV3(store, 'Tester C', 'hr', 0));
    await store.dispatch(by(store, end));
    await store.dispatch(by(store, end));
    // Ana's turn 2 at 4 points: the bonus, on B.
    expect(game(store).turn.planningPrompt).toBe(true);
    const b = employee(store, 'Developer B')!;
    expect(b.id).toBe('e2');
    await store.dispatch(by(store, { type: 'its.planning-bonus-used', employee: b.id })); // seq 6
    const taken = await store.takeBack([1]);
    expect(taken.ok, JSON.stringify(taken)).toBe(true);
    // B keeps its id and its bonus; C (who took A's place in the counter's order under v2) is untouched.
    expect(employee(store, 'Developer B')).toMatchObject({ id: 'e2', burnout: 0 });
    expect(employee(store, 'Tester C')).toMatchObject({ id: 'e3', burnout: 1 });
    expect(employee(store, 'Recruiter A')).toBeUndefined();
    expect(game(store).points.p1).toBe(4);
    const all = await readTail(db, store.id, 0);
    const before = fold(
      def,
      { state: initialSessionState(def, store.record, store.record.createdAt), cursor: EMPTY_CURSOR },
      all.slice(0, 5),
      store.record.players
    ).state.game as ItState;
    expect(describeIt(all[5].event, before, store.record.players)).toBe("Planning bonus: Ana's Developer B −1 burnout");
    await expectReplayEqual(db, store);
  });

  it('a new hire after a take-back gets an id no later event can confuse; an id in use is refused', async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(hireV3(store, 'Developer A', 'dev', 2));
    await store.dispatch(hireV3(store, 'Developer B', 'dev', 2));
    expect((await store.takeBack([1])).ok).toBe(true);
    // B keeps e2, and the counter stays past it: the next hire is e3.
    expect(newEmployeeId(game(store))).toBe('e3');
    const clash = await store.dispatch({ ...hireV3(store, 'Developer C', 'dev', 2), employeeId: 'e2' });
    expect(clash).toMatchObject({
      ok: false,
      reason: "Ana's Developer B already has this hire's employee id (e2); take that hire back first."
    });
    await expectReplayEqual(db, store);
  });

  it('knowledge moved by what it is (v2): taking back an earlier knowledge card leaves the move on the same card', async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(hireV3(store, 'Developer X', 'dev', 2));
    await store.dispatch(hireV3(store, 'Developer Y', 'dev', 2));
    await store.dispatch(by(store, { type: 'its.knowledge-attached', employee: 'e1', name: 'Pairing', bonus: 1, cost: 1 })); // seq 3
    await store.dispatch(by(store, { type: 'its.knowledge-attached', employee: 'e1', name: 'TDD', bonus: 5, cost: 4 }));
    await store.dispatch(
      by(store, { type: 'its.knowledge-transferred', v: 2, from: 'e1', to: 'e2', knowledge: { name: 'TDD', bonus: 5, cost: 4 } })
    );
    expect((await store.takeBack([3])).ok).toBe(true);
    expect(employee(store, 'Developer X')!.knowledgeNames).toEqual([]);
    expect(employee(store, 'Developer Y')!.knowledgeNames).toEqual(['TDD']);
    // Taking back the TDD itself is refused, naming the move.
    const refused = await store.takeBack([4]);
    expect((refused as { reason: string }).reason).toBe(
      "Cannot take back “TDD +5 on Developer X for 4”: “TDD +5 moved from Developer X to Developer Y for 4”, later, depends on it (with it taken back: Ana's Developer X has no TDD +5 to move)."
    );
    await expectReplayEqual(db, store);
  });

  it("taking back a turn's end never hands the next player's moves to the one before: refused, naming them", async () => {
    const db = freshDb();
    const store = await open(db);
    await store.dispatch(by(store, end)); // seq 1: Ana's turn ends
    await store.dispatch(hireV3(store, 'Intern', 'dev', 1)); // Ben's hire
    const refused = await store.takeBack([1]);
    expect((refused as { reason: string }).reason).toBe(
      "Cannot take back “Ana scored 0 (total 0)”: “Ben hired Intern for 1”, later, depends on it (with it taken back: Ben's move would now fall in Ana's turn)."
    );
    expect(employee(store, 'Intern')!.owner).toBe('p2');
    await expectReplayEqual(db, store);
  });

  it("undo passing over Ben's coin flip to Ana's turn end is refused with words that name Ben's flip as Ben's", async () => {
    const db = freshDb();
    const store = await open(db);
    await anaLeadDeveloperThenBenUndercoverAgent(store);
    await store.dispatch(by(store, end));
    await store.dispatch(by(store, end)); // Ana's turn 2 ends: the newest undoable
    await store.dispatch(by(store, { type: 'its.undercover-flipped', employee: 'e1', call: 'heads', side: 'heads' }));
    const refused = await store.undo();
    expect((refused as { reason: string }).reason).toBe(
      "Cannot undo “Ana scored 5 (total 10)”: “Ben's Undercover HR Agent: paid 1, called heads, the coin shows heads: took over Ana's Lead Developer”, later, depends on it (with it undone: Ben's move would now fall in Ana's turn). An older change can be taken back in History."
    );
    // Without `by` (an older log) the reason still says whose turn it would be.
    const s = game(store);
    expect(
      itStartup.apply(
        { ...s, current: 0 },
        { type: 'its.undercover-flipped', v: 1, employee: 'e1', call: 'heads', side: 'heads' },
        store.record.players
      )
    ).toEqual({
      invalid: "It is Ana's turn, and Ana has no Undercover HR Agent on the table."
    });
    await expectReplayEqual(db, store);
  });
});
