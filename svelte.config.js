import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  kit: {
    // A single-page app: every URL is answered by index.html, which the service worker precaches.
    adapter: adapter({ fallback: 'index.html' }),
    prerender: { entries: [] }
  }
};

export default config;
