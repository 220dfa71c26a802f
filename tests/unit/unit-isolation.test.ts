// The unit test files that share one copy of the app's modules (the `pure` project) must have
// nothing to share: a file that opens the database, sets a global or fakes timers goes in
// ISOLATED_UNIT_TESTS (tests/unit/isolated.js). Otherwise it would pass or fail with the files run
// before it in its worker.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISOLATED_UNIT_TESTS, isIsolated } from './isolated.js';

const SHARED_STATE = /\$lib\/db\/|fake-indexeddb|freshDb|useFakeTimers|stubGlobal|globalThis/;
const testFiles = (readdirSync('tests/unit', { recursive: true }) as string[])
  .map((f) => `tests/unit/${f.replaceAll('\\', '/')}`)
  .filter((f) => f.endsWith('.test.ts'));
/** This file, which names the patterns it looks for. */
const SELF = 'tests/unit/unit-isolation.test.ts';

describe('unit test isolation', () => {
  it('every file that touches shared state is in the isolated project', () => {
    const shared = testFiles.filter((f) => f !== SELF && !isIsolated(f) && SHARED_STATE.test(readFileSync(f, 'utf8')));
    expect(shared).toEqual([]);
  });

  it('every isolated path names a file or folder that exists', () => {
    const missing = ISOLATED_UNIT_TESTS.filter((p) => !testFiles.some((f) => (p.endsWith('/') ? f.startsWith(p) : f === p)));
    expect(missing).toEqual([]);
  });
});
