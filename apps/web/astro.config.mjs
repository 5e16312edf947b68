import { createHash } from 'node:crypto';
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

export default defineConfig({
  site,
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), afterPaintDirectives()],
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
    // One copy at run time of what server.mjs loads too: prom-client's default registry (the metrics
    // endpoint serves every counter, whichever side made it) and the one logger.
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
