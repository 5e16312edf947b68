import type { APIRoute } from 'astro';
import { contentSource } from '../content/source';
import { sitemapXml } from '../site/sitemap';

export const GET: APIRoute = async ({ url }) => {
  const paths = await contentSource().listPaths();
  return new Response(sitemapXml(url.origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
