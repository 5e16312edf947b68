import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PREFILLED_PHONE,
  phoneNumber,
  separator,
  spacedDigits,
  typedPrefix,
  validPhone,
} from '../../test/generators.js';
import { isPhoneEmpty, isValidPhone, normalizePhone, PHONE_PATTERN } from './phone.js';

/** The one form every schema sends: `+420 777 123 456`. */
const CANONICAL = /^\+42[01] [1-9]\d{2} \d{3} \d{3}$/;
const canonical = (country: string, digits: string) =>
  `+${country} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

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
    ['just the prefix', PREFILLED_PHONE],
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

  it('treats a prefix pasted over the prefix as empty too', () => {
    expect(isPhoneEmpty('+420 +420')).toBe(true);
    expect(isPhoneEmpty('+420 00421 ')).toBe(true);
    expect(isPhoneEmpty('+420 +42')).toBe(false);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+420 777 123 456', '+420 777 123 456'],
    ['+420777123456', '+420 777 123 456'],
    ['  +420   777  123   456 ', '+420 777 123 456'],
    ['+420 +420 777 123 456', '+420 777 123 456'],
    ['+420 +420777123456', '+420 777 123 456'],
    ['+420 00420 777 123 456', '+420 777 123 456'],
    ['+420 00420777123456', '+420 777 123 456'],
    ['+420 +421 912 345 678', '+421 912 345 678'],
    ['+420 00421 912 345 678', '+421 912 345 678'],
    ['+420 00421912345678', '+421 912 345 678'],
    ['00421 912 345 678', '+421 912 345 678'],
    ['+420 420 777 123 456', '+420 777 123 456'],
    ['+420 421 912 345 678', '+421 912 345 678'],
    ['+420 777-123-456', '+420 777 123 456'],
    ['+420 (777) 123 456', '+420 777 123 456'],
    ['+420\u00a0777\u00a0123\u00a0456', '+420 777 123 456'],
  ])('reads %j as %j', (typed, sent) => {
    expect(normalizePhone(typed)).toBe(sent);
    expect(isValidPhone(normalizePhone(typed))).toBe(true);
  });

  it.each([
    ['no prefix at all', '777 123 456'],
    ['a national zero', '+420 0777 123 456'],
    ['eight digits', '+420 +420 777 123 45'],
    ['ten digits', '+420 777 123 4567'],
    ['another country', '+420 +49 151 1234 5678'],
    ['letters', '+420 777 ABC 456'],
    ['only the prefix', '+420 '],
  ])('leaves %s as typed (trimmed), for the format rule to report', (_, typed) => {
    expect(normalizePhone(typed)).toBe(typed.trim());
  });

  it('understands any number typed after the prefilled prefix, with or without its own prefixes and spacing', () => {
    fc.assert(
      fc.property(
        phoneNumber.chain(({ country, digits }) =>
          fc.record({
            country: fc.constant(country),
            digits: fc.constant(digits),
            // The prefilled prefix (kept or not), then any prefixes the visitor typed; the last is theirs.
            earlier: fc.array(
              fc.constantFrom('420', '421').chain((other) => typedPrefix(other)),
              { maxLength: 2 },
            ),
            own: typedPrefix(country),
            gap: separator,
            written: spacedDigits(digits),
          }),
        ),
        ({ country, digits, earlier, own, gap, written }) => {
          const typed = [...earlier, own].join(' ') + gap + written;
          expect(normalizePhone(typed)).toBe(canonical(country, digits));
          expect(normalizePhone(`${PREFILLED_PHONE}${typed}`)).toBe(canonical(country, digits));
        },
      ),
    );
  });

  it('sends every valid phone in the one canonical form, with the same number', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        const sent = normalizePhone(phone);
        expect(sent).toMatch(CANONICAL);
        expect(sent.replace(/\s/g, '')).toBe(phone.replace(/\s/g, ''));
      }),
    );
  });

  it('is idempotent, and gives either the canonical form or the trimmed input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validPhone, fc.stringMatching(/^[+0-9 ]{0,24}$/)), (typed) => {
        const sent = normalizePhone(typed);
        expect(normalizePhone(sent)).toBe(sent);
        expect(CANONICAL.test(sent) || sent === typed.trim()).toBe(true);
        // Whatever it returns passes the format rule only when it is the canonical form.
        if (PHONE_PATTERN.test(sent)) expect(sent).toMatch(CANONICAL);
      }),
      { numRuns: 500 },
    );
  });
});
