import * as z from 'zod/mini';
import { isBirthNumberFormat, isValidBirthNumber } from '../czech/birthNumber.js';
import { stripSpaces } from '../czech/codes.js';
import { isValidIco } from '../czech/ico.js';
import { isPhoneEmpty, isValidPhone } from '../czech/phone.js';
import { PLATE_MAX_LENGTH } from '../czech/plate.js';
import { isValidZipCode } from '../czech/zipCode.js';
import { isIsoDate } from '../time/calendarDate.js';

/*
 * The field rules every form is built from. Each rule names its own message: a value of the wrong
 * type (an untouched field is `undefined`) reports the field's "required" text, never zod's default.
 * "Required" aborts the field's later rules, so a visitor sees one message per field.
 */

/** A text the visitor must fill in; surrounding spaces are trimmed. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));
}

/** A text that may stay empty; `undefined` becomes `''` so payloads need no special case. */
export function optionalText(message: string) {
  return z._default(z.string({ error: message }).check(z.trim()), '');
}

export function phone(required: string, format: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.refine((value) => !isPhoneEmpty(value), { error: required, abort: true }),
    z.refine(isValidPhone, { error: format }),
  );
}

/** The e-mail shape `<input type="email">` accepts (WHATWG), so the schema and the browser agree. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** A required e-mail; its shape is checked only when the form asks for it (`format`). */
export function email(required: string, format?: string) {
  const base = requiredText(required);
  return format ? base.check(z.refine(isValidEmail, { error: format })) : base;
}

/** A consent checkbox that must be ticked. */
export function consent(message: string) {
  return z.boolean({ error: message }).check(z.refine((value) => value === true, { error: message }));
}

/** A checkbox that may stay unticked. */
export function optionalFlag(message: string) {
  return z._default(z.boolean({ error: message }), false);
}

/** A code typed with or without spaces: spaces go, then the code must be there. */
function code(required: string) {
  return z.string({ error: required }).check(
    z.overwrite((value) => stripSpaces(value) as string),
    z.minLength(1, { error: required, abort: true }),
  );
}

export function birthNumber(required: string, invalid: string, format?: string) {
  const base = code(required);
  // The written shape first (casco form: its own message), then whether such a number exists.
  const shaped = format ? base.check(z.refine(isBirthNumberFormat, { error: format, abort: true })) : base;
  return shaped.check(z.refine(isValidBirthNumber, { error: invalid }));
}

export function ico(required: string, invalid: string) {
  return code(required).check(z.refine(isValidIco, { error: invalid }));
}

export function zipCode(required: string, format: string) {
  return code(required).check(z.refine(isValidZipCode, { error: format }));
}

export function plate(required: string, tooLong: string) {
  return code(required).check(z.maxLength(PLATE_MAX_LENGTH, { error: tooLong }));
}

/** A calendar date as `yyyy-mm-dd` (the date field reports ISO once the typed text is a real date). */
export function isoDate(required: string, format: string) {
  return requiredText(required).check(z.refine(isIsoDate, { error: format }));
}

/**
 * Runs a field rule on a value from inside an object rule (fields that a choice makes required) and
 * reports its first problem on that field.
 */
export function checkField(
  ctx: {
    addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[]; input: unknown }) => void;
  },
  schema: z.ZodMiniType,
  value: unknown,
  path: string,
): void {
  const result = z.safeParse(schema, value);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [path], input: value });
}

/**
 * Object rules run even when a field already failed, so a visitor sees every problem at once; but
 * only on an object, so a rule never reads a property of something else.
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
} as const;
