import { describe, expect, it } from 'vitest';
import { pragueInstant, pragueTime, pragueToday } from './prague.js';

describe('pragueTime', () => {
  it('runs on a machine in another zone (the test config sets New York)', () => {
    expect(new Date('2026-01-14T12:00:00Z').getTimezoneOffset()).toBe(300);
  });

  it('reads winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(pragueTime(new Date('2026-01-14T08:59:00Z'))).toEqual({ date: '2026-01-14', hour: 9, minute: 59 });
    expect(pragueTime(new Date('2026-07-14T07:59:00Z'))).toEqual({ date: '2026-07-14', hour: 9, minute: 59 });
  });

  it('changes the date at Prague midnight, not UTC or New York midnight', () => {
    expect(pragueToday(new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(pragueToday(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
  });

  it('follows the spring change on 2026-03-29 (02:00 → 03:00)', () => {
    expect(pragueTime(new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', hour: 1, minute: 59 });
    expect(pragueTime(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', hour: 3, minute: 0 });
  });

  it('follows the autumn change on 2026-10-25 (03:00 → 02:00)', () => {
    expect(pragueTime(new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', hour: 2, minute: 30 });
    expect(pragueTime(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', hour: 2, minute: 30 });
    expect(pragueTime(new Date('2026-10-25T09:00:00Z'))).toEqual({ date: '2026-10-25', hour: 10, minute: 0 });
  });
});

describe('pragueInstant', () => {
  it('gives the instant of a Prague wall-clock time in either season', () => {
    expect(pragueInstant('2026-01-14').toISOString()).toBe('2026-01-13T23:00:00.000Z');
    expect(pragueInstant('2026-07-14', 10).toISOString()).toBe('2026-07-14T08:00:00.000Z');
  });

  it('handles both change days', () => {
    expect(pragueInstant('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(pragueInstant('2026-03-29', 10).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(pragueInstant('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(pragueInstant('2026-10-25', 10).toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });
});
