import { contentFields } from '@insurance-web/ui';
import { isIsoDate } from '@insurance-web/validation';
import * as z from 'zod/mini';
import { formPerex } from '../leadForm/contentFields.js';
import type { MeetingFormProps } from './MeetingForm.js';
import { duplicateIndexes } from './meetingOptions.js';

const { text, optionalText, list, labelled, strapiField } = contentFields;

/** The event's day as Strapi's date field sends it (`2027-03-04`): it closes the registration. */
const eventDay = strapiField(
  z
    .string({ error: 'Den akce chybí.' })
    .check(z.refine(isIsoDate, { message: 'Den akce není platné datum (RRRR-MM-DD).' })),
  { type: 'date', required: true },
);

/**
 * A list of choices the visitor picks one of (`{ value, label }`): at least one, each value once, or
 * the form could not be filled in or would send two choices under one value. `noun` names a choice
 * in the editor's message (`Téma`, `Nápoj`). An empty field (`null`) counts as an empty list.
 */
function choices(noun: string) {
  return list(
    z.object({
      value: labelled(text(), 'Hodnota', 'Co se odešle s registrací; v seznamu jen jednou.'),
      label: labelled(text(), 'Text', 'Jak možnost uvidí návštěvník.'),
    }),
  ).check(
    z.superRefine((options, ctx) => {
      if (options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${noun}: seznam potřebuje aspoň jednu možnost.`,
          input: options,
        });
      }
      for (const index of duplicateIndexes(options)) {
        const value = options[index]?.value;
        ctx.addIssue({
          code: 'custom',
          message: `${noun} „${value}“ je v seznamu dvakrát.`,
          path: [index, 'value'],
          input: value,
        });
      }
    }),
  );
}

/**
 * `forms.tech-event`: registration for an event. The editor names the event and its date (as text,
 * the way it is announced) and its day as a date, optionally the venue, and lists the topics and the
 * drinks to choose from. After the day (Prague time) the form says registration is closed.
 */
export const techEventFormContent = z.pipe(
  z.object({
    heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Registrace na akci“.'),
    perex: formPerex(),
    eventName: labelled(text(), 'Název akce', 'Jak se akce jmenuje.'),
    eventDate: labelled(text(), 'Termín akce', 'Datum a čas tak, jak se mají ukázat (12. 3. 2026 od 17:00).'),
    eventDay: labelled(
      eventDay,
      'Den akce',
      'Den konání jako datum. Po jeho skončení (čas v Praze) formulář napíše, že registrace je uzavřena.',
    ),
    venue: labelled(optionalText(), 'Místo konání', 'Nepovinné. Adresa nebo název místa.'),
    topics: labelled(choices('Téma'), 'Témata', 'Aspoň jedno téma, ze kterého návštěvník vybírá.'),
    drinks: labelled(choices('Nápoj'), 'Nápoje', 'Aspoň jeden nápoj, ze kterého návštěvník vybírá.'),
  }),
  z.transform(
    ({ eventName, eventDate, eventDay, venue, ...data }): MeetingFormProps => ({
      variant: 'techEvent',
      ...data,
      event: { name: eventName, date: eventDate, venue, day: eventDay },
    }),
  ),
);

/**
 * `forms.digital-meeting`: a meeting with a specialist, online or in person. The editor lists the
 * topics and the drinks (what we have ready when the visitor comes in person).
 */
export const digitalMeetingFormContent = z.pipe(
  z.object({
    heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Digitální schůzka se specialistou“.'),
    perex: formPerex(),
    topics: labelled(choices('Téma'), 'Témata', 'Aspoň jedno téma schůzky, ze kterého návštěvník vybírá.'),
    drinks: labelled(
      choices('Nápoj'),
      'Nápoje',
      'Aspoň jeden nápoj, který připravíme, když návštěvník přijde osobně.',
    ),
  }),
  z.transform((data): MeetingFormProps => ({ variant: 'digitalMeeting', ...data, event: null })),
);
