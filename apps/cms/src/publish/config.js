/**
 * Where the CMS tells the site that content changed (src/publish/index.js): `CMS_SITE_URLS`, the
 * origins of every site instance (comma-separated: each keeps its own cache, so each is told), and
 * `CMS_REVALIDATE_SECRET`, the key the site checks (the same variable on the site). Without site
 * URLs nothing is sent and the site shows a change after its cache time (`STRAPI_CACHE_TTL_MS`).
 */
const MIN_SECRET_LENGTH = 24;

/** `{ sites, secret }`, or null when no site is configured; a setting that cannot work stops Strapi. */
function publishConfig(env = process.env) {
  const list = (env.CMS_SITE_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0) return null;
  const sites = [];
  for (const entry of list) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const isOrigin =
      url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
    if (!isOrigin)
      throw new Error(`CMS_SITE_URLS: "${entry}" is not an http(s) origin (https://www.example.cz)`);
    if (!sites.includes(url.origin)) sites.push(url.origin);
  }
  const secret = env.CMS_REVALIDATE_SECRET?.trim();
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `CMS_SITE_URLS needs CMS_REVALIDATE_SECRET of at least ${MIN_SECRET_LENGTH} characters, the same as the site's`,
    );
  }
  return { sites, secret };
}

module.exports = { publishConfig, MIN_SECRET_LENGTH };
