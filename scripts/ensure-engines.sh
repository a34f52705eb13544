#!/usr/bin/env bash
# Makes sure the cross-engine suite (tests/engines) has Debian's Firefox ESR (driven over WebDriver BiDi, no
# geckodriver), WebKitWebDriver with WebKitGTK's MiniBrowser (webkit2gtk-driver), and Xvfb for WebKit's display.
set -euo pipefail
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
missing=()
[ -x "$FIREFOX" ] || missing+=(firefox-esr)
[ -x "$WEBKIT_DRIVER" ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || [ -n "${DISPLAY:-}" ] || missing+=(xvfb)
if [ "${#missing[@]}" = "0" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} with apt-get for the cross-engine tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x "$FIREFOX" ] && [ -x "$WEBKIT_DRIVER" ] && { echo "Installed: $("$FIREFOX" --version), WebKitWebDriver $(dpkg-query -W -f='${Version}' webkit2gtk-driver)"; exit 0; }
fi
cat >&2 <<MSG
The cross-engine tests need Firefox ESR, WebKitWebDriver and Xvfb, and they could not be installed automatically.
  - On Debian/Ubuntu, as root:  apt-get update && apt-get install -y firefox-esr webkit2gtk-driver xvfb
  - Elsewhere: run them with FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH set, or leave them out:
    npm test -- --project unit --project browser
MSG
exit 1
