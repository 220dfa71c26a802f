// IT Startup's events applied in unit tests, for a given table of players: a run of them that must
// all be accepted, or one that must be refused (its reason returned). Shared by the IT Startup
// unit tests.
import { isInvalid, type Player } from '$lib/core/types';
import { applyIt } from '$lib/games/it-startup/apply';
import { installLegacy } from '$lib/games/it-startup/fold-parts';
import * as legacyReplay from '$lib/games/it-startup/legacy';
import type { ItState } from '$lib/games/it-startup/state';
import { madeBy, WRITTEN_TODAY, type ItEvent } from '$lib/games/it-startup/events';

// The app loads the replay of older versions before a fold meets one; these tests apply v1 events directly.
installLegacy(legacyReplay);

/**
 * The event as the app sends it: one of today's versions (a constructor's) signed and stamped with
 * the turn of the state it meets, as the screen's send does (madeBy); any other (v 1 unless given) as written.
 */
function asSent(state: ItState, e: Record<string, unknown>): ItEvent {
  const event = { v: 1, ...e } as ItEvent;
  const today: Record<string, number> = WRITTEN_TODAY;
  return today[event.type] === event.v ? madeBy(state, event) : event;
}

export function itEvents(players: readonly Player[]) {
  return {
    /** Applies each event (as sent: asSent) in turn; any refusal fails with its reason. */
    run(state: ItState, ...events: Record<string, unknown>[]): ItState {
      for (const e of events) {
        const next = applyIt(state, asSent(state, e), players);
        if (isInvalid(next)) throw new Error(`${String(e.type)}: ${next.invalid}`);
        state = next;
      }
      return state;
    },
    /** The reason the event is refused; fails if it is accepted. */
    refusal(state: ItState, event: Record<string, unknown>): string {
      const next = applyIt(state, asSent(state, event), players);
      if (!isInvalid(next)) throw new Error(`expected ${String(event.type)} to be refused`);
      return next.invalid;
    }
  };
}
