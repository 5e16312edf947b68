/**
 * Czech and Slovak phone numbers (SPEC §5): `+420` or `+421`, an optional space, then nine digits
 * starting with 1-9, in groups of three with optional spaces: `+420 601 123 456`, `+421601123456`.
 */
export const PHONE_PATTERN = /^\+42[01] ?[1-9]\d{2} ?\d{3} ?\d{3}$/;

/** What a phone input starts with (SPEC §9); a field holding only this is still empty. */
export const PHONE_PREFIX = '+420 ';

export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim());
}

/** A prefilled field the visitor never typed into holds just a prefix: that is a missing phone, not a wrong one. */
export function isPhoneEmpty(value: unknown): boolean {
  return typeof value !== 'string' || /^(\+42[01])?$/.test(value.trim());
}
