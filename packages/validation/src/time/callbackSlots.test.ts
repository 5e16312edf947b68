import { describe, expect, it } from 'vitest';
import {
  CALLBACK_CUTOFF_HOUR,
  CALLBACK_SLOTS,
  callbackDayOptions,
  callbackMinDate,
  dayTimeFromMeridiem,
  meridiemCode,
  slotAfterDateChange,
} from './callbackSlots.js';

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

  it('keeps the cut-offs on the DST change days', () => {
    expect(callbackMinDate(new Date('2026-03-29T09:59:00+02:00'))).toBe('2026-03-29');
    expect(callbackMinDate(new Date('2026-03-29T10:00:00+02:00'))).toBe('2026-03-30');
    expect(callbackMinDate(new Date('2026-10-25T09:59:00+01:00'))).toBe('2026-10-25');
    expect(callbackMinDate(new Date('2026-10-25T10:00:00+01:00'))).toBe('2026-10-26');
    expect(callbackMinDate(new Date('2026-10-25T16:59:00+01:00'), 'asap')).toBe('2026-10-25');
    expect(callbackMinDate(new Date('2026-10-25T17:00:00+01:00'), 'asap')).toBe('2026-10-26');
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

  it('on Friday evening, offers Monday as the next day with both slots', () => {
    const fridayEvening = new Date('2026-01-16T19:00:00+01:00');
    expect(callbackMinDate(fridayEvening)).toBe('2026-01-17');
    expect(callbackDayOptions('2026-01-16', fridayEvening).status).toBe('tooEarly');
    expect(callbackDayOptions('2026-01-17', fridayEvening).status).toBe('weekend');
    expect(callbackDayOptions('2026-01-18', fridayEvening).status).toBe('weekend');
    expect(callbackDayOptions('2026-01-19', fridayEvening).status).toBe('open');
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

describe('slots and meridiem codes', () => {
  it('are morning 8-12 (0, AM) and afternoon 13-17 (1, PM)', () => {
    expect(CALLBACK_SLOTS).toEqual({ 0: { from: '08:00', to: '12:00' }, 1: { from: '13:00', to: '17:00' } });
    expect(meridiemCode(0)).toBe('AM');
    expect(meridiemCode(1)).toBe('PM');
    expect(dayTimeFromMeridiem('AM')).toBe(0);
    expect(dayTimeFromMeridiem('PM')).toBe(1);
  });
});
