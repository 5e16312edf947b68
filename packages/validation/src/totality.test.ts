import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
// The validators' building blocks are internal: tested through their modules.
import { birthNumberDate, isBirthNumberFormat } from './czech/birthNumber.js';
import { stripSpaces } from './czech/codes.js';
import {
  branchSlug,
  callbackDayOptions,
  callbackSchema,
  callMeFormSchema,
  cascoEmailSchema,
  cascoPhoneSchema,
  claimReportSchema,
  formatCzk,
  isIsoDate,
  isPhoneEmpty,
  isValidBirthNumber,
  isValidEmail,
  isValidIco,
  isValidPhone,
  isValidPlate,
  isValidZipCode,
  type Locale,
  meetingSchema,
  messages,
  mobilitySchema,
  needHelpSchema,
  parseDateValue,
  questionSchema,
  serviceBookingSchema,
  stripValueBandPrefix,
  suitabilityRecordSchema,
  techEventSchema,
  whistleblowingSchema,
} from './index.js';
import { isVisibleAt } from './time/visibility.js';

const now = new Date('2026-01-14T09:00:00+01:00');

/** Anything at all, and objects shaped like the forms' values with anything in their fields. */
const anyInput = fc.oneof(
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
  }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'phone',
      'date',
      'dayTime',
      'brokers',
      'identification',
      'personalId',
      'companyId',
      'isClient',
      'productTypeCode',
      'registrationPlate',
      'email',
      'agreement2',
      'difference',
      'contact',
      'anonymous',
      'relationship',
      'text',
      'claimType',
      'eventDate',
      'policyOrPlate',
      'description',
    ),
    fc.anything({ withDate: true }),
  ),
);

const validators: [string, (value: unknown) => unknown][] = [
  ['isValidPhone', isValidPhone],
  ['isPhoneEmpty', isPhoneEmpty],
  ['isValidBirthNumber', isValidBirthNumber],
  ['isBirthNumberFormat', isBirthNumberFormat],
  ['birthNumberDate', birthNumberDate],
  ['isValidIco', isValidIco],
  ['isValidZipCode', isValidZipCode],
  ['isValidPlate', isValidPlate],
  ['isValidEmail', isValidEmail],
  ['isIsoDate', isIsoDate],
  ['parseDateValue', parseDateValue],
  ['stripSpaces', stripSpaces],
  ['formatCzk', formatCzk],
  ['branchSlug', branchSlug],
  ['stripValueBandPrefix', stripValueBandPrefix],
  ['callbackDayOptions', (value) => callbackDayOptions(value, now)],
  ['isVisibleAt', (value) => isVisibleAt({ visibleFrom: value as string, visibleTo: value as string }, now)],
];

describe('no validator throws, whatever it is given', () => {
  it.each(validators)('%s', (_, validate) => {
    fc.assert(fc.property(anyInput, (value) => void validate(value)));
  });
});

const schemas = (locale: Locale): [string, z.ZodMiniType][] => [
  ['callbackSchema', callbackSchema(locale, { now, withTopic: true })],
  ['callMeFormSchema', callMeFormSchema(locale, { withPolicyNumber: true })],
  ['techEventSchema', techEventSchema(locale)],
  ['meetingSchema', meetingSchema(locale)],
  ['serviceBookingSchema', serviceBookingSchema(locale)],
  ['questionSchema', questionSchema(locale, { withPolicyNumber: true })],
  ['needHelpSchema', needHelpSchema(locale)],
  ['mobilitySchema', mobilitySchema(locale)],
  ['suitabilityRecordSchema', suitabilityRecordSchema(locale, { agent: true })],
  ['cascoPhoneSchema', cascoPhoneSchema(locale)],
  ['cascoEmailSchema', cascoEmailSchema(locale)],
  ['whistleblowingSchema', whistleblowingSchema(locale)],
  ['claimReportSchema', claimReportSchema(locale, { now })],
];

describe.each(['cs', 'en'] as const)('every schema (%s)', (locale) => {
  const own = new Set(Object.values(messages[locale]));

  it.each(schemas(locale).filter(() => true))(
    '%s never throws and only ever reports its own messages on fields',
    (_, schema) => {
      fc.assert(
        fc.property(anyInput, (value) => {
          const result = z.safeParse(schema, value);
          if (result.success) return;
          const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
          for (const issue of result.error.issues) {
            // A value that is not an object at all never comes from a form; its root issue is zod's.
            if (!isObject && issue.path.length === 0) continue;
            expect(own.has(issue.message), `${issue.path.join('.')}: ${issue.message}`).toBe(true);
          }
        }),
      );
    },
  );
});
