import { describe, expect, it } from 'vitest';
import { parseDateValue } from './dateValue.js';

describe('parseDateValue', () => {
  it('reads a plain date as Prague midnight', () => {
    expect(parseDateValue('2026-01-14')?.toISOString()).toBe('2026-01-13T23:00:00.000Z');
    expect(parseDateValue('2026-07-14')?.toISOString()).toBe('2026-07-13T22:00:00.000Z');
  });

  it('reads a full ISO timestamp with fraction and zone', () => {
    expect(parseDateValue('2026-01-14T10:00:00.000Z')?.toISOString()).toBe('2026-01-14T10:00:00.000Z');
    expect(parseDateValue('2026-01-14T10:00:00.5+01:00')?.toISOString()).toBe('2026-01-14T09:00:00.500Z');
  });

  it('takes a non-negative epoch number and a valid Date', () => {
    expect(parseDateValue(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseDateValue(new Date('2026-01-14T10:00:00Z'))?.toISOString()).toBe('2026-01-14T10:00:00.000Z');
  });

  it.each([
    ['a negative number', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date('nope')],
    ['a timestamp without fraction', '2026-01-14T10:00:00Z'],
    ['a timestamp without zone', '2026-01-14T10:00:00.000'],
    ['a Czech date', '14. 1. 2026'],
    ['an impossible date', '2026-02-30'],
    ['an impossible timestamp date', '2026-02-30T10:00:00.000Z'],
    ['hour 24', '2026-01-14T24:00:00.000Z'],
    ['text', 'zítra'],
    ['null', null],
    ['an object', {}],
  ])('rejects %s', (_, value) => {
    expect(parseDateValue(value)).toBeNull();
  });
});
