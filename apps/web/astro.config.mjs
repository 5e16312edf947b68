import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { afterPaintDirectives } from './src/islands/directives/index.ts';
import { CONSENT_CHOSEN_SCRIPT } from './src/site/consentEarly.ts';

// The public origin of canonical links, the sitemap and robots.txt (`Astro.site`): configuration,
// never the request's Host header, which anyone can forge to poison a cache in front of the site.
// Read when the site is built. The default is where `npm start` serves it.
const site = process.env.PUBLIC_SITE_URL?.trim() || 'http://localhost:3000';

/**
 * The build's id (src/site/buildId.ts): `BUILD_ID` when the deployment names its builds, else the
 * commit and the time of the build, e.g. `3f2a9c1d7e4b-20261207T081500Z`.
 */
function buildId() {
  const given = process.env.BUILD_ID?.trim();
  if (given) {
    if (!/^[\w.-]{1,64}$/.test(given)) {
      throw new Error(`BUILD_ID must be 1–64 letters, digits, dots, dashes or underscores, not "${given}"`);
    }
    return given;
  }
  let commit = 'no-commit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A source tarball without its history: the time alone tells builds apart.
  }
  return `${commit}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

const BUILD_ID = buildId();

/**
 * `dist/build-id`: the same id for server.mjs, which names it in every log line before it loads the
 * server bundle (src/observability/logging.mjs). Beside dist/client, so never served.
 * @returns {import('astro').AstroIntegration}
 */
const buildIdFile = () => ({
  name: 'build-id-file',
  hooks: {
    'astro:build:done': ({ dir }) => writeFileSync(new URL('../build-id', dir), `${BUILD_ID}\n`),
  },
});

export default defineConfig({
  site,
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), afterPaintDirectives(), buildIdFile()],
  // Astro's endpoint, plus the CMS's uploads (their origin is known only at run time).
  image: { endpoint: { route: '/_image', entrypoint: './src/site/imageEndpoint.ts' } },
  server: { port: 3000, host: '127.0.0.1' },
  telemetry: false,
  // Astro hashes its own inline scripts (the island loader, fixed per build) when it builds the site
  // and sends them with each page in a Content-Security-Policy header: src/middleware.ts writes the
  // site's policy around those hashes without reading the page, so pages stream.
  // Besides, the one inline script of the site's own (Layout.astro's head: it hides the consent banner
  // from a visitor who has chosen, src/site/consentEarly.ts), hashed here from its text.
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: {
        hashes: [`sha256-${createHash('sha256').update(CONSENT_CHOSEN_SCRIPT).digest('base64')}`],
      },
    },
  },
  vite: {
    define: { 'import.meta.env.SITE_BUILD_ID': JSON.stringify(BUILD_ID) },
    // One copy at run time of what server.mjs loads too: prom-client's default registry (METRICS_PORT
    // serves every counter, whichever side made it) and the one logger.
    ssr: { external: ['prom-client', 'pino'] },
    plugins: [
      tailwindcss(),
      // No `<link rel=modulepreload>` for an island's dependencies: Vite's preload helper adds one per
      // chunk (20 or more for a form) on the main thread while the island loads, which was most of the
      // long task Lighthouse counted in total blocking time on the form pages (and half of /pobocky's:
      // TBT 61/56/114 ms → 34/8/22 ms at 6.4× CPU slowdown, 3 runs). The browser finds the same
      // chunks from the imports instead; nothing on the first paint waits for them. Astro sets
      // `build.modulePreload` itself, so the client environment is told here.
      {
        name: 'no-module-preload',
        configEnvironment(name) {
          if (name === 'client') return { build: { modulePreload: false } };
        },
      },
    ],
  },
});
