import type * as z from 'zod/mini';
import { callbackSchema } from '../src/forms/callback.js';
import { cascoEmailSchema, cascoPhoneSchema } from '../src/forms/casco.js';
import { questionSchema } from '../src/forms/question.js';
import { serviceBookingSchema } from '../src/forms/serviceBooking.js';
import { suitabilityRecordSchema } from '../src/forms/suitabilityRecord.js';
import { meetingSchema, techEventSchema } from '../src/forms/techEvent.js';
import type { Locale } from '../src/messages.js';

/*
 * Every message SPEC.md gives (§5 validation, §8 outcomes, and the two thank-you texts of §2), per
 * form and field, in correct Czech (docs: SPEC-NOTES, diacritics and dropped words).
 *
 * `spec` is the text as SPEC writes it (often without diacritics), `cs` what the visitor reads; they
 * differ only by diacritics, `...` written as `…`, and where `reading` says why (a word SPEC drops,
 * a full stop it leaves out). A rule row names the schema and a submission that breaks exactly that
 * rule; an outcome row names the module of the package that shows it.
 */

export type SpecForm =
  | 'call-back'
  | 'call-back with topic'
  | 'tech event'
  | 'digital meeting'
  | 'service booking'
  | 'question'
  | 'question with contract number'
  | 'suitability record'
  | 'casco phone'
  | 'casco e-mail';

export interface SpecRuleMessage {
  form: SpecForm;
  field: string;
  rule: string;
  spec: string;
  cs: string;
  reading?: string;
  /** A submission that breaks this rule (and may break others on other fields). */
  input: Record<string, unknown>;
}

export interface SpecOutcomeMessage {
  where: string;
  spec: string;
  cs: string;
  reading?: string;
  /** The module that holds the text, from `packages/`; `{product}` is the brand's name there. */
  module: string;
}

/** Wednesday 14 January 2026, 9:00 in Prague: today still has its afternoon, Saturday is the 17th. */
const wednesdayMorning = () => new Date('2026-01-14T09:00:00+01:00');

export const SPEC_SCHEMAS: Record<SpecForm, (locale: Locale) => z.ZodMiniType> = {
  'call-back': (locale) => callbackSchema(locale, { now: wednesdayMorning }),
  'call-back with topic': (locale) => callbackSchema(locale, { now: wednesdayMorning, withTopic: true }),
  'tech event': (locale) => techEventSchema(locale),
  'digital meeting': (locale) => meetingSchema(locale),
  'service booking': (locale) => serviceBookingSchema(locale),
  question: (locale) => questionSchema(locale),
  'question with contract number': (locale) => questionSchema(locale, { withPolicyNumber: true }),
  'suitability record': (locale) => suitabilityRecordSchema(locale),
  'casco phone': (locale) => cascoPhoneSchema(locale),
  'casco e-mail': (locale) => cascoEmailSchema(locale),
};

