import * as z from 'zod/mini';
import { isBirthNumberFormat, isValidBirthNumber } from '../czech/birthNumber.js';
import { stripSpaces } from '../czech/codes.js';
import { isValidIco } from '../czech/ico.js';
import { isPhoneEmpty, isValidPhone, normalizePhone } from '../czech/phone.js';
import { PLATE_MAX_LENGTH } from '../czech/plate.js';
import { isValidZipCode } from '../czech/zipCode.js';
import { isIsoDate } from '../time/calendarDate.js';

/*
 * The field rules every form is built from. Each rule names its own message: a value of the wrong
 * type (an untouched field is `undefined`) reports the field's "required" text, never zod's default.
 * A field's rules run as one check that reports the first that fails, so a visitor sees one message
 * per field. (Not zod's `abort: true`: an aborted field also silences the form's object rules, and
 * a missing day part would go unreported until the name was fixed.)
 */

/** A rule of a text field: a test and the message when it fails. */
export type TextRule = readonly [test: (value: string) => boolean, message: string];

const filled = (value: string) => value.length > 0;

/** One check for a field's rules, in order: the first that fails reports its message, alone. */
export function firstFailing(...rules: TextRule[]) {
  return z.superRefine((value: string, ctx) => {
    const failed = rules.find(([test]) => !test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value });
  });
}

/** A text the visitor must fill in; surrounding spaces are trimmed; further rules run once it is filled. */
export function requiredText(message: string, ...rules: TextRule[]) {
  return z.string({ error: message }).check(z.trim(), firstFailing([filled, message], ...rules));
}

/** A text that may stay empty; `undefined` becomes `''` so payloads need no special case. */
export function optionalText(message: string) {
  return z._default(z.string({ error: message }).check(z.trim()), '');
}

/**
 * A phone number (SPEC §5), forgiving about how it was typed: a number pasted after the prefilled
 * `+420 ` with its own prefix, spaces anywhere. The parsed value is the normalised number
 * (`+420 777 123 456`, see `normalizePhone`), so every form sends one form of it.
 */
export function phone(required: string, format: string) {
  return z
    .string({ error: required })
    .check(
      z.overwrite(normalizePhone),
      firstFailing([(value) => !isPhoneEmpty(value), required], [isValidPhone, format]),
    );
}

/**
 * A phone the visitor may leave out: a field holding only its prefix (`+420 `) is empty and becomes
 * `''`, so a payload never carries a bare prefix; anything else must be a whole number, understood
 * and sent as `phone()` does (`normalizePhone`).
 */
export function optionalPhone(format: string) {
  return z._default(
    z.string({ error: format }).check(
      z.overwrite((value) => (isPhoneEmpty(value) ? '' : normalizePhone(value))),
      firstFailing([(value) => value === '' || isValidPhone(value), format]),
    ),
    '',
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
  return format ? requiredText(required, [isValidEmail, format]) : requiredText(required);
}

/** An e-mail the visitor may leave out (`undefined` becomes `''`); one that is given must have the shape. */
export function optionalEmail(format: string) {
  return z._default(
    z
      .string({ error: format })
      .check(z.trim(), firstFailing([(value) => value === '' || isValidEmail(value), format])),
    '',
  );
}

/** A consent checkbox that must be ticked. */
export function consent(message: string) {
  return z.boolean({ error: message }).check(z.refine((value) => value === true, { error: message }));
}

/** A checkbox that may stay unticked. */
export function optionalFlag(message: string) {
  return z._default(z.boolean({ error: message }), false);
}

/** A code a choice may make required later (an object rule checks it then); spaces go. */
export function optionalCode(message: string) {
  return z.optional(z.string({ error: message }).check(z.overwrite((value) => stripSpaces(value) as string)));
}

/** A code typed with or without spaces: spaces go, then the code must be there, then its rules. */
function code(required: string, ...rules: TextRule[]) {
  return z.string({ error: required }).check(
    z.overwrite((value) => stripSpaces(value) as string),
    firstFailing([filled, required], ...rules),
  );
}

export function birthNumber(required: string, invalid: string, format?: string) {
  // The written shape first (casco form: its own message), then whether such a number exists.
  const shape: TextRule[] = format ? [[isBirthNumberFormat, format]] : [];
  return code(required, ...shape, [isValidBirthNumber, invalid]);
}

export function ico(required: string, invalid: string) {
  return code(required, [isValidIco, invalid]);
}

export function zipCode(required: string, format: string) {
  return code(required, [isValidZipCode, format]);
}

export function plate(required: string, tooLong: string) {
  return code(required, [(value) => value.length <= PLATE_MAX_LENGTH, tooLong]);
}

/** A calendar date as `yyyy-mm-dd` (the date field reports ISO once the typed text is a real date). */
export function isoDate(required: string, format: string) {
  return requiredText(required, [isIsoDate, format]);
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
