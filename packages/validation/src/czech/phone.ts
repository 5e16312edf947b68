/**
 * Czech and Slovak phone numbers (SPEC §5): `+420` or `+421`, an optional space, then nine digits
 * starting with 1-9, in groups of three with optional spaces: `+420 601 123 456`, `+421601123456`.
 */
export const PHONE_PATTERN = /^\+42[01] ?[1-9]\d{2} ?\d{3} ?\d{3}$/;

/** Separators visitors put into numbers: spaces of any kind, dashes, dots, slashes, brackets. */
const SEPARATORS = /[\s\u00a0\u2007\u202f\-–./()]/g;

/** A country prefix as typed: `+420`, `00420` (and the same for 421). */
const PREFIX = /^(?:\+|00)(42[01])/;

/**
 * The number a visitor meant, in the one form the site sends: `+420 777 123 456`. The field starts
 * with `+420 `, and visitors type or paste their whole number after it anyway, with its own prefix:
 * `+420 +420 777 123 456`, `+420 00420 777123456`, `+420 +421 912 345 678`. Every prefix at the start
 * is read, the last one wins (it is the one the visitor typed), and after an explicit prefix a bare
 * `420`/`421` before nine more digits is one too (no Czech or Slovak number has twelve digits).
 * Anything that does not end as a prefix and nine digits starting 1-9 comes back as it was, trimmed,
 * so that the format rule reports it and the visitor sees what they typed.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  let rest = trimmed.replace(SEPARATORS, '');
  let country: string | null = null;
  for (let match = PREFIX.exec(rest); match; match = PREFIX.exec(rest)) {
    country = match[1] as string;
    rest = rest.slice(match[0].length);
  }
  if (country === null) return trimmed;
  const bare = /^(42[01])(\d{9})$/.exec(rest);
  if (bare) {
    country = bare[1] as string;
    rest = bare[2] as string;
  }
  if (!/^[1-9]\d{8}$/.test(rest)) return trimmed;
  return `+${country} ${rest.slice(0, 3)} ${rest.slice(3, 6)} ${rest.slice(6)}`;
}

export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim());
}

/**
 * A prefilled field the visitor never typed into holds just a prefix (or, pasted over, two): that is
 * a missing phone, not a wrong one.
 */
export function isPhoneEmpty(value: unknown): boolean {
  return typeof value !== 'string' || /^(?:(?:\+|00)42[01])*$/.test(value.replace(SEPARATORS, ''));
}
