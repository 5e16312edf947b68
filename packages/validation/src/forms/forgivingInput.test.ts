import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  nineDigitBirthNumber,
  PREFILLED_PHONE,
  phoneNumber,
  separator,
  spacedDigits,
  tenDigitBirthNumber,
  typedPrefix,
  validIco,
} from '../../test/generators.js';
import { parsed } from '../../test/issues.js';
import { callbackSchema } from './callback.js';
import { callMeFormSchema } from './callMe.js';
import { cascoEmailSchema, cascoPhoneSchema } from './casco.js';
import { claimReportSchema } from './claimReport.js';
import { mobilitySchema } from './mobility.js';
import { needHelpSchema } from './needHelp.js';
import { questionSchema } from './question.js';
import { serviceBookingSchema } from './serviceBooking.js';
import { meetingSchema, techEventSchema } from './techEvent.js';
import { whistleblowingSchema } from './whistleblowing.js';

/*
 * Forgiving input (issue 10), across every form: a phone typed after the prefilled `+420 ` with its
 * own prefix is understood and sent in one form; spaces typed into a code never make it wrong and
 * never reach the payload.
 */

const wednesday = new Date('2026-01-14T09:00:00+01:00');
const person = { firstName: 'Jan', lastName: 'Novák', email: 'jan@example.cz' };

/** The parsed value of one field. */
const sentField = (schema: z.ZodMiniType, value: Record<string, unknown>, field: string) =>
  (parsed(schema, value) as Record<string, unknown>)[field];

/** Every schema with a phone: a valid form and the name of its phone field. */
const PHONE_FORMS: [string, z.ZodMiniType, Record<string, unknown>, string][] = [
  [
    'call-back',
    callbackSchema('cs', { now: wednesday }),
    { name: 'Jana', phone: '', date: '2026-01-15', dayTime: 0 },
    'phone',
  ],
  [
    'call-me (phone chosen)',
    callMeFormSchema(),
    { contact: 'PHONE', firstName: 'Jana', phone: '', email: '', termsAgreement: true },
    'phone',
  ],
  [
    'casco phone',
    cascoPhoneSchema(),
    { brand: 'Škoda', age: '2-3 roky', value: 'více než 351 000', name: 'Jan', phoneNumber: '' },
    'phoneNumber',
  ],
  [
    'question',
    questionSchema(),
    {
      name: 'Jan',
      surname: 'Novák',
      email: 'jan@example.cz',
      phoneNumber: '',
      text: 'Dotaz',
      agreement2: true,
    },
    'phoneNumber',
  ],
  [
    'tech event',
    techEventSchema(),
    {
      topic: 'AI',
      drink: 'Káva',
      where: 'online',
      name: 'Jana',
      surname: 'Nová',
      email: 'j@n.cz',
      phone: '',
    },
    'phone',
  ],
  [
    'digital meeting',
    meetingSchema(),
    {
      topic: 'AI',
      drink: 'Káva',
      where: 'inPerson',
      name: 'Jana',
      surname: 'Nová',
      email: 'j@n.cz',
      phone: '',
    },
    'phone',
  ],
  [
    'need help',
    needHelpSchema(),
    {
      name: 'Jan',
      surname: 'Novák',
      email: 'jan@example.cz',
      phone: '',
      question: 'Potřebuji poradit.',
      personalDataConsent: true,
      marketingConsent: true,
    },
    'phone',
  ],
  [
    'mobility',
    mobilitySchema(),
    {
      ...person,
      city: 'Praha',
      manufacturer: 'Skoda',
      branchCode: 'NH_CAR_PRAHA_CERNYMOST',
      phone: '',
      termsAgreement: true,
      marketingAgreement: true,
      brokers: true,
      registrationPlate: '1AB2345',
      brokerName: 'Makléř s.r.o.',
    },
    'phone',
  ],
  [
    'service booking',
    serviceBookingSchema(),
    {
      ...person,
      location: 'Praha',
      brand: 'Skoda',
      carShop: 'NH_CAR_PRAHA_CERNYMOST',
      phoneNumber: '',
      agreement2: true,
      brokers: true,
      spz: '1AB2345',
      brokerName: 'Makléř s.r.o.',
    },
    'phoneNumber',
  ],
  [
    'whistleblowing (not anonymous)',
    whistleblowingSchema(),
    {
      relationship: 'EMPLOYEE',
      text: 'Vedoucí pobočky nutí kolegy sjednávat smlouvy bez souhlasu klientů.',
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '',
    },
    'phone',
  ],
  [
    'claim-report request',
    claimReportSchema('cs', { now: wednesday }),
    {
      claimType: 'MTPL',
      eventDate: '2026-01-13',
      name: 'Jana Nováková',
      phone: '',
      personalDataConsent: true,
    },
    'phone',
  ],
];

describe('the call-me form with e-mail chosen', () => {
  it('still normalises a phone given as well, and leaves a bare prefix out', () => {
    const valid = { contact: 'EMAIL', firstName: 'Jana', email: 'jana@example.cz', termsAgreement: true };
    expect(sentField(callMeFormSchema(), { ...valid, phone: '+420 +421 912 345 678' }, 'phone')).toBe(
      '+421 912 345 678',
    );
    expect(sentField(callMeFormSchema(), { ...valid, phone: '+420 +420 ' }, 'phone')).toBe('');
  });
});

const OPTIONAL_PHONE_FORMS = ['whistleblowing (not anonymous)'];