/** A complete submission of each form, which every rule row breaks in one field. */
export const SPEC_VALID: Record<SpecForm, Record<string, unknown>> = {
  'call-back': { name: 'Jana', phone: '+420 601 123 456', date: '2026-01-15', dayTime: 0 },
  'call-back with topic': {
    name: 'Jana',
    phone: '+420 601 123 456',
    date: '2026-01-15',
    dayTime: 0,
    topic: 'Pojištění majetku',
  },
  'tech event': {
    topic: 'AI v pojišťovnictví',
    drink: 'Káva',
    where: 'inPerson',
    name: 'Jana',
    surname: 'Nováková',
    email: 'jana@example.cz',
    phone: '+420 601 123 456',
  },
  'digital meeting': {
    topic: 'Digitální schůzka',
    drink: 'Čaj',
    where: 'inPerson',
    name: 'Jana',
    surname: 'Nováková',
    email: 'jana@example.cz',
    phone: '+421 901 123 456',
  },
  'service booking': {
    location: 'Praha',
    brand: 'Skoda',
    carShop: 'NH_CAR_PRAHA_CERNYMOST',
    firstName: 'Jan',
    lastName: 'Novák',
    phoneNumber: '+420 601 123 456',
    email: 'jan@example.cz',
    brokers: false,
    insuranceType: 'VEHICLE',
    identification: 'personalId',
    personalId: '850101/0001',
    agreement2: true,
  },
  question: {
    name: 'Jan',
    surname: 'Novák',
    email: 'jan@example.cz',
    phoneNumber: '+420 601 123 456',
    text: 'Jak nahlásím škodu?',
    agreement2: true,
  },
  'question with contract number': {
    name: 'Jan',
    surname: 'Novák',
    email: 'jan@example.cz',
    phoneNumber: '+420 601 123 456',
    text: 'Jak nahlásím škodu?',
    agreement2: true,
    policyNumber: '1234567890',
  },
  'suitability record': {
    request: 'Havarijní pojištění',
    recommendation: 'Doporučujeme havarijní pojištění se spoluúčastí.',
    difference: 'Nejsou',
  },
  'casco phone': {
    brand: 'Škoda',
    age: '2-3 roky',
    value: 'více než 351 000',
    name: 'Jan',
    phoneNumber: '+420 601 123 456',
  },
  'casco e-mail': {
    brand: 'Škoda',
    age: '2-3 roky',
    value: '450 000',
    name: 'Jan',
    personalId: '850101/0001',
    zipCode: '110 00',
    spz: '1AB 2345',
    startDate: '2026-02-01',
    email: 'jan@example.cz',
  },
};

const EMAIL_PERIOD = 'SPEC leaves out the full stop here; its casco form writes the same text with one';

/** A row breaking `field` of `form` with `value` (the rest of the form valid). */
function rule(
  form: SpecForm,
  field: string,
  name: string,
  value: unknown,
  spec: string,
  cs: string,
  reading?: string,
): SpecRuleMessage {
  const row: SpecRuleMessage = {
    form,
    field,
    rule: name,
    spec,
    cs,
    input: { ...SPEC_VALID[form], [field]: value },
  };
  if (reading) row.reading = reading;
  return row;
}

/** The phone rules "as above" (SPEC §5, call-back form), for a form and its phone field. */
function phoneRules(form: SpecForm, field: string): SpecRuleMessage[] {
  return [
    rule(form, field, 'required', '+420 ', 'Telefon je povinny udaj.', 'Telefon je povinný údaj.'),
    rule(
      form,
      field,
      'format',
      '+420 012 345 678',
      'Spatny format cisla nebo chybi predvolba.',
      'Špatný formát čísla nebo chybí předvolba.',
    ),
  ];
}

/** The tech-event and digital meeting forms: the same fields and rules (SPEC §5). */
function meetingRules(form: 'tech event' | 'digital meeting'): SpecRuleMessage[] {
  const choose = ['Prosim vyberte jednu z moznosti.', 'Prosím vyberte jednu z možností.'] as const;
  return [
    rule(form, 'topic', 'choice', '', ...choose),
    rule(form, 'drink', 'choice', '', ...choose),
    rule(form, 'where', 'choice', '', ...choose),
    rule(form, 'name', 'required', '', 'Prosim vyplnte jmeno.', 'Prosím vyplňte jméno.'),
    rule(form, 'surname', 'required', '', 'Prosim vyplnte prijmeni.', 'Prosím vyplňte příjmení.'),
    rule(form, 'email', 'required', '', 'E-mail je povinny udaj', 'E-mail je povinný údaj.', EMAIL_PERIOD),
    rule(form, 'email', 'format', 'jana@', 'E-mail je ve spatnem formatu.', 'E-mail je ve špatném formátu.'),
    ...phoneRules(form, 'phone'),
  ];
}

const consent = ['Souhlas je povinny udaj.', 'Souhlas je povinný údaj.'] as const;

