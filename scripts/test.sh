#!/usr/bin/env bash
# `npm test`: every check, cheapest first; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Each step says how long the one before it took, and the end the total: the slow steps are named in the log.
last_step=""
step_started=$SECONDS
step() {
  if [ -n "$last_step" ]; then printf '\033[2m(%s: %ss)\033[0m\n' "$last_step" "$((SECONDS - step_started))"; fi
  last_step="$*"
  step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
trap 'printf "\033[2m(%s: %ss; all steps %ss)\033[0m\n" "$last_step" "$((SECONDS - step_started))" "$SECONDS"' EXIT

step "browser"
bash scripts/ensure-chromium.sh
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
npm run --silent msw:init

step "dependency direction"; npm run --silent deps:check
step "typecheck"; npx tsc -p tsconfig.json
step "lint and format"; npx biome check .
step "translations (pt and en complete)"; npm run --silent i18n:check
step "screenshot baselines (none that no story asks for)"; node scripts/baselines.mjs
step "unit, property and app integration tests (the app against both dialects of the simulated gateway)"
# Four workers on two cores: the app's tests spend half their time waiting (the simulated gateway's delays, timers),
# and Vitest's default of one worker per spare core left a core idle (457 s; 222 s with four).
npx vitest run --maxWorkers=4 --project domain --project gateway --project mocks --project scripts --project app --project app-spec-dialect --project app-fresh-modules --project app-spec-dialect-fresh-modules
step "stories in Chromium, components and screens (light/pt and dark/right-to-left): play, axe, screenshots"
npx vitest run --project stories --project stories-dark-rtl --project screens --project screens-dark-rtl
step "production build and budgets"; npm run --silent build; npm run --silent budget
step "end-to-end journeys on the built site (demo and live over HTTP; each journey meets both dialects; behind nginx)"
bash scripts/ensure-nginx.sh
npx playwright test
