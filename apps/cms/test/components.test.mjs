// The CMS components are generated from the block schemas: this fails when the committed files
// differ from what the generator produces, or when a block's fields and its component's disagree.
// Run with Node 22 after building the packages: npm test (in apps/cms).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { differences, generate } from '../scripts/generate-components.mjs';
import { loadZod, REPO } from '../scripts/lib/blocks.mjs';
import { ANCHOR, toStrapi } from '../scripts/lib/to-strapi.mjs';

const { files, blocks } = await generate();
const readComponent = (uid) => {
  const [category, name] = uid.split('.');
  return JSON.parse(
    fs.readFileSync(path.join(REPO, 'apps/cms/src/components', category, `${name}.json`), 'utf8'),
  );
};

test('the committed components, page type and populate spec are what the generator produces', () => {
  assert.deepEqual(differences(files), [], 'run `npm run generate` in apps/cms and commit the result');
});

test('every block has a component with exactly its fields (plus the anchor)', () => {
  for (const block of blocks) {
    const component = readComponent(block.type);
    // A field the CMS does not hold (`contentFields.notInCms`: the host fills it in) has no attribute.
    const fields = Object.entries(block.jsonSchema.properties)
      .filter(([key, node]) => key !== 'anchor' && !node.strapiOmit)
      .map(([key]) => key);
    const attributes = Object.keys(component.attributes).filter((key) => key !== 'anchor');
    assert.deepEqual(attributes.sort(), fields.sort(), block.type);
    for (const key of (block.jsonSchema.required ?? []).filter((name) => fields.includes(name))) {
      assert.equal(component.attributes[key].required, true, `${block.type}.${key} is required`);
    }
  }
});

test('the page’s dynamic zone and the host’s populate spec list every block', () => {
  const page = JSON.parse(
    fs.readFileSync(path.join(REPO, 'apps/cms/src/api/page/content-types/page/schema.json'), 'utf8'),
  );
  const populate = JSON.parse(
    fs.readFileSync(path.join(REPO, 'apps/web/src/content/strapiPopulate.json'), 'utf8'),
  );
  const types = blocks.map((b) => b.type).sort();
  assert.deepEqual([...page.attributes.sections.components].sort(), types);
  assert.deepEqual(Object.keys(populate).sort(), types);
});

test('metadata from contentFields decides the field type (media, defaults, enumerations)', () => {
  const hero = readComponent('blocks.hero').attributes;
  assert.deepEqual(hero.image, { type: 'media', multiple: false, allowedTypes: ['images'] });
  assert.deepEqual(hero.callbackButton, { type: 'boolean', default: true });
  assert.deepEqual(hero.button, { type: 'component', repeatable: false, component: 'shared.button' });
  const button = readComponent('shared.button').attributes;
  assert.deepEqual(button.style, {
    type: 'enumeration',
    enum: ['primary', 'secondary', 'link'],
    default: 'primary',
  });
});

test('rich text is Strapi’s Blocks field; lists of plain values are repeatable components of one field', () => {
  assert.deepEqual(readComponent('blocks.rich-text').attributes.content, { type: 'blocks' });
  assert.deepEqual(readComponent('blocks.faq-grid-items').attributes.answer, { type: 'blocks' });
  assert.deepEqual(readComponent('blocks.phone-box').attributes.lines, {
    type: 'component',
    repeatable: true,
    component: 'shared.text-line',
  });
  assert.deepEqual(readComponent('shared.text-line').attributes, {
    text: { type: 'string', required: true },
  });
  assert.deepEqual(readComponent('blocks.product-list-items').attributes.stickers, {
    type: 'component',
    repeatable: true,
    component: 'blocks.product-sticker',
  });
  const sticker = readComponent('blocks.product-sticker').attributes.sticker;
  assert.equal(sticker.type, 'enumeration');
  assert.ok(sticker.enum.includes('newCar'), 'the stored values stay the site’s contract');
  assert.equal(readComponent('blocks.media-gallery-items').attributes.tags.component, 'shared.text-line');
  assert.equal(readComponent('branches.list-branches').attributes.brands.component, 'shared.text-line');
  assert.deepEqual(readComponent('branches.list-branches-departments').attributes.kind, {
    type: 'enumeration',
    enum: ['servis', 'prodej'],
    required: true,
  });
});

