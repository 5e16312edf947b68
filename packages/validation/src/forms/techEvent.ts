import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { email, optionalText, phone, requiredText } from './fields.js';

/** Where the visitor takes part: `online` is sent as `online: true` (SPEC §3). */
export const MEETING_PLACES = ['online', 'inPerson'] as const;
export type MeetingPlace = (typeof MEETING_PLACES)[number];

/**
 * Tech-event registration and the digital meeting form (SPEC §5): topic, drink and place are choices,
 * then name, surname, e-mail (required, well-formed), phone; notes are the only optional field.
 * Topics and drinks come from the CMS, so any non-empty value is a choice.
 */
export function techEventSchema(locale: Locale = 'cs') {
  const m = messagesFor(locale);
  return z.object({
    topic: requiredText(m.chooseOne),
    drink: requiredText(m.chooseOne),
    where: z.enum(MEETING_PLACES, { error: m.chooseOne }),
    name: requiredText(m.firstNamePlease),
    surname: requiredText(m.surnamePlease),
    email: email(m.emailRequired, m.emailFormat),
    phone: phone(m.phoneRequired, m.phoneFormat),
    notes: optionalText(m.required),
  });
}

/** The digital meeting form has the tech-event fields and rules; on an invalid submit it shows `formIncomplete`. */
export const meetingSchema = techEventSchema;

/** `Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.` */
export function meetingInvalidMessage(locale: Locale = 'cs'): string {
  return messagesFor(locale).formIncomplete;
}

export type TechEventInput = z.input<ReturnType<typeof techEventSchema>>;
export type TechEventValues = z.output<ReturnType<typeof techEventSchema>>;
