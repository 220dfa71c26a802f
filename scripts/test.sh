#!/usr/bin/env bash
# `npm test`: install what is missing (the browsers included), type-check, unit tests, then build
# and run the end-to-end tests in Chromium and the engine suites in WebKit and Firefox against the
# production build (the engine suites beside the Chromium one). Each part says how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh --browser
start=$(date +%s)
echo "== Type check (svelte-check)"
npm run --silent check
echo "== Unit tests (vitest)"
npx vitest run
echo "== Production build"
npm run --silent build >/tmp/boardroom-build.log 2>&1 || { cat /tmp/boardroom-build.log; exit 1; }
# The engine suites wait on their browsers more than they compute: they run beside the Chromium
# suite, each after the other (one WebKit or Firefox at a time), their output kept for the end.
engines_log=$(mktemp)
(
  for suite in webkit firefox cross-engine; do
    part=$(date +%s)
    echo "== Engine suite: $suite (tests/engines/$suite.test.ts)"
    npx vitest run --config tests/engines/vitest.config.ts "tests/engines/$suite.test.ts" || exit 1
    echo "$suite: $(( $(date +%s) - part )) s"
  done
) >"$engines_log" 2>&1 &
engines=$!
part=$(date +%s)
echo "== End-to-end tests (Playwright, Debian's Chromium)"
chromium_status=0
npx playwright test || chromium_status=$?
echo "Chromium: $(( $(date +%s) - part )) s"
engines_status=0
wait "$engines" || engines_status=$?
cat "$engines_log"
rm -f "$engines_log"
echo "Engine suites (beside Chromium): $(( $(date +%s) - part )) s in all"
if [ "$chromium_status" -ne 0 ] || [ "$engines_status" -ne 0 ]; then
  echo "npm test failed: Chromium suite exit $chromium_status, engine suites exit $engines_status"
  exit 1
fi
echo "npm test finished in $(( $(date +%s) - start )) s"
