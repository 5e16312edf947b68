import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { ALWAYS, checkField, consent, email, optionalFlag, phone, requiredText } from './fields.js';

/**
 * Need-help form (SPEC §5; its exact schema is not shown). Everyone gives name, surname, e-mail,
 * phone and the question and ticks the personal-data notice; the marketing consent is asked but
 * optional (SPEC-NOTES: consent to marketing is never a condition of a service request, GDPR
 * Art. 7(4)). A visitor who says they are a client (`isClient`)
 * also gives the contract number, which is not format-checked because contract numbers differ by product.
 */
export function needHelpSchema(locale: Locale = 'cs') {
  const m = messagesFor(locale);
  return z
    .object({
      name: requiredText(m.nameRequired),
      surname: requiredText(m.surnameRequired),
      email: email(m.emailRequired, m.emailFormat),
      phone: phone(m.phoneRequired, m.phoneFormat),
      question: requiredText(m.questionRequired),
      isClient: optionalFlag(m.required),
      contractNumber: z.optional(z.string({ error: m.contractIdRequired })),
      personalDataConsent: consent(m.agreementRequired),
      marketingConsent: optionalFlag(m.agreementRequired),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.isClient === true) {
          checkField(ctx, requiredText(m.contractIdRequired), value.contractNumber, 'contractNumber');
        }
      }, ALWAYS),
    );
}

export type NeedHelpInput = z.input<ReturnType<typeof needHelpSchema>>;
export type NeedHelpValues = z.output<ReturnType<typeof needHelpSchema>>;
