// The editors' admin set up at every start (src/admin-setup): field labels from fields.json, the
// Editor role's permissions, the seeded accounts, the preview link. Strapi's services are stood in
// for by small fakes with the same methods; a real Strapi runs them in the e2e-on-Strapi suite.
// Run: node --test apps/cms/test/admin-setup.test.mjs (Node 22).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { accountFromEnv, ensureEditor, ensureFirstAdmin } = require('../src/admin-setup/accounts.js');
const { EDITOR_ROLE_CODE, editorPermissions, ensureEditorRole } = require('../src/admin-setup/editorRole.js');
const {
  applyFieldLabels,
  labelledConfiguration,
  readFieldLabels,
} = require('../src/admin-setup/fieldLabels.js');
const { createPreviewHandler, previewSettings } = require('../src/admin-setup/preview.js');

// ---------------------------------------------------------------------------------------------
// Field labels

/** What fields.json holds for a block (the generator's format) and the page type. */
const FIELDS = {
  'blocks.faq-items': {
    mainField: 'question',
    fields: {
      question: { label: 'Otázka', hint: 'Krátce, jak se ptají klienti.' },
      answer: { label: 'Odpověď', hint: 'Formátovaný text odpovědi.' },
    },
  },
  'api::page.page': {
    mainField: null,
    fields: { title: { label: 'Název stránky', hint: 'V záložce prohlížeče a ve výsledcích hledání.' } },
  },
};

