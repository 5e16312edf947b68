import { stripSpaces } from './codes.js';

/** Company id (IČO): eight digits, the last a mod-11 check digit (python-stdnum `cz/dic.py`). */
export const ICO_PATTERN = /^\d{8}$/;

/** Weights 8..2 on the first seven digits; the check digit is (11 − sum mod 11) mod 10. */
export function icoCheckDigit(firstSeven: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += (8 - i) * Number(firstSeven[i]);
  return String((11 - (sum % 11)) % 10);
}

export function isValidIco(value: unknown): boolean {
  const text = stripSpaces(value);
  return typeof text === 'string' && ICO_PATTERN.test(text) && icoCheckDigit(text) === text[7];
}
