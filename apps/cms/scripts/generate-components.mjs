// Generates the CMS's Strapi components from the block schemas (one source of truth):
//   src/components/**            one component per block, its nested components, the shared ones
//   src/api/page/…/schema.json   the page type, its `sections` dynamic zone listing every block
//   apps/web/src/content/strapiPopulate.json   what the host's Strapi source asks for, per block
//   src/api/branch-directory/…/schema.json   the branch directory (single type) from branch-map's schema,
//     and apps/web/src/content/strapiBranchDirectoryPopulate.json, what the host asks of it
//   src/content-manager/fields.json   each field's Czech label and hint, each component's mainField
// Run with Node 22 after building the packages: node scripts/generate-components.mjs [--check]
// --check writes nothing and fails when a committed file differs from what would be generated.
import fs from 'node:fs';
import path from 'node:path';
import { adminFields, unlabelled } from './lib/admin-fields.mjs';
import { BRANCH_DIRECTORY, loadBlocks, loadBranchDirectory, loadZod, REPO } from './lib/blocks.mjs';
import { toStrapi } from './lib/to-strapi.mjs';

const CMS = path.join(REPO, 'apps/cms');
const POPULATE_FILE = path.join(REPO, 'apps/web/src/content/strapiPopulate.json');
const DIRECTORY_POPULATE_FILE = path.join(REPO, 'apps/web/src/content/strapiBranchDirectoryPopulate.json');
const FIELDS_FILE = path.join(CMS, 'src/content-manager/fields.json');
/** The single types, written by hand (not generated): their fields are labelled too. */
const SINGLE_TYPES = ['navigation', 'footer'];

/** Not derived from a block: the page's SEO fields and the header/footer links. */
const STATIC_COMPONENTS = {
  'shared.seo': {
    collectionName: 'components_shared_seos',
    info: { displayName: 'SEO', description: 'search engines and sharing' },
    options: {},
    attributes: {
      metaTitle: { type: 'string', maxLength: 70 },
      metaDescription: { type: 'text', maxLength: 300 },
      shareImage: { type: 'media', multiple: false, allowedTypes: ['images'] },
      noIndex: { type: 'boolean', default: false },
    },
  },
  'chrome.link': {
    collectionName: 'components_chrome_links',
    info: { displayName: 'Odkaz', description: 'header or footer link (apps/web/src/content/chrome.ts)' },
    options: {},
    attributes: { label: { type: 'string', required: true }, url: { type: 'string', required: true } },
  },
  'chrome.footer-column': {
    collectionName: 'components_chrome_footer_columns',
    info: { displayName: 'Sloupec patičky', description: 'apps/web/src/content/chrome.ts' },
    options: {},
    attributes: {
      heading: { type: 'string', required: true },
      links: { type: 'component', repeatable: true, component: 'chrome.link' },
    },
  },
  // A header menu group (Vozidla, Škody …): its label and its pages, as a footer column is.
  'chrome.nav-group': {
    collectionName: 'components_chrome_nav_groups',
    info: { displayName: 'Skupina menu', description: 'header menu group (apps/web/src/content/chrome.ts)' },
    options: {},
    attributes: {
      label: { type: 'string', required: true },
      links: { type: 'component', repeatable: true, component: 'chrome.link' },
    },
  },
  // The footer's `consent`: the cookie banner's texts (plain text); what is empty falls back to the
  // host's Czech defaults (DEFAULT_CONSENT_TEXTS in apps/web/src/content/chrome.ts, the same keys).
  'chrome.consent-texts': {
    collectionName: 'components_chrome_consent_texts',
    info: {
      displayName: 'Texty souhlasu s cookies',
      description: 'cookie banner and settings (apps/web/src/content/chrome.ts); empty = the Czech default',
    },
    options: {},
    attributes: Object.fromEntries(
      [
        'title',
        'description',
        'acceptAll',
        'rejectAll',
        'settings',
        'settingsTitle',
        'save',
        'close',
        'necessaryTitle',
        'necessaryDescription',
        'analyticsTitle',
        'analyticsDescription',
        'footerLink',
      ].map((key) => [key, { type: key.endsWith('escription') ? 'text' : 'string' }]),
    ),
  },
};

function pageSchema(sectionTypes) {
  return {
    kind: 'collectionType',
    collectionName: 'pages',
    info: { singularName: 'page', pluralName: 'pages', displayName: 'Page' },
    options: { draftAndPublish: true },
    pluginOptions: {},
    attributes: {
      title: { type: 'string', required: true },
      // A string, not a uid: the site's slugs have slashes (auto/autosjednavac), which uid refuses.
      slug: { type: 'string', required: true, unique: true, regex: '^[a-z0-9]+(?:[-/][a-z0-9]+)*$' },
      description: { type: 'text', maxLength: 300 },
      seo: { type: 'component', repeatable: false, component: 'shared.seo' },
      embeddable: { type: 'boolean', default: false, required: true },
      sections: { type: 'dynamiczone', components: sectionTypes },
    },
  };
}

