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
import { ClaimReportForm } from '../src/ClaimReportForm/ClaimReportForm.js';
import { MeetingForm } from '../src/MeetingForm/MeetingForm.js';
import { MobilityForm } from '../src/MobilityForm/MobilityForm.js';
import { NeedHelpForm } from '../src/NeedHelpForm/NeedHelpForm.js';
import { QuestionForm } from '../src/QuestionForm/QuestionForm.js';
import { ServiceBookingForm } from '../src/ServiceBookingForm/ServiceBookingForm.js';
import { SuitabilityRecordForm } from '../src/SuitabilityRecord/SuitabilityRecordForm.js';
import { WhistleblowingForm } from '../src/WhistleblowingForm/WhistleblowingForm.js';
import { CALL_ME } from './fixtures/callMe.js';
import { CLAIM_REPORT } from './fixtures/claimReport.js';
import { MEETING } from './fixtures/meeting.js';
import { MOBILITY } from './fixtures/mobility.js';
import { NEED_HELP } from './fixtures/needHelp.js';
import { JANA } from './fixtures/person.js';
import { QUESTION } from './fixtures/question.js';
import { SERVICE_BOOKING } from './fixtures/serviceBooking.js';
import { SUITABILITY_RECORD } from './fixtures/suitabilityRecord.js';
import { WHISTLEBLOWING } from './fixtures/whistleblowing.js';

