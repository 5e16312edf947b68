import { addDays, isIsoDate, isWeekendDate } from './calendarDate.js';
import { isCzechPublicHoliday, isWorkingDay } from './czechHolidays.js';
import { pragueTime } from './prague.js';

/** `fixedWindow` (default) takes same-day calls until 10:00, `asap` until 17:00 (SPEC §9). */
export type CallbackMode = 'fixedWindow' | 'asap';

/**
 * The day part of a call-back, as the form holds it and most calls send it: 0 morning, 1 afternoon.
 * Defined here, with the rules that offer it; the offer call's `AM`/`PM` spelling is the api-client's.
 */
export type DayTime = 0 | 1;

export const CALLBACK_CUTOFF_HOUR: Record<CallbackMode, number> = { fixedWindow: 10, asap: 17 };

/** Morning 8:00-12:00, afternoon 13:00-17:00, Prague time. */
export const CALLBACK_SLOTS: Record<DayTime, { from: string; to: string }> = {
  0: { from: '08:00', to: '12:00' },
  1: { from: '13:00', to: '17:00' },
};

/**
 * The first date a call-back can be booked for, in Prague: today before the cut-off, otherwise the
 * next day; and always a working day, so a Friday after the cut-off, a Saturday or a Sunday offers
 * Monday, and 23 December after the cut-off the first working day after Christmas.
 */
export function callbackMinDate(now: Date, mode: CallbackMode = 'fixedWindow'): string {
  const prague = pragueTime(now);
  let date = prague.hour < CALLBACK_CUTOFF_HOUR[mode] ? prague.date : addDays(prague.date, 1);
  while (!isWorkingDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * What the day-part choice shows for a date:
 * - `invalid`: not a real ISO date (nothing to offer yet);
 * - `tooEarly`: before the first bookable date;
 * - `weekend`: the weekend warning, no choice;
 * - `holiday`: a Czech public holiday on a weekday: the same warning (SPEC's text), no choice;
 * - `today`: only the afternoon, preselected;
 * - `open`: morning and afternoon, nothing preselected.
 */
export type CallbackDayStatus = 'invalid' | 'tooEarly' | 'weekend' | 'holiday' | 'today' | 'open';

export interface CallbackDayOptions {
  status: CallbackDayStatus;
  slots: readonly DayTime[];
  preselected: DayTime | null;
}

const NONE: readonly DayTime[] = [];
const AFTERNOON: readonly DayTime[] = [1];
const BOTH: readonly DayTime[] = [0, 1];

export function callbackDayOptions(
  date: unknown,
  now: Date,
  mode: CallbackMode = 'fixedWindow',
): CallbackDayOptions {
  if (!isIsoDate(date)) return { status: 'invalid', slots: NONE, preselected: null };
  // A weekend or a holiday says so whenever it is: since the first bookable day is never one, a day
  // off before it (Friday evening's Saturday) would otherwise be called too early, which misleads.
  if (isWeekendDate(date)) return { status: 'weekend', slots: NONE, preselected: null };
  if (isCzechPublicHoliday(date)) return { status: 'holiday', slots: NONE, preselected: null };
  if (date < callbackMinDate(now, mode)) return { status: 'tooEarly', slots: NONE, preselected: null };
  if (date === pragueTime(now).date) return { status: 'today', slots: AFTERNOON, preselected: 1 };
  return { status: 'open', slots: BOTH, preselected: null };
}

/** Whether a call-back can be booked for `date` (`yyyy-mm-dd`): the days a calendar offers. */
export function isCallbackDayBookable(date: unknown, now: Date, mode: CallbackMode = 'fixedWindow'): boolean {
  const { status } = callbackDayOptions(date, now, mode);
  return status === 'today' || status === 'open';
}

/** The slot after the visitor picks a date: today preselects the afternoon, any other date clears the slot. */
export function slotAfterDateChange(
  date: unknown,
  now: Date,
  mode: CallbackMode = 'fixedWindow',
): DayTime | null {
  return callbackDayOptions(date, now, mode).preselected;
}
