#!/usr/bin/env bash
# Installs the npm packages when they are missing or the lockfile changed since the last install.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
stamp=node_modules/.mcc-deps-stamp
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  # npm install rather than npm ci: npm 11 leaves other platforms' optional packages out of the
  # lockfile, which npm ci then refuses; install still follows the locked versions.
  echo "==> installing npm packages"
  npm install --no-audit --no-fund
  sha256sum package-lock.json | cut -d" " -f1 > "$stamp"
fi
