#!/usr/bin/env bash
# `npm start`: install what is missing, build the production PWA, serve it on http://localhost:4173.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh
npm run build
PORT="${PORT:-4173}" exec node scripts/serve.mjs
