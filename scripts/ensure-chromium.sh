#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Install it when missing and we are root.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  echo "chromium: $("$chromium" --version 2>/dev/null || echo "$chromium")"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium missing: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium was not found at $chromium. Install Debian's 'chromium' package (as root: apt-get install -y chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again." >&2
exit 1
