import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { WEEKDAY_CODES, type WorkingHoursDay, workingWeek } from './busyHours.js';

export interface WorkingHoursProps {
  /** Default `Kdy je u nás nejvíc lidí`. */
  heading?: string;
  perex?: string;
  /** Monday to Friday, each with its hours (none for a day the content leaves out). */
  week: readonly WorkingHoursDay[];
}

const busyHour = z.object({
  hour: z.int().check(z.gte(0), z.lte(23)),
  value: z.int().check(z.gte(1), z.lte(10)),
});

/**
 * `branches.working-hours`: how busy a branch is hour by hour on each working day (SPEC §2 item 7).
 * `days`: `{ day: "po" | "ut" | "st" | "ct" | "pa", hours: [{ hour: 8, value: 1 }, …] }`, each day once.
 */
export const workingHoursContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    days: z.array(z.object({ day: z.enum(WEEKDAY_CODES), hours: z.array(busyHour) })).check(
      z.minLength(1, 'Vyplňte aspoň jeden den.'),
      z.refine((days) => new Set(days.map((entry) => entry.day)).size === days.length, {
        message: 'Každý den smí být uveden jen jednou.',
      }),
    ),
  }),
  z.transform(
    ({ heading, perex, days }): Required<WorkingHoursProps> => ({ heading, perex, week: workingWeek(days) }),
  ),
);
