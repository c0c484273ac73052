#!/usr/bin/env bash
# Every test: typecheck, lint, production build, unit and integration tests, browser journeys in Chromium (Playwright),
# and the core journeys in Firefox ESR and WebKitGTK (scripts/test/engines.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/test/ensure-system-deps.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "typecheck" && npx next typegen >/dev/null && npx tsc --noEmit
step "lint (eslint, dependency-cruiser, knip)" && npm run lint --silent
step "build" && npm run build
step "unit and integration tests" && npx vitest run
step "browser journeys" && npx playwright test
step "browser journeys in Firefox and WebKit" && node scripts/test/engines.mjs
