import { expect, test } from '@playwright/test';
import { formSection } from './forms';
import { bookableDate, fillCallbackForm, openCallbackModal, storedRequests, uniqueName } from './support';

const SENT = 'Děkujeme, formulář byl odeslán a my se brzy ozveme.';

/**
 * SPEC §2: the page's URL decides the call-back kind; SPEC §7: each kind's call and payload. The
 * motorcycle offer renames the fields, the latest offer adds `contact` and `termsAgreement`, the
 * campaign calls send the raw form values.
 */
const KINDS = [
  {
    page: '/pojisteni-motorky',
    endpoint: 'callMeOffer',
    path: '/api/v1.0/rest/web/v2/form/offer/call-me',
    payload: (name: string, date: string) => ({
      contact: 'PHONE',
      firstName: name,
      phone: '+420 777 123 456',
      plannedOn: date,
      meridiemCode: 'AM',
      termsAgreement: true,
    }),
  },
  {
    page: '/pojisteni-majetek',
    endpoint: 'callMeTravel',
    path: '/api/v1.0/rest/web/v2/form/campaign/travel/call-me',
    payload: (name: string, date: string) => ({ name, phone: '+420 777 123 456', date, dayTime: 0 }),
  },
  {
    page: '/cestovko',
    endpoint: 'callMeTravel',
    path: '/api/v1.0/rest/web/v2/form/campaign/travel/call-me',
    payload: (name: string, date: string) => ({ name, phone: '+420 777 123 456', date, dayTime: 0 }),
  },
  {
    page: '/odpovednost',
    endpoint: 'callMeLiability',
    path: '/api/v1.0/rest/web/v2/form/campaign/liability/call-me',
    payload: (name: string, date: string) => ({ name, phone: '+420 777 123 456', date, dayTime: 0 }),
  },
  {
    page: '/auto',
    endpoint: 'callMeVehicle',
    path: '/api/v1.0/rest/web/v2/form/campaign/vehicle/call-me',
    payload: (name: string, date: string) => ({ name, phone: '+420 777 123 456', date, dayTime: 0 }),
  },
  {
    page: '/',
    endpoint: 'callMeOfferLatest',
    path: '/api/latest/rest/web/v2/form/offer/call-me',
    payload: (name: string, date: string) => ({
      name,
      phone: '+420 777 123 456',
      date,
      dayTime: 0,
      contact: 'PHONE',
      termsAgreement: true,
    }),
  },
];

for (const kind of KINDS) {
  test(`a call-back from ${kind.page} is stored as ${kind.endpoint} with the payload of SPEC §7`, async ({
    page,
  }) => {
    const name = uniqueName(kind.endpoint);
    const date = bookableDate();
    await page.goto(kind.page);
    const modal = await openCallbackModal(page);
    await fillCallbackForm(modal, { name, phone: '777 123 456', date: date.czech, dayTime: 'Dopoledne' });
    await modal.getByRole('button', { name: 'Odeslat' }).click();

    // The form's modal gives way to the thank-you dialog every form of the site ends in.
    await expect(page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' }).getByText(SENT)).toBeVisible();
    await expect(modal).toHaveCount(0);
    const stored = storedRequests(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ endpoint: kind.endpoint, method: 'POST', path: kind.path });
    // Exactly these fields and values: nothing missing, nothing extra.
    expect(stored[0]?.payload).toStrictEqual(kind.payload(name, date.iso));
  });
}

test('the afternoon slot is sent as PM / 1', async ({ page }) => {
  const name = uniqueName('odpoledne');
  const date = bookableDate();
  await page.goto('/pojisteni-motorky');
  const modal = await openCallbackModal(page);
  await fillCallbackForm(modal, { name, phone: '777 123 456', date: date.czech, dayTime: 'Odpoledne' });
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  const stored = storedRequests(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.endpoint).toBe('callMeOffer');
  expect(stored[0]?.payload).toMatchObject({ meridiemCode: 'PM', plannedOn: date.iso });
});

