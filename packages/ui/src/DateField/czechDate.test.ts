import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCzechDate, parseCzechDate } from './czechDate.js';

describe('parseCzechDate', () => {
  it.each([
    ['12. 3. 2021', '2021-03-12'],
    ['12.3.2021', '2021-03-12'],
    [' 1 . 12 . 2026 ', '2026-12-01'],
    ['01. 01. 2027', '2027-01-01'],
    ['29. 2. 2028', '2028-02-29'],
    ['2021-03-12', '2021-03-12'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseCzechDate(text)).toBe(iso);
  });

  it.each([
    '',
    '12. 3.',
    '12/3/2021',
    '31. 2. 2027',
    '29. 2. 2027',
    '0. 1. 2027',
    '1. 13. 2027',
    '12. 3. 21',
    '2021-3-12',
    '2021-02-30',
    'zítra',
    '12. 3. 2021 10:00',
  ])('rejects %j', (text) => {
    expect(parseCzechDate(text)).toBeNull();
  });

  it('round-trips every real date through the Czech format', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseCzechDate(formatCzechDate(iso))).toBe(iso);
        },
      ),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseCzechDate(text);
        expect(result === null || /^\d{4}-\d{2}-\d{2}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('formatCzechDate', () => {
  it('writes ISO dates the Czech way, without leading zeros', () => {
    expect(formatCzechDate('2021-03-12')).toBe('12. 3. 2021');
    expect(formatCzechDate('2026-12-01')).toBe('1. 12. 2026');
  });

  it('leaves anything else as it was typed', () => {
    expect(formatCzechDate('12. 13. 2021')).toBe('12. 13. 2021');
    expect(formatCzechDate('2027-02-31')).toBe('2027-02-31');
    expect(formatCzechDate('')).toBe('');
  });
});
