#!/usr/bin/env bash
# The alert rules' checks (ops/) and the scrape check use promtool, from Debian's 'prometheus'
# package; install it with apt when it is missing and we may.
set -euo pipefail
if command -v promtool >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> installing Debian's prometheus (for promtool)"
  apt-get update -qq
  # Only the tool is wanted: the package's own server is not started (no service manager here, or policy-rc.d).
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
  exit 0
fi
echo "The alert rules' tests need promtool: install Debian's 'prometheus' package (apt-get install prometheus)." >&2
exit 1
