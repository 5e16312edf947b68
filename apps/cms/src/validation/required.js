const { REQUIRED } = require('./messages');

/**
 * Strapi's own `required` check, on a draft too and in Czech, so that a save reports an empty
 * required field in the same answer as the site's schema rules and a duplicate address (Strapi checks
 * `required` only on publish, in the browser first, so an editor met the errors in rounds). Pure: the
 * attributes, the Strapi components and the stored value come in, errors at the admin's field paths
 * go out (`title`, `seo.metaTitle`, `sections.2.button.text`, `sections.2.items.0.title`).
 */

const LIST_EMPTY = 'Přidejte aspoň jednu položku.';

/** Empty as Strapi's own `required` counts it: nothing, or an empty text (yup's `string().required()`). */
function isEmptyValue(attribute, value) {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '';
  if (attribute.type === 'media' && attribute.multiple) return Array.isArray(value) && value.length === 0;
  return false;
}

/** The message for an empty required field of this kind. */
function requiredMessage(attribute) {
  const list = (attribute.type === 'component' && attribute.repeatable) || attribute.type === 'dynamiczone';
  return list ? LIST_EMPTY : REQUIRED;
}

/**
 * Every empty required field in `value` (a page, or a component's value at `at`), as
 * `{ path, message, name }`. Relations are not checked (Strapi does not require them on a draft
 * either); a component, list item or section that is there is checked field by field.
 */
function requiredErrors(attributes, components, value, at = []) {
  const found = [];
  for (const [key, attribute] of Object.entries(attributes ?? {})) {
    if (attribute.type === 'relation') continue;
    const field = value?.[key];
    const path = [...at, key];
    const list = (attribute.type === 'component' && attribute.repeatable) || attribute.type === 'dynamiczone';
    const empty = list ? !Array.isArray(field) || field.length === 0 : isEmptyValue(attribute, field);
    if (attribute.required && empty) {
      found.push({ path, message: requiredMessage(attribute), name: 'ValidationError' });
      continue;
    }
    if (attribute.type === 'component' && field) {
      const inner = components[attribute.component]?.attributes;
      if (attribute.repeatable) {
        (Array.isArray(field) ? field : []).forEach((item, index) => {
          found.push(...requiredErrors(inner, components, item, [...path, index]));
        });
      } else {
        found.push(...requiredErrors(inner, components, field, path));
      }
    } else if (attribute.type === 'dynamiczone' && Array.isArray(field)) {
      field.forEach((item, index) => {
        const inner = components[item?.__component]?.attributes;
        found.push(...requiredErrors(inner, components, item, [...path, index]));
      });
    }
  }
  return found;
}

module.exports = { LIST_EMPTY, requiredErrors };
