// The CMS refuses what the site would drop, on the field, in Czech (src/validation): the sections
// are parsed with the packages' own block schemas, the zod issues become Strapi field errors at the
// paths the admin shows them. Run with Node 22 after building the packages: npm test (in apps/cms).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadBlocks, loadBranchDirectory, REPO } from '../scripts/lib/blocks.mjs';

const require = createRequire(import.meta.url);
const { errors } = require('@strapi/utils');
const {
  adminFieldPath,
  mediaTypeErrors,
  sectionErrors,
  sectionsValidationError,
} = require('../src/validation/sections.js');
const { REQUIRED, czechIssueMessage, mediaKind } = require('../src/validation/messages.js');
const {
  BRANCH_DIRECTORY,
  PAGE,
  directoryValidationMiddleware,
  pageValidationMiddleware,
} = require('../src/validation/index.js');
const { deepPopulate, sectionsPopulate } = require('../src/validation/populate.js');

const blocks = await loadBlocks();
const registry = new Map(blocks.map((block) => [block.type, block]));
// The site's own schema step, for comparing messages (what its preview notice says).
const { resolveSection } = await import(pathToFileURL(path.join(REPO, 'packages/ui/dist/index.js')).href);

/** The generated Strapi components by uid, as `strapi.components` holds them. */
function readComponents() {
  const dir = path.join(REPO, 'apps/cms/src/components');
  const components = {};
  for (const category of fs.readdirSync(dir)) {
    for (const file of fs.readdirSync(path.join(dir, category))) {
      const uid = `${category}.${path.basename(file, '.json')}`;
      components[uid] = JSON.parse(fs.readFileSync(path.join(dir, category, file), 'utf8'));
    }
  }
  return components;
}
const components = readComponents();
const rules = { registry, components };

