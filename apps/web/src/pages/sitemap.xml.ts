import type { APIRoute } from 'astro';
import { contentSource } from '../content/source';
import { publicOrigin, sitemapXml } from '../site/sitemap';

export const GET: APIRoute = async ({ site }) => {
  const paths = await contentSource().listPaths();
  return new Response(sitemapXml(publicOrigin(site), paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
