import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendarDate.js';
import {
  CALLBACK_CUTOFF_HOUR,
  CALLBACK_SLOTS,
  type CallbackMode,
  callbackDayOptions,
  callbackMinDate,
  isCallbackDayBookable,
  slotAfterDateChange,
} from './callbackSlots.js';
import { isCzechPublicHoliday, isWorkingDay } from './czechHolidays.js';
import { pragueTime } from './prague.js';

// Wednesday 14 January 2026 (winter, UTC+1); Friday 16; Saturday 17; Sunday 18; Monday 19.
const wed = (time: string) => new Date(`2026-01-14T${time}:00+01:00`);

describe('callbackMinDate', () => {
  it('is today before 10:00 and tomorrow from 10:00 in fixedWindow mode (the default)', () => {
    expect(CALLBACK_CUTOFF_HOUR.fixedWindow).toBe(10);
    expect(callbackMinDate(wed('09:59'))).toBe('2026-01-14');
    expect(callbackMinDate(wed('10:00'))).toBe('2026-01-15');
    expect(callbackMinDate(wed('09:59'), 'fixedWindow')).toBe('2026-01-14');
  });

  it('moves the cut-off to 17:00 in asap mode', () => {
    expect(CALLBACK_CUTOFF_HOUR.asap).toBe(17);
    expect(callbackMinDate(wed('10:00'), 'asap')).toBe('2026-01-14');
    expect(callbackMinDate(wed('16:59'), 'asap')).toBe('2026-01-14');
    expect(callbackMinDate(wed('17:00'), 'asap')).toBe('2026-01-15');
  });

  it('uses Prague time, not the machine zone: 23:30 Prague is already tomorrow in Prague', () => {
    // 23:30 Prague is 17:30 in New York, still the 14th there.
    expect(callbackMinDate(wed('23:30'))).toBe('2026-01-15');
    expect(callbackMinDate(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
  });

  it('after the Friday cut-off, on Saturday and on Sunday, is the next working day: Monday', () => {
    // Friday 16 January 2026 after 10:00 (fixedWindow) and after 17:00 (asap).
    expect(callbackMinDate(new Date('2026-01-16T10:00:00+01:00'))).toBe('2026-01-19');
    expect(callbackMinDate(new Date('2026-01-16T19:00:00+01:00'))).toBe('2026-01-19');
    expect(callbackMinDate(new Date('2026-01-16T16:59:00+01:00'), 'asap')).toBe('2026-01-16');
    expect(callbackMinDate(new Date('2026-01-16T17:00:00+01:00'), 'asap')).toBe('2026-01-19');
    // The whole weekend, before and after the cut-off, in both modes.
    for (const instant of ['2026-01-17T07:00', '2026-01-17T12:00', '2026-01-18T09:00', '2026-01-18T23:59']) {
      expect(callbackMinDate(new Date(`${instant}:00+01:00`))).toBe('2026-01-19');
      expect(callbackMinDate(new Date(`${instant}:00+01:00`), 'asap')).toBe('2026-01-19');
    }
    // Friday before the cut-off is still Friday; Thursday evening is Friday.
    expect(callbackMinDate(new Date('2026-01-16T09:59:00+01:00'))).toBe('2026-01-16');
    expect(callbackMinDate(new Date('2026-01-15T19:00:00+01:00'))).toBe('2026-01-16');
  });

  it('skips public holidays: Christmas, New Year, Easter', () => {
    // Wednesday 23 December 2026 after the cut-off: 24 (Thursday), 25 (Friday), the weekend → Monday 28.
    expect(callbackMinDate(new Date('2026-12-23T10:00:00+01:00'))).toBe('2026-12-28');
    expect(callbackMinDate(new Date('2026-12-23T09:59:00+01:00'))).toBe('2026-12-23');
    expect(callbackMinDate(new Date('2026-12-24T08:00:00+01:00'), 'asap')).toBe('2026-12-28');
    // New Year's Day 2027 is a Friday: Thursday evening offers Monday 4 January.
    expect(callbackMinDate(new Date('2026-12-31T12:00:00+01:00'))).toBe('2027-01-04');
    // Easter 2026: Thursday 2 April after the cut-off → Good Friday, the weekend, Easter Monday → Tuesday 7.
    expect(callbackMinDate(new Date('2026-04-02T10:00:00+02:00'))).toBe('2026-04-07');
    // 17 November 2026 is a Tuesday: Monday evening offers Wednesday.
    expect(callbackMinDate(new Date('2026-11-16T18:00:00+01:00'))).toBe('2026-11-18');
  });

  it('is always a working day, never before today in Prague, and no later than the first working day it may be', () => {
    const instants = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    const modes = fc.constantFrom<CallbackMode>('fixedWindow', 'asap');
    fc.assert(
      fc.property(instants, modes, (now, mode) => {
        const today = pragueTime(now).date;
        const min = callbackMinDate(now, mode);
        expect(isWorkingDay(min)).toBe(true);
        expect(min >= today).toBe(true);
        // Every day between the earliest possible one and the result is a day off.
        const earliest = pragueTime(now).hour < CALLBACK_CUTOFF_HOUR[mode] ? today : addDays(today, 1);
        for (let day = earliest; day < min; day = addDays(day, 1)) expect(isWorkingDay(day)).toBe(false);
        // At most six days on: Christmas from a Tuesday's cut-off (24-26 December and a weekend).
        expect(min <= addDays(today, 6)).toBe(true);
        // The first bookable day is offered, with a choice of day part.
        expect(['today', 'open']).toContain(callbackDayOptions(min, now, mode).status);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the cut-offs in the new offset after the DST changes (both on a Sunday, which offers Monday)', () => {
    expect(callbackMinDate(new Date('2026-03-29T01:30:00+01:00'))).toBe('2026-03-30');
    expect(callbackMinDate(new Date('2026-03-29T09:59:00+02:00'))).toBe('2026-03-30');
    expect(callbackMinDate(new Date('2026-10-25T02:30:00+01:00'))).toBe('2026-10-26');
    expect(callbackMinDate(new Date('2026-03-30T09:59:00+02:00'))).toBe('2026-03-30');
    expect(callbackMinDate(new Date('2026-03-30T10:00:00+02:00'))).toBe('2026-03-31');
    expect(callbackMinDate(new Date('2026-10-26T09:59:00+01:00'))).toBe('2026-10-26');
    expect(callbackMinDate(new Date('2026-10-26T10:00:00+01:00'))).toBe('2026-10-27');
    expect(callbackMinDate(new Date('2026-10-26T16:59:00+01:00'), 'asap')).toBe('2026-10-26');
    expect(callbackMinDate(new Date('2026-10-26T17:00:00+01:00'), 'asap')).toBe('2026-10-27');
  });
});

describe('callbackDayOptions', () => {
  it('offers only the afternoon today, preselected', () => {
    expect(callbackDayOptions('2026-01-14', wed('09:59'))).toEqual({
      status: 'today',
      slots: [1],
      preselected: 1,
    });
    expect(callbackDayOptions('2026-01-14', wed('16:59'), 'asap')).toEqual({
      status: 'today',
      slots: [1],
      preselected: 1,
    });
  });

  it('turns today away from the cut-off on', () => {
    expect(callbackDayOptions('2026-01-14', wed('10:00')).status).toBe('tooEarly');
    expect(callbackDayOptions('2026-01-14', wed('17:00'), 'asap').status).toBe('tooEarly');
    expect(callbackDayOptions('2026-01-13', wed('08:00')).status).toBe('tooEarly');
  });

  it('offers morning and afternoon on other weekdays, nothing preselected', () => {
    expect(callbackDayOptions('2026-01-15', wed('09:59'))).toEqual({
      status: 'open',
      slots: [0, 1],
      preselected: null,
    });
    expect(callbackDayOptions('2026-01-15', wed('10:00'))).toEqual({
      status: 'open',
      slots: [0, 1],
      preselected: null,
    });
  });

  it('shows the weekend warning and no slot on Saturday and Sunday', () => {
    expect(callbackDayOptions('2026-01-17', wed('09:00'))).toEqual({
      status: 'weekend',
      slots: [],
      preselected: null,
    });
    expect(callbackDayOptions('2026-01-18', wed('09:00')).status).toBe('weekend');
  });

  it('shows the same warning, as a holiday, and no slot on a public holiday on a weekday', () => {
    const before = new Date('2026-12-21T08:00:00+01:00');
    for (const day of ['2026-12-24', '2026-12-25', '2027-01-01', '2026-04-03', '2026-04-06', '2026-11-17']) {
      expect(callbackDayOptions(day, before)).toEqual({ status: 'holiday', slots: [], preselected: null });
    }
    // A holiday on a weekend is a weekend; the working days around Christmas stay open.
    expect(callbackDayOptions('2026-12-26', before).status).toBe('weekend');
    expect(callbackDayOptions('2026-12-23', before).status).toBe('open');
    expect(callbackDayOptions('2026-12-28', before).status).toBe('open');
    // Today a holiday: a holiday, not an afternoon slot; and one already past is still called so.
    expect(callbackDayOptions('2026-12-24', new Date('2026-12-24T08:00:00+01:00')).status).toBe('holiday');
    expect(callbackDayOptions('2026-12-24', new Date('2026-12-28T08:00:00+01:00')).status).toBe('holiday');
  });

  it('never offers a slot on a day off, and offers one on every working day from the first bookable day', () => {
    const instants = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2032-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    const modes = fc.constantFrom<CallbackMode>('fixedWindow', 'asap');
    fc.assert(
      fc.property(instants, modes, fc.integer({ min: -3, max: 40 }), (now, mode, offset) => {
        const day = addDays(pragueTime(now).date, offset);
        const { status, slots } = callbackDayOptions(day, now, mode);
        if (isCzechPublicHoliday(day) || !isWorkingDay(day)) {
          expect(['weekend', 'holiday']).toContain(status);
          expect(slots).toEqual([]);
        } else if (day >= callbackMinDate(now, mode)) {
          expect(slots.length).toBeGreaterThan(0);
        }
        expect(isCallbackDayBookable(day, now, mode)).toBe(slots.length > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('on Friday evening, offers Monday as the next day with both slots', () => {
    const fridayEvening = new Date('2026-01-16T19:00:00+01:00');
    expect(callbackMinDate(fridayEvening)).toBe('2026-01-19');
    expect(callbackDayOptions('2026-01-16', fridayEvening).status).toBe('tooEarly');
    // The weekend before Monday is called a weekend, not "too early".
    expect(callbackDayOptions('2026-01-17', fridayEvening).status).toBe('weekend');
    expect(callbackDayOptions('2026-01-18', fridayEvening).status).toBe('weekend');
    expect(callbackDayOptions('2026-01-19', fridayEvening)).toEqual({
      status: 'open',
      slots: [0, 1],
      preselected: null,
    });
  });

  it('on Saturday and Sunday morning, today is the weekend, not an afternoon slot', () => {
    expect(callbackDayOptions('2026-01-17', new Date('2026-01-17T08:00:00+01:00')).status).toBe('weekend');
    expect(callbackDayOptions('2026-01-18', new Date('2026-01-18T08:00:00+01:00')).status).toBe('weekend');
    expect(callbackDayOptions('2026-01-19', new Date('2026-01-18T20:00:00+01:00')).status).toBe('open');
  });

  it('on the DST change days (both Sundays), Monday is open', () => {
    expect(callbackDayOptions('2026-03-29', new Date('2026-03-29T09:59:00+02:00')).status).toBe('weekend');
    expect(callbackDayOptions('2026-03-30', new Date('2026-03-29T10:00:00+02:00')).status).toBe('open');
    expect(callbackDayOptions('2026-10-26', new Date('2026-10-25T10:00:00+01:00')).status).toBe('open');
  });

  it('has nothing to offer for a date that is not one', () => {
    expect(callbackDayOptions('14. 1. 2026', wed('09:00'))).toEqual({
      status: 'invalid',
      slots: [],
      preselected: null,
    });
    expect(callbackDayOptions(undefined, wed('09:00')).status).toBe('invalid');
  });
});

describe('slotAfterDateChange', () => {
  it('preselects the afternoon for today and clears the slot for any other date', () => {
    expect(slotAfterDateChange('2026-01-14', wed('09:00'))).toBe(1);
    expect(slotAfterDateChange('2026-01-15', wed('09:00'))).toBeNull();
    expect(slotAfterDateChange('2026-01-17', wed('09:00'))).toBeNull();
  });
});

describe('slots', () => {
  it('are morning 8-12 (0) and afternoon 13-17 (1)', () => {
    expect(CALLBACK_SLOTS).toEqual({ 0: { from: '08:00', to: '12:00' }, 1: { from: '13:00', to: '17:00' } });
  });
});

describe('isCallbackDayBookable (the days the calendar offers)', () => {
  const fri = (time: string) => new Date(`2026-11-27T${time}:00+01:00`);

  it('offers today before the cut-off, then from tomorrow; never a weekend or a past day', () => {
    expect(isCallbackDayBookable('2026-11-27', fri('09:59'))).toBe(true);
    expect(isCallbackDayBookable('2026-11-27', fri('10:00'))).toBe(false);
    expect(isCallbackDayBookable('2026-11-27', fri('16:59'), 'asap')).toBe(true);
    expect(isCallbackDayBookable('2026-11-26', fri('08:00'))).toBe(false);
    expect(isCallbackDayBookable('2026-11-28', fri('08:00'))).toBe(false);
    expect(isCallbackDayBookable('2026-11-29', fri('08:00'))).toBe(false);
    expect(isCallbackDayBookable('2026-11-30', fri('18:00'))).toBe(true);
    expect(isCallbackDayBookable('30. 11. 2026', fri('08:00'))).toBe(false);
  });

  it('never offers 24 to 26 December, nor Easter Monday', () => {
    const advent = new Date('2026-12-01T08:00:00+01:00');
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-26', '2027-03-29']) {
      expect(isCallbackDayBookable(day, advent)).toBe(false);
    }
    expect(isCallbackDayBookable('2026-12-23', advent)).toBe(true);
    expect(isCallbackDayBookable('2026-12-28', advent)).toBe(true);
  });

  it('decides by Prague’s day: 23:30 UTC on Friday is Saturday in Prague', () => {
    expect(isCallbackDayBookable('2026-11-27', new Date('2026-11-27T23:30:00Z'))).toBe(false);
    expect(isCallbackDayBookable('2026-11-30', new Date('2026-11-27T23:30:00Z'))).toBe(true);
  });
});
