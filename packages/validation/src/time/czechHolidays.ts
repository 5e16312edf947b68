import { addDays, isIsoDate, isWeekendDate } from './calendarDate.js';

/*
 * Czech public holidays (zákon č. 245/2000 Sb., o státních svátcích, o ostatních svátcích, o významných
 * dnech a o dnech pracovního klidu): the days off work that every rule of a working day skips.
 * The one source of them for the whole site; the README lists where they count.
 */

/** The holidays on the same date every year, `mm-dd`. */
const FIXED_HOLIDAYS = [
  '01-01', // Den obnovy samostatného českého státu; Nový rok
  '05-01', // Svátek práce
  '05-08', // Den vítězství
  '07-05', // Den slovanských věrozvěstů Cyrila a Metoděje
  '07-06', // Den upálení mistra Jana Husa
  '09-28', // Den české státnosti
  '10-28', // Den vzniku samostatného československého státu
  '11-17', // Den boje za svobodu a demokracii a Mezinárodní den studentstva
  '12-24', // Štědrý den
  '12-25', // 1. svátek vánoční
  '12-26', // 2. svátek vánoční
] as const;

/** Good Friday has been a public holiday since 2016 (an amendment of the act of 2015); Easter Monday always was. */
const GOOD_FRIDAY_SINCE = 2016;

/**
 * Easter Sunday of a year of the Gregorian calendar, `yyyy-mm-dd`: the anonymous Gregorian algorithm
 * (Meeus, Astronomical Algorithms, ch. 8), exact for every Gregorian year.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// A year's holidays are asked for again at every calendar day drawn: worked out once per year.
const byYear = new Map<number, ReadonlySet<string>>();

/** Every Czech public holiday of a year, `yyyy-mm-dd`, in calendar order. */
export function czechPublicHolidays(year: number): readonly string[] {
  return [...holidaySet(year)].sort();
}

function holidaySet(year: number): ReadonlySet<string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    const prefix = String(year).padStart(4, '0');
    const easter = easterSunday(year);
    const dates = FIXED_HOLIDAYS.map((monthDay) => `${prefix}-${monthDay}`);
    if (year >= GOOD_FRIDAY_SINCE) dates.push(addDays(easter, -2));
    dates.push(addDays(easter, 1));
    holidays = new Set(dates);
    byYear.set(year, holidays);
  }
  return holidays;
}

/** Whether a calendar date `yyyy-mm-dd` is a Czech public holiday; anything else is not. */
export function isCzechPublicHoliday(isoDate: unknown): boolean {
  return isIsoDate(isoDate) && holidaySet(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** A working day in the Czech Republic: a real date, Monday to Friday, not a public holiday. */
export function isWorkingDay(isoDate: unknown): boolean {
  return isIsoDate(isoDate) && !isWeekendDate(isoDate) && !isCzechPublicHoliday(isoDate);
}
