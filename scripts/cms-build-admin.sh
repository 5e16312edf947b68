#!/usr/bin/env bash
# Builds Strapi's admin panel (apps/cms/build) for the end-to-end tests that drive it
# (`pnpm --filter @insurance-web/web e2e:cms`, apps/web/e2e-admin) and for `npm run start:cms`.
# The turbo task `cms:build-admin` runs it after `cms:install` and caches apps/cms/build: it is
# rebuilt only when the admin's own sources, its config or Strapi's lockfile change. About 40 s of
# both cores and 2 GB of memory when it runs.
set -euo pipefail
# In a CPU group of its own (scripts/cms-own-session.sh): in `npm test` it is on the longest chain.
source "$(dirname "$0")/cms-own-session.sh"
cd "$(dirname "$0")/../apps/cms"
# Run from a pnpm script, pnpm's own settings (npm_config_*, npm_package_*) must not reach npm.
while IFS= read -r name; do unset "$name"; done < <(env | grep -o '^npm_[A-Za-z0-9_]*' || true)
started=$(date +%s)
# `npm run` puts apps/cms's own Node 22 (its devDependency `node`) first on the PATH.
export STRAPI_TELEMETRY_DISABLED=true
in_own_session npm run build:admin --silent
echo "Strapi's admin built (apps/cms/build) in $(( $(date +%s) - started )) s"
