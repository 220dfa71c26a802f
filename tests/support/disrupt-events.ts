// Disrupt's events applied in unit tests: a run of them that must all be accepted, or one that
// must be refused (its reason returned). Shared by the Disrupt unit tests.
import { isInvalid } from '$lib/core/types';
import { applyDisrupt } from '$lib/games/disrupt/apply';
import { scoreDisrupt } from '$lib/games/disrupt/final-scoring';
import { installFoldParts } from '$lib/games/disrupt/fold-parts';
import { secretHandlers } from '$lib/games/disrupt/apply/secrets';
import { legacyHandler } from '$lib/games/disrupt/legacy';
import type { DisruptState } from '$lib/games/disrupt/state';

// The events are applied here directly, without the rules' prepare: the parts that load apart first.
installFoldParts({ scoreDisrupt, secretHandlers, legacyHandler });

/** An event as a test writes it: built by a constructor of events.ts, or bare (of version 1 unless it says). */
type Bare = { type: string; v?: number; [field: string]: unknown };

/** Applies each event (v 1 added to a bare one) in turn; any refusal fails with its reason. */
export function run(state: DisruptState, ...events: Bare[]): DisruptState {
  for (const e of events) {
    const next = applyDisrupt(state, { v: 1, ...e });
    if (isInvalid(next)) throw new Error(`${String(e.type)}: ${next.invalid}`);
    state = next;
  }
  return state;
}

/** The reason the event is refused; fails if it is accepted. */
export function refusal(state: DisruptState, event: Bare): string {
  const next = applyDisrupt(state, { v: 1, ...event });
  if (!isInvalid(next)) throw new Error(`expected ${String(event.type)} to be refused`);
  return next.invalid;
}
