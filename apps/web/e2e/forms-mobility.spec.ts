import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeStatusDialog, dataLayer, formSection, typeAfterPrefix } from './forms';
import { expectNoAxeViolations, storedRequests, uniqueName } from './support';

/*
 * /mobilita: the mobility form (forms.mobility) and the mobility guarantee form
 * (forms.mobility-guarantee). The e2e site runs with PUBLIC_API_ENVIRONMENT=sandbox, so the guarantee
 * takes its non-production path, v1 (playwright.config.ts).
 */

const MOBILITY_PATH = '/api/v1.0/rest/web/v2/form/horizont-mobility';
const GUARANTEE_V1_PATH = '/api/v1.0/rest/web/v2/horizont-mobility-guarantee';

const CLIENT_THANKS =
  'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a rodné číslo nebo číslo pojistné smlouvy.';
const BROKER_THANKS =
  'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a své získatelské číslo.';

async function openForm(page: Page, heading = 'Náhradní mobilita'): Promise<Locator> {
  await page.goto('/mobilita');
  return formSection(page, heading);
}

async function chooseBranch(form: Locator, brand = 'Škoda', branch = 'Autocentrum Horizont Strahov') {
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption('Praha');
  await form.getByRole('combobox', { name: /^Značka vozidla/ }).selectOption({ label: brand });
  await form.getByRole('radio', { name: branch }).check();
}

/** Name, e-mail and the phone typed after the prefilled +420; `lastName` marks the stored lead. */
async function fillContact(form: Locator, lastName: string) {
  await form.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
  await form.getByRole('textbox', { name: /^Příjmení/ }).fill(lastName);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
}

async function consent(form: Locator) {
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
  await form.getByRole('checkbox', { name: /novinek a nabídek/ }).check();
}

async function fillBroker(form: Locator, lastName: string, salesNumber?: string) {
  await chooseBranch(form);
  await fillContact(form, lastName);
  await form.getByRole('checkbox', { name: /Jsem zprostředkovatel/ }).check();
  await form.getByRole('textbox', { name: /^SPZ vozidla/ }).fill('1AB 2345');
  await form.getByRole('textbox', { name: /^Název zprostředkovatele/ }).fill('Makléřský dům s.r.o.');
  if (salesNumber) await form.getByRole('textbox', { name: /^Získatelské číslo/ }).fill(salesNumber);
  await consent(form);
}

async function fillClient(
  form: Locator,
  lastName: string,
  type: string,
  identification: string,
  value: string,
) {
  await chooseBranch(form);
  await fillContact(form, lastName);
  await form.getByRole('radio', { name: type }).check();
  await form.getByRole('radio', { name: identification }).check();
  await form.getByRole('textbox', { name: new RegExp(`^${identification}`) }).fill(value);
  await consent(form);
}

const common = (lastName: string) => ({
  city: 'Praha',
  manufacturer: 'Skoda',
  horizontAutoBranchCode: 'NH_CAR_PRAHA_STRAHOV',
  firstName: 'Jana',
  lastName,
  email: 'jana.novakova@example.cz',
  phone: '+420 777 123 456',
  termsAgreement: true,
  marketingAgreement: true,
});

test('a broker’s request is stored with the plate, the broker and the sales number, and no client fields', async ({
  page,
}) => {
  const lastName = uniqueName('mobilita-makler');
  const form = await openForm(page);
  // A client's choices made first are not sent once the visitor says they are a broker.
  await form.getByRole('radio', { name: 'Pojištění vozidla' }).check();
  await form.getByRole('radio', { name: 'Rodné číslo' }).check();
  await form.getByRole('textbox', { name: /^Rodné číslo/ }).fill('7360285163');
  await fillBroker(form, lastName, 'Z-4711');
  await form.getByRole('button', { name: 'Odeslat' }).click();

  const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' });
  await expect(thanks.getByText(BROKER_THANKS)).toBeVisible();
  const stored = storedRequests(lastName);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ endpoint: 'mobility', method: 'POST', path: MOBILITY_PATH });
  expect(stored[0]?.payload).toStrictEqual({
    ...common(lastName),
    registrationPlate: '1AB2345',
    brokerName: 'Makléřský dům s.r.o.',
    salesNumber: 'Z-4711',
  });
  expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'mobility' });
  await closeStatusDialog(thanks);
  await expect(form.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /Jsem zprostředkovatel/ })).not.toBeChecked();
});

