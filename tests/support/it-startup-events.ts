// IT Startup's events applied in unit tests, for a given table of players: a run of them that must
// all be accepted, or one that must be refused (its reason returned). Shared by the IT Startup
// unit tests.
import { isInvalid, type Player } from '$lib/core/types';
import { applyIt } from '$lib/games/it-startup/apply';
import { installLegacy } from '$lib/games/it-startup/fold-parts';
import * as legacyReplay from '$lib/games/it-startup/legacy';
import type { ItState } from '$lib/games/it-startup/state';

// The app loads the replay of older versions before a fold meets one; these tests apply v1 events directly.
installLegacy(legacyReplay);

export function itEvents(players: readonly Player[]) {
  return {
    /** Applies each event (v 1 added unless given) in turn; any refusal fails with its reason. */
    run(state: ItState, ...events: Record<string, unknown>[]): ItState {
      for (const e of events) {
        const next = applyIt(state, { v: 1, ...e } as never, players);
        if (isInvalid(next)) throw new Error(`${String(e.type)}: ${next.invalid}`);
        state = next;
      }
      return state;
    },
    /** The reason the event is refused; fails if it is accepted. */
    refusal(state: ItState, event: Record<string, unknown>): string {
      const next = applyIt(state, { v: 1, ...event } as never, players);
      if (!isInvalid(next)) throw new Error(`expected ${String(event.type)} to be refused`);
      return next.invalid;
    }
  };
}
