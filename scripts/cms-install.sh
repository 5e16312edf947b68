#!/usr/bin/env bash
# Installs Strapi (apps/cms, its own npm project outside the pnpm workspace: Strapi needs React 18)
# from its lockfile, for the end-to-end tests on Strapi (`pnpm --filter @insurance-web/web e2e:cms`)
# and `npm run start:cms`. `npm install`, not `npm ci`: ci fails on the lockfile's optional packages of
# other platforms. Cold: about 90 s and 900 MB; installed already: at once.
set -euo pipefail
# In a CPU group of its own (scripts/cms-own-session.sh): in `npm test` it is on the longest chain.
source "$(dirname "$0")/cms-own-session.sh"
cd "$(dirname "$0")/../apps/cms"
# Run from a pnpm script, pnpm's own settings (npm_config_*, npm_package_*) must not reach npm.
while IFS= read -r name; do unset "$name"; done < <(env | grep -o '^npm_[A-Za-z0-9_]*' || true)
started=$(date +%s)
# One install at a time: `npm test` starts one in the background beside the builds, and the turbo task
# cms:install waits here for it to end, then finds everything installed.
exec 9> node_modules.lock
flock 9
# Installed from this lockfile already: npm's record of the installed tree (node_modules/.package-lock.json,
# written last by a successful install) is newer than package.json and the lockfile. So the turbo task
# cms:install, in `npm test` after the install started beside the builds, ends at once instead of
# spending 10-20 s of the longest chain on npm saying "up to date".
record=node_modules/.package-lock.json
if [[ $record -nt package.json && $record -nt package-lock.json && -x node_modules/.bin/node ]]; then
  echo "Strapi installed (apps/cms) already, from this lockfile"
  exit 0
fi
# --prefer-offline: the lockfile names every version, and npm's cache (~/.npm) holds them after the
# first install; without it npm asks the registry again about each of the 1,400 packages and its
# tarball (2,790 requests) and spends a fifth more CPU (81 against 65 s, measured side by side).
# Cached metadata older than the lockfile fails the install (npm does not check again: ETARGET):
# then it runs again, asking the registry. Not after Ctrl+C (a status above 128).
status=0
in_own_session npm install --prefer-offline --no-fund --no-audit --loglevel=error || status=$?
if (( status > 0 && status < 128 )); then
  echo "Strapi's install from npm's cache failed: once more, asking the registry" >&2
  status=0
  in_own_session npm install --no-fund --no-audit --loglevel=error || status=$?
fi
(( status == 0 )) || exit "$status"
echo "Strapi installed (apps/cms) in $(( $(date +%s) - started )) s"
