import type { APIRoute } from 'astro';
import { contentSource } from '../content/source';
import { SHARED_PAGE } from '../site/cacheControl.mjs';
import { publicOrigin, sitemapXml } from '../site/sitemap';

export const GET: APIRoute = async ({ site }) => {
  let paths: string[];
  try {
    // Only the pages search engines may list: test and demonstration pages are marked `seo.noIndex`.
    paths = await contentSource().listPaths({ searchable: true });
  } catch (error) {
    // A crawler told to come back later keeps the last sitemap it read; an empty one would drop every page.
    console.error(`[content] sitemap: ${error instanceof Error ? error.message : String(error)}`);
    return new Response('Obsah webu je dočasně nedostupný.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
  // Kept like a page: every publish purges it with the pages it changed (src/site/varnishPurge.ts).
  return new Response(sitemapXml(publicOrigin(site), paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SHARED_PAGE },
  });
};
