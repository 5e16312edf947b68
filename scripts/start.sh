#!/usr/bin/env bash
# Starts the site for a person to look at. Until the host app exists, that is Storybook: every
# block and primitive in every state, on http://localhost:6006.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
echo "› Storybook: http://localhost:6006"
exec pnpm run storybook
