#!/usr/bin/env bash
# Makes sure a Java runtime is there for the W3C Nu HTML Checker (npm vnu-jar), which checks every prerendered page.
set -euo pipefail
JAVA="${JAVA_PATH:-$(command -v java || echo /usr/bin/java)}"
if [ -x "$JAVA" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Java not found: installing Debian's default-jre-headless with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq default-jre-headless >/dev/null
  [ -x /usr/bin/java ] && { echo "Java installed: $(/usr/bin/java -version 2>&1 | head -1)"; exit 0; }
fi
cat >&2 <<MSG
The HTML validity test needs a Java runtime (for the W3C Nu HTML Checker) and it could not be installed automatically.
  - On Debian/Ubuntu, as root:  apt-get update && apt-get install -y default-jre-headless
  - Elsewhere: install Java 11 or later and run the tests with JAVA_PATH=/path/to/java npm test
MSG
exit 1
