import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { demoSite } from '../../../.storybook/site.ts';
import {
  describeLeadFormContract,
  type FormScope,
  type LeadFormRow,
} from '../../../test/leadFormContract.tsx';
import { CascoButton } from '../src/CascoButton/CascoButton.js';
import {
  CALCULATION,
  EMAIL_FILL,
  EMAIL_PAYLOAD,
  FROM_CALCULATOR,
  PHONE_FILL,
  PHONE_PAYLOAD,
  VEHICLE,
} from './fixtures.js';

/*
 * The lead-form contract (test/leadFormContract.tsx) over the casco dialog's two tabs, with and
 * without a calculator's calculation. The dialog's own rules (the summary card, the choices, the
 * tabs' keyboard) are in its stories.
 */

const URL = `${demoSite.api.host}/api/v1.0/rest/web/v2/form/offer/vehicle`;
const TITLE = 'Ozveme se vám s konkrétní nabídkou';

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
  await brand(form).selectOptions(VEHICLE.brand);
  await form.getByRole('combobox', { name: /^Stáří vozidla/ }).selectOptions(VEHICLE.age);
  if (value === 'band') {
    await form.getByRole('combobox', { name: /^Hodnota vozidla/ }).selectOptions(VEHICLE.band);
  } else {
    await textbox(form, /^Přesná hodnota vozidla/).fill(VEHICLE.exactValue);
  }
}

async function fillPhone(form: FormScope) {
  await textbox(form, /^Jméno/).fill(PHONE_FILL.firstName);
  await textbox(form, /^Telefon/).fill(PHONE_FILL.phone);
}

async function fillEmail(form: FormScope) {
  await textbox(form, /^Jméno/).fill(EMAIL_FILL.firstName);
  await textbox(form, /^Rodné číslo/).fill(EMAIL_FILL.birthNumber);
  await textbox(form, /^PSČ/).fill(EMAIL_FILL.zip);
  await textbox(form, /^SPZ/).fill(EMAIL_FILL.plate);
  await textbox(form, /^Počátek pojištění/).fill(EMAIL_FILL.beginDate);
  await textbox(form, /^E-mail/).fill(EMAIL_FILL.email);
}

/** Each tab: its fill (after the vehicle chosen as the row says), call, server error and thank-you. */
const TABS = {
  phone: {
    name: 'phone tab',
    title: 'Zavolejte mi',
    vehicle: 'band',
    fill: fillPhone,
    payload: PHONE_PAYLOAD,
    serverError: {
      field: 'phone',
      message: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.',
      control: (form: FormScope) => textbox(form, /^Telefon/),
    },
    thanks: 'A je to. Náš Horizont poradce vás bude brzy kontaktovat.',
  },
  email: {
    name: 'e-mail tab',
    title: 'Ozvěte se na e-mail',
    vehicle: 'exact',
    fill: fillEmail,
    payload: EMAIL_PAYLOAD,
    serverError: {
      field: 'personalIn',
      message: 'Rodné číslo nesouhlasí s údaji v registru.',
      control: (form: FormScope) => textbox(form, /^Rodné číslo/),
    },
    thanks: 'A je to. Již děláme na zpracování nabídky, kterou obdržíte do vašeho emailu.',
  },
} as const;

/**
 * The row of one tab, with or without the calculator's calculation. With one, the vehicle is the
 * calculation's (its values in the call), the first name is the first field the visitor must fill,
 * and the vehicle fields are not asked for. The e-mail tab's birth number is never kept (`notKept`).
 * The casco dialog's failure, SPEC §8: logged, the dialog stays with every value, nothing else shown.
 */
function cascoRow(tab: keyof typeof TABS, withCalculation: boolean): LeadFormRow {
  const { name, title, vehicle, fill, payload, serverError, thanks } = TABS[tab];
  return {
    name: `CascoDialog${withCalculation ? ' with a calculation' : ''}, ${name}`,
    url: 'http://localhost:6006/havarijko-na-mesic',
    ...(tab === 'email' ? { notKept: ['personalId'] } : {}),
    element: () => <CascoButton defaultOpen calculation={withCalculation ? CALCULATION : undefined} />,
    form: dialog(title),
    submit: 'Odeslat',
    fill: withCalculation
      ? fill
      : async (form) => {
          await chooseVehicle(form, vehicle);
          await fill(form);
        },
    request: { url: URL, body: withCalculation ? { ...payload, ...FROM_CALCULATOR } : payload },
    empty: withCalculation
      ? { field: (form) => textbox(form, /^Jméno/), message: 'Jméno je povinný údaj.' }
      : { field: brand, message: 'Značka vozidla je povinný údaj.' },
    serverError,
    sent: { dialog: 'Děkujeme za váš zájem!', text: thanks },
    failed: { nothing: true },
  };
}

describeLeadFormContract([
  cascoRow('phone', false),
  cascoRow('email', false),
  cascoRow('phone', true),
  cascoRow('email', true),
]);
