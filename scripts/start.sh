#!/usr/bin/env bash
# Builds and serves the site for a person to look at: the host on http://localhost:3000 with the
# sandbox back end beside it on http://127.0.0.1:4010 (what it received: /inbox). Ctrl+C stops both.
# Designers' Storybook: `pnpm storybook` (http://localhost:6006).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 ASTRO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

echo "› Building the packages and the site"
pnpm exec turbo run build --output-logs=errors-only

# The site's forms send their leads to this sandbox: server.mjs has no default back end of its own.
export PUBLIC_API_HOST=http://127.0.0.1:4010
# The meeting and mobility paths carry the brand's slug (apps/web/src/site/config.ts), not the sandbox's `demo`.
export SANDBOX_SLUG=horizont
# The sandbox stands in for the production back end, so the demo shows what production visitors see.
export PUBLIC_API_ENVIRONMENT=production
# The branch map's tiles: the sandbox draws a neutral grid. A real site names its tile server here
# (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png with '© OpenStreetMap' and its licence's terms).
export PUBLIC_MAP_TILE_URL='http://127.0.0.1:4010/tiles/{z}/{x}/{y}.svg'
export PUBLIC_MAP_ATTRIBUTION='Ukázkové podklady sandboxu'
# Each server runs in a process group of its own (`set -m`), so that stopping one stops everything it
# started; Ctrl+C reaches this script, which stops both. `--reporter=silent`: pnpm would report a
# server stopped by a signal as a failed run (ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL); what the servers
# print themselves still shows.
set -m
pnpm --reporter=silent --filter @insurance-web/sandbox-api start &
sandbox=$!
echo "› Sandbox API: http://127.0.0.1:4010 (received requests and demo cancellation links: /inbox)"
echo "› Site:        http://localhost:3000 (Ctrl+C stops both)"
pnpm --reporter=silent --filter @insurance-web/web start &
site=$!
# Job control only to start them: with it on, bash would announce each server it stops ("Terminated").
set +m

stop_both() {
  kill -TERM -- "-$sandbox" "-$site" 2>/dev/null || true
  wait || true
}
stopped() {
  stop_both
  echo "› Stopped the site and the sandbox"
  exit 0
}
trap stopped INT TERM
# Either server ending by itself (a port already taken, say) ends both, with its exit status.
status=0
wait -n "$sandbox" "$site" || status=$?
trap - INT TERM
stop_both
exit "$status"