export const SPEC_RULE_MESSAGES: readonly SpecRuleMessage[] = [
  // Call-back form (and its topic variant).
  rule('call-back', 'name', 'required', '', 'Jmeno je povinny udaj.', 'Jméno je povinný údaj.'),
  ...phoneRules('call-back', 'phone'),
  rule('call-back', 'date', 'required', '', 'Datum je povinny udaj.', 'Datum je povinný údaj.'),
  rule(
    'call-back',
    'date',
    'format (shared)',
    '2026-02-31',
    'Datum je ve špatném formátu.',
    'Datum je ve špatném formátu.',
  ),
  rule(
    'call-back',
    'date',
    'weekend',
    '2026-01-17',
    'V tento den se vam nemuzeme venovat, zvolte prosim jiny den nez vikend...',
    'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
  ),
  rule(
    'call-back',
    'date',
    'public holiday (the weekend’s text)',
    '2026-12-24',
    'V tento den se vam nemuzeme venovat, zvolte prosim jiny den nez vikend...',
    'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
  ),
  rule('call-back', 'dayTime', 'required', '', 'Cas je povinny udaj.', 'Čas je povinný údaj.'),
  rule(
    'call-back with topic',
    'topic',
    'required',
    '',
    'Výběr tématu je povinný údaj.',
    'Výběr tématu je povinný údaj.',
  ),
  // Tech event and digital meeting.
  ...meetingRules('tech event'),
  ...meetingRules('digital meeting'),
  // Service booking.
  rule(
    'service booking',
    'location',
    'required',
    '',
    'Lokalita je povinny udaj.',
    'Lokalita je povinný údaj.',
  ),
  rule(
    'service booking',
    'carShop',
    'required',
    '',
    'Vyber autocentra je povinny udaj.',
    'Výběr autocentra je povinný údaj.',
  ),
  ...phoneRules('service booking', 'phoneNumber'),
  {
    ...rule(
      'service booking',
      'spz',
      'required (broker)',
      '',
      'SPZ je povinny udaj.',
      'SPZ je povinný údaj.',
    ),
    input: { ...SPEC_VALID['service booking'], brokers: true, spz: '', brokerName: 'Makléř s.r.o.' },
  },
  {
    ...rule(
      'service booking',
      'brokerName',
      'required (broker)',
      '',
      'Nazev zprostredkovatele je povinny udaj.',
      'Název zprostředkovatele je povinný údaj.',
    ),
    input: { ...SPEC_VALID['service booking'], brokers: true, spz: '1AB 2345', brokerName: '' },
  },
  rule(
    'service booking',
    'insuranceType',
    'required',
    '',
    'Vyber pojisteni je povinny udaj.',
    'Výběr pojištění je povinný údaj.',
  ),
  rule(
    'service booking',
    'identification',
    'required',
    '',
    'Vyber pojisteni je povinny udaj.',
    'Výběr pojištění je povinný údaj.',
  ),
  rule(
    'service booking',
    'personalId',
    'required',
    '',
    'Rodne cislo je povinny udaj.',
    'Rodné číslo je povinný údaj.',
  ),
  rule(
    'service booking',
    'personalId',
    'invalid (shared)',
    '850101/0002',
    'Rodné číslo je neplatné.',
    'Rodné číslo je neplatné.',
  ),
  {
    ...rule('service booking', 'companyId', 'required', '', 'ICO je povinny udaj.', 'IČO je povinný údaj.'),
    input: { ...SPEC_VALID['service booking'], identification: 'companyId', companyId: '' },
  },
  {
    ...rule('service booking', 'companyId', 'invalid (shared)', '', 'IČO je neplatné.', 'IČO je neplatné.'),
    input: { ...SPEC_VALID['service booking'], identification: 'companyId', companyId: '25596642' },
  },
  {
    ...rule(
      'service booking',
      'contractId',
      'required',
      '',
      'Cislo smlouvy je povinny udaj.',
      'Číslo smlouvy je povinný údaj.',
    ),
    input: { ...SPEC_VALID['service booking'], identification: 'contractId', contractId: '' },
  },
  {
    ...rule('service booking', 'personalSpz', 'required', '', 'SPZ je povinny udaj.', 'SPZ je povinný údaj.'),
    input: { ...SPEC_VALID['service booking'], identification: 'personalSpz', personalSpz: '' },
  },
  rule('service booking', 'agreement2', 'must be given', false, ...consent),
  // Question form and its variant.
  rule('question', 'text', 'required', '', 'Dotaz je povinny udaj.', 'Dotaz je povinný údaj.'),
  ...phoneRules('question', 'phoneNumber'),
  rule(
    'question with contract number',
    'policyNumber',
    'required',
    '',
    'Cislo smlouvy povinny udaj.',
    'Číslo smlouvy je povinný údaj.',
    'SPEC drops the verb; the grammatical form, as SPEC-NOTES says',
  ),
  // Suitability record.
  rule(
    'suitability record',
    'recommendation',
    'at least 11 characters',
    'Doporučení',
    'Minimální délka musí být 11 znaků.',
    'Minimální délka musí být 11 znaků.',
  ),
  rule(
    'suitability record',
    'difference',
    'at least 6 characters',
    'Žádné',
    'Minimální délka musí být 6 znaků.',
    'Minimální délka musí být 6 znaků.',
  ),
  // Casco, phone tab.
  rule('casco phone', 'name', 'required', '', 'Jméno je povinný údaj.', 'Jméno je povinný údaj.'),
  rule(
    'casco phone',
    'phoneNumber',
    'required',
    '+420 ',
    'Telefon je povinný údaj.',
    'Telefon je povinný údaj.',
  ),
  rule(
    'casco phone',
    'phoneNumber',
    'format',
    '601 123 456',
    'Špatný formát čísla nebo chybí předvolba.',
    'Špatný formát čísla nebo chybí předvolba.',
  ),
  // Casco, e-mail tab (without a calculator: the vehicle is asked).
  rule(
    'casco e-mail',
    'brand',
    'required',
    '',
    'Značka vozidla je povinný údaj.',
    'Značka vozidla je povinný údaj.',
  ),
  rule('casco e-mail', 'age', 'required', '', 'Věk vozidla je povinný údaj.', 'Věk vozidla je povinný údaj.'),
  rule(
    'casco e-mail',
    'value',
    'required',
    '',
    'Hodnota vozidla je povinný údaj.',
    'Hodnota vozidla je povinný údaj.',
  ),
  rule('casco e-mail', 'name', 'required', '', 'Jméno je povinný údaj.', 'Jméno je povinný údaj.'),
  rule(
    'casco e-mail',
    'personalId',
    'required',
    '',
    'Rodné číslo je povinný údaj.',
    'Rodné číslo je povinný údaj.',
  ),
  rule(
    'casco e-mail',
    'personalId',
    'format',
    '85-01-01',
    'Špatný formát rodného čísla.',
    'Špatný formát rodného čísla.',
  ),
  rule('casco e-mail', 'zipCode', 'required', '', 'PSČ je povinný údaj.', 'PSČ je povinný údaj.'),
  rule('casco e-mail', 'spz', 'required', '', 'SPZ je povinný údaj.', 'SPZ je povinný údaj.'),
  rule('casco e-mail', 'startDate', 'required', '', 'Datum je povinný údaj.', 'Datum je povinný údaj.'),
  rule('casco e-mail', 'email', 'required', '', 'E-mail je povinný údaj.', 'E-mail je povinný údaj.'),
];

