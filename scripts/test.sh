#!/usr/bin/env bash
# npm test: every check, in order of speed. PostgreSQL comes from TEST_DATABASE_URL, the local
# server, or a private one the run starts; Chromium from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
echo "==> type-check"
npm run typecheck --silent
echo "==> lint"
npx biome check --error-on-warnings .
echo "==> unit and server tests (SQLite and PostgreSQL)"
npx vitest run
echo "==> build"
npm run build --silent
echo "==> fault suite (three server processes; a process killed, PostgreSQL restarted, Redis down)"
npm run test:faults --silent
echo "==> browser journeys (Chromium, 375x812)"
npm run test:e2e --silent