test('a broker may leave out the sales number and the marketing consent: neither is required', async ({
  page,
}) => {
  const lastName = uniqueName('mobilita-makler-bez-cisla');
  const form = await openForm(page);
  await fillBroker(form, lastName);
  // Consent to marketing is never a condition of a request (SPEC-NOTES, GDPR Art. 7(4)).
  await form.getByRole('checkbox', { name: /novinek a nabídek/ }).uncheck();
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' }).getByText(BROKER_THANKS),
  ).toBeVisible();
  const stored = storedRequests(lastName);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.payload).toStrictEqual({
    ...common(lastName),
    registrationPlate: '1AB2345',
    brokerName: 'Makléřský dům s.r.o.',
    marketingAgreement: false,
  });
});

const identifications = [
  {
    type: 'Pojištění majetku',
    code: 'PROPERTY',
    label: 'Rodné číslo',
    typed: '736028 5163',
    sent: { personalIn: '7360285163' },
  },
  {
    type: 'Pojištění podnikatelů',
    code: 'BUSINESS',
    label: 'IČO',
    typed: '255 966 41',
    sent: { companyIn: '25596641' },
  },
  {
    type: 'Pojištění odpovědnosti',
    code: 'LIABILITY',
    label: 'Číslo pojistné smlouvy',
    typed: '8001234567',
    sent: { policyNumber: '8001234567' },
  },
  {
    type: 'Pojištění vozidla',
    code: 'VEHICLE',
    label: 'SPZ vozidla',
    typed: '1AB 2345',
    sent: { registrationPlate: '1AB2345' },
  },
];

for (const identification of identifications) {
  test(`a client identified by ${identification.label} (${identification.code}) sends exactly that identification`, async ({
    page,
  }) => {
    const lastName = uniqueName(`mobilita-${identification.code}`);
    const form = await openForm(page);
    // Another identification typed first, then switched away from: it must not travel.
    await form.getByRole('radio', { name: identification.type }).check();
    const other = identification.label === 'Číslo pojistné smlouvy' ? 'IČO' : 'Číslo pojistné smlouvy';
    await form.getByRole('radio', { name: other }).check();
    await form.getByRole('textbox', { name: new RegExp(`^${other}`) }).fill('12345678');
    await fillClient(form, lastName, identification.type, identification.label, identification.typed);
    await form.getByRole('button', { name: 'Odeslat' }).click();

    await expect(
      page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' }).getByText(CLIENT_THANKS),
    ).toBeVisible();
    const stored = storedRequests(lastName);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ endpoint: 'mobility', path: MOBILITY_PATH });
    expect(stored[0]?.payload).toStrictEqual({
      ...common(lastName),
      productTypeCode: identification.code,
      ...identification.sent,
    });
  });
}