/** The texts validation holds that no schema rule reports: the form's or the page's own outcome. */
export const SPEC_VALIDATION_OUTCOMES = [
  {
    where: 'digital meeting, an invalid submit',
    key: 'formIncomplete',
    spec: 'Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.',
    cs: 'Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.',
  },
  {
    where: 'mobility form, no branch for the choice',
    key: 'noBranchMatch',
    spec: 'Takový výběr zatím obsloužit neumíme.',
    cs: 'Takový výběr zatím obsloužit neumíme.',
  },
] as const;

/** The outcomes of §8 (and the thank-you texts of §2) that the other packages show. */
export const SPEC_OUTCOME_MESSAGES: readonly SpecOutcomeMessage[] = [
  {
    where: 'site forms, error dialog heading',
    spec: 'Chyba při zpracování',
    cs: 'Chyba při zpracování',
    module: 'ui/src/messages.ts',
  },
  {
    where: 'site forms, error dialog text',
    spec: 'Litujeme, ale váš požadavek se nepodařilo dokončit.',
    cs: 'Litujeme, ale váš požadavek se nepodařilo dokončit.',
    module: 'ui/src/messages.ts',
  },
  {
    where: 'call-back modal, thank-you (§2)',
    spec: 'Dekujeme, formular byl odeslan a my se brzy ozveme.',
    cs: 'Děkujeme, formulář byl odeslán a my se brzy ozveme.',
    module: 'callback-forms/src/messages.ts',
  },
  {
    where: 'call-back success heading',
    spec: 'Děkujeme za váš zájem!',
    cs: 'Děkujeme za váš zájem!',
    module: 'callback-forms/src/messages.ts',
  },
  {
    where: 'call-back success text',
    spec: 'A je to.',
    cs: 'A je to.',
    module: 'callback-forms/src/messages.ts',
  },
  {
    where: 'digital meeting, thank-you (§2)',
    spec: 'Děkujeme!',
    cs: 'Děkujeme!',
    module: 'callback-forms/src/MeetingForm/messages.ts',
  },
  {
    where: 'casco phone tab, success',
    spec: 'A je to. Náš {product} poradce vás bude brzy kontaktovat.',
    cs: 'A je to. Náš {product} poradce vás bude brzy kontaktovat.',
    reading: 'SPEC-NOTES: the grammatical one of its two readings',
    module: 'casco-dialog/src/messages.ts',
  },
  {
    where: 'casco e-mail tab, success',
    spec: 'A je to. Již děláme na zpracování nabídky, kterou obdržíte do vašeho emailu.',
    cs: 'A je to. Již děláme na zpracování nabídky, kterou obdržíte do vašeho emailu.',
    module: 'casco-dialog/src/messages.ts',
  },
  {
    where: 'plate box, vehicle not found',
    spec: 'Udaje o vozidle jsme bohuzel nenasli, ale nezoufejte...',
    cs: 'Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…',
    module: 'content-sections/src/PlateQuoteBox/plateMessages.ts',
  },
  {
    where: 'cancellation, contract already cancelled',
    spec: 'Tato smlouva uz je zrusena.',
    cs: 'Tato smlouva už je zrušena.',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'cancellation, change already cancelled',
    spec: 'Tato zmena uz je zrusena.',
    cs: 'Tato změna už je zrušena.',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'cancellation, done',
    spec: 'Hotovo',
    cs: 'Hotovo',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'cancellation of a contract, done',
    spec: 'Zrusili jsme pojistnou smlouvu a jiz k ni nebudete dostavat zadna upozorneni.',
    cs: 'Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'cancellation of a change, done',
    spec: 'Zrusili jsme zmenu pojistne smlouvy a jiz k ni nebudete dostavat zadna upozorneni.',
    cs: 'Zrušili jsme změnu pojistné smlouvy a již k ní nebudete dostávat žádná upozornění.',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'cancellation, done, below',
    spec: 'Stranku muzete nyni zavrit.',
    cs: 'Stránku můžete nyní zavřít.',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'cancellation, any other failure',
    spec: 'Litujeme, ale vas pozadavek se nepodarilo dokoncit.',
    cs: 'Litujeme, ale váš požadavek se nepodařilo dokončit.',
    module: 'content-sections/src/CancellationBanner/cancellationMessages.ts',
  },
  {
    where: 'FAQ structured data, no answer',
    spec: 'Odpoved neni k dispozici.',
    cs: 'Odpověď není k dispozici.',
    module: 'content-sections/src/FaqSection/faqMessages.ts',
  },
  {
    where: 'careers, no matching position',
    spec: 'V současné chvíli pro vás nemáme vhodnou nabídku.',
    cs: 'V současné chvíli pro vás nemáme vhodnou nabídku.',
    module: 'careers/src/messages.ts',
  },
  {
    where: 'branch map, no branch for the choice',
    spec: 'Takový výběr zatím obsloužit neumíme.',
    cs: 'Takový výběr zatím obsloužit neumíme.',
    module: 'branch-map/src/messages.ts',
  },
  {
    where: 'branch map, before city and brand are chosen',
    spec: 'Pro zobrazení poboček prosím vyberte město a značku.',
    cs: 'Pro zobrazení poboček prosím vyberte město a značku.',
    module: 'branch-map/src/messages.ts',
  },
  {
    where: 'API errors, no message',
    spec: 'An unknown error occurred',
    cs: 'An unknown error occurred',
    reading: 'the error object’s message for logs, in English as SPEC gives it; never shown',
    module: 'api-client/src/http/ApiError.ts',
  },
];
