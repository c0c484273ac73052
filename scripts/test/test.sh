#!/usr/bin/env bash
# Every test: typecheck, lint, production build, unit and integration tests, browser journeys in Chromium (Playwright),
# and the core journeys in Firefox ESR and WebKitGTK (scripts/test/engines.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/test/ensure-system-deps.sh

# Everything the run puts in the temporary folder (servers' data folders with their embedded database, about 170 MB
# each, browser profiles, nginx's folders) goes in one folder of the run's own, removed when the run ends however it
# ends: runs that left theirs behind once filled the disk. 0711: the embedded PostgreSQL's own user (when the tests
# run as root) reaches its data inside. Vitest files also clean up as they go (vitest.setup.ts).
base_tmp="${TMPDIR:-/tmp}"
free_kb="$(df -Pk "$base_tmp" | awk 'NR == 2 { print $4 }')"
if [ "${free_kb:-0}" -lt $((2 * 1024 * 1024)) ]; then
  echo "Only $((free_kb / 1024)) MB free in $base_tmp: the tests need about 2 GB there. Free some space first." >&2
  exit 1
fi
run_tmp="$(mktemp -d "$base_tmp/driftline-test-XXXXXX")"
chmod 711 "$run_tmp"
trap 'rm -rf "$run_tmp"' EXIT
trap 'exit 130' INT TERM
export TMPDIR="$run_tmp"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "typecheck" && npx next typegen >/dev/null && npx tsc --noEmit
step "lint (eslint, dependency-cruiser, knip)" && npm run lint --silent
step "build" && npm run build
step "unit and integration tests" && npx vitest run
step "browser journeys" && npx playwright test
step "browser journeys in Firefox and WebKit" && node scripts/test/engines.mjs
