/**
 * Where a game was played and the table's note (any game, logged or played here): their limits and
 * their check, apart from the logging form so that a played game's result screen loads only this.
 * Pure: no Svelte, Dexie or DOM.
 */
export const LOCATION_MAX = 80;
export const NOTE_MAX = 500;

/** Where a game was played and a note about it, sent to BG Stats with the play. */
export interface PlayDetails {
  location: string;
  note: string;
}

/** Each field's problem, or null for details that can be kept. */
export function playDetailsProblems(details: PlayDetails): { location: string | null; note: string | null } {
  const location = details.location.trim();
  const note = details.note.trim();
  return {
    location: location.length > LOCATION_MAX ? `At most ${LOCATION_MAX} characters (this has ${location.length}).` : null,
    note: note.length > NOTE_MAX ? `At most ${NOTE_MAX} characters (this has ${note.length}).` : null
  };
}
