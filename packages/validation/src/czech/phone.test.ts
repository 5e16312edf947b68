import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validPhone } from '../../test/generators.js';
import { isPhoneEmpty, isValidPhone, PHONE_PREFIX } from './phone.js';

describe('isValidPhone', () => {
  it.each([
    '+420 601 123 456',
    '+420601123456',
    '+421 901 123 456',
    '+420 601123456',
    '+420601 123 456',
    ' +420 601 123 456 ',
  ])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['a wrong prefix', '+422 601 123 456'],
    ['no prefix', '601 123 456'],
    ['a national zero', '+420 012 345 678'],
    ['eight digits', '+420 601 123 45'],
    ['ten digits', '+420 601 123 4567'],
    ['two spaces', '+420  601 123 456'],
    ['groups of two', '+420 60 11 23 456'],
    ['dashes', '+420-601-123-456'],
    ['just the prefix', PHONE_PREFIX],
    ['a number', 420601123456],
  ])('rejects %s', (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('accepts every generated phone', () => {
    fc.assert(fc.property(validPhone, (phone) => isValidPhone(phone)));
  });
});

describe('isPhoneEmpty', () => {
  it('treats the untouched prefix as empty', () => {
    expect(isPhoneEmpty('+420 ')).toBe(true);
    expect(isPhoneEmpty('+421')).toBe(true);
    expect(isPhoneEmpty('  ')).toBe(true);
    expect(isPhoneEmpty(undefined)).toBe(true);
    expect(isPhoneEmpty('+420 6')).toBe(false);
  });
});
