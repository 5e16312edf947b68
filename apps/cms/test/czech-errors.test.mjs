// The server's English error messages an editor can meet, answered in Czech
// (src/lib/czechErrors.js, src/middlewares/czech-errors.js), and the single types titled by their
// Czech names on the dashboard (src/extensions/content-manager). Run: node --test test/czech-errors.test.mjs
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { czechMessage, translateErrorBody } = require('../src/lib/czechErrors.js');
const czechErrors = require('../src/middlewares/czech-errors.js');
const extendContentManager = require('../src/extensions/content-manager/strapi-server.js');
const { titledByName } = require('../src/admin-setup/fieldLabels.js');

test('the upload’s size limit names the file and the limit in Czech', () => {
  assert.equal(
    czechMessage('extremni.jpg exceeds size limit of 10 MB.'),
    'Soubor extremni.jpg je větší než povolených 10 MB.',
  );
});

test('a unique page address, and any other unique value, are refused in Czech on the field and in the notice', () => {
  const body = {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'This attribute must be unique',
      details: {
        errors: [{ path: ['slug'], message: 'This attribute must be unique', name: 'ValidationError' }],
      },
    },
  };
  const czech = translateErrorBody(body);
  assert.equal(czech.error.message, 'Tuto adresu už má jiná stránka. Zvolte jinou.');
  assert.deepEqual(czech.error.details.errors[0], {
    path: ['slug'],
    message: 'Tuto adresu už má jiná stránka. Zvolte jinou.',
    name: 'ValidationError',
  });
  assert.equal(
    czechMessage('This attribute must be unique', 'code'),
    'Tuto hodnotu už má jiný záznam. Zadejte jinou.',
  );
  assert.equal(body.error.message, 'This attribute must be unique', 'the original body is left alone');
});

test('the login’s rate limit and wrong credentials are Czech; a summary of several errors counts them in Czech', () => {
  assert.equal(
    czechMessage('Too many requests, please try again later.'),
    'Příliš mnoho pokusů. Zkuste to znovu za několik minut.',
  );
  assert.equal(czechMessage('Invalid credentials'), 'Nesprávný e-mail nebo heslo.');
  assert.equal(czechMessage('1 errors occurred'), 'Formulář obsahuje 1 chybu');
  assert.equal(czechMessage('3 errors occurred'), 'Formulář obsahuje 3 chyby');
  assert.equal(czechMessage('5 errors occurred'), 'Formulář obsahuje 5 chyb');
});

test('messages not listed, Czech ones included, and bodies without an error pass unchanged', () => {
  assert.equal(
    czechMessage('Sekce 2 (Oznámení): Napište text oznámení.'),
    'Sekce 2 (Oznámení): Napište text oznámení.',
  );
  assert.equal(czechMessage(undefined), undefined);
  const ok = { data: { id: 1 } };
  assert.equal(translateErrorBody(ok), ok);
});

test('the middleware rewrites the error answer the errors middleware wrote, and nothing else', async () => {
  const middleware = czechErrors({}, {});
  const refused = { status: 429, body: undefined };
  await middleware(refused, async () => {
    refused.body = {
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: {},
      },
    };
  });
  assert.equal(refused.body.error.message, 'Příliš mnoho pokusů. Zkuste to znovu za několik minut.');
  const answered = { status: 200, body: undefined };
  const data = { data: { message: 'Invalid credentials' } };
  await middleware(answered, async () => {
    answered.body = data;
  });
  assert.equal(answered.body, data);
});

test('the dashboard titles the navigation and the footer by their Czech names, not their document ids', async () => {
  const documents = [
    {
      documentId: 'uw4ig8syuw9zxuuoo0ulrfln',
      title: 'uw4ig8syuw9zxuuoo0ulrfln',
      kind: 'singleType',
      contentTypeUid: 'api::navigation.navigation',
    },
    { documentId: 'f00', title: 2, kind: 'singleType', contentTypeUid: 'api::footer.footer' },
    { documentId: 'p1', title: 'Kontakty', kind: 'collectionType', contentTypeUid: 'api::page.page' },
  ];
  const plugin = {
    services: {
      homepage: () => ({
        async queryLastDocuments() {
          return documents;
        },
        async getRecentlyUpdatedDocuments() {
          return this.queryLastDocuments();
        },
      }),
    },
  };
  const service = extendContentManager(plugin).services.homepage({ strapi: {} });
  const titles = (await service.getRecentlyUpdatedDocuments()).map((document) => document.title);
  assert.deepEqual(titles, ['Navigace', 'Patička', 'Kontakty']);
});

test('a single type without a main field of its own is titled by its name in its edit view (main field `id`)', () => {
  const settings = { mainField: 'documentId', pageSize: 10 };
  assert.deepEqual(titledByName(settings, { kind: 'singleType' }, { mainField: null }), {
    mainField: 'id',
    pageSize: 10,
  });
  assert.equal(titledByName(settings, { kind: 'collectionType' }, { mainField: null }), settings);
  assert.equal(titledByName(settings, { kind: 'singleType' }, { mainField: 'title' }), settings);
});
