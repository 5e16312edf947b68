/**
 * The calendar shows days as the browser's `Date`s, the forms speak ISO `yyyy-mm-dd`. A day is a
 * calendar date, not an instant: it is built at local noon, so neither the visitor's time zone nor
 * a daylight-saving change can move it to another day. (Which days are allowed is decided by the
 * form, in Prague time, on the ISO strings.)
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-11-30` → that day at local noon; `null` for anything that is not a real ISO date. */
export function isoToCalendarDay(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 12);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A day of the calendar → `yyyy-mm-dd`, by its local date. */
export function calendarDayToIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
