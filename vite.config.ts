import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  build: {
    // No <link rel=modulepreload> per dependency of a lazily loaded module (its CSS is still
    // added). Appending them was the largest part of a game screen's longest task: about 50 ms at
    // Lighthouse's 4× slowdown, for files the service worker serves from its cache anyway. In
    // alternating Lighthouse runs (7 each), the median blocking time went from 112 to 70 ms on
    // Logo Billionaire's screen and from 154 to 54 ms on IT Startup's. The preload links that
    // SvelteKit writes into the HTML pages go too (src/hooks.server.ts).
    modulePreload: false
  },
  plugins: [
    sveltekit(),
    SvelteKitPWA({
      // Prompt, never autoUpdate: an automatic reload could drop a tap being typed.
      registerType: 'prompt',
      base: '/',
      scope: '/',
      injectRegister: false,
      strategies: 'generateSW',
      kit: { spa: true, adapterFallback: '200.html' },
      manifest: {
        name: 'Boardroom — board game companion',
        short_name: 'Boardroom',
        description: 'Money, shares, scores and table tools for Disrupt, Logo Billionaire and IT Startup. Works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#14365d',
        background_color: '#0f1720',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
        ]
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,ico,png,svg,webmanifest,json}'],
        navigateFallback: '/200.html',
        cleanupOutdatedCaches: true,
        // One file: a worker that pulls its runtime in with importScripts can be fetched while the
        // network drops, install without its body (no precache, no fetch handler, deaf to "skip
        // waiting") and sit there as the "new version" whose Reload does nothing. Inlined, a
        // worker either arrives whole or fails to install and is fetched again later.
        inlineWorkboxRuntime: true
      },
      devOptions: { enabled: false }
    })
  ],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts']
  }
});
