// A live table's phone cut from the others may end a Worker turn after the table has recorded the
// final scoring: the merged log puts it after the end of the game. Its stamp (where it was entered)
// is the reason it does not count, and is said before the game over.
import { describe, expect, it } from 'vitest';
import { isInvalid, type GameEvent } from '$lib/core/types';
import { disrupt } from '$lib/games/disrupt/game';
import { disruptGame } from '../../support/full-games';

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
