const path = require('node:path');
const { pathToFileURL } = require('node:url');
const fs = require('node:fs');
const {
  deepPopulate,
  readBranchDirectoryPopulate,
  readSitePopulate,
  sectionsPopulate,
} = require('./populate');
const { addressErrors } = require('./address');
const { requiredErrors } = require('./required');
const {
  adminFieldPath,
  mergeFieldErrors,
  pageValidationError,
  schemaIssues,
  sectionErrors,
} = require('./sections');
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
 *
 * The same answer carries an address another page has (address.js) and Strapi's own `required`
 * fields (required.js, on drafts too): one save shows the editor every field to fix.
 */

const PAGE = 'api::page.page';
const FIELD_LABELS = path.resolve(__dirname, '../content-manager/fields.json');
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
 * The document-service middleware. `read(documentId, locale)` returns the stored draft page (its
 * fields and sections), `directory()` the stored branch directory's branches and `directoryBlocks`
 * the block types that show them (both optional: without them, no section gets branches).
 *
 * Everything wrong with the page is reported in one answer, each on its field: a duplicate address
 * (`findAddress(slug, documentId)`, the stored versions of pages with that slug), the site's block
 * schemas, and Strapi's `required` of the page's `attributes` (checked on a draft too, which Strapi
 * itself skips), so that one save shows the editor every field to fix. `labels` name the page's
 * fields in the notice above the form.
 */
function pageValidationMiddleware({
  registry,
  components,
  read,
  transaction,
  directory,
  directoryBlocks = [],
  attributes,
  findAddress,
  labels,
}) {
  async function check(documentId, locale) {
    if (!documentId) return;
    const stored = await read(documentId, locale);
    if (!stored) return;
    const storedSections = stored.sections ?? [];
    const showsBranches = storedSections.some((section) => directoryBlocks.includes(section?.__component));
    const branches = showsBranches && directory ? await directory() : [];
    const sections = storedSections.map((section) =>
      directoryBlocks.includes(section?.__component) ? { ...section, branches } : section,
    );
    let siteErrors = sectionErrors(sections, { registry, components: components() });
    if (showsBranches && branches.length === 0) {
      // The empty directory is what is wrong with a branch block, not what its schema then says.
      const isBranchBlock = (index) => directoryBlocks.includes(storedSections[index]?.__component);
      const index = storedSections.findIndex((section) => directoryBlocks.includes(section?.__component));
      siteErrors = [
        { path: ['sections', index], message: EMPTY_DIRECTORY, name: 'ValidationError' },
        ...siteErrors.filter((error) => !isBranchBlock(error.path[1])),
      ];
    }
    const found = mergeFieldErrors(
      await addressErrors(stored, documentId, findAddress),
      siteErrors,
      attributes ? requiredErrors(attributes, components(), stored) : [],
    );
    if (found.length > 0) throw pageValidationError(found, sections, registry, labels);
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

/** The page's own fields' Czech labels (`Adresa`), as the admin shows them (src/content-manager). */
function pageFieldLabels(file = FIELD_LABELS) {
  const fields = JSON.parse(fs.readFileSync(file, 'utf8'))[PAGE]?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label]));
}

/** The read-back of a draft page: the site's populate of its sections, every other component in full. */
function pagePopulate(attributes, components, sitePopulate) {
  const populate = sectionsPopulate(attributes.sections.components, components, sitePopulate);
  for (const [key, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'component') populate[key] = deepPopulate(components, attribute.component);
    else if (attribute.type === 'media') populate[key] = true;
  }
  return populate;
}

async function registerPageValidation(strapi) {
  const registry = await loadRegistry();
  const { content: directoryContent, blockTypes: directoryBlocks } = await loadDirectory();
  const directoryPopulate = readBranchDirectoryPopulate();
  const readDirectory = () => strapi.documents(BRANCH_DIRECTORY).findFirst({ populate: directoryPopulate });
  const sitePopulate = readSitePopulate();
  const pageAttributes = strapi.contentTypes[PAGE].attributes;
  let populate;
  const read = async (documentId, locale) => {
    populate ??= pagePopulate(pageAttributes, strapi.components, sitePopulate);
    return strapi.documents(PAGE).findOne({ documentId, locale, status: 'draft', populate });
  };
  // Every stored version (draft and published) of another page with this address, in this transaction.
  const findAddress = (slug, documentId) =>
    strapi.db.query(PAGE).findMany({
      where: { slug, documentId: { $ne: documentId } },
      select: ['documentId', 'slug', 'title', 'publishedAt'],
    });
  strapi.documents.use(
    pageValidationMiddleware({
      registry,
      components: () => strapi.components,
      read,
      transaction: (work) => strapi.db.transaction(work),
      directory: async () => (await readDirectory())?.branches ?? [],
      directoryBlocks,
      attributes: pageAttributes,
      findAddress,
      labels: pageFieldLabels(),
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
  pageFieldLabels,
  pageValidationMiddleware,
  registerPageValidation,
};
