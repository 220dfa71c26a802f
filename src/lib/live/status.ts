/**
 * The live line's state, worked out from what the provider says of its socket and what the browser
 * says of the network. Pure: the connection calls it with each of the provider's news.
 *
 * Offline means this phone has no network (the browser's `navigator.onLine` is false): its changes
 * wait on it until the network is back. With the network up and the table's server out of reach (the
 * server restarting, the Wi-Fi's router not passing it), the provider retries every few seconds: that
 * is reconnecting once the phone has been live on this page, connecting before.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'refused' | 'closed';

export interface SocketNews {
  /** The provider's status: 'connecting', 'connected' or 'disconnected'. */
  socket: string;
  /** Whether the provider has the table's state (its first sync on this connection is done). */
  synced: boolean;
  /** Whether this page has been live at this table. */
  everLive: boolean;
  /** The browser's word on the network (`navigator.onLine`); true where it has none. */
  online: boolean;
}

export function liveStatus({ socket, synced, everLive, online }: SocketNews): LiveStatus {
  if (socket === 'connected' && synced) return 'live';
  // A connected socket without the table's state yet is still on its way back (or there).
  if (socket !== 'connected' && !online) return 'offline';
  return everLive ? 'reconnecting' : 'connecting';
}
