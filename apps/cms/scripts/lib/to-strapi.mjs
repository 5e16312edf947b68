// A block's content schema, as JSON Schema (zod `toJSONSchema(…, { io: 'input' })`), → Strapi 5
// components. The field types come from the `strapi` metadata that ui's `contentFields` put on every
// schema they build; what has none is mapped by its JSON Schema type alone (no guessing by name):
// objects and lists of objects become components, lists of scalars and unions become `json`.

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

/** The anchor resolveSection reads from every section (outside the block's schema). */
export const ANCHOR = { type: 'string', regex: '^[a-z][a-z0-9-]{0,63}$' };

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
 * @param {Array<{ type: string, label: string, jsonSchema: object }>} blocks
 * @returns {{ components: Map<string, object>, populate: Record<string, unknown>, problems: string[] }}
 */
export function toStrapi(blocks) {
  const components = new Map();
  const problems = [];

  function component(uid, objectNode, where, info) {
    const attributes = attributesOf(objectNode, where, uid);
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
    if (!existing) components.set(uid, json);
    return uid;
  }

  function attribute(name, node, required, where, parentUid) {
    const [n, nullable] = strip(node);
    const meta = node.strapi ?? n.strapi;
    const req = required && !nullable ? { required: true } : {};
    if (meta) {
      if (meta.type === 'component') {
        const repeatable = n.type === 'array';
        const [item] = repeatable ? strip(n.items) : [n];
        const uid = component(meta.component, item, where, {
          displayName: meta.component.split('.')[1],
          description: 'shared',
        });
        return { type: 'component', repeatable, component: uid, ...req };
      }
      return { ...meta, ...req };
    }
    // A label and hint (title, description) say nothing of the type: `z.unknown()` with them is still free-form.
    const untyped = Object.keys(n).every((key) => key === 'title' || key === 'description');
    if (n.anyOf || Array.isArray(n.type) || untyped) return { type: 'json', ...req };
    if (n.enum) return { type: 'enumeration', enum: n.enum, ...req };
    switch (n.type) {
      case 'string':
        return { type: 'string', ...req };
      case 'integer':
        return { type: 'integer', ...req };
      case 'number':
        return { type: 'float', ...req };
      case 'boolean':
        return { type: 'boolean', ...req };
      case 'object': {
        if (!n.properties) return { type: 'json', ...req };
        const uid = component(`${parentUid}-${kebab(name)}`, n, where, {
          displayName: name,
          description: where,
        });
        return { type: 'component', repeatable: false, component: uid, ...req };
      }
      case 'array': {
        const [item] = strip(n.items);
        if (item.type === 'object' && item.properties && !item.strapi) {
          const uid = component(`${parentUid}-${kebab(name)}`, item, `${where}[]`, {
            displayName: name,
            description: `${where}[]`,
          });
          return { type: 'component', repeatable: true, component: uid, ...req };
        }
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
    for (const [key, node] of Object.entries(objectNode.properties ?? {})) {
      if (!ATTRIBUTE_NAME.test(key) || RESERVED.has(snake(key)))
        problems.push(`${where}.${key}: not a valid Strapi attribute name`);
      attributes[key] = attribute(key, node, required.has(key), `${where}.${key}`, uid);
    }
    return attributes;
  }

  for (const block of blocks) {
    if (!/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(block.type))
      problems.push(`${block.type}: not a Strapi component uid`);
    const js = block.jsonSchema;
    if (js.type !== 'object' || !js.properties) {
      problems.push(`${block.type}: the schema's input is not an object`);
      continue;
    }
    const attributes = attributesOf(js, block.type, block.type);
    // anchor: read by resolveSection from every section; a block that declares it loosely gets the string.
    attributes.anchor = ANCHOR;
    const [category, name] = block.type.split('.');
    components.set(block.type, {
      collectionName: `components_${snake(category)}_${snake(name)}`,
      info: { displayName: block.label, description: block.type },
      options: {},
      attributes,
    });
  }
  const populate = Object.fromEntries(blocks.map((b) => [b.type, populateOf(b.type, components)]));
  return { components: sortMap(components), populate, problems };
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