/** An upload file as Strapi's read gives it (populated media). */
const file = (name, mime, size = { width: 1280, height: 720 }) => ({
  id: 7,
  documentId: 'f7',
  name,
  mime,
  url: `/uploads/${name}`,
  alternativeText: null,
  ...size,
});
const paragraph = (text) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];
const hero = (fields = {}) => ({
  id: 1,
  __component: 'blocks.hero',
  heading: 'Pojištění, které vás podrží',
  button: { id: 2, text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
  image: file('rodina.jpg', 'image/jpeg'),
  ...fields,
});
const notice = (fields = {}) => ({
  id: 3,
  __component: 'blocks.info-section',
  type: 'medium',
  color: 'modra',
  content: paragraph('Pobočky mají 24. prosince zavřeno.'),
  visibleFrom: null,
  visibleTo: null,
  ...fields,
});
const only = (sections) => sectionErrors(sections, rules).map(({ path, message }) => ({ path, message }));

test('valid sections pass, with Strapi’s own keys (id, __component, __temp_key__) in them', () => {
  const sections = [
    { ...hero(), __temp_key__: 'a0' },
    notice({ visibleFrom: '2026-12-01', visibleTo: '2026-12-24T12:00:00.000Z' }),
  ];
  assert.deepEqual(sectionErrors(sections, rules), []);
});

test('the issue’s invalid values are refused on their fields, with the site’s Czech message', () => {
  const cases = [
    [hero({ button: { ...hero().button, url: 'www.example.cz' } }), ['button', 'url']],
    [hero({ heading: '   ' }), ['heading']],
    [notice({ content: [] }), ['content']],
    // What the admin's Blocks editor sends once emptied: `null` (normalizeBlocksState).
    [notice({ content: null }), ['content']],
    [notice({ visibleFrom: '2026-12-24', visibleTo: '2026-12-01' }), ['visibleTo']],
  ];
  for (const [section, field] of cases) {
    const site = resolveSection(registry, section);
    assert.equal(site.status, 'invalid', JSON.stringify(section));
    assert.deepEqual(only([hero(), section]), [
      { path: ['sections', 1, ...field], message: site.issues[0].message },
    ]);
  }
  assert.deepEqual(
    only([hero({ button: { ...hero().button, url: 'www.example.cz' } })])[0].message,
    'Odkaz není bezpečná adresa (http, https, mailto, tel nebo cesta na webu).',
  );
  assert.equal(only([notice({ content: [] })])[0].message, 'Oznámení nemá žádný text.');
  assert.equal(
    only([notice({ visibleFrom: '2026-12-24', visibleTo: '2026-12-01' })])[0].message,
    'Konec zobrazení musí být až po jeho začátku.',
  );
});

test('a file the field does not take (a video where only images go) is refused on the media field', () => {
  assert.deepEqual(only([hero({ image: file('klip.mp4', 'video/mp4') })]), [
    { path: ['sections', 0, 'image'], message: 'Toto pole přijímá jen obrázky; „klip.mp4“ je video.' },
  ]);
});

test('an issue inside a media file lands on the media field, in words about the file', () => {
  const unsafe = hero({ image: { ...file('a.jpg', 'image/jpeg'), url: 'javascript:alert(1)' } });
  assert.deepEqual(only([unsafe]), [
    { path: ['sections', 0, 'image'], message: 'Obrázek nemá bezpečnou adresu.' },
  ]);
  const unsized = hero({ image: file('logo.svg', 'image/svg+xml', { width: null, height: null }) });
  assert.deepEqual(only([unsized]), [
    {
      path: ['sections', 0, 'image'],
      message: 'Soubor nemá uvedenou šířku a výšku v pixelech; web ho bez nich nezobrazí.',
    },
  ]);
});

test('an empty required field says so; a section type the site does not know is an error on the section', () => {
  assert.deepEqual(only([hero({ heading: null })]), [
    { path: ['sections', 0, 'heading'], message: REQUIRED },
  ]);
  const { heading: _, ...withoutHeading } = hero();
  assert.deepEqual(only([withoutHeading]), [{ path: ['sections', 0, 'heading'], message: REQUIRED }]);
  assert.deepEqual(only([hero(), { id: 9, __component: 'blocks.does-not-exist' }]), [
    {
      path: ['sections', 1],
      message: 'Web tento druh sekce nezná (blocks.does-not-exist): nezobrazil by ji.',
    },
  ]);
});

test('a schema that throws fails its own section, as on the site', () => {
  const throwing = {
    type: 'test.throws',
    label: 'Zkouška',
    content: {
      safeParse() {
        throw new Error('boom');
      },
    },
  };
  const found = sectionErrors([{ __component: 'test.throws' }], {
    registry: new Map([['test.throws', throwing]]),
    components: {},
  });
  assert.deepEqual(found, [
    {
      path: ['sections', 0],
      message: 'Sekci nelze zobrazit: její kontrola selhala (boom).',
      name: 'ValidationError',
    },
  ]);
});

test('no English reaches an editor: every field of every block given a value of the wrong kind', () => {
  const english = /\b(invalid|expected|received|undefined|object|string|number|boolean|array|required)\b/i;
  const wrong = [null, 42, 'x', true, {}, [], [42], [{}], { url: 42 }];
  let checked = 0;
  for (const { type } of blocks) {
    for (const key of Object.keys(components[type]?.attributes ?? {})) {
      for (const value of wrong) {
        for (const error of sectionErrors([{ __component: type, [key]: value }], rules)) {
          checked++;
          assert.doesNotMatch(error.message, english, `${type}.${key} = ${JSON.stringify(value)}`);
          assert.match(error.message, /[.)]$/, `${type}.${key}: a sentence`);
        }
      }
    }
  }
  assert.ok(checked > 500, `only ${checked} errors checked`);
});

test('zod issues without a message of the schema’s own get Czech ones', () => {
  const cases = [
    [{ code: 'invalid_type', expected: 'string', input: undefined }, REQUIRED],
    [{ code: 'invalid_type', expected: 'string', input: null }, REQUIRED],
    [
      { code: 'invalid_type', expected: 'object', input: 'x' },
      'Hodnota má nesprávný tvar: čeká se skupina polí.',
    ],
    [{ code: 'too_small', origin: 'string', minimum: 1, inclusive: true }, REQUIRED],
    [{ code: 'too_small', origin: 'string', minimum: 3, inclusive: true }, 'Text musí mít aspoň 3 znaky.'],
    [{ code: 'too_small', origin: 'array', minimum: 1, inclusive: true }, 'Přidejte aspoň jednu položku.'],
    [{ code: 'too_small', origin: 'array', minimum: 5, inclusive: true }, 'Přidejte aspoň 5 položek.'],
    [{ code: 'too_small', origin: 'number', minimum: 0, inclusive: false }, 'Číslo musí být větší než 0.'],
    [{ code: 'too_big', origin: 'string', maximum: 1, inclusive: true }, 'Text smí mít nejvýš 1 znak.'],
    [{ code: 'too_big', origin: 'array', maximum: 2, inclusive: true }, 'Seznam smí mít nejvýš 2 položky.'],
    [{ code: 'too_big', origin: 'number', maximum: 5, inclusive: true }, 'Číslo smí být nejvýš 5.'],
    [{ code: 'invalid_value', values: ['a', 'b'] }, 'Vyberte jednu z nabízených možností.'],
    [{ code: 'invalid_format', format: 'email' }, 'Zadejte platnou e-mailovou adresu.'],
    [{ code: 'invalid_format', format: 'regex' }, 'Hodnota nemá požadovaný tvar.'],
    [{ code: 'not_multiple_of', divisor: 5 }, 'Číslo musí být násobkem 5.'],
    [{ code: 'invalid_union' }, 'Hodnota nemá žádný z povolených tvarů.'],
    [{ code: 'custom' }, 'Hodnota není platná.'],
  ];
  for (const [issue, message] of cases)
    assert.equal(czechIssueMessage(issue), message, JSON.stringify(issue));
});