// Issue 10: only the page's path decides the kind; a campaign query naming another kind changes nothing
// (SPEC's order alone would hide it on the first page, whose path marker comes before `auto`).
for (const { url, endpoint, path } of [
  {
    url: '/pojisteni-majetek?utm_campaign=auto',
    endpoint: 'callMeTravel',
    path: '/api/v1.0/rest/web/v2/form/campaign/travel/call-me',
  },
  {
    url: '/odpovednost?utm_campaign=pojisteni-motorky#auto',
    endpoint: 'callMeLiability',
    path: '/api/v1.0/rest/web/v2/form/campaign/liability/call-me',
  },
]) {
  test(`a call-back from ${url} is sent by its path, as ${endpoint}`, async ({ page }) => {
    const name = uniqueName('kampan');
    const date = bookableDate();
    await page.goto(url);
    const modal = await openCallbackModal(page);
    await fillCallbackForm(modal, { name, phone: '777 123 456', date: date.czech, dayTime: 'Dopoledne' });
    await modal.getByRole('button', { name: 'Odeslat' }).click();

    await expect(page.getByText(SENT)).toBeVisible();
    const stored = storedRequests(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ endpoint, method: 'POST', path });
    expect(stored[0]?.payload).toStrictEqual({ name, phone: '+420 777 123 456', date: date.iso, dayTime: 0 });
  });
}

// Issue 10, forgiving input: visitors type their whole number after the prefilled `+420 `.
for (const { typed, sent } of [
  { typed: '+420 777 123 456', sent: '+420 777 123 456' },
  { typed: '00421912345678', sent: '+421 912 345 678' },
]) {
  test(`a number typed after the prefix with its own prefix (+420 ${typed}) is accepted and stored as ${sent}`, async ({
    page,
  }) => {
    const name = uniqueName('predvolba');
    const date = bookableDate();
    await page.goto('/');
    const modal = await openCallbackModal(page);
    await fillCallbackForm(modal, { name, phone: typed, date: date.czech, dayTime: 'Odpoledne' });
    await expect(modal.getByRole('textbox', { name: /Telefon/ })).toHaveValue(`+420 ${typed}`);
    await modal.getByRole('button', { name: 'Odeslat' }).click();

    await expect(page.getByText(SENT)).toBeVisible();
    await expect(modal.getByText('Špatný formát čísla nebo chybí předvolba.')).toHaveCount(0);
    const stored = storedRequests(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.endpoint).toBe('callMeOfferLatest');
    expect(stored[0]?.payload).toStrictEqual({
      name,
      phone: sent,
      date: date.iso,
      dayTime: 1,
      contact: 'PHONE',
      termsAgreement: true,
    });
  });
}

test('the call-back section of /dotaz (asap, with topics) stores its lead with the chosen topic', async ({
  page,
}) => {
  const name = uniqueName('dotaz-zpetne-volani');
  const date = bookableDate();
  await page.goto('/dotaz');
  const section = await formSection(page, 'Raději si zavoláme?');
  await section.getByRole('button', { name: 'Chci zavolat' }).click();
  const modal = page.getByRole('dialog', { name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky' });
  await expect(modal.getByRole('textbox', { name: /Jméno/ })).toBeVisible();
  await fillCallbackForm(modal, { name, phone: '777 123 456', date: date.czech, dayTime: 'Odpoledne' });
  // The topic is required in this variant.
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(modal.getByText('Výběr tématu je povinný údaj.')).toBeVisible();
  expect(storedRequests(name)).toHaveLength(0);
  await modal.getByRole('combobox', { name: /Téma/ }).click();
  await page.getByRole('option', { name: 'Cestovní pojištění' }).click();
  await expect(modal.getByRole('combobox', { name: /Téma/ })).toHaveText(/Cestovní pojištění/);
  await modal.getByRole('button', { name: 'Odeslat' }).click();

  // The topic variant closes the form and thanks in a dialog of its own.
  const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' });
  await expect(thanks.getByText('A je to.')).toBeVisible();
  await expect(modal).toHaveCount(0);
  const stored = storedRequests(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    endpoint: 'callMeOfferLatest',
    method: 'POST',
    path: '/api/latest/rest/web/v2/form/offer/call-me',
  });
  expect(stored[0]?.payload).toStrictEqual({
    name,
    phone: '+420 777 123 456',
    date: date.iso,
    dayTime: 1,
    topic: 'travel',
    contact: 'PHONE',
    termsAgreement: true,
  });
});
