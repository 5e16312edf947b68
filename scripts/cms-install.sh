#!/usr/bin/env bash
# Installs Strapi (apps/cms, its own npm project outside the pnpm workspace: Strapi needs React 18)
# from its lockfile, for the end-to-end tests on Strapi (`pnpm --filter @insurance-web/web e2e:cms`)
# and `npm run start:cms`. `npm install`, not `npm ci`: ci fails on the lockfile's optional packages of
# other platforms. Cold: about 90 s and 900 MB; installed already: a few seconds.
set -euo pipefail
cd "$(dirname "$0")/../apps/cms"
# Run from a pnpm script, pnpm's own settings (npm_config_*, npm_package_*) must not reach npm.
while IFS= read -r name; do unset "$name"; done < <(env | grep -o '^npm_[A-Za-z0-9_]*' || true)
started=$(date +%s)
# One install at a time: `npm test` starts one in the background beside the builds, and the turbo task
# cms:install waits here for it to end, then finds everything installed.
exec 9> node_modules.lock
flock 9
npm install --no-fund --no-audit --loglevel=error
echo "Strapi installed (apps/cms) in $(( $(date +%s) - started )) s"
