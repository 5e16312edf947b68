// The seed puts each demo value in its CMS field's shape (src/seed/values.js), with the packages'
// own conversions. Run with Node 22 after building the packages: pnpm test:cms-schema.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { REPO } from '../scripts/lib/blocks.mjs';

const require = createRequire(import.meta.url);
const { DATE_ONLY_MEANS_DAY_END, createValueConverter, loadConverters } = require('../src/seed/values.js');

const converters = await loadConverters();
const convert = createValueConverter(converters);
const readComponent = (uid) => {
  const [category, name] = uid.split('.');
  return JSON.parse(
    fs.readFileSync(path.join(REPO, 'apps/cms/src/components', category, `${name}.json`), 'utf8'),
  );
};
const components = {
  'shared.text-line': readComponent('shared.text-line'),
  'chrome.link': readComponent('chrome.link'),
};
const run = (attribute, value, uid = 'blocks.test', key = 'field') => {
  const dropped = [];
  return {
    value: convert(attribute, value, { uid, key, where: `${uid}.${key}`, dropped, components }),
    dropped,
  };
};

test('rich text: Markdown or HTML becomes the Blocks the site renders it as; Blocks JSON stays', () => {
  const markdown = '## Co kryje\n\n- **krádež**\n- [živly](/pojisteni-majetek)';
  assert.deepEqual(run({ type: 'blocks' }, markdown), {
    value: converters.richTextToBlocks(markdown).blocks,
    dropped: [],
  });
  assert.equal(run({ type: 'blocks' }, markdown).value[0].type, 'heading');
  const blocks = [{ type: 'paragraph', children: [{ type: 'text', text: 'Už Blocks' }] }];
  assert.equal(run({ type: 'blocks' }, blocks).value, blocks);
  assert.deepEqual(run({ type: 'blocks' }, '| a |\n| - |\n| b |').dropped, [
    'blocks.test.field: Blocks cannot hold table (its words are kept)',
  ]);
});

test('a list of plain values becomes items of its one-field component; anything else is reported', () => {
  const lines = { type: 'component', repeatable: true, component: 'shared.text-line' };
  assert.deepEqual(run(lines, ['Po–Pá 8–18 h', { text: 'Zdarma' }]).value, [
    { text: 'Po–Pá 8–18 h' },
    { text: 'Zdarma' },
  ]);
  assert.deepEqual(run(lines, null).value, []);
  assert.deepEqual(run(lines, [true]), {
    value: [],
    dropped: ['blocks.test.field[0]: true is not a shared.text-line'],
  });
  // A component of two fields has no one field to put a plain value in.
  const links = { type: 'component', repeatable: true, component: 'chrome.link' };
  assert.deepEqual(run(links, ['Kontakty']).value, []);
});

test('a plain date in a datetime field is the Prague instant the site reads it as', () => {
  const datetime = { type: 'datetime' };
  // visibleFrom: the day's first instant; visibleTo: that whole day, until the next Prague midnight.
  assert.equal(
    run(datetime, '2025-01-01', 'blocks.info-section', 'visibleFrom').value,
    '2024-12-31T23:00:00.000Z',
  );
  assert.equal(
    run(datetime, '2099-12-31', 'blocks.info-section', 'visibleTo').value,
    '2099-12-31T23:00:00.000Z',
  );
  assert.equal(
    run(datetime, '2026-07-01', 'blocks.info-section', 'visibleTo').value,
    '2026-07-01T22:00:00.000Z',
  );
  const instant = '2099-06-01T08:00:00.000+02:00';
  assert.equal(run(datetime, instant, 'blocks.info-section', 'visibleTo').value, instant);
});

test('a date-time in a date field is its Prague day; a number in a text field its digits', () => {
  assert.equal(run({ type: 'date' }, '2026-11-11T23:30:00.000Z').value, '2026-11-12');
  assert.equal(run({ type: 'date' }, '2026-11-12').value, '2026-11-12');
  assert.equal(run({ type: 'string' }, 2).value, '2');
  assert.equal(run({ type: 'integer' }, 2).value, 2);
});

test('the day-end fields are datetime fields of the generated components', () => {
  for (const [uid, keys] of Object.entries(DATE_ONLY_MEANS_DAY_END)) {
    for (const key of keys)
      assert.equal(readComponent(uid).attributes[key]?.type, 'datetime', `${uid}.${key}`);
  }
});
