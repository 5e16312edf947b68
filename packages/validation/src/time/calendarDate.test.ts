import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, isoWeekday, isWeekendDate } from './calendarDate.js';

describe('calendar dates', () => {
  it('knows real ISO dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('adds days across months, years and the DST change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('names weekdays and weekends', () => {
    expect(isoWeekday('2026-01-12')).toBe(1);
    expect(isoWeekday('2026-01-18')).toBe(7);
    expect(isWeekendDate('2026-01-16')).toBe(false);
    expect(isWeekendDate('2026-01-17')).toBe(true);
    expect(isWeekendDate('2026-01-18')).toBe(true);
    expect(isWeekendDate('not a date')).toBe(false);
  });
});
