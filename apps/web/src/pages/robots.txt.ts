import type { APIRoute } from 'astro';
import { STATIC_FILE } from '../site/cacheControl.mjs';
import { publicOrigin } from '../site/sitemap';

// Fixed when the site is built (its origin): kept like a file of `public/`.
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', publicOrigin(site)).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': STATIC_FILE },
  });