// Components of their own, so every path rule is shown whatever the generated ones look like today.
const fixture = {
  'blocks.demo': {
    attributes: {
      heading: { type: 'text' },
      body: { type: 'blocks' },
      data: { type: 'json' },
      image: { type: 'media', multiple: false, allowedTypes: ['images'] },
      gallery: { type: 'media', multiple: true, allowedTypes: ['images', 'videos'] },
      button: { type: 'component', repeatable: false, component: 'shared.link' },
      cards: { type: 'component', repeatable: true, component: 'blocks.demo-cards' },
      tags: { type: 'component', repeatable: true, component: 'shared.tag' },
      note: { type: 'component', repeatable: false, component: 'shared.tag' },
    },
  },
  'blocks.demo-cards': {
    attributes: {
      title: { type: 'text' },
      photo: { type: 'media', multiple: false, allowedTypes: ['images'] },
      animation: { type: 'media', multiple: false, allowedTypes: ['videos', 'files'] },
    },
  },
  'shared.link': { attributes: { text: { type: 'text' }, url: { type: 'string' } } },
  'shared.tag': { attributes: { text: { type: 'string' } } },
};

test('an issue’s path becomes the admin field that shows it', () => {
  const at = (issuePath) => adminFieldPath(fixture, 'blocks.demo', issuePath);
  assert.deepEqual(at(['heading']), ['heading']);
  assert.deepEqual(at(['button', 'url']), ['button', 'url']);
  assert.deepEqual(at(['button']), ['button'], 'a component shows its own error');
  assert.deepEqual(at(['cards', 2, 'title']), ['cards', 2, 'title']);
  assert.deepEqual(at(['cards', '2', 'title']), ['cards', 2, 'title']);
  assert.deepEqual(at(['cards']), ['cards'], 'a repeatable component shows its list’s error');
  assert.deepEqual(at(['cards', 1]), ['cards', 1]);
  // Cut at the first field that is not a component: inside a file, rich text or JSON there is no field.
  assert.deepEqual(at(['image', 'url']), ['image']);
  assert.deepEqual(at(['gallery', 3, 'width']), ['gallery']);
  assert.deepEqual(at(['cards', 0, 'photo', 'url']), ['cards', 0, 'photo']);
  assert.deepEqual(at(['body', 2, 'children', 0, 'url']), ['body']);
  assert.deepEqual(at(['data', 'x']), ['data']);
  // A component of one field shows the issue on it (a list of plain values: `[{ id, text }]`).
  assert.deepEqual(at(['tags', 1]), ['tags', 1, 'text']);
  assert.deepEqual(at(['note']), ['note', 'text']);
  // A key the component does not have (a schema-only value): the deepest field that exists.
  assert.deepEqual(at(['button', 'nope']), ['button']);
  assert.deepEqual(at(['nope']), []);
  assert.deepEqual(at([]), []);
});

test('every file is checked against the kinds its field takes, in components and lists too', () => {
  const section = {
    image: file('a.png', 'image/png'),
    gallery: [file('b.webp', 'image/webp'), file('c.mp4', 'video/mp4'), file('d.pdf', 'application/pdf')],
    cards: [
      { photo: file('e.jpg', 'image/jpeg'), animation: file('pulse.json', 'application/json') },
      { photo: file('f.mov', 'video/quicktime'), animation: file('g.png', 'image/png') },
    ],
  };
  assert.deepEqual(mediaTypeErrors(fixture, 'blocks.demo', section), [
    { path: ['gallery'], message: 'Toto pole přijímá jen obrázky nebo videa; „d.pdf“ je soubor.' },
    { path: ['cards', 1, 'photo'], message: 'Toto pole přijímá jen obrázky; „f.mov“ je video.' },
    {
      path: ['cards', 1, 'animation'],
      message: 'Toto pole přijímá jen videa nebo ostatní soubory; „g.png“ je obrázek.',
    },
  ]);
  assert.equal(mediaKind('audio/mpeg'), 'audios');
  assert.equal(mediaKind(undefined), 'files');
});

