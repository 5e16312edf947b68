import { stripSpaces } from './codes.js';

/**
 * Czech birth number (rodné číslo). The shape follows SPEC §5 (at most 11 characters, `yymmdd`,
 * optional slash, 3-4 digits) widened to the months issued since 2004 (+20 and +70), which SPEC's
 * pattern would turn away. Validity follows python-stdnum `cz/rc.py`.
 */
export const BIRTH_NUMBER_MAX_LENGTH = 11;
export const BIRTH_NUMBER_PATTERN =
  /^\d{2}(?:0[1-9]|1[0-2]|2[1-9]|3[0-2]|5[1-9]|6[0-2]|7[1-9]|8[0-2])(?:0[1-9]|[12]\d|3[01])\/?\d{3,4}$/;

/** Spaces removed; the slash is kept, as it belongs to the written form. */
export function normalizeBirthNumber(value: unknown): unknown {
  return stripSpaces(value);
}

/** Only the written shape: length, pattern, month and day ranges. */
export function isBirthNumberFormat(value: unknown): boolean {
  const text = normalizeBirthNumber(value);
  return (
    typeof text === 'string' && text.length <= BIRTH_NUMBER_MAX_LENGTH && BIRTH_NUMBER_PATTERN.test(text)
  );
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date of birth a birth number encodes, as `yyyy-mm-dd`, or `null` when it is not a valid one. */
export function birthNumberDate(value: unknown): string | null {
  if (!isBirthNumberFormat(value)) return null;
  const digits = (normalizeBirthNumber(value) as string).replace('/', '');
  const yy = Number(digits.slice(0, 2));
  const mm = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  let year = 1900 + yy;
  if (digits.length === 9) {
    // Nine digits were issued until 1953 only: 1854-1953 (python-stdnum reads 80-99 as the 1800s).
    if (year >= 1980) year -= 100;
    if (year > 1953) return null;
  } else if (year < 1954) {
    year += 100;
  }
  // +50 for women; +20 (and +70 for women) when a day's numbers ran out, but only from 2004 on.
  const offset = mm > 50 ? mm - 50 : mm;
  if (offset > 20 && year < 2004) return null;
  const month = offset > 20 ? offset - 20 : offset;
  if (!isRealDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The check digit of the first nine digits: their remainder mod 11, where 10 gives 0. */
export function birthNumberCheckDigit(firstNine: string): string {
  return String((Number(firstNine) % 11) % 10);
}

/** A birth number that exists: real date of birth, right length for its year and, for ten digits, the checksum. */
export function isValidBirthNumber(value: unknown): boolean {
  if (birthNumberDate(value) === null) return false;
  const digits = (normalizeBirthNumber(value) as string).replace('/', '');
  return digits.length === 9 || birthNumberCheckDigit(digits.slice(0, 9)) === digits[9];
}
