#!/usr/bin/env bash
# `npm start`: install what is missing, build the production PWA, and run the one server process
# (server/main.mjs): the app on http://localhost:4173 and the live tables' sync endpoint on /sync,
# kept in ./data (BOARDROOM_DATA) unless DATABASE_URL and REDIS_URL name shared services.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh
npm run build
PORT="${PORT:-4173}" exec node server/main.mjs
