import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { serviceBookingSchema } from './serviceBooking.js';

const common = {
  location: 'Praha',
  brand: 'Skoda',
  carShop: 'NH_CAR_PRAHA_CERNYMOST',
  firstName: 'Jan',
  lastName: 'Novák',
  phoneNumber: '+420 601 123 456',
  email: 'jan@example.cz',
  agreement2: true,
};
const broker = { ...common, brokers: true, spz: '1AB 2345', brokerName: 'Makléř s.r.o.' };
const client = {
  ...common,
  brokers: false,
  insuranceType: 'VEHICLE',
  identification: 'personalId',
  personalId: '850101/0001',
};

describe('serviceBookingSchema', () => {
  it('reports every common field at once', () => {
    expect(firstErrors(serviceBookingSchema(), {})).toEqual({
      location: 'Lokalita je povinný údaj.',
      brand: 'Značka je povinný údaj.',
      carShop: 'Výběr autocentra je povinný údaj.',
      firstName: 'Jméno je povinný údaj.',
      lastName: 'Příjmení je povinný údaj.',
      phoneNumber: 'Telefon je povinný údaj.',
      email: 'E-mail je povinný údaj.',
      agreement2: 'Souhlas je povinný údaj.',
      insuranceType: 'Výběr pojištění je povinný údaj.',
      identification: 'Výběr pojištění je povinný údaj.',
    });
  });

  it('does not check the e-mail format', () => {
    expect(firstErrors(serviceBookingSchema(), { ...client, email: 'not an address' })).toEqual({});
  });

  it('requires agreement2 ticked; agreement1 is optional', () => {
    expect(firstErrors(serviceBookingSchema(), { ...client, agreement2: false })).toEqual({
      agreement2: 'Souhlas je povinný údaj.',
    });
    expect(parsed(serviceBookingSchema(), client).agreement1).toBe(false);
    expect(parsed(serviceBookingSchema(), { ...client, agreement1: true }).agreement1).toBe(true);
  });

  describe('brokers', () => {
    it('accept with the plate and broker name, without insurance or identification', () => {
      expect(parsed(serviceBookingSchema(), broker).spz).toBe('1AB2345');
    });

    it('need the plate and the broker name', () => {
      expect(firstErrors(serviceBookingSchema(), { ...common, brokers: true })).toEqual({
        spz: 'SPZ je povinný údaj.',
        brokerName: 'Název zprostředkovatele je povinný údaj.',
      });
      expect(firstErrors(serviceBookingSchema(), { ...broker, spz: '1234567890' })).toEqual({
        spz: 'SPZ může mít nejvýše 9 znaků.',
      });
    });
  });

  describe('non-brokers', () => {
    it('need an insurance and an identification', () => {
      expect(firstErrors(serviceBookingSchema(), { ...common, identification: 'unknown' })).toEqual({
        insuranceType: 'Výběr pojištění je povinný údaj.',
        identification: 'Výběr pojištění je povinný údaj.',
      });
    });

    it.each([
      ['personalId', 'Rodné číslo je povinný údaj.'],
      ['companyId', 'IČO je povinný údaj.'],
      ['contractId', 'Číslo smlouvy je povinný údaj.'],
      ['personalSpz', 'SPZ je povinný údaj.'],
    ])('choosing %s requires that field', (identification, message) => {
      expect(
        firstErrors(serviceBookingSchema(), { ...client, identification, personalId: undefined }),
      ).toEqual({
        [identification]: message,
      });
    });

    it.each([
      ['personalId', '850101 / 0001', '850101/0001'],
      ['companyId', '255 96 641', '25596641'],
      ['contractId', ' 1234567890 ', '1234567890'],
      ['personalSpz', '1AB 2345', '1AB2345'],
    ])('accepts a filled %s, spaces stripped from codes', (identification, value, stored) => {
      const values = parsed(serviceBookingSchema(), { ...client, identification, [identification]: value });
      expect(values[identification as 'personalId']).toBe(identification === 'contractId' ? value : stored);
    });

    it('checks the birth number and IČO themselves', () => {
      expect(firstErrors(serviceBookingSchema(), { ...client, personalId: '850101/0007' })).toEqual({
        personalId: 'Rodné číslo je neplatné.',
      });
      expect(
        firstErrors(serviceBookingSchema(), {
          ...client,
          identification: 'companyId',
          companyId: '25596642',
        }),
      ).toEqual({ companyId: 'IČO je neplatné.' });
    });
  });

  it('speaks English in the en locale', () => {
    expect(firstErrors(serviceBookingSchema('en'), { ...client, location: '' })).toEqual({
      location: 'Location is required.',
    });
  });
});
