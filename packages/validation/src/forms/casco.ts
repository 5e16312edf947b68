import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { isIsoDate } from '../time/calendarDate.js';
import { birthNumber, email, optionalFlag, phone, plate, requiredText, zipCode } from './fields.js';

/*
 * The casco call-back dialog (SPEC §5). With a calculator, brand, age, value and price come from the
 * calculation; without one, the visitor picks them, so they are required there.
 */

export interface CascoSchemaOptions {
  /** The dialog opened from a calculator: the vehicle fields are filled in, not asked. Default: false. */
  withCalculator?: boolean;
}

/** What both tabs ask: the vehicle (unless a calculation supplies it), the first name and the consents. */
function commonFields(m: ReturnType<typeof messagesFor>, required: boolean) {
  return {
    brand: required
      ? requiredText(m.vehicleBrandRequired)
      : z.optional(z.string({ error: m.vehicleBrandRequired })),
    age: required
      ? requiredText(m.vehicleAgeRequired)
      : z.optional(z.string({ error: m.vehicleAgeRequired })),
    value: required
      ? requiredText(m.vehicleValueRequired)
      : z.optional(z.string({ error: m.vehicleValueRequired })),
    name: requiredText(m.nameRequired),
    allRisk: optionalFlag(m.required),
    marketingAgreement: optionalFlag(m.agreementRequired),
    // The estimate from the calculator, when there is one; not something the visitor types.
    price: z.optional(z.number({ error: m.required })),
  };
}

/** An exact value in whole Kč as a visitor types it: digits, spaces between thousands allowed. */
const EXACT_VALUE = /^[1-9]\d{0,2}(?:[ \u00a0]?\d{3}){0,2}$/;
const isExactValue = (value: string) => EXACT_VALUE.test(value);

/** Phone tab: first name and a phone number (prefilled `+420 `). */
export function cascoPhoneSchema(locale: Locale = 'cs', options: CascoSchemaOptions = {}) {
  const m = messagesFor(locale);
  const asked = !options.withCalculator;
  return z.object({
    ...commonFields(m, asked),
    phoneNumber: phone(m.phoneRequired, m.phoneFormat),
  });
}

/**
 * E-mail tab: birth number (shape, then validity), permanent-residence PSČ, plate, start date
 * (a calendar date `yyyy-mm-dd`, as the date field reports it) and e-mail. Without a calculator
 * the visitor also chooses the make and the age and types the exact value in Kč (`450 000`).
 */
export function cascoEmailSchema(locale: Locale = 'cs', options: CascoSchemaOptions = {}) {
  const m = messagesFor(locale);
  const asked = !options.withCalculator;
  return z.object({
    ...commonFields(m, asked),
    // Without a calculator the e-mail tab asks the exact value (SPEC §2 item 11), not a band.
    ...(asked ? { value: requiredText(m.vehicleValueRequired, [isExactValue, m.vehicleValueFormat]) } : {}),
    personalId: birthNumber(m.personalIdRequired, m.birthNumberInvalid, m.birthNumberFormat),
    zipCode: zipCode(m.zipCodeRequired, m.zipCodeFormat),
    spz: plate(m.spzRequired, m.plateTooLong),
    // A calendar date, as the date field reports it: a zoned timestamp could land on another day
    // once the payload keeps only the part before `T` (SPEC §7).
    startDate: requiredText(m.dateRequired, [isIsoDate, m.dateFormat]),
    email: email(m.emailRequired, m.emailFormat),
  });
}

export type CascoPhoneInput = z.input<ReturnType<typeof cascoPhoneSchema>>;
export type CascoPhoneValues = z.output<ReturnType<typeof cascoPhoneSchema>>;
export type CascoEmailInput = z.input<ReturnType<typeof cascoEmailSchema>>;
export type CascoEmailValues = z.output<ReturnType<typeof cascoEmailSchema>>;
