const { pathFromSlug } = require('./paths');

const PAGE = 'api::page.page';
/**
 * The header navigation and the footer, shown on every page, and the branch directory, shown by the
 * branch blocks of several pages: single types without draft & publish, whose save changes pages
 * the site cannot list from here, so it drops everything.
 */
const CHROME = new Set([
  'api::navigation.navigation',
  'api::footer.footer',
  'api::branch-directory.branch-directory',
]);
const CHROME_WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/**
 * Whether a page action changes what visitors see: the site reads published versions only. Saving
 * a draft (`update`, `create`) does not, unless it publishes at once (`status: 'published'`); nor
 * does `discardDraft`, which makes the draft a copy of the published version and leaves that as it is.
 */
function changesPublishedPage(action, params) {
  if (action === 'publish' || action === 'unpublish' || action === 'delete') return true;
  return (action === 'update' || action === 'create') && params?.status === 'published';
}

/** The slugs a document is published under now (none when it is not published). */
async function publishedSlugs(strapi, documentId) {
  if (!documentId) return [];
  const entries = await strapi.db.query(PAGE).findMany({
    where: { documentId, publishedAt: { $ne: null } },
    select: ['slug'],
  });
  return entries.map((entry) => entry.slug).filter((slug) => typeof slug === 'string' && slug !== '');
}

/**
 * Runs `callback` once the change is in the database for everyone. The content manager wraps its
 * publish and unpublish in a transaction of its own around the document action: a site told before
 * that commits would read the old page again, and keep it for its cache time.
 */
async function afterCommit(strapi, callback) {
  if (!strapi.db.inTransaction()) return callback();
  // A nested call joins the open transaction (no commit of its own) and hands out its `onCommit`;
  // a transaction rolled back calls nothing.
  await strapi.db.transaction(({ onCommit }) => onCommit(callback));
}

/**
 * A document-service middleware (`strapi.documents.use`) that tells the site which paths a
 * successful action changed: a page's path before and after (a new slug, an unpublished or deleted
 * page: the old path goes too), everything for the navigation, the footer and the branch directory. `send` must not block
 * (src/publish/notifier.js queues and returns).
 */
function createPublishMiddleware({ strapi, send }) {
  return async (context, next) => {
    const { uid, action, params } = context;
    if (CHROME.has(uid) && CHROME_WRITES.has(action)) {
      const result = await next();
      await afterCommit(strapi, () => send({ all: true }));
      return result;
    }
    if (uid !== PAGE || !changesPublishedPage(action, params)) return next();
    let before = [];
    let lookupFailed = false;
    try {
      // Before the action: afterwards the old slug of an unpublished, deleted or renamed page is gone.
      before = await publishedSlugs(strapi, params?.documentId);
    } catch (error) {
      lookupFailed = true;
      strapi.log.warn(
        `[publish] could not read the page's published path before ${action}: ${error.message}`,
      );
    }
    const result = await next();
    let change;
    try {
      const after = await publishedSlugs(strapi, params?.documentId ?? result?.documentId);
      const paths = [...new Set([...before, ...after].map(pathFromSlug))];
      // Without the old path, the only safe message is "everything".
      change = lookupFailed ? { all: true } : paths.length > 0 ? { paths } : null;
    } catch (error) {
      strapi.log.warn(`[publish] could not read the page's published path after ${action}: ${error.message}`);
      change = { all: true };
    }
    if (change) await afterCommit(strapi, () => send(change));
    return result;
  };
}

module.exports = { createPublishMiddleware, changesPublishedPage, PAGE, CHROME };
