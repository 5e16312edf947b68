import { publishCalculation } from '@insurance-web/ui';
import { HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { demoSite } from '../../../.storybook/site.ts';
import {
  describeLeadFormContract,
  type FormScope,
  type LeadFormRow,
} from '../../../test/leadFormContract.tsx';
import { AdvisorSection } from '../src/AdvisorModal/AdvisorSection.js';
import { CallbackModal } from '../src/CallbackModal/CallbackModal.js';
import { CallMeForm } from '../src/CallMeForm/CallMeForm.js';
import { MeetingForm } from '../src/MeetingForm/MeetingForm.js';
import { MobilityForm } from '../src/MobilityForm/MobilityForm.js';
import { NeedHelpForm } from '../src/NeedHelpForm/NeedHelpForm.js';
import { QuestionForm } from '../src/QuestionForm/QuestionForm.js';
import { ServiceBookingForm } from '../src/ServiceBookingForm/ServiceBookingForm.js';
import { SuitabilityRecordForm } from '../src/SuitabilityRecord/SuitabilityRecordForm.js';
import { WhistleblowingForm } from '../src/WhistleblowingForm/WhistleblowingForm.js';

/*
 * The lead-form contract (test/leadFormContract.tsx) over every lead form of this package: one row
 * each. The forms' other rules (variants, channels, identifications) are in their stories.
 */

const API = demoSite.api.host;
const ERROR_DIALOG = {
  dialog: 'Chyba při zpracování',
  text: 'Litujeme, ale váš požadavek se nepodařilo dokončit.',
} as const;

const section = (name: RegExp) => async () => page.getByRole('region', { name });
const textbox = (form: FormScope, name: RegExp) => form.getByRole('textbox', { name });
const combobox = (form: FormScope, name: RegExp) => form.getByRole('combobox', { name });
const radio = (form: FormScope, name: string | RegExp) =>
  form.getByRole('radio', { name, exact: typeof name === 'string' });
const checkbox = (form: FormScope, name: RegExp) => form.getByRole('checkbox', { name });

/** The phone fields start with `+420 `: the visitor types the rest after it. */
const phone = (form: FormScope, name = /^Telefon/) => textbox(form, name).fill('+420 601 123 456');

async function nameAndContact(form: FormScope, { surname = 'Příjmení', email = true } = {}) {
  await textbox(form, /^Jméno/).fill('Jana');
  await textbox(form, new RegExp(`^${surname}`)).fill('Nováková');
  if (email) await textbox(form, /^E-mail/).fill('jana.novakova@example.cz');
  await phone(form);
}

const personalDataConsent = (form: FormScope) => checkbox(form, /zpracováním svých osobních údajů/).click();

const CALLBACK_TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';

/** The call-back modal once its form is there (a stand-in dialog of the same name shows first). */
const callbackDialog = () =>
  page
    .getByRole('dialog', { name: CALLBACK_TITLE })
    .filter({ has: page.getByRole('textbox', { name: /Telefon/ }) });

async function fillCallback(form: FormScope) {
  await textbox(form, /Jméno/).fill('Jana');
  await textbox(form, /Telefon/).fill('+420 601 123 456');
  await textbox(form, /Datum/).fill('26. 11. 2026');
  await radio(form, /Odpoledne/).click();
}

/** The call-back modal's row, reached as `open` reaches it. */
function callbackRow(name: string, open: () => Promise<void>, element: LeadFormRow['element']): LeadFormRow {
  return {
    name,
    element,
    form: async () => {
      if (!callbackDialog().query()) await open();
      await expect.element(callbackDialog()).toBeVisible();
      return callbackDialog();
    },
    submit: 'Odeslat',
    fill: fillCallback,
    // The demo site's "now" is Wednesday 25 November 2026, 9:30 in Prague; the 26th is a Thursday.
    request: {
      url: `${API}/api/latest/rest/web/v2/form/offer/call-me`,
      body: {
        name: 'Jana',
        phone: '+420 601 123 456',
        date: '2026-11-26',
        dayTime: 1,
        contact: 'PHONE',
        termsAgreement: true,
      },
    },
    answer: () => new HttpResponse(null, { status: 204 }),
    empty: { field: (form) => textbox(form, /Jméno/), message: 'Jméno je povinný údaj.' },
    serverError: {
      field: 'phone',
      message: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.',
      control: (form) => textbox(form, /Telefon/),
    },
    sent: { dialog: 'Děkujeme za váš zájem!', text: 'Děkujeme, formulář byl odeslán a my se brzy ozveme.' },
    failed: ERROR_DIALOG,
  };
}

const techEvent = {
  variant: 'techEvent',
  heading: 'Registrace: AI v likvidaci škod',
  event: {
    name: 'AI v likvidaci škod',
    date: 'čtvrtek 4. března 2027 od 18:00',
    venue: 'Horizont Campus, Na Pankráci 1, Praha 4',
    day: '2027-03-04',
  },
  topics: [
    { value: 'ai-claims', label: 'Umělá inteligence v likvidaci škod' },
    { value: 'fraud-detection', label: 'Odhalování pojistných podvodů' },
  ],
  drinks: [
    { value: 'coffee', label: 'Káva' },
    { value: 'lemonade', label: 'Domácí limonáda' },
  ],
} as const;

const calculation = {
  type: 'vehicle',
  arrangingForm: {
    calculationId: 'KALK-2026-000123',
    vehicle: { registrationPlate: '1AB2345', manufacturerModelCode: 'SKODA_OCTAVIA' },
    products: ['MTPL', 'CASCO'],
    getPackages: true,
  },
  summary: 'Škoda Octavia, 1AB 2345: povinné ručení a havarijní pojištění',
  calculatedAt: '2026-11-25T08:12:00.000Z',
};
const REQUEST = 'Povinné ručení a havarijní pojištění včetně skel a asistence.';
const RECOMMENDATION = 'Doporučujeme havarijní pojištění Komfort se spoluúčastí 5 %.';

const rows: LeadFormRow[] = [
  {
    name: 'CallMeForm',
    element: () => <CallMeForm />,
    form: section(/Ozveme se vám/),
    submit: 'Odeslat',
    fill: async (form) => {
      await textbox(form, /^Jméno/).fill('Jana');
      await phone(form);
      await textbox(form, /^Vaše zpráva/).fill('Zajímá mě pojištění bytu.');
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/offer/call-me`,
      body: {
        contact: 'PHONE',
        firstName: 'Jana',
        email: '',
        phone: '+420 601 123 456',
        message: 'Zajímá mě pojištění bytu.',
        termsAgreement: true,
        marketingAgreement: false,
      },
    },
    empty: { field: (form) => textbox(form, /^Jméno/), message: 'Jméno je povinný údaj.' },
    serverError: {
      field: 'phone',
      message: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.',
      control: (form) => textbox(form, /^Telefon/),
    },
    sent: { dialog: 'Děkujeme za váš zájem!', text: 'A je to. Brzy vám zavoláme na číslo +420 601 123 456.' },
    failed: ERROR_DIALOG,
  },
  {
    name: 'QuestionForm',
    element: () => <QuestionForm />,
    form: section(/Zeptejte se nás/),
    submit: 'Odeslat',
    fill: async (form) => {
      await nameAndContact(form);
      await textbox(form, /^Váš dotaz/).fill('Kryje pojištění domácnosti i kolo ve sklepě?');
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/question`,
      body: {
        name: 'Jana',
        surname: 'Nováková',
        email: 'jana.novakova@example.cz',
        phoneNumber: '+420 601 123 456',
        text: 'Kryje pojištění domácnosti i kolo ve sklepě?',
        agreement1: false,
        agreement2: true,
      },
    },
    empty: { field: (form) => textbox(form, /^Jméno/), message: 'Jméno je povinný údaj.' },
    serverError: {
      field: 'phoneNumber',
      message: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.',
      control: (form) => textbox(form, /^Telefon/),
    },
    sent: {
      dialog: 'Děkujeme za váš dotaz!',
      text: 'A je to. Odpověď vám pošleme e-mailem, případně vám zavoláme.',
    },
    failed: ERROR_DIALOG,
  },
  {
    name: 'NeedHelpForm',
    element: () => <NeedHelpForm />,
    form: section(/Potřebujete pomoc\?/),
    submit: 'Odeslat',
    fill: async (form) => {
      await radio(form, 'Ano').click();
      await textbox(form, /^Číslo smlouvy/).fill('8801234567');
      await nameAndContact(form);
      await textbox(form, /^S čím potřebujete pomoci/).fill('Jak si ve smlouvě změním adresu?');
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/need-help`,
      body: {
        name: 'Jana',
        surname: 'Nováková',
        email: 'jana.novakova@example.cz',
        phone: '+420 601 123 456',
        question: 'Jak si ve smlouvě změním adresu?',
        isClient: true,
        contractNumber: '8801234567',
        personalDataConsent: true,
        marketingConsent: false,
      },
    },
    empty: { field: (form) => textbox(form, /^Jméno/), message: 'Jméno je povinný údaj.' },
    serverError: {
      field: 'contractNumber',
      message: 'Smlouvu s tímto číslem nenacházíme.',
      control: (form) => textbox(form, /^Číslo smlouvy/),
    },
    sent: {
      dialog: 'Děkujeme, že jste se na nás obrátili!',
      text: 'A je to. Ozveme se vám e-mailem nebo telefonicky nejpozději do dvou pracovních dnů.',
    },
    failed: ERROR_DIALOG,
  },
  {
    name: 'MeetingForm (tech event)',
    element: () => <MeetingForm {...techEvent} />,
    form: section(/Registrace: AI v likvidaci škod/),
    submit: 'Pokračovat',
    fill: async (form) => {
      await combobox(form, /^Téma/).selectOptions('fraud-detection');
      await radio(form, 'Osobně').click();
      await radio(form, 'Domácí limonáda').click();
      await nameAndContact(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/horizont-technologies/meeting`,
      body: {
        technology: 'fraud-detection',
        drink: 'lemonade',
        online: false,
        name: 'Jana Nováková',
        message: '',
        email: 'jana.novakova@example.cz',
        phone: '+420 601 123 456',
      },
    },
    empty: {
      field: (form) => combobox(form, /^Téma/),
      message: 'Prosím vyberte jednu z možností.',
      alert: 'Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.',
    },
    serverError: {
      field: 'technology',
      message: 'Toto téma už je plně obsazené, vyberte prosím jiné.',
      control: (form) => combobox(form, /^Téma/),
    },
    sent: {
      dialog: 'Děkujeme!',
      text: 'Registraci na akci AI v likvidaci škod jsme přijali. Podrobnosti vám pošleme e-mailem.',
    },
    failed: ERROR_DIALOG,
  },
  {
    name: 'MobilityForm',
    element: () => <MobilityForm />,
    form: section(/Náhradní mobilita/),
    submit: 'Odeslat',
    fill: async (form) => {
      await combobox(form, /^Lokalita/).selectOptions('Praha');
      await combobox(form, /^Značka vozidla/).selectOptions('Škoda');
      await radio(form, 'Autocentrum Horizont Strahov').click();
      await nameAndContact(form);
      await radio(form, 'Pojištění majetku').click();
      await radio(form, 'Rodné číslo').click();
      await textbox(form, /^Rodné číslo/).fill('736028 5163');
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/horizont-mobility`,
      body: {
        city: 'Praha',
        manufacturer: 'Skoda',
        horizontAutoBranchCode: 'NH_CAR_PRAHA_STRAHOV',
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana.novakova@example.cz',
        phone: '+420 601 123 456',
        termsAgreement: true,
        marketingAgreement: false,
        productTypeCode: 'PROPERTY',
        personalIn: '7360285163',
      },
    },
    empty: { field: (form) => combobox(form, /^Lokalita/), message: 'Lokalita je povinný údaj.' },
    serverError: {
      field: 'personalIn',
      message: 'Rodné číslo je neplatné.',
      control: (form) => textbox(form, /^Rodné číslo/),
    },
    sent: {
      dialog: 'Děkujeme za váš zájem!',
      text: 'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a rodné číslo nebo číslo pojistné smlouvy.',
    },
    failed: ERROR_DIALOG,
  },
  {
    name: 'ServiceBookingForm',
    element: () => <ServiceBookingForm />,
    form: section(/Objednávka do servisu/),
    submit: 'Odeslat',
    fill: async (form) => {
      await combobox(form, /^Lokalita/).selectOptions('Brno');
      await combobox(form, /^Značka vozu/).selectOptions('Audi');
      await radio(form, /Autocentrum Brno-Vinohrady/).click();
      await nameAndContact(form);
      await combobox(form, /^Pojištění, které u nás máte/).selectOptions('CASCO');
      await radio(form, 'Rodné číslo').click();
      await textbox(form, /^Rodné číslo/).fill('736028 / 5163');
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/service-booking`,
      body: {
        location: 'Brno',
        brand: 'Audi',
        carShop: 'KEI_BRNO_VINOHRADY',
        firstName: 'Jana',
        lastName: 'Nováková',
        phoneNumber: '+420 601 123 456',
        email: 'jana.novakova@example.cz',
        agreement1: false,
        agreement2: true,
        brokers: false,
        insuranceType: 'CASCO',
        identification: 'personalId',
        personalId: '736028/5163',
      },
    },
    empty: { field: (form) => combobox(form, /^Lokalita/), message: 'Lokalita je povinný údaj.' },
    serverError: {
      field: 'personalId',
      message: 'Rodné číslo je neplatné.',
      control: (form) => textbox(form, /^Rodné číslo/),
    },
    sent: {
      dialog: 'Děkujeme za váš zájem!',
      text: 'A je to. Vybrané autocentrum se vám brzy ozve a potvrdí s vámi termín servisu.',
    },
    failed: ERROR_DIALOG,
  },
  {
    name: 'WhistleblowingForm',
    element: () => <WhistleblowingForm />,
    form: section(/Podat oznámení online/),
    submit: 'Odeslat oznámení',
    fill: async (form) => {
      await combobox(form, /^Váš vztah ke společnosti/).selectOptions('Zaměstnanec / zaměstnankyně');
      await textbox(form, /^Co se stalo/).fill(
        'Vedoucí pobočky nutí kolegy sjednávat smlouvy bez vědomí klientů.',
      );
      await textbox(form, /^Kdy a kde/).fill('Pobočka Brno, květen 2026');
      await textbox(form, /^Jméno a příjmení/).fill('Jana Nováková');
      await textbox(form, /^E-mail/).fill('jana.novakova@example.cz');
    },
    request: {
      url: `${API}/api/latest/rest/forms/v2/whistleblowing`,
      body: {
        relationship: 'EMPLOYEE',
        text: 'Vedoucí pobočky nutí kolegy sjednávat smlouvy bez vědomí klientů.',
        whenAndWhere: 'Pobočka Brno, květen 2026',
        involved: '',
        anonymous: false,
        name: 'Jana Nováková',
        email: 'jana.novakova@example.cz',
      },
    },
    empty: {
      field: (form) => combobox(form, /^Váš vztah ke společnosti/),
      message: 'Vztah ke společnosti je povinný údaj.',
    },
    serverError: {
      field: 'email',
      message: 'Na tuto adresu vám nemůžeme odpovědět.',
      control: (form) => textbox(form, /^E-mail/),
    },
    sent: {
      dialog: 'Děkujeme za oznámení',
      text: 'Oznámení jsme přijali. Příslušná osoba vám do 7 dnů potvrdí jeho přijetí a do 30 dnů vám sdělí, jak ho posoudila.',
    },
    failed: ERROR_DIALOG,
  },
  {
    // Its outcome is a download and a line in the form, its failure an alert with `Zkusit znovu` (SPEC §8).
    name: 'SuitabilityRecordForm',
    element: () => <SuitabilityRecordForm />,
    setup: () => {
      publishCalculation(calculation);
      // The PDF is caught on its way to the disk.
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:contract/record');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      return () => window.sessionStorage.clear();
    },
    form: section(/Záznam z jednání/),
    submit: 'Stáhnout záznam z jednání',
    fill: async (form) => {
      await textbox(form, /^Požadavky a potřeby/).fill(REQUEST);
      await textbox(form, /^Doporučení/).fill(RECOMMENDATION);
    },
    request: {
      url: `${API}/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf`,
      body: {
        calculationId: 'KALK-2026-000123',
        vehicle: { registrationPlate: '1AB2345', manufacturerModelCode: 'SKODA_OCTAVIA' },
        products: ['MTPL', 'CASCO'],
        saveCalculation: true,
        getPackages: false,
        getApplicableLimitsOnly: false,
        getLimits: false,
        suitabilityRecord: {
          post: false,
          insurers: [],
          request: REQUEST,
          recommendation: RECOMMENDATION,
          difference: 'Nejsou',
        },
      },
    },
    answer: () => new HttpResponse('%PDF-1.4\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } }),
    empty: { field: (form) => textbox(form, /^Požadavky a potřeby/), message: 'Prosím vyplňte.' },
    serverError: {
      field: 'suitabilityRecord.recommendation',
      message: 'Doporučení musí jmenovat konkrétní produkt.',
      control: (form) => textbox(form, /^Doporučení/),
    },
    sent: { shown: 'Hotovo. Záznam z jednání je stažený jako zaznam_z_jednani.pdf.' },
    failed: {
      shown: 'Záznam z jednání se nepodařilo vytvořit. Vyplněné údaje zůstaly, zkuste to prosím znovu.',
    },
  },
  callbackRow(
    'CallbackModal',
    async () => {},
    () => <CallbackModal defaultOpen />,
  ),
  callbackRow(
    'AdvisorSection (its call-back modal)',
    async () => {
      await page.getByRole('button', { name: 'Chci poradit s pojištěním auta' }).click();
      await page.getByRole('button', { name: 'Zavolejte mi' }).click();
    },
    () => <AdvisorSection />,
  ),
];

describeLeadFormContract(rows);
