import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { NO_SCRIPT_FORM_PATH } from '../src/site/noScriptForm';
import { closeStatusDialog, dataLayer, formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName } from './support';

/*
 * Issue 24, point 1: the whistleblowing page (zákon č. 171/2023 Sb.) offers its internal reporting
 * channel online, as a visitor uses it: the empty form, an anonymous report that carries nothing
 * about the reporter, a report with a contact, a failure of the back end, and the page without
 * JavaScript.
 */

const PAGE = '/oznamovani-protipravniho-jednani';
const HEADING = 'Podat oznámení online';
const WHISTLEBLOWING = '**/api/latest/rest/forms/v2/whistleblowing';

/** A description unique to the test, long enough for the form (30 characters at least). */
const reportText = (label: string) =>
  `Vedoucí pobočky nutí kolegy sjednávat smlouvy bez vědomí klientů (${uniqueName(label)}).`;

async function openForm(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  return formSection(page, HEADING);
}

async function fillReport(form: Locator, text: string) {
  await form
    .getByRole('combobox', { name: /^Váš vztah ke společnosti/ })
    .selectOption({ label: 'Dodavatel' });
  await form.getByRole('textbox', { name: /^Co se stalo/ }).fill(text);
  await form.getByRole('textbox', { name: /^Kdy a kde/ }).fill('Pobočka Brno, květen 2026');
}

async function fillContact(form: Locator) {
  await form.getByRole('textbox', { name: /^Jméno a příjmení/ }).fill('Jana Nováková');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
}

const isReport = (request: Request) =>
  request.url().endsWith('/forms/v2/whistleblowing') && request.method() === 'POST';

test('the page tells how to report and links to the online form', async ({ page }) => {
  await page.goto(PAGE);
  const link = page.getByRole('link', { name: 'formulářem na této stránce' });
  // A path with the anchor, not `#…` alone: Strapi's Blocks refuse a link that is not a path or a URL.
  await expect(link).toHaveAttribute('href', `${PAGE}#oznameni-online`);
  // The other channels stay.
  await expect(page.getByText(/Příslušná osoba – neotvírat/)).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/oznamovani-protipravniho-jednani#oznameni-online$/);
  await expect(page.getByRole('region', { name: HEADING })).toBeInViewport();
});

test('an anonymous report hides the contact fields and sends nothing about the reporter', async ({
  page,
}) => {
  const text = reportText('anonymni');
  const form = await openForm(page);
  await fillReport(form, text);
  // What was typed before choosing anonymity stays in the browser.
  await fillContact(form);
  await form.getByRole('checkbox', { name: 'Chci zůstat v anonymitě' }).check();
  await expect(form.getByText(/nemůžeme vám potvrdit jeho přijetí ani sdělit/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveCount(0);

  const sent = page.waitForRequest(isReport);
  await form.getByRole('button', { name: 'Odeslat oznámení' }).click();
  const expected = {
    relationship: 'SUPPLIER',
    text,
    whenAndWhere: 'Pobočka Brno, květen 2026',
    involved: '',
    anonymous: true,
  };
  expect((await sent).postDataJSON()).toStrictEqual(expected);

  const thanks = page.getByRole('dialog', { name: 'Děkujeme za oznámení' });
  await expect(
    thanks.getByText(
      'Oznámení jsme přijali a příslušná osoba ho prošetří. Protože jste nezanechali kontakt, nemůžeme vám odpovědět.',
    ),
  ).toBeVisible();
  const stored = storedRequests(text);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    endpoint: 'whistleblowing',
    method: 'POST',
    path: '/api/latest/rest/forms/v2/whistleblowing',
  });
  expect(stored[0]?.payload).toStrictEqual(expected);
  // Analytics name the form and carry nothing of the report.
  const events = await dataLayer(page);
  expect(events).toContainEqual({ event: 'Odeslani formulare', label: 'whistleblowing' });
  expect(JSON.stringify(events)).not.toContain('Vedoucí');
  expect(JSON.stringify(events)).not.toContain('Nováková');
});

test('a report with a contact is stored with it and thanked with the 7-day confirmation', async ({
  page,
}) => {
  const text = reportText('kontakt');
  const form = await openForm(page);
  await fillReport(form, text);
  await fillContact(form);
  await form.getByRole('button', { name: 'Odeslat oznámení' }).click();

  const thanks = page.getByRole('dialog', { name: 'Děkujeme za oznámení' });
  await expect(
    thanks.getByText(
      'Oznámení jsme přijali. Příslušná osoba vám do 7 dnů potvrdí jeho přijetí a do 30 dnů vám sdělí, jak ho posoudila.',
    ),
  ).toBeVisible();
  const stored = storedRequests(text);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.payload).toStrictEqual({
    relationship: 'SUPPLIER',
    text,
    whenAndWhere: 'Pobočka Brno, květen 2026',
    involved: '',
    anonymous: false,
    name: 'Jana Nováková',
    email: 'jana.novakova@example.cz',
    phone: '+420 777 123 456',
  });
  await closeStatusDialog(thanks);
  // A sent report leaves an empty form: a second click cannot send it twice.
  await expect(form.getByRole('textbox', { name: /^Co se stalo/ })).toHaveValue('');
});

test('a back-end failure (500) says so in Czech, and nothing the reporter wrote is lost', async ({
  page,
}) => {
  const text = reportText('chyba');
  await page.route(WHISTLEBLOWING, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fail': '500' } }),
  );
  const form = await openForm(page);
  await fillReport(form, text);
  await fillContact(form);
  await form.getByRole('button', { name: 'Odeslat oznámení' }).click();

  const error = page.getByRole('dialog', { name: 'Chyba při zpracování' });
  await expect(error.getByText('Litujeme, ale váš požadavek se nepodařilo dokončit.')).toBeVisible();
  await closeStatusDialog(error);
  await expect(form.getByRole('textbox', { name: /^Co se stalo/ })).toHaveValue(text);
  await expect(form.getByRole('combobox', { name: /^Váš vztah ke společnosti/ })).toHaveValue('SUPPLIER');
  await expect(form.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveValue('Jana Nováková');
  await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 777 123 456');
  expect(storedRequests(text)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

  test('the form posts to the explanation page, and the report is in no address and not stored', async ({
    page,
  }) => {
    const text = reportText('bezjs');
    await page.goto(PAGE);
    const form = page.locator('main form');
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', NO_SCRIPT_FORM_PATH);
    await form.getByRole('textbox', { name: /^Co se stalo/ }).fill(text);
    await form.getByRole('textbox', { name: /^Jméno a příjmení/ }).fill('Jana Nováková');
    await form.getByRole('button', { name: 'Odeslat oznámení' }).click();
    await page.waitForURL(`**${NO_SCRIPT_FORM_PATH}`);
    expect(new URL(page.url()).search).toBe('');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Formulář potřebuje zapnutý JavaScript' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'zpět na formulář' })).toHaveAttribute('href', PAGE);
    expect(storedRequests(text)).toEqual([]);
  });
});
