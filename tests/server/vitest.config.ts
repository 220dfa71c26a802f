// The live table's server tests (`npm run test:server`): real server processes, Redis and PostgreSQL
// started by the tests on loopback. One file at a time: the files use fixed ports of their own, and
// the machine has two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 40_000,
    teardownTimeout: 15_000
  }
});
