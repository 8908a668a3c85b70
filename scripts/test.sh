#!/usr/bin/env bash
# npm test: every check, in order of speed. PostgreSQL comes from TEST_DATABASE_URL, the local
# server, or a private one the run starts; Chromium and promtool from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-promtool.sh
# The server tests check a real scrape with promtool; here it must be there.
export MCC_REQUIRE_PROMTOOL=1
echo "==> type-check"
npm run typecheck --silent
echo "==> lint"
npx biome check --error-on-warnings .
echo "==> alert rules, their unit tests and the dashboard's queries (promtool)"
bash scripts/check-ops.sh
echo "==> unit and server tests (SQLite and PostgreSQL)"
npx vitest run
echo "==> build"
npm run build --silent
echo "==> fault suite (three server processes; a process killed, PostgreSQL restarted, Redis down; one scrape for all)"
npm run test:faults --silent
echo "==> browser journeys (Chromium, 375x812)"
npm run test:e2e --silent
