/**
 * Czech calendar dates as visitors type them (`12. 3. 2021`, SPEC §9 format `d. M. yyyy`) and as
 * forms send them (ISO `yyyy-mm-dd`). Calendar dates only: no time, no time zone.
 */

const CZECH_DATE = /^\s*(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})\s*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids any time-zone shift.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `12. 3. 2021` (spaces optional) or `2021-03-12` to `2021-03-12`; `null` for anything else. */
export function parseCzechDate(text: string): string | null {
  const czech = CZECH_DATE.exec(text);
  const iso = czech ? null : ISO_DATE.exec(text.trim());
  const parts = czech ? [czech[3], czech[2], czech[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  return isRealDate(year, month, day) ? toIso(year, month, day) : null;
}

/** `2021-03-12` to `12. 3. 2021`; anything that is not a real ISO date comes back unchanged. */
export function formatCzechDate(value: string): string {
  const iso = ISO_DATE.exec(value);
  if (!iso) return value;
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  return isRealDate(year, month, day) ? `${day}. ${month}. ${year}` : value;
}
