// A single-page app: everything runs in the browser, from IndexedDB; nothing is rendered on a server.
export const ssr = false;
export const prerender = false;
