import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { cascoEmailSchema, cascoPhoneSchema } from './casco.js';

const vehicle = { brand: 'Škoda', age: '2-3 roky', value: 'více než 351 000' };
const phoneForm = { ...vehicle, name: 'Jan', phoneNumber: '+420 601 123 456' };
const emailForm = {
  ...vehicle,
  value: '450 000',
  name: 'Jan',
  personalId: '850101/0001',
  zipCode: '110 00',
  spz: '1AB 2345',
  startDate: '2026-02-01',
  email: 'jan@example.cz',
};

describe('cascoPhoneSchema', () => {
  it('accepts name and phone; marketing consent defaults to false', () => {
    expect(parsed(cascoPhoneSchema(), phoneForm)).toMatchObject({
      marketingAgreement: false,
      allRisk: false,
    });
  });

  it('has the name and phone messages', () => {
    expect(firstErrors(cascoPhoneSchema('cs', { withCalculator: true }), { phoneNumber: '+420 ' })).toEqual({
      name: 'Jméno je povinný údaj.',
      phoneNumber: 'Telefon je povinný údaj.',
    });
    expect(firstErrors(cascoPhoneSchema(), { ...phoneForm, phoneNumber: '+420 601 12' })).toEqual({
      phoneNumber: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });

  it('asks for brand, age and value only without a calculator', () => {
    const withoutVehicle = { name: 'Jan', phoneNumber: '+420 601 123 456', price: 1234 };
    expect(firstErrors(cascoPhoneSchema('cs', { withCalculator: true }), withoutVehicle)).toEqual({});
    expect(firstErrors(cascoPhoneSchema(), withoutVehicle)).toEqual({
      brand: 'Značka vozidla je povinný údaj.',
      age: 'Věk vozidla je povinný údaj.',
      value: 'Hodnota vozidla je povinný údaj.',
    });
  });
});

describe('cascoEmailSchema', () => {
  it('accepts the e-mail form, codes without their spaces', () => {
    expect(parsed(cascoEmailSchema(), emailForm)).toMatchObject({
      zipCode: '11000',
      spz: '1AB2345',
      personalId: '850101/0001',
    });
  });

  it('reports every missing field at once', () => {
    expect(firstErrors(cascoEmailSchema(), {})).toEqual({
      brand: 'Značka vozidla je povinný údaj.',
      age: 'Věk vozidla je povinný údaj.',
      value: 'Hodnota vozidla je povinný údaj.',
      name: 'Jméno je povinný údaj.',
      personalId: 'Rodné číslo je povinný údaj.',
      zipCode: 'PSČ je povinný údaj.',
      spz: 'SPZ je povinný údaj.',
      startDate: 'Datum je povinný údaj.',
      email: 'E-mail je povinný údaj.',
    });
  });

  it.each(['450000', '450 000', '1 250 000', '999999999'])('takes %j as an exact value', (value) => {
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, value })).toEqual({});
  });

  it.each(['více než 351 000', '450 000 Kč', '45,5', '-1', '0', '012 000', '1000000000', '12 34'])(
    'rejects %j as an exact value without a calculator',
    (value) => {
      expect(firstErrors(cascoEmailSchema(), { ...emailForm, value })).toEqual({
        value: 'Hodnotu vozidla zadejte v Kč číslicemi, např. 450 000.',
      });
    },
  );

  it('takes the calculator’s value band as it is', () => {
    const fromCalculator = { ...emailForm, value: 'více než 351 000' };
    expect(firstErrors(cascoEmailSchema('cs', { withCalculator: true }), fromCalculator)).toEqual({});
  });

  it.each([
    ['too long', '850101/00011', 'Špatný formát rodného čísla.'],
    ['month 13', '851301/0000', 'Špatný formát rodného čísla.'],
    ['letters', 'abcdef/ghij', 'Špatný formát rodného čísla.'],
    ['a wrong check digit', '850101/0007', 'Rodné číslo je neplatné.'],
    ['30 February', '850230/0004', 'Rodné číslo je neplatné.'],
  ])('rejects a birth number that is %s', (_, personalId, message) => {
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, personalId })).toEqual({ personalId: message });
  });

  it('accepts birth numbers with +20 months from 2004, which SPEC’s pattern alone would reject', () => {
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, personalId: '047101/0001' })).toEqual({});
  });

  it('needs exactly five digits of PSČ, spaces stripped', () => {
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, zipCode: '1100' })).toEqual({
      zipCode: 'PSČ musí mít přesně 5 číslic.',
    });
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, zipCode: '110 000' })).toEqual({
      zipCode: 'PSČ musí mít přesně 5 číslic.',
    });
  });

  it('takes the start date as a calendar date, never a zoned timestamp that could shift a day', () => {
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, startDate: '2026-12-01' })).toEqual({});
    for (const startDate of ['2026-11-30T23:00:00.000Z', '1. 2. 2026', '2026-02-30']) {
      expect(firstErrors(cascoEmailSchema(), { ...emailForm, startDate })).toEqual({
        startDate: 'Datum je ve špatném formátu.',
      });
    }
  });

  it('checks the plate length and the e-mail format', () => {
    expect(firstErrors(cascoEmailSchema(), { ...emailForm, spz: '1234567890', email: 'jan@' })).toEqual({
      spz: 'SPZ může mít nejvýše 9 znaků.',
      email: 'E-mail je ve špatném formátu.',
    });
  });

  it('speaks English in the en locale', () => {
    expect(
      firstErrors(cascoEmailSchema('en', { withCalculator: true }), { ...emailForm, personalId: 'x' }),
    ).toEqual({
      personalId: 'Wrong birth number format.',
    });
  });
});