test('the plate identifies only a vehicle insurance: refused for property, with the reason', async ({
  page,
}) => {
  const lastName = uniqueName('mobilita-spz-majetek');
  const form = await openForm(page);
  const plate = form.getByRole('radio', { name: 'SPZ vozidla' });
  await form.getByRole('radio', { name: 'Pojištění majetku' }).check();
  await expect(plate).toBeDisabled();
  await expect(plate).toHaveAccessibleDescription('Jen u pojištění vozidla.');

  await fillClient(form, lastName, 'Pojištění vozidla', 'SPZ vozidla', '1AB 2345');
  await form.getByRole('radio', { name: 'Pojištění majetku' }).check();
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(form.getByText('SPZ lze použít jen u pojištění vozidla.')).toBeVisible();
  // The group is entered at its chosen radio, the refused plate, which carries the error.
  await expect(form.getByRole('radio', { name: 'SPZ vozidla' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^SPZ vozidla/ })).toHaveValue('1AB 2345');
  expect(storedRequests(lastName)).toHaveLength(0);

  await form.getByRole('radio', { name: 'Číslo pojistné smlouvy' }).check();
  await form.getByRole('textbox', { name: /^Číslo pojistné smlouvy/ }).fill('8001234567');
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' })).toBeVisible();
  const stored = storedRequests(lastName);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.payload).toStrictEqual({
    ...common(lastName),
    productTypeCode: 'PROPERTY',
    policyNumber: '8001234567',
  });
});

test('branches follow the brand; for Seat no branch serves, the visitor is told and nothing is sent', async ({
  page,
}) => {
  // An axe run over the whole page and a dozen steps: more than 30 s on a busy two-core machine.
  test.slow();
  const lastName = uniqueName('mobilita-seat');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  const form = await openForm(page);
  const status = form.getByRole('status');
  await expect(status).toHaveText('Pro zobrazení poboček prosím vyberte město a značku.');
  await form.getByRole('combobox', { name: /^Lokalita/ }).selectOption('Praha');
  await form.getByRole('combobox', { name: /^Značka vozidla/ }).selectOption({ label: 'Škoda' });
  await expect(form.getByRole('group', { name: /^Pobočka/ }).getByRole('radio')).toHaveCount(3);
  await form.getByRole('radio', { name: 'Autocentrum Horizont Strahov' }).check();
  await expectNoAxeViolations(page);

  const brand = form.getByRole('combobox', { name: /^Značka vozidla/ });
  await brand.selectOption('Seat');
  await expect(status).toHaveText(
    'Takový výběr zatím obsloužit neumíme. Zavolejte nám prosím na +420 800 100 200.',
  );
  await expect(status).toHaveAttribute('role', 'status');
  await expect(form.getByRole('group', { name: /^Pobočka/ })).toHaveCount(0);
  await fillContact(form, lastName);
  await form.getByRole('radio', { name: 'Pojištění majetku' }).check();
  await form.getByRole('radio', { name: 'IČO' }).check();
  await form.getByRole('textbox', { name: /^IČO/ }).fill('25596641');
  await consent(form);
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(brand).toBeFocused();
  await expect(brand).toHaveAccessibleDescription('Chyba: Takový výběr zatím obsloužit neumíme.');
  expect(posts).toBe(0);

  // Back to Volkswagen: Strahov serves it, but the branch was cleared when Seat was chosen.
  await brand.selectOption('Volkswagen');
  await expect(form.getByRole('radio', { name: 'Autocentrum Horizont Strahov' })).not.toBeChecked();
  expect(storedRequests(lastName)).toHaveLength(0);
});

test('the mobility guarantee is sent on the v1 path outside production, with the same payload', async ({
  page,
}) => {
  const lastName = uniqueName('zaruka-mobility');
  const form = await openForm(page, 'Záruka mobility');
  await fillClient(form, lastName, 'Pojištění majetku', 'IČO', '25596641');
  await form.getByRole('button', { name: 'Odeslat' }).click();

  const thanks = page.getByRole('dialog', { name: 'Žádost o záruku mobility jsme přijali' });
  await expect(thanks.getByText(CLIENT_THANKS)).toBeVisible();
  const stored = storedRequests(lastName);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    endpoint: 'mobilityGuaranteeV1',
    method: 'POST',
    path: GUARANTEE_V1_PATH,
  });
  expect(stored[0]?.payload).toStrictEqual({
    ...common(lastName),
    productTypeCode: 'PROPERTY',
    companyIn: '25596641',
  });
  expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'mobility-guarantee' });
});
