import type { APIRoute } from 'astro';
import { publicOrigin } from '../site/sitemap';

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', publicOrigin(site)).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
