import { addDays, isIsoDate, isWeekendDate } from './calendarDate.js';
import { pragueTime } from './prague.js';

/** `fixedWindow` (default) takes same-day calls until 10:00, `asap` until 17:00 (SPEC §9). */
export type CallbackMode = 'fixedWindow' | 'asap';

/** The day part of a call-back as forms send it: 0 morning, 1 afternoon. */
export type DayTime = 0 | 1;

/** The day part as the offer call sends it. */
export type MeridiemCode = 'AM' | 'PM';

export const CALLBACK_CUTOFF_HOUR: Record<CallbackMode, number> = { fixedWindow: 10, asap: 17 };

/** Morning 8:00-12:00, afternoon 13:00-17:00, Prague time. */
export const CALLBACK_SLOTS: Record<DayTime, { from: string; to: string }> = {
  0: { from: '08:00', to: '12:00' },
  1: { from: '13:00', to: '17:00' },
};

/** The first date a call-back can be booked for: today before the cut-off, tomorrow from it on. */
export function callbackMinDate(now: Date, mode: CallbackMode = 'fixedWindow'): string {
  const prague = pragueTime(now);
  return prague.hour < CALLBACK_CUTOFF_HOUR[mode] ? prague.date : addDays(prague.date, 1);
}

/**
 * What the day-part choice shows for a date:
 * - `invalid`: not a real ISO date (nothing to offer yet);
 * - `tooEarly`: before the first bookable date;
 * - `weekend`: the weekend warning, no choice;
 * - `today`: only the afternoon, preselected;
 * - `open`: morning and afternoon, nothing preselected.
 */
export type CallbackDayStatus = 'invalid' | 'tooEarly' | 'weekend' | 'today' | 'open';

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
  if (date < callbackMinDate(now, mode)) return { status: 'tooEarly', slots: NONE, preselected: null };
  if (isWeekendDate(date)) return { status: 'weekend', slots: NONE, preselected: null };
  if (date === pragueTime(now).date) return { status: 'today', slots: AFTERNOON, preselected: 1 };
  return { status: 'open', slots: BOTH, preselected: null };
}

/** The slot after the visitor picks a date: today preselects the afternoon, any other date clears the slot. */
export function slotAfterDateChange(
  date: unknown,
  now: Date,
  mode: CallbackMode = 'fixedWindow',
): DayTime | null {
  return callbackDayOptions(date, now, mode).preselected;
}

export function meridiemCode(dayTime: DayTime): MeridiemCode {
  return dayTime === 0 ? 'AM' : 'PM';
}

export function dayTimeFromMeridiem(code: MeridiemCode): DayTime {
  return code === 'AM' ? 0 : 1;
}
