// Every field an editor fills in has a Czech label and a one-line hint, taken from the block schemas'
// metadata (`contentFields.labelled`: JSON Schema `title` and `description`), the one source the
// generator hands to the admin's edit form. Walks each block's JSON Schema the way the generator does
// (the fields of the block, of its nested components and of its list items) and names every field
// that misses one. Run with Node 22 after building the packages: pnpm test:cms-schema.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadBlocks, loadZod } from '../scripts/lib/blocks.mjs';

/** A hint is one line in the admin's form: about this many characters at most. */
const MAX_HINT = 160;
const MAX_LABEL = 40;
/** English field words a Czech label never is (`Text`, `Perex`, `Tip` are Czech too, so not listed). */
const ENGLISH =
  /\b(heading|subheading|title|image|button|link|items?|description|name|label|value|color|background|url|style|type|show|open|new|tab|window|date|phone|email)\b/i;
const UPPER_START = /^[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ0-9]/u;

/** Removes the `null` branch, as the generator does: `anyOf [x, null]` or `type [x, 'null']`. */
function strip(node) {
  if (!node || typeof node !== 'object') return {};
  if (Array.isArray(node.type) && node.type.includes('null')) {
    const types = node.type.filter((t) => t !== 'null');
    return { ...node, type: types.length === 1 ? types[0] : types };
  }
  if (node.anyOf) {
    const rest = node.anyOf.filter((branch) => branch.type !== 'null');
    if (rest.length === 1 && rest.length < node.anyOf.length)
      return { ...node, ...rest[0], anyOf: undefined };
  }
  return node;
}

/**
 * The object whose fields are a component of their own in Strapi, or `null` for a leaf: a nested
 * object, a list of objects, a shared component (`strapi.type: component`); never a media file or
 * free-form JSON, whose inner keys are not fields an editor types.
 */
function componentOf(node) {
  const n = strip(node);
  const strapi = node.strapi ?? n.strapi;
  if (strapi && strapi.type !== 'component') return null;
  if (n.type === 'object' && n.properties) return n;
  if (n.type === 'array') {
    const item = strip(n.items);
    if (item.type === 'object' && item.properties) return item;
  }
  return null;
}

/** The values an editor picks from, when the field is a choice. */
function enumOf(node) {
  const n = strip(node);
  const strapi = node.strapi ?? n.strapi;
  if (strapi?.type === 'enumeration') return strapi.enum ?? [];
  if (n.enum) return n.enum;
  const branch = (n.anyOf ?? []).find((b) => b.enum);
  return branch ? branch.enum : null;
}

/** What is wrong with one field's label and hint (empty when nothing). */
export function fieldProblems(key, node) {
  const n = strip(node);
  const title = node.title ?? n.title;
  const hint = node.description ?? n.description;
  const problems = [];
  if (typeof title !== 'string' || title.trim() === '') problems.push('no label (title)');
  else {
    if (title.length > MAX_LABEL || /\n/.test(title))
      problems.push(`label longer than ${MAX_LABEL} characters`);
    if (!UPPER_START.test(title)) problems.push(`label "${title}" does not start with a capital letter`);
    if (/[a-z][A-Z]|_/.test(title) || title === key) problems.push(`label "${title}" is a field name`);
    else if (ENGLISH.test(title)) problems.push(`label "${title}" is English`);
  }
  if (typeof hint !== 'string' || hint.trim() === '') problems.push('no hint (description)');
  else {
    if (hint.length > MAX_HINT || /\n/.test(hint))
      problems.push(`hint longer than one line (${hint.length})`);
    const values = enumOf(node) ?? [];
    const missing = values.filter((v) => !new RegExp(`(^|[^\\w])${v}($|[^\\w])`).test(hint));
    if (missing.length) problems.push(`hint does not say what ${missing.join(', ')} mean(s)`);
  }
  return problems;
}

/** Every problem of a block's fields, nested ones too, as `path: problem`. */
export function labelProblems(type, jsonSchema) {
  const problems = [];
  function walk(objectNode, where) {
    const labels = new Map();
    for (const [key, node] of Object.entries(objectNode.properties ?? {})) {
      // Not in the CMS (contentFields.notInCms): an editor never sees it.
      if (node.strapiOmit ?? strip(node).strapiOmit) continue;
      const path = `${where}.${key}`;
      for (const problem of fieldProblems(key, node)) problems.push(`${path}: ${problem}`);
      const title = node.title ?? strip(node).title;
      if (title && labels.has(title))
        problems.push(`${path}: label "${title}" is also ${labels.get(title)}'s`);
      if (title) labels.set(title, key);
      const component = componentOf(node);
      if (component) walk(component, path);
    }
  }
  walk(jsonSchema, type);
  return problems;
}

const z = await loadZod();
const blocks = (await loadBlocks()).map((b) => ({
  ...b,
  jsonSchema: z.toJSONSchema(b.content, { io: 'input' }),
}));

test('every field of every block has a Czech label and a one-line hint', () => {
  assert.ok(blocks.length > 40, `only ${blocks.length} blocks loaded`);
  const problems = [...new Set(blocks.flatMap((b) => labelProblems(b.type, b.jsonSchema)))];
  assert.deepEqual(problems, [], `fields to label (contentFields.labelled):\n  ${problems.join('\n  ')}`);
});

test('the fields of nested objects, list items and shared components are walked too', () => {
  const hero = blocks.find((b) => b.type === 'blocks.hero');
  const button = hero.jsonSchema.properties.button;
  assert.ok(componentOf(button), 'the hero’s button is a component whose fields are checked');
  assert.equal(componentOf(hero.jsonSchema.properties.image), null, 'a media file is a leaf');
  const company = blocks.find((b) => b.type === 'blocks.company-details').jsonSchema;
  assert.ok(componentOf(company.properties.address), 'a nested object is walked');
  assert.ok(componentOf(company.properties.bankAccounts), 'a list of objects is walked');
});

test('the check names what is missing or wrong, nested fields with their path', () => {
  const schema = z.toJSONSchema(
    z.object({
      heading: z.string(),
      perex: z.string().check(z.meta({ title: 'perexText', description: 'Text.' })),
      image: z.string().check(z.meta({ title: 'Image', description: 'x'.repeat(161) })),
      look: z.enum(['inline', 'card']).check(z.meta({ title: 'Vzhled', description: 'inline = v řádku.' })),
      items: z.array(
        z.object({
          a: z.string().check(z.meta({ title: 'Nadpis', description: ' ' })),
          b: z.string().check(z.meta({ title: 'Nadpis', description: 'Druhý.' })),
        }),
      ),
    }),
    { io: 'input' },
  );
  assert.deepEqual(labelProblems('test.block', schema), [
    'test.block.heading: no label (title)',
    'test.block.heading: no hint (description)',
    'test.block.perex: label "perexText" does not start with a capital letter',
    'test.block.perex: label "perexText" is a field name',
    'test.block.image: label "Image" is English',
    'test.block.image: hint longer than one line (161)',
    'test.block.look: hint does not say what card mean(s)',
    'test.block.items: no label (title)',
    'test.block.items: no hint (description)',
    'test.block.items.a: no hint (description)',
    'test.block.items.b: label "Nadpis" is also a\'s',
  ]);
});
