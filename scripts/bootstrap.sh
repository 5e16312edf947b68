#!/usr/bin/env bash
# Brings a fresh machine that has only Node.js and npm to a working checkout: pnpm (from the npm
# registry: Corepack's download fails its signature check here), the locked dependencies (which
# include Node.js 22 itself, for every `pnpm run` script), with --browser Debian's Chromium and the
# fonts-liberation it recommends, with --varnish Debian's Varnish, and with --prometheus Debian's
# Prometheus and promtool (the production-shape test, scripts/production/, and its alert rules'
# tests, deploy/prometheus/).
set -euo pipefail

browser=false
varnish=false
prometheus=false
for option in "$@"; do
  case "$option" in
    --browser) browser=true ;;
    --varnish) varnish=true ;;
    --prometheus) prometheus=true ;;
    *) echo "bootstrap.sh: unknown option $option" >&2; exit 2 ;;
  esac
done

PNPM_VERSION=10.34.8
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
# No test tool may fetch a browser of its own: Chromium comes from Debian.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› Installing pnpm $PNPM_VERSION from the npm registry"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null 2>&1 ||
    sudo npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "› Installing dependencies (pnpm install --frozen-lockfile)"
install_log=$(mktemp)
if ! pnpm install --frozen-lockfile --reporter=append-only >"$install_log" 2>&1; then
  cat "$install_log" >&2
  echo "Dependency installation failed." >&2
  exit 1
fi
rm -f "$install_log"

# Chromium for Lighthouse, and its headless shell (the same sources and version) for the tests that
# drive pages (scripts/chromium.mjs). And fonts-liberation, which `apt-get install chromium` brings as
# a recommendation on a newcomer's machine: the test browser must not see it (scripts/test-fonts.conf),
# and with it installed every run proves that the stories' pictures ignore the machine's fonts. Its
# other recommendations (upower, udev, notification-daemon, system-config-printer, Mesa's drivers)
# are desktop services and GPU drivers a headless run without a GPU never uses: they stay out.
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
if [ "$browser" = true ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ] ||
  [ ! -d /usr/share/fonts/truetype/liberation ]; }; then
  echo "› Installing Chromium, its headless shell and fonts-liberation from Debian's packages"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends \
    chromium chromium-headless-shell fonts-liberation >/dev/null
fi

# Varnish (varnishd, varnishadm, varnishtest) and the C compiler it builds its VCL with. The tests run
# varnishd themselves, in the foreground as an unprivileged user: the package's own service is
# neither needed nor started by them.
if [ "$varnish" = true ] && { [ ! -x /usr/sbin/varnishd ] || [ ! -x /usr/bin/varnishtest ]; }; then
  echo "› Installing Varnish from Debian's packages"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends varnish >/dev/null
fi

# Prometheus (the server, which the production-shape test starts in the foreground on a loopback port,
# and promtool, which checks and unit-tests deploy/prometheus/alerts.yml). The package's own service is
# neither needed nor started by the tests.
if [ "$prometheus" = true ] && { [ ! -x /usr/bin/prometheus ] || [ ! -x /usr/bin/promtool ]; }; then
  echo "› Installing Prometheus from Debian's packages"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends prometheus >/dev/null
fi
