import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { issuesOf, parsed } from '../../test/issues.js';
import type { Locale } from '../messages.js';
import { callbackSchema } from './callback.js';
import { callMeFormSchema } from './callMe.js';
import { cascoEmailSchema, cascoPhoneSchema } from './casco.js';
import { claimReportSchema } from './claimReport.js';
import { mobilitySchema } from './mobility.js';
import { needHelpSchema } from './needHelp.js';
import { questionSchema } from './question.js';
import { serviceBookingSchema } from './serviceBooking.js';
import { suitabilityRecordSchema } from './suitabilityRecord.js';
import { meetingSchema, techEventSchema } from './techEvent.js';
import { whistleblowingSchema } from './whistleblowing.js';

/*
 * Every form speaks one way about what is missing: either SPEC's `… je povinný údaj.` or SPEC's
 * `Prosím vyplňte / vyberte …`, never both in one form, except where SPEC itself gives a field the
 * other pattern (`specFields`: the tech-event form's e-mail and phone; test/specMessages.test.ts
 * checks those texts). Each form is submitted empty, and in each branch that makes more fields
 * required, and every other message must follow the form's pattern.
 */

type Pattern = 'isRequired' | 'please';

const PATTERNS: Record<Locale, Record<Pattern, RegExp>> = {
  cs: { isRequired: /^\p{Lu}.* je povinný údaj\.$/u, please: /^Prosím (vyplňte|vyberte|potvrďte)\b.*\.$/u },
  en: { isRequired: /^\p{Lu}.* is required\.$/u, please: /^Please (fill|choose|confirm)\b.*\.$/u },
};

interface FormCase {
  form: string;
  pattern: Pattern;
  schema: (locale: Locale) => z.ZodMiniType;
  /** Empty submissions: the blank form and each branch that asks for more. */
  empty: Record<string, unknown>[];
  /** Fields whose text SPEC gives in the other pattern: SPEC's text wins over the form's pattern. */
  specFields?: string[];
}

const wed = () => new Date('2026-01-14T09:00:00+01:00');

const FORMS: FormCase[] = [
  {
    form: 'call-back',
    pattern: 'isRequired',
    schema: (locale) => callbackSchema(locale, { now: wed }),
    empty: [{ name: '', phone: '+420 ', date: '', dayTime: '' }],
  },
  {
    form: 'call-back with topic',
    pattern: 'isRequired',
    schema: (locale) => callbackSchema(locale, { now: wed, withTopic: true }),
    empty: [{ name: '', phone: '+420 ', date: '', dayTime: '', topic: '' }],
  },
  {
    form: 'call-me',
    pattern: 'isRequired',
    schema: (locale) => callMeFormSchema(locale, { withPolicyNumber: true }),
    empty: [{}, { contact: 'PHONE', phone: '+420 ' }, { contact: 'EMAIL', email: '' }],
  },
  { form: 'casco phone', pattern: 'isRequired', schema: (locale) => cascoPhoneSchema(locale), empty: [{}] },
  { form: 'casco e-mail', pattern: 'isRequired', schema: (locale) => cascoEmailSchema(locale), empty: [{}] },
  {
    form: 'mobility',
    pattern: 'isRequired',
    schema: (locale) => mobilitySchema(locale),
    empty: [
      {},
      { brokers: true },
      { productTypeCode: 'VEHICLE', identification: 'personalIn' },
      { productTypeCode: 'VEHICLE', identification: 'companyIn' },
      { productTypeCode: 'VEHICLE', identification: 'policyNumber' },
      { productTypeCode: 'VEHICLE', identification: 'registrationPlate' },
    ],
  },
  {
    form: 'need-help',
    pattern: 'isRequired',
    schema: (locale) => needHelpSchema(locale),
    empty: [{}, { isClient: true }],
  },
  {
    form: 'question',
    pattern: 'isRequired',
    schema: (locale) => questionSchema(locale, { withPolicyNumber: true }),
    empty: [{ phoneNumber: '+420 ' }],
  },
  {
    form: 'service booking',
    pattern: 'isRequired',
    schema: (locale) => serviceBookingSchema(locale),
    empty: [
      {},
      { brokers: true },
      { insuranceType: 'VEHICLE', identification: 'personalId' },
      { insuranceType: 'VEHICLE', identification: 'companyId' },
      { insuranceType: 'VEHICLE', identification: 'contractId' },
      { insuranceType: 'VEHICLE', identification: 'personalSpz' },
    ],
  },
  {
    form: 'suitability record',
    pattern: 'please',
    schema: (locale) => suitabilityRecordSchema(locale, { agent: true }),
    empty: [{ difference: '' }],
  },
  {
    form: 'tech event',
    pattern: 'please',
    schema: (locale) => techEventSchema(locale),
    empty: [{ phone: '+420 ' }, { phone: '+420 ', where: 'inPerson' }],
    specFields: ['email', 'phone'],
  },
  {
    form: 'digital meeting',
    pattern: 'please',
    schema: (locale) => meetingSchema(locale),
    empty: [{ phone: '+420 ' }, { phone: '+420 ', where: 'inPerson' }],
    specFields: ['email', 'phone'],
  },
  {
    form: 'whistleblowing',
    pattern: 'isRequired',
    schema: (locale) => whistleblowingSchema(locale),
    empty: [{ phone: '+420 ' }, { phone: '+420 ', anonymous: true }],
  },
  {
    form: 'claim-report request',
    pattern: 'isRequired',
    schema: (locale) => claimReportSchema(locale, { now: wed }),
    empty: [{ phone: '+420 ' }],
  },
];

