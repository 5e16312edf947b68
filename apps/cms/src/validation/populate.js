const fs = require('node:fs');
const path = require('node:path');

/**
 * The populate of a page's sections when the CMS reads back what it will store: the site's own
 * (apps/web/src/content/strapiPopulate.json, generated with the components), so the schemas see
 * each section exactly as the site's REST read gets it. A section type the site's file does not name
 * is populated fully: Strapi leaves out sections whose type an `on` populate does not list, which
 * would move every later section's index.
 */
const SITE_POPULATE = path.resolve(__dirname, '../../../web/src/content/strapiPopulate.json');

/** Every media field and component of a component, as deep as it goes. */
function deepPopulate(components, uid) {
  const populate = {};
  for (const [key, attribute] of Object.entries(components[uid]?.attributes ?? {})) {
    if (attribute.type === 'media') populate[key] = true;
    else if (attribute.type === 'component') populate[key] = deepPopulate(components, attribute.component);
  }
  return Object.keys(populate).length > 0 ? { populate } : true;
}

/** `{ sections: { on: { <uid>: … } } }` for every component the dynamic zone allows. */
function sectionsPopulate(zoneComponents, components, sitePopulate) {
  const on = {};
  for (const uid of zoneComponents) on[uid] = sitePopulate[uid] ?? deepPopulate(components, uid);
  return { sections: { on } };
}

function readSitePopulate(file = SITE_POPULATE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The branch directory's populate, the site's own (generated with the components). */
const SITE_BRANCH_DIRECTORY_POPULATE = path.resolve(
  __dirname,
  '../../../web/src/content/strapiBranchDirectoryPopulate.json',
);

function readBranchDirectoryPopulate(file = SITE_BRANCH_DIRECTORY_POPULATE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

module.exports = { deepPopulate, readBranchDirectoryPopulate, readSitePopulate, sectionsPopulate };
