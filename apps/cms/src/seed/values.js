const path = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * The embedded JSON pages hold some values in the shape the site reads, not the one the CMS's
 * field stores (the block schemas read both): these turn each into its field's shape, so a seeded
 * page is what an editor would have typed and saves unchanged through the admin form.
 * - rich text (`blocks`): Markdown or HTML → Blocks JSON (content-sections' `richTextToBlocks`, the
 *   same conversion the site renders a string through, so the page reads the same);
 * - a list of plain values → items of the repeatable component of one field (`{ text: … }`), no list
 *   (`null`) → an empty one;
 * - a plain date in a `datetime` field → the instant the site reads it as, in Europe/Prague;
 * - a date-time in a `date` field → its calendar day in Prague; a number in a text field → its digits.
 */

const REPO = path.resolve(__dirname, '../../../..');

/**
 * The `datetime` fields whose plain date means "until the end of that day" (validation's
 * `visibleToInstant`: the next Prague midnight); any other plain date is the day's first instant.
 */
const DATE_ONLY_MEANS_DAY_END = { 'blocks.info-section': ['visibleTo'] };

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** content-sections' and validation's built code (ESM), as the generator and the site use them. */
async function loadConverters() {
  const load = (pkg) => import(pathToFileURL(path.join(REPO, 'packages', pkg, 'dist/index.js')).href);
  try {
    const [{ richTextToBlocks }, validation] = await Promise.all([
      load('content-sections'),
      load('validation'),
    ]);
    return { richTextToBlocks, ...validation };
  } catch (error) {
    throw new Error(
      `The seed converts the demo pages with the packages' code and could not load it (${error.message}). ` +
        "Build the packages first: pnpm exec turbo run build --filter='./packages/*'",
    );
  }
}

/**
 * `convert(attribute, value, { uid, key, where, dropped })` → the value in its field's shape, or the
 * value as it was when it already is. `dropped` collects what the conversion lost (a table in rich
 * text, an item that is no value).
 */
function createValueConverter(converters) {
  const { richTextToBlocks, visibleFromInstant, visibleToInstant, parseDateValue, pragueToday } = converters;

  function blocks(value, where, dropped) {
    if (typeof value !== 'string') return value;
    const { blocks: nodes, unsupported } = richTextToBlocks(value);
    if (unsupported.length)
      dropped.push(`${where}: Blocks cannot hold ${unsupported.join(', ')} (its words are kept)`);
    return nodes;
  }

  function datetime(value, uid, key) {
    if (typeof value !== 'string' || !PLAIN_DATE.test(value.trim())) return value;
    const dayEnd = (DATE_ONLY_MEANS_DAY_END[uid] ?? []).includes(key);
    const instant = dayEnd ? visibleToInstant(value.trim()) : visibleFromInstant(value.trim());
    return instant ? instant.toISOString() : value;
  }

  function date(value) {
    if (typeof value !== 'string' || value.trim() === '' || PLAIN_DATE.test(value.trim())) return value;
    const instant = parseDateValue(value.trim());
    return instant ? pragueToday(instant) : value;
  }

  /** A repeatable component of one field: a plain value is that field's value. */
  function items(attribute, value, component, where, dropped) {
    if (!attribute.repeatable || !Array.isArray(value)) return value;
    const fields = Object.keys(component.attributes);
    return value.flatMap((item, index) => {
      if (item !== null && typeof item === 'object') return [item];
      if (fields.length === 1 && (typeof item === 'string' || typeof item === 'number'))
        return [{ [fields[0]]: item }];
      dropped.push(`${where}[${index}]: ${JSON.stringify(item)} is not a ${attribute.component}`);
      return [];
    });
  }

  return function convert(attribute, value, { uid, key, where, dropped, components }) {
    // Strapi refuses `null` for a list of components: an empty list is [].
    if (value === null && attribute.type === 'component' && attribute.repeatable) return [];
    if (value === null || value === undefined) return value;
    switch (attribute.type) {
      case 'blocks':
        return blocks(value, where, dropped);
      case 'datetime':
        return datetime(value, uid, key);
      case 'date':
        return date(value);
      case 'string':
      case 'text':
        return typeof value === 'number' ? String(value) : value;
      case 'component':
        return items(attribute, value, components[attribute.component], where, dropped);
      default:
        return value;
    }
  };
}

module.exports = { DATE_ONLY_MEANS_DAY_END, createValueConverter, loadConverters };
