import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { mobilitySchema } from './mobility.js';

const common = {
  city: 'Praha',
  manufacturer: 'Skoda',
  branchCode: 'NH_CAR_PRAHA_CERNYMOST',
  firstName: 'Jan',
  lastName: 'Novák',
  email: 'jan@example.cz',
  phone: '+420 601 123 456',
  termsAgreement: true,
  marketingAgreement: true,
};
const broker = { ...common, brokers: true, registrationPlate: '1AB 2345', brokerName: 'Makléř s.r.o.' };
const client = { ...common, productTypeCode: 'PROPERTY', identification: 'companyIn', companyIn: '25596641' };

describe('mobilitySchema', () => {
  it('reports every common field and the terms consent at once; marketing consent is optional', () => {
    expect(firstErrors(mobilitySchema(), {})).toEqual({
      city: 'Lokalita je povinný údaj.',
      manufacturer: 'Značka je povinný údaj.',
      branchCode: 'Pobočka je povinný údaj.',
      firstName: 'Jméno je povinný údaj.',
      lastName: 'Příjmení je povinný údaj.',
      email: 'E-mail je povinný údaj.',
      phone: 'Telefon je povinný údaj.',
      termsAgreement: 'Souhlas je povinný údaj.',
      productTypeCode: 'Výběr pojištění je povinný údaj.',
      identification: 'Výběr identifikace je povinný údaj.',
    });
  });

  describe('brokers', () => {
    it('accept with plate and broker name; the sales number is optional', () => {
      expect(parsed(mobilitySchema(), broker)).toMatchObject({
        registrationPlate: '1AB2345',
        salesNumber: '',
      });
      expect(parsed(mobilitySchema(), { ...broker, salesNumber: 'S-42' }).salesNumber).toBe('S-42');
    });

    it('need the plate and broker name', () => {
      expect(firstErrors(mobilitySchema(), { ...common, brokers: true })).toEqual({
        registrationPlate: 'SPZ je povinný údaj.',
        brokerName: 'Název zprostředkovatele je povinný údaj.',
      });
    });
  });

  describe('non-brokers', () => {
    it('choose one of the four insurance types', () => {
      for (const productTypeCode of ['VEHICLE', 'PROPERTY', 'LIABILITY', 'BUSINESS']) {
        expect(firstErrors(mobilitySchema(), { ...client, productTypeCode })).toEqual({});
      }
      expect(firstErrors(mobilitySchema(), { ...client, productTypeCode: 'TRAVEL' })).toEqual({
        productTypeCode: 'Výběr pojištění je povinný údaj.',
      });
    });

    it.each([
      ['personalIn', 'Rodné číslo je povinný údaj.', '850101/0001'],
      ['companyIn', 'IČO je povinný údaj.', '25596641'],
      ['policyNumber', 'Číslo smlouvy je povinný údaj.', '8001234567'],
      ['registrationPlate', 'SPZ je povinný údaj.', '1AB2345'],
    ])('choosing %s requires that field', (identification, message, value) => {
      const values = { ...common, productTypeCode: 'VEHICLE', identification };
      expect(firstErrors(mobilitySchema(), values)).toEqual({ [identification]: message });
      expect(firstErrors(mobilitySchema(), { ...values, [identification]: value })).toEqual({});
    });

    it('checks the birth number and IČO', () => {
      expect(firstErrors(mobilitySchema(), { ...client, companyIn: '25596642' })).toEqual({
        companyIn: 'IČO je neplatné.',
      });
      expect(
        firstErrors(mobilitySchema(), { ...client, identification: 'personalIn', personalIn: '851301/0000' }),
      ).toEqual({ personalIn: 'Rodné číslo je neplatné.' });
    });

    it('identify by plate only for a vehicle insurance', () => {
      expect(
        firstErrors(mobilitySchema(), {
          ...client,
          identification: 'registrationPlate',
          registrationPlate: '1AB2345',
        }),
      ).toEqual({ identification: 'SPZ lze použít jen u pojištění vozidla.' });
    });
  });

  describe('parsed values', () => {
    it('keep the insurance type and identification of a non-broker', () => {
      expect(parsed(mobilitySchema(), client)).toMatchObject({
        brokers: false,
        productTypeCode: 'PROPERTY',
        identification: 'companyIn',
        companyIn: '25596641',
      });
    });

    it('leave out the choices a broker switched away from', () => {
      const values = parsed(mobilitySchema(), { ...client, ...broker });
      expect(values).not.toHaveProperty('productTypeCode');
      expect(values).not.toHaveProperty('identification');
      expect(values).toMatchObject({ brokers: true, brokerName: 'Makléř s.r.o.' });
    });

    it('strip the spaces of the chosen code', () => {
      expect(
        parsed(mobilitySchema(), { ...client, identification: 'personalIn', personalIn: ' 736028 5163 ' })
          .personalIn,
      ).toBe('7360285163');
    });
  });

  it('speaks English in the en locale', () => {
    expect(firstErrors(mobilitySchema('en'), { ...client, branchCode: '' })).toEqual({
      branchCode: 'Branch is required.',
    });
  });
});
