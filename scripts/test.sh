#!/usr/bin/env bash
# Runs every check of the project, as CI does: build, typecheck, lint, unit and component tests,
# every story as a test in Chromium with axe, end-to-end tests (Playwright, against the built site
# and the sandbox), the site on a real Strapi (installed, started and seeded here: e2e:cms), bundle
# budgets (size-limit), package checks (publint, are-the-types-wrong), public API reports, the
# release rehearsal with the consumer apps (Next.js and Vite) installing the packages from it, and
# Lighthouse budgets. Ends with one line of totals. Not here, for time (README, "What npm test leaves
# out"): the static Storybook build and the sandbox's soak. The stories run with their visual regression.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
bash scripts/bootstrap.sh --browser
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
# No Playwright traces of passing tests (15 % of the end-to-end suites' CPU): e2e/playwrightShared.ts.
export E2E_TRACES=off

# Stale reports (Vitest's and Playwright's) would be counted again: the totals script removes every
# report directory it reads. Turbo then restores the current ones of cached tasks from its cache.
pnpm exec node scripts/summarize-tests.mjs --clear

status=0
rm -rf .turbo/runs
# Strapi's install (npm unpacking some 1,400 packages from its cache: about a minute of one core)
# starts at once, beside the builds. Its turbo task below waits for it (a lock in cms-install.sh), then
# finds it done, and shows any error again. It and Strapi's admin build (cms:build-admin) start the
# longest chain (then the site on Strapi, e2e:cms): each runs in a CPU group of its own
# (scripts/cms-own-session.sh), not as one more of the thirty-odd processes of this run's session.
bash scripts/cms-install.sh > /dev/null 2>&1 &

# 1. The builds, on their own (about 30 s): every check below reads them.
if ! pnpm exec turbo run build --output-logs=errors-only --log-order=grouped; then
  echo "› The builds failed: nothing else can be checked."
  exit 1
fi

# 2. Every check, the builds done (`--only`: no build task in the graph). The long suites (the
# end-to-end suites, the stories and the consumer apps: a few hundred CPU-seconds each, or minutes
# of installs) run in a turbo of their own, beside the rest, so that they start at once: turbo has
# no priorities, and in one run with the rest they waited for a slot behind some forty short tasks
# (the e2e suite 225 s, the stories 159 s) and then ended last, alone on a machine with a core to
# spare. The short tasks get four slots: with ten, some thirty processes wanted the two cores at
# once (vmstat), which made nothing faster and pushed single tests over their timeouts.
long_log=$(mktemp)
# The stories' log is shown only if they fail: say up front when this Chromium is not the baselines'.
pnpm exec node scripts/baselines-chromium.mjs --check || true
# The CMS's own tests (test:cms-schema) load Strapi's packages: they wait in that run for its install.
pnpm exec turbo run e2e cms:install cms:build-admin e2e:cms test:cms-schema test:stories test:consumers --only \
  --continue --summarize --output-logs=errors-only --log-order=grouped > "$long_log" 2>&1 &
long_pid=$!
pnpm exec turbo run typecheck lint test size check-package api-report \
  typecheck:root lint:root test:root api-breaking changeset:check --only \
  --concurrency=4 --continue --summarize --output-logs=errors-only --log-order=grouped || status=$?
wait "$long_pid" || status=$?
echo "› The long suites (the site end to end, the site on Strapi, the stories, the consumer apps)"
cat "$long_log"
rm -f "$long_log"
# Where the time went: the slowest tasks, from the run summaries turbo just wrote.
pnpm exec node scripts/turbo-timeline.mjs || true

turbo_done=$(date +%s)

# Lighthouse (mobile) on every demo page, after the parallel tasks so that nothing else competes for
# the CPU it times; a page that misses the budget in one run is scored three times and the median counts.
echo "› Lighthouse (mobile): every demo page"
pnpm --filter @insurance-web/web --silent lighthouse || status=$?

pnpm exec node scripts/summarize-tests.mjs || status=$?
end=$(date +%s)
echo "› Finished in $(( end - start )) s (install and checks $(( turbo_done - start )) s, Lighthouse $(( end - turbo_done )) s)"
exit "$status"
