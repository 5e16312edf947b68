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

/** Minutes since midnight of `HH:MM`. */
function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The hours (0–23) in which a branch is open on ISO weekday `dow` (1 Monday … 5 Friday): an hour
 * counts when any minute of it is within one of the day's opening slots. 8:00–12:00 and 13:00–18:00
 * give 8–11 and 13–17: the lunch hour is not among them.
 */
export function openHours(
  slots: readonly { dow: number; open: string; close: string }[],
  dow: number,
): number[] {
  const day = slots.filter((slot) => slot.dow === dow);
  const hours: number[] = [];
  for (let hour = 0; hour < 24; hour++) {
    if (day.some((slot) => minutesOf(slot.open) < (hour + 1) * 60 && minutesOf(slot.close) > hour * 60)) {
      hours.push(hour);
    }
  }
  return hours;
}

/** One bar of a day's chart: an open hour, how busy it is (`null`: no data), and whether a closed break comes before it. */
export interface ChartHour {
  hour: number;
  value: number | null;
  afterBreak: boolean;
}

/**
 * A day's bars: exactly the branch's open hours that day, each with its value from the busy data
 * (an hour the data leaves out has none); a value for a closed hour is never drawn.
 */
export function chartHours(
  slots: readonly { dow: number; open: string; close: string }[],
  dow: number,
  busy: readonly BusyHour[],
): ChartHour[] {
  return openHours(slots, dow).map((hour, index, hours) => ({
    hour,
    value: busy.find((entry) => entry.hour === hour)?.value ?? null,
    afterBreak: index > 0 && hours[index - 1] !== hour - 1,
  }));
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
