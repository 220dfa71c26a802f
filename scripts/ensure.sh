#!/usr/bin/env bash
# Installs what is missing for `npm start` and `npm test`: the npm packages (from the lockfile)
# and, with --browser, Debian's Chromium (apt-get when root; otherwise a clear message).
# Never downloads a browser of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]')
if (( major < 20 )); then
  echo "Boardroom needs Node.js 20 or newer (this is $(node --version))." >&2
  exit 1
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [[ ! -d node_modules || ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "Installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund
fi

if [[ "${1:-}" == "--browser" ]]; then
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [[ -n "$candidate" && -x "$candidate" ]]; then
      echo "Using Chromium at $candidate"
      exit 0
    fi
  done
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's Chromium (apt-get install chromium)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    exit 0
  fi
  cat >&2 <<'MSG'
No Chromium found. The browser tests use Debian's Chromium at /usr/bin/chromium.
Install it as root with:   apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.
MSG
  exit 1
fi
