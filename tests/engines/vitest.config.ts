// The engine suites (WebKit, Firefox, and a backup carried between them): two files at a time, each
// on ports of its own (suite.ts). Each mostly waits on its browser, so on a 2-core machine the
// WebKit and Firefox files side by side took less than the longer one and the other one after it.
// `npm run test:engines`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['verbose']
  }
});
