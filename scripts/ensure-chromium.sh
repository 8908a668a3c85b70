#!/usr/bin/env bash
# The browser journeys use Debian's Chromium; install it with apt when it is missing and we may.
set -euo pipefail
# The CJK font makes the zh-Hans screenshots readable; without it Chinese renders as empty boxes.
has_browser() { { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } || command -v chromium >/dev/null 2>&1; }
has_cjk_font() { fc-list 2>/dev/null | grep -qi 'noto.*cjk'; }
if has_browser && has_cjk_font; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> installing Debian's chromium and CJK fonts"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
if has_browser; then
  echo "warning: no CJK font (Debian: fonts-noto-cjk); screenshots will show Chinese as boxes" >&2
  exit 0
fi
echo "The browser tests need Chromium: install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
