// The constructors of the events Disrupt's board itself dispatches (a phase, a refill, a Worker's turn),
// apart from the rest of events.ts, which re-exports them: the board's first paint loads these alone,
// and the sheets' constructors come with the sheets (vite.config.ts's disrupt-board and disrupt-sheets).
import type { Fields, PhaseAdvanced, PublicRefilled, TurnEnded, WorkersPlaced } from './events';

export const phaseAdvanced = (f: Fields<PhaseAdvanced>): PhaseAdvanced => ({ type: 'disrupt.phase-advanced', v: 2, ...f });
export const publicRefilled = (f: Fields<PublicRefilled>): PublicRefilled => ({ type: 'disrupt.public-refilled', v: 1, ...f });
export const turnEnded = (f: Fields<TurnEnded>): TurnEnded => ({ type: 'disrupt.turn-ended', v: 2, ...f });
export const workersPlaced = (f: Fields<WorkersPlaced>): WorkersPlaced => ({ type: 'disrupt.workers-placed', v: 1, ...f });
