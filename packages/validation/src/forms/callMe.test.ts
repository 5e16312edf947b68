import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validPhone } from '../../test/generators.js';
import { firstErrors, parsed } from '../../test/issues.js';
import { normalizePhone } from '../czech/phone.js';
import { CALL_ME_CONTACTS, callMeFormSchema } from './callMe.js';

const byPhone = {
  contact: 'PHONE',
  firstName: 'Jana',
  phone: '+420 601 123 456',
  email: '',
  message: '',
  termsAgreement: true,
  marketingAgreement: false,
};

const byEmail = { ...byPhone, contact: 'EMAIL', phone: '+420 ', email: 'jana@example.cz' };

describe('callMeFormSchema', () => {
  it('accepts a call request without an e-mail, and an e-mail request without a phone', () => {
    expect(parsed(callMeFormSchema(), byPhone)).toStrictEqual(byPhone);
    // The prefilled prefix alone is no phone: it is sent as empty, never as a bare `+420`.
    expect(parsed(callMeFormSchema(), byEmail)).toStrictEqual({ ...byEmail, phone: '' });
  });

  it('requires the chosen channel only', () => {
    expect(firstErrors(callMeFormSchema(), { ...byPhone, phone: '+420 ' })).toEqual({
      phone: 'Telefon je povinný údaj.',
    });
    expect(firstErrors(callMeFormSchema(), { ...byEmail, email: '  ' })).toEqual({
      email: 'E-mail je povinný údaj.',
    });
  });

  it('checks the other channel when it is given', () => {
    expect(firstErrors(callMeFormSchema(), { ...byPhone, email: 'jana@' })).toEqual({
      email: 'E-mail je ve špatném formátu.',
    });
    expect(firstErrors(callMeFormSchema(), { ...byEmail, phone: '+420 601' })).toEqual({
      phone: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });

  it('reports every problem of an empty form at once, for each channel', () => {
    expect(firstErrors(callMeFormSchema(), { contact: 'PHONE' })).toEqual({
      firstName: 'Jméno je povinný údaj.',
      phone: 'Telefon je povinný údaj.',
      termsAgreement: 'Souhlas je povinný údaj.',
    });
    expect(firstErrors(callMeFormSchema(), { contact: 'EMAIL', phone: '+420 ' })).toEqual({
      firstName: 'Jméno je povinný údaj.',
      email: 'E-mail je povinný údaj.',
      termsAgreement: 'Souhlas je povinný údaj.',
    });
    expect(firstErrors(callMeFormSchema(), {})).toEqual({
      contact: 'Způsob kontaktu je povinný údaj.',
      firstName: 'Jméno je povinný údaj.',
      termsAgreement: 'Souhlas je povinný údaj.',
    });
    expect(firstErrors(callMeFormSchema(), { ...byPhone, contact: 'SMS' })).toEqual({
      contact: 'Způsob kontaktu je povinný údaj.',
    });
  });

  it('trims what is typed and keeps the optional message', () => {
    expect(
      parsed(callMeFormSchema(), { ...byPhone, firstName: ' Jana ', message: ' Pojištění bytu ' }),
    ).toMatchObject({ firstName: 'Jana', message: 'Pojištění bytu' });
  });

  it('requires the contract number in the policyNumber variant only', () => {
    expect(firstErrors(callMeFormSchema(), byPhone)).toEqual({});
    expect(firstErrors(callMeFormSchema('cs', { withPolicyNumber: true }), byPhone)).toEqual({
      policyNumber: 'Číslo smlouvy je povinný údaj.',
    });
    expect(
      parsed(callMeFormSchema('cs', { withPolicyNumber: true }), {
        ...byPhone,
        policyNumber: ' 8801234567 ',
      }),
    ).toMatchObject({ policyNumber: '8801234567' });
  });

  it('speaks English', () => {
    expect(firstErrors(callMeFormSchema('en', { withPolicyNumber: true }), { contact: 'EMAIL' })).toEqual({
      firstName: 'Name is required.',
      email: 'E-mail is required.',
      termsAgreement: 'Consent is required.',
      policyNumber: 'Contract number is required.',
    });
  });

  const channel = (valid: fc.Arbitrary<string>, empty: string[]) =>
    fc.oneof(
      valid.map((value) => ({ value, given: true })),
      fc.constantFrom(...empty).map((value) => ({ value, given: false })),
    );
  const phones = channel(validPhone, ['', '+420 ', '+421', '  ']);
  const emails = channel(fc.constantFrom('jana@example.cz', 'a.b@c.org', 'x+y@firma.co.uk'), ['', '   ']);

  it('accepts a form exactly when the chosen channel is given, and never sends a bare prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALL_ME_CONTACTS), phones, emails, (contact, phone, email) => {
        const result = z.safeParse(callMeFormSchema(), {
          ...byPhone,
          contact,
          phone: phone.value,
          email: email.value,
        });
        const chosenGiven = contact === 'PHONE' ? phone.given : email.given;
        expect(result.success).toBe(chosenGiven);
        if (!result.success) {
          expect(result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
            contact === 'PHONE' ? 'phone' : 'email',
          ]);
          return;
        }
        // A given number is sent in its one form (`+420 601 123 456`), like every form's phone.
        expect(result.data.phone).toBe(phone.given ? normalizePhone(phone.value) : '');
        expect(result.data.email).toBe(email.given ? email.value : '');
      }),
    );
  });
});
