// Disrupt's Secret Parameters placed before a game was shared: sharing turns each sealed placement
// into the committed form (salt and token kept in the sharing phone's own store) in the same step as
// it marks the game shared; the fold is unchanged but for where the token is, the shared entries
// carry no token, a placement the fold refuses stays refused without its token, and the reveal at
// final scoring then scores as the game would have scored unshared.
import { describe, expect, it } from 'vitest';
import { foldChange, planSealed, withCommitments } from '$lib/core/live-secrets';
import { toShared } from '$lib/core/live-log';
import type { LogEntry } from '$lib/core/types';
import { heldSecrets } from '$lib/db/live-secrets';
import { markShared, wholeLog } from '$lib/db/live-sessions';
import { finalScored, projectPlaced } from '$lib/games/disrupt/events';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';
import { disruptRules } from '$lib/games/disrupt/game-rules';
import { commitSealedPlacements, revealsHeld } from '$lib/live/secrets';
import { SessionStore } from '$lib/db/session-store';
import { createSession } from '$lib/db/sessions';
import type { BoardroomDb } from '$lib/db/schema';
import { ANA, BEN, freshDb } from '../helpers';

async function newDisrupt(db: BoardroomDb) {
  const record = await createSession(disruptRules as never, { kind: 'disrupt', players: [ANA, BEN], options: {} }, db);
  const store = await SessionStore.open(record.id, disruptRules as never, db);
  if (!store) throw new Error('session did not open');
  return { store };
}

const TOKEN = { plus: 'design', minus: 'marketing' } as const;
const link = { tableId: 'S'.repeat(22), secret: 's'.repeat(43), device: 'host', seat: null, host: 'host' };
const withoutTokens = ({ secrets: _s, commitments: _c, ...rest }: DisruptState) => rest;

describe('a Disrupt game shared after its tokens were placed', () => {
  it('commits each sealed token in the step that shares the log; the fold is unchanged; the reveal scores alike', async () => {
    const db = freshDb();
    const { store } = await newDisrupt(db);
    expect((await store.dispatch(projectPlaced({ project: 'eturnium', sealed: sealSecret(TOKEN) }))).ok).toBe(true);
    const before = store.state.game as DisruptState;
    expect(before.secrets.eturnium).toBe(sealSecret(TOKEN));

    await store.exclusive(async (d) =>
      markShared(d, store.id, link, (await commitSealedPlacements(d, store.def, store.record)) ?? undefined)
    );
    const log = await wholeLog(db, store.id);
    expect(log.map((e) => e.event.type)).toEqual(['disrupt.project-committed']);
    const shared = JSON.stringify(log.map(toShared));
    expect(shared).not.toContain(sealSecret(TOKEN));
    expect(shared).not.toMatch(/design|marketing|sealed/);
    expect(store.record.live?.tableId).toBe(link.tableId);

    const after = store.state.game as DisruptState;
    expect(after.secrets).toEqual({});
    const commitment = after.commitments!.eturnium!;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(withoutTokens(after)).toEqual(withoutTokens(before));
    const [held] = await heldSecrets([commitment]);
    expect(held).toMatchObject({ sessionId: store.id, project: 'eturnium', ...TOKEN });

    // Final scoring: this phone reveals what it holds, as for a token placed live.
    const reveals = await revealsHeld(after.commitments!, (p) => Boolean(after.secrets[p]));
    expect(reveals).toHaveLength(1);
    expect((await store.dispatch(reveals)).ok).toBe(true);
    expect((await store.dispatch(finalScored({ bullBear: [0, 0, 1] }))).ok).toBe(true);
    const unshared = freshDb();
    const { store: alone } = await newDisrupt(unshared);
    await alone.dispatch(projectPlaced({ project: 'eturnium', sealed: sealSecret(TOKEN) }));
    await alone.dispatch(finalScored({ bullBear: [0, 0, 1] }));
    expect((store.state.game as DisruptState).final).toEqual((alone.state.game as DisruptState).final);
  });

  it('leaves a refused placement refused without its token, and a game without sealed tokens as it is', () => {
    const config = { kind: 'disrupt' as const, players: [ANA, BEN], options: {} };
    const entry = (seq: number, event: LogEntry['event']): LogEntry => ({ sessionId: 'g', seq, at: seq, event });
    // The second placement reuses the first one's token: the fold refuses it (a merge can put one in a log).
    const entries = [
      entry(1, projectPlaced({ project: 'eturnium', sealed: sealSecret(TOKEN) })),
      entry(2, projectPlaced({ project: 'boardtube', sealed: sealSecret(TOKEN) }))
    ];
    const plan = planSealed(disruptRules, config, 0, entries);
    expect(plan.commit.map((p) => p.seq)).toEqual([1]);
    expect(plan.blank).toEqual([2]);
    const rewritten = withCommitments(entries, plan, new Map([[1, 'a'.repeat(64)]]));
    expect(JSON.stringify(rewritten)).not.toContain(sealSecret(TOKEN));
    expect(foldChange(disruptRules, config, 0, entries, rewritten)).toBeNull();
    // A commitment dropped would change the fold, and is caught.
    expect(
      foldChange(
        disruptRules,
        config,
        0,
        entries,
        [entries[1]].map((e) => ({ ...e, seq: 1 }))
      )
    ).not.toBeNull();
    expect(planSealed(disruptRules, config, 0, [])).toEqual({ commit: [], blank: [] });
  });
});
