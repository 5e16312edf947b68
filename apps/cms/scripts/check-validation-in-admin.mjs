// The admin shows the site's Czech refusal under the field (src/validation), checked in Chromium
// against a running Strapi with its admin panel (CMS_SERVE_ADMIN=true):
//
//   node scripts/check-validation-in-admin.mjs [http://127.0.0.1:1337]
//
// Registers the first administrator if there is none (CHECK_ADMIN_EMAIL / CHECK_ADMIN_PASSWORD, else
// a throwaway one), creates a draft page with a hero, opens it in the admin, types `www.example.cz`
// into the button's URL and a heading of spaces, clicks Save, then Publish, and checks: each field
// shows its Czech message, the notice names the section, nothing was stored or published. The page
// is deleted at the end. Screenshots: $CHECK_SCREENSHOTS (default the system's temp folder).
// The root's Playwright (the monorepo's node_modules) and Debian's Chromium headless shell.
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../../scripts/chromium.mjs';

const base = (process.argv[2] ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const email = process.env.CHECK_ADMIN_EMAIL ?? 'kontrola@example.com';
const password = process.env.CHECK_ADMIN_PASSWORD ?? 'Kontrola1234';
const shots = process.env.CHECK_SCREENSHOTS ?? os.tmpdir();
const PAGES = `${base}/content-manager/collection-types/api::page.page`;
const LINK_MESSAGE = 'Odkaz není bezpečná adresa (http, https, mailto, tel nebo cesta na webu).';
const REQUIRED = 'Povinné pole je prázdné.';

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const init = await json(await fetch(`${base}/admin/init`));
if (!init.data.hasAdmin) {
  await json(
    await fetch(`${base}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Kontrola', lastname: 'Validace', email, password }),
    }),
  );
}

const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
let documentId;
let api;
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(`${base}/admin/auth/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  // "Remember me": the admin then keeps its token in localStorage, where the API calls below read it.
  await page.getByRole('checkbox').first().check();
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/admin\/?$/);
  // The admin's own session token, for the API calls around the check (one login: Strapi limits them).
  const token = JSON.parse(await page.evaluate(() => localStorage.getItem('jwtToken')));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  api = (url, init = {}) => fetch(url, { ...init, headers });

  const hero = { heading: 'Kontrola', callbackButton: false };
  const button = { text: 'Více', url: '/kontakty', style: 'primary', openInNewTab: false };
  const created = await json(
    await api(PAGES, {
      method: 'POST',
      body: JSON.stringify({
        title: 'Kontrola validace',
        slug: `kontrola-validace-${Date.now()}`,
        embeddable: false,
        sections: [{ __component: 'blocks.hero', ...hero, button }],
      }),
    }),
  );
  documentId = created.data.documentId;

  await page.goto(`${base}/admin/content-manager/collection-types/api::page.page/${documentId}`);
  await page
    .getByRole('button', { name: /Úvodní blok/ })
    .first()
    .click();
  const url = page.locator('input[name="sections.0.button.url"]');
  const heading = page.locator('[name="sections.0.heading"]');
  /** The message the admin shows under a field: the element its `aria-describedby` names. */
  const fieldError = async (field) => {
    await field.and(page.locator('[aria-invalid=true]')).waitFor();
    const id = await field.getAttribute('aria-describedby');
    return page.locator(`[id="${id}"][data-strapi-field-error]`).textContent();
  };

  for (const [action, name] of [
    ['save', /^(Uložit|Save)$/],
    ['publish', /^(Publikovat|Publish)$/],
  ]) {
    await url.fill('www.example.cz');
    await heading.fill('   ');
    const answer = page.waitForResponse(
      (response) => response.url().startsWith(PAGES) && ['PUT', 'POST'].includes(response.request().method()),
    );
    await page.getByRole('button', { name }).click();
    const refused = await answer;
    assert.equal(refused.status(), 400, `${action}: refused by the server`);
    const { error } = await refused.json();
    assert.deepEqual(
      error.details.errors.map((e) => [e.path.join('.'), e.message]),
      [
        ['sections.0.heading', REQUIRED],
        ['sections.0.button.url', LINK_MESSAGE],
      ],
    );
    assert.equal(await fieldError(url), LINK_MESSAGE, `${action}: under the URL`);
    assert.equal(await fieldError(heading), REQUIRED, `${action}: under the heading`);
    await page
      .getByText(/^Sekce 1 \(Úvodní blok\): Povinné pole je prázdné\./)
      .first()
      .waitFor();
    await url.scrollIntoViewIfNeeded();
    const file = path.join(shots, `cms-validation-${action}.png`);
    await page.screenshot({ path: file });
    console.log(`${action}: refused, the messages under their fields (${file})`);
  }

  const stored = await json(await api(`${PAGES}/${documentId}`));
  assert.equal(stored.data.sections[0].button.url, '/kontakty', 'nothing stored');
  assert.equal(stored.data.publishedAt, null, 'nothing published');
  const published = await api(`${PAGES}/${documentId}?status=published`);
  assert.equal((await published.json()).data?.publishedAt ?? null, null, 'no published version');
  console.log('nothing was stored or published');
} finally {
  if (documentId && api) await api(`${PAGES}/${documentId}`, { method: 'DELETE' });
  await browser.close();
}
