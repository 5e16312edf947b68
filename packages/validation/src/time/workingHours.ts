import { isoWeekday } from './calendarDate.js';
import { pragueToday } from './prague.js';

/** Monday 0 … Friday 4: branches open on working days only (SPEC §9). */
export type WorkingDay = 0 | 1 | 2 | 3 | 4;

export const WORKING_DAY_LABELS = {
  cs: ['Po', 'Út', 'St', 'Čt', 'Pá'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
} as const;

/** The weekday the working-hours chart opens on: today in Prague, and Monday at the weekend. */
export function defaultWorkingDay(now: Date): WorkingDay {
  if (Number.isNaN(now.getTime())) return 0;
  const weekday = isoWeekday(pragueToday(now));
  return (weekday >= 6 ? 0 : weekday - 1) as WorkingDay;
}
