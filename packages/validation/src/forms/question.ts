import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { consent, email, optionalFlag, phone, requiredText } from './fields.js';

export interface QuestionSchemaOptions {
  /** The variant that also asks for the contract number (`Číslo smlouvy je povinný údaj.`). */
  withPolicyNumber?: boolean;
}

/** Question form (SPEC §5): name, surname, e-mail, phone, the question, and consent `agreement2`. */
export function questionSchema(locale: Locale = 'cs', options: QuestionSchemaOptions = {}) {
  const m = messagesFor(locale);
  return z.object({
    // One pattern in the form (`… je povinný údaj.`, as SPEC gives the question's and the phone's).
    // The e-mail's shape is checked too (SPEC is silent): a reply needs an address that can work.
    name: requiredText(m.nameRequired),
    surname: requiredText(m.surnameRequired),
    email: email(m.emailRequired, m.emailFormat),
    phoneNumber: phone(m.phoneRequired, m.phoneFormat),
    text: requiredText(m.questionRequired),
    agreement1: optionalFlag(m.agreementRequired),
    agreement2: consent(m.agreementRequired),
    policyNumber: options.withPolicyNumber
      ? requiredText(m.policyNumberRequired)
      : z.optional(z.string({ error: m.policyNumberRequired })),
  });
}

export type QuestionInput = z.input<ReturnType<typeof questionSchema>>;
export type QuestionValues = z.output<ReturnType<typeof questionSchema>>;
