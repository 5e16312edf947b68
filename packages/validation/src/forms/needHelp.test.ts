import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { needHelpSchema } from './needHelp.js';

const valid = {
  name: 'Jan',
  surname: 'Novák',
  email: 'jan@example.cz',
  phone: '+420 601 123 456',
  question: 'Potřebuji poradit.',
  personalDataConsent: true,
  marketingConsent: true,
};

describe('needHelpSchema', () => {
  it('accepts a visitor who is not a client without a contract number', () => {
    expect(parsed(needHelpSchema(), valid)).toMatchObject({ ...valid, isClient: false });
  });

  it('reports every missing field and the personal-data consent at once; marketing is optional', () => {
    expect(firstErrors(needHelpSchema(), { isClient: true })).toEqual({
      name: 'Jméno je povinný údaj.',
      surname: 'Příjmení je povinný údaj.',
      email: 'E-mail je povinný údaj.',
      phone: 'Telefon je povinný údaj.',
      question: 'Dotaz je povinný údaj.',
      personalDataConsent: 'Souhlas je povinný údaj.',
      contractNumber: 'Číslo smlouvy je povinný údaj.',
    });
  });

  it('requires the contract number from clients only', () => {
    expect(firstErrors(needHelpSchema(), { ...valid, isClient: true, contractNumber: '  ' })).toEqual({
      contractNumber: 'Číslo smlouvy je povinný údaj.',
    });
    expect(firstErrors(needHelpSchema(), { ...valid, isClient: true, contractNumber: '8001234567' })).toEqual(
      {},
    );
  });

  it('checks formats and speaks English', () => {
    expect(firstErrors(needHelpSchema('en'), { ...valid, email: 'x', personalDataConsent: false })).toEqual({
      email: 'The e-mail is in the wrong format.',
      personalDataConsent: 'Consent is required.',
    });
  });
});
