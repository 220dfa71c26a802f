// The loading contract of Disrupt's fold parts (src/lib/games/disrupt/fold-parts.ts): the final
// scoring and a live table's Secret Parameters load apart from the rules, through the rules'
// `prepare`. Without it, applying their events throws (never a refusal or another answer); after
// it, the fold gives what the whole game gives. This file imports the rules alone (never game.ts,
// which hands the parts over directly), so the parts start unloaded.
import { describe, expect, it } from 'vitest';
import { isInvalid, type GameEvent, type Player, type SessionConfig } from '$lib/core/types';
import { disruptRules } from '$lib/games/disrupt/game-rules';
import { sealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState } from '$lib/games/disrupt/state';

const players: Player[] = ['Ann', 'Bob'].map((name, i) => ({ id: `p${i + 1}`, name, color: '#b3261e' }));
const config: SessionConfig = {
  kind: 'disrupt',
  players,
  options: { roles: ['startupper', 'leader'], publicRow: ['cardflix', 'dicecoin', 'meeplebook'] }
};
const finalScored: GameEvent = { type: 'disrupt.final-scored', v: 1, bullBear: [0, 0, 0] };
const committed: GameEvent = { type: 'disrupt.project-committed', v: 1, project: 'eturnium', commitment: 'a'.repeat(64) };

function placed(): DisruptState {
  const next = disruptRules.apply(
    disruptRules.setup(config),
    { type: 'disrupt.project-placed', v: 3, project: 'miniatureprime', sealed: sealSecret({ plus: 'design', minus: 'marketing' }) },
    players
  );
  if (isInvalid(next)) throw new Error(next.invalid);
  return next;
}

describe('Disrupt’s fold parts', () => {
  it('an event whose part is not loaded throws, and prepare for other events does not load it', async () => {
    const state = placed();
    await disruptRules.prepare!([{ type: 'disrupt.turn-ended', v: 1, role: 'startupper' }]);
    expect(() => disruptRules.apply(state, finalScored, players)).toThrow(/final scoring was not loaded/);
    expect(() => disruptRules.apply(state, committed, players)).toThrow(/live Secret Parameters was not loaded/);
  });

  it('prepare with the events loads their parts: the final scoring is then applied, and a commitment', async () => {
    const state = placed();
    await disruptRules.prepare!([finalScored]);
    const scored = disruptRules.apply(state, finalScored, players);
    if (isInvalid(scored)) throw new Error(scored.invalid);
    expect(scored.final?.result.players.map((p) => p.role).sort()).toEqual(['leader', 'startupper']);
    expect(() => disruptRules.apply(state, committed, players)).toThrow(/live Secret Parameters was not loaded/);
    await disruptRules.prepare!([committed]);
    const after = disruptRules.apply(
      disruptRules.setup(config),
      { ...committed, project: 'eturnium' } as GameEvent,
      players
    ) as DisruptState;
    expect(isInvalid(after)).toBe(false);
    expect(after.commitments?.eturnium).toBe('a'.repeat(64));
  });
});
