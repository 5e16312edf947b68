import { toCascoEmailPayload, toCascoPhonePayload } from '@insurance-web/api-client';
import { VEHICLE_VALUE_BANDS } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { emailCallValues, phoneCallValues } from './cascoValues.js';

const phoneForm = {
  brand: 'Škoda',
  age: '3-4 roky',
  value: 'více než 601\u00a0000',
  allRisk: false,
  name: 'Jana',
  phoneNumber: '+420 601 123 456',
  marketingAgreement: true,
};
const emailForm = {
  ...phoneForm,
  value: '450 000',
  personalId: '855101/0006',
  zipCode: '11000',
  spz: '1AB2345',
  startDate: '2027-02-01',
  email: 'jana@example.cz',
};
const calculation: CascoCalculation = {
  brand: 'Toyota',
  age: '1-2 roky',
  value: 'více než 401\u00a0000',
  price: 1234.5,
  discountPercent: 10,
  allRisk: true,
};

describe('what the casco call sends (SPEC §7)', () => {
  it('sends the phone tab’s vehicle without a calculator: a band as its lower bound, no estimate', () => {
    expect(toCascoPhonePayload(phoneCallValues(phoneForm, null))).toStrictEqual({
      contact: 'PHONE',
      phone: '+420 601 123 456',
      firstName: 'Jana',
      actualValue: 601000,
      termsAgreement: true,
      marketingAgreement: true,
      manufacturer: 'Škoda',
      vehicleAge: '3-4 roky',
      estimatedPremium: 0,
      carAccident: false,
    });
  });

  it('sends the e-mail tab’s exact value as a number, the date part only', () => {
    const payload = toCascoEmailPayload(
      emailCallValues({ ...emailForm, startDate: '2027-02-01T00:00:00.000+01:00' }, null),
    );
    expect(payload).toMatchObject({ actualValue: 450000, beginDate: '2027-02-01', estimatedPremium: 0 });
  });

  it('takes the vehicle, the price and all-risk from a calculation, whatever the form holds', () => {
    const payload = toCascoPhonePayload(
      phoneCallValues({ ...phoneForm, brand: undefined, age: undefined, value: undefined }, calculation),
    );
    expect(payload).toMatchObject({
      manufacturer: 'Toyota',
      vehicleAge: '1-2 roky',
      actualValue: 401000,
      estimatedPremium: 1234.5,
      carAccident: true,
    });
    expect(
      toCascoEmailPayload(emailCallValues(emailForm, { ...calculation, price: null, allRisk: undefined })),
    ).toMatchObject({ estimatedPremium: 0, carAccident: false, manufacturer: 'Toyota' });
  });

  it('sends every value band as its lower bound in Kč', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VEHICLE_VALUE_BANDS), fc.boolean(), (band, fromCalculator) => {
        const values = fromCalculator
          ? phoneCallValues(phoneForm, { ...calculation, value: band.label })
          : phoneCallValues({ ...phoneForm, value: band.label }, null);
        expect(values.value).toBe(band.from);
      }),
    );
  });

  it('sends any exact value typed with spaces as the same whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (kc) => {
        const typed = kc.toLocaleString('cs-CZ');
        expect(emailCallValues({ ...emailForm, value: typed }, null).value).toBe(kc);
      }),
    );
  });
});
