import { describe, expect, it } from 'vitest';
import { calendarDayToIso, isoToCalendarDay } from './calendarDays.js';

describe('calendar days', () => {
  it('turns an ISO date into that local day and back, across the year and DST changes', () => {
    for (const iso of ['2026-11-30', '2026-03-29', '2026-10-25', '2027-01-01', '2028-02-29']) {
      const day = isoToCalendarDay(iso);
      expect(day?.getHours()).toBe(12);
      expect(calendarDayToIso(day as Date)).toBe(iso);
    }
  });

  it('refuses what is not a real date', () => {
    for (const text of ['', '2026-02-30', '2027-02-29', '30. 11. 2026', '2026-13-01', '2026-1-5']) {
      expect(isoToCalendarDay(text)).toBeNull();
    }
  });
});
