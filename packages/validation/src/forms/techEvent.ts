import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { ALWAYS, checkField, email, optionalText, phone, requiredText } from './fields.js';

/** Where the visitor takes part: `online` is sent as `online: true` (SPEC §3). */
export const MEETING_PLACES = ['online', 'inPerson'] as const;
export type MeetingPlace = (typeof MEETING_PLACES)[number];

/**
 * Tech-event registration and the digital meeting form (SPEC §5): topic and place are choices,
 * then name, surname, e-mail (required, well-formed), phone; notes are optional. The drink is what
 * we have ready for a visitor who comes: it is asked and required only in person, and an online
 * visitor's drink is `''`, whatever an earlier choice left in the form.
 * Topics and drinks come from the CMS, so any non-empty value is a choice.
 *
 * Each field says SPEC's own text: `Prosím vyberte jednu z možností.`, `Prosím vyplňte jméno.`,
 * `Prosím vyplňte příjmení.`, and for the e-mail and the phone `E-mail je povinný údaj.` and the
 * call-back's `Telefon je povinný údaj.` (SPEC §5 gives this form both patterns).
 */
export function techEventSchema(locale: Locale = 'cs') {
  const m = messagesFor(locale);
  const checked = z
    .object({
      topic: requiredText(m.chooseOne),
      drink: z.optional(z.string({ error: m.chooseOne })),
      where: z.enum(MEETING_PLACES, { error: m.chooseOne }),
      name: requiredText(m.firstNamePlease),
      surname: requiredText(m.surnamePlease),
      email: email(m.emailRequired, m.emailFormat),
      phone: phone(m.phoneRequired, m.phoneFormat),
      notes: optionalText(m.required),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.where === 'inPerson') checkField(ctx, requiredText(m.chooseOne), value.drink, 'drink');
      }, ALWAYS),
    );
  return z.pipe(
    checked,
    z.transform(({ drink, ...rest }) => ({
      ...rest,
      drink: rest.where === 'inPerson' ? (drink ?? '').trim() : '',
    })),
  );
}

/** The digital meeting form has the tech-event fields and rules; on an invalid submit it shows `formIncomplete`. */
export const meetingSchema = techEventSchema;

/** `Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.` */
export function meetingInvalidMessage(locale: Locale = 'cs'): string {
  return messagesFor(locale).formIncomplete;
}

export type TechEventInput = z.input<ReturnType<typeof techEventSchema>>;
export type TechEventValues = z.output<ReturnType<typeof techEventSchema>>;
