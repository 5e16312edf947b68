#!/usr/bin/env bash
# What the production shape needs on a fresh clone (test:production, start:production,
# bench:production): pnpm and the dependencies, Debian's Chromium (the test sends a lead from a
# browser), Varnish and Prometheus, Strapi's install, the site's build (turbo: cached when it is current).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/bootstrap.sh --browser --varnish --prometheus
export TURBO_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
echo "› Installing Strapi, building the site"
bash scripts/cms-install.sh > /dev/null
pnpm exec turbo run build --filter=@insurance-web/web... --output-logs=errors-only
