import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { isolatedGlobs } from './tests/unit/isolated.js';

export default defineConfig({
  build: {
    // No <link rel=modulepreload> per dependency of a lazily loaded module (its CSS is still
    // added). Appending them was the largest part of a game screen's longest task: about 50 ms at
    // Lighthouse's 4× slowdown, for files the service worker serves from its cache anyway. In
    // alternating Lighthouse runs (7 each), the median blocking time went from 112 to 70 ms on
    // Logo Billionaire's screen and from 154 to 54 ms on IT Startup's. The preload links that
    // SvelteKit writes into the HTML pages go too (src/hooks.server.ts).
    modulePreload: false,
    // BUILD_SOURCEMAP=1 npm run build: maps that name each chunk's modules (to trace a size figure).
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // A few chunks instead of a file per shared module: each file is compressed on its own, and
        // the 22 files a game screen loaded cost about 4 KB gzip more than the same code in a few.
        // A group takes only the modules it names (not their dependencies), so nothing of the first
        // load of / is pulled into a game's chunk nor the other way round; the `boardroom-entry-
        // signatures` plugin below allows that for the client build. Lazily loaded sheets and the
        // result's picture are not named here: they stay apart, loaded when used.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What a game's screen and its result both read: the log, the rules' loader, the standings.
            { name: 'game-log', test: /src\/lib\/(db\/log-reader|core\/(results|standing)|games\/registry)\./ },
            // A game's screen: the shared table parts and the open session behind them.
            {
              name: 'table',
              test: /src\/lib\/(components\/(table\/(?!AmountPad\.|Sheet\.|inline-refusal\.)|games\/screens\.|PlayClock\.)|db\/(session-store|session-writes|errors|logged-plays)\.|state\/(open-session|session-loader)\.|pwa\/(haptics|wake-lock)\.)|src\/routes\/session\/\[id\]\/\+page\.svelte/
            },
            // Not the sharing code (share, download): loaded with a Share tap, as the picture is; nor the records' code,
            // loaded only to keep the result of a game finished before results were kept on its row.
            {
              name: 'result',
              test: /src\/lib\/(components\/result\/(Breakdown|ResultChart|Standings|TurnTimes|figures-table|chart)|state\/result-view|core\/(bgstats|play-details|player-records)|db\/result-data)\./
            },
            // The parts a sheet opens with (not the screen's first paint): the sheet itself, the amount pad, the refusal
            // placed under its control (the screen loads it too, at a refusal: TableScreen.svelte).
            // Nothing the screen draws at once may import them (the Menu's sheet, GameMenu.svelte, loads on a tap).
            { name: 'sheet-parts', test: /src\/lib\/components\/(table\/(AmountPad|Sheet|inline-refusal)|TextField)\./ },
            // Each game's rules, apart from its manifest (index.ts), what / reads of it, and its report.
            {
              name: 'logo-billionaire',
              test: /src\/lib\/games\/logo-billionaire\/(?!index\.|rules\.|game\.|game-report\.|describe\.|results\.)/
            },
            // Not its cards' texts (card-texts.ts) nor sheet-view.ts: only the sheets read them, so they load with the sheets.
            {
              name: 'it-startup',
              test: /src\/lib\/games\/it-startup\/(?!index\.|game\.|game-report\.|describe\.|results\.|legacy\.|card-texts\.|sheet-view\.)/
            },
            // Its replay of older versions, which fold-parts.ts loads only for a log that holds one.
            { name: 'it-startup-legacy', test: /src\/lib\/games\/it-startup\/legacy\./ },
            // Not in Disrupt's rules: its screen-only parts (view, sheet-view, public-buy: what the board and
            // its sheets read; events: the constructors the screens write with), kept out of the result screen,
            // its report's History headings (period), and the fold's parts loaded through fold-parts.ts: the
            // final scoring (with the results, which the first tap loads too) and a live table's secrets.
            {
              name: 'disrupt',
              test: /src\/lib\/games\/disrupt\/(?!(index|game|game-report|describe|period|results|view|events|sheet-view|public-buy|setup-view|final-scoring|reveal-check|apply\/secrets|legacy)\.)/
            },
            // Its replay of older versions, which fold-parts.ts loads only for a log that holds one.
            { name: 'disrupt-legacy', test: /src\/lib\/games\/disrupt\/legacy\./ },
            // Disrupt's board with what it reads for its first paint (view.ts, the labels, the constructors of the
            // events it dispatches itself: turn-events), in one file.
            {
              name: 'disrupt-board',
              test: /src\/lib\/(components\/games\/disrupt\/(Board|BoardSummary|labels)\.|games\/disrupt\/(view|turn-events)\.)/
            },
            // What Disrupt's board loads for its sheets (sheets.ts): their loaders, the following of turns they
            // dispatch through (turn-follow, sheet-view), the solo token's draw (actions) and the events' constructors. Loaded with the
            // first sheet, at the screen's first touch or with a solo placement, not for the first paint.
            {
              name: 'disrupt-sheets',
              test: /src\/lib\/(components\/games\/disrupt\/(sheets|actions|turn-follow)\.|games\/disrupt\/(sheet-view|events)\.)/
            },
            // Each game's report (the history's words; its result apart, for the result screen): loaded
            // with the first tap, History or the result.
            { name: 'logo-billionaire-report', test: /src\/lib\/games\/logo-billionaire\/(game|game-report|describe)\./ },
            { name: 'logo-billionaire-results', test: /src\/lib\/games\/logo-billionaire\/results\./ },
            { name: 'it-startup-report', test: /src\/lib\/games\/it-startup\/(game|game-report|describe)\./ },
            { name: 'it-startup-results', test: /src\/lib\/games\/it-startup\/results\./ },
            { name: 'disrupt-report', test: /src\/lib\/games\/disrupt\/(game|game-report|describe|period)\./ },
            { name: 'disrupt-results', test: /src\/lib\/games\/disrupt\/(results|final-scoring)\./ },
            { name: 'disrupt-live-secrets', test: /src\/lib\/games\/disrupt\/(reveal-check|apply\/secrets)\./ }
          ]
        }
      }
    }
  },
  plugins: [
    sveltekit(),
    {
      // SvelteKit asks for strict entry signatures, which Rolldown refuses beside groups that do
      // not take their dependencies. A route's entry chunk may then export more than its module
      // does; SvelteKit reads only the names it knows. The server build keeps SvelteKit's setting.
      name: 'boardroom-entry-signatures',
      enforce: 'post',
      config: (_config, env) =>
        env.isSsrBuild ? undefined : { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } }
    },
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
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    // Worker threads, not processes: the same tests took a quarter less CPU than in forks.
    pool: 'threads',
    // `npm test` runs these beside the type check on 2 cores: a replay test of 0.7 s alone took over
    // 5 s (vitest's default limit) on a loaded machine. A timeout is a failure, not a measurement.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['tests/unit/**/*.test.ts'],
          exclude: isolatedGlobs(),
          // One module graph for the files of a worker, not one per file: importing the app again for
          // each file was most of the suite's CPU. Only for tests with nothing to share: no database,
          // no globals, no module loaded or not as the test's subject.
          isolate: false
        }
      },
      { extends: true, test: { name: 'isolated', include: isolatedGlobs() } }
    ]
  }
});
