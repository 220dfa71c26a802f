/**
 * What a game screen says when a part of its code loaded on demand (the Menu, a game's sheets) could
 * not be loaded: offline before the service worker had it. Said once here for every screen.
 */
export const notLoaded = (what: string): string =>
  `${what} could not be loaded. Check the connection or reload the page; nothing was changed.`;
