// One save shows every field that is wrong with a page (src/validation): a duplicate address, an
// empty required field (Strapi's `required`, checked on a draft too) and the site's block schemas,
// merged into one ValidationError with a path per field, in Czech. Run with Node 22 after building
// the packages: npm test (in apps/cms).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { loadBlocks, REPO } from '../scripts/lib/blocks.mjs';

const require = createRequire(import.meta.url);
const { errors } = require('@strapi/utils');
const { addressErrors, duplicateAddressMessage, duplicateOf } = require('../src/validation/address.js');
const { LIST_EMPTY, requiredErrors } = require('../src/validation/required.js');
const { REQUIRED } = require('../src/validation/messages.js');
const { mergeFieldErrors } = require('../src/validation/sections.js');
const { PAGE, pageFieldLabels, pageValidationMiddleware } = require('../src/validation/index.js');

const blocks = await loadBlocks();
const registry = new Map(blocks.map((block) => [block.type, block]));

function readComponents() {
  const dir = path.join(REPO, 'apps/cms/src/components');
  const components = {};
  for (const category of fs.readdirSync(dir)) {
    for (const file of fs.readdirSync(path.join(dir, category))) {
      components[`${category}.${path.basename(file, '.json')}`] = JSON.parse(
        fs.readFileSync(path.join(dir, category, file), 'utf8'),
      );
    }
  }
  return components;
}
const components = readComponents();
const { attributes } = JSON.parse(
  fs.readFileSync(path.join(REPO, 'apps/cms/src/api/page/content-types/page/schema.json'), 'utf8'),
);

const hero = (fields = {}) => ({
  id: 1,
  __component: 'blocks.hero',
  heading: 'Pojištění, které vás podrží',
  button: { id: 2, text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
  ...fields,
});
const page = (fields = {}) => ({
  title: 'Redakce: všechny chyby',
  slug: 'redakce/vsechny-chyby',
  embeddable: false,
  seo: null,
  sections: [hero()],
  ...fields,
});
const paths = (found) => found.map((error) => error.path.join('.'));

test('Strapi’s required fields are reported on a draft, on their fields, in Czech', () => {
  assert.deepEqual(requiredErrors(attributes, components, page()), []);
  const found = requiredErrors(
    attributes,
    components,
    page({
      title: '',
      embeddable: null,
      sections: [hero({ heading: null, button: { text: '', url: '/' } })],
    }),
  );
  assert.deepEqual(paths(found), ['title', 'embeddable', 'sections.0.heading', 'sections.0.button.text']);
  assert.ok(found.every((error) => error.message === REQUIRED && error.name === 'ValidationError'));
  // A required list with no item.
  const list = { items: { type: 'component', repeatable: true, required: true, component: 'shared.button' } };
  assert.deepEqual(requiredErrors(list, components, { items: [] }), [
    { path: ['items'], message: LIST_EMPTY, name: 'ValidationError' },
  ]);
});

test('property: exactly the empty required fields of a page are reported', () => {
  const empty = fc.constantFrom(null, undefined, '');
  fc.assert(
    fc.property(
      fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
      fc.option(fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), { nil: undefined }),
      fc.option(fc.boolean(), { nil: undefined }),
      empty,
      (title, slug, embeddable, blank) => {
        const stored = page({ title: title ?? blank, slug: slug ?? blank, embeddable: embeddable ?? null });
        const expected = [
          title === undefined && 'title',
          slug === undefined && 'slug',
          embeddable === undefined && 'embeddable',
        ].filter(Boolean);
        assert.deepEqual(paths(requiredErrors(attributes, components, stored)), expected);
      },
    ),
  );
});

test('the other page with the address is found, never the page’s own draft or published version', () => {
  const rows = [
    { documentId: 'self', slug: 'auto', title: 'Já', publishedAt: null },
    { documentId: 'other', slug: 'auto', title: 'Auto (zveřejněno)', publishedAt: '2026-01-01' },
    { documentId: 'other', slug: 'auto', title: 'Auto', publishedAt: null },
  ];
  assert.equal(duplicateOf('auto', 'self', rows).title, 'Auto', 'the draft names the page');
  assert.equal(duplicateOf('auto', 'self', rows.slice(0, 1)), null);
  assert.equal(duplicateOf('', 'self', rows), null);
  assert.equal(
    duplicateAddressMessage('Časté dotazy'),
    'Tuto adresu už má stránka „Časté dotazy“. Zvolte jinou.',
  );
  assert.equal(duplicateAddressMessage(''), 'Tuto adresu už má jiná stránka. Zvolte jinou.');
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          documentId: fc.constantFrom('self', 'a', 'b'),
          slug: fc.constantFrom('auto', 'dum'),
          title: fc.string(),
          publishedAt: fc.option(fc.constant('2026-01-01'), { nil: null }),
        }),
      ),
      (rows) => {
        const found = duplicateOf('auto', 'self', rows);
        const others = rows.filter((row) => row.documentId !== 'self' && row.slug === 'auto');
        assert.equal(found !== null, others.length > 0);
        if (found) {
          assert.ok(others.includes(found));
          if (others.some((row) => !row.publishedAt)) assert.equal(found.publishedAt, null);
        }
      },
    ),
  );
});

