// Disrupt's events applied in unit tests: a run of them that must all be accepted, or one that
// must be refused (its reason returned). Shared by the Disrupt unit tests.
import { isInvalid } from '$lib/core/types';
import { applyDisrupt, type DisruptState } from '$lib/games/disrupt/game';

/** Applies each event (v 1 added) in turn; any refusal fails with its reason. */
export function run(state: DisruptState, ...events: Record<string, unknown>[]): DisruptState {
  for (const e of events) {
    const next = applyDisrupt(state, { v: 1, ...e } as never);
    if (isInvalid(next)) throw new Error(`${String(e.type)}: ${next.invalid}`);
    state = next;
  }
  return state;
}

/** The reason the event is refused; fails if it is accepted. */
export function refusal(state: DisruptState, event: Record<string, unknown>): string {
  const next = applyDisrupt(state, { v: 1, ...event } as never);
  if (!isInvalid(next)) throw new Error(`expected ${String(event.type)} to be refused`);
  return next.invalid;
}
