#!/usr/bin/env bash
# Runs every check of the project, as CI does: build, typecheck, lint, unit and component tests,
# every story as a test in Chromium with axe, end-to-end tests (Playwright, against the built site
# and the sandbox), bundle budgets (size-limit), package checks (publint, are-the-types-wrong), the
# offline Storybook build and Lighthouse budgets. Ends with one line of totals.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
bash scripts/bootstrap.sh --browser
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1

# Stale reports (Vitest's and Playwright's) would be counted again: the totals script removes every
# report directory it reads. Turbo then restores the current ones of cached tasks from its cache.
pnpm exec node scripts/summarize-tests.mjs --clear

status=0
pnpm exec turbo run build typecheck lint test e2e size check-package api-report \
  typecheck:root lint:root test:root api-breaking release:rehearsal test:stories build-storybook \
  test:cms-schema \
  --continue --output-logs=errors-only --log-order=grouped || status=$?

turbo_done=$(date +%s)

# Lighthouse (mobile) on every demo page, after the parallel tasks so that nothing else competes for
# the CPU it times; a page that misses the budget in one run is scored five times and the median counts.
echo "› Lighthouse (mobile): every demo page"
pnpm --filter @insurance-web/web --silent lighthouse || status=$?

pnpm exec node scripts/summarize-tests.mjs || status=$?
end=$(date +%s)
echo "› Finished in $(( end - start )) s (install and checks $(( turbo_done - start )) s, Lighthouse $(( end - turbo_done )) s)"
exit "$status"
