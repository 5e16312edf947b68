#!/usr/bin/env bash
# Publishes the Storybook to Chromatic (the design card's hosted visual review: every story's
# snapshots, changes accepted by a designer) with the project's token. Settings: chromatic.config.json.
# Without CHROMATIC_PROJECT_TOKEN it sends nothing and says so: the local visual regression
# (in `pnpm test:stories`) needs no account, and `npm test` never calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: CHROMATIC_PROJECT_TOKEN is not set (the project's token, on its Manage page at chromatic.com); nothing was published." >&2
  exit 1
fi
exec pnpm exec chromatic "$@"
