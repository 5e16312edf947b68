// What Strapi's admin edit form does with a document between opening it and sending it back, ported
// from @strapi/content-manager 5.54 (its admin code cannot be imported in Node: it is built for the
// browser). Used by save-every-page.mjs to save pages as an editor's form saves them:
// - on open, `transformDocument` (pages/EditView/utils/data): fields the type does not have and the
//   document's meta fields dropped, relations emptied, a `__temp_key__` on every item of a list of
//   components and of the dynamic zone (its `removeNullValues` changes nothing: `traverseData`
//   passes `null` through before asking its predicate, so nulls are sent back as they came);
// - on Save and Publish, the form's values are checked with `createYupSchema` (utils/validation):
//   `status: 'draft'` for Save, `'published'` for Publish; an error there and the form sends nothing;
// - then `transformData` + `handleInvisibleAttributes` (DocumentActions), which keep the values as
//   they are for a schema without visibility conditions.

/** DOCUMENT_META_FIELDS (constants/attributes). */
const META_FIELDS = ['id', 'createdBy', 'updatedBy', 'publishedBy', 'createdAt', 'updatedAt', 'publishedAt'];

/**
 * `traverseData`: applies `transform` where `predicate(attribute, value)` holds, into components and
 * dynamic zones, never into `__component` and `__temp_key__`, nor into null.
 */
function traverse(predicate, transform, attributes, components, data) {
  const out = {};
  for (const [key, value] of Object.entries(data)) {
    const attribute = attributes[key];
    if (
      key === '__component' ||
      key === '__temp_key__' ||
      value === null ||
      value === undefined ||
      !attribute
    ) {
      out[key] = value;
      continue;
    }
    if (attribute.type === 'component') {
      const own = components[attribute.component]?.attributes ?? {};
      const current = predicate(attribute, value) ? transform(value, attribute) : value;
      out[key] = attribute.repeatable
        ? current.map((item) => traverse(predicate, transform, own, components, item))
        : traverse(predicate, transform, own, components, current);
    } else if (attribute.type === 'dynamiczone') {
      const current = predicate(attribute, value) ? transform(value, attribute) : value;
      out[key] = current.map((item) =>
        traverse(predicate, transform, components[item.__component]?.attributes ?? {}, components, item),
      );
    } else out[key] = predicate(attribute, value) ? transform(value, attribute) : value;
  }
  return out;
}

/** fractional-indexing's keys are opaque to the server: any distinct strings do. */
const tempKeys = (count) =>
  Array.from({ length: count }, (_, index) => `a${index.toString(36).padStart(3, '0')}`);

/** The form's values for a document from the content manager's GET (`transformDocument`). */
export function formValues(document, schema, components) {
  const data = structuredClone(document);
  for (const key of Object.keys(data)) if (!(key in schema.attributes)) delete data[key];
  for (const key of META_FIELDS) delete data[key];
  const relations = traverse(
    (attribute) => attribute.type === 'relation',
    () => ({ connect: [], disconnect: [] }),
    schema.attributes,
    components,
    data,
  );
  return traverse(
    (attribute) =>
      (attribute.type === 'component' && attribute.repeatable) || attribute.type === 'dynamiczone',
    (items) => {
      if (!Array.isArray(items) || items.length === 0) return items;
      const keys = tempKeys(items.length);
      return items.map((item, index) => ({ ...item, __temp_key__: keys[index] }));
    },
    schema.attributes,
    components,
    relations,
  );
}

/** What the form sends (`transformData`: a relation's `apiData` in its place; `undefined` is not sent). */
export function requestBody(values) {
  const unwrap = (value) => {
    if (Array.isArray(value)) return value.map(unwrap);
    if (value && typeof value === 'object') {
      if ('apiData' in value) return value.apiData;
      return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, unwrap(nested)]));
    }
    return value;
  };
  return JSON.parse(JSON.stringify(unwrap(values)));
}

const isBlank = (value) => value === null || value === undefined;

/**
 * `createYupSchema`'s checks, as messages with the field's path (empty: the form would send). The
 * type checks are yup's (a number is a number, an enumeration one of its values, a blocks field an
 * array, a json field parseable); required, minLength and min only when publishing; maxLength, max
 * and regex always (regex skips an empty optional string).
 */
export function formErrors(values, schema, components, status) {
  const errors = [];
  const publishing = status === 'published';
  const check = (attributes, data, where) => {
    for (const [key, attribute] of Object.entries(attributes)) {
      if (META_FIELDS.includes(key) || key === 'documentId') continue;
      const value = data?.[key];
      const path = where ? `${where}.${key}` : key;
      const fail = (message) => errors.push(`${path}: ${message}`);
      if (attribute.type === 'component' || attribute.type === 'dynamiczone') {
        const items = attribute.type === 'dynamiczone' || attribute.repeatable ? value : undefined;
        if (items !== undefined) {
          if (publishing && attribute.required && (!items || items.length === 0)) fail('required');
          for (const [index, item] of (items ?? []).entries()) {
            const uid = attribute.type === 'dynamiczone' ? item.__component : attribute.component;
            if (!components[uid]) fail(`[${index}] has no component ${uid}`);
            else check(components[uid].attributes, item, `${path}[${index}]`);
          }
        } else if (isBlank(value)) {
          if (publishing && attribute.required) fail('required');
        } else check(components[attribute.component].attributes, value, path);
        continue;
      }
      if (
        isBlank(value) ||
        (value === '' && ['string', 'text', 'richtext', 'email', 'uid'].includes(attribute.type))
      ) {
        if (publishing && attribute.required) fail('required');
        if (isBlank(value)) continue;
      }
      switch (attribute.type) {
        case 'string':
        case 'text':
        case 'richtext':
        case 'uid':
        case 'email': {
          if (typeof value !== 'string') {
            fail(`not a string (${JSON.stringify(value).slice(0, 40)})`);
            break;
          }
          if (publishing && Number.isInteger(attribute.minLength) && value.length < attribute.minLength)
            fail(`shorter than ${attribute.minLength}`);
          if (Number.isInteger(attribute.maxLength) && value.length > attribute.maxLength)
            fail(`longer than ${attribute.maxLength}`);
          if (
            attribute.regex &&
            !(value === '' && !attribute.required) &&
            !new RegExp(attribute.regex).test(value)
          )
            fail(`does not match ${attribute.regex}`);
          break;
        }
        case 'integer':
        case 'float':
        case 'decimal': {
          if (typeof value !== 'number' || Number.isNaN(value)) {
            fail(`not a number (${JSON.stringify(value)})`);
            break;
          }
          if (publishing && attribute.min !== undefined && value < Number(attribute.min))
            fail(`less than ${attribute.min}`);
          if (attribute.max !== undefined && value > Number(attribute.max))
            fail(`more than ${attribute.max}`);
          break;
        }
        case 'enumeration':
          if (!attribute.enum.includes(value)) fail(`not one of ${attribute.enum.join(', ')}`);
          break;
        case 'boolean':
          if (typeof value !== 'boolean') fail('not a boolean');
          break;
        case 'blocks':
          if (value && !Array.isArray(value)) fail('not Blocks JSON (the admin says: not JSON)');
          break;
        case 'json':
          if (typeof value === 'string' && value !== '') {
            try {
              JSON.parse(value);
            } catch {
              fail('not JSON (the admin says so and does not save)');
            }
          }
          break;
        default:
          break;
      }
    }
  };
  check(schema.attributes, values, '');
  return errors;
}
