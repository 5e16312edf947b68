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

const { labelled } = contentFields;

const busyHour = z.object({
  hour: labelled(z.int().check(z.gte(0), z.lte(23)), 'Hodina', 'Hodina dne, 0 až 23 (8 je 8:00–9:00).'),
  value: labelled(
    z.int().check(z.gte(1), z.lte(10)),
    'Obsazenost',
    'Celé číslo 1 až 10, výška sloupce; od 3 je sloupec zvýrazněný.',
  ),
});

/**
 * `branches.working-hours`: how busy a branch is hour by hour on each working day (SPEC §2 item 7).
 * `days`: `{ day: "po" | "ut" | "st" | "ct" | "pa", hours: [{ hour: 8, value: 1 }, …] }`, each day once.
 */
export const workingHoursContent = z.pipe(
  z.object({
    heading: labelled(
      contentFields.optionalText(),
      'Nadpis',
      'Nepovinné. Prázdné: „Kdy je u nás nejvíc lidí“.',
    ),
    perex: contentFields.perex(),
    days: labelled(
      z
        .array(
          z.object({
            day: labelled(
              z.enum(WEEKDAY_CODES),
              'Den',
              'po = pondělí, ut = úterý, st = středa, ct = čtvrtek, pa = pátek.',
            ),
            hours: labelled(z.array(busyHour), 'Hodiny', 'Obsazenost pobočky v jednotlivých hodinách dne.'),
          }),
        )
        .check(
          z.minLength(1, 'Vyplňte aspoň jeden den.'),
          z.refine((days) => new Set(days.map((entry) => entry.day)).size === days.length, {
            message: 'Každý den smí být uveden jen jednou.',
          }),
        ),
      'Dny',
      'Pracovní dny, každý jen jednou; den, který chybí, graf ukáže prázdný.',
    ),
  }),
  z.transform(
    ({ heading, perex, days }): Required<WorkingHoursProps> => ({ heading, perex, week: workingWeek(days) }),
  ),
);