test('the branch directory is a single type of every branch, and the branch blocks hold none of them', () => {
  const directory = JSON.parse(
    fs.readFileSync(
      path.join(REPO, 'apps/cms/src/api/branch-directory/content-types/branch-directory/schema.json'),
      'utf8',
    ),
  );
  assert.equal(directory.kind, 'singleType');
  assert.equal(directory.options.draftAndPublish, false);
  assert.deepEqual(directory.attributes.branches, {
    type: 'component',
    repeatable: true,
    component: 'branches.list-branches',
    required: true,
  });
  for (const type of [
    'branches.contacts',
    'branches.working-hours',
    'branches.service-centres',
    'branches.dealers',
  ]) {
    assert.equal(readComponent(type).attributes.branches, undefined, type);
  }
  // The host reads it with every component populated.
  const populate = JSON.parse(
    fs.readFileSync(path.join(REPO, 'apps/web/src/content/strapiBranchDirectoryPopulate.json'), 'utf8'),
  );
  assert.deepEqual(Object.keys(populate.branches.populate).sort(), [
    'branchAddons',
    'branchData',
    'brands',
    'busyHours',
    'departments',
    'people',
  ]);
});

test('dates, numbers with their bounds, media by what each block plays, and json only where free-form', () => {
  const notice = readComponent('blocks.info-section').attributes;
  assert.deepEqual([notice.visibleFrom, notice.visibleTo], [{ type: 'datetime' }, { type: 'datetime' }]);
  assert.deepEqual(readComponent('blocks.media-gallery-items').attributes.date, { type: 'date' });
  assert.deepEqual(readComponent('blocks.product-list-items').attributes.price, { type: 'decimal', min: 0 });
  assert.deepEqual(readComponent('blocks.card-list').attributes.perRow, {
    type: 'integer',
    default: 3,
    min: 1,
    max: 4,
  });
  // zod's int() bounds by the safe integers: no bound for an editor.
  assert.deepEqual(readComponent('blocks.media-gallery-items').attributes.readTime, {
    type: 'integer',
    min: 1,
  });
  assert.deepEqual(readComponent('blocks.release-notes').attributes.originalId, {
    type: 'string',
    regex: '^[A-Za-z0-9_-]{1,64}$',
    required: true,
  });
  assert.deepEqual(readComponent('blocks.main-banner').attributes.media.allowedTypes, [
    'images',
    'videos',
    'files',
  ]);
  assert.deepEqual(readComponent('blocks.product-list-items').attributes.imageOrJson.allowedTypes, [
    'images',
    'files',
  ]);
  assert.deepEqual(readComponent('blocks.hero').attributes.image.allowedTypes, ['images']);
  const json = [];
  for (const file of fs.readdirSync(path.join(REPO, 'apps/cms/src/components'), { recursive: true })) {
    if (!file.endsWith('.json')) continue;
    const uid = file.replace(/\.json$/, '').replace(path.sep, '.');
    for (const [key, attribute] of Object.entries(readComponent(uid).attributes))
      if (attribute.type === 'json') json.push(`${uid}.${key}`);
  }
  // The host's demo calculation is the calculator's own result object, handed over whole.
  assert.deepEqual(json, ['demo.casco-calculation.calculation']);
});

