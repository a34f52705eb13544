#!/usr/bin/env bash
# Makes sure Debian's nginx is installed for the test that serves the built site with the generated nginx
# configuration (the test runs it unprivileged on a free port; nothing is started here).
set -euo pipefail
NGINX="${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The package must not start a system nginx on port 80: policy-rc.d refuses service starts during the install.
  OWN_POLICY=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && OWN_POLICY=1; fi
  STATUS=0
  apt-get install -y -qq nginx >/dev/null || STATUS=$?
  if [ "$OWN_POLICY" = "1" ]; then rm -f /usr/sbin/policy-rc.d; fi
  [ "$STATUS" = "0" ] || exit "$STATUS"
  [ -x /usr/sbin/nginx ] && { echo "nginx installed: $(/usr/sbin/nginx -v 2>&1)"; exit 0; }
fi
cat >&2 <<MSG
The nginx test needs nginx and it could not be installed automatically.
  - On Debian/Ubuntu, as root:  apt-get update && apt-get install -y nginx
  - Elsewhere: install nginx and run the tests with NGINX_PATH=/path/to/nginx npm test
MSG
exit 1
