import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeStatusDialog, dataLayer, formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName } from './support';

const HEADING = 'Objednávka do servisu';
const THANKS = 'Děkujeme za váš zájem!';

async function openForm(page: Page): Promise<Locator> {
  await page.goto('/servis');
  return formSection(page, HEADING);
}

const centres = (form: Locator) => form.getByRole('group', { name: /^Autocentrum/ }).getByRole('radio');

async function chooseCar(form: Locator, location: string, brand: string, centre: RegExp) {
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption(location);
  await form.getByRole('combobox', { name: /^Značka vozu/ }).selectOption(brand);
  await form.getByRole('radio', { name: centre }).check();
}

/** Brno, an Audi at Vinohrady, and the contact; `surname` marks this test's lead in the database. */
async function fillCommon(form: Locator, surname: string) {
  await chooseCar(form, 'Brno', 'Audi', /Autocentrum Brno-Vinohrady/);
  await form.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
  await form.getByRole('textbox', { name: /^Příjmení/ }).fill(surname);
  // The visitor types the whole number after the prefilled +420.
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
}

function common(surname: string) {
  return {
    location: 'Brno',
    brand: 'Audi',
    carShop: 'KEI_BRNO_VINOHRADY',
    firstName: 'Jana',
    lastName: surname,
    phoneNumber: '+420 777 123 456',
    email: 'jana.novakova@example.cz',
    agreement1: false,
    agreement2: true,
  };
}

async function submitAndStore(page: Page, form: Locator, surname: string) {
  await form.getByRole('button', { name: 'Odeslat' }).click();
  const thanks = page.getByRole('dialog', { name: THANKS });
  await expect(
    thanks.getByText('A je to. Vybrané autocentrum se vám brzy ozve a potvrdí s vámi termín servisu.'),
  ).toBeVisible();
  const stored = storedRequests(surname);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    endpoint: 'serviceBooking',
    method: 'POST',
    path: '/api/v1.0/rest/web/v2/form/service-booking',
  });
  return { thanks, payload: stored[0]?.payload };
}

test.describe('broker', () => {
  test('with a partner id: plate, broker name and partner id, no insurance fields', async ({ page }) => {
    const surname = uniqueName('servis-makler');
    const form = await openForm(page);
    await fillCommon(form, surname);
    await form.getByRole('checkbox', { name: /^Jsem zprostředkovatel/ }).check();
    await expect(form.getByRole('combobox', { name: /^Pojištění, které/ })).toHaveCount(0);
    await form.getByRole('textbox', { name: /^SPZ vozidla/ }).fill('1ab 2345');
    await form.getByRole('textbox', { name: /^Název zprostředkovatele/ }).fill('Makléř Brno s.r.o.');
    await form.getByRole('textbox', { name: /^ID partnera/ }).fill('P-20417');
    await form.getByRole('checkbox', { name: /novinek a nabídek/ }).check();
    const { thanks, payload } = await submitAndStore(page, form, surname);
    expect(payload).toStrictEqual({
      ...common(surname),
      agreement1: true,
      brokers: true,
      spz: '1AB2345',
      brokerName: 'Makléř Brno s.r.o.',
      partnerId: 'P-20417',
    });
    expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'service-booking' });
    await closeStatusDialog(thanks);
    await expect(form.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('');
  });

  test('without a partner id: the field is left out, not sent empty', async ({ page }) => {
    const surname = uniqueName('servis-makler-bez-id');
    const form = await openForm(page);
    await fillCommon(form, surname);
    await form.getByRole('checkbox', { name: /^Jsem zprostředkovatel/ }).check();
    await form.getByRole('textbox', { name: /^SPZ vozidla/ }).fill('2AB3456');
    await form.getByRole('textbox', { name: /^Název zprostředkovatele/ }).fill('Pojišťovací makléř Novák');
    const { payload } = await submitAndStore(page, form, surname);
    expect(payload).toStrictEqual({
      ...common(surname),
      brokers: true,
      spz: '2AB3456',
      brokerName: 'Pojišťovací makléř Novák',
    });
  });
});

