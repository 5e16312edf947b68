import { SERVICE_INSURANCE_TYPES } from '@insurance-web/api-client';
import { SERVICE_IDENTIFICATIONS } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS, branchesFor, SERVICE_BRANCHES, SERVICE_LOCATIONS } from '../branches/serviceBranches';
import {
  identificationsFor,
  isUnauthorisedService,
  keptCarShop,
  keptIdentification,
  serviceBookingFields,
  VEHICLE_INSURANCE_TYPES,
} from './serviceBookingChoices';

const insurance = fc.constantFrom(...SERVICE_INSURANCE_TYPES, '');
const identification = fc.constantFrom(...SERVICE_IDENTIFICATIONS, '', 'email');
const location = fc.constantFrom(...SERVICE_LOCATIONS, '', 'Ostrava');
const brand = fc.constantFrom(...BRANDS, '', 'Tesla');
const carShop = fc.constantFrom(...SERVICE_BRANCHES.map((branch) => branch.code), '', 'UNKNOWN');

describe('the car centre', () => {
  it('Brno and Audi: only Vinohrady; Praha and Fiat: only Modřany', () => {
    expect(branchesFor('Brno', 'Audi').map((branch) => branch.code)).toStrictEqual(['KEI_BRNO_VINOHRADY']);
    expect(branchesFor('Praha', 'Fiat').map((branch) => branch.code)).toStrictEqual([
      'AUTOTRIO_PRAHA_MODRANY',
    ]);
    expect(branchesFor('Brno', 'Fiat')).toStrictEqual([]);
  });

  it('stays while it still matches the location and brand, and is cleared once it does not', () => {
    expect(keptCarShop('Praha', 'Kia', 'NH_CAR_PRAHA_STRAHOV')).toBe('NH_CAR_PRAHA_STRAHOV');
    expect(keptCarShop('Praha', 'Audi', 'NH_CAR_PRAHA_STRAHOV')).toBe('');
    expect(keptCarShop('Brno', 'Kia', 'NH_CAR_PRAHA_STRAHOV')).toBe('');
    fc.assert(
      fc.property(location, brand, carShop, (l, b, shop) => {
        const kept = keptCarShop(l, b, shop);
        const offered = branchesFor(l, b).map((branch) => branch.code);
        expect(kept).toBe(offered.includes(shop) ? shop : '');
      }),
    );
  });

  it('Kia alone is serviced without the maker’s authorisation', () => {
    expect(BRANDS.filter(isUnauthorisedService)).toStrictEqual(['Kia']);
  });
});

describe('the identification', () => {
  it('offers the plate only for a vehicle insurance, everything else for every insurance', () => {
    expect(VEHICLE_INSURANCE_TYPES).toStrictEqual(['MTPL', 'CASCO']);
    expect(identificationsFor('MTPL')).toStrictEqual([
      'personalId',
      'companyId',
      'contractId',
      'personalSpz',
    ]);
    expect(identificationsFor('')).toStrictEqual(['personalId', 'companyId', 'contractId', 'personalSpz']);
    expect(identificationsFor('PROPERTY')).toStrictEqual(['personalId', 'companyId', 'contractId']);
  });

  it('stays while offered for the new insurance, and is cleared once it is not', () => {
    expect(keptIdentification('PROPERTY', 'personalSpz')).toBe('');
    expect(keptIdentification('CASCO', 'personalSpz')).toBe('personalSpz');
    fc.assert(
      fc.property(insurance, identification, (type, chosen) => {
        const kept = keptIdentification(type, chosen);
        if (kept === '') {
          expect((identificationsFor(type) as string[]).includes(chosen)).toBe(false);
        } else {
          expect(kept).toBe(chosen);
          expect(identificationsFor(type)).toContain(kept);
        }
      }),
    );
  });
});

describe('the fields on screen', () => {
  it('a broker’s three, or the insurance with the chosen identification’s one field only', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), identification, (brokers, chosen) => {
        const fields = serviceBookingFields({ brokers, identification: chosen });
        expect(new Set(fields).size).toBe(fields.length);
        expect(fields.slice(0, 8)).toStrictEqual([
          'location',
          'brand',
          'carShop',
          'firstName',
          'lastName',
          'phoneNumber',
          'email',
          'brokers',
        ]);
        expect(fields.slice(-2)).toStrictEqual(['agreement2', 'agreement1']);
        const shown = SERVICE_IDENTIFICATIONS.filter((id) => fields.includes(id));
        if (brokers) {
          expect(fields.slice(8, -2)).toStrictEqual(['spz', 'brokerName', 'partnerId']);
          expect(shown).toStrictEqual([]);
        } else {
          expect(fields.slice(8, 10)).toStrictEqual(['insuranceType', 'identification']);
          expect(shown).toStrictEqual(
            (SERVICE_IDENTIFICATIONS as readonly string[]).includes(chosen) ? [chosen] : [],
          );
          expect(fields).not.toContain('spz');
        }
      }),
    );
  });
});
