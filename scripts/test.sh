#!/usr/bin/env bash
# `npm test`: every check of the project, in order of cost. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "browser"
bash scripts/ensure-chromium.sh
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

npm run --silent msw:init

step "typecheck";             npm run --silent typecheck
step "lint and format";       npm run --silent lint
step "dependency direction";  npm run --silent deps:check
step "i18n completeness";     npm run --silent i18n:check
step "unit tests (domain, gateway, mocks, scripts)"; npx vitest run --project domain --project gateway --project mocks --project scripts
step "story tests (render, play, axe, screenshots; light-pt and dark-rtl)"; npx vitest run --project stories --project stories-dark-rtl
step "app integration tests"; npx vitest run --project app
step "production build";      npm run --silent build
step "bundle budget";         npm run --silent budget
step "end-to-end tests (built site, demo and live mode)"; npx vitest run --project e2e
