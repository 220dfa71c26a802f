// The engine suites (WebKit, Firefox, and a backup carried between them): one file at a time. Run
// side by side, the load made WebKitGTK drop a WebDriver click sent just after a sheet opened (a
// Disrupt quick step in the whole npm test; flows.ts's tapOnce says more). `npm run test:engines`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['verbose']
  }
});
