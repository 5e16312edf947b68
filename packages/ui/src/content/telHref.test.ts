import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { telHref } from './telHref.js';

describe('telHref', () => {
  it.each([
    ['800 100 200', 'tel:+420800100200'],
    ['+420 800 100 200', 'tel:+420800100200'],
    ['+421 901 123 456', 'tel:+421901123456'],
    ['00420 800 100 200', 'tel:+420800100200'],
    ['(+420) 800-100-200', 'tel:+420800100200'],
    [800100200, 'tel:+420800100200'],
  ])('%j → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('gives no link without digits', () => {
    expect(telHref('')).toBe('');
    expect(telHref('volejte')).toBe('');
    expect(telHref(null)).toBe('');
    expect(telHref('00')).toBe('');
  });
});

describe('telHref with a country code but no plus', () => {
  it('does not add a second prefix', () => {
    expect(telHref('420800100200')).toBe('tel:+420800100200');
    expect(telHref('421 905 123 456')).toBe('tel:+421905123456');
  });
});

describe('telHref keeps a foreign number’s own code', () => {
  it('after a plus or 00', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('0049 30 123456')).toBe('tel:+4930123456');
  });
});

/** The separators people and editors put between digits: spaces of every width, dashes, dots, slashes. */
const separator = fc.constantFrom('', ' ', '\u00a0', '\u202f', '\u2007', '-', '–', '.', '/', '  ');
const nationalNumber = fc.stringMatching(/^[1-9]\d{8}$/);

/** The digits with any separator between any two of them. */
function spaced(digits: string, gaps: readonly string[]): string {
  return [...digits].map((digit, index) => `${index === 0 ? '' : (gaps[index] ?? '')}${digit}`).join('');
}

describe('telHref on any spacing', () => {
  const gaps = fc.array(separator, { minLength: 12, maxLength: 12 });

  it('dials a national number with +420, whatever separates its digits', () => {
    fc.assert(
      fc.property(nationalNumber, gaps, (digits, between) => {
        expect(telHref(spaced(digits, between))).toBe(`tel:+420${digits}`);
      }),
    );
  });

  it('keeps the country code the number was written with: +420, +421, 00420, 00421 or 420 without the plus', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('420', '421'),
        fc.constantFrom('+', '00', ''),
        separator,
        nationalNumber,
        gaps,
        (country, dial, after, digits, between) => {
          expect(telHref(`${dial}${country}${after}${spaced(digits, between)}`)).toBe(
            `tel:+${country}${digits}`,
          );
        },
      ),
    );
  });

  it('dials the site’s hotline as the brand holds it, with plain or non-breaking spaces', () => {
    expect(telHref('+420 800 100 200')).toBe('tel:+420800100200');
    expect(telHref('+420\u00a0800\u00a0100\u00a0200')).toBe('tel:+420800100200');
    expect(telHref('800\u00a0100\u00a0900')).toBe('tel:+420800100900');
  });

  it('gives a link of a plus and digits only, or none', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(telHref(text)).toMatch(/^(?:tel:\+\d+)?$/);
      }),
    );
  });
});
