import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { isIsoDate } from '../time/calendarDate.js';
import { type CallbackMode, callbackDayOptions, type DayTime } from '../time/callbackSlots.js';
import { type Now, readNow } from './clock.js';
import { ALWAYS, isoDate, phone, requiredText } from './fields.js';

export interface CallbackSchemaOptions {
  /** The clock of the site context; a function is read at each validation. Default: the system clock. */
  now?: Now;
  /** Same-day cut-off 10:00 (`fixedWindow`, default) or 17:00 (`asap`). */
  mode?: CallbackMode;
  /** The variant with a topic select (`Výběr tématu je povinný údaj.`). */
  withTopic?: boolean;
}

/**
 * The day part as radios report it (`'0'`, `'1'`, or nothing chosen yet) or as a number. Whether it
 * is required depends on the date, so the object rule below decides: a day off shows a warning
 * in place of the choice, and a message under a choice that is not shown would help no one.
 */
function dayTime(message: string) {
  return z.pipe(
    z.optional(
      z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal(''), z.null()], {
        error: message,
      }),
    ),
    z.transform((value) =>
      value === '' || value === null || value === undefined ? undefined : (Number(value) as DayTime),
    ),
  );
}

/**
 * The call-back modal (SPEC §5): name, phone, date, day part. The date must be bookable in Prague
 * time (not before today or, after the cut-off, tomorrow; no weekend, no public holiday) and today
 * only has the afternoon.
 */
export function callbackSchema(locale: Locale = 'cs', options: CallbackSchemaOptions = {}) {
  const m = messagesFor(locale);
  const mode = options.mode ?? 'fixedWindow';
  const fields = {
    name: requiredText(m.nameRequired),
    phone: phone(m.phoneRequired, m.phoneFormat),
    date: isoDate(m.dateRequired, m.dateFormat),
    dayTime: dayTime(m.dayTimeRequired),
    topic: options.withTopic
      ? requiredText(m.topicRequired)
      : z.optional(z.string({ error: m.topicRequired })),
  };
  const object = z.object(fields).check(
    z.superRefine((value, ctx) => {
      const day = isIsoDate(value.date)
        ? callbackDayOptions(value.date, readNow(options.now), mode)
        : undefined;
      if (day?.status === 'tooEarly' || day?.status === 'weekend' || day?.status === 'holiday') {
        // A holiday gets the weekend's text, SPEC's only one for a day we do not call (README).
        const message = day.status === 'tooEarly' ? m.callbackTooEarly : m.callbackWeekend;
        ctx.addIssue({ code: 'custom', message, path: ['date'], input: value.date });
        return;
      }
      if (value.dayTime === undefined) {
        ctx.addIssue({ code: 'custom', message: m.dayTimeRequired, path: ['dayTime'], input: value.dayTime });
      } else if (day?.status === 'today' && value.dayTime === 0) {
        ctx.addIssue({
          code: 'custom',
          message: m.callbackMorningToday,
          path: ['dayTime'],
          input: value.dayTime,
        });
      }
    }, ALWAYS),
  );
  // Once every rule has passed, the day part is there; the topic belongs to its variant only.
  return z.pipe(
    object,
    z.transform((value): CallbackValues => {
      const values: CallbackValues = {
        name: value.name,
        phone: value.phone,
        date: value.date,
        dayTime: value.dayTime as DayTime,
      };
      if (options.withTopic && value.topic) values.topic = value.topic;
      return values;
    }),
  );
}

export type CallbackInput = z.input<ReturnType<typeof callbackSchema>>;

/**
 * The call-back form's values once every rule has passed: the one definition of them. The api-client's
 * `sendCallback` takes exactly this (re-exported there), and maps it to each call-me kind's payload.
 */
export interface CallbackValues {
  name: string;
  /** Normalised: `+420 777 123 456`. */
  phone: string;
  /** `yyyy-mm-dd`, a bookable day in Prague. */
  date: string;
  dayTime: DayTime;
  /** Only in the variant with a topic. */
  topic?: string;
}
