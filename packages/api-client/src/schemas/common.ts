import { EMAIL_PATTERN, isIsoDate, PHONE_PATTERN } from '@insurance-web/validation';
import * as z from 'zod/mini';

/*
 * Payload schemas check what the wire contract of SPEC §7 fixes: field names, literals, types, the
 * date and phone formats. Form rules with visitor-facing messages live in @insurance-web/validation.
 * Built on zod/mini, which a server may mix freely with classic zod schemas.
 */

/** `yyyy-mm-dd`, a day that exists: validation's date check, the one the forms run in the browser. */
export const isoDate = z.string().check(z.refine(isIsoDate));

/** SPEC §5: +420 or +421, optional space, nine digits starting 1-9 in groups of three (validation's pattern). */
export const phone = z.string().check(z.regex(PHONE_PATTERN));

export const required = z.string().check(z.trim(), z.minLength(1));

/**
 * The e-mail shape of `<input type="email">` (WHATWG): @insurance-web/validation's pattern, the one the
 * forms check in the browser, so a server never rejects what the form accepted (the visitor would see
 * only the generic error dialog).
 */
export const email = z.string().check(z.regex(EMAIL_PATTERN));

export const dayTime = z.union([z.literal(0), z.literal(1)]);

export const meridiemCode = z.enum(['AM', 'PM']);

/** A field the payload always carries that may be `''`; when it is not, `schema` checks it. */
export function orEmpty(schema: z.ZodMiniString<string>) {
  return z.string().check(z.refine((value) => value === '' || schema.safeParse(value).success));
}
