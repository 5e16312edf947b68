#!/usr/bin/env bash
# For editors and the web team: Strapi with its admin panel on http://127.0.0.1:1337/admin, and the
# site reading its pages from it on http://localhost:3000 (the sandbox back end beside it, as with
# `npm start`). The first run installs Strapi (apps/cms, its own npm project: about 2 minutes and
# 900 MB) and builds its admin panel (about a minute and 2 GB of memory); later runs reuse both.
# The first visit to /admin asks for the first administrator; the editor's account (CMS_EDITOR_*,
# printed below) exists from then on. The admin is Czech, and its preview panel shows a page's draft
# from the site. Drafts outside the admin: open
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
# The admin's preview panel: Strapi links to the site's /nahled (PUBLIC_SITE_URL, PREVIEW_SECRET), and
# the site lets the admin's origins frame it (CMS_ADMIN_ORIGIN: Strapi answers at both, and prints
# localhost). 127.0.0.1 and localhost are two sites to the browser: the preview's cookie is made for
# that (apps/web/src/site/preview.ts).
export PUBLIC_SITE_URL=http://localhost:3000 CMS_ADMIN_ORIGIN=http://127.0.0.1:1337,http://localhost:1337
# The seeded editor (role Editor; its password is set from here at every start).
export CMS_EDITOR_EMAIL="${CMS_EDITOR_EMAIL:-redaktor@example.cz}"
export CMS_EDITOR_PASSWORD="${CMS_EDITOR_PASSWORD:-Redakce-2026-lokalne}"
export CMS_EDITOR_NAME="${CMS_EDITOR_NAME:-Redaktor webu}"
# Publishing in Strapi tells the site which pages changed (live in about a second, not its 30 s cache).
export CMS_REVALIDATE_SECRET="${CMS_REVALIDATE_SECRET:-local-revalidate-secret-not-for-production}" CMS_SITE_URLS=http://127.0.0.1:3000

# Strapi's install (about 2 minutes the first time, seconds after) and its admin panel, a cached
# turbo task: rebuilt (about a minute) only when its sources, its config or Strapi's lockfile changed,
# so an older build never shows an editor yesterday's admin.
echo "› Installing Strapi, building the packages, the site and Strapi's admin panel"
pnpm exec turbo run build //#cms:build-admin --output-logs=errors-only

export PUBLIC_API_HOST=http://127.0.0.1:4010 PUBLIC_API_ENVIRONMENT=production SANDBOX_SLUG=horizont
export PUBLIC_MAP_TILE_URL='http://127.0.0.1:4010/tiles/{z}/{x}/{y}.svg'
export PUBLIC_MAP_ATTRIBUTION='Ukázkové podklady sandboxu'
export STRAPI_URL=http://127.0.0.1:1337

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
(cd apps/cms && CMS_SERVE_ADMIN=true CORS_ORIGINS=http://localhost:3000 npm start --silent) &
strapi_pid=$!
pids+=("$strapi_pid")
pnpm --filter @insurance-web/sandbox-api start &
pids+=($!)
# Ready when the pages answer (the seed runs before Strapi listens): as soon as that is, not after a
# fixed wait. `-g`: the brackets of the query are the URL's, not curl's globbing.
STRAPI_START_TIMEOUT_S="${STRAPI_START_TIMEOUT_S:-180}"
echo "› Waiting for Strapi (its first start imports the demo pages and images; at most ${STRAPI_START_TIMEOUT_S} s)"
started=$SECONDS
until curl -fsS -g -o /dev/null --max-time 5 "$STRAPI_URL/api/pages?pagination[pageSize]=1" 2>/dev/null; do
  if ! kill -0 "$strapi_pid" 2>/dev/null; then
    echo "✗ Strapi stopped before it answered: its log is above." >&2
    exit 1
  fi
  if (( SECONDS - started >= STRAPI_START_TIMEOUT_S )); then
    echo "✗ Strapi did not answer $STRAPI_URL/api/pages within ${STRAPI_START_TIMEOUT_S} s (STRAPI_START_TIMEOUT_S): its log is above." >&2
    exit 1
  fi
  sleep 0.5
done
echo "› Strapi answered after $(( SECONDS - started )) s"
echo "› Strapi admin: $STRAPI_URL/admin (the first visit creates the first administrator)"
echo "› Editor:       $CMS_EDITOR_EMAIL / $CMS_EDITOR_PASSWORD (exists once the first administrator has registered)"
echo "› Site:         http://localhost:3000 (pages from Strapi; drafts: /nahled?secret=$PREVIEW_SECRET&path=/)"
pnpm --filter @insurance-web/web start
