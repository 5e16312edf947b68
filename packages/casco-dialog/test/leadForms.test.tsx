import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { demoSite } from '../../../.storybook/site.ts';
import {
  describeLeadFormContract,
  type FormScope,
  type LeadFormRow,
} from '../../../test/leadFormContract.tsx';
import { CascoButton } from '../src/CascoButton/CascoButton.js';
import type { CascoCalculation } from '../src/calculation/cascoCalculation.js';
import { VALUE_OPTIONS } from '../src/vehicle/vehicleChoices.js';

/*
 * The lead-form contract (test/leadFormContract.tsx) over the casco dialog's two tabs, with and
 * without a calculator's calculation. The dialog's own rules (the summary card, the choices, the
 * tabs' keyboard) are in its stories.
 */

const URL = `${demoSite.api.host}/api/v1.0/rest/web/v2/form/offer/vehicle`;
const TITLE = 'Ozveme se vám s konkrétní nabídkou';

const calculation: CascoCalculation = {
  brand: 'Škoda',
  age: '3-4 roky',
  value: VALUE_OPTIONS[6]?.value ?? '',
  price: 1234.5,
  discountPercent: 10,
  allRisk: true,
};

const textbox = (form: FormScope, name: RegExp) => form.getByRole('textbox', { name });
const brand = (form: FormScope) => form.getByRole('combobox', { name: /^Značka vozidla/ });

/** The dialog (open from the start, as a page opens it), on the tab the row is about. */
function dialog(tab: 'Zavolejte mi' | 'Ozvěte se na e-mail') {
  return async () => {
    const found = page.getByRole('dialog', { name: TITLE });
    const tabButton = found.getByRole('tab', { name: tab });
    // The dialog's code loads when it opens: a loading stand-in of the same name shows first.
    await expect.element(tabButton).toBeVisible();
    if (tabButton.element().getAttribute('aria-selected') !== 'true') await tabButton.click();
    await expect.element(tabButton).toHaveAttribute('aria-selected', 'true');
    return found;
  };
}

async function chooseVehicle(form: FormScope, value: 'band' | 'exact') {
  await brand(form).selectOptions('Škoda');
  await form.getByRole('combobox', { name: /^Stáří vozidla/ }).selectOptions('3-4 roky');
  if (value === 'band') {
    await form
      .getByRole('combobox', { name: /^Hodnota vozidla/ })
      .selectOptions(VALUE_OPTIONS.at(-1)?.value ?? '');
  } else {
    await textbox(form, /^Přesná hodnota vozidla/).fill('450 000');
  }
}

async function fillPhone(form: FormScope) {
  await textbox(form, /^Jméno/).fill('Jana');
  await textbox(form, /^Telefon/).fill('+420 601 123 456');
}

async function fillEmail(form: FormScope) {
  await textbox(form, /^Jméno/).fill('Jana');
  await textbox(form, /^Rodné číslo/).fill('855101/0006');
  await textbox(form, /^PSČ/).fill('110 00');
  await textbox(form, /^SPZ/).fill('1AB 2345');
  await textbox(form, /^Počátek pojištění/).fill('1. 2. 2027');
  await textbox(form, /^E-mail/).fill('jana.novakova@example.cz');
}

const phonePayload = {
  contact: 'PHONE',
  phone: '+420 601 123 456',
  firstName: 'Jana',
  actualValue: 601000,
  termsAgreement: true,
  marketingAgreement: false,
  manufacturer: 'Škoda',
  vehicleAge: '3-4 roky',
  estimatedPremium: 0,
  carAccident: false,
};

const emailPayload = {
  contact: 'EMAIL',
  personalIn: '855101/0006',
  zip: '11000',
  registrationPlate: '1AB2345',
  beginDate: '2027-02-01',
  email: 'jana.novakova@example.cz',
  firstName: 'Jana',
  actualValue: 450000,
  termsAgreement: true,
  marketingAgreement: false,
  manufacturer: 'Škoda',
  vehicleAge: '3-4 roky',
  estimatedPremium: 0,
  carAccident: false,
};

/** What the calculator's calculation puts into the call instead of the visitor's choices. */
const fromCalculator = {
  actualValue: 401000,
  manufacturer: 'Škoda',
  vehicleAge: '3-4 roky',
  estimatedPremium: 1234.5,
  carAccident: true,
};

const PHONE_THANKS = 'A je to. Náš Horizont poradce vás bude brzy kontaktovat.';
const EMAIL_THANKS = 'A je to. Již děláme na zpracování nabídky, kterou obdržíte do vašeho emailu.';

/** The casco dialog's failure, SPEC §8: logged, the dialog stays with every value, nothing else shown. */
const common = {
  url: 'http://localhost:6006/havarijko-na-mesic',
  submit: 'Odeslat',
  failed: { nothing: true },
} as const;

const phoneServerError = {
  field: 'phone',
  message: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.',
  control: (form: FormScope) => textbox(form, /^Telefon/),
};
const emailServerError = {
  field: 'personalIn',
  message: 'Rodné číslo nesouhlasí s údaji v registru.',
  control: (form: FormScope) => textbox(form, /^Rodné číslo/),
};
const firstNameMissing = {
  field: (form: FormScope) => textbox(form, /^Jméno/),
  message: 'Jméno je povinný údaj.',
};
const brandMissing = { field: brand, message: 'Značka vozidla je povinný údaj.' };

const rows: LeadFormRow[] = [
  {
    ...common,
    name: 'CascoDialog, phone tab',
    element: () => <CascoButton defaultOpen />,
    form: dialog('Zavolejte mi'),
    fill: async (form) => {
      await chooseVehicle(form, 'band');
      await fillPhone(form);
    },
    request: { url: URL, body: phonePayload },
    empty: brandMissing,
    serverError: phoneServerError,
    sent: { dialog: 'Děkujeme za váš zájem!', text: PHONE_THANKS },
  },
  {
    ...common,
    name: 'CascoDialog, e-mail tab',
    notKept: ['personalId'],
    element: () => <CascoButton defaultOpen />,
    form: dialog('Ozvěte se na e-mail'),
    fill: async (form) => {
      await chooseVehicle(form, 'exact');
      await fillEmail(form);
    },
    request: { url: URL, body: emailPayload },
    empty: brandMissing,
    serverError: emailServerError,
    sent: { dialog: 'Děkujeme za váš zájem!', text: EMAIL_THANKS },
  },
  {
    ...common,
    name: 'CascoDialog with a calculation, phone tab',
    element: () => <CascoButton defaultOpen calculation={calculation} />,
    form: dialog('Zavolejte mi'),
    fill: fillPhone,
    request: { url: URL, body: { ...phonePayload, ...fromCalculator } },
    empty: firstNameMissing,
    serverError: phoneServerError,
    sent: { dialog: 'Děkujeme za váš zájem!', text: PHONE_THANKS },
  },
  {
    ...common,
    name: 'CascoDialog with a calculation, e-mail tab',
    notKept: ['personalId'],
    element: () => <CascoButton defaultOpen calculation={calculation} />,
    form: dialog('Ozvěte se na e-mail'),
    fill: fillEmail,
    request: { url: URL, body: { ...emailPayload, ...fromCalculator } },
    empty: firstNameMissing,
    serverError: emailServerError,
    sent: { dialog: 'Děkujeme za váš zájem!', text: EMAIL_THANKS },
  },
];

describeLeadFormContract(rows);
