const fs = require('node:fs');
const path = require('node:path');
const { createValueConverter, loadConverters } = require('./values');

/**
 * Imports the site's embedded demo content (apps/web/src/content: pages/*.json, site-chrome.json,
 * branches.json) and
 * its images (apps/web/public/…) into Strapi. Idempotent: a page whose slug exists, a single type that
 * has its document, and an image already uploaded with the same name and alternative text are left
 * as they are (CMS_SEED_FORCE=true overwrites pages and chrome). The walk follows the Strapi schema
 * (the generated components), so it knows which fields are media and which are components, and puts
 * each value in its field's shape (./values.js: Markdown as Blocks, plain lists as components …).
 */

const WEB = path.resolve(__dirname, '../../../web');
/** The branch directory (apps/web/src/content/branches.json): every branch once, for every branch block. */
const BRANCH_DIRECTORY = 'api::branch-directory.branch-directory';
const MIME = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
};

function createSeeder(strapi, { contentDir, publicDir, force, convert }) {
  const stats = {
    failed: [],
    pagesCreated: 0,
    pagesUpdated: 0,
    pagesKept: 0,
    filesUploaded: 0,
    filesReused: 0,
    dropped: [],
  };
  const uploads = new Map();

  /** `/images/x.svg` (+ alt, size) → an upload file id, uploading the public file once. */
  async function media(value, where) {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'object' || typeof value.url !== 'string' || !value.url.startsWith('/')) {
      stats.dropped.push(`${where}: media is not a site file (${JSON.stringify(value).slice(0, 60)})`);
      return null;
    }
    const relative = value.url.split(/[?#]/)[0];
    const name = path.basename(relative);
    const alternativeText = value.alternativeText ?? null;
    // An SVG has no size of its own in pixels: the content's declared size is its size, so the same
    // drawing shown at two sizes is two media entries.
    const declared = /\.svg$/i.test(name) && value.width && value.height;
    const size = declared ? { width: value.width, height: value.height } : {};
    const key = JSON.stringify([name, alternativeText, size]);
    if (uploads.has(key)) return uploads.get(key);
    const files = strapi.db.query('plugin::upload.file');
    let file = await files.findOne({ where: { name, alternativeText, ...size } });
    if (file) stats.filesReused++;
    else {
      const filepath = path.join(publicDir, relative);
      if (!fs.existsSync(filepath)) {
        stats.dropped.push(`${where}: ${filepath} does not exist`);
        return null;
      }
      [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, alternativeText, caption: null } },
          files: {
            filepath,
            originalFilename: name,
            mimetype: MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
            size: fs.statSync(filepath).size,
          },
        });
      stats.filesUploaded++;
      // Strapi measures raster images; a video or an animation has no size, and the site needs one
      // to reserve the space: they, and SVGs, keep the size the content gave.
      if ((declared || file.width == null) && value.width && value.height) {
        file = await files.update({
          where: { id: file.id },
          data: { width: value.width, height: value.height },
        });
      }
    }
    uploads.set(key, file.id);
    return file.id;
  }

  /** A value shaped by the attributes of a component or content type (`uid`), for the document service. */
  async function shape(uid, attributes, value, where) {
    const out = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === 'id' || key === 'documentId' || key === '__component') continue;
      const attribute = attributes[key];
      if (!attribute) {
        stats.dropped.push(`${where}.${key}: no such field in the CMS`);
        continue;
      }
      const converted = convert(attribute, field, {
        uid,
        key,
        where: `${where}.${key}`,
        dropped: stats.dropped,
        components: strapi.components,
      });
      out[key] = await fieldValue(attribute, converted, `${where}.${key}`);
    }
    return out;
  }

  async function fieldValue(attribute, value, where) {
    if (value === null || value === undefined) return value;
    switch (attribute.type) {
      case 'media':
        if (attribute.multiple) return Promise.all(value.map((v, i) => media(v, `${where}[${i}]`)));
        return media(value, where);
      case 'component': {
        const { attributes } = strapi.components[attribute.component];
        if (attribute.repeatable)
          return Promise.all(
            value.map((v, i) => shape(attribute.component, attributes, v, `${where}[${i}]`)),
          );
        return shape(attribute.component, attributes, value, where);
      }
      case 'dynamiczone': {
        const sections = [];
        for (const [i, section] of value.entries()) {
          const component = strapi.components[section.__component];
          if (!component) {
            stats.dropped.push(`${where}[${i}]: no component ${section.__component}`);
            continue;
          }
          sections.push({
            __component: section.__component,
            ...(await shape(section.__component, component.attributes, section, `${where}[${i}]`)),
          });
        }
        return sections;
      }
      default:
        return value;
    }
  }

  async function upsertPage(page, file) {
    const uid = 'api::page.page';
    const documents = strapi.documents(uid);
    const existing = await documents.findFirst({ filters: { slug: { $eq: page.slug } } });
    if (existing && !force) {
      stats.pagesKept++;
      return;
    }
    const data = await shape(uid, strapi.contentTypes[uid].attributes, page, file);
    // A section Strapi refuses (the demo has deliberately invalid ones) is left out, the rest imported.
    for (;;) {
      try {
        if (existing) await documents.update({ documentId: existing.documentId, data, status: 'published' });
        else await documents.create({ data, status: 'published' });
        break;
      } catch (error) {
        // The refused section: the path of Strapi's first field error (`details.errors`), else the message's.
        const [field, index] =
          error.details?.errors?.[0]?.path ?? /^(sections)[[.](\d+)/.exec(error.message)?.slice(1) ?? [];
        const at = field === 'sections' ? Number(index) : -1;
        if (!Array.isArray(data.sections) || !(at >= 0 && at < data.sections.length)) throw error;
        stats.dropped.push(`${file}.sections: ${data.sections[at].__component} refused (${error.message})`);
        data.sections.splice(at, 1);
      }
    }
    stats[existing ? 'pagesUpdated' : 'pagesCreated']++;
  }

  async function upsertSingle(uid, data) {
    const documents = strapi.documents(uid);
    const existing = await documents.findFirst();
    if (existing && !force) return;
    const shaped = await shape(uid, strapi.contentTypes[uid].attributes, data, uid);
    if (existing) await documents.update({ documentId: existing.documentId, data: shaped });
    else await documents.create({ data: shaped });
  }

  async function run() {
    // The branch directory before the pages: their branch blocks are checked with it in them.
    const directoryFile = path.join(contentDir, 'branches.json');
    if (fs.existsSync(directoryFile)) {
      const directory = JSON.parse(fs.readFileSync(directoryFile, 'utf8')).data ?? {};
      try {
        await upsertSingle(BRANCH_DIRECTORY, { branches: directory.branches ?? [] });
      } catch (error) {
        stats.failed = [...(stats.failed ?? []), `branches.json: ${error.message}`];
      }
    }
    const pagesDir = path.join(contentDir, 'pages');
    for (const file of fs
      .readdirSync(pagesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const body = JSON.parse(fs.readFileSync(path.join(pagesDir, file), 'utf8'));
      try {
        await upsertPage(body.data, file);
      } catch (error) {
        stats.failed = [...(stats.failed ?? []), `${file}: ${error.message}`];
      }
    }
    const chrome = JSON.parse(fs.readFileSync(path.join(contentDir, 'site-chrome.json'), 'utf8')).data ?? {};
    await upsertSingle('api::navigation.navigation', {
      groups: chrome.navigation ?? [],
      actions: chrome.headerActions ?? [],
    });
    await upsertSingle('api::footer.footer', {
      columns: chrome.footerColumns ?? [],
      note: chrome.footerNote ?? '',
      consent: chrome.consent ?? null,
    });
    return stats;
  }

  return { run };
}

/**
 * The Public role reads pages (published only, see draft-guard.js), the navigation, the footer and
 * the branch directory.
 */
const PUBLIC_ACTIONS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::navigation.navigation.find',
  'api::footer.footer.find',
  `${BRANCH_DIRECTORY}.find`,
];

async function grantPublicRead(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of PUBLIC_ACTIONS) {
    if (!(await permissions.findOne({ where: { action, role: { id: role.id } } }))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}

async function seedDemoContent(strapi, env = process.env) {
  const started = Date.now();
  const stats = await createSeeder(strapi, {
    contentDir: env.CMS_SEED_CONTENT_DIR ?? path.join(WEB, 'src/content'),
    publicDir: env.CMS_SEED_PUBLIC_DIR ?? path.join(WEB, 'public'),
    force: env.CMS_SEED_FORCE === 'true',
    convert: createValueConverter(await loadConverters()),
  }).run();
  const { dropped, failed, ...counts } = stats;
  for (const line of failed) strapi.log.error(`[seed] page not imported: ${line}`);
  strapi.log.info(`[seed] demo content in ${Date.now() - started} ms: ${JSON.stringify(counts)}`);
  for (const line of dropped) strapi.log.warn(`[seed] left out ${line}`);
  return stats;
}

module.exports = { grantPublicRead, seedDemoContent };
