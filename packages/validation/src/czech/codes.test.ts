import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPlate, normalizePlate, PLATE_MAX_LENGTH, prefilledPlate } from './plate.js';
import { isValidZipCode } from './zipCode.js';

describe('isValidZipCode', () => {
  it('accepts five digits, spaces stripped', () => {
    expect(isValidZipCode('11000')).toBe(true);
    expect(isValidZipCode('110 00')).toBe(true);
    expect(isValidZipCode(' 1 1 0 0 0 ')).toBe(true);
  });

  it.each(['1100', '110000', '11O00', '', 11000])('rejects %j', (value) => {
    expect(isValidZipCode(value)).toBe(false);
  });
});

describe('isValidPlate', () => {
  it('accepts at most 9 characters, spaces not counted', () => {
    expect(PLATE_MAX_LENGTH).toBe(9);
    expect(isValidPlate('1AB 2345')).toBe(true);
    expect(isValidPlate('123456789')).toBe(true);
    expect(isValidPlate('1234 56789')).toBe(true);
  });

  it.each(['1234567890', '', '   ', null])('rejects %j', (value) => {
    expect(isValidPlate(value)).toBe(false);
  });
});

describe('normalizePlate', () => {
  it('compares plates without spaces and case, and is idempotent', () => {
    expect(normalizePlate(' 1ab 2345 ')).toBe('1AB2345');
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const plate = normalizePlate(input);
        expect(plate).not.toMatch(/\s/);
        expect(normalizePlate(plate)).toBe(plate);
      }),
    );
  });
});

describe('prefilledPlate', () => {
  it('takes a plate from the address as typing would: capitals, no spaces, at most 9 characters', () => {
    expect(prefilledPlate('ABCDEFGHIJKL')).toBe('ABCDEFGHI');
    expect(prefilledPlate(' 1ab 2345 ')).toBe('1AB2345');
    expect(prefilledPlate('1ab 2345 678')).toBe('1AB234567');
    expect(prefilledPlate(null)).toBe('');
    expect(prefilledPlate(undefined)).toBe('');
  });

  it('always gives a plate the field accepts, the start of what was given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const plate = prefilledPlate(input);
        expect(plate.length).toBeLessThanOrEqual(PLATE_MAX_LENGTH);
        expect(normalizePlate(input).startsWith(plate)).toBe(true);
        if (plate !== '') expect(isValidPlate(plate)).toBe(true);
        expect(prefilledPlate(plate)).toBe(plate);
      }),
    );
  });
});
