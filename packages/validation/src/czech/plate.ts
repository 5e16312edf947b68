import { stripSpaces } from './codes.js';

/** A registration plate (SPZ) has at most 9 characters (SPEC §9); spaces do not count. */
export const PLATE_MAX_LENGTH = 9;

/**
 * Length only: personalised, foreign and historic plates exist, and the insurer checks the rest.
 */
export function isValidPlate(value: unknown): boolean {
  const text = stripSpaces(value);
  return typeof text === 'string' && text.length > 0 && text.length <= PLATE_MAX_LENGTH;
}
