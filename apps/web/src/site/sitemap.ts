/**
 * The site's public origin, from Astro's `site` option (`PUBLIC_SITE_URL` at build time), never from
 * the request's Host header.
 */
export function publicOrigin(site: URL | undefined): string {
  if (!site) throw new Error('Astro `site` is not configured: set PUBLIC_SITE_URL when building the site');
  return site.origin;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
