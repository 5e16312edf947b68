import * as z from 'zod/mini';
import { isPhoneEmpty, isValidPhone, normalizePhone } from '../czech/phone.js';
import { type Locale, messagesFor } from '../messages.js';
import {
  ALWAYS,
  checkField,
  isValidEmail,
  optionalFlag,
  optionalText,
  requiredText,
  type TextRule,
} from './fields.js';

/**
 * The reporter's relationship to the company (zákon č. 171/2023 Sb., § 2 odst. 3: the work or similar
 * activity the report comes from). The labels are the form's (callback-forms); these are the codes sent.
 */
export const WHISTLEBLOWING_RELATIONSHIPS = [
  'EMPLOYEE',
  'JOB_APPLICANT',
  'INTERMEDIARY',
  'SUPPLIER',
  'TRAINEE_OR_VOLUNTEER',
  'BOARD_MEMBER',
  'OTHER',
] as const;
export type WhistleblowingRelationship = (typeof WHISTLEBLOWING_RELATIONSHIPS)[number];

/** The description must say enough to be looked into, and fit what the channel accepts. */
export const WHISTLEBLOWING_TEXT_MIN = 30;
export const WHISTLEBLOWING_TEXT_MAX = 5000;

/**
 * Whistleblowing form (zákon č. 171/2023 Sb., o ochraně oznamovatelů; SPEC §7 `forms/v2/whistleblowing`,
 * whose payload SPEC does not show). What happened is required, when, where and who are optional. A
 * reporter may stay anonymous: then nothing about them is checked (the form hides those fields and the
 * payload drops them). Otherwise the name and at least one way to reach them, an e-mail or a phone, so
 * the příslušná osoba can confirm receipt within 7 days (§ 12 odst. 2); a contact that is given must
 * have its shape. No consent is asked: the processing follows from the law, not from consent.
 */
export function whistleblowingSchema(locale: Locale = 'cs') {
  const m = messagesFor(locale);
  const fitsLimit: TextRule = [(value) => value.length <= WHISTLEBLOWING_TEXT_MAX, m.reportTooLong];
  const optionalLimited = z._default(
    z.string({ error: m.reportTooLong }).check(z.trim(), z.refine(fitsLimit[0], { error: fitsLimit[1] })),
    '',
  );
  return z
    .object({
      relationship: z.enum(WHISTLEBLOWING_RELATIONSHIPS, { error: m.relationshipRequired }),
      text: requiredText(
        m.reportRequired,
        [(value) => value.length >= WHISTLEBLOWING_TEXT_MIN, m.reportTooShort],
        fitsLimit,
      ),
      whenAndWhere: optionalLimited,
      involved: optionalLimited,
      anonymous: optionalFlag(m.required),
      // Read as plain text here; the object rule checks them only for a reporter who is not anonymous.
      name: optionalText(m.nameRequired),
      email: optionalText(m.emailFormat),
      phone: z._default(
        z
          .string({ error: m.phoneFormat })
          .check(z.overwrite((value) => (isPhoneEmpty(value) ? '' : normalizePhone(value)))),
        '',
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.anonymous === true) return;
        checkField(ctx, requiredText(m.nameRequired), value.name, 'name');
        if (value.email === '' && value.phone === '') {
          ctx.addIssue({ code: 'custom', message: m.contactChannelRequired, path: ['email'], input: '' });
          return;
        }
        if (value.email !== '' && !isValidEmail(value.email)) {
          ctx.addIssue({ code: 'custom', message: m.emailFormat, path: ['email'], input: value.email });
        }
        if (value.phone !== '' && !isValidPhone(value.phone)) {
          ctx.addIssue({ code: 'custom', message: m.phoneFormat, path: ['phone'], input: value.phone });
        }
      }, ALWAYS),
    );
}

export type WhistleblowingInput = z.input<ReturnType<typeof whistleblowingSchema>>;
export type WhistleblowingValues = z.output<ReturnType<typeof whistleblowingSchema>>;
