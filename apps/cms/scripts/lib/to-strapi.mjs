// A block's content schema, as JSON Schema (zod `toJSONSchema(…, { io: 'input' })`), → Strapi 5
// components. The field types come from the `strapi` metadata that ui's `contentFields` put on every
// schema they build (rich text `blocks`, lists of plain values repeatable components, dates, media
// with what they accept); what has none is mapped by its JSON Schema type alone (no guessing by
// name): strings, numbers with their bounds, booleans, enumerations, objects and lists of objects
// as components, and `json` only for a field the schema leaves free-form (`z.unknown()`). A list of
// plain values or a union without metadata is refused: an editor would get a raw JSON editor.
// The same walk collects each field's label and hint (JSON Schema `title`, `description`, from
// `contentFields.labelled`) for the admin's edit form.

const kebab = (s) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase();
const snake = (s) => kebab(s).replace(/-/g, '_');
const ATTRIBUTE_NAME = /^[A-Za-z][_0-9A-Za-z]*$/;
const RESERVED = new Set([
  'id',
  'document_id',
  'created_at',
  'updated_at',
  'published_at',
  'created_by',
  'updated_by',
  'locale',
  'localizations',
  'status',
  'meta',
  'strapi',
  'entry_id',
]);

/**
 * Field names Strapi's admin form cannot hold: before it sends a form, the content manager replaces
 * any object with an `apiData` key by that key's value (`transformData`, meant for relation fields).
 */
const ADMIN_FORM_DROPS = new Set(['apiData']);

/** The anchor resolveSection reads from every section (outside the block's schema). */
export const ANCHOR = { type: 'string', regex: '^[a-z][a-z0-9-]{0,63}$' };
export const ANCHOR_LABEL = {
  label: 'Kotva',
  hint: 'Nepovinné. Jméno sekce pro odkaz na ni (stranka#kotva): malá písmena, číslice a pomlčky.',
};

/** Display names of the shared components whose uses label them differently. */
const SHARED_NAMES = { 'shared.button': 'Tlačítko', 'shared.text-line': 'Řádek textu' };

/** Removes the `null` branch: `[node, nullable]`. */
function strip(node) {
  if (!node || typeof node !== 'object') return [node ?? {}, false];
  if (Array.isArray(node.type) && node.type.includes('null')) {
    const types = node.type.filter((t) => t !== 'null');
    return [{ ...node, type: types.length === 1 ? types[0] : types }, true];
  }
  if (node.anyOf) {
    const rest = node.anyOf.filter((branch) => branch.type !== 'null');
    if (rest.length < node.anyOf.length) {
      const { anyOf, ...outer } = node;
      return [rest.length === 1 ? { ...outer, ...rest[0] } : { ...outer, anyOf: rest }, true];
    }
  }
  return [node, false];
}

/**
 * The object a component is made of, wherever the schema holds it: the node itself, a list's items,
 * or the object branch of a union (a `textList` reads plain strings or `{ text }` objects).
 */
function objectIn(node) {
  const [n] = strip(node);
  if (n.type === 'object' && n.properties) return n;
  if (n.type === 'array') return objectIn(n.items);
  for (const branch of n.anyOf ?? []) {
    const found = objectIn(branch);
    if (found) return found;
  }
  return null;
}

/**
 * A number's inclusive bounds in Strapi (`min`, `max`) from JSON Schema's. zod's `int()` bounds a
 * whole number by the safe integers: that is no bound an editor meets, so it is left out. Strapi has
 * no exclusive bound: a fractional number's (`positive()`) stays with the site's schema.
 */
function numberBounds(n, integer) {
  const bounds = {};
  if (typeof n.minimum === 'number' && n.minimum !== Number.MIN_SAFE_INTEGER) bounds.min = n.minimum;
  else if (integer && typeof n.exclusiveMinimum === 'number') bounds.min = Math.floor(n.exclusiveMinimum) + 1;
  if (typeof n.maximum === 'number' && n.maximum !== Number.MAX_SAFE_INTEGER) bounds.max = n.maximum;
  else if (integer && typeof n.exclusiveMaximum === 'number') bounds.max = Math.ceil(n.exclusiveMaximum) - 1;
  return bounds;
}

