#!/usr/bin/env bash
# Finds what the test suite needs outside npm: Debian's Chromium, the PostgreSQL server binaries and nginx (the
# cluster test runs it in front of two instances).
# On Debian as root it installs what is missing with apt; elsewhere it stops with the exact command.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)

pg_bin=""
if command -v initdb >/dev/null 2>&1; then
  pg_bin=$(dirname "$(command -v initdb)")
else
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && pg_bin=$d
  done
fi
[ -n "$pg_bin" ] || missing+=(postgresql)

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
