import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeStatusDialog, dataLayer, formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName } from './support';

// The brand's slug is in the path (SPEC §7: web/v2/{product}-technologies/meeting).
const MEETING_PATH = '/api/v1.0/rest/web/v2/horizont-technologies/meeting';
const TECH_EVENT = 'Večer o umělé inteligenci v likvidaci škod';
const DIGITAL_MEETING = 'Digitální schůzka o pojištění firemní flotily';

interface Registration {
  /** The first name: a unique marker, to find this test's lead in the shared database. */
  name: string;
  topic: string;
  place: 'Online' | 'Osobně';
  /** Asked only in person. */
  drink?: string;
  notes?: string;
}

async function fill(form: Locator, values: Registration) {
  await form.getByRole('combobox', { name: /^Téma/ }).selectOption({ label: values.topic });
  await form.getByRole('radio', { name: values.place, exact: true }).check();
  if (values.drink) await form.getByRole('radio', { name: values.drink, exact: true }).check();
  await form.getByRole('textbox', { name: /^Jméno/ }).fill(values.name);
  await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  // The visitor types the number after the prefilled +420.
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
  if (values.notes !== undefined) await form.getByRole('textbox', { name: /^Poznámka/ }).fill(values.notes);
}

/** Friday 27 November 2026, 11:00 in Prague: months before the seeded event (4 March 2027). */
const BEFORE_EVENT = '2026-11-27T10:00:00.000Z';

/** Opens /technologie as at `now`, for the page and so for its islands' clock (x-site-test-now). */
async function openTechnologie(page: Page, now = BEFORE_EVENT) {
  await page.route('**/technologie*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-site-test-now': now } }),
  );
  await page.goto('/technologie');
}

async function techEvent(page: Page) {
  await openTechnologie(page);
  return formSection(page, TECH_EVENT);
}

test('a registration in person is stored with exactly the payload of SPEC §3: online false, the name joined, empty notes as ""', async ({
  page,
}) => {
  const name = uniqueName('akce');
  const form = await techEvent(page);
  await expect(form.getByText('čtvrtek 4. března 2027, 18:00–20:30')).toBeVisible();
  await fill(form, {
    name,
    topic: 'Odhad nákladů opravy z fotografií',
    place: 'Osobně',
    drink: 'Domácí limonáda',
  });
  await form.getByRole('button', { name: 'Pokračovat' }).click();

  const thanks = page.getByRole('dialog', { name: 'Děkujeme!' });
  await expect(
    thanks.getByText(
      'Registraci na akci AI v likvidaci škod jsme přijali. Podrobnosti vám pošleme e-mailem.',
    ),
  ).toBeVisible();
  const stored = storedRequests(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ endpoint: 'meeting', method: 'POST', path: MEETING_PATH });
  expect(stored[0]?.payload).toStrictEqual({
    technology: 'ai-photo-estimate',
    drink: 'lemonade',
    online: false,
    name: `${name} Nováková`,
    message: '',
    email: 'jana.novakova@example.cz',
    phone: '+420 777 123 456',
  });
  expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'tech-event' });
  await closeStatusDialog(thanks);
  // A sent form starts again empty.
  await expect(form.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'Osobně', exact: true })).not.toBeChecked();
});

test('a digital meeting online is stored with online true and the notes as the message', async ({ page }) => {
  const name = uniqueName('schuzka');
  await openTechnologie(page);
  const form = await formSection(page, DIGITAL_MEETING);
  await fill(form, {
    name,
    topic: 'Telematika a sleva za bezpečnou jízdu',
    place: 'Online',
    notes: 'Máme 24 dodávek. Hodí se nám úterý dopoledne.',
  });
  await form.getByRole('button', { name: 'Pokračovat' }).click();

  const thanks = page.getByRole('dialog', { name: 'Děkujeme!' });
  await expect(
    thanks.getByText('Specialista se vám do dvou pracovních dnů ozve a domluví s vámi termín schůzky.'),
  ).toBeVisible();
  const stored = storedRequests(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ endpoint: 'meeting', method: 'POST', path: MEETING_PATH });
  expect(stored[0]?.payload).toStrictEqual({
    technology: 'fleet-telematics',
    // Online: no drink asked, none sent.
    drink: '',
    online: true,
    name: `${name} Nováková`,
    message: 'Máme 24 dodávek. Hodí se nám úterý dopoledne.',
    email: 'jana.novakova@example.cz',
    phone: '+420 777 123 456',
  });
  expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'digital-meeting' });
});

test('the drink is asked only in person: choosing online hides it and sends none', async ({ page }) => {
  const form = await techEvent(page);
  const drinks = form.getByRole('group', { name: /Co si dáte k pití/ });
  await expect(drinks).toHaveCount(0);
  await form.getByRole('radio', { name: 'Osobně', exact: true }).check();
  await expect(drinks).toBeVisible();
  await form.getByRole('radio', { name: 'Domácí limonáda', exact: true }).check();
  const name = uniqueName('akce-online');
  await fill(form, { name, topic: 'Automatické třídění hlášení škod', place: 'Online' });
  await expect(drinks).toHaveCount(0);
  await form.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('dialog', { name: 'Děkujeme!' })).toBeVisible();
  const stored = storedRequests(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.payload).toMatchObject({ online: true, drink: '' });
});

test('after the event’s day (Prague time) the registration is closed; on the day it is still open', async ({
  page,
}) => {
  // 4 March 2027, 23:30 in Prague: the evening of the event.
  await openTechnologie(page, '2027-03-04T22:30:00.000Z');
  const open = await formSection(page, TECH_EVENT);
  await expect(open.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  // 5 March 2027, 0:30 in Prague (still 4 March in UTC).
  await openTechnologie(page, '2027-03-04T23:30:00.000Z');
  const closed = await formSection(page, TECH_EVENT);
  await expect(closed.getByRole('status')).toHaveText(
    'Akce už proběhla, registrace je uzavřena. Děkujeme za váš zájem.',
  );
  await expect(closed.getByText('čtvrtek 4. března 2027, 18:00–20:30')).toBeVisible();
  await expect(closed.getByRole('button', { name: 'Pokračovat' })).toHaveCount(0);
  await expect(closed.getByRole('combobox', { name: /^Téma/ })).toHaveCount(0);
  // A meeting with a specialist has no event: it stays open.
  const meeting = await formSection(page, DIGITAL_MEETING);
  await expect(meeting.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
});