test('property: merged errors keep one message per field, the earlier check’s, page fields first', () => {
  const key = fc.constantFrom('title', 'slug', 'sections', 0, 1, 'heading', 'button', 'url');
  const error = fc.record({
    path: fc.array(key, { minLength: 1, maxLength: 4 }),
    message: fc.string(),
    name: fc.constant('ValidationError'),
  });
  fc.assert(
    fc.property(fc.array(fc.array(error, { maxLength: 6 }), { maxLength: 3 }), (lists) => {
      const merged = mergeFieldErrors(...lists);
      const all = lists.flat();
      const keys = paths(merged);
      assert.equal(new Set(keys).size, keys.length, 'one message per field');
      const below = (a, b) => a.length > b.length && b.every((k, i) => String(a[i]) === String(k));
      for (const kept of merged) {
        assert.ok(!merged.some((other) => below(other.path, kept.path)), 'no message above another');
        // The first of the messages on this field (the earlier check's).
        const first = all.find((each) => each.path.join('.') === kept.path.join('.'));
        assert.equal(kept, first);
      }
      // Nothing is lost: every error's field, or a field inside it, shows a message.
      for (const each of all) {
        assert.ok(
          merged.some((kept) => kept.path.join('.') === each.path.join('.') || below(kept.path, each.path)),
        );
      }
      const sections = merged.map((each) => each.path[0] === 'sections');
      assert.deepEqual(sections, [...sections].sort(), 'the page’s own fields before its sections');
    }),
  );
});

/** The middleware over one stored draft and the stored pages of other addresses. */
function middleware(stored, others = []) {
  const log = [];
  const run = pageValidationMiddleware({
    registry,
    components: () => components,
    attributes,
    labels: pageFieldLabels(),
    read: async () => stored,
    findAddress: async (slug, documentId) => {
      log.push(['find', slug, documentId]);
      return others.filter((row) => row.slug === slug && row.documentId !== documentId);
    },
    transaction: async (work) => {
      try {
        return await work();
      } catch (error) {
        log.push(['rollback']);
        throw error;
      }
    },
  });
  return {
    log,
    save: (action = 'update') =>
      run({ uid: PAGE, action, params: { documentId: 'd1' } }, async () => ({ documentId: 'd1' })),
  };
}

test('one save reports a duplicate address, an empty required field and the site’s rule together', async () => {
  const faq = { documentId: 'faq', slug: 'caste-dotazy', title: 'Časté dotazy', publishedAt: null };
  const stored = page({
    title: '',
    slug: 'caste-dotazy',
    sections: [hero({ button: { ...hero().button, url: 'www.example.cz' } })],
  });
  const { log, save } = middleware(stored, [faq]);
  await assert.rejects(save(), (error) => {
    assert.ok(error instanceof errors.ValidationError);
    assert.deepEqual(
      error.details.errors.map(({ path, message }) => ({ path, message })),
      [
        { path: ['slug'], message: 'Tuto adresu už má stránka „Časté dotazy“. Zvolte jinou.' },
        { path: ['title'], message: REQUIRED },
        {
          path: ['sections', 0, 'button', 'url'],
          message: 'Odkaz není bezpečná adresa (http, https, mailto, tel nebo cesta na webu).',
        },
      ],
    );
    assert.equal(
      error.message,
      'Adresa: Tuto adresu už má stránka „Časté dotazy“. Zvolte jinou. (chyb celkem: 3)',
    );
    return true;
  });
  assert.deepEqual(log, [['find', 'caste-dotazy', 'd1'], ['rollback']], 'nothing stored');
  // Publish is refused the same way, in Czech, before Strapi's own English unique check.
  await assert.rejects(middleware(stored, [faq]).save('publish'), errors.ValidationError);
  // Fixed: saved.
  const fixed = page({ slug: 'redakce/vsechny-chyby' });
  assert.deepEqual(await middleware(fixed, [faq]).save(), { documentId: 'd1' });
});

test('a field the site’s schema refuses keeps its precise message over Strapi’s required one', async () => {
  // An empty link: Strapi's `required` and the site's schema both refuse it; the site says why.
  const { save } = middleware(page({ sections: [hero({ button: { ...hero().button, url: '' } })] }));
  await assert.rejects(save('create'), (error) => {
    assert.deepEqual(error.details.errors, [
      {
        path: ['sections', 0, 'button', 'url'],
        message: 'Odkaz není bezpečná adresa (http, https, mailto, tel nebo cesta na webu).',
        name: 'ValidationError',
      },
    ]);
    assert.match(error.message, /^Sekce 1 \(Úvodní blok\): Odkaz není bezpečná adresa/);
    return true;
  });
  // Without an address lookup (the branch directory's tests), no address errors.
  assert.deepEqual(await addressErrors(page(), 'd1', undefined), []);
});