test('one message per field, the more precise one kept: the admin holds its errors in one object', () => {
  const block = {
    type: 'blocks.demo',
    label: 'Ukázka',
    content: {
      safeParse: () => ({
        success: false,
        error: {
          issues: [
            { code: 'custom', path: ['button'], message: 'Tlačítko je neúplné.' },
            { code: 'custom', path: ['button', 'url'], message: 'Odkaz je špatně.' },
            { code: 'custom', path: ['button', 'url'], message: 'Druhá zpráva téhož pole.' },
            { code: 'custom', path: ['heading'], message: 'Nadpis je špatně.' },
          ],
        },
      }),
    },
  };
  const found = sectionErrors([{ __component: 'blocks.demo' }], {
    registry: new Map([['blocks.demo', block]]),
    components: fixture,
  });
  assert.deepEqual(
    found.map((error) => [error.path.join('.'), error.message]),
    [
      ['sections.0.button.url', 'Odkaz je špatně.'],
      ['sections.0.heading', 'Nadpis je špatně.'],
    ],
  );
});

test('the refusal is Strapi’s ValidationError: a Czech notice, the field errors in details.errors', () => {
  const sections = [hero(), notice({ content: [], visibleFrom: '2026-12-24', visibleTo: '2026-12-01' })];
  const found = sectionErrors(sections, rules);
  const error = sectionsValidationError(found, sections, registry);
  assert.ok(error instanceof errors.ValidationError);
  assert.equal(error.name, 'ValidationError');
  assert.equal(
    error.message,
    `Sekce 2 (${registry.get('blocks.info-section').label}): Oznámení nemá žádný text.`,
  );
  assert.deepEqual(error.details, {
    errors: [
      { path: ['sections', 1, 'content'], message: 'Oznámení nemá žádný text.', name: 'ValidationError' },
    ],
  });
  // The seed drops a refused section by the first error's path (sections, index).
  assert.deepEqual(error.details.errors[0].path.slice(0, 2), ['sections', 1]);
  const two = [hero({ heading: ' ' }), hero({ image: file('x.mp4', 'video/mp4') })];
  assert.match(
    sectionsValidationError(sectionErrors(two, rules), two, registry).message,
    /\(chyb celkem: 2\)$/,
  );
});

/** The middleware with a store of drafts: records what it read and whether the write was rolled back. */
function harness(drafts) {
  const log = [];
  const middleware = pageValidationMiddleware({
    registry,
    components: () => components,
    read: async (documentId, locale) => {
      log.push(['read', documentId, locale]);
      return drafts[documentId] ? { sections: drafts[documentId] } : null;
    },
    transaction: async (work) => {
      log.push(['begin']);
      try {
        const result = await work();
        log.push(['commit']);
        return result;
      } catch (error) {
        log.push(['rollback']);
        throw error;
      }
    },
  });
  const run = (context, result) =>
    middleware({ uid: PAGE, params: {}, ...context }, async () => {
      log.push(['next']);
      return result;
    });
  return { log, run };
}

test('create and update are checked on what they stored, in their transaction, and rolled back when refused', async () => {
  const { log, run } = harness({ good: [hero()], bad: [hero({ heading: ' ' })] });
  assert.deepEqual(await run({ action: 'create', params: { data: {} } }, { documentId: 'good' }), {
    documentId: 'good',
  });
  assert.deepEqual(log.splice(0), [['begin'], ['next'], ['read', 'good', undefined], ['commit']]);
  await assert.rejects(
    run({ action: 'update', params: { documentId: 'bad', locale: 'cs' } }, null),
    (error) => {
      assert.ok(error instanceof errors.ValidationError);
      assert.deepEqual(error.details.errors[0].path, ['sections', 0, 'heading']);
      return true;
    },
  );
  assert.deepEqual(log.splice(0), [['begin'], ['next'], ['read', 'bad', 'cs'], ['rollback']]);
});

