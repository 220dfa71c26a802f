// A live table's phone cut from the others may end a Worker turn after the table has recorded the
// final scoring: the merged log puts it after the end of the game. Its stamp (where it was entered)
// is the reason it does not count, and is said before the game over.
import { describe, expect, it } from 'vitest';
import { isInvalid, type GameEvent } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptGame } from '../../support/full-games';
import { turnStampProblem } from '$lib/games/disrupt/apply/round';
import { contextOf } from '$lib/games/disrupt/apply/common';
import { naming } from '$lib/games/disrupt/words';

describe('Disrupt: a Worker turn’s end entered before the final scoring', () => {
  it('names the turn it was entered in, not the game over; other entries are refused as the game over', () => {
    const { state, config } = disruptGame();
    expect(state.final).toBeTruthy();
    const refused = (event: GameEvent) => {
      const after = disrupt.apply(state, event, config.players);
      return isInvalid(after) ? after.invalid : 'taken';
    };
    const stale = { type: 'disrupt.turn-ended', v: 2, role: 'angel', round: 6, turnsEnded: 3 };
    expect(refused(stale)).toBe('Entered during Ang (Angel Investor)’s Worker turn 4 of round 6; the game is in round 6’s Event phase.');
    expect(refused({ type: 'disrupt.turn-ended', v: 1, role: 'angel' })).toBe('The final scoring is recorded: the game is over.');
    expect(refused({ type: 'disrupt.hype-moved', v: 1, project: 'eturnium', steps: 1 })).toBe(
      'The final scoring is recorded: the game is over.'
    );
  });
});

describe('Disrupt: the turn stamp is one check, before the game over and every handler', () => {
  it('refuses a stamped end entered in another turn with that turn first, mid-game too; an unstamped entry as before', () => {
    const { state, config } = disruptGame();
    const stale = { type: 'disrupt.turn-ended', v: 2, role: 'angel', round: 6, turnsEnded: 3 };
    // Only the stamped version is checked for its turn: version 1 and other entries meet the game over.
    expect(turnStampProblem(state, { type: 'disrupt.turn-ended', v: 1, role: 'angel' }, contextOf(state, naming(state)))).toBeNull();
    expect(turnStampProblem(state, stale, contextOf(state, naming(state, config.players)))).toEqual({
      invalid: 'Entered during Ang (Angel Investor)’s Worker turn 4 of round 6; the game is in round 6’s Event phase.'
    });
    // A stamp with no turn in it is refused as such, the game over or not.
    expect(disrupt.apply(state, { ...stale, round: undefined }, config.players)).toEqual({
      invalid: 'Say in which round and Worker turn this was entered.'
    });
  });
});
