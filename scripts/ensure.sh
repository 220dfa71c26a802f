#!/usr/bin/env bash
# Installs what is missing for `npm start` and `npm test`: the npm packages (from the lockfile)
# and, with --browser, Debian's browsers for the browser tests: Chromium, and for the engine suites
# Firefox ESR, WebKitGTK's WebKitWebDriver (with its MiniBrowser) and Xvfb; and for the server tests'
# scale-out part, Debian's redis-server and PostgreSQL 15 (apt-get when root; otherwise a clear
# message). Never downloads a browser or a database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]')
if (( major < 20 )); then
  echo "Boardroom needs Node.js 20 or newer (this is $(node --version))." >&2
  exit 1
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# webdriverio brings the geckodriver and edgedriver packages, which download a driver on install
# only when asked to: make sure nothing asks.
unset GECKODRIVER_AUTO_INSTALL EDGEDRIVER_AUTO_INSTALL
if [[ ! -d node_modules || ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "Installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund
fi

if [[ "${1:-}" == "--browser" ]]; then
  missing=()
  chromium=""
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [[ -n "$candidate" && -x "$candidate" ]]; then
      chromium=$candidate
      break
    fi
  done
  # The browser tests prefer Debian's headless shell (playwright.config.ts says why); the full
  # browser is enough when the shell cannot be installed.
  # Best effort: without it the full browser runs the same tests, slower.
  shell=/usr/lib/chromium/chromium-headless-shell
  if [[ -z "${CHROMIUM_PATH:-}" && ! -x $shell && $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell (apt-get install)…"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; } ||
      echo "Could not install chromium-headless-shell: the browser tests use the full Chromium."
  fi
  if [[ -z "${CHROMIUM_PATH:-}" && -x $shell ]]; then
    echo "Using Chromium's headless shell at $shell"
  elif [[ -n "$chromium" ]]; then
    echo "Using Chromium at $chromium"
  else
    missing+=(chromium)
  fi
  # The one font the browser tests lay out with (tests/support/fonts.conf).
  [[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] || missing+=(fonts-dejavu-core)
  # The engine suites (tests/engines): Gecko and WebKit, as Debian packages them.
  [[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]] || missing+=(firefox-esr)
  if [[ ! -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]] || ! compgen -G "${MINIBROWSER_PATH:-/usr/lib/*/webkit2gtk-4.1/MiniBrowser}" >/dev/null; then
    missing+=(webkit2gtk-driver)
  fi
  command -v xvfb-run >/dev/null || missing+=(xvfb)
  # The server tests (tests/server/scale-out.test.ts) start their own Redis and PostgreSQL 15 cluster.
  command -v redis-server >/dev/null || missing+=(redis-server)
  [[ -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/initdb" ]] || missing+=(postgresql)
  if (( ${#missing[@]} == 0 )); then
    echo "Using DejaVu Sans, Firefox ESR, WebKitWebDriver, Xvfb, redis-server and PostgreSQL 15 from Debian"
    exit 0
  fi
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]} (apt-get install)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    exit 0
  fi
  cat >&2 <<MSG
Missing for the browser tests: ${missing[*]}.
They use Debian's packages: Chromium at /usr/bin/chromium or its headless shell (package
chromium-headless-shell), or CHROMIUM_PATH, with the DejaVu fonts
(package fonts-dejavu-core), Firefox ESR at
/usr/bin/firefox-esr (or FIREFOX_PATH), WebKitGTK's WebKitWebDriver and MiniBrowser (package
webkit2gtk-driver), and xvfb-run (package xvfb); the server tests use Debian's redis-server and
PostgreSQL 15 (packages redis-server and postgresql, initdb at /usr/lib/postgresql/15/bin).
Install them as root with:   apt-get install -y ${missing[*]}
then run \`npm test\` again.
MSG
  exit 1
fi