/** A configuration as the content manager makes it (default metadatas, settings, layouts). */
const strapiConfiguration = (attributes) => ({
  settings: { bulkable: true, pageSize: 10, mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC' },
  metadatas: Object.fromEntries(
    Object.keys(attributes).map((name) => [
      name,
      {
        edit: { label: name, description: '', placeholder: '', visible: true, editable: true },
        list: { label: name, searchable: true, sortable: true },
      },
    ]),
  ),
  layouts: { list: ['id'], edit: [Object.keys(attributes).map((name) => ({ name, size: 6 }))] },
});

const FAQ_ATTRIBUTES = { question: { type: 'string' }, answer: { type: 'blocks' } };
const PAGE_ATTRIBUTES = {
  title: { type: 'string' },
  slug: { type: 'string' },
  sections: { type: 'dynamiczone' },
};

test('labels and hints go into the edit form and the list view; the rest of the configuration stays', () => {
  const before = strapiConfiguration(FAQ_ATTRIBUTES);
  const problems = [];
  const after = labelledConfiguration(before, FIELDS['blocks.faq-items'], FAQ_ATTRIBUTES, problems);
  assert.deepEqual(problems, []);
  assert.deepEqual(after.metadatas.question, {
    edit: {
      label: 'Otázka',
      description: 'Krátce, jak se ptají klienti.',
      placeholder: '',
      visible: true,
      editable: true,
    },
    list: { label: 'Otázka', searchable: true, sortable: true },
  });
  assert.equal(after.metadatas.answer.edit.description, 'Formátovaný text odpovědi.');
  // A collapsed list item is named by its question.
  assert.equal(after.settings.mainField, 'question');
  assert.equal(after.settings.pageSize, 10);
  assert.deepEqual(after.layouts, before.layouts);
  // The input is not changed in place.
  assert.equal(before.metadatas.question.edit.label, 'question');
});

test('a null main field leaves Strapi’s; a main field the admin cannot show, or an unknown field, is reported and skipped', () => {
  const page = labelledConfiguration(
    strapiConfiguration(PAGE_ATTRIBUTES),
    FIELDS['api::page.page'],
    PAGE_ATTRIBUTES,
  );
  assert.equal(page.settings.mainField, 'id');
  assert.equal(page.metadatas.title.edit.label, 'Název stránky');

  const problems = [];
  const stale = labelledConfiguration(
    strapiConfiguration(FAQ_ATTRIBUTES),
    { mainField: 'answer', fields: { otazka: { label: 'Otázka', hint: '' } } },
    FAQ_ATTRIBUTES,
    problems,
  );
  assert.equal(stale.settings.mainField, 'id');
  assert.equal(stale.metadatas.otazka, undefined);
  assert.deepEqual(problems, [
    'no field otazka',
    'main field answer is not a text, number, date or single relation',
  ]);
});

/** Strapi with the content manager's configuration services, in memory. */
function fakeStrapi({ components = {}, contentTypes = {} } = {}) {
  const store = new Map();
  const writes = [];
  const warnings = [];
  const configurationService = (models) => ({
    findComponent: (uid) => ({ uid, ...models[uid] }),
    findContentType: (uid) => ({ uid, ...models[uid] }),
    async findConfiguration(model) {
      const stored = store.get(model.uid) ?? strapiConfiguration(models[model.uid].attributes);
      return { uid: model.uid, ...structuredClone(stored) };
    },
    async updateConfiguration(model, configuration) {
      writes.push(model.uid);
      store.set(model.uid, structuredClone(configuration));
    },
  });
  const services = {
    components: configurationService(components),
    'content-types': configurationService(contentTypes),
  };
  return {
    components,
    contentTypes,
    store,
    writes,
    warnings,
    log: { warn: (message) => warnings.push(message) },
    plugin: (name) => {
      assert.equal(name, 'content-manager');
      return { service: (service) => services[service] };
    },
  };
}

test('at every start the file is applied to the components and content types it names, once', async () => {
  const strapi = fakeStrapi({
    components: { 'blocks.faq-items': { attributes: FAQ_ATTRIBUTES } },
    contentTypes: { 'api::page.page': { attributes: PAGE_ATTRIBUTES } },
  });
  const entries = { ...FIELDS, 'blocks.zruseny-blok': { mainField: null, fields: {} } };
  assert.deepEqual(await applyFieldLabels(strapi, entries), ['blocks.faq-items', 'api::page.page']);
  assert.equal(strapi.store.get('blocks.faq-items').metadatas.question.edit.label, 'Otázka');
  assert.equal(strapi.store.get('blocks.faq-items').settings.mainField, 'question');
  assert.equal(strapi.store.get('api::page.page').metadatas.title.list.label, 'Název stránky');
  assert.deepEqual(strapi.store.get('blocks.faq-items').layouts, strapiConfiguration(FAQ_ATTRIBUTES).layouts);
  assert.match(strapi.warnings.join('\n'), /blocks\.zruseny-blok, which is no component or content type/);
  // The next start finds everything in place and writes nothing.
  assert.deepEqual(await applyFieldLabels(strapi, entries), []);
  assert.deepEqual(strapi.writes, ['blocks.faq-items', 'api::page.page']);
});

test('no fields.json yet: nothing to apply', () => {
  const missing = path.join(os.tmpdir(), 'admin-setup-none', 'fields.json');
  assert.deepEqual(readFieldLabels(missing), {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-setup-'));
  fs.writeFileSync(path.join(dir, 'fields.json'), JSON.stringify(FIELDS));
  assert.deepEqual(readFieldLabels(path.join(dir, 'fields.json')), FIELDS);
});

// ---------------------------------------------------------------------------------------------
// The Editor role

const PAGE = 'api::page.page';
const NAVIGATION = 'api::navigation.navigation';
const FOOTER = 'api::footer.footer';
const BRANCHES = 'api::branch-directory.branch-directory';
const explorer = (name, subjects) => ({ actionId: `plugin::content-manager.explorer.${name}`, subjects });
/** The actions Strapi registers for this CMS (publish only for the type with drafts), and others. */
const ACTIONS = [
  explorer('create', [PAGE, NAVIGATION, FOOTER, BRANCHES, 'plugin::users-permissions.user']),
  explorer('read', [PAGE, NAVIGATION, FOOTER, BRANCHES, 'plugin::users-permissions.user']),
  explorer('update', [PAGE, NAVIGATION, FOOTER, BRANCHES, 'plugin::users-permissions.user']),
  explorer('delete', [PAGE, NAVIGATION, FOOTER, BRANCHES, 'plugin::users-permissions.user']),
  explorer('publish', [PAGE]),
  { actionId: 'admin::users.read' },
  { actionId: 'admin::webhooks.update' },
];

function fakeAdmin({ roles = [], users = [] } = {}) {
  const assigned = new Map();
  const state = { roles, users, assigned, logs: [] };
  const services = {
    'admin::permission': {
      actionProvider: { get: (id) => ACTIONS.find((action) => action.actionId === id) },
    },
    'admin::content-type': {
      // As Strapi's: one permission per action and subject, with every field of the subject.
      getPermissionsWithNestedFields: (actions) =>
        actions.flatMap((action) =>
          action.subjects.map((subject) => ({
            action: action.actionId,
            subject,
            properties: { fields: ['title', 'slug'] },
          })),
        ),
    },
    'admin::role': {
      findOne: async ({ code }) => state.roles.find((role) => role.code === code) ?? null,
      create: async (role) => {
        const created = { id: state.roles.length + 1, ...role };
        state.roles.push(created);
        return created;
      },
      assignPermissions: async (id, permissions) => assigned.set(id, permissions),
      getSuperAdminWithUsersCount: async () => {
        const role = state.roles.find((candidate) => candidate.code === 'strapi-super-admin');
        if (!role) return null;
        const usersCount = state.users.filter((user) => user.roles.some((r) => r.id === role.id)).length;
        return { ...role, usersCount };
      },
    },
    'admin::user': {
      exists: async () => state.users.length > 0,
      findOneByEmail: async (email) => state.users.find((user) => user.email === email) ?? null,
      create: async (attributes) => {
        const user = {
          id: state.users.length + 1,
          ...attributes,
          password: `hash:${attributes.password}`,
          roles: attributes.roles.map((id) => state.roles.find((role) => role.id === id)),
        };
        state.users.push(user);
        return user;
      },
      updateById: async (id, changes) => {
        const user = state.users.find((candidate) => candidate.id === id);
        Object.assign(user, changes);
        if (changes.password) user.password = `hash:${changes.password}`;
        if (changes.roles)
          user.roles = changes.roles.map((rid) => state.roles.find((role) => role.id === rid));
        state.logs.push(`update ${Object.keys(changes).sort().join(',')}`);
        return user;
      },
    },
    'admin::auth': { validatePassword: async (password, hash) => hash === `hash:${password}` },
  };
  const listeners = new Map();
  return {
    state,
    service: (name) => services[name],
    log: {
      warn: (message) => state.logs.push(`warn ${message}`),
      info: (message) => state.logs.push(`info ${message}`),
      error: (message) => state.logs.push(`error ${message}`),
    },
    // Strapi's event hub: `on` returns the function that removes the listener.
    eventHub: {
      listeners,
      on: (event, listener) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return () =>
          listeners.set(
            event,
            listeners.get(event).filter((other) => other !== listener),
          );
      },
      emit: async (event, ...args) => {
        for (const listener of listeners.get(event) ?? []) await listener(...args);
      },
    },
    db: {
      query: () => ({
        update: async ({ where, data }) =>
          Object.assign(
            state.roles.find((role) => role.id === where.id),
            data,
          ),
      }),
    },
  };
}

const SUPER_ADMIN = { id: 1, code: 'strapi-super-admin', name: 'Super Admin' };
const EDITOR = { id: 2, code: EDITOR_ROLE_CODE, name: 'Editor', description: 'Editors can manage…' };

test('the Editor role: pages in full, navigation, footer and branches, the media library, and nothing else', () => {
  const permissions = editorPermissions(fakeAdmin());
  const granted = permissions
    .map(({ action, subject }) => (subject ? `${action} ${subject}` : action))
    .sort();
  const cm = 'plugin::content-manager.explorer';
  assert.deepEqual(
    granted,
    [
      `${cm}.create ${BRANCHES}`,
      `${cm}.create ${FOOTER}`,
      `${cm}.create ${NAVIGATION}`,
      `${cm}.create ${PAGE}`,
      `${cm}.delete ${PAGE}`,
      `${cm}.publish ${PAGE}`,
      `${cm}.read ${BRANCHES}`,
      `${cm}.read ${FOOTER}`,
      `${cm}.read ${NAVIGATION}`,
      `${cm}.read ${PAGE}`,
      `${cm}.update ${BRANCHES}`,
      `${cm}.update ${FOOTER}`,
      `${cm}.update ${NAVIGATION}`,
      `${cm}.update ${PAGE}`,
      'plugin::upload.assets.copy-link',
      'plugin::upload.assets.create',
      'plugin::upload.assets.download',
      'plugin::upload.assets.update',
      'plugin::upload.read',
    ].sort(),
  );
  // Every field of the content types (as Strapi computes them), not a partial list.
  for (const permission of permissions.filter((p) => p.subject)) {
    assert.deepEqual(permission.properties.fields, ['title', 'slug']);
  }
  assert.ok(!granted.some((grant) => /^admin::|users-permissions|content-type-builder/.test(grant)));
});

test('the role’s permissions are set at every start, and the role is made again if it was deleted', async () => {
  const strapi = fakeAdmin({ roles: [SUPER_ADMIN, { ...EDITOR }] });
  const role = await ensureEditorRole(strapi);
  assert.equal(role.id, EDITOR.id);
  assert.equal(strapi.state.assigned.get(EDITOR.id).length, 19);
  assert.match(strapi.state.roles[1].description, /^Redakce: stránky/);

  const bare = fakeAdmin({ roles: [SUPER_ADMIN] });
  const made = await ensureEditorRole(bare);
  assert.equal(made.code, EDITOR_ROLE_CODE);
  assert.equal(made.name, 'Editor');
  assert.equal(bare.state.assigned.get(made.id).length, 19);
});

// ---------------------------------------------------------------------------------------------
// Seeded accounts

const EDITOR_ENV = { CMS_EDITOR_EMAIL: ' Eva.Redaktorka@Example.cz ', CMS_EDITOR_PASSWORD: 'Redakce-2026' };

test('an account from the environment needs both variables, an address and Strapi’s password rule', () => {
  assert.equal(accountFromEnv('CMS_EDITOR', {}, 'Redaktor webu'), undefined);
  assert.deepEqual(
    accountFromEnv('CMS_EDITOR', { ...EDITOR_ENV, CMS_EDITOR_NAME: 'Eva Nová Redaktorka' }, 'x'),
    {
      email: 'eva.redaktorka@example.cz',
      password: 'Redakce-2026',
      firstname: 'Eva',
      lastname: 'Nová Redaktorka',
    },
  );
  assert.deepEqual(accountFromEnv('CMS_EDITOR', EDITOR_ENV, 'Redaktor webu'), {
    email: 'eva.redaktorka@example.cz',
    password: 'Redakce-2026',
    firstname: 'Redaktor',
    lastname: 'webu',
  });
  const refused = (env, message) => assert.throws(() => accountFromEnv('CMS_EDITOR', env, 'x'), message);
  refused({ CMS_EDITOR_EMAIL: 'eva@example.cz' }, /CMS_EDITOR_EMAIL and CMS_EDITOR_PASSWORD go together/);
  refused({ CMS_EDITOR_PASSWORD: 'Redakce-2026' }, /go together/);
  refused({ ...EDITOR_ENV, CMS_EDITOR_EMAIL: 'eva' }, /CMS_EDITOR_EMAIL is not an e-mail address/);
  refused(
    { ...EDITOR_ENV, CMS_EDITOR_PASSWORD: 'Kratke1' },
    /CMS_EDITOR_PASSWORD has fewer than 8 characters/,
  );
  refused(
    { ...EDITOR_ENV, CMS_EDITOR_PASSWORD: 'redakce-2026' },
    /needs a lowercase letter, an uppercase letter/,
  );
  refused({ ...EDITOR_ENV, CMS_EDITOR_PASSWORD: `Aa1${'ž'.repeat(35)}` }, /longer than 72 bytes/);
});

test('the editor: created active with the Editor role and Czech; password, role and activity restored at every start', async () => {
  const admin = { id: 1, email: 'spravce@example.cz', roles: [SUPER_ADMIN], isActive: true };
  const strapi = fakeAdmin({ roles: [SUPER_ADMIN, EDITOR], users: [admin] });
  const editor = await ensureEditor(strapi, EDITOR, EDITOR_ENV);
  assert.equal(editor.email, 'eva.redaktorka@example.cz');
  assert.equal(editor.isActive, true);
  assert.equal(editor.preferedLanguage, 'cs');
  assert.equal(editor.registrationToken, null);
  assert.deepEqual(
    editor.roles.map((role) => role.code),
    [EDITOR_ROLE_CODE],
  );

  // Unchanged: nothing written.
  await ensureEditor(strapi, EDITOR, EDITOR_ENV);
  assert.deepEqual(strapi.state.logs, []);

  // Someone deactivated her, gave her another role and changed her password in the admin.
  Object.assign(editor, { isActive: false, roles: [EDITOR, { id: 3, code: 'strapi-author' }] });
  editor.password = 'hash:Jine-heslo-1';
  editor.preferedLanguage = 'en';
  await ensureEditor(strapi, EDITOR, EDITOR_ENV);
  assert.deepEqual(strapi.state.logs, ['update isActive,password,roles']);
  assert.equal(editor.isActive, true);
  assert.equal(editor.password, 'hash:Redakce-2026');
  assert.deepEqual(
    editor.roles.map((role) => role.id),
    [EDITOR.id],
  );
  // Her own choice of language stays hers.
  assert.equal(editor.preferedLanguage, 'en');
});

test('the editor never takes over a super administrator, and never closes the first administrator’s registration', async () => {
  const admin = {
    id: 1,
    email: 'eva.redaktorka@example.cz',
    roles: [SUPER_ADMIN],
    isActive: true,
    password: 'hash:x',
  };
  const strapi = fakeAdmin({ roles: [SUPER_ADMIN, EDITOR], users: [admin] });
  await ensureEditor(strapi, EDITOR, EDITOR_ENV);
  assert.deepEqual(admin.roles, [SUPER_ADMIN]);
  assert.equal(admin.password, 'hash:x');
  assert.match(strapi.state.logs.join('\n'), /is a super administrator: not changed/);

  // No admin user yet: the editor would make /admin skip the registration of the first one. She is
  // created when the first administrator has registered (Strapi's `user.create` event), once.
  const empty = fakeAdmin({ roles: [SUPER_ADMIN, EDITOR] });
  assert.equal(await ensureEditor(empty, EDITOR, EDITOR_ENV), undefined);
  assert.equal(empty.state.users.length, 0);
  assert.match(empty.state.logs.join('\n'), /created when the first administrator registers/);
  const users = empty.service('admin::user');
  await users.create({ email: 'spravce@example.cz', password: 'Spravce-2026', roles: [SUPER_ADMIN.id] });
  await empty.eventHub.emit('user.create', { user: { id: 1 } });
  assert.deepEqual(
    empty.state.users.map((user) => [user.email, user.roles.map((role) => role.code)]),
    [
      ['spravce@example.cz', ['strapi-super-admin']],
      ['eva.redaktorka@example.cz', [EDITOR_ROLE_CODE]],
    ],
  );
  assert.deepEqual(empty.eventHub.listeners.get('user.create'), []);
});

test('an editor waiting for the first administrator is not made by a user who is none', async () => {
  const strapi = fakeAdmin({ roles: [SUPER_ADMIN, EDITOR] });
  await ensureEditor(strapi, EDITOR, EDITOR_ENV);
  await strapi.eventHub.emit('user.create', { user: { id: 1 } });
  assert.equal(strapi.state.users.length, 0);
  assert.equal(strapi.eventHub.listeners.get('user.create').length, 1);
});

test('the first super administrator from CMS_ADMIN_*: made only while there is none', async () => {
  const env = { CMS_ADMIN_EMAIL: 'spravce@example.cz', CMS_ADMIN_PASSWORD: 'Spravce-2026' };
  const strapi = fakeAdmin({ roles: [SUPER_ADMIN, EDITOR] });
  const admin = await ensureFirstAdmin(strapi, env);
  assert.deepEqual(admin.roles, [SUPER_ADMIN]);
  assert.equal(admin.isActive, true);
  assert.equal(admin.firstname, 'Správce');
  // Then the editor can be seeded on the same start.
  assert.equal((await ensureEditor(strapi, EDITOR, EDITOR_ENV)).email, 'eva.redaktorka@example.cz');
  // A later start, even with another password in the environment, changes no administrator.
  assert.equal(await ensureFirstAdmin(strapi, { ...env, CMS_ADMIN_PASSWORD: 'Jine-heslo-2026' }), undefined);
  assert.equal(admin.password, 'hash:Spravce-2026');
  assert.equal(strapi.state.users.length, 2);
  assert.equal(await ensureFirstAdmin(strapi, {}), undefined);
});

// ---------------------------------------------------------------------------------------------
// The preview link

const PREVIEW_ENV = {
  PUBLIC_SITE_URL: 'https://www.horizont.example/',
  PREVIEW_SECRET: 'nahled-pro-redaktory-2026-x',
};

test('the preview is on with the site’s address and a secret of 24+ characters, off otherwise', () => {
  assert.deepEqual(previewSettings(PREVIEW_ENV), {
    secret: 'nahled-pro-redaktory-2026-x',
    siteOrigin: 'https://www.horizont.example',
  });
  assert.equal(previewSettings({ ...PREVIEW_ENV, PREVIEW_SECRET: 'kratke' }), undefined);
  assert.equal(previewSettings({ ...PREVIEW_ENV, PUBLIC_SITE_URL: '' }), undefined);
  assert.equal(previewSettings({ ...PREVIEW_ENV, PUBLIC_SITE_URL: 'www.horizont.example' }), undefined);
  assert.equal(previewSettings({ ...PREVIEW_ENV, PUBLIC_SITE_URL: 'ftp://www.horizont.example' }), undefined);
});

test('a page’s preview is the site’s preview link of its slug; the chrome’s is the home page', async () => {
  const documents = {
    draft: { abc: { slug: 'o-nas/koncept' }, home: { slug: 'home' } },
    published: { abc: { slug: 'o-nas' }, home: { slug: 'home' }, old: { slug: 'jen-zverejnena' } },
  };
  const calls = [];
  const strapi = {
    documents: (uid) => ({
      findOne: async ({ documentId, status, fields }) => {
        calls.push({ uid, documentId, status, fields });
        return documents[status][documentId] ?? null;
      },
    }),
  };
  const handler = createPreviewHandler(() => strapi, PREVIEW_ENV);
  const link = (path) =>
    `https://www.horizont.example/nahled?secret=nahled-pro-redaktory-2026-x&path=${encodeURIComponent(path)}`;
  assert.equal(await handler(PAGE, { documentId: 'abc', status: 'draft' }), link('/o-nas/koncept'));
  assert.deepEqual(calls[0], { uid: PAGE, documentId: 'abc', status: 'draft', fields: ['slug'] });
  assert.equal(await handler(PAGE, { documentId: 'abc', status: 'published' }), link('/o-nas'));
  // After a save the admin asks with the document's status, `modified` (or none): the draft.
  assert.equal(await handler(PAGE, { documentId: 'abc', status: 'modified' }), link('/o-nas/koncept'));
  assert.equal(await handler(PAGE, { documentId: 'abc' }), link('/o-nas/koncept'));
  assert.ok(calls.every((call) => ['draft', 'published'].includes(call.status)));
  assert.equal(await handler(PAGE, { documentId: 'home', status: 'draft' }), link('/'));
  // Published only (its draft gone): the published slug.
  assert.equal(await handler(PAGE, { documentId: 'old', status: 'draft' }), link('/jen-zverejnena'));
  assert.equal(await handler(PAGE, { documentId: 'nic', status: 'draft' }), null);
  assert.equal(await handler(NAVIGATION, {}), link('/'));
  assert.equal(await handler(FOOTER, {}), link('/'));
  assert.equal(await handler('plugin::upload.file', { documentId: 'abc' }), null);
  assert.equal(
    await createPreviewHandler(() => strapi, {})(PAGE, { documentId: 'abc', status: 'draft' }),
    null,
  );
});
