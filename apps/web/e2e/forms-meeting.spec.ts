import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  closeStatusDialog,
  dataLayer,
  dropConnection,
  formSection,
  slowDown,
  spoilOnTheWay,
  typeAfterPrefix,
} from './forms';
import { storedRequests, uniqueName } from './support';

// The brand's slug is in the path (SPEC §7: web/v2/{product}-technologies/meeting).
const MEETING = '**/api/v1.0/rest/web/v2/horizont-technologies/meeting';
const MEETING_PATH = '/api/v1.0/rest/web/v2/horizont-technologies/meeting';
const TECH_EVENT = 'Večer o umělé inteligenci v likvidaci škod';
const DIGITAL_MEETING = 'Digitální schůzka o pojištění firemní flotily';
const INCOMPLETE = 'Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.';

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

test('an invalid form shows “Jejda…” above the button and every message, focuses the topic and sends nothing; the message goes with a valid submit', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  const form = await techEvent(page);
  const submit = form.getByRole('button', { name: 'Pokračovat' });
  await submit.click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(INCOMPLETE);
  // Above the button.
  const alertBox = await alert.boundingBox();
  const buttonBox = await submit.boundingBox();
  expect(alertBox && buttonBox && alertBox.y + alertBox.height <= buttonBox.y).toBe(true);
  // Topic and place; the drink is asked only in person. One pattern: `Prosím …` throughout.
  await expect(form.getByText('Prosím vyberte jednu z možností.')).toHaveCount(2);
  await expect(form.getByText('Prosím vyplňte jméno.')).toBeVisible();
  await expect(form.getByText('Prosím vyplňte příjmení.')).toBeVisible();
  await expect(form.getByText('Prosím vyplňte e-mail.')).toBeVisible();
  await expect(form.getByText('Prosím vyplňte telefon.')).toBeVisible();
  await expect(form.getByText(/je povinný údaj/)).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: /^Téma/ })).toBeFocused();
  expect(posts).toBe(0);

  // The digital meeting shows the same message when it is invalid.
  const meeting = await formSection(page, DIGITAL_MEETING);
  await meeting.getByRole('textbox', { name: /^E-mail/ }).fill('jana@');
  await meeting.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(meeting.getByRole('alert')).toHaveText(INCOMPLETE);
  await expect(meeting.getByText('E-mail je ve špatném formátu.')).toBeVisible();
  expect(posts).toBe(0);

  const name = uniqueName('akce-oprava');
  await fill(form, { name, topic: 'Automatické třídění hlášení škod', place: 'Online' });
  await expect(form.getByText(INCOMPLETE)).toBeVisible();
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Děkujeme!' })).toBeVisible();
  await expect(form.getByText(INCOMPLETE)).toHaveCount(0);
  expect(storedRequests(name)).toHaveLength(1);
});

test('the server’s error on the topic (`technology`) appears under the topic and every value stays', async ({
  page,
}) => {
  const name = uniqueName('akce-chyba');
  await spoilOnTheWay(page, MEETING, 'technology', '');
  const form = await techEvent(page);
  await fill(form, {
    name,
    topic: 'Odhalování pojistných podvodů',
    place: 'Osobně',
    drink: 'Čaj',
    notes: 'Přijdu s kolegou.',
  });
  await form.getByRole('button', { name: 'Pokračovat' }).click();

  const topic = form.getByRole('combobox', { name: /^Téma/ });
  await expect(topic).toHaveAttribute('aria-invalid', 'true');
  await expect(topic).toHaveAccessibleDescription('Chyba: Prosím vyplňte.');
  await expect(topic).toBeFocused();
  await expect(topic).toHaveValue('ai-fraud-detection');
  await expect(form.getByRole('radio', { name: 'Osobně', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Čaj', exact: true })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /^Jméno/ })).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 777 123 456');
  await expect(form.getByRole('textbox', { name: /^Poznámka/ })).toHaveValue('Přijdu s kolegou.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(storedRequests(name)).toHaveLength(0);
});

test('the server’s error on the phone appears under the phone', async ({ page }) => {
  const name = uniqueName('schuzka-telefon');
  await spoilOnTheWay(page, MEETING, 'phone', '12345');
  await openTechnologie(page);
  const form = await formSection(page, DIGITAL_MEETING);
  await fill(form, { name, topic: 'Povinné ručení pro firemní vozy', place: 'Osobně', drink: 'Voda' });
  await form.getByRole('button', { name: 'Pokračovat' }).click();

  const phone = form.getByRole('textbox', { name: /^Telefon/ });
  await expect(form.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('+420 777 123 456');
  await expect(form.getByRole('combobox', { name: /^Téma/ })).toHaveValue('fleet-liability');
  expect(storedRequests(name)).toHaveLength(0);
});

test('a dropped connection opens the error dialog, and the form keeps every value', async ({ page }) => {
  const name = uniqueName('akce-bez-spojeni');
  await dropConnection(page, MEETING);
  const form = await techEvent(page);
  await fill(form, {
    name,
    topic: 'AI a ochrana osobních údajů',
    place: 'Osobně',
    drink: 'Sklenka vína',
    notes: 'Zajímá mě GDPR.',
  });
  await form.getByRole('button', { name: 'Pokračovat' }).click();

  const error = page.getByRole('dialog', { name: 'Chyba při zpracování' });
  await expect(error.getByText('Litujeme, ale váš požadavek se nepodařilo dokončit.')).toBeVisible();
  await closeStatusDialog(error);
  await expect(form.getByRole('combobox', { name: /^Téma/ })).toHaveValue('ai-ethics');
  await expect(form.getByRole('radio', { name: 'Osobně', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Sklenka vína', exact: true })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /^Jméno/ })).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('Nováková');
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('jana.novakova@example.cz');
  await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 777 123 456');
  await expect(form.getByRole('textbox', { name: /^Poznámka/ })).toHaveValue('Zajímá mě GDPR.');
  await expect(form.getByText(INCOMPLETE)).toHaveCount(0);
  expect(storedRequests(name)).toHaveLength(0);
});

test('a double click stores one registration; the button is busy while it is on its way', async ({
  page,
}) => {
  const name = uniqueName('akce-dvojklik');
  await slowDown(page, MEETING, 6000);
  const form = await techEvent(page);
  await fill(form, { name, topic: 'Automatické třídění hlášení škod', place: 'Osobně', drink: 'Káva' });
  const submit = form.getByRole('button', { name: 'Pokračovat' });
  await submit.dblclick();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Děkujeme!' })).toBeVisible({ timeout: 20_000 });
  expect(storedRequests(name)).toHaveLength(1);
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
