// Which unit test files get a fresh copy of the app's modules (vite.config.ts's `isolated` project);
// every other file shares one per worker (`pure`). Read by vite.config.ts and checked by
// unit-isolation.test.ts. Plain paths, no globs, so that the check needs no glob matcher. JavaScript,
// so that vite.config.ts imports it with its extension, as Vite's own config loader will want.

/**
 * The files (or folders, ending in "/") whose tests open the database (fake-indexeddb is one per
 * process, and Dexie holds its connection in a module), set globals or timers, or test whether a
 * module is loaded (the fold's parts).
 */
export const ISOLATED_UNIT_TESTS = [
  'tests/unit/db/',
  'tests/unit/state/',
  'tests/unit/components/disrupt-turn-follow.test.ts',
  'tests/unit/core/rename.test.ts',
  'tests/unit/core/turn-clock.test.ts',
  'tests/unit/core/undo-model.test.ts',
  'tests/unit/games/disrupt-fold-parts.test.ts',
  'tests/unit/games/it-startup-fold-parts.test.ts',
  'tests/unit/games/disrupt-placement.test.ts',
  'tests/unit/games/disrupt-solo-undo.test.ts',
  'tests/unit/games/full-games.test.ts',
  'tests/unit/games/it-startup-figures.test.ts',
  'tests/unit/games/it-startup-old-logs.test.ts',
  'tests/unit/games/it-startup-undo.test.ts',
  'tests/unit/games/live-disrupt-secrets.test.ts',
  'tests/unit/pwa/chime.test.ts'
];

/**
 * The list as vitest's include globs.
 * @returns {string[]}
 */
export const isolatedGlobs = () => ISOLATED_UNIT_TESTS.map((p) => (p.endsWith('/') ? `${p}**/*.test.ts` : p));

/**
 * Whether a test file (a path from the repository's root) is in the isolated project.
 * @param {string} file
 * @returns {boolean}
 */
export const isIsolated = (file) => ISOLATED_UNIT_TESTS.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));
