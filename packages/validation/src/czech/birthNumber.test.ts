import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitChanges, nineDigitBirthNumber, tenDigitBirthNumber } from '../../test/generators.js';
import {
  birthNumberCheckDigit,
  birthNumberDate,
  isBirthNumberFormat,
  isValidBirthNumber,
} from './birthNumber.js';

describe('isValidBirthNumber', () => {
  it.each([
    ['a man born 1985', '850101/0001', '1985-01-01'],
    ['without the slash', '8501010001', '1985-01-01'],
    ['with spaces typed in', ' 850101 / 0001 ', '1985-01-01'],
    ['a woman (+50)', '855101/0006', '1985-01-01'],
    ['a man with +20 from 2004', '042101/0007', '2004-01-01'],
    ['a woman with +70 from 2004', '047101/0001', '2004-01-01'],
    ['nine digits before 1954', '530101/123', '1953-01-01'],
    ['29 February of a leap year', '000229/0002', '2000-02-29'],
  ])('accepts %s', (_, value, date) => {
    expect(isValidBirthNumber(value)).toBe(true);
    expect(birthNumberDate(value)).toBe(date);
  });

  it('accepts check digit 0 where the remainder is 10', () => {
    // 850101009 mod 11 = 10 would be the check digit: it is written as 0.
    const firstNine = '850101009';
    expect(Number(firstNine) % 11).toBe(10);
    expect(birthNumberCheckDigit(firstNine)).toBe('0');
    expect(isValidBirthNumber(`${firstNine}0`)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '850101/0007'],
    ['30 February', '850230/0004'],
    ['month 13', '851301/0000'],
    ['+20 before 2004', '852101/0003'],
    ['nine digits after 1953', '540101/123'],
    ['eleven digits', '85010100011'],
    ['letters', '85O101/0001'],
    ['two slashes', '850101//0001'],
    ['day 0', '850100/0002'],
    ['empty', ''],
    ['a number', 8501010006],
  ])('rejects %s', (_, value) => {
    expect(isValidBirthNumber(value)).toBe(false);
  });

  it('accepts every generated ten-digit birth number', () => {
    fc.assert(fc.property(tenDigitBirthNumber, (value) => isValidBirthNumber(value)));
  });

  it('accepts every generated nine-digit birth number', () => {
    fc.assert(fc.property(nineDigitBirthNumber, (value) => isValidBirthNumber(value)));
  });

  it('rejects every single-digit change of a valid birth number whose check digit is not 0', () => {
    // Remainder 10 is written as check digit 0, so with check digit 0 the remainders 0 and 10 both pass:
    // a change from one to the other is a collision the official rule itself allows.
    const withCheckDigit = tenDigitBirthNumber.filter((value) => !value.endsWith('0'));
    fc.assert(
      fc.property(withCheckDigit, (value) =>
        digitChanges(value).every((changed) => !isValidBirthNumber(changed)),
      ),
    );
  });
});

describe('isBirthNumberFormat', () => {
  it('follows the written shape only', () => {
    expect(isBirthNumberFormat('850101/0007')).toBe(true);
    expect(isBirthNumberFormat('851301/0000')).toBe(false);
    expect(isBirthNumberFormat('850132/0001')).toBe(false);
    expect(isBirthNumberFormat('8501010006/')).toBe(false);
    expect(isBirthNumberFormat('850101/00061')).toBe(false);
    expect(isBirthNumberFormat('850101/12')).toBe(false);
  });
});
