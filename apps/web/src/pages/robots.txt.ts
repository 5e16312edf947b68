import type { APIRoute } from 'astro';
import { STATIC_FILE } from '../site/cacheControl.mjs';
import { publicOrigin } from '../site/sitemap';

// Fixed when the site is built (its origin): kept like a file of `public/`. The editors' preview
// (`/nahled`) and the site's own endpoints (`/api/`) are nothing to crawl. The test and demonstration
// pages are not disallowed here: a crawler must read them to see their `noindex`.
const rules = ['User-agent: *', 'Allow: /', 'Disallow: /nahled', 'Disallow: /api/'];
export const GET: APIRoute = ({ site }) =>
  new Response(`${rules.join('\n')}\nSitemap: ${new URL('/sitemap.xml', publicOrigin(site)).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': STATIC_FILE },
  });
