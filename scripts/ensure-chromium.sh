#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (Playwright cannot download
# browsers here, so playwright-core drives the system Chromium).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && { echo "Chromium installed: $("$CHROMIUM" --version)"; exit 0; }
fi
cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it could not be installed automatically.
  - On Debian/Ubuntu, as root:  apt-get update && apt-get install -y chromium
  - Elsewhere: install Chromium or Chrome and run the tests with CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
