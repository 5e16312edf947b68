import { describe, expect, it } from 'vitest';
import { defaultWorkingDay, WORKING_DAY_LABELS } from './workingHours.js';

describe('defaultWorkingDay', () => {
  it('opens on today from Monday to Friday', () => {
    expect(defaultWorkingDay(new Date('2026-01-12T09:00:00+01:00'))).toBe(0);
    expect(defaultWorkingDay(new Date('2026-01-14T09:00:00+01:00'))).toBe(2);
    expect(defaultWorkingDay(new Date('2026-01-16T23:59:00+01:00'))).toBe(4);
  });

  it('maps Saturday and Sunday to Monday', () => {
    expect(defaultWorkingDay(new Date('2026-01-17T00:00:00+01:00'))).toBe(0);
    expect(defaultWorkingDay(new Date('2026-03-29T12:00:00+02:00'))).toBe(0);
    expect(defaultWorkingDay(new Date('2026-10-25T12:00:00+01:00'))).toBe(0);
  });

  it('reads the Prague day: 00:30 on Saturday in Prague is the weekend, though still Friday in New York', () => {
    expect(defaultWorkingDay(new Date('2026-01-16T23:30:00Z'))).toBe(0);
    expect(defaultWorkingDay(new Date('2026-01-12T05:30:00+01:00'))).toBe(0);
    expect(defaultWorkingDay(new Date('2026-01-13T00:30:00+01:00'))).toBe(1);
  });

  it('labels the days Po, Út, St, Čt, Pá', () => {
    expect(WORKING_DAY_LABELS.cs).toEqual(['Po', 'Út', 'St', 'Čt', 'Pá']);
    expect(WORKING_DAY_LABELS.en).toHaveLength(5);
  });
});
