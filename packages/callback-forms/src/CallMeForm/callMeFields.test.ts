import { CALL_ME_CONTACTS } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByFields } from '../leadForm/fieldErrorSplit';
import { CALL_ME_FIELDS, callMeFieldsOnScreen, requiredChannelField } from './callMeFields';

describe('call-me fields', () => {
  it('shows the contract number only in the variant, keeping the reading order', () => {
    expect(callMeFieldsOnScreen(true)).toEqual(CALL_ME_FIELDS);
    expect(callMeFieldsOnScreen(false)).toEqual([
      'firstName',
      'contact',
      'phone',
      'email',
      'message',
      'termsAgreement',
      'marketingAgreement',
    ]);
  });

  it('a server error on the contract number is on a field only when the variant shows it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (withPolicyNumber, message) => {
        const { known, unknown } = splitByFields(
          { policyNumber: message },
          callMeFieldsOnScreen(withPolicyNumber),
        );
        expect(known.length === 1).toBe(withPolicyNumber);
        expect(unknown.length === 1).toBe(!withPolicyNumber);
      }),
    );
  });

  it('the chosen channel decides the required field, and nothing else does', () => {
    expect(CALL_ME_CONTACTS.map(requiredChannelField)).toEqual(['phone', 'email']);
    expect(requiredChannelField(undefined)).toBeNull();
  });
});
