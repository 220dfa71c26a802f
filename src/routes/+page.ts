// The home screen is prerendered at build time (index.html): a first visit paints it from the
// HTML itself; the list of games fills in from IndexedDB once the app starts.
export const prerender = true;
export const ssr = true;