describe('every form has one message pattern', () => {
  for (const { form, pattern, schema, empty, specFields = [] } of FORMS) {
    for (const locale of ['cs', 'en'] as const) {
      it(`${form} (${locale}): every "missing" message follows ${pattern}`, () => {
        const messages = empty.flatMap((value) =>
          Object.entries(issuesOf(schema(locale), value))
            .filter(([field]) => !specFields.includes(field))
            .flatMap(([, list]) => list),
        );
        expect(messages.length).toBeGreaterThan(0);
        const other = messages.filter((message) => !PATTERNS[locale][pattern].test(message));
        expect(other, `${form}: messages outside the form's pattern`).toEqual([]);
      });
    }
  }

  it('the patterns tell the two kinds apart (a mixed form would fail)', () => {
    expect(PATTERNS.cs.isRequired.test('Prosím vyplňte.')).toBe(false);
    expect(PATTERNS.cs.please.test('Telefon je povinný údaj.')).toBe(false);
    expect(PATTERNS.cs.isRequired.test('Telefon je povinný údaj.')).toBe(true);
    expect(PATTERNS.cs.please.test('Prosím vyberte jednu z možností.')).toBe(true);
  });
});

/*
 * Consent to marketing is never a condition of a request (SPEC-NOTES, GDPR Art. 7(4)): every form
 * that asks for it accepts a complete submission with it left unticked.
 */
const MARKETING_CONSENTS: {
  form: string;
  schema: z.ZodMiniType;
  valid: Record<string, unknown>;
  field: string;
}[] = [
  {
    form: 'call-me',
    schema: callMeFormSchema(),
    field: 'marketingAgreement',
    valid: { contact: 'PHONE', firstName: 'Jana', phone: '+420 601 123 456', termsAgreement: true },
  },
  {
    form: 'casco phone',
    schema: cascoPhoneSchema(),
    field: 'marketingAgreement',
    valid: {
      brand: 'Škoda',
      age: '2-3 roky',
      value: 'více než 351 000',
      name: 'Jan',
      phoneNumber: '+420 601 123 456',
    },
  },
  {
    form: 'casco e-mail',
    schema: cascoEmailSchema(),
    field: 'marketingAgreement',
    valid: {
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
  },
  {
    form: 'mobility',
    schema: mobilitySchema(),
    field: 'marketingAgreement',
    valid: {
      city: 'Praha',
      manufacturer: 'Skoda',
      branchCode: 'NH_CAR_PRAHA_CERNYMOST',
      firstName: 'Jan',
      lastName: 'Novák',
      email: 'jan@example.cz',
      phone: '+420 601 123 456',
      termsAgreement: true,
      productTypeCode: 'PROPERTY',
      identification: 'companyIn',
      companyIn: '25596641',
    },
  },
  {
    form: 'need-help',
    schema: needHelpSchema(),
    field: 'marketingConsent',
    valid: {
      name: 'Jan',
      surname: 'Novák',
      email: 'jan@example.cz',
      phone: '+420 601 123 456',
      question: 'Potřebuji poradit.',
      personalDataConsent: true,
    },
  },
  {
    form: 'question',
    schema: questionSchema(),
    field: 'agreement1',
    valid: {
      name: 'Jan',
      surname: 'Novák',
      email: 'jan@example.cz',
      phoneNumber: '+420 601 123 456',
      text: 'Jak nahlásím škodu?',
      agreement2: true,
    },
  },
  {
    form: 'service booking',
    schema: serviceBookingSchema(),
    field: 'agreement1',
    valid: {
      location: 'Praha',
      brand: 'Skoda',
      carShop: 'NH_CAR_PRAHA_CERNYMOST',
      firstName: 'Jan',
      lastName: 'Novák',
      phoneNumber: '+420 601 123 456',
      email: 'jan@example.cz',
      brokers: true,
      spz: '1AB 2345',
      brokerName: 'Makléř s.r.o.',
      agreement2: true,
    },
  },
];

describe('marketing consent is optional on every form', () => {
  for (const { form, schema, valid, field } of MARKETING_CONSENTS) {
    it(`${form}: sent without ${field} ticked, or with it unticked`, () => {
      const sent = (value: object) => (parsed(schema, value) as Record<string, unknown>)[field];
      expect(sent(valid)).toBe(false);
      expect(sent({ ...valid, [field]: false })).toBe(false);
      expect(sent({ ...valid, [field]: true })).toBe(true);
    });
  }
});
