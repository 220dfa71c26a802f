import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The hash of app.html's one inline script (the theme, applied before the first paint), for the CSP. */
const themeScript = /<script>([^<]*)<\/script>/.exec(readFileSync(new URL('./src/app.html', import.meta.url), 'utf8'))?.[1];
if (!themeScript) throw new Error('src/app.html has no inline theme script');
const themeHash = `sha256-${createHash('sha256').update(themeScript).digest('base64')}`;

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  kit: {
    // A single-page app: every URL is answered by 200.html, which the service worker precaches;
    // `/` itself is prerendered (index.html), so a first visit paints the home screen from the
    // HTML before any script has loaded.
    adapter: adapter({ fallback: '200.html' }),
    prerender: { entries: ['/'] },
    // Its CSS (each file under 8 KB) goes into the HTML as <style>, hashed into the CSP below: a
    // first visit paints without waiting for stylesheets (Lighthouse counted four as render-blocking).
    inlineStyleThreshold: 8192,
    // A strict Content-Security-Policy: only this origin, SvelteKit's own inline start-up script
    // and app.html's theme script by their hashes, no eval. It is written into index.html as a
    // <meta> tag (static hosting).
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self', themeHash],
        'style-src': ['self'],
        // Style attributes only (SvelteKit's page-change announcer is rendered with one); they
        // cannot run code. Style elements and scripts come from this origin or carry a listed hash
        // (SvelteKit adds those of the CSS it inlines); eval stays forbidden.
        'style-src-attr': ['unsafe-inline'],
        'img-src': ['self', 'data:', 'blob:'],
        // The live table's WebSocket on this origin (/sync): WebKit does not count ws: or wss: as 'self'.
        // A page's host is not known when it is built, so the schemes are named here and the server
        // narrows them to its own host in the header policy (scripts/serve.mjs), which browsers apply too.
        'connect-src': ['self', 'ws:', 'wss:'],
        'manifest-src': ['self'],
        'worker-src': ['self'],
        'font-src': ['self'],
        'object-src': ['none'],
        'base-uri': ['self'],
        'form-action': ['self']
      }
    }
  }
};

export default config;
