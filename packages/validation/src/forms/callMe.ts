import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import {
  ALWAYS,
  consent,
  optionalEmail,
  optionalFlag,
  optionalPhone,
  optionalText,
  requiredText,
} from './fields.js';

/** How the visitor wants to be contacted (SPEC §3 `contact`): a call or an e-mail. */
export const CALL_ME_CONTACTS = ['PHONE', 'EMAIL'] as const;
export type CallMeContact = (typeof CALL_ME_CONTACTS)[number];

export interface CallMeFormSchemaOptions {
  /** The variant that also asks for the contract number (`Číslo smlouvy je povinný údaj.`). */
  withPolicyNumber?: boolean;
}

/**
 * Call-me form (SPEC §3 "Call-me form payload", §4; its rules are not shown). The visitor chooses how
 * to be contacted: the chosen channel's field is required (`Telefon je povinný údaj.` /
 * `E-mail je povinný údaj.`), the other may stay empty but is checked when given, so that a lead never
 * carries a number nobody can dial. The first name and the terms consent are required, the message
 * and the marketing consent are optional; the variant for clients requires the contract number.
 */
export function callMeFormSchema(locale: Locale = 'cs', options: CallMeFormSchemaOptions = {}) {
  const m = messagesFor(locale);
  return z
    .object({
      contact: z.enum(CALL_ME_CONTACTS, { error: m.contactRequired }),
      firstName: requiredText(m.nameRequired),
      phone: optionalPhone(m.phoneFormat),
      email: optionalEmail(m.emailFormat),
      message: optionalText(m.required),
      termsAgreement: consent(m.agreementRequired),
      marketingAgreement: optionalFlag(m.agreementRequired),
      policyNumber: options.withPolicyNumber
        ? requiredText(m.policyNumberRequired)
        : z.optional(z.string({ error: m.policyNumberRequired })),
    })
    .check(
      z.superRefine((value, ctx) => {
        // The fields already report a wrong shape; here only the chosen channel's absence.
        const [path, message] =
          value.contact === 'PHONE'
            ? (['phone', m.phoneRequired] as const)
            : value.contact === 'EMAIL'
              ? (['email', m.emailRequired] as const)
              : [];
        if (path && value[path] === '') ctx.addIssue({ code: 'custom', message, path: [path], input: '' });
      }, ALWAYS),
    );
}

export type CallMeFormInput = z.input<ReturnType<typeof callMeFormSchema>>;
export type CallMeFormValues = z.output<ReturnType<typeof callMeFormSchema>>;
