#!/usr/bin/env bash
# `npm test`: install what is missing (Chromium included), type-check, unit tests, then build
# and run the end-to-end tests in Chromium against the production build.
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
echo "== End-to-end tests (Playwright, Debian's Chromium)"
npx playwright test
echo "npm test finished in $(( $(date +%s) - start )) s"