/** A field's label and hint (`title`, `description`), wherever the schema put them. */
function labelOf(node) {
  const [n] = strip(node);
  const label = node?.title ?? n.title;
  const hint = node?.description ?? n.description;
  return {
    ...(typeof label === 'string' ? { label } : {}),
    ...(typeof hint === 'string' ? { hint } : {}),
  };
}

/** Field names an editor recognises an item by, most telling first. */
const MAIN_FIELD_NAMES = ['heading', 'title', 'question', 'name', 'label', 'text', 'perex', 'code'];
const MAIN_FIELD_TYPES = new Set(['string', 'text', 'enumeration', 'date', 'datetime', 'integer', 'float']);

/**
 * The field a collapsed list item shows (the content manager's `mainField`): a required text named
 * like a heading, else any text so named, else the first required text, else the first text or
 * choice; `null` when there is none (Strapi then shows the item's number).
 */
export function mainFieldOf(attributes) {
  const entries = Object.entries(attributes).filter(([key]) => key !== 'anchor');
  const texts = entries.filter(([, a]) => a.type === 'string' || a.type === 'text');
  const byName = (list) =>
    MAIN_FIELD_NAMES.map((name) => list.find(([key]) => key === name)).find(Boolean)?.[0] ?? null;
  return (
    byName(texts.filter(([, a]) => a.required)) ??
    byName(texts) ??
    texts.find(([, a]) => a.required)?.[0] ??
    texts[0]?.[0] ??
    entries.find(([, a]) => MAIN_FIELD_TYPES.has(a.type))?.[0] ??
    null
  );
}

/**
 * @param {Array<{ type: string, label: string, jsonSchema: object }>} blocks
 * @returns {{ components: Map<string, object>, labels: Map<string, Record<string, { label?: string, hint?: string }>>, populate: Record<string, unknown>, problems: string[] }}
 */
