const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { readSitePopulate, sectionsPopulate } = require('./populate');
const { sectionErrors, sectionsValidationError } = require('./sections');

/**
 * A page the site cannot render is never stored: every create, update and publish of a page runs
 * its sections through the site's block schemas (the packages' definitions, loaded as the component
 * generator loads them) and is refused with a `ValidationError` whose `details.errors` the admin
 * shows under each field.
 *
 * What is checked is what Strapi stores, read back as the site reads it: a create or update runs
 * inside one transaction with the read-back and is rolled back when a section fails, so media come
 * as upload files (ids resolved), dates and numbers as Strapi normalised them, and a partial update
 * is checked as the whole page it makes. A publish checks the draft it is about to publish (the
 * admin's Publish saves the form first, through `update`, in the same transaction).
 */

const PAGE = 'api::page.page';
const BLOCKS_MODULE = path.resolve(__dirname, '../../scripts/lib/blocks.mjs');

/** Block type → `{ type, label, content }` from the built packages (`loadBlocks()`). */
async function loadRegistry() {
  try {
    const { loadBlocks } = await import(pathToFileURL(BLOCKS_MODULE).href);
    const blocks = await loadBlocks();
    return new Map(blocks.map((block) => [block.type, block]));
  } catch (error) {
    throw new Error(
      `The CMS checks pages with the site's block schemas and could not load them (${error.message}). ` +
        "Build the packages first: pnpm exec turbo run build --filter='./packages/*'",
    );
  }
}

/** The document-service middleware; `read(documentId, locale)` returns the stored draft's sections. */
function pageValidationMiddleware({ registry, components, read, transaction }) {
  async function check(documentId, locale) {
    if (!documentId) return;
    const sections = await read(documentId, locale);
    if (!sections) return;
    const found = sectionErrors(sections, { registry, components: components() });
    if (found.length > 0) throw sectionsValidationError(found, sections, registry);
  }
  return async (context, next) => {
    if (context.uid !== PAGE) return next();
    const { action, params = {} } = context;
    if (action === 'publish') {
      await check(params.documentId, params.locale);
      return next();
    }
    if (action !== 'create' && action !== 'update') return next();
    return transaction(async () => {
      const result = await next();
      await check(result?.documentId ?? params.documentId, params.locale);
      return result;
    });
  };
}

async function registerPageValidation(strapi) {
  const registry = await loadRegistry();
  const sitePopulate = readSitePopulate();
  let populate;
  const read = async (documentId, locale) => {
    populate ??= sectionsPopulate(
      strapi.contentTypes[PAGE].attributes.sections.components,
      strapi.components,
      sitePopulate,
    );
    const draft = await strapi
      .documents(PAGE)
      .findOne({ documentId, locale, status: 'draft', fields: ['id'], populate });
    return draft ? (draft.sections ?? []) : null;
  };
  strapi.documents.use(
    pageValidationMiddleware({
      registry,
      components: () => strapi.components,
      read,
      transaction: (work) => strapi.db.transaction(work),
    }),
  );
}

module.exports = { PAGE, loadRegistry, pageValidationMiddleware, registerPageValidation };
