import type { WorkingDay } from '@insurance-web/validation';

/*
 * The working-hours chart's rules (SPEC §4, §2 item 7): how high each hour's bar is and which bars
 * are red, apart from React so that each rule has its own test.
 */

/** One hour of a day: `hour` is when it starts (8 = 8:00–9:00), `value` how busy it is (1, 2, 3 …). */
export interface BusyHour {
  hour: number;
  value: number;
}

/** A weekday's hours, Monday 0 … Friday 4. */
export interface WorkingHoursDay {
  day: WorkingDay;
  hours: readonly BusyHour[];
}

/** From this value on, a bar is red (SPEC §4: "value 3 or more"). */
export const BUSY_FROM = 3;

/** SPEC §4: values 1, 2, 3 are 0.75, 1 and 1.5 rem high; more than 3 stays 1.5 rem. */
export function barHeightRem(value: number): number {
  if (value >= 3) return 1.5;
  if (value >= 2) return 1;
  return 0.75;
}

export function isBusy(value: number): boolean {
  return value >= BUSY_FROM;
}

/** The weekday codes of the content (`po` … `pa`), Monday 0 … Friday 4. */
export const WEEKDAY_CODES = ['po', 'ut', 'st', 'ct', 'pa'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The five working days in order, each with its hours sorted by the hour; a day the content leaves out has none. */
export function workingWeek(
  days: readonly { day: WeekdayCode; hours: readonly BusyHour[] }[],
): WorkingHoursDay[] {
  return WEEKDAY_CODES.map((code, index) => {
    const hours = days.find((entry) => entry.day === code)?.hours ?? [];
    return { day: index as WorkingDay, hours: hours.toSorted((a, b) => a.hour - b.hour) };
  });
}