test('fields.json: every field of every component and type has a Czech label and hint; list items a main field', () => {
  const fields = JSON.parse(
    fs.readFileSync(path.join(REPO, 'apps/cms/src/content-manager/fields.json'), 'utf8'),
  );
  assert.deepEqual(fields['shared.text-line'], {
    mainField: 'text',
    fields: { text: { label: 'Text', hint: 'Jedna položka seznamu, na jeden řádek.' } },
  });
  assert.equal(fields['blocks.faq-grid-items'].mainField, 'question');
  assert.equal(fields['blocks.card-list-cards'].mainField, 'heading');
  assert.equal(fields['blocks.product-sticker'].mainField, 'sticker');
  assert.equal(fields['api::page.page'].mainField, 'title');
  assert.equal(fields['api::page.page'].fields.slug.label, 'Adresa');
  assert.equal(fields['chrome.link'].mainField, 'label');
  assert.equal(fields['blocks.hero'].fields.anchor.label, 'Kotva');
  // Nested objects and list items carry their own fields' labels, from the schema's metadata.
  const company = blocks.find((b) => b.type === 'blocks.company-details').jsonSchema;
  assert.equal(
    fields['blocks.company-details-address'].fields.street.label,
    company.properties.address.properties.street.title,
  );
  const cards = blocks.find((b) => b.type === 'blocks.card-list').jsonSchema.properties.cards;
  const cardHeading = cards.anyOf.find((branch) => branch.type === 'array').items.properties.heading;
  assert.equal(fields['blocks.card-list-cards'].fields.heading.hint, cardHeading.description);
  for (const [uid, { fields: each }] of Object.entries(fields)) {
    for (const [key, { label, hint }] of Object.entries(each)) {
      assert.ok(label && hint, `${uid}.${key} has a label and a hint`);
    }
  }
  // Every component and every editable type has its entry.
  const components = fs
    .readdirSync(path.join(REPO, 'apps/cms/src/components'), { recursive: true })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, '').replace(path.sep, '.'));
  assert.deepEqual(
    Object.keys(fields).sort(),
    [
      ...components,
      'api::branch-directory.branch-directory',
      'api::footer.footer',
      'api::navigation.navigation',
      'api::page.page',
    ].sort(),
  );
});

test('the generator refuses what would be a raw JSON editor, and maps JSON Schema bounds', async () => {
  const z = await loadZod();
  const schemaOf = (shape) => [
    { type: 'test.block', label: 'Test', jsonSchema: z.toJSONSchema(z.object(shape), { io: 'input' }) },
  ];
  assert.deepEqual(toStrapi(schemaOf({ lines: z.array(z.string()) })).problems, [
    'test.block.lines: a list of plain values (use contentFields.textList or choiceList)',
  ]);
  assert.deepEqual(toStrapi(schemaOf({ either: z.union([z.string(), z.number()]) })).problems, [
    'test.block.either: a union without a Strapi type (tag it with contentFields.strapiField)',
  ]);
  const { components, problems } = toStrapi(
    schemaOf({
      free: z.unknown(),
      count: z.int().check(z.positive()),
      share: z.number().check(z.positive(), z.lte(1)),
      grade: z.int().check(z.gte(1), z.lte(5)),
    }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(components.get('test.block').attributes, {
    free: { type: 'json', required: true },
    count: { type: 'integer', min: 1, required: true },
    share: { type: 'float', max: 1, required: true },
    grade: { type: 'integer', min: 1, max: 5, required: true },
    anchor: ANCHOR,
  });
});

test('a field the admin form cannot hold is refused; stored under another name, it is left out', async () => {
  const z = await loadZod();
  const details = z.object({ email: z.string() });
  const schemaOf = (shape) => [
    { type: 'test.block', label: 'Test', jsonSchema: z.toJSONSchema(z.object(shape), { io: 'input' }) },
  ];
  assert.deepEqual(toStrapi(schemaOf({ apiData: details })).problems, [
    "test.block.apiData: Strapi's admin form replaces an object holding `apiData` by its value on save (store it under another name: contentFields.notInCms)",
  ]);
  // What ui's contentFields.notInCms tags the field with.
  const notInCms = (schema) => schema.check(z.meta({ strapiOmit: true }));
  const { components, problems } = toStrapi(
    schemaOf({ apiData: z.optional(notInCms(details)), branchData: z.optional(details) }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(Object.keys(components.get('test.block').attributes), ['branchData', 'anchor']);
});