/*
 * The lead-form contract (test/leadFormContract.tsx) over every lead form of this package: one row
 * each. The forms' other rules (variants, channels, identifications) are in their stories. Each
 * row's valid fill and payload come from the form's fixture (./fixtures/), which its stories read too.
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
const phone = (form: FormScope, name = /^Telefon/) => textbox(form, name).fill(JANA.phone);

async function nameAndContact(form: FormScope, { surname = 'Příjmení', email = true } = {}) {
  await textbox(form, /^Jméno/).fill(JANA.firstName);
  await textbox(form, new RegExp(`^${surname}`)).fill(JANA.surname);
  if (email) await textbox(form, /^E-mail/).fill(JANA.email);
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
  await textbox(form, /Jméno/).fill(JANA.firstName);
  await textbox(form, /Telefon/).fill(JANA.phone);
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
        name: JANA.firstName,
        phone: JANA.phone,
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

const rows: LeadFormRow[] = [
  {
    name: 'CallMeForm',
    element: () => <CallMeForm />,
    form: section(/Ozveme se vám/),
    submit: 'Odeslat',
    fill: async (form) => {
      await textbox(form, /^Jméno/).fill(JANA.firstName);
      await phone(form);
      await textbox(form, /^Vaše zpráva/).fill(CALL_ME.message);
      await personalDataConsent(form);
    },
    request: { url: `${API}/api/v1.0/rest/web/v2/form/offer/call-me`, body: CALL_ME.payload },
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
      await textbox(form, /^Váš dotaz/).fill(QUESTION.text);
      await personalDataConsent(form);
    },
    request: { url: `${API}/api/v1.0/rest/web/v2/form/question`, body: QUESTION.payload },
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
    notKept: ['contractNumber'],
    element: () => <NeedHelpForm />,
    form: section(/Potřebujete pomoc\?/),
    submit: 'Odeslat',
    fill: async (form) => {
      await radio(form, 'Ano').click();
      await textbox(form, /^Číslo smlouvy/).fill(NEED_HELP.contractNumber);
      await nameAndContact(form);
      await textbox(form, /^Váš dotaz/).fill(NEED_HELP.question);
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/need-help`,
      body: { ...NEED_HELP.payload, isClient: true, contractNumber: NEED_HELP.contractNumber },
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
    element: () => <MeetingForm {...MEETING.techEvent} />,
    form: section(/Registrace: AI v likvidaci škod/),
    submit: 'Pokračovat',
    fill: async (form) => {
      await combobox(form, /^Téma/).selectOptions(MEETING.inPerson.topic);
      await radio(form, MEETING.inPerson.place).click();
      await radio(form, MEETING.inPerson.drink).click();
      await nameAndContact(form);
    },
    request: { url: `${API}/api/v1.0/rest/web/v2/horizont-technologies/meeting`, body: MEETING.payload },
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
    notKept: ['personalIn'],
    element: () => <MobilityForm />,
    form: section(/Náhradní mobilita/),
    submit: 'Odeslat',
    fill: async (form) => {
      await combobox(form, /^Lokalita/).selectOptions(MOBILITY.city);
      await combobox(form, /^Značka vozidla/).selectOptions(MOBILITY.brand);
      await radio(form, MOBILITY.branch).click();
      await nameAndContact(form);
      await radio(form, MOBILITY.insurance).click();
      await radio(form, MOBILITY.identification).click();
      await textbox(form, /^Rodné číslo/).fill(MOBILITY.birthNumber);
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/horizont-mobility`,
      body: { ...MOBILITY.payload, ...MOBILITY.client },
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
    notKept: ['personalId'],
    element: () => <ServiceBookingForm />,
    form: section(/Objednávka do servisu/),
    submit: 'Odeslat',
    fill: async (form) => {
      await combobox(form, /^Lokalita/).selectOptions(SERVICE_BOOKING.location);
      await combobox(form, /^Značka vozu/).selectOptions(SERVICE_BOOKING.brand);
      await radio(form, SERVICE_BOOKING.centre).click();
      await nameAndContact(form);
      await combobox(form, /^Pojištění, které u nás máte/).selectOptions(SERVICE_BOOKING.insurance);
      await radio(form, 'Rodné číslo').click();
      await textbox(form, /^Rodné číslo/).fill(SERVICE_BOOKING.birthNumber);
      await personalDataConsent(form);
    },
    request: {
      url: `${API}/api/v1.0/rest/web/v2/form/service-booking`,
      body: { ...SERVICE_BOOKING.payload, ...SERVICE_BOOKING.client },
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
    notKept: 'everything',
    element: () => <WhistleblowingForm />,
    form: section(/Podat oznámení online/),
    submit: 'Odeslat oznámení',
    fill: async (form) => {
      await combobox(form, /^Váš vztah ke společnosti/).selectOptions(WHISTLEBLOWING.relationship);
      await textbox(form, /^Co se stalo/).fill(WHISTLEBLOWING.text);
      await textbox(form, /^Kdy a kde/).fill(WHISTLEBLOWING.whenAndWhere);
      await textbox(form, /^Jméno a příjmení/).fill(JANA.fullName);
      await textbox(form, /^E-mail/).fill(JANA.email);
    },
    request: {
      url: `${API}/api/latest/rest/forms/v2/whistleblowing`,
      body: { ...WHISTLEBLOWING.report, ...WHISTLEBLOWING.signed },
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
    name: 'ClaimReportForm',
    notKept: ['policyOrPlate'],
    element: () => <ClaimReportForm claimsPhone={CLAIM_REPORT.claimsPhone} />,
    form: section(/Požádat o nahlášení škody telefonem/),
    submit: 'Odeslat žádost',
    fill: async (form) => {
      await radio(form, CLAIM_REPORT.claimType).click();
      await textbox(form, /^Datum události/).fill(CLAIM_REPORT.eventDate);
      await textbox(form, /^SPZ nebo číslo smlouvy/).fill(CLAIM_REPORT.policyOrPlate);
      await textbox(form, /^Jméno a příjmení/).fill(JANA.fullName);
      await phone(form);
      await textbox(form, /^Stručný popis/).fill(CLAIM_REPORT.description);
      await personalDataConsent(form);
    },
    request: { url: `${API}/api/v1.0/rest/web/v2/form/claim-report`, body: CLAIM_REPORT.payload },
    empty: {
      field: (form) => radio(form, /^Dopravní nehoda – povinné ručení/),
      message: 'Druh škody je povinný údaj.',
    },
    serverError: {
      field: 'policyOrPlate',
      message: 'Vozidlo ani smlouvu s tímto označením nenacházíme.',
      control: (form) => textbox(form, /^SPZ nebo číslo smlouvy/),
    },
    sent: {
      dialog: 'Žádost jsme přijali',
      text: 'Likvidátor vám zavolá na číslo +420 601 123 456 nejpozději následující pracovní den a škodu s vámi sepíše.',
    },
    failed: ERROR_DIALOG,
  },
  {
    // Its outcome is a download and a line in the form, its failure an alert with `Zkusit znovu` (SPEC §8).
    name: 'SuitabilityRecordForm',
    element: () => <SuitabilityRecordForm />,
    setup: () => {
      publishCalculation(SUITABILITY_RECORD.calculation);
      // The PDF is caught on its way to the disk.
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:contract/record');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      return () => window.sessionStorage.clear();
    },
    form: section(/Záznam z jednání/),
    submit: 'Stáhnout záznam z jednání',
    fill: async (form) => {
      await textbox(form, /^Požadavky a potřeby/).fill(SUITABILITY_RECORD.request);
      await textbox(form, /^Doporučení/).fill(SUITABILITY_RECORD.recommendation);
    },
    request: {
      url: `${API}/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf`,
      body: SUITABILITY_RECORD.payload,
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
