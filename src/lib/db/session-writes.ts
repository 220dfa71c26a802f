/**
 * Tells every page of this origin (this one included) that a game's log moved on: its id and the
 * seq of its newest entry, sent once the write has committed. An open game follows other tabs by
 * it. A Dexie live query did this before, but it read the session row again after every write,
 * this page's own taps included, and that read holds the next tap's transaction (which writes the
 * same store) until it is done. Only a write that changes a game's `lastSeq` is announced (the
 * SessionStore's); nothing else listens for more. Imports nothing, so it costs `/` nothing.
 */

/** The BroadcastChannel's name; a message is `{ id, lastSeq }`. */
export const SESSION_WRITTEN_CHANNEL = 'boardroom-session-written';

export interface SessionWritten {
  id: string;
  lastSeq: number;
}

let sender: BroadcastChannel | null = null;

/**
 * Announces a committed write. A channel never hears its own messages, so the sender is a channel
 * of its own and every listener (another page's, or this page's) hears it.
 */
export function announceSessionWritten(id: string, lastSeq: number): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(SESSION_WRITTEN_CHANNEL);
  sender.postMessage({ id, lastSeq } satisfies SessionWritten);
}

/** Calls `listener` for every write announced, in any page of this origin; returns the stop. */
export function onSessionWritten(listener: (written: SessionWritten) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(SESSION_WRITTEN_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as Partial<SessionWritten> | null;
    if (data && typeof data.id === 'string' && typeof data.lastSeq === 'number') listener({ id: data.id, lastSeq: data.lastSeq });
  };
  return () => channel.close();
}
