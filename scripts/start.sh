#!/usr/bin/env bash
# npm start: install what is missing, build the apps and the server, then serve (migrations and demo data run at start).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "==> building the members' app, the console and the server"
npm run build --silent
exec node apps/server/dist/main.js
