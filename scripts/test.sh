#!/usr/bin/env bash
# `npm test`: install what is missing (the browsers, Redis and PostgreSQL included), type-check, unit
# tests, lint, the live table's server tests (real server processes, Redis and PostgreSQL on loopback), then
# build and run the end-to-end tests in Chromium and the engine suites in WebKit and Firefox against
# the production build. The server part and each browser part say how long they took.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh --browser
start=$(date +%s)
echo "== Type check (svelte-check)"
npm run --silent check
echo "== Unit tests (vitest)"
npx vitest run
echo "== Lint (ESLint, Prettier)"
npm run --silent lint
part=$(date +%s)
echo "== Server tests (tests/server: the live table's server, Redis, PostgreSQL)"
npm run --silent test:server
echo "Server: $(( $(date +%s) - part )) s"
echo "== Production build"
npm run --silent build >/tmp/boardroom-build.log 2>&1 || { cat /tmp/boardroom-build.log; exit 1; }
part=$(date +%s)
echo "== End-to-end tests (Playwright, Debian's Chromium)"
npx playwright test
echo "Chromium: $(( $(date +%s) - part )) s"
part=$(date +%s)
# One run for the three files (one after the other, see its config): a run of its own per file
# started vitest three times.
echo "== Engine suites: WebKit, Firefox, and a backup carried between them (tests/engines)"
npm run --silent test:engines
echo "Engine suites: $(( $(date +%s) - part )) s"
echo "npm test finished in $(( $(date +%s) - start )) s"
