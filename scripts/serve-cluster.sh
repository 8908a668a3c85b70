#!/usr/bin/env bash
# npm run serve:cluster -- --instances N: like npm start, but N server processes on one port against
# one PostgreSQL (DATABASE_URL, required) and one Redis (REDIS_URL). See docs/scale.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "==> building the members' app, the console and the server"
npm run build --silent
exec node apps/server/dist/cluster.js "$@"
