import type { CallMeContact } from '@insurance-web/validation';

/** Every field of the call-me form, in reading order (payload names: no renaming needed). */
export const CALL_ME_FIELDS = [
  'firstName',
  'contact',
  'phone',
  'email',
  'policyNumber',
  'message',
  'termsAgreement',
  'marketingAgreement',
] as const;
export type CallMeField = (typeof CALL_ME_FIELDS)[number];

/** The fields a visitor sees: the contract number only in the variant for clients. */
export function callMeFieldsOnScreen(withPolicyNumber: boolean): readonly CallMeField[] {
  return withPolicyNumber ? CALL_ME_FIELDS : CALL_ME_FIELDS.filter((field) => field !== 'policyNumber');
}

/** The field the chosen channel makes required; the other one may stay empty. */
export function requiredChannelField(contact: CallMeContact | undefined): 'phone' | 'email' | null {
  if (contact === 'PHONE') return 'phone';
  if (contact === 'EMAIL') return 'email';
  return null;
}
