import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { isIsoDate } from '../time/calendarDate.js';
import { pragueToday } from '../time/prague.js';
import { type Now, readNow } from './clock.js';
import { consent, firstFailing, optionalEmail, phone, requiredText, type TextRule } from './fields.js';

/**
 * What the claim is about, as the claims desk sorts it: a vehicle accident paid from povinné ručení
 * (`MTPL`) or from havarijní pojištění (`CASCO`), the codes SPEC's claim registration uses; a home or
 * belongings (`PROPERTY`), a trip (`TRAVEL`), anything else (`OTHER`). The labels are the form's.
 */
export const CLAIM_TYPES = ['MTPL', 'CASCO', 'PROPERTY', 'TRAVEL', 'OTHER'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** A plate has 9 characters at most, a contract number about 10–20: 30 leaves room for either, typed with spaces. */
export const CLAIM_POLICY_OR_PLATE_MAX = 30;
/** A few sentences: the claims handler takes the details down on the call. */
export const CLAIM_DESCRIPTION_MAX = 1000;

export interface ClaimReportSchemaOptions {
  /** The clock of the site context; a function is read at each validation. Default: the system clock. */
  now?: Now;
}

/** A text that may stay empty (`undefined` becomes `''`), trimmed, at most `max` characters. */
function optionalUpTo(max: number, message: string) {
  return z._default(
    z.string({ error: message }).check(z.trim(), firstFailing([(value) => value.length <= max, message])),
    '',
  );
}

/**
 * The claim-report request (the claim pages' short form: "call me and we will take the claim down
 * together"). Required: what kind of claim, the day it happened (today or earlier, in Prague), a name,
 * a phone to call back and the personal-data consent. Optional: the plate or contract number, an
 * e-mail and a short description, each checked only for its length or shape. No marketing consent is
 * asked: a person reporting a claim is not asked about offers.
 */
export function claimReportSchema(locale: Locale = 'cs', options: ClaimReportSchemaOptions = {}) {
  const m = messagesFor(locale);
  // ISO dates compare as text; "today" is read at each validation, so a form left open past midnight moves on.
  const notInFuture: TextRule = [(value) => value <= pragueToday(readNow(options.now)), m.eventDateInFuture];
  return z.object({
    claimType: z.enum(CLAIM_TYPES, { error: m.claimTypeRequired }),
    eventDate: requiredText(m.eventDateRequired, [isIsoDate, m.dateFormat], notInFuture),
    policyOrPlate: optionalUpTo(CLAIM_POLICY_OR_PLATE_MAX, m.policyOrPlateTooLong),
    name: requiredText(m.fullNameRequired),
    phone: phone(m.phoneRequired, m.phoneFormat),
    email: optionalEmail(m.emailFormat),
    description: optionalUpTo(CLAIM_DESCRIPTION_MAX, m.claimDescriptionTooLong),
    personalDataConsent: consent(m.agreementRequired),
  });
}

export type ClaimReportInput = z.input<ReturnType<typeof claimReportSchema>>;
export type ClaimReportValues = z.output<ReturnType<typeof claimReportSchema>>;