describe.each(PHONE_FORMS)('the %s form', (form, schema, valid, field) => {
  it.each([
    ['+420 +420 777 123 456', '+420 777 123 456'],
    ['+420 00420 777 123 456', '+420 777 123 456'],
    ['+420 +421 912 345 678', '+421 912 345 678'],
    ['+420 00421912345678', '+421 912 345 678'],
    ['+420777123456', '+420 777 123 456'],
    ['+420   777 123  456 ', '+420 777 123 456'],
  ])('accepts %j and sends %j', (typed, sent) => {
    expect(sentField(schema, { ...valid, [field]: typed }, field)).toBe(sent);
  });

  it('sends any number typed after the prefilled prefix normalised', () => {
    fc.assert(
      fc.property(
        phoneNumber.chain(({ country, digits }) =>
          fc.tuple(
            fc.constant(country),
            fc.constant(digits),
            typedPrefix(country),
            separator,
            spacedDigits(digits),
          ),
        ),
        ([country, digits, own, gap, written]) => {
          const sent = `+${country} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
          expect(
            sentField(schema, { ...valid, [field]: `${PREFILLED_PHONE}${own}${gap}${written}` }, field),
          ).toBe(sent);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('still reports a prefix alone as missing and a wrong number as wrong', () => {
    const required = z.safeParse(schema, { ...valid, [field]: '+420 +420 ' });
    // SPEC's text in every form (test/specMessages.ts). The whistleblowing form's phone is one of two
    // ways to be reached: with an e-mail it may be absent.
    const missing = OPTIONAL_PHONE_FORMS.includes(form) ? undefined : 'Telefon je povinný údaj.';
    expect(required.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(missing);
    const wrong = z.safeParse(schema, { ...valid, [field]: '+420 +420 777 123 45' });
    expect(wrong.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(
      'Špatný formát čísla nebo chybí předvolba.',
    );
  });
});

/** Spaces of every kind anywhere in a code, before, inside and after it. */
const spaced = (code: string) =>
  fc
    .array(fc.constantFrom('', '', ' ', '  ', '\u00a0', '\t'), {
      minLength: code.length + 1,
      maxLength: code.length + 1,
    })
    .map((gaps) => [...code].map((char, i) => gaps[i] + char).join('') + gaps[code.length]);

const birthNumber = fc.oneof(tenDigitBirthNumber, nineDigitBirthNumber);
const plateCode = fc.constantFrom('1AB2345', '5T81234', 'ABC12', '8XY1234');
const zip = fc.integer({ min: 10000, max: 99999 }).map(String);

const casco = {
  brand: 'Škoda',
  age: '2-3 roky',
  // The e-mail tab without a calculator asks the exact value.
  value: '450 000',
  name: 'Jan',
  personalId: '850101/0001',
  zipCode: '11000',
  spz: '1AB2345',
  startDate: '2026-02-01',
  email: 'jan@example.cz',
};
const mobility = {
  ...person,
  city: 'Praha',
  manufacturer: 'Skoda',
  branchCode: 'NH_CAR_PRAHA_CERNYMOST',
  phone: '+420 601 123 456',
  termsAgreement: true,
  marketingAgreement: true,
};
const booking = {
  ...person,
  location: 'Praha',
  brand: 'Skoda',
  carShop: 'NH_CAR_PRAHA_CERNYMOST',
  phoneNumber: '+420 601 123 456',
  agreement2: true,
};

/** Every code field of every form: the schema, a valid form around it, the field and its codes. */
const CODE_FIELDS: [string, z.ZodMiniType, Record<string, unknown>, string, fc.Arbitrary<string>][] = [
  ['casco birth number', cascoEmailSchema(), casco, 'personalId', tenDigitBirthNumber],
  ['casco PSČ', cascoEmailSchema(), casco, 'zipCode', zip],
  ['casco plate', cascoEmailSchema(), casco, 'spz', plateCode],
  [
    'mobility broker plate',
    mobilitySchema(),
    { ...mobility, brokers: true, brokerName: 'Makléř s.r.o.' },
    'registrationPlate',
    plateCode,
  ],
  [
    'mobility birth number',
    mobilitySchema(),
    { ...mobility, productTypeCode: 'PROPERTY', identification: 'personalIn' },
    'personalIn',
    birthNumber,
  ],
  [
    'mobility IČO',
    mobilitySchema(),
    { ...mobility, productTypeCode: 'BUSINESS', identification: 'companyIn' },
    'companyIn',
    validIco,
  ],
  [
    'mobility vehicle plate',
    mobilitySchema(),
    { ...mobility, productTypeCode: 'VEHICLE', identification: 'registrationPlate' },
    'registrationPlate',
    plateCode,
  ],
  [
    'service booking broker plate',
    serviceBookingSchema(),
    { ...booking, brokers: true, brokerName: 'Makléř s.r.o.' },
    'spz',
    plateCode,
  ],
  [
    'service booking birth number',
    serviceBookingSchema(),
    { ...booking, brokers: false, insuranceType: 'VEHICLE', identification: 'personalId' },
    'personalId',
    birthNumber,
  ],
  [
    'service booking IČO',
    serviceBookingSchema(),
    { ...booking, brokers: false, insuranceType: 'VEHICLE', identification: 'companyId' },
    'companyId',
    validIco,
  ],
  [
    'service booking plate',
    serviceBookingSchema(),
    { ...booking, brokers: false, insuranceType: 'VEHICLE', identification: 'personalSpz' },
    'personalSpz',
    plateCode,
  ],
];

describe.each(CODE_FIELDS)('the %s', (_, schema, valid, field, codes) => {
  it('parses any spacing of a valid code to the code itself', () => {
    fc.assert(
      fc.property(
        codes.chain((code) => fc.tuple(fc.constant(code), spaced(code))),
        ([code, typed]) => {
          expect(sentField(schema, { ...valid, [field]: typed }, field)).toBe(code);
        },
      ),
      { numRuns: 60 },
    );
  });
});