/**
 * The branch directory: every branch once (its contacts, address, hours, departments, busy hours),
 * which the host puts into every branch block. A single type without drafts, as the navigation:
 * saving it is publishing it, and the site is told to drop everything (src/publish/).
 */
function branchDirectorySchema(attributes) {
  return {
    kind: 'singleType',
    collectionName: 'branch_directories',
    info: {
      singularName: BRANCH_DIRECTORY.name,
      pluralName: 'branch-directories',
      displayName: 'Pobočky',
      description:
        "Every branch once, for every branch block of the site (branch-map's branchDirectoryContent, apps/web/src/content/branchDirectory.ts)",
    },
    options: { draftAndPublish: false },
    pluginOptions: {},
    attributes,
  };
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Every generated file: absolute path → content. */
export async function generate() {
  const z = await loadZod();
  const blocks = (await loadBlocks()).map((b) => ({
    ...b,
    jsonSchema: z.toJSONSchema(b.content, { io: 'input' }),
  }));
  const directory = await loadBranchDirectory();
  const directoryAsBlock = {
    type: BRANCH_DIRECTORY.component,
    label: 'Pobočky',
    jsonSchema: z.toJSONSchema(directory.content, { io: 'input' }),
  };
  const { components, labels, populate, problems } = toStrapi([...blocks, directoryAsBlock]);
  if (problems.length) throw new Error(`cannot generate the components:\n  ${problems.join('\n  ')}`);
  // The directory's fields are the single type's own (no component of its own, no anchor), and its
  // populate spec is the host's request for it, not a section's.
  const { anchor: _anchor, ...directoryAttributes } = components.get(BRANCH_DIRECTORY.component).attributes;
  const { anchor: _anchorLabel, ...directoryLabels } = labels.get(BRANCH_DIRECTORY.component);
  const directoryPopulate = populate[BRANCH_DIRECTORY.component].populate;
  components.delete(BRANCH_DIRECTORY.component);
  delete populate[BRANCH_DIRECTORY.component];
  for (const [uid, c] of Object.entries(STATIC_COMPONENTS)) components.set(uid, c);
  const files = new Map();
  for (const [uid, c] of [...components].sort(([a], [b]) => a.localeCompare(b))) {
    const [category, name] = uid.split('.');
    files.set(path.join(CMS, 'src/components', category, `${name}.json`), json(c));
  }
  const types = blocks.map((b) => b.type).sort();
  const page = pageSchema(types);
  files.set(path.join(CMS, 'src/api/page/content-types/page/schema.json'), json(page));
  const sortedPopulate = Object.fromEntries(Object.entries(populate).sort(([a], [b]) => a.localeCompare(b)));
  files.set(POPULATE_FILE, json(sortedPopulate));
  const directoryFile = path.join(
    CMS,
    'src/api',
    BRANCH_DIRECTORY.name,
    'content-types',
    BRANCH_DIRECTORY.name,
    'schema.json',
  );
  files.set(directoryFile, json(branchDirectorySchema(directoryAttributes)));
  files.set(DIRECTORY_POPULATE_FILE, json(directoryPopulate));
  const contentTypes = new Map([
    ['api::page.page', { attributes: page.attributes, mainField: 'title' }],
    [BRANCH_DIRECTORY.uid, { attributes: directoryAttributes, mainField: null, labels: directoryLabels }],
  ]);
  for (const name of SINGLE_TYPES) {
    const file = path.join(CMS, 'src/api', name, 'content-types', name, 'schema.json');
    const { attributes } = JSON.parse(fs.readFileSync(file, 'utf8'));
    contentTypes.set(`api::${name}.${name}`, { attributes, mainField: null });
  }
  const fields = adminFields({ components, labels, contentTypes });
  const missing = unlabelled(fields);
  if (missing.length) throw new Error(`fields without a Czech label or hint:\n  ${missing.join('\n  ')}`);
  files.set(FIELDS_FILE, json(fields));
  return { files, blocks };
}

function listJson(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));
}

/** Differences between the committed files and the generated ones (paths relative to the repo). */
export function differences(files) {
  const diffs = [];
  for (const [file, content] of files) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (current !== content)
      diffs.push(`${current === null ? 'missing' : 'differs'}: ${path.relative(REPO, file)}`);
  }
  for (const file of listJson(path.join(CMS, 'src/components'))) {
    if (!files.has(file)) diffs.push(`not generated: ${path.relative(REPO, file)}`);
  }
  return diffs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files } = await generate();
  if (process.argv.includes('--check')) {
    const diffs = differences(files);
    if (diffs.length) {
      console.error(
        `Strapi components are out of date (run npm run generate in apps/cms):\n  ${diffs.join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log(`${files.size} generated files up to date`);
  } else {
    for (const file of listJson(path.join(CMS, 'src/components'))) if (!files.has(file)) fs.rmSync(file);
    for (const [file, content] of files) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    console.log(`wrote ${files.size} files`);
  }
}
