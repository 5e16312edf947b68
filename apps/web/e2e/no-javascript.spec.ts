import { expect, type Page, test } from '@playwright/test';
import { NOT_SHARED } from '../src/site/cacheControl.mjs';
import { brand } from '../src/site/config';
import { NO_SCRIPT_FORM_PATH } from '../src/site/noScriptForm';
import { DEMO_PAGES, EMBEDDABLE_PAGES, storedRequests } from './support';

/*
 * Issue 24, point 8: the site as a visitor without JavaScript gets it (turned off, blocked, or the
 * code failed to load). No form sends what was typed in its address: every form posts to a page that
 * says the form needs JavaScript and gives the phone (src/site/noScriptForm.ts); a form that sends
 * no personal data (the plate box's GET to the quote flow) may keep GET. The consent banner, which
 * nothing could answer, is not shown; `Zavolejte mi` dials the phone.
 */
test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

const PAGES = DEMO_PAGES.filter((path) => !EMBEDDABLE_PAGES.includes(path));
/** Fields a form may send in its address: the plate box's registration plate (no personal data). */
const ADDRESS_FIELDS = new Set(['spz']);
const EXPLANATION = 'Formulář potřebuje zapnutý JavaScript';
const PHONE_HREF = `tel:${brand.phone.replace(/[^\d+]/g, '')}`;

interface FormOnPage {
  index: number;
  method: string;
  action: string | null;
  fields: string[];
}

function formsOf(page: Page): Promise<FormOnPage[]> {
  return page.locator('main form').evaluateAll((forms) =>
    forms.map((form, index) => ({
      index,
      method: (form as HTMLFormElement).method,
      action: form.getAttribute('action'),
      fields: [...(form as HTMLFormElement).elements].flatMap((element) => {
        const name = element.getAttribute('name');
        return name ? [name] : [];
      }),
    })),
  );
}

/** Types a marker into every visible text field of the form, so that a leak of any would show. */
async function fillWithMarkers(page: Page, index: number, marker: string): Promise<string[]> {
  const form = page.locator('main form').nth(index);
  const fields = form.locator(
    'input:is([type="text"], [type="email"], [type="tel"], :not([type])):visible, textarea:visible',
  );
  const typed: string[] = [];
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    const type = await field.getAttribute('type');
    const value =
      type === 'email'
        ? `${marker}-${i}@example.cz`
        : type === 'tel'
          ? `777${String(100000 + i)}`
          : `${marker}-${i}`;
    await field.fill(value);
    typed.push(value);
  }
  return typed;
}

for (const path of PAGES) {
  test(`${path}: every form posts to the explanation, and what was typed is in no address`, async ({
    page,
  }) => {
    await page.goto(path);
    const forms = await formsOf(page);
    for (const form of forms.filter((item) => item.method === 'get')) {
      // A GET form may carry only fields that are no one's personal data.
      expect(
        form.fields.filter((name) => !ADDRESS_FIELDS.has(name)),
        `GET form #${form.index}`,
      ).toEqual([]);
    }
    const posted = forms.filter((item) => item.method !== 'get');
    for (const form of posted) {
      expect(form.method, `form #${form.index}`).toBe('post');
      expect(form.action, `form #${form.index}`).toBe(NO_SCRIPT_FORM_PATH);
    }
    for (const form of posted) {
      if (form.index > 0) await page.goto(path);
      const marker = `bezjs${Math.random().toString(36).slice(2, 8)}`;
      const typed = await fillWithMarkers(page, form.index, marker);
      const submit = page
        .locator('main form')
        .nth(form.index)
        .locator('button[type="submit"]:visible, input[type="submit"]:visible')
        .first();
      if ((await submit.count()) > 0) await submit.click();
      else await page.locator('main form').nth(form.index).locator('input:visible').first().press('Enter');
      await page.waitForURL(`**${NO_SCRIPT_FORM_PATH}`);
      const url = page.url();
      expect(new URL(url).search).toBe('');
      for (const value of typed) expect(url).not.toContain(encodeURIComponent(value).slice(0, 12));
      await expect(page.getByRole('heading', { level: 1, name: EXPLANATION })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: brand.phone })).toHaveAttribute(
        'href',
        PHONE_HREF,
      );
      await expect(page.getByRole('link', { name: 'zpět na formulář' })).toHaveAttribute('href', path);
      expect(storedRequests(marker)).toEqual([]);
    }
  });
}

test('a form’s POST is answered unread: 303 to the explanation page by GET, kept by no cache, nothing echoed', async ({
  request,
}) => {
  const form = { name: 'Jana Tajná', phone: '777123456', email: 'jana.tajna@example.cz' };
  // As a browser behind a proxy that ends TLS sends it: Astro's own origin check would refuse it
  // (the page's URL is http: there), server.mjs answers it before Astro.
  const response = await request.post(NO_SCRIPT_FORM_PATH, {
    form,
    headers: { Origin: 'https://www.horizont.example', 'X-Forwarded-Proto': 'https' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(NO_SCRIPT_FORM_PATH);
  expect(response.headers()['cache-control']).toBe(NOT_SHARED);
  expect(await response.text()).toBe('');
  const page = await request.get(NO_SCRIPT_FORM_PATH);
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe(NOT_SHARED);
  expect(page.headers()['x-robots-tag']).toBe('noindex');
  const html = await page.text();
  expect(html).toContain(EXPLANATION);
  expect(html).toContain(`href="${PHONE_HREF}"`);
  expect(html).not.toMatch(/Jana Tajná|jana\.tajna|777123456/);
});

test('the consent banner is not shown: without scripts nothing asks for consent, and it could not be answered', async ({
  page,
}) => {
  const response = await page.goto('/');
  // The server sends the same page to everybody (a shared cache keeps it); the browser hides it.
  expect(await response?.text()).toContain('data-consent-banner');
  await expect(page.getByRole('dialog', { name: 'Používáme cookies' })).toBeHidden();
});

test('Zavolejte mi dials the phone: a link, the one control, where the button will be', async ({ page }) => {
  await page.goto('/pojisteni-motorky');
  const hero = page.locator('main section').filter({ has: page.getByRole('heading', { level: 1 }) });
  const call = hero.getByRole('link', { name: 'Zavolejte mi' });
  await expect(call).toHaveAttribute('href', PHONE_HREF);
  await expect(hero.getByRole('button', { name: 'Zavolejte mi' })).toHaveCount(0);
});
