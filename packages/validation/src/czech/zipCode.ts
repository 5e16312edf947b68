import { stripSpaces } from './codes.js';

/** Czech postcode (PSČ): exactly five digits, typed as `110 00` as often as `11000`. */
export const ZIP_CODE_PATTERN = /^\d{5}$/;

export function isValidZipCode(value: unknown): boolean {
  const text = stripSpaces(value);
  return typeof text === 'string' && ZIP_CODE_PATTERN.test(text);
}
