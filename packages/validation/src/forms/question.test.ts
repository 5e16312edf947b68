import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { questionSchema } from './question.js';

const valid = {
  name: 'Jan',
  surname: 'Novák',
  email: 'jan@example.cz',
  phoneNumber: '+420601123456',
  text: 'Jak nahlásím škodu?',
  agreement2: true,
};

describe('questionSchema', () => {
  it('accepts a complete question, the phone normalised', () => {
    expect(parsed(questionSchema(), valid)).toMatchObject({
      ...valid,
      phoneNumber: '+420 601 123 456',
      agreement1: false,
    });
  });

  it('reports every missing field at once', () => {
    expect(firstErrors(questionSchema(), {})).toEqual({
      name: 'Jméno je povinný údaj.',
      surname: 'Příjmení je povinný údaj.',
      email: 'E-mail je povinný údaj.',
      phoneNumber: 'Telefon je povinný údaj.',
      text: 'Dotaz je povinný údaj.',
      agreement2: 'Souhlas je povinný údaj.',
    });
  });

  it('checks the e-mail and phone formats', () => {
    expect(
      firstErrors(questionSchema(), { ...valid, email: 'jan.example.cz', phoneNumber: '+420 601' }),
    ).toEqual({
      email: 'E-mail je ve špatném formátu.',
      phoneNumber: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });

  it('requires the contract number in the policyNumber variant only', () => {
    expect(firstErrors(questionSchema(), valid)).toEqual({});
    expect(firstErrors(questionSchema('cs', { withPolicyNumber: true }), valid)).toEqual({
      policyNumber: 'Číslo smlouvy je povinný údaj.',
    });
    expect(
      firstErrors(questionSchema('cs', { withPolicyNumber: true }), { ...valid, policyNumber: '123' }),
    ).toEqual({});
    expect(firstErrors(questionSchema('en', { withPolicyNumber: true }), valid)).toEqual({
      policyNumber: 'Contract number is required.',
    });
  });
});
