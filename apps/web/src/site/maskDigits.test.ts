import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGIT_MASK, maskDigits } from './maskDigits';

describe('maskDigits', () => {
  it('hides a birth number, a phone and a contract number, keeping the words', () => {
    expect(maskDigits('rodné číslo 900101/1234')).toBe('rodné číslo ######/####');
    expect(maskDigits('Jan Novák +420 777 123 456')).toBe('Jan Novák +### ### ### ###');
    expect(maskDigits('smlouva č. 1234567890')).toBe('smlouva č. ##########');
    expect(maskDigits('zelená karta')).toBe('zelená karta');
  });

  it('hides digits of other scripts too (full-width, Arabic-Indic)', () => {
    expect(maskDigits('９００１０１ ٣٤')).toBe('###### ##');
  });

  it('leaves no digit, changes nothing else and keeps the length (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const masked = maskDigits(text);
        expect(masked).not.toMatch(/\p{Nd}/u);
        const before = [...text];
        const after = [...masked];
        expect(after).toHaveLength(before.length);
        after.forEach((character, index) => {
          const original = before[index] ?? '';
          expect(character).toBe(/\p{Nd}/u.test(original) ? DIGIT_MASK : original);
        });
      }),
    );
  });
});
