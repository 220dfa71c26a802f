#!/usr/bin/env bash
# `npm test`: install what is missing (the browsers, Redis and PostgreSQL included), then the lint
# beside the production build, and the type check beside the unit tests; the end-to-end tests in
# Chromium with the live table's server tests (real server processes, Redis and PostgreSQL on
# loopback) beside them; then the engine suites in WebKit and Firefox against the production build.
# Each part says how long it took.
#
# Why side by side: each of the first four is mostly one process on one core (svelte-check, ESLint and
# Prettier are single-threaded; vitest waits on imports), and the server tests mostly wait on their
# services, so on a 2-core machine one after the other left a core idle for minutes. The engine suites
# share ports with the server tests (4191, 4192) and so come after them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh --browser
start=$(date +%s)
logs=$(mktemp -d "${TMPDIR:-/tmp}/boardroom-test.XXXXXX")
trap 'rm -rf "$logs"' EXIT

names=()
pids=()
# Starts a part in the background, its output kept in its own log (shown whole, in order, at the end).
begin() {
  local name=$1
  shift
  names+=("$name")
  (
    part=$(date +%s)
    status=0
    "$@" >"$logs/${#names[@]}.log" 2>&1 || status=$?
    echo "$name: $(($(date +%s) - part)) s, exit $status" >>"$logs/${#names[@]}.log"
    exit "$status"
  ) &
  pids+=($!)
}
# Waits for every part begun, prints each one's log under its name, and fails if any failed.
finish() {
  local failed=() i
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed+=("${names[$i]}")
  done
  for i in "${!names[@]}"; do
    echo "== ${names[$i]}"
    cat "$logs/$((i + 1)).log"
  done
  names=()
  pids=()
  if ((${#failed[@]})); then
    echo "Failed: ${failed[*]}"
    exit 1
  fi
}

# Vite's list of chunks only when the build fails.
build() {
  npm run --silent build >"$logs/build.log" 2>&1 || { cat "$logs/build.log"; return 1; }
}

# The generated types every part reads, written once before they start (each would otherwise write them).
npx svelte-kit sync
# The build beside the lint only: svelte-check's sync and vitest's Vite plugin rewrite files under
# .svelte-kit/ that the build reads, and a build made beside them served pages that did not start.
begin "Lint (ESLint, Prettier)" npm run --silent lint
begin "Production build" build
finish
begin "Type check (svelte-check)" npm run --silent check
begin "Unit tests (vitest)" npx vitest run
finish

begin "Server tests (tests/server: the live table's server, Redis, PostgreSQL)" npm run --silent test:server
part=$(date +%s)
echo "== End-to-end tests (Playwright, Debian's Chromium)"
chromium=0
npx playwright test || chromium=$?
echo "Chromium: $(($(date +%s) - part)) s"
finish
((chromium == 0)) || exit "$chromium"

part=$(date +%s)
# One run for the three files (one after the other, see its config): a run of its own per file
# started vitest three times.
echo "== Engine suites: WebKit, Firefox, and a backup carried between them (tests/engines)"
npm run --silent test:engines
echo "Engine suites: $(($(date +%s) - part)) s"
echo "npm test finished in $(($(date +%s) - start)) s"
