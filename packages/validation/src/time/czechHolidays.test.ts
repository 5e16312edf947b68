import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, isWeekendDate } from './calendarDate.js';
import { czechPublicHolidays, easterSunday, isCzechPublicHoliday, isWorkingDay } from './czechHolidays.js';

/** Easter Sunday as published (the Gregorian dates of the churches' tables), earliest and latest included. */
const PUBLISHED_EASTER: Record<number, string> = {
  1818: '1818-03-22', // the earliest possible date
  1943: '1943-04-25', // the latest possible date
  2000: '2000-04-23',
  2008: '2008-03-23',
  2011: '2011-04-24',
  2016: '2016-03-27',
  2019: '2019-04-21',
  2024: '2024-03-31',
  2025: '2025-04-20',
  2026: '2026-04-05',
  2027: '2027-03-28',
  2030: '2030-04-21',
  2035: '2035-03-25',
  2038: '2038-04-25',
  2285: '2285-03-22',
};

/**
 * Easter by another, independent method (Oudin's algorithm, 1940, as in Tøndering's calendar FAQ),
 * so that the property below compares two computations, not one with itself.
 */
function easterByOudin(year: number): string {
  const g = year % 19;
  const c = Math.floor(year / 100);
  const h = (c - Math.floor(c / 4) - Math.floor((8 * c + 13) / 25) + 19 * g + 15) % 30;
  const i = h - Math.floor(h / 28) * (1 - Math.floor(29 / (h + 1)) * Math.floor((21 - g) / 11));
  const j = (year + Math.floor(year / 4) + i + 2 - c + Math.floor(c / 4)) % 7;
  const l = i - j;
  const month = 3 + Math.floor((l + 40) / 44);
  const day = l + 28 - 31 * Math.floor(month / 4);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const gregorianYears = fc.integer({ min: 1583, max: 9999 });

describe('easterSunday', () => {
  it('gives the published dates', () => {
    for (const [year, date] of Object.entries(PUBLISHED_EASTER))
      expect(easterSunday(Number(year))).toBe(date);
  });

  it('agrees with an independent algorithm, and is a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(gregorianYears, (year) => {
        const easter = easterSunday(year);
        expect(easter).toBe(easterByOudin(year));
        expect(isoWeekday(easter)).toBe(7);
        expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('czechPublicHolidays', () => {
  it('lists the 13 days off of 2026, in calendar order', () => {
    expect(czechPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-08',
      '2026-07-05',
      '2026-07-06',
      '2026-09-28',
      '2026-10-28',
      '2026-11-17',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('has Good Friday a Friday two days before Easter Sunday and Easter Monday the Monday after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2016, max: 9999 }), (year) => {
        const easter = easterSunday(year);
        const goodFriday = addDays(easter, -2);
        const easterMonday = addDays(easter, 1);
        expect(isoWeekday(goodFriday)).toBe(5);
        expect(isoWeekday(easterMonday)).toBe(1);
        expect(isCzechPublicHoliday(goodFriday)).toBe(true);
        expect(isCzechPublicHoliday(easterMonday)).toBe(true);
        // Easter Sunday itself and the days between are weekend days, never a working day.
        expect(isWorkingDay(easter)).toBe(false);
        expect(isWorkingDay(addDays(easter, -1))).toBe(false);
        // Maundy Thursday and the Tuesday after are ordinary days (no fixed holiday falls in spring then).
        expect(isCzechPublicHoliday(addDays(easter, -3))).toBe(false);
        expect(isCzechPublicHoliday(addDays(easter, 2))).toBe(false);
        expect(czechPublicHolidays(year)).toHaveLength(13);
      }),
      { numRuns: 500 },
    );
  });

  it('had no Good Friday before 2016 (12 days off), Easter Monday always', () => {
    expect(isCzechPublicHoliday('2015-04-03')).toBe(false);
    expect(isCzechPublicHoliday('2015-04-06')).toBe(true);
    expect(czechPublicHolidays(2015)).toHaveLength(12);
    expect(isCzechPublicHoliday('2016-03-25')).toBe(true);
  });
});

describe('isCzechPublicHoliday', () => {
  it('is true on the fixed holidays every year', () => {
    const fixed = [
      '01-01',
      '05-01',
      '05-08',
      '07-05',
      '07-06',
      '09-28',
      '10-28',
      '11-17',
      '12-24',
      '12-25',
      '12-26',
    ];
    fc.assert(
      fc.property(gregorianYears, fc.constantFrom(...fixed), (year, monthDay) => {
        expect(isCzechPublicHoliday(`${year}-${monthDay}`)).toBe(true);
      }),
    );
  });

  it('is true exactly for the days of the year’s list', () => {
    const days = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        expect(isCzechPublicHoliday(day)).toBe(czechPublicHolidays(Number(day.slice(0, 4))).includes(day));
      }),
      { numRuns: 2000 },
    );
  });

  it('is false for ordinary days and for anything that is not an ISO date', () => {
    for (const day of ['2026-12-23', '2026-12-27', '2026-01-02', '2026-07-07', '2026-11-16']) {
      expect(isCzechPublicHoliday(day)).toBe(false);
    }
    for (const value of [
      '24. 12. 2026',
      '2026-12-24T10:00:00Z',
      '2026-02-30',
      '',
      undefined,
      null,
      20261224,
    ]) {
      expect(isCzechPublicHoliday(value)).toBe(false);
    }
  });
});

describe('isWorkingDay', () => {
  it('is Monday to Friday, but not a public holiday', () => {
    expect(isWorkingDay('2026-12-23')).toBe(true); // Wednesday
    expect(isWorkingDay('2026-12-24')).toBe(false); // Thursday, Štědrý den
    expect(isWorkingDay('2026-12-26')).toBe(false); // Saturday and a holiday
    expect(isWorkingDay('2026-12-28')).toBe(true); // Monday
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-04-07')).toBe(true);
    expect(isWorkingDay('2026-13-01')).toBe(false);
  });

  it('is never a weekend and never a holiday, and every other real day is one', () => {
    const days = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2060-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        expect(isWorkingDay(day)).toBe(!isWeekendDate(day) && !isCzechPublicHoliday(day));
      }),
      { numRuns: 1000 },
    );
  });
});
