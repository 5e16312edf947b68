import { readFileSync } from 'node:fs';
import type { AnyBlockDefinition } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { registry } from '../src/sections/registry';

/**
 * What the admin calls each block and field, read from the block schemas: the same source the CMS
 * gets its component names (the block's `label`) and its Czech field labels and hints from (zod
 * metadata `title` and `description`, `contentFields.labelled`), through the site's own registry. A test names a field by its path in
 * the block's content (`button.url`, `items.heading`), never by a copy of its Czech label, so a label
 * changed in a schema changes the test with it; and what the test finds in the admin is then proof
 * that the admin shows the schema's label.
 */
const BLOCKS: readonly AnyBlockDefinition[] = [...registry.values()];

function definition(type: string): AnyBlockDefinition {
  const found = registry.get(type);
  if (!found) throw new Error(`no block ${type} in the site's registry`);
  return found;
}

/** The block's name in the dynamic zone's picker and on its item in the page's sections. */
export function blockName(type: string): string {
  return definition(type).label;
}

/** The block type whose name starts a section's bar in the admin ("Úvodní blok - O nás"). */
export function blockTypeNamed(barText: string): string {
  const found = [...BLOCKS]
    .sort((a, b) => b.label.length - a.label.length)
    .find((block) => barText === block.label || barText.startsWith(`${block.label} - `));
  if (!found) throw new Error(`no block is named like the section "${barText}"`);
  return found.type;
}

interface JsonNode {
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
}

const schemas = new Map<string, JsonNode>();
function jsonSchema(type: string): JsonNode {
  let schema = schemas.get(type);
  if (!schema) {
    schema = z.toJSONSchema(definition(type).content, { io: 'input', unrepresentable: 'any' }) as JsonNode;
    schemas.set(type, schema);
  }
  return schema;
}

/** The node's object (through `null` branches, unions and lists), whose `properties` hold the fields. */
function fieldsOf(node: JsonNode): Record<string, JsonNode> | undefined {
  if (node.properties) return node.properties;
  if (node.items) return fieldsOf(node.items);
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    const found = fieldsOf(branch);
    if (found) return found;
  }
  return undefined;
}

/** The schema node of a field by its dotted path in the block (`items.heading`: in a list's item). */
function fieldNode(type: string, path: string): JsonNode {
  let node = jsonSchema(type);
  for (const key of path.split('.')) {
    const next = fieldsOf(node)?.[key];
    if (!next) throw new Error(`${type} has no field ${path} (at ${key})`);
    node = next;
  }
  return node;
}

/** Whether the block has a field at this path. */
export function hasField(type: string, path: string): boolean {
  try {
    fieldNode(type, path);
    return true;
  } catch {
    return false;
  }
}

/** A field's Czech label in the admin's edit form. */
export function fieldLabel(type: string, path: string): string {
  const { title } = fieldNode(type, path);
  if (!title) throw new Error(`${type}.${path} has no label (contentFields.labelled) in its schema`);
  return title;
}

/** A field's one-line hint under it in the admin's edit form. */
export function fieldHint(type: string, path: string): string | undefined {
  return fieldNode(type, path).description;
}

/**
 * The Czech message the site's schema gives for `section` at `path` (e.g. `button.url`; `media` for
 * anything inside the media field): what the admin must show on that field when it refuses the
 * value (one set of rules: the CMS runs the same schemas). Fails when the schema accepts the section
 * or reports nothing there.
 */
export function schemaMessage(type: string, section: Record<string, unknown>, path: string): string {
  const result = definition(type).content.safeParse(section);
  if (result.success) throw new Error(`${type} accepts ${JSON.stringify(section)}: nothing to refuse`);
  const wanted = `${path}.`;
  const issue = result.error.issues.find((candidate) =>
    `${candidate.path.filter((key) => typeof key === 'string').join('.')}.`.startsWith(wanted),
  );
  if (!issue) {
    const paths = result.error.issues.map((candidate) => candidate.path.join('.')).join(', ');
    throw new Error(`${type} reports nothing at ${path} (it reports: ${paths})`);
  }
  return issue.message;
}

/**
 * A field of the page itself (not of a block: title, slug, sections), labelled by the CMS's
 * generator beside the blocks' labels (apps/cms/src/content-manager/fields.json).
 */
export function pageFieldLabel(field: 'title' | 'slug' | 'sections'): string {
  const file = new URL('../../cms/src/content-manager/fields.json', import.meta.url);
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { fields?: Record<string, { label?: string }> }
  >;
  const label = entries['api::page.page']?.fields?.[field]?.label;
  if (!label) throw new Error(`fields.json gives the page's ${field} no label`);
  return label;
}
