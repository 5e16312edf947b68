const { errors } = require('@strapi/utils');
const { czechIssueMessage, mediaKind, mediaTypeMessage } = require('./messages');

/**
 * A page's sections checked with the site's own block schemas, as Strapi errors the admin shows under
 * each field. Pure: the blocks, the Strapi components and the sections come in, errors go out.
 *
 * The admin (`useAPIErrorHandler()._unstableFormatValidationErrors`) sets each error's message at
 * `path.join('.')` in its form errors, and a field shows the string found at its own name:
 * `sections.2.button.url`, `sections.2.items.0.title`, `sections.2.image` (a media field, never a
 * key inside the file), `sections.2.cards` (a repeatable component shows its list's error). A
 * dynamic-zone entry (`sections.2`) shows no message, it only opens: a section-wide issue is there,
 * and in the notice's text.
 */

/** `{ path, message, name }` as Strapi's own validation reports a field (`formatYupErrors`). */
function fieldError(path, message) {
  return { path, message, name: 'ValidationError' };
}

/**
 * Where the admin shows an issue found at `issuePath` inside a component `uid`: the path along the
 * component's fields, cut at the first field that is not a component (a media field, a Blocks rich
 * text, a JSON field show one message for the whole value). A component (or a list item) that has
 * one field only gets the issue on that field, the only place it can show. `attribute` is the field
 * the path ends at, `rest` what the issue's path had beyond it.
 */
function locateField(components, uid, issuePath) {
  const path = [];
  let attributes = components[uid]?.attributes;
  let atComponent = false;
  for (let i = 0; i < issuePath.length; i++) {
    const attribute = attributes?.[issuePath[i]];
    if (!attribute) return { path, attribute: undefined, rest: issuePath.slice(i) };
    path.push(issuePath[i]);
    if (attribute.type !== 'component') return { path, attribute, rest: issuePath.slice(i + 1) };
    atComponent = !attribute.repeatable;
    if (attribute.repeatable) {
      const index = issuePath[i + 1];
      if (!Number.isInteger(Number(index))) return { path, attribute, rest: issuePath.slice(i + 1) };
      path.push(Number(index));
      i++;
      atComponent = true;
    }
    attributes = components[attribute.component]?.attributes;
  }
  const keys = Object.keys(attributes ?? {});
  if (atComponent && keys.length === 1) {
    path.push(keys[0]);
    return { path, attribute: attributes[keys[0]], rest: [] };
  }
  return { path, attribute: undefined, rest: [] };
}

/** The admin's field path for an issue at `issuePath` inside a component `uid` (see `locateField`). */
function adminFieldPath(components, uid, issuePath) {
  return locateField(components, uid, issuePath).path;
}

/**
 * An issue inside a media file (`image.width`) shows on the media field, where `Povinné pole je
 * prázdné.` would be wrong: a file is there. The schema's own messages (`Obrázek nemá bezpečnou
 * adresu.`, code `custom`) stay; zod's generic ones say what the file lacks.
 */
function mediaIssueMessage(issue, rest) {
  if (issue.code === 'custom') return issue.message;
  if (rest[0] === 'width' || rest[0] === 'height') {
    return 'Soubor nemá uvedenou šířku a výšku v pixelech; web ho bez nich nezobrazí.';
  }
  return 'Soubor nemá údaje, které tento blok potřebuje.';
}

/** Every media file in a component's value whose kind its field does not accept (`allowedTypes`). */
function mediaTypeErrors(components, uid, value, at = []) {
  const found = [];
  const attributes = components[uid]?.attributes ?? {};
  for (const [key, attribute] of Object.entries(attributes)) {
    const field = value?.[key];
    if (field === null || field === undefined) continue;
    if (attribute.type === 'media' && Array.isArray(attribute.allowedTypes)) {
      for (const file of Array.isArray(field) ? field : [field]) {
        if (!attribute.allowedTypes.includes(mediaKind(file?.mime))) {
          found.push({ path: [...at, key], message: mediaTypeMessage(attribute.allowedTypes, file) });
          break;
        }
      }
    } else if (attribute.type === 'component') {
      const items = attribute.repeatable ? (Array.isArray(field) ? field : []) : [field];
      items.forEach((item, index) => {
        const itemAt = attribute.repeatable ? [...at, key, index] : [...at, key];
        found.push(...mediaTypeErrors(components, attribute.component, item, itemAt));
      });
    }
  }
  return found;
}

