import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

/** A word as Czech names are written: a capital or small letter (with diacritics) and small letters. */
const letter = fc.constantFrom(...'aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž'.split(''));
const word = fc
  .tuple(letter, fc.array(letter, { minLength: 1, maxLength: 10 }))
  .map(([first, rest]) => first.toLocaleUpperCase('cs') + rest.join(''));
const title = fc.constantFrom('Ing.', 'Mgr.', 'Bc.', 'MUDr.', 'Ph.D.', 'CSc.');

describe('initials', () => {
  it('takes the first letters of the first and last name, with their diacritics', () => {
    expect(initials('Šárka Čermáková')).toBe('ŠČ');
    expect(initials('Jana Nováková')).toBe('JN');
    expect(initials('Řehoř Ťok')).toBe('ŘŤ');
    expect(initials('Jan Amos Komenský')).toBe('JK');
  });

  it('upper-cases, skips titles and degrees, and treats a double surname as one', () => {
    expect(initials('ivana žáková')).toBe('IŽ');
    expect(initials('Ing. Petr Svoboda, Ph.D.')).toBe('PS');
    expect(initials('Jana Nováková-Svobodová')).toBe('JN');
  });

  it('gives one letter for one name and nothing for a name without letters', () => {
    expect(initials('Jan')).toBe('J');
    expect(initials('  ')).toBe('');
    expect(initials('123 ---')).toBe('');
  });

  it('keeps a letter written with a combining accent whole (NFD input)', () => {
    expect(initials('Šárka Čermáková'.normalize('NFD'))).toBe('ŠČ');
  });

  it('any first and last name, with titles anywhere: the two first letters, upper-cased', () => {
    fc.assert(
      fc.property(
        word,
        fc.array(word, { maxLength: 2 }),
        word,
        fc.array(title, { maxLength: 2 }),
        (first, middle, last, titles) => {
          const name = [...titles, first, ...middle, last, ...titles].join(' ');
          expect(initials(name)).toBe(`${first[0]}${last[0]}`.toLocaleUpperCase('cs'));
        },
      ),
    );
  });

  it('whatever the text: at most two letters, each a capital letter of the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const result = [...new Intl.Segmenter('cs').segment(initials(name))].map((part) => part.segment);
        expect(result.length).toBeLessThanOrEqual(2);
        for (const part of result) {
          expect(part).toBe(part.toLocaleUpperCase('cs'));
          expect(name.normalize('NFC').toLocaleUpperCase('cs')).toContain(part);
        }
      }),
    );
  });
});
