import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitChanges, validIco } from '../../test/generators.js';
import { icoCheckDigit, isValidIco } from './ico.js';

const weightedSum = (text: string) =>
  [...text.slice(0, 7)].reduce((sum, digit, i) => sum + (8 - i) * Number(digit), 0);

describe('isValidIco', () => {
  it.each([
    ['a real company id', '25596641'],
    ['another', '45274649'],
    ['with spaces typed in', ' 255 96 641 '],
    ['remainder 1 gives 0', '00000060'],
    ['remainder 0 gives 1', '00000001'],
  ])('accepts %s', (_, value) => {
    expect(isValidIco(value)).toBe(true);
  });

  it('computes the check digit as (11 − sum mod 11) mod 10', () => {
    expect(weightedSum('0000001')).toBe(2);
    expect(icoCheckDigit('0000001')).toBe('9');
    expect(icoCheckDigit('0000000')).toBe('1');
    expect(icoCheckDigit('2559664')).toBe('1');
  });

  it.each([
    ['a wrong check digit', '25596642'],
    ['seven digits', '2559664'],
    ['nine digits', '255966410'],
    ['letters', '2559664A'],
    ['a number', 25596641],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidIco(value)).toBe(false);
  });

  it('accepts every generated IČO', () => {
    fc.assert(fc.property(validIco, (value) => isValidIco(value)));
  });

  it('rejects every single-digit change of a valid IČO whose check digit is not 1', () => {
    // Remainders 0 and 10 both give check digit 1 (python-stdnum): a change between them still passes.
    fc.assert(
      fc.property(
        validIco.filter((value) => !value.endsWith('1')),
        (value) => digitChanges(value).every((changed) => !isValidIco(changed)),
      ),
    );
  });
});
