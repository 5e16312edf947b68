#!/usr/bin/env bash
# For editors and the web team: Strapi with its admin panel on http://127.0.0.1:1337/admin, and the
# site reading its pages from it on http://localhost:3000 (the sandbox back end beside it, as with
# `npm start`). The first run installs Strapi (apps/cms, its own npm project: about 2 minutes and
# 900 MB) and builds its admin panel (about a minute and 2 GB of memory); later runs reuse both.
# The first visit to /admin asks for the first administrator. Drafts: open
# http://localhost:3000/nahled?secret=$PREVIEW_SECRET&path=/o-nas. Ctrl+C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export TURBO_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STRAPI_TELEMETRY_DISABLED=true

# One local secret pair for the preview: the CMS's read-only token and the site's link secret.
# Local values only: a real deployment sets its own (apps/cms/README.md, apps/web/README.md).
export CMS_PREVIEW_TOKEN="${CMS_PREVIEW_TOKEN:-local-preview-token-not-for-production}"
export STRAPI_PREVIEW_TOKEN="$CMS_PREVIEW_TOKEN"
export PREVIEW_SECRET="${PREVIEW_SECRET:-local-preview-secret-not-for-production}"
# Publishing in Strapi tells the site which pages changed (live in about a second, not its 30 s cache).
export CMS_REVALIDATE_SECRET="${CMS_REVALIDATE_SECRET:-local-revalidate-secret-not-for-production}" CMS_SITE_URLS=http://127.0.0.1:3000

if [ ! -d apps/cms/node_modules/@strapi/strapi ]; then
  echo "› Installing Strapi (apps/cms, npm install: about 2 minutes the first time)"
  bash scripts/cms-install.sh
fi
if [ ! -d apps/cms/build ] && [ ! -d apps/cms/dist/build ]; then
  echo "› Building Strapi's admin panel (once: about a minute)"
  (cd apps/cms && npm run build:admin --silent)
fi

echo "› Building the packages and the site"
pnpm exec turbo run build --output-logs=errors-only

export PUBLIC_API_HOST=http://127.0.0.1:4010 PUBLIC_API_ENVIRONMENT=production SANDBOX_SLUG=horizont
export PUBLIC_MAP_TILE_URL='http://127.0.0.1:4010/tiles/{z}/{x}/{y}.svg'
export PUBLIC_MAP_ATTRIBUTION='Ukázkové podklady sandboxu'
export STRAPI_URL=http://127.0.0.1:1337

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
(cd apps/cms && CMS_SERVE_ADMIN=true CORS_ORIGINS=http://localhost:3000 npm start --silent) &
pids+=($!)
pnpm --filter @insurance-web/sandbox-api start &
pids+=($!)
echo "› Waiting for Strapi (its first start imports the demo pages and images)"
for _ in $(seq 1 120); do
  curl -fsS "$STRAPI_URL/api/pages?pagination[pageSize]=1" >/dev/null 2>&1 && break
  sleep 1
done
echo "› Strapi admin: $STRAPI_URL/admin (the first visit creates the first administrator)"
echo "› Site:         http://localhost:3000 (pages from Strapi; drafts: /nahled?secret=$PREVIEW_SECRET&path=/)"
pnpm --filter @insurance-web/web start
