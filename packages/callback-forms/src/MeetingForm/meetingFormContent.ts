import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { MeetingFormProps } from './MeetingForm.js';
import { duplicateIndexes } from './meetingOptions.js';

const { text, optionalText, list } = contentFields;

/**
 * A list of choices the visitor picks one of (`{ value, label }`): at least one, each value once, or
 * the form could not be filled in or would send two choices under one value. `noun` names a choice
 * in the editor's message (`Téma`, `Nápoj`). An empty field (`null`) counts as an empty list.
 */
function choices(noun: string) {
  return list(z.object({ value: text(), label: text() })).check(
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
 * the way it is announced), optionally the venue, and lists the topics and the drinks to choose from.
 */
export const techEventFormContent = z.pipe(
  z.object({
    heading: optionalText(),
    perex: optionalText(),
    eventName: text(),
    eventDate: text(),
    venue: optionalText(),
    topics: choices('Téma'),
    drinks: choices('Nápoj'),
  }),
  z.transform(
    ({ eventName, eventDate, venue, ...data }): MeetingFormProps => ({
      variant: 'techEvent',
      ...data,
      event: { name: eventName, date: eventDate, venue },
    }),
  ),
);

/**
 * `forms.digital-meeting`: a meeting with a specialist, online or in person. The editor lists the
 * topics and the drinks (what we have ready when the visitor comes in person).
 */
export const digitalMeetingFormContent = z.pipe(
  z.object({
    heading: optionalText(),
    perex: optionalText(),
    topics: choices('Téma'),
    drinks: choices('Nápoj'),
  }),
  z.transform((data): MeetingFormProps => ({ variant: 'digitalMeeting', ...data, event: null })),
);
