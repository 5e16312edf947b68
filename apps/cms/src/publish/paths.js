/**
 * A page's address on the site from its slug, as the site computes it (apps/web/src/content/page.ts
 * `pathFromSlug`): the page `home` is `/`. Repeated here: this CommonJS app cannot import the site's
 * TypeScript, and the rule is one line.
 */
const pathFromSlug = (slug) => (slug === 'home' ? '/' : `/${slug}`);

module.exports = { pathFromSlug };
