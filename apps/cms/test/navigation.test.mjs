// The header's navigation in the CMS: menu groups of links and the standing actions, edited in the
// Navigation single type, seeded from the site's own apps/web/src/content/site-chrome.json. Run with
// Node 22 after building the packages: pnpm test:cms-schema.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REPO } from '../scripts/lib/blocks.mjs';

const require = createRequire(import.meta.url);
const { seedDemoContent } = require('../src/seed/index.js');

const CMS = path.join(REPO, 'apps/cms');
const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(...parts), 'utf8'));
const navigation = readJson(CMS, 'src/api/navigation/content-types/navigation/schema.json');
const footer = readJson(CMS, 'src/api/footer/content-types/footer/schema.json');
const component = (uid) => {
  const [category, name] = uid.split('.');
  return readJson(CMS, 'src/components', category, `${name}.json`);
};
const fields = readJson(CMS, 'src/content-manager/fields.json');
const chromeFile = readJson(REPO, 'apps/web/src/content/site-chrome.json');

test('the Navigation single type: groups of links and the header’s actions, nothing else', () => {
  assert.equal(navigation.kind, 'singleType');
  assert.deepEqual(navigation.attributes, {
    groups: { type: 'component', repeatable: true, component: 'chrome.nav-group' },
    actions: { type: 'component', repeatable: true, component: 'chrome.link' },
  });
  assert.deepEqual(component('chrome.nav-group').attributes, {
    label: { type: 'string', required: true },
    links: { type: 'component', repeatable: true, component: 'chrome.link' },
  });
  // The admin form names every field in Czech and shows a group by its label when collapsed.
  assert.equal(fields['chrome.nav-group'].mainField, 'label');
  for (const key of ['groups', 'actions']) {
    assert.ok(fields['api::navigation.navigation'].fields[key].label, key);
    assert.ok(fields['api::navigation.navigation'].fields[key].hint, key);
  }
});

/** A Strapi of the schema files alone, recording what the seed writes to each single type. */
function fakeStrapi() {
  const written = new Map();
  const components = {};
  for (const category of ['chrome', 'branches', 'shared']) {
    for (const file of fs.readdirSync(path.join(CMS, 'src/components', category))) {
      const uid = `${category}.${path.basename(file, '.json')}`;
      components[uid] = component(uid);
    }
  }
  const log = { info() {}, warn() {}, error() {} };
  return {
    written,
    strapi: {
      log,
      components,
      contentTypes: {
        'api::navigation.navigation': navigation,
        'api::footer.footer': footer,
        'api::branch-directory.branch-directory': readJson(
          CMS,
          'src/api/branch-directory/content-types/branch-directory/schema.json',
        ),
        'api::page.page': { attributes: {} },
      },
      documents: (uid) => ({
        findFirst: async () => null,
        create: async ({ data }) => written.set(uid, data),
        update: async ({ data }) => written.set(uid, data),
      }),
    },
  };
}

test('the seed puts site-chrome.json’s groups and actions into the Navigation, every link kept', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-navigation-'));
  try {
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.copyFileSync(
      path.join(REPO, 'apps/web/src/content/site-chrome.json'),
      path.join(dir, 'site-chrome.json'),
    );
    const { strapi, written } = fakeStrapi();
    const stats = await seedDemoContent(strapi, { CMS_SEED_CONTENT_DIR: dir, CMS_SEED_PUBLIC_DIR: dir });
    assert.deepEqual(stats.dropped, []);
    const seeded = written.get('api::navigation.navigation');
    assert.deepEqual(
      seeded.groups,
      chromeFile.data.navigation.map(({ label, links }) => ({ label, links })),
    );
    assert.deepEqual(seeded.actions, chromeFile.data.headerActions);
    assert.ok(seeded.groups.length >= 6);
    assert.deepEqual(
      seeded.actions.map((link) => link.label),
      ['Nahlásit škodu', 'Ozvěte se mi'],
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the seed puts branches.json into the branch directory before any page, each branch whole', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-branches-'));
  try {
    fs.mkdirSync(path.join(dir, 'pages'));
    // Without the people's photos: this Strapi has no upload service.
    const directoryFile = readJson(REPO, 'apps/web/src/content/branches.json');
    for (const branch of directoryFile.data.branches) {
      for (const person of branch.people) person.branchPersonPhoto = null;
    }
    fs.writeFileSync(path.join(dir, 'branches.json'), JSON.stringify(directoryFile));
    fs.copyFileSync(
      path.join(REPO, 'apps/web/src/content/pages/pobocky.json'),
      path.join(dir, 'pages', 'pobocky.json'),
    );
    fs.copyFileSync(
      path.join(REPO, 'apps/web/src/content/site-chrome.json'),
      path.join(dir, 'site-chrome.json'),
    );
    const { strapi, written } = fakeStrapi();
    const stats = await seedDemoContent(strapi, { CMS_SEED_CONTENT_DIR: dir, CMS_SEED_PUBLIC_DIR: REPO });
    assert.deepEqual(stats.failed, []);
    assert.deepEqual([...written.keys()].slice(0, 2), [
      'api::branch-directory.branch-directory',
      'api::page.page',
    ]);
    const seeded = written.get('api::branch-directory.branch-directory').branches;
    assert.deepEqual(
      seeded.map((branch) => branch.branchData.description),
      [
        'Pobočka Praha Černý Most',
        'Pobočka Praha Strahov',
        'Pobočka Praha Modřany',
        'Pobočka Brno Vinohrady',
        'Pobočka Příbram',
      ],
    );
    // As an editor would have typed them: lists of plain texts as items, departments and busy hours whole.
    assert.deepEqual(seeded[3].brands, [{ text: 'Fiat' }, { text: 'Fiat Professional' }, { text: 'Kia' }]);
    assert.deepEqual(
      seeded[3].departments.map(({ kind, phone }) => [kind, phone]),
      [
        ['servis', '800 100 304'],
        ['prodej', '800 100 404'],
      ],
    );
    assert.equal(seeded[0].busyHours[0].hours.length, 9);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