test('publish checks the stored draft before anything is published', async () => {
  const { log, run } = harness({ good: [notice()], bad: [notice({ content: [] })] });
  await run({ action: 'publish', params: { documentId: 'good' } }, { documentId: 'good' });
  assert.deepEqual(log.splice(0), [['read', 'good', undefined], ['next']]);
  await assert.rejects(run({ action: 'publish', params: { documentId: 'bad' } }), errors.ValidationError);
  assert.deepEqual(log.splice(0), [['read', 'bad', undefined]], 'never published');
});

test('other content types and actions pass untouched', async () => {
  const { log, run } = harness({ bad: [hero({ heading: ' ' })] });
  await run({ uid: 'api::footer.footer', action: 'update', params: { documentId: 'bad' } });
  for (const action of ['findOne', 'findMany', 'delete', 'unpublish', 'discardDraft', 'clone']) {
    await run({ action, params: { documentId: 'bad' } });
  }
  assert.deepEqual(log, Array(7).fill(['next']));
});

test('the read-back populates every section type: the site’s populate where it has one, else all of it', () => {
  assert.deepEqual(deepPopulate(fixture, 'blocks.demo'), {
    populate: {
      image: true,
      gallery: true,
      button: true,
      cards: { populate: { photo: true, animation: true } },
      tags: true,
      note: true,
    },
  });
  const site = { 'blocks.demo': { populate: { image: true } } };
  assert.deepEqual(sectionsPopulate(['blocks.demo', 'shared.link'], fixture, site), {
    sections: { on: { 'blocks.demo': { populate: { image: true } }, 'shared.link': true } },
  });
});

// ---------------------------------------------------------------------------------------------
// The branch directory: the branch blocks show it, so it is checked on its own save and put into
// their sections when a page is checked.

const directory = await loadBranchDirectory();
const directoryFile = JSON.parse(
  fs.readFileSync(path.join(REPO, 'apps/web/src/content/branches.json'), 'utf8'),
);
const branches = directoryFile.data.branches;
const directoryType = JSON.parse(
  fs.readFileSync(
    path.join(REPO, 'apps/cms/src/api/branch-directory/content-types/branch-directory/schema.json'),
    'utf8',
  ),
);
const transaction = async (work) => work();

test('a page’s branch block is checked with the stored directory in it; an empty directory is named', async () => {
  const contacts = { id: 9, __component: 'branches.contacts', heading: 'Naše pobočky' };
  const check = (stored) =>
    pageValidationMiddleware({
      registry,
      components: () => components,
      read: async () => ({ sections: [hero(), contacts] }),
      transaction,
      directory: async () => stored,
      directoryBlocks: directory.blockTypes,
    })({ uid: PAGE, action: 'publish', params: { documentId: 'd' } }, async () => 'published');
  assert.equal(await check(branches), 'published');
  await assert.rejects(check([]), (error) => {
    assert.deepEqual(error.details.errors, [
      {
        path: ['sections', 1],
        message: 'Adresář poboček je prázdný: blok by nic neukázal. Vyplňte pobočky v typu obsahu Pobočky.',
        name: 'ValidationError',
      },
    ]);
    return true;
  });
});

test('the directory is refused on the field the admin shows, in Czech: a busy hour when the branch is closed', async () => {
  const [cernyMost, ...rest] = branches;
  const lunch = {
    ...cernyMost,
    busyHours: [
      {
        day: 'po',
        hours: [
          { hour: 11, value: 2 },
          { hour: 12, value: 3 },
        ],
      },
    ],
  };
  const check = (stored) =>
    directoryValidationMiddleware({
      content: directory.content,
      attributes: directoryType.attributes,
      components: () => components,
      read: async () => stored,
      transaction,
    })({ uid: BRANCH_DIRECTORY, action: 'update', params: {} }, async () => 'saved');
  assert.equal(await check({ id: 1, branches }), 'saved');
  await assert.rejects(check({ id: 1, branches: [lunch, ...rest] }), (error) => {
    assert.ok(error instanceof errors.ValidationError);
    assert.deepEqual(error.details.errors, [
      {
        path: ['branches', 0, 'busyHours', 0, 'hours', 1, 'hour'],
        message: 'V pondělí od 12 do 13 h má pobočka zavřeno: vytížení patří jen do otevírací doby.',
        name: 'ValidationError',
      },
    ]);
    return true;
  });
  // Two branches of one name: on the list, where the admin shows it.
  await assert.rejects(check({ id: 1, branches: [cernyMost, cernyMost] }), (error) => {
    assert.deepEqual(
      error.details.errors.map((each) => each.path),
      [['branches']],
    );
    return true;
  });
});
