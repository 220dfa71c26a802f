// The events Disrupt's board itself dispatches (a phase, a refill, a Worker's turn) with their constructors,
// apart from the rest of events.ts, which re-exports them: the board's first paint loads these alone,
// and the sheets' constructors come with the sheets (vite.config.ts's disrupt-board and disrupt-sheets).
import type { ProjectId, Role } from './scoring';
import type { Phase } from './state';

/** Names the round and phase it goes to. */
export type PhaseAdvanced = { type: 'disrupt.phase-advanced'; v: 2; round: number; phase: Phase };
/** `shares`: the Shares the refill takes (refused if the rules would now take others). */
export type PublicRefilled = { type: 'disrupt.public-refilled'; v: 1; shares?: ProjectId[] };
/**
 * A Worker turn ends. Names whose turn it was, and where it was entered: the round and the Worker
 * turns of that round already ended (a phone cut from a live table may enter it after that turn
 * ended, and it is then refused where the merged log puts it, instead of ending a later turn).
 */
export type TurnEnded = { type: 'disrupt.turn-ended'; v: 2; role: Role; round: number; turnsEnded: number };
/**
 * "After all players have placed their last Worker": the Worker turns still to come in this
 * round's Operations phase, marked placed in one entry (tables that do not tap each turn). Names
 * the round it is for, and how many turns were already ended one by one, so that taking back an
 * earlier entry in History cannot make it mean another phase or other turns.
 */
export type WorkersPlaced = { type: 'disrupt.workers-placed'; v: 1; round: number; turnsEnded: number };

type Fields<E> = Omit<E, 'type' | 'v'>;

export const phaseAdvanced = (f: Fields<PhaseAdvanced>): PhaseAdvanced => ({ type: 'disrupt.phase-advanced', v: 2, ...f });
export const publicRefilled = (f: Fields<PublicRefilled>): PublicRefilled => ({ type: 'disrupt.public-refilled', v: 1, ...f });
export const turnEnded = (f: Fields<TurnEnded>): TurnEnded => ({ type: 'disrupt.turn-ended', v: 2, ...f });
export const workersPlaced = (f: Fields<WorkersPlaced>): WorkersPlaced => ({ type: 'disrupt.workers-placed', v: 1, ...f });
