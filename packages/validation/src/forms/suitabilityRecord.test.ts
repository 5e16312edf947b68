import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { SUITABILITY_DIFFERENCE_DEFAULT, suitabilityRecordSchema } from './suitabilityRecord.js';

const valid = {
  request: 'Havarijní pojištění',
  recommendation: 'Doporučujeme HAV',
  difference: 'Žádné rozdíly',
};

describe('suitabilityRecordSchema', () => {
  it('accepts a complete record; difference defaults to Nejsou', () => {
    expect(SUITABILITY_DIFFERENCE_DEFAULT).toBe('Nejsou');
    expect(parsed(suitabilityRecordSchema(), { ...valid, difference: undefined }).difference).toBe('Nejsou');
  });

  it('requires request, recommendation and difference', () => {
    expect(firstErrors(suitabilityRecordSchema(), { difference: '' })).toEqual({
      request: 'Prosím vyplňte.',
      recommendation: 'Prosím vyplňte.',
      difference: 'Prosím vyplňte.',
    });
  });

  it('needs at least 11 characters of recommendation and 6 of difference', () => {
    expect(
      firstErrors(suitabilityRecordSchema(), { ...valid, recommendation: '1234567890', difference: '12345' }),
    ).toEqual({
      recommendation: 'Minimální délka musí být 11 znaků.',
      difference: 'Minimální délka musí být 6 znaků.',
    });
    expect(
      firstErrors(suitabilityRecordSchema(), {
        ...valid,
        recommendation: '12345678901',
        difference: '123456',
      }),
    ).toEqual({});
  });

  it('requires the own-record checkbox from agents only', () => {
    expect(firstErrors(suitabilityRecordSchema(), valid)).toEqual({});
    expect(firstErrors(suitabilityRecordSchema('cs', { agent: true }), valid)).toEqual({
      ownRecord: 'Prosím potvrďte, že jde o váš záznam.',
    });
    expect(
      firstErrors(suitabilityRecordSchema('cs', { agent: true }), { ...valid, ownRecord: true }),
    ).toEqual({});
  });

  it('speaks English in the en locale', () => {
    expect(firstErrors(suitabilityRecordSchema('en'), { ...valid, recommendation: 'short' })).toEqual({
      recommendation: 'The minimum length is 11 characters.',
    });
  });
});
