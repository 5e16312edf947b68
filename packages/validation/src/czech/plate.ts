import { stripSpaces } from './codes.js';

/** A registration plate (SPZ) has at most 9 characters (SPEC §9); spaces do not count. */
export const PLATE_MAX_LENGTH = 9;

/** The plate as the back end looks it up and the site stores it: no spaces, upper case (`1ab 2345` → `1AB2345`). */
export function normalizePlate(value: string): string {
  return (stripSpaces(value) as string).toUpperCase();
}

/**
 * A plate that a field shows without the visitor typing it (`/auto?spz=…`): normalised and cut to
 * {@link PLATE_MAX_LENGTH}, so it obeys the limit that the field's `maxLength` sets on typing; a
 * prefilled value is not limited by `maxLength`, and `/auto?spz=ABCDEFGHIJKL` showed all twelve.
 */
export function prefilledPlate(value: string | null | undefined): string {
  return normalizePlate(value ?? '').slice(0, PLATE_MAX_LENGTH);
}

/**
 * Length only: personalised, foreign and historic plates exist, and the insurer checks the rest.
 */
export function isValidPlate(value: unknown): boolean {
  const text = stripSpaces(value);
  return typeof text === 'string' && text.length > 0 && text.length <= PLATE_MAX_LENGTH;
}