/** The schema's issues with one section (zod issues: `code`, `path` inside the section, `message`). */
function schemaIssues(block, section) {
  let parsed;
  try {
    parsed = block.content.safeParse(section, { error: czechIssueMessage });
  } catch (error) {
    // As on the site (ui's resolveSection): a schema that throws fails its section, not the page.
    const detail = error instanceof Error ? error.message : String(error);
    return [
      { code: 'custom', path: [], message: `Sekci nelze zobrazit: její kontrola selhala (${detail}).` },
    ];
  }
  return parsed.success ? [] : parsed.error.issues;
}

/**
 * The errors of a page's sections, in order: `{ path: ['sections', index, ...field], message, name }`.
 * `registry` maps a block type to `{ label, content }` (the packages' definitions), `components`
 * the Strapi components by uid (their `attributes`).
 */
function sectionErrors(sections, { registry, components }) {
  const found = [];
  (sections ?? []).forEach((section, index) => {
    const type = section?.__component;
    const block = registry.get(type);
    const at = ['sections', index];
    if (!block) {
      found.push(fieldError(at, `Web tento druh sekce nezná (${String(type)}): nezobrazil by ji.`));
      return;
    }
    // A file of the wrong kind first: it explains the schema's complaints about that file too.
    for (const issue of mediaTypeErrors(components, type, section)) {
      found.push(fieldError([...at, ...issue.path], issue.message));
    }
    for (const issue of schemaIssues(block, section)) {
      const field = locateField(components, type, issue.path);
      const inMedia = field.attribute?.type === 'media' && field.rest.length > 0;
      const message = inMedia ? mediaIssueMessage(issue, field.rest) : issue.message;
      found.push(fieldError([...at, ...field.path], message));
    }
  });
  return oneErrorPerField(found);
}

const startsWith = (path, prefix) =>
  path.length > prefix.length && prefix.every((key, i) => String(path[i]) === String(key));

/**
 * One message per field, and none on a field that holds another error: the admin keeps its errors
 * as one nested object, where a message on `sections.1.button` and one on `sections.1.button.url`
 * cannot both live. The more precise one stays.
 */
function oneErrorPerField(found) {
  const seen = new Set();
  return found.filter((error, i) => {
    const key = error.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return !found.some((other, j) => j !== i && startsWith(other.path, error.path));
  });
}

/** `Sekce 3 (Úvodní blok): Odkaz není bezpečná adresa (…)`: the notice above the form. */
function summary(fieldErrors, sections, registry) {
  const [first] = fieldErrors;
  const index = first.path[1];
  const label = registry.get(sections?.[index]?.__component)?.label;
  const more = fieldErrors.length > 1 ? ` (chyb celkem: ${fieldErrors.length})` : '';
  return `Sekce ${index + 1}${label ? ` (${label})` : ''}: ${first.message}${more}`;
}

/** Strapi's `ValidationError` (HTTP 400) with the errors in `details.errors`, as the admin maps them. */
function sectionsValidationError(fieldErrors, sections, registry) {
  return new errors.ValidationError(summary(fieldErrors, sections, registry), { errors: fieldErrors });
}

/**
 * The errors of every check of a page as one list, one message per field (`oneErrorPerField`): on
 * a field two checks refuse, the earlier list's message stays (pass the most precise first). The
 * page's own fields come before its sections, as the form shows them.
 */
function mergeFieldErrors(...lists) {
  const merged = oneErrorPerField(lists.flat());
  const inSections = (error) => (error.path[0] === 'sections' ? 1 : 0);
  return merged.sort((a, b) => inSections(a) - inSections(b));
}

/**
 * One `ValidationError` for everything wrong with a page: the notice names the first field (its
 * label from `labels`, or a section's number and block), `details.errors` every field.
 */
function pageValidationError(fieldErrors, sections, registry, labels = {}) {
  const [first] = fieldErrors;
  if (first.path[0] === 'sections' && first.path.length > 1) {
    return sectionsValidationError(fieldErrors, sections, registry);
  }
  const more = fieldErrors.length > 1 ? ` (chyb celkem: ${fieldErrors.length})` : '';
  const label = labels[first.path[0]] ?? String(first.path[0]);
  return new errors.ValidationError(`${label}: ${first.message}${more}`, { errors: fieldErrors });
}

module.exports = {
  adminFieldPath,
  mediaTypeErrors,
  mergeFieldErrors,
  oneErrorPerField,
  pageValidationError,
  schemaIssues,
  sectionErrors,
  sectionsValidationError,
};
