import { stripSpaces } from './codes.js';

/** A registration plate (SPZ) has at most 9 characters (SPEC §9); spaces do not count. */
export const PLATE_MAX_LENGTH = 9;

/** The plate as the back end looks it up and the site stores it: no spaces, upper case (`1ab 2345` → `1AB2345`). */
export function normalizePlate(value: string): string {
  return (stripSpaces(value) as string).toUpperCase();
}

/**
 * Length only: personalised, foreign and historic plates exist, and the insurer checks the rest.
 */
export function isValidPlate(value: unknown): boolean {
  const text = stripSpaces(value);
  return typeof text === 'string' && text.length > 0 && text.length <= PLATE_MAX_LENGTH;
}
