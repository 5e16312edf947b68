const path = require('node:path');

/**
 * A page's address on the site from its slug (`home` is `/`). The rule is the site's, in
 * @insurance-web/validation (`pathFromSlug`, which apps/web/src/content/page.ts uses), loaded from its
 * build as the seed and the page checks load the packages; Node 22 requires an ES module
 * synchronously. Loaded on the first call, not when the config is read: the admin panel's build
 * reads config/admin.js (and this file through it) before the packages need to be built.
 */
const VALIDATION = path.resolve(__dirname, '../../../../packages/validation/dist/index.js');

let rule;

function pathFromSlug(slug) {
  if (!rule) {
    try {
      const loaded = require(VALIDATION).pathFromSlug;
      if (typeof loaded !== 'function') throw new Error(`${VALIDATION} has no pathFromSlug`);
      rule = loaded;
    } catch (error) {
      throw new Error(
        `The CMS computes a page's path with the site's rule and could not load it (${error.message}). ` +
          "Build the packages first: pnpm exec turbo run build --filter='./packages/*'",
      );
    }
  }
  return rule(slug);
}

module.exports = { pathFromSlug };
