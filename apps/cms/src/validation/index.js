const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { readBranchDirectoryPopulate, readSitePopulate, sectionsPopulate } = require('./populate');
const { adminFieldPath, schemaIssues, sectionErrors, sectionsValidationError } = require('./sections');
const { errors } = require('@strapi/utils');

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
 *
 * The branch blocks show the branch directory (a single type of its own), which the site puts into
 * their sections: a page's branch sections are checked with the stored directory in them, and the
 * directory itself is checked on every save with its schema (branch-map's `branchDirectoryContent`),
 * so that no save can leave the branch blocks of the site without what they show.
 */

const PAGE = 'api::page.page';
const BRANCH_DIRECTORY = 'api::branch-directory.branch-directory';
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

/** The branch directory's schema and the block types that show it (`loadBranchDirectory()`). */
async function loadDirectory() {
  try {
    const { loadBranchDirectory } = await import(pathToFileURL(BLOCKS_MODULE).href);
    return await loadBranchDirectory();
  } catch (error) {
    throw new Error(
      `The CMS checks the branch directory with the site's schema and could not load it (${error.message}). ` +
        "Build the packages first: pnpm exec turbo run build --filter='./packages/*'",
    );
  }
}

/** The message on a branch block's section while the branch directory has no branch. */
const EMPTY_DIRECTORY =
  'Adresář poboček je prázdný: blok by nic neukázal. Vyplňte pobočky v typu obsahu Pobočky.';

/**
 * The document-service middleware; `read(documentId, locale)` returns the stored draft's sections,
 * `directory()` the stored branch directory's branches and `directoryBlocks` the block types that
 * show them (both optional: without them, no section gets branches).
 */
function pageValidationMiddleware({
  registry,
  components,
  read,
  transaction,
  directory,
  directoryBlocks = [],
}) {
  async function check(documentId, locale) {
    if (!documentId) return;
    const stored = await read(documentId, locale);
    if (!stored) return;
    const showsBranches = stored.some((section) => directoryBlocks.includes(section?.__component));
    const branches = showsBranches && directory ? await directory() : [];
    if (showsBranches && branches.length === 0) {
      const index = stored.findIndex((section) => directoryBlocks.includes(section?.__component));
      const empty = [{ path: ['sections', index], message: EMPTY_DIRECTORY, name: 'ValidationError' }];
      throw sectionsValidationError(empty, stored, registry);
    }
    const sections = stored.map((section) =>
      directoryBlocks.includes(section?.__component) ? { ...section, branches } : section,
    );
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

/**
 * The document-service middleware of the branch directory: every create and update is checked, on
 * what it stored and in its transaction, with the directory's schema (`content`); `read()` returns the
 * stored directory, `components()` the Strapi components (for where the admin shows each issue).
 */
function directoryValidationMiddleware({ content, attributes, components, read, transaction }) {
  async function check() {
    const stored = await read();
    if (!stored) return;
    const issues = schemaIssues({ content }, stored);
    if (issues.length === 0) return;
    // The type's own fields, as a component's, so that each issue shows on its field.
    const withType = { ...components(), [BRANCH_DIRECTORY]: { attributes } };
    const fieldErrors = issues.map((issue) => ({
      path: adminFieldPath(withType, BRANCH_DIRECTORY, issue.path),
      message: issue.message,
      name: 'ValidationError',
    }));
    const more = fieldErrors.length > 1 ? ` (chyb celkem: ${fieldErrors.length})` : '';
    throw new errors.ValidationError(`Pobočky: ${fieldErrors[0].message}${more}`, { errors: fieldErrors });
  }
  return async (context, next) => {
    if (context.uid !== BRANCH_DIRECTORY) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    return transaction(async () => {
      const result = await next();
      await check();
      return result;
    });
  };
}

async function registerPageValidation(strapi) {
  const registry = await loadRegistry();
  const { content: directoryContent, blockTypes: directoryBlocks } = await loadDirectory();
  const directoryPopulate = readBranchDirectoryPopulate();
  const readDirectory = () => strapi.documents(BRANCH_DIRECTORY).findFirst({ populate: directoryPopulate });
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
      directory: async () => (await readDirectory())?.branches ?? [],
      directoryBlocks,
    }),
  );
  strapi.documents.use(
    directoryValidationMiddleware({
      content: directoryContent,
      attributes: strapi.contentTypes[BRANCH_DIRECTORY].attributes,
      components: () => strapi.components,
      read: readDirectory,
      transaction: (work) => strapi.db.transaction(work),
    }),
  );
}

module.exports = {
  BRANCH_DIRECTORY,
  PAGE,
  directoryValidationMiddleware,
  loadRegistry,
  pageValidationMiddleware,
  registerPageValidation,
};