const IDENTIFICATIONS = [
  {
    choice: 'Rodné číslo',
    field: /^Rodné číslo/,
    key: 'personalId',
    typed: '736028 / 5163',
    sent: '736028/5163',
  },
  { choice: 'IČO', field: /^IČO/, key: 'companyId', typed: '255 96 641', sent: '25596641' },
  {
    choice: 'Číslo smlouvy',
    field: /^Číslo smlouvy/,
    key: 'contractId',
    typed: '8801234567',
    sent: '8801234567',
  },
  {
    choice: 'SPZ',
    field: /^SPZ pojištěného vozidla/,
    key: 'personalSpz',
    typed: '3ab 4567',
    sent: '3AB4567',
  },
] as const;

test.describe('non-broker, each identification', () => {
  for (const identification of IDENTIFICATIONS) {
    test(`${identification.choice}: only that identification is stored`, async ({ page }) => {
      const surname = uniqueName(`servis-${identification.key}`);
      const form = await openForm(page);
      await fillCommon(form, surname);
      await form.getByRole('combobox', { name: /^Pojištění, které u nás máte/ }).selectOption('MTPL');
      // Another identification typed first: it must not travel with the lead.
      const other = IDENTIFICATIONS.find((item) => item.key !== identification.key) ?? IDENTIFICATIONS[0];
      await form.getByRole('radio', { name: other.choice, exact: true }).check();
      await form.getByRole('textbox', { name: other.field }).fill(other.typed);
      await form.getByRole('radio', { name: identification.choice, exact: true }).check();
      await form.getByRole('textbox', { name: identification.field }).fill(identification.typed);
      const { payload } = await submitAndStore(page, form, surname);
      expect(payload).toStrictEqual({
        ...common(surname),
        brokers: false,
        insuranceType: 'MTPL',
        identification: identification.key,
        [identification.key]: identification.sent,
      });
    });
  }
});

test('Brno and Audi offer only Vinohrady; a centre that no longer matches is cleared', async ({ page }) => {
  const form = await openForm(page);
  const group = form.getByRole('group', { name: /^Autocentrum/ });
  await expect(group).toContainText('Autocentra nabídneme, jakmile vyberete lokalitu a značku vozu.');
  await expect(centres(form)).toHaveCount(0);
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption('Brno');
  await form.getByRole('combobox', { name: /^Značka vozu/ }).selectOption('Audi');
  await expect(centres(form)).toHaveCount(1);
  const vinohrady = form.getByRole('radio', { name: /Autocentrum Brno-Vinohrady/ });
  await expect(vinohrady).toBeVisible();
  await expect(group).toContainText('Žarošická 13, 628 00 Brno');
  await expect(group).toContainText('Vaši značku v této lokalitě opravuje 1 autocentrum.');
  await vinohrady.check();
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption('Praha');
  await expect(centres(form)).toHaveCount(1);
  await expect(form.getByRole('radio', { name: /Autocentrum Horizont Černý Most/ })).not.toBeChecked();
  await form.getByRole('combobox', { name: /^Značka vozu/ }).selectOption('Fiat');
  await expect(form.getByText('Takový výběr zatím obsloužit neumíme.')).toHaveCount(0);
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption('Brno');
  await expect(form.getByText('Takový výběr zatím obsloužit neumíme.')).toBeVisible();
  await expect(centres(form)).toHaveCount(0);
});

test('Kia is offered as unauthorised service, and says what that means', async ({ page }) => {
  const form = await openForm(page);
  const brand = form.getByRole('combobox', { name: /^Značka vozu/ });
  await expect(brand.getByRole('option', { name: 'Kia (neautorizovaný servis)' })).toHaveCount(1);
  await expect(form.getByText(/neautorizovaný servis:/)).toHaveCount(0);
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption('Praha');
  await brand.selectOption('Kia');
  await expect(
    form.getByRole('status').filter({ hasText: 'Vozy Kia opravujeme jako neautorizovaný servis' }),
  ).toContainText('záruční opravy a svolávací akce výrobce ale provádí jen autorizovaný servis značky');
  await expect(centres(form)).toHaveCount(2);
});
