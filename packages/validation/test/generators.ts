import fc from 'fast-check';
import { birthNumberCheckDigit } from '../src/czech/birthNumber.js';
import { icoCheckDigit } from '../src/czech/ico.js';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Valid ten-digit birth numbers (born 1954-2053), both sexes, +20 months from 2004, with or without slash. */
export const tenDigitBirthNumber = fc
  .record({
    date: fc.date({
      min: new Date('1954-01-01T00:00:00Z'),
      max: new Date('2053-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    woman: fc.boolean(),
    extra: fc.boolean(),
    serial: fc.integer({ min: 0, max: 999 }),
    slash: fc.boolean(),
  })
  .map(({ date, woman, extra, serial, slash }) => {
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1 + (woman ? 50 : 0) + (extra && year >= 2004 ? 20 : 0);
    const firstNine = `${pad(year % 100)}${pad(month)}${pad(date.getUTCDate())}${pad(serial, 3)}`;
    const digits = firstNine + birthNumberCheckDigit(firstNine);
    return slash ? `${digits.slice(0, 6)}/${digits.slice(6)}` : digits;
  });

/** Valid nine-digit birth numbers: only issued for births up to 1953. */
export const nineDigitBirthNumber = fc
  .record({
    date: fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('1953-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    woman: fc.boolean(),
    serial: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ date, woman, serial }) =>
      `${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1 + (woman ? 50 : 0))}${pad(date.getUTCDate())}/${pad(serial, 3)}`,
  );

export const validIco = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 })
  .map((digits) => {
    const firstSeven = digits.join('');
    return firstSeven + icoCheckDigit(firstSeven);
  });

const group = fc.integer({ min: 0, max: 999 }).map((value) => pad(value, 3));

/** `+420`/`+421`, optional spaces where SPEC allows them, first digit 1-9. */
export const validPhone = fc
  .record({
    prefix: fc.constantFrom('+420', '+421'),
    first: fc.integer({ min: 100, max: 999 }).map(String),
    second: group,
    third: group,
    spaces: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  })
  .map(({ prefix, first, second, third, spaces }) =>
    [prefix, first, second, third].reduce(
      (text, part, i) => (i === 0 ? part : text + (spaces[i - 1] ? ' ' : '') + part),
      '',
    ),
  );

/** Every position of a string that holds a digit, with each other digit it could be changed to. */
export function digitChanges(text: string): string[] {
  const changed: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const current = text[i] ?? '';
    if (!/\d/.test(current)) continue;
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) !== current) changed.push(text.slice(0, i) + digit + text.slice(i + 1));
    }
  }
  return changed;
}

/** A Czech or Slovak number as its parts: the country code and nine digits starting 1-9. */
export const phoneNumber = fc.record({
  country: fc.constantFrom('420', '421'),
  digits: fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
    )
    .map(([first, rest]) => `${first}${rest.join('')}`),
});

/** How a visitor separates the parts of a number: nothing, spaces (several, non-breaking), dashes. */
export const separator = fc.constantFrom('', ' ', '  ', '\u00a0', ' - ', '-', '\t');

/** Digits written with a separator at any of the places people put one. */
export const spacedDigits = (digits: string) =>
  fc
    .array(separator, { minLength: digits.length, maxLength: digits.length })
    .map((gaps) => [...digits].map((digit, i) => (i === 0 ? digit : gaps[i] + digit)).join(''));

/** A country prefix in any of the ways it is typed: `+420`, `00420`. */
/** What a phone field holds before the visitor types (ui's `PHONE_PREFIX`, the field's one definition). */
export const PREFILLED_PHONE = '+420 ';

export const typedPrefix = (country: string) => fc.constantFrom(`+${country}`, `00${country}`);
