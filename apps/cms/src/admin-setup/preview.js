const { pathFromSlug } = require('../publish/paths');

/**
 * Strapi's preview panel (config/admin.js `preview`): the admin asks for a document's preview URL
 * and shows it in a frame beside the edit form. Here that is the site's preview link
 * (apps/web/src/pages/nahled.ts): `<site>/nahled?secret=<PREVIEW_SECRET>&path=/<slug>`, which opens
 * the page's latest draft with the editors' notices. The same names as the site's own variables:
 * `PUBLIC_SITE_URL` (the site's public address) and `PREVIEW_SECRET` (the link's secret, 24+
 * characters, shared with the site). Without both, the admin has no preview.
 */
const PAGE = 'api::page.page';
/** Single types shown on every page: their preview is the home page. */
const CHROME = new Set(['api::navigation.navigation', 'api::footer.footer']);

/** The site's origin and secret from the environment, or undefined when the preview is off. */
function previewSettings(env = process.env) {
  const secret = env.PREVIEW_SECRET?.trim();
  const site = env.PUBLIC_SITE_URL?.trim();
  if (!secret || secret.length < 24 || !site || !URL.canParse(site)) return undefined;
  const url = new URL(site);
  if (!/^https?:$/.test(url.protocol)) return undefined;
  return { secret, siteOrigin: url.origin };
}

/** The site's preview link of a path: the secret in the query, as /nahled reads it. */
function previewLink({ secret, siteOrigin }, path) {
  const url = new URL('/nahled', siteOrigin);
  url.searchParams.set('secret', secret);
  url.searchParams.set('path', path);
  return url.href;
}

/**
 * The handler Strapi calls for the preview panel: a page's link by its slug (the draft's slug on
 * the draft tab, the published one on the published tab; the site's preview shows the draft
 * either way), the home page for the navigation and the footer, nothing for other types.
 */
function createPreviewHandler(getStrapi, env = process.env) {
  return async (uid, { documentId, locale, status }) => {
    const settings = previewSettings(env);
    if (!settings) return null;
    if (CHROME.has(uid)) return previewLink(settings, '/');
    if (uid !== PAGE || !documentId) return null;
    const documents = getStrapi().documents(PAGE);
    const find = (which) => documents.findOne({ documentId, locale, status: which, fields: ['slug'] });
    // The admin also asks with the document's status (`modified` after a save): that is the draft.
    const wanted = status === 'published' ? 'published' : 'draft';
    const document = (await find(wanted)) ?? (await find(wanted === 'published' ? 'draft' : 'published'));
    return document?.slug ? previewLink(settings, pathFromSlug(document.slug)) : null;
  };
}

module.exports = { createPreviewHandler, previewLink, previewSettings };
