const fs = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');

/**
 * Czech labels and one-line hints for the admin's edit form, and the field that names a collapsed
 * list item. The generator writes them from the block schemas' metadata (one source:
 * scripts/generate-components.mjs → src/content-manager/fields.json):
 * `{ "<component uid | content-type uid>": { "mainField": "<attribute> | null", "fields": { "<attribute>": { "label", "hint" } } } }`.
 * Strapi keeps each model's edit-form configuration in its core store (the content manager's
 * "Configure the view"); it is written here at every start, so the file stays the one source and a
 * regenerated file takes effect on the next start. Layouts (field order and sizes) stay as Strapi
 * made them.
 */
const FIELDS_FILE = path.join(__dirname, '..', 'content-manager', 'fields.json');

/** The file's entries; none when the generator has not written it. */
function readFieldLabels(file = FIELDS_FILE) {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// The content manager's own rule (services/utils/configuration/attributes.js isSortable): a main
// field of another type is reset to the default on the next start, and the admin cannot show it.
const NOT_A_MAIN_FIELD = new Set(['component', 'json', 'media', 'richtext', 'dynamiczone', 'blocks']);
const MAIN_FIELD_RELATIONS = new Set(['oneToOne', 'manyToOne']);

function canBeMainField(attribute) {
  if (!attribute || NOT_A_MAIN_FIELD.has(attribute.type)) return false;
  return attribute.type !== 'relation' || MAIN_FIELD_RELATIONS.has(attribute.relation);
}

/**
 * A model's configuration with the entry's labels, hints and main field; everything else as it was.
 * `problems` collects what the entry names that the model does not have (a stale file).
 */
function labelledConfiguration(configuration, entry, attributes, problems = []) {
  const metadatas = { ...configuration.metadatas };
  for (const [field, { label, hint }] of Object.entries(entry.fields ?? {})) {
    if (!attributes[field]) {
      problems.push(`no field ${field}`);
      continue;
    }
    const current = metadatas[field] ?? {};
    metadatas[field] = {
      ...current,
      edit: { ...current.edit, label, description: hint ?? '' },
      list: { ...current.list, label },
    };
  }
  let { settings } = configuration;
  if (entry.mainField != null) {
    if (canBeMainField(attributes[entry.mainField])) settings = { ...settings, mainField: entry.mainField };
    else problems.push(`main field ${entry.mainField} is not a text, number, date or single relation`);
  }
  return { ...configuration, settings, metadatas };
}

/**
 * A single type without a main field of its own (the navigation, the footer: no text field) is
 * titled by its name, not its document id: the content manager titles its edit view (the heading,
 * the browser's tab) by the type's translated name when the main field is `id`. Its default is the
 * document id. The dashboard's lists: src/extensions/content-manager.
 */
function titledByName(settings, schema, entry) {
  return schema.kind === 'singleType' && entry.mainField == null
    ? { ...settings, mainField: 'id' }
    : settings;
}

/**
 * Writes every entry into the content manager's configuration of its component or content type.
 * Idempotent: the store is written only where something differs (the content manager's own
 * setModelConfiguration compares). Returns the uids written.
 */
async function applyFieldLabels(strapi, entries = readFieldLabels()) {
  const contentManager = strapi.plugin('content-manager');
  const written = [];
  for (const [uid, entry] of Object.entries(entries)) {
    const isComponent = Boolean(strapi.components[uid]);
    const schema = isComponent ? strapi.components[uid] : strapi.contentTypes[uid];
    if (!schema) {
      strapi.log.warn(`[admin-setup] fields.json names ${uid}, which is no component or content type`);
      continue;
    }
    const service = contentManager.service(isComponent ? 'components' : 'content-types');
    const model = isComponent ? service.findComponent(uid) : service.findContentType(uid);
    const current = await service.findConfiguration(model);
    const problems = [];
    const labelled = labelledConfiguration(current, entry, schema.attributes, problems);
    const next = { ...labelled, settings: titledByName(labelled.settings, schema, entry) };
    for (const problem of problems) strapi.log.warn(`[admin-setup] fields.json, ${uid}: ${problem}`);
    if (isDeepStrictEqual([current.settings, current.metadatas], [next.settings, next.metadatas])) continue;
    await service.updateConfiguration(model, {
      settings: next.settings,
      metadatas: next.metadatas,
      layouts: current.layouts,
    });
    written.push(uid);
  }
  return written;
}

module.exports = { FIELDS_FILE, applyFieldLabels, labelledConfiguration, readFieldLabels, titledByName };