export function toStrapi(blocks) {
  const components = new Map();
  const labels = new Map();
  const problems = [];

  function component(uid, objectNode, where, info) {
    const { attributes, fieldLabels } = attributesOf(objectNode, where, uid);
    const [category, name] = uid.split('.');
    const json = {
      collectionName: `components_${snake(category)}_${snake(name)}`,
      info: { displayName: info.displayName, description: info.description },
      options: {},
      attributes,
    };
    const existing = components.get(uid);
    if (existing && JSON.stringify(existing.attributes) !== JSON.stringify(attributes)) {
      problems.push(`${where}: ${uid} is declared twice with different fields`);
    }
    if (!existing) {
      components.set(uid, json);
      labels.set(uid, fieldLabels);
    }
    return uid;
  }

  function attribute(name, node, required, where, parentUid) {
    const [n, nullable] = strip(node);
    const meta = node.strapi ?? n.strapi;
    const req = required && !nullable ? { required: true } : {};
    const { label } = labelOf(node);
    if (meta) {
      if (meta.type === 'component') {
        const object = objectIn(node);
        if (!object) {
          problems.push(`${where}: component ${meta.component} has no object of fields`);
          return { type: 'json', ...req };
        }
        const repeatable = meta.repeatable ?? n.type === 'array';
        const fields = Object.values(object.properties);
        const displayName =
          SHARED_NAMES[meta.component] ??
          (fields.length === 1 ? labelOf(fields[0]).label : undefined) ??
          meta.component.split('.')[1];
        const uid = component(meta.component, object, where, { displayName, description: 'shared' });
        return { type: 'component', repeatable, component: uid, ...req };
      }
      const { repeatable: _repeatable, ...rest } = meta;
      return { ...rest, ...req };
    }
    // A label and hint (title, description) say nothing of the type: `z.unknown()` with them is still free-form.
    const untyped = Object.keys(n).every((key) => key === 'title' || key === 'description');
    if (untyped) return { type: 'json', ...req };
    if (n.anyOf || Array.isArray(n.type)) {
      problems.push(`${where}: a union without a Strapi type (tag it with contentFields.strapiField)`);
      return { type: 'json', ...req };
    }
    if (n.enum) return { type: 'enumeration', enum: n.enum, ...req };
    switch (n.type) {
      case 'string':
        return { type: 'string', ...req };
      case 'integer':
        return { type: 'integer', ...numberBounds(n, true), ...req };
      case 'number':
        return { type: 'float', ...numberBounds(n, false), ...req };
      case 'boolean':
        return { type: 'boolean', ...req };
      case 'object': {
        if (!n.properties) {
          problems.push(`${where}: an object without fields (use z.unknown() for free-form data)`);
          return { type: 'json', ...req };
        }
        const uid = component(`${parentUid}-${kebab(name)}`, n, where, {
          displayName: label ?? name,
          description: where,
        });
        return { type: 'component', repeatable: false, component: uid, ...req };
      }
      case 'array': {
        const [item] = strip(n.items);
        if (item.type === 'object' && item.properties && !item.strapi) {
          const uid = component(`${parentUid}-${kebab(name)}`, item, `${where}[]`, {
            displayName: label ?? name,
            description: `${where}[]`,
          });
          return { type: 'component', repeatable: true, component: uid, ...req };
        }
        problems.push(`${where}: a list of plain values (use contentFields.textList or choiceList)`);
        return { type: 'json', ...req };
      }
      default:
        problems.push(`${where}: no Strapi type for ${JSON.stringify(n).slice(0, 80)}`);
        return { type: 'json', ...req };
    }
  }

  function attributesOf(objectNode, where, uid) {
    const required = new Set(objectNode.required ?? []);
    const attributes = {};
    const fieldLabels = {};
    for (const [key, node] of Object.entries(objectNode.properties ?? {})) {
      // Stored under another name the schema also reads (ui's `contentFields.notInCms`).
      if (node.strapiOmit ?? strip(node)[0].strapiOmit) continue;
      if (!ATTRIBUTE_NAME.test(key) || RESERVED.has(snake(key)))
        problems.push(`${where}.${key}: not a valid Strapi attribute name`);
      if (ADMIN_FORM_DROPS.has(key))
        problems.push(
          `${where}.${key}: Strapi's admin form replaces an object holding \`${key}\` by its value on save (store it under another name: contentFields.notInCms)`,
        );
      attributes[key] = attribute(key, node, required.has(key), `${where}.${key}`, uid);
      fieldLabels[key] = labelOf(node);
    }
    return { attributes, fieldLabels };
  }

  for (const block of blocks) {
    if (!/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(block.type))
      problems.push(`${block.type}: not a Strapi component uid`);
    const js = block.jsonSchema;
    if (js.type !== 'object' || !js.properties) {
      problems.push(`${block.type}: the schema's input is not an object`);
      continue;
    }
    const { attributes, fieldLabels } = attributesOf(js, block.type, block.type);
    // anchor: read by resolveSection from every section; a block that declares it loosely gets the string.
    attributes.anchor = ANCHOR;
    fieldLabels.anchor = { ...ANCHOR_LABEL, ...fieldLabels.anchor };
    const [category, name] = block.type.split('.');
    components.set(block.type, {
      collectionName: `components_${snake(category)}_${snake(name)}`,
      info: { displayName: block.label, description: block.type },
      options: {},
      attributes,
    });
    labels.set(block.type, fieldLabels);
  }
  const populate = Object.fromEntries(blocks.map((b) => [b.type, populateOf(b.type, components)]));
  return { components: sortMap(components), labels, populate, problems };
}

/** What `populate[sections][on][<uid>]` must ask for: every component and media field, to the leaves. */
export function populateOf(uid, components) {
  const nested = {};
  for (const [key, attr] of Object.entries(components.get(uid).attributes)) {
    if (attr.type === 'media') nested[key] = true;
    if (attr.type === 'component') nested[key] = populateOf(attr.component, components);
  }
  return Object.keys(nested).length ? { populate: nested } : true;
}

function sortMap(map) {
  return new Map([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
