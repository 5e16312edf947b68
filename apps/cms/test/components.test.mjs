// The CMS components are generated from the block schemas: this fails when the committed files
// differ from what the generator produces, or when a block's fields and its component's disagree.
// Run with Node 22 after building the packages: npm test (in apps/cms).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { differences, generate } from '../scripts/generate-components.mjs';
import { REPO } from '../scripts/lib/blocks.mjs';

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
    const fields = Object.keys(block.jsonSchema.properties).filter((key) => key !== 'anchor');
    const attributes = Object.keys(component.attributes).filter((key) => key !== 'anchor');
    assert.deepEqual(attributes.sort(), fields.sort(), block.type);
    for (const key of block.jsonSchema.required ?? []) {
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
