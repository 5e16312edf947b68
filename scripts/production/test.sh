#!/usr/bin/env bash
# `pnpm test:production` (README, "What npm test leaves out"; .ci/run runs it after `npm test`): the
# production shape on this machine's loopback, PostgreSQL → Strapi → two site instances → Varnish,
# and its drills (scripts/production/test.mjs), after what it needs (prepare.sh). Options go to
# test.mjs (`--sqlite`, `--skip-figures`, `--verbose`).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
bash scripts/production/prepare.sh
status=0
pnpm exec node scripts/production/test.mjs "$@" || status=$?
echo "› test:production finished in $(( $(date +%s) - start )) s, with the install and build checks"
exit "$status"
