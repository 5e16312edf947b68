import { expect, type Page, test } from '@playwright/test';
import { CMS_URL, PREVIEW_SECRET } from './servers';

/**
 * An editor's way through a draft: she changes a published page in Strapi's content manager (the
 * admin panel's own API, as the panel calls it), opens the preview link the CMS gives her, and sees
 * the draft with its notices, while visitors keep seeing the published page.
 */
test.describe.configure({ mode: 'serial' });

interface Admin {
  token: string;
}

/** The first administrator of this run's fresh Strapi (what /admin asks for on its first visit). */
async function registerEditor(): Promise<Admin> {
  const response = await fetch(`${CMS_URL}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Eva',
      lastname: 'Editorová',
      email: 'eva.editorova@example.cz',
      password: 'Koncept-2026-heslo',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return { token: body.data.token };
}

async function documentId(slug: string): Promise<string> {
  const response = await fetch(
    `${CMS_URL}/api/pages?filters[slug][$eq]=${encodeURIComponent(slug)}&fields[0]=slug`,
  );
  const body = (await response.json()) as { data: { documentId: string }[] };
  const [page] = body.data;
  expect(body.data).toHaveLength(1);
  if (!page) throw new Error(`no page ${slug} in Strapi`);
  return page.documentId;
}

type Section = Record<string, unknown> & { __component: string };

/** Saves a draft through the content manager, as the admin panel's Save button does (not Publish). */
async function saveDraft(
  admin: Admin,
  id: string,
  change: (draft: { title: string; sections: Section[] }) => object,
) {
  const url = `${CMS_URL}/content-manager/collection-types/api::page.page/${id}`;
  const headers = { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' };
  const current = await fetch(url, { headers });
  expect(current.status).toBe(200);
  const { data } = (await current.json()) as { data: { title: string; sections: Section[] } };
  const saved = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(change(data)) });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

async function openPreview(page: Page, path: string) {
  const response = await page.goto(`/nahled?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(path)}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(path);
  return response;
}

test('an editor sees her saved draft in the preview, visitors the published page, until she ends it', async ({
  page,
  browser,
}) => {
  const admin = await registerEditor();
  const id = await documentId('o-nas');
  const published = await page.goto('/o-nas');
  const publishedTitle = await page.title();
  expect(published?.headers()['x-robots-tag']).toBeUndefined();

  await saveDraft(admin, id, () => ({ title: 'O nás – koncept na příští měsíc' }));

  const response = await openPreview(page, '/o-nas');
  await expect(page).toHaveTitle(/O nás – koncept na příští měsíc/);
  await expect(page.getByRole('complementary', { name: 'Náhled' })).toContainText(
    'Náhled konceptu: vidíte i neuveřejněné změny.',
  );
  // A draft is never kept by a cache or indexed.
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');

  // A visitor (another browser, no preview cookie) still gets the published page.
  const visitor = await browser.newPage();
  await visitor.goto('/o-nas');
  await expect(visitor).toHaveTitle(publishedTitle);
  await expect(visitor.getByRole('complementary', { name: 'Náhled' })).toHaveCount(0);
  await visitor.close();

  await page.getByRole('link', { name: 'Ukončit náhled' }).click();
  await expect(page).toHaveURL(/\/o-nas$/);
  await expect(page).toHaveTitle(publishedTitle);
  await expect(page.getByRole('complementary', { name: 'Náhled' })).toHaveCount(0);
});

test('a draft section whose data fails its block’s schema is a notice in the preview, and left out for visitors', async ({
  page,
  request,
}) => {
  // The admin registered by the first test: log in as her.
  const login = await fetch(`${CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'eva.editorova@example.cz', password: 'Koncept-2026-heslo' }),
  });
  expect(login.status).toBe(200);
  const admin = { token: ((await login.json()) as { data: { token: string } }).data.token };
  const id = await documentId('kontakty');
  let changed = '';
  await saveDraft(admin, id, (draft) => ({
    sections: draft.sections.map((section) => {
      // The first phone box loses its number: Strapi keeps a draft with a required field empty (it
      // checks required fields on publishing), the block's schema refuses it.
      if (changed || section.__component !== 'blocks.phone-box') return section;
      changed = section.__component;
      return { ...section, phone: null };
    }),
  }));
  expect(changed).toBe('blocks.phone-box');

  await openPreview(page, '/kontakty');
  const notice = page.getByRole('complementary').filter({
    has: page.getByRole('heading', { name: /^Blok „.+“ \(blocks\.phone-box\) se na webu nezobrazí$/ }),
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem')).toContainText('phone');

  // Visitors keep the published page with its phone box whole.
  const visitor = await request.get('/kontakty');
  expect(visitor.status()).toBe(200);
  const html = await visitor.text();
  expect(html).not.toContain('se na webu nezobrazí');
  expect(html).toContain('href="tel:+420800100200"');
});
